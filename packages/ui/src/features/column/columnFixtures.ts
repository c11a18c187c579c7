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
