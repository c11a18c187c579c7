import type { components } from '@spw/api';

/** Story data, typed by the contract: a change to the API breaks a stale fixture at compile time. */
type QuoteCode = components['schemas']['QuoteCode'];
type Guest = components['schemas']['Guest'];
type GuestGroup = components['schemas']['GuestGroup'];

const quote = (id: number, name: string, en_name: string, buy_price: number, fluctuation_price: number, unit = '元/克'): QuoteCode => ({
  id,
  name,
  en_name,
  symbol: '',
  unit,
  currency: 'CNY',
  buy_price,
  sell_price: buy_price + 1,
  fluctuation_price,
  date: '2026-11-20',
  is_quote: 1,
  is_recommend: 1,
  sort: id,
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

const guest = (id: number, group_id: number, nickname: string, en_name: string): Guest => ({
  id,
  events_id: 13,
  group_id,
  nickname,
  en_name,
  avatar: '',
  company: '',
  position: '',
  brief: '',
  content: '',
  sort: id,
});

export const GUESTS: Guest[] = [
  guest(1, 1, '陈立群', 'Chen Liqun'),
  guest(2, 1, 'Trevor Raymond', ''),
  guest(3, 2, '王海峰', 'Wang Haifeng'),
  guest(4, 2, '李娜', ''),
  guest(5, 3, '周文博', 'Zhou Wenbo'),
  guest(6, 4, '佐藤由美', 'Yumi Sato'),
  guest(7, 5, '刘振宇', 'Liu Zhenyu'),
  guest(8, 6, '赵敏', 'Zhao Min'),
];

export const LONG_NAME = '上海铂金周组委会特别顾问委员会国际铂族金属市场与珠宝设计联合研究中心首席代表';
