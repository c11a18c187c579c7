import type { Tx } from '../../db/index.ts';
import { businessCards, companies, forumReports, postContactViews, posts, products } from '../../db/schema.ts';
import type { CompanyFields } from './tables.ts';

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

const INSTITUTE: CompanyFields = {
  name: '铂族金属研究院',
  enName: 'Platinum Group Metals Institute',
  logo: '/demo/avatars/pgm-institute.svg',
  licenceNo: '91310115MA1K3XYZ8Q',
  intro:
    '铂族金属研究院专注铂、钯、铑的精炼、回收与市场研究，为首饰、汽车催化与电子行业提供原料、检测与来料加工服务。\n上海浦东设有精炼中心与检测实验室。',
  enIntro:
    'The Platinum Group Metals Institute refines and recycles platinum, palladium and rhodium and studies their markets. It supplies metal, assays and toll refining to jewellery, autocatalyst and electronics makers.\nRefining centre and assay laboratory in Pudong, Shanghai.',
  categories: ['metal', 'service'],
  address: '上海市浦东新区世纪大道 100 号 22 层',
  enAddress: '22/F, 100 Century Avenue, Pudong, Shanghai',
  contactName: '李明轩',
  phone: '+86 21 6000 0000',
  email: 'trade@pgm-institute.example',
  website: 'https://pgm-institute.example',
  pictures: ['/demo/photos/company-refinery.svg', '/demo/photos/company-lab.svg', '/demo/photos/company-showroom.svg'],
};

const JINDIAN: CompanyFields = {
  name: '金典珠宝有限公司',
  enName: 'Jindian Jewellery Co., Ltd.',
  logo: '/demo/avatars/jindian.svg',
  licenceNo: '91440300MA5F2ABC3D',
  intro: '深圳水贝铂金首饰工厂，专注 Pt950 婚戒与素链，支持来图定制与刻字。',
  enIntro: 'A platinum jewellery factory in Shuibei, Shenzhen: Pt950 wedding bands and chains, made to drawings and engraved.',
  categories: ['jewellery'],
  address: '深圳市罗湖区水贝二路 8 号',
  enAddress: '8 Shuibei 2nd Road, Luohu, Shenzhen',
  contactName: '王经理',
  phone: '138 0013 8000',
  email: 'sales@jindian.example',
  website: '',
  pictures: ['/demo/photos/company-factory.svg'],
};

const YIMING: CompanyFields = {
  name: '一鸣设计工作室',
  enName: 'Yiming Design Studio',
  logo: '/demo/avatars/yiming.svg',
  licenceNo: '91310104MA7G8HJK2L',
  intro: '原创铂金首饰设计工作室，提供品牌联名与定制设计。',
  enIntro: 'An independent platinum jewellery design studio: brand collaborations and commissions.',
  categories: ['jewellery', 'service'],
  address: '上海市徐汇区永嘉路 500 号',
  enAddress: '500 Yongjia Road, Xuhui, Shanghai',
  contactName: '周一鸣',
  phone: '',
  email: 'studio@yiming.example',
  website: 'https://yiming.example',
  pictures: [],
};

interface DemoProduct {
  name: string;
  enName: string;
  category: string;
  specs: { label: string; enLabel: string; value: string }[];
  price: number | null;
  unit: string;
  description: string;
  enDescription: string;
  pictures: string[];
  isPublished?: boolean;
}

const INSTITUTE_PRODUCTS: readonly DemoProduct[] = [
  {
    name: '海绵铂 99.95%',
    enName: 'Platinum sponge 99.95%',
    category: 'metal',
    specs: [
      { label: '纯度', enLabel: 'Purity', value: '≥ 99.95%' },
      { label: '粒度', enLabel: 'Grain size', value: '40–80 目' },
      { label: '包装', enLabel: 'Packing', value: '1 kg 真空袋' },
    ],
    price: 228.5,
    unit: '克',
    description: '国标 GB/T 1419 海绵铂，附第三方检测报告，上海提货。',
    enDescription: 'Platinum sponge to GB/T 1419 with a third-party assay report; collection in Shanghai.',
    pictures: ['/demo/photos/product-sponge.svg', '/demo/photos/product-sponge-pack.svg'],
  },
  {
    name: '钯粉 99.95%',
    enName: 'Palladium powder 99.95%',
    category: 'metal',
    specs: [
      { label: '纯度', enLabel: 'Purity', value: '≥ 99.95%' },
      { label: '松装密度', enLabel: 'Bulk density', value: '1.2–1.8 g/cm³' },
    ],
    price: 265,
    unit: '克',
    description: '电子浆料与催化用钯粉，可按粒径定制。',
    enDescription: 'Palladium powder for electronic pastes and catalysts; particle size to order.',
    pictures: ['/demo/photos/product-palladium.svg'],
  },
  {
    name: '贵金属来料精炼',
    enName: 'Toll refining of precious metals',
    category: 'service',
    specs: [
      { label: '起订量', enLabel: 'Minimum lot', value: '500 g' },
      { label: '周期', enLabel: 'Lead time', value: '7–10 个工作日' },
    ],
    price: null,
    unit: '',
    description: '铂、钯、铑废料回收精炼，出具检测报告，按含量结算。',
    enDescription: 'Refining of platinum, palladium and rhodium scrap, with an assay report; settled on content.',
    pictures: ['/demo/photos/product-refining.svg'],
  },
  {
    name: '火试金检测',
    enName: 'Fire assay',
    category: 'service',
    specs: [{ label: '精度', enLabel: 'Precision', value: '±0.05‰' }],
    price: 380,
    unit: '样',
    description: 'CNAS 认可实验室，铂族金属含量检测，三个工作日出报告。',
    enDescription: 'Platinum-group metal content by a CNAS-accredited laboratory; report in three working days.',
    pictures: ['/demo/photos/product-assay.svg'],
  },
  {
    name: '铑粉（询价）',
    enName: 'Rhodium powder (on request)',
    category: 'metal',
    specs: [],
    price: null,
    unit: '',
    description: '小批量铑粉，库存有限，上架前核对中。',
    enDescription: 'Rhodium powder in small lots; stock being checked before it goes on show.',
    pictures: ['/demo/photos/product-rhodium.svg'],
    isPublished: false,
  },
];

const JINDIAN_PRODUCTS: readonly DemoProduct[] = [
  {
    name: 'Pt950 婚戒素圈',
    enName: 'Pt950 wedding band',
    category: 'jewellery',
    specs: [
      { label: '材质', enLabel: 'Metal', value: 'Pt950' },
      { label: '宽度', enLabel: 'Width', value: '2.5–4 mm' },
    ],
    price: 1880,
    unit: '件',
    description: '现货 200 对，可刻字，支持看样。',
    enDescription: '200 pairs in stock; engraving available; samples on request.',
    pictures: ['/demo/photos/post-rings-1.svg', '/demo/photos/post-rings-2.svg'],
  },
  {
    name: 'Pt950 肖邦链',
    enName: 'Pt950 Chopin chain',
    category: 'jewellery',
    specs: [
      { label: '长度', enLabel: 'Length', value: '40 / 45 cm' },
      { label: '重量', enLabel: 'Weight', value: '约 3.5 g' },
    ],
    price: 760,
    unit: '克',
    description: '按克计价，工费另议。',
    enDescription: 'Priced by weight; making charge by arrangement.',
    pictures: ['/demo/photos/post-chain.svg'],
  },
];

/** Demo yellow pages: the institute and the shop approved with products, the designer's entry waiting for review. */
export async function seedCompanies(tx: Tx): Promise<void> {
  const approvedAt = hoursAgo(10 * DAY_HOURS);
  const rows = await tx
    .insert(companies)
    .values([
      {
        uid: 2,
        ...INSTITUTE,
        status: 'approved',
        submittedAt: hoursAgo(11 * DAY_HOURS),
        reviewedAt: approvedAt,
        reviewedBy: 1,
        published: INSTITUTE,
        approvedAt,
      },
      {
        uid: 4,
        ...JINDIAN,
        status: 'approved',
        submittedAt: hoursAgo(9 * DAY_HOURS),
        reviewedAt: hoursAgo(8 * DAY_HOURS),
        reviewedBy: 1,
        published: JINDIAN,
        approvedAt: hoursAgo(8 * DAY_HOURS),
      },
      { uid: 7, ...YIMING, status: 'pending', submittedAt: hoursAgo(20) },
    ])
    .returning({ id: companies.id, uid: companies.uid });
  const idOf = (uid: number) => rows.find((r) => r.uid === uid)?.id ?? 0;
  const productRows = (companyId: number, list: readonly DemoProduct[], startHours: number) =>
    list.map((p, i) => ({
      companyId,
      name: p.name,
      enName: p.enName,
      category: p.category,
      specs: p.specs,
      price: p.price,
      unit: p.unit,
      description: p.description,
      enDescription: p.enDescription,
      pictures: p.pictures,
      isPublished: p.isPublished ?? true,
      createdAt: hoursAgo(startHours - i * 6),
      updatedAt: hoursAgo(startHours - i * 6),
    }));
  await tx.insert(products).values([...productRows(idOf(2), INSTITUTE_PRODUCTS, 200), ...productRows(idOf(4), JINDIAN_PRODUCTS, 150)]);
}
