import type { components } from '@spw/api';

/** Story data, typed by the contract: a change to the API breaks a stale fixture at compile time. */
type QuoteCode = components['schemas']['QuoteCode'];
type Guest = components['schemas']['Guest'];
type GuestGroup = components['schemas']['GuestGroup'];
type InvoiceTitle = components['schemas']['InvoiceTitle'];
type ShippingAddress = components['schemas']['ShippingAddress'];

const quote = (id: number, name: string, en_name: string, buy_price: number, fluctuation_price: number, unit = '元/克'): QuoteCode => ({
  id,
  name,
  en_name,
  symbol: '',
  unit,
  unit_grams: unit === '元/千克' ? 1000 : unit === '元/克' ? 1 : null,
  currency: 'CNY',
  buy_price,
  sell_price: buy_price + 1,
  fluctuation_price,
  date: '2026-11-20',
  is_quote: 1,
  is_recommend: 1,
  sort: id,
  locked: false,
});

export const QUOTES: QuoteCode[] = [
  quote(1, '铂金', 'Platinum', 232, -1.64),
  quote(2, '钯金', 'Palladium', 258, 2.78),
  quote(3, '铑', 'Rhodium', 1400, 3.72),
  quote(4, '铱', 'Iridium', 1100, 0),
  quote(5, '钌', 'Ruthenium', 110, 1.07),
  quote(6, '黄金', 'Gold', 600, 1.42),
  quote(7, '白银', 'Silver', 7800, -69.46, '元/千克'),
  quote(8, '上金所铂金 Pt9995', 'SGE Platinum Pt9995', 231, -1.5),
];

export const GUEST_GROUPS: GuestGroup[] = [
  { id: 1, events_id: 13, name: '主旨演讲', en_name: 'Keynotes', sort: 1 },
  { id: 2, events_id: 13, name: '矿业与精炼', en_name: 'Mining and refining', sort: 2 },
  { id: 3, events_id: 13, name: '市场与投资', en_name: 'Markets and investment', sort: 3 },
  { id: 4, events_id: 13, name: '珠宝与设计', en_name: 'Jewellery and design', sort: 4 },
  { id: 5, events_id: 13, name: '氢能与汽车', en_name: 'Hydrogen and autos', sort: 5 },
  { id: 6, events_id: 13, name: '主持人', en_name: 'Moderators', sort: 6 },
];

type GuestDetails = Partial<
  Pick<Guest, 'company' | 'en_company' | 'position' | 'en_position' | 'brief' | 'en_brief' | 'content' | 'en_content'>
>;

const guest = (id: number, group_id: number, nickname: string, en_name: string, details: GuestDetails = {}): Guest => ({
  id,
  events_id: 13,
  group_id,
  nickname,
  en_name,
  avatar: '',
  company: '',
  position: '',
  brief: '',
  en_brief: '',
  content: '',
  en_content: '',
  ...details,
  sort: id,
});

/** Fictional guests of the 2024 edition (events_id 13); two have no English name, one no English company. */
export const GUESTS: Guest[] = [
  guest(1, 1, '陈立群', 'Chen Liqun', {
    company: '上海铂金周组委会',
    en_company: 'Shanghai Platinum Week',
    position: '主席',
    en_position: 'Chair',
    brief: '铂金周创办人之一',
    en_brief: 'One of the founders of Platinum Week',
    en_content:
      'Has organised the precious-metals trade for three decades, bringing the platinum-group metals trades of China and the world together.\n\nHas chaired Shanghai Platinum Week since 2021, connecting mining, refining, jewellery making and design.',
    content:
      '长期从事贵金属行业组织工作，推动中外铂族金属交流与合作。\n\n2021 年起主持上海铂金周，连接矿业、精炼、首饰制造与设计。\n\nHas organised the precious-metals trade for three decades and chairs Shanghai Platinum Week since 2021.',
  }),
  guest(2, 1, 'Trevor Raymond', '', {
    company: '全球铂金协会',
    en_company: 'Global Platinum Council',
    position: '首席执行官',
    en_position: 'Chief Executive',
    brief: '全球铂金供需研究',
    content: '二十余年铂族金属市场经验。\nOver twenty years in platinum-group metal markets.',
  }),
  guest(3, 2, '王海峰', 'Wang Haifeng', {
    company: '南非铂矿集团',
    en_company: 'Bushveld Platinum Mines',
    position: '副总裁',
    en_position: 'Vice President',
    brief: '南非矿产供应',
    content: '主管供应链与可持续开采项目。',
  }),
  guest(4, 2, '李娜', '', {
    company: '贵研铂业',
    en_company: 'Sino-Platinum Metals',
    position: '精炼总工程师',
    en_position: 'Chief Refining Engineer',
    brief: '铂族金属精炼与回收',
    content: '负责铂钯精炼工艺与回收产线。',
  }),
  guest(5, 3, '周文博', 'Zhou Wenbo', {
    company: '上海黄金交易所',
    en_company: 'Shanghai Gold Exchange',
    position: '研究部主任',
    en_position: 'Head of Research',
    brief: '交易所市场研究',
    content: '负责铂金合约与市场数据研究。',
  }),
  guest(6, 4, '佐藤由美', 'Yumi Sato', {
    company: '佐藤工房',
    en_company: 'Sato Atelier',
    position: '首席设计师',
    en_position: 'Chief Designer',
    brief: '铂金婚戒设计',
    content: '专注铂金婚戒手工制作二十年。',
  }),
  guest(7, 5, '刘振宇', 'Liu Zhenyu', {
    company: '氢能科技研究院',
    en_company: 'Hydrogen Technology Institute',
    position: '首席科学家',
    en_position: 'Chief Scientist',
    brief: '燃料电池催化剂',
    content: '研究铂催化剂在燃料电池中的降本路径。',
  }),
  guest(8, 6, '赵敏', 'Zhao Min', { company: '财经周刊', en_company: '', position: '主编', en_position: 'Editor-in-Chief' }),
];

export const LONG_NAME = '上海铂金周组委会特别顾问委员会国际铂族金属市场与珠宝设计联合研究中心首席代表';

const STAMP = '2026-11-20T02:00:00.000Z';

/** The company title's details, as saved and as written on an order. */
export const COMPANY_TITLE = {
  title_type: 'company',
  title_name: '深圳市水贝珠宝有限公司',
  tax_number: '91440300MA5G8K2X7R',
  reg_address: '深圳市罗湖区翠竹街道水贝二路 18 号',
  reg_phone: '0755-2555 8866',
  bank_name: '中国工商银行深圳水贝支行',
  bank_account: '4000 0212 0910 0123 456',
} as const satisfies Partial<InvoiceTitle>;

export const INVOICE_TITLES: InvoiceTitle[] = [
  {
    id: 1,
    title_type: 'personal',
    title_name: '林晓',
    tax_number: '',
    reg_address: '',
    reg_phone: '',
    bank_name: '',
    bank_account: '',
    is_default: 1,
    created_at: STAMP,
    updated_at: STAMP,
  },
  {
    id: 2,
    ...COMPANY_TITLE,
    is_default: 0,
    created_at: STAMP,
    updated_at: STAMP,
  },
];

export const ADDRESSES: ShippingAddress[] = [
  {
    id: 1,
    realname: '林晓',
    country_code: '86',
    tel: '13800000004',
    street: '广东省深圳市罗湖区翠竹路 1001 号水贝珠宝大厦 12 楼',
    zip: '518020',
    is_default: 1,
    created_at: STAMP,
    updated_at: STAMP,
  },
  {
    id: 2,
    realname: 'Oliver Grant',
    country_code: '44',
    tel: '7700900123',
    street: '上海市静安区南京西路 1266 号恒隆广场 2 座 30 楼',
    zip: '200040',
    is_default: 0,
    created_at: STAMP,
    updated_at: STAMP,
  },
];
