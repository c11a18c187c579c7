import type { Tx } from '../../db/index.ts';
import { businessCards, forumReports, postContactViews, posts } from '../../db/schema.ts';

// Demo members (seed/demo.ts order): 2 creator, 3 reviewer, 4 shop, 5 lin, 6 oliver, 7 zhou, 8 sato.
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const DAY_HOURS = 24;

interface DemoPost {
  uid: number;
  type: 'buy' | 'sell';
  title: string;
  content: string;
  images: string[];
  category: string;
  region: string;
  contact: string;
  hours: number;
  /** Closed this many hours ago (sold or bought). */
  closedHours?: number;
  /** Open this many hours more (negative: expired that long ago); 30 days from publishing by default. */
  leftHours?: number;
}

/** The market as members left it: buy and sell posts in Chinese and English, open, closed and expired. */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    uid: 4,
    type: 'sell',
    title: '出售 Pt950 素圈婚戒现货 200 对',
    content: '金典珠宝自有工厂出品，Pt950 足铂，2.5–4 mm 多款宽度，可刻字。\n支持看样，深圳水贝提货或顺丰保价发货。',
    images: ['/demo/photos/post-rings-1.svg', '/demo/photos/post-rings-2.svg'],
    category: 'jewellery',
    region: 'south',
    contact: '金典珠宝 王经理 138 0013 8000（微信同号）',
    hours: 5,
  },
  {
    uid: 6,
    type: 'buy',
    title: 'Wanted: Pt950 chain, hallmarked, 2 kg',
    content:
      'A small brand from Birmingham looking for Pt950 chain (cable and curb, 0.8–1.5 mm) with UK hallmarking. Around 2 kg for the first order, monthly after that.',
    images: ['/demo/photos/post-chain.svg'],
    category: 'jewellery',
    region: 'overseas',
    contact: 'Oliver Smith, oliver@example.com, +44 20 7946 0000',
    hours: 12,
  },
  {
    uid: 2,
    type: 'sell',
    title: '出售铂海绵 99.95% 现货 5 公斤',
    content: '自产铂海绵，纯度 99.95%，现货 5 公斤，附第三方检测报告。上海提货，量大可议。',
    images: ['/demo/photos/post-sponge-1.svg', '/demo/photos/post-sponge-2.svg', '/demo/photos/post-sponge-3.svg'],
    category: 'metal',
    region: 'east',
    contact: '铂族金属研究院 交易部 021-6000 0000',
    hours: 26,
  },
  {
    uid: 7,
    type: 'buy',
    title: '求购二手首饰激光焊接机',
    content: '工作室求购九成新首饰激光焊接机一台，品牌不限，华东地区优先，可上门看机。',
    images: ['/demo/photos/post-welder.svg'],
    category: 'equipment',
    region: 'east',
    contact: '周小姐 微信 zhou-studio',
    hours: 40,
  },
  {
    uid: 8,
    type: 'sell',
    title: 'Platinum bridal designs for licence',
    content: 'Twelve original bridal ring designs in platinum, with CAD files and renderings. Licence per design or the whole set.',
    images: ['/demo/photos/post-designs-1.svg', '/demo/photos/post-designs-2.svg'],
    category: 'service',
    region: 'overseas',
    contact: 'Yumi Sato, yumi@example.jp',
    hours: 60,
  },
  {
    uid: 5,
    type: 'buy',
    title: '求购天然钻石配石 0.1–0.3 克拉',
    content: '长期求购 0.1–0.3 克拉天然钻石配石，颜色 F–H，净度 VS 以上，需附证书。',
    images: ['/demo/photos/post-diamonds.svg'],
    category: 'gem',
    region: 'north',
    contact: '林先生 139 0000 5555',
    hours: 80,
  },
  {
    uid: 4,
    type: 'sell',
    title: '出售钯金边角料 1.2 公斤',
    content: '生产剩余钯金边角料 1.2 公斤，按当日价结算。',
    images: ['/demo/photos/post-scrap.svg'],
    category: 'metal',
    region: 'south',
    contact: '金典珠宝 王经理 138 0013 8000',
    hours: 10 * DAY_HOURS,
    closedHours: 3 * DAY_HOURS,
  },
  {
    uid: 5,
    type: 'buy',
    title: '求购铑粉 99.9%',
    content: '求购铑粉 99.9% 约 200 克，用于电镀，需附检测报告。',
    images: ['/demo/photos/post-rhodium.svg'],
    category: 'metal',
    region: 'north',
    contact: '林先生 139 0000 5555',
    hours: 40 * DAY_HOURS,
    leftHours: -10 * DAY_HOURS,
  },
];

export async function seedMarket(tx: Tx): Promise<void> {
  const ids: number[] = [];
  for (const d of DEMO_POSTS) {
    const created = hoursAgo(d.hours);
    const [row] = await tx
      .insert(posts)
      .values({
        uid: d.uid,
        type: d.type,
        title: d.title,
        content: d.content,
        images: d.images,
        category: d.category,
        region: d.region,
        contact: d.contact,
        expiresAt: d.leftHours === undefined ? new Date(created.getTime() + 30 * DAY_HOURS * 3_600_000) : hoursAgo(-d.leftHours),
        closedAt: d.closedHours === undefined ? null : hoursAgo(d.closedHours),
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: posts.id });
    if (row) ids.push(row.id);
  }
  // Lin has asked for two posts' details today; zhou reported the diamond post as a scam (the admins' queue).
  const [rings, chain, , , , diamonds] = ids;
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  if (rings !== undefined && chain !== undefined) {
    await tx.insert(postContactViews).values([
      { postId: rings, uid: 5, day: today },
      { postId: chain, uid: 5, day: today },
    ]);
  }
  if (diamonds !== undefined) {
    await tx
      .insert(forumReports)
      .values({ kind: 'post', postId: diamonds, uid: 7, reason: 'fraud', detail: '要求先付定金再看证书', createdAt: hoursAgo(30) });
  }
}

/** The creator's two business cards (the institute's research lead, and its trading desk); their share links are fixed for the tests. */
export const DEMO_CARD_TOKENS = { lead: 'demo-card-institute-lead-2026', desk: 'demo-card-institute-desk-2026' } as const;

export async function seedBusinessCards(tx: Tx): Promise<void> {
  await tx.insert(businessCards).values([
    {
      uid: 2,
      name: '李明轩',
      enName: 'Li Mingxuan',
      company: '铂族金属研究院',
      enCompany: 'Platinum Group Metals Institute',
      position: '首席分析师',
      enPosition: 'Chief Analyst',
      phone: '+86 21 6000 0000',
      email: 'li.mingxuan@example.com',
      wechat: 'pgm-li',
      address: '上海市浦东新区世纪大道 100 号',
      enAddress: '100 Century Avenue, Pudong, Shanghai',
      avatar: '/demo/photos/card-li.svg',
      shareToken: DEMO_CARD_TOKENS.lead,
    },
    {
      uid: 2,
      name: '交易部',
      enName: 'Trading desk',
      company: '铂族金属研究院',
      enCompany: 'Platinum Group Metals Institute',
      position: '现货交易',
      enPosition: 'Spot trading',
      phone: '021-6000 0001',
      email: 'desk@example.com',
      wechat: '',
      address: '',
      enAddress: '',
      avatar: '',
      shareToken: DEMO_CARD_TOKENS.desk,
    },
  ]);
}
