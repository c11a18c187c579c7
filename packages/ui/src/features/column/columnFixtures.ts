import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';
import type { Subscriber } from './ColumnSubscribersScreen.tsx';

/** Story data for the column screens, typed by the contract. */
type Column = components['schemas']['Column'];

/** The banner's drawn size (16:5), and an avatar's. */
const banner = (label: string, hue: number) => picture(label, 960, 300, hue);
const face = (label: string, hue: number) => picture(label, 96, 96, hue);

const column = (id: number, fields: Partial<Column> & Pick<Column, 'name' | 'nickname'>): Column => ({
  id,
  uid: 100 + id,
  userid: 100 + id,
  en_name: '',
  pic: '',
  avatar: '',
  content: '',
  article_amount: 0,
  chosen_amount: 0,
  subscribe_amount: 0,
  is_verified: 0,
  verified_type: 0,
  is_subscribe: false,
  created_at: '2025-03-01T02:00:00.000Z',
  ...fields,
});

/** An organisation's column with an English name, a banner, and counts in the thousands. */
export const MARKET_WATCH = column(3, {
  name: '铂金市场观察',
  en_name: 'Platinum Market Watch',
  nickname: '上海铂金周组委会',
  pic: banner('Pt 78', 210),
  avatar: face('SPW', 40),
  content: '每周梳理国际铂金、钯金价格走势与供需数据，解读南非矿山、汽车催化剂与中国珠宝消费的最新变化。\n逢周五更新，欢迎订阅。',
  en_content:
    'Platinum and palladium prices and supply each week: South African mines, autocatalysts and jewellery demand in China.\nOut every Friday.',
  article_amount: 128,
  chosen_amount: 24,
  subscribe_amount: 12860,
  is_verified: 1,
  verified_type: 2,
});

/** Chinese only: no English name, no banner, no avatar. */
export const SUPPLY_NOTES = column(5, {
  name: '产业链笔记',
  nickname: '水贝观察员',
  content: '走访深圳水贝与番禺的工厂，记录铂金首饰从精炼、加工到批发的每一环。',
  article_amount: 36,
  chosen_amount: 3,
  subscribe_amount: 842,
});

/** One of everything: the English plurals' singular. */
export const DESIGN_NOTEBOOK = column(7, {
  name: '设计师手记',
  en_name: "A Designer's Notebook",
  nickname: 'Yumi Sato',
  pic: banner('Pt950', 30),
  avatar: face('YS', 30),
  content: '京都设计师佐藤由美的创作笔记：手工锻造 Pt950 婚戒，以及她为什么从不电镀。',
  en_content: 'Kyoto designer Yumi Sato on hand-forging Pt950 wedding rings, and why she never plates them.',
  article_amount: 1,
  subscribe_amount: 1,
  is_verified: 1,
  verified_type: 1,
});

/** A new column: no introduction and nothing in it yet. */
export const NEW_COLUMN = column(9, {
  name: '铂金投资入门',
  nickname: '林晓',
  is_verified: 1,
  verified_type: 1,
  created_at: '2026-11-18T02:00:00.000Z',
});

/** A big following. */
export const HYDROGEN = column(11, {
  name: '氢能与铂族金属',
  en_name: 'Hydrogen and the Platinum Group Metals',
  nickname: '氢能研究院',
  pic: banner('H₂', 150),
  content: '燃料电池与电解槽中的铂、铱用量，以及氢能汽车对铂金需求的长期影响。',
  article_amount: 2048,
  chosen_amount: 315,
  subscribe_amount: 1286000,
  is_verified: 1,
  verified_type: 2,
});

/** One page of columns. */
export const COLUMNS: Column[] = [MARKET_WATCH, SUPPLY_NOTES, DESIGN_NOTEBOOK, NEW_COLUMN, HYDROGEN];

/** Names, nicknames and introductions far longer than anyone should write. */
export const LONG_INTRO = `${MARKET_WATCH.content}${SUPPLY_NOTES.content}${HYDROGEN.content}`.repeat(4);

export const longColumn = (c: Column): Column => ({
  ...c,
  name: `${c.name}${LONG_NAME}`,
  en_name: c.en_name ? `${c.en_name} — an unusually long English name: ${'Platinum'.repeat(12)}` : '',
  nickname: `${c.nickname}${LONG_NAME}`,
  content: c.content ? LONG_INTRO : '',
  en_content: c.en_content ? `${c.en_content} ${'Platinum group metals '.repeat(30)}` : '',
  subscribe_amount: c.subscribe_amount * 1000,
});

const subscriber = (id: number, fields: Partial<Subscriber> & Pick<Subscriber, 'nickname'>): Subscriber => ({
  id,
  avatar: '',
  is_verified: 0,
  verified_type: 0,
  description: '',
  subscribed_at: '2026-11-20T02:00:00.000Z',
  ...fields,
});

/** A column's subscribers, newest first: with a company and a position, a description, or neither. */
export const SUBSCRIBERS: Subscriber[] = [
  subscriber(201, {
    nickname: '林晓',
    avatar: face('林', 20),
    is_verified: 1,
    verified_type: 1,
    company: '周大福珠宝',
    position: '首席设计师',
    description: '二十年铂金首饰设计经验。',
    subscribed_at: '2026-11-20T02:00:00.000Z',
  }),
  subscriber(202, {
    nickname: 'Oliver Bennett',
    company: 'Johnson Matthey',
    position: 'Market analyst',
    subscribed_at: '2026-11-12T08:00:00.000Z',
  }),
  subscriber(203, {
    nickname: '水贝观察员',
    avatar: face('水', 200),
    description: '关注深圳水贝珠宝产业带。',
    subscribed_at: '2026-10-30T02:00:00.000Z',
  }),
  subscriber(204, {
    nickname: '铂金爱好者',
    subscribed_at: '2026-10-02T02:00:00.000Z',
  }),
  subscriber(205, {
    nickname: '中国珠宝玉石首饰行业协会',
    avatar: face('GAC', 280),
    is_verified: 1,
    verified_type: 2,
    company: '中国珠宝玉石首饰行业协会',
    subscribed_at: '2026-09-15T02:00:00.000Z',
  }),
];

export const longSubscriber = (s: Subscriber): Subscriber => ({
  ...s,
  nickname: `${s.nickname}${LONG_NAME}`,
  company: s.company ? `${s.company}${LONG_NAME}` : s.company,
  position: s.position ? `${s.position}${'Platinum'.repeat(10)}` : s.position,
  description: s.description ? s.description.repeat(12) : '',
});

/* ----- Applications to write a column (/column/recruit, /creator/column/review) ----- */

type ColumnApplication = components['schemas']['ColumnApplication'];
type ColumnRecruitMine = components['schemas']['ColumnRecruitMine'];

const application = (
  id: number,
  fields: Partial<ColumnApplication> & Pick<ColumnApplication, 'nickname' | 'name' | 'content' | 'samples'>,
): ColumnApplication => ({
  id,
  uid: 300 + id,
  avatar: '',
  en_name: '',
  en_content: '',
  pic: '',
  contact: '',
  status: 0,
  reason: '',
  column_id: null,
  created_at: '2026-11-16T02:15:00.000Z',
  decided_at: null,
  ...fields,
});

/** Waiting: everything given, both languages, a banner and samples on several lines. */
export const APPLY_GEMS = application(41, {
  nickname: '周婉清',
  avatar: face('周', 330),
  name: '彩宝与铂金镶嵌',
  en_name: 'Coloured Gems in Platinum',
  content: '从缅甸红宝石到斯里兰卡蓝宝石，讲解彩色宝石与铂金镶嵌的搭配、工艺与鉴别要点。\n每两周更新一期。',
  en_content:
    'From Burmese rubies to Ceylon sapphires: how coloured stones are set in platinum, the craft behind it and how to judge the result.\nA new piece every other week.',
  pic: banner('Gem', 330),
  samples:
    '已发表的文章：\nhttps://www.example.com/gems/ruby-claw-setting 《红宝石铂金爪镶的五个细节》\nhttps://www.example.com/gems/sapphire-heat 《蓝宝石加热处理怎么看》\n计划：每期讲一种宝石，配工坊实拍。',
  contact: '微信 zhouwq_gems',
  created_at: '2026-11-16T02:15:00.000Z',
});

/** Waiting: an applicant abroad, no banner. */
export const APPLY_RECYCLING = application(42, {
  nickname: 'Daniel Okafor',
  avatar: face('DO', 100),
  name: '铂金回收实务',
  en_name: 'Platinum Recycling in Practice',
  content: '回收行业从业十年，介绍旧首饰与汽车催化剂中铂金的回收流程、成色检测与定价。',
  en_content: 'Ten years in the recycling trade: how platinum is recovered from old jewellery and spent autocatalysts, assayed and priced.',
  samples:
    'https://www.example.com/daniel/recycling-101\nhttps://www.example.com/daniel/assay-notes\nI write a monthly note for refiners; the two latest issues are above.',
  contact: 'daniel.okafor@example.com',
  created_at: '2026-11-17T08:40:00.000Z',
});

/** Waiting: the fewest words the form takes (Chinese only, no banner, no contact). */
export const APPLY_WORKSHOP = application(43, {
  nickname: '番禺老匠人',
  name: '番禺工坊手记',
  content: '记录番禺铂金首饰工坊的日常：起版、铸造、执模与抛光。',
  samples: '在公众号“番禺工坊”写了两年，代表作《一枚铂金素圈的十二道工序》。',
  created_at: '2026-11-18T01:05:00.000Z',
});

/** Approved: the column it made is A Designer's Notebook. */
export const APPLY_APPROVED = application(38, {
  uid: DESIGN_NOTEBOOK.uid,
  nickname: DESIGN_NOTEBOOK.nickname,
  avatar: DESIGN_NOTEBOOK.avatar,
  name: DESIGN_NOTEBOOK.name,
  en_name: DESIGN_NOTEBOOK.en_name ?? '',
  content: DESIGN_NOTEBOOK.content,
  en_content: DESIGN_NOTEBOOK.en_content ?? '',
  pic: DESIGN_NOTEBOOK.pic,
  samples: 'https://www.example.com/yumi/notebook\n京都工作室的创作笔记，已连载一年。',
  contact: 'yumi@example.jp',
  status: 1,
  column_id: DESIGN_NOTEBOOK.id,
  created_at: '2026-11-02T03:00:00.000Z',
  decided_at: '2026-11-03T06:30:00.000Z',
});

/** Rejected, with the admin's reason. */
export const APPLY_REJECTED = application(39, {
  nickname: '金价快评',
  avatar: face('金', 50),
  name: '每日金价快评',
  en_name: 'Daily Price Notes',
  content: '每天早上更新黄金、铂金与回收价格，附买入建议。',
  samples: 'https://www.example.com/quick-price/2026-11-01\n每日一篇价格快报。',
  contact: '138 0000 1234',
  status: 2,
  reason: '以每日报价为主，原创分析不足，并含有“买入建议”一类投资推荐。欢迎补充原创分析文章后重新申请。',
  created_at: '2026-11-05T09:20:00.000Z',
  decided_at: '2026-11-07T02:00:00.000Z',
});

/** Withdrawn by the member. */
export const APPLY_WITHDRAWN = application(40, {
  nickname: '水贝观察员',
  avatar: face('水', 200),
  name: '水贝批发行情',
  content: '每周走访水贝批发市场，记录铂金首饰的批发价与款式变化。',
  samples: '朋友圈每周更新的行情笔记。',
  status: 3,
  created_at: '2026-11-09T04:00:00.000Z',
  decided_at: '2026-11-10T01:30:00.000Z',
});

export const APPLICATIONS_WAITING: ColumnApplication[] = [APPLY_GEMS, APPLY_RECYCLING, APPLY_WORKSHOP];

/** Everything far too long: names, words without a break, a long nickname, samples of long links. */
export const longApplication = (a: ColumnApplication): ColumnApplication => ({
  ...a,
  nickname: `${a.nickname}${LONG_NAME}`,
  name: `${a.name}${LONG_NAME}`,
  en_name: `${a.en_name || 'Platinum'} ${'Platinum'.repeat(12)}`,
  content: LONG_INTRO.slice(0, 300),
  en_content: `${a.en_content || 'Platinum.'} ${'Platinum group metals '.repeat(25)}`.slice(0, 600),
  samples: `https://www.shanghai-platinum-week.example.com/columns/applications/samples/${'platinum-jewellery-'.repeat(8)}.html\n${'铂金首饰的工艺与市场，'.repeat(20)}`,
  contact: `${'wechat_platinum_'.repeat(5)}@example.com`,
  reason: a.reason ? a.reason.repeat(2) : '',
});

/** The member's standing on the recruitment page. */
export const MINE_NONE: ColumnRecruitMine = { is_column: 0, columns: [], application: null };
export const MINE_WAITING: ColumnRecruitMine = { is_column: 0, columns: [], application: APPLY_GEMS };
export const MINE_REJECTED: ColumnRecruitMine = { is_column: 0, columns: [], application: APPLY_REJECTED };
export const MINE_WITHDRAWN: ColumnRecruitMine = { is_column: 0, columns: [], application: APPLY_WITHDRAWN };
export const MINE_COLUMNIST: ColumnRecruitMine = {
  is_column: 1,
  columns: [
    { id: MARKET_WATCH.id, name: MARKET_WATCH.name, en_name: MARKET_WATCH.en_name ?? '' },
    { id: SUPPLY_NOTES.id, name: SUPPLY_NOTES.name, en_name: SUPPLY_NOTES.en_name ?? '' },
  ],
  application: { ...APPLY_APPROVED, column_id: MARKET_WATCH.id },
};
