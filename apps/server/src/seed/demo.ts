import { count } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { users, webSettings, banners, type PermissionMap } from '../db/schema.ts';
import { hashPassword } from '../features/auth/password.ts';
import { currentDates } from '../features/events/seed.ts';
import { FEATURE_SEEDS } from '../features/index.ts';

export interface DemoAccount {
  role: string;
  username: string;
  password: string;
  tel: string;
  email: string;
}

export const ALL_PERMISSIONS: PermissionMap = {
  article: '1',
  company: '1',
  document: '1',
  special: '1',
  statistic: '1',
  dataSet: '1',
  dataItem: '1',
  netdisk: '1',
  quoteData: '1',
};

interface DemoUser extends DemoAccount {
  nickname: string;
  flag: number;
  shopId?: number;
  isReviewer?: number;
  permission?: PermissionMap;
  isVerified?: number;
  verifiedType?: number;
  verifiedReason?: string;
  isColumn?: number;
  isHomepage?: number;
  company: string;
  position: string;
  description: string;
  content: string;
  city: string;
  gender: 'female' | 'male' | 'secret';
}

/** Demo accounts (demo mode only; production seeds nothing). Ids follow this order: 1 admin … */
export const DEMO_USERS: DemoUser[] = [
  {
    role: 'admin',
    username: 'admin',
    password: 'admin12345',
    tel: '13800000000',
    email: 'admin@spw.example',
    nickname: '铂金周管理员',
    flag: 0,
    permission: ALL_PERMISSIONS,
    company: '上海铂金周组委会',
    position: '平台运营',
    description: 'Platform operations of Shanghai Platinum Week',
    content: '负责铂金周网站与会员服务的日常运营。',
    city: '上海',
    gender: 'secret',
    isVerified: 1,
    verifiedType: 2,
    verifiedReason: '上海铂金周组委会官方账号',
  },
  {
    role: 'creator',
    username: 'creator',
    password: 'creator12345',
    tel: '13800000001',
    email: 'creator@spw.example',
    nickname: '铂族金属研究院',
    flag: 2,
    permission: ALL_PERMISSIONS,
    isColumn: 1,
    isHomepage: 1,
    company: '铂族金属研究院',
    position: '首席分析师',
    description: '铂、钯、铑市场研究与价格数据',
    content:
      '专注铂族金属供需、价格与首饰消费趋势研究，每周发布市场周报。\nResearch on platinum-group metal supply, demand and jewellery consumption.',
    city: '上海',
    gender: 'female',
    isVerified: 1,
    verifiedType: 2,
    verifiedReason: '铂族金属研究机构',
  },
  {
    role: 'reviewer',
    username: 'reviewer',
    password: 'reviewer12345',
    tel: '13800000002',
    email: 'reviewer@spw.example',
    nickname: '陈评审',
    flag: 2,
    isReviewer: 1,
    // Writes column 3 (an approved application: features/column/seed.ts).
    isColumn: 1,
    company: '中国珠宝设计学院',
    position: '教授',
    description: '首饰设计大赛评审',
    content: '从事首饰设计教学二十年，担任铂金首饰设计大赛评审。',
    city: '北京',
    gender: 'male',
    isVerified: 1,
    verifiedType: 1,
    verifiedReason: '首饰设计专家',
  },
  {
    role: 'shop_keeper',
    username: 'shop',
    password: 'shop12345',
    tel: '13800000003',
    email: 'shop@spw.example',
    nickname: '金典珠宝',
    flag: 1,
    shopId: 1,
    company: '金典珠宝有限公司',
    position: '店主',
    description: '铂金与黄金首饰零售',
    content: '',
    city: '深圳',
    gender: 'secret',
  },
  {
    role: 'member',
    username: 'lin',
    password: 'member12345',
    tel: '13800000004',
    email: 'lin@spw.example',
    nickname: '林晓',
    flag: 2,
    company: '水贝珠宝',
    position: '采购经理',
    description: '铂金饰品采购',
    content: '关注铂金首饰新品与价格走势。',
    city: '深圳',
    gender: 'female',
  },
  {
    role: 'member',
    username: 'oliver',
    password: 'member12345',
    tel: '13800000005',
    email: 'oliver@spw.example',
    nickname: 'Oliver Grant',
    flag: 2,
    company: 'Grant Refining Ltd',
    position: 'Trading Director',
    description: 'PGM trading in London and Shanghai',
    content: 'Twenty years in precious-metal trading; attends the week every year.',
    city: 'London',
    gender: 'male',
  },
  {
    role: 'member',
    username: 'zhou',
    password: 'member12345',
    tel: '13800000006',
    email: 'zhou@spw.example',
    nickname: '周一鸣',
    flag: 2,
    company: '一鸣设计工作室',
    position: '设计师',
    description: '独立首饰设计师',
    content: '',
    city: '杭州',
    gender: 'male',
  },
  {
    role: 'member',
    username: 'sato',
    password: 'member12345',
    tel: '13800000007',
    email: 'sato@spw.example',
    nickname: 'Yuki Sato',
    flag: 2,
    company: 'Sato Jewellery',
    position: 'Founder',
    description: 'Platinum bridal rings from Tokyo',
    content: 'Bridal jewellery in platinum since 1998.',
    city: 'Tokyo',
    gender: 'female',
  },
  {
    role: 'check-in staff',
    username: 'staff',
    password: 'staff12345',
    tel: '13800000008',
    email: 'staff@spw.example',
    nickname: '签到组 · 陈静',
    flag: 2,
    company: '上海铂金周组委会',
    position: '现场签到',
    description: '2024 与本届铂金周签到工作人员',
    content: '',
    city: '上海',
    gender: 'female',
  },
];

/** Seeds the demo data once, when the database has no users yet. */
export async function seedDemo(db: Db): Promise<{ accounts: DemoAccount[]; seeded: boolean }> {
  const accounts = DEMO_USERS.map(({ role, username, password, tel, email }) => ({ role, username, password, tel, email }));
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { accounts, seeded: false };
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  const current = currentDates();
  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      DEMO_USERS.map((u, i) => ({
        username: u.username,
        passwordHash: hashes[i] ?? null,
        nickname: u.nickname,
        tel: u.tel,
        email: u.email,
        phone: u.tel,
        flag: u.flag,
        shopId: u.shopId ?? 0,
        isReviewer: u.isReviewer ?? 0,
        permission: u.permission ?? {},
        isVerified: u.isVerified ?? 0,
        verifiedType: u.verifiedType ?? 0,
        verifiedReason: u.verifiedReason ?? '',
        isColumn: u.isColumn ?? 0,
        isHomepage: u.isHomepage ?? 0,
        company: u.company,
        position: u.position,
        description: u.description,
        content: u.content,
        city: u.city,
        gender: u.gender,
        avatar: `/demo/avatars/${u.username}.svg`,
        bgUrl: `preset:${(i % 4) + 1}`,
      })),
    );
    await tx.insert(webSettings).values([
      { key: 'site', value: { name: '上海铂金周', en_name: 'Shanghai Platinum Week' } },
      { key: 'quote', value: { is_open: 1, need_role: '' } },
      // Where the mobile landing (/h5/mp) sends people; a real install sets its own links.
      {
        key: 'apps',
        value: {
          mini_program_name: '上海铂金周',
          mini_program_link: 'https://wxaurl.cn/demo-spw-mini-program',
          official_account: '上海铂金周',
          official_account_link: 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=demo-spw',
          ios_url: '',
          android_url: '',
        },
      },
      // current_events_id (14) and review_competition_id (4) come with migration 0003, for every install.
    ]);
    await tx.insert(banners).values([
      {
        title: `${current.year} 上海铂金周 · 开放注册`,
        enTitle: `Shanghai Platinum Week ${current.year} · Registration open`,
        pic: '/demo/banners/1.svg',
        urlWeb: '/events/index?events_id=14',
        sort: 1,
      },
      {
        title: '铂金首饰设计大赛 · 作品征集',
        enTitle: 'Platinum Jewellery Design Competition · Call for entries',
        pic: '/demo/banners/2.svg',
        urlWeb: '/competition/detail?id=4',
        sort: 2,
      },
      {
        title: '2024 全球铂族金属市场报告',
        enTitle: 'Global PGM Market Report 2024',
        pic: '/demo/banners/3.svg',
        urlWeb: '/document/list',
        sort: 3,
      },
      {
        title: '每日铂金、钯金报价',
        enTitle: 'Daily platinum and palladium prices',
        pic: '/demo/banners/4.svg',
        urlWeb: '/quoteData/index',
        sort: 4,
      },
      {
        title: '铂金周直播 · 精彩回看',
        enTitle: 'Platinum Week live · Replays',
        pic: '/demo/banners/5.svg',
        urlWeb: '/live/index',
        sort: 5,
      },
      {
        title: '专栏作者招募',
        enTitle: 'Columnists wanted',
        pic: '/demo/banners/6.svg',
        urlWeb: '/column/recruit',
        position: 'moment',
        sort: 1,
      },
    ]);
    for (const seed of FEATURE_SEEDS) await seed(tx);
  });
  return { accounts, seeded: true };
}
