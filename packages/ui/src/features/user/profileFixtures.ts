import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';

/** Story data for the profile page (/user/index?uid=), typed by the contract. */
type User = components['schemas']['User'];

const face = (label: string, hue: number) => picture(label, 192, 192, hue);

const user = (id: number, fields: Partial<User> & Pick<User, 'nickname'>): User => ({
  id,
  avatar: '',
  bg_url: '',
  company: '',
  position: '',
  website: '',
  description: '',
  content: '',
  gender: 'secret',
  city: '',
  is_verified: 0,
  verified_type: 0,
  verified_reason: '',
  is_column: 0,
  is_homepage: 0,
  is_reviewer: 0,
  created_at: '2024-05-12T02:00:00.000Z',
  is_follow: false,
  ...fields,
});

/** An expert with a column and a homepage: a designer, verified for her work, on the default (platinum) cover. */
export const DESIGNER = user(208, {
  nickname: '林晓',
  avatar: face('林', 20),
  company: '上海铂金珠宝设计工作室',
  position: '首席设计师',
  description: '手工锻造 Pt950 婚戒，十二年铂金首饰设计经验。',
  content:
    '毕业于中央美术学院首饰设计专业，曾为多家国际珠宝品牌设计铂金婚戒系列。\n2023 年上海铂金周“铂金之光”设计大赛金奖得主。\n欢迎交流铂金首饰的设计与工艺。',
  gender: 'female',
  city: '上海',
  is_verified: 1,
  verified_type: 1,
  verified_reason: '上海铂金周设计大赛金奖得主',
  is_column: 1,
  is_homepage: 1,
});

/** An organisation, verified as such, on the deep-navy cover. */
export const ORGANISER = user(103, {
  nickname: '上海铂金周组委会',
  avatar: face('SPW', 40),
  bg_url: 'preset:2',
  company: '上海铂金周组委会',
  position: '官方账号',
  description: '上海铂金周官方账号：展会、论坛与行业报告。',
  content: '上海铂金周每年十一月举办，汇聚全球铂金矿业、精炼、首饰与投资机构。\n关注我们，获取展会与论坛的最新消息。',
  is_verified: 1,
  verified_type: 2,
  verified_reason: '上海铂金周组委会 官方账号',
  is_column: 1,
});

/** A member who has written nothing about themselves: no picture, no cover chosen, no intro. */
export const NEW_MEMBER = user(512, { nickname: '水贝观察员', created_at: '2026-11-18T02:00:00.000Z' });

/** A buyer from abroad who uploaded a cover picture. */
export const BUYER = user(731, {
  nickname: 'Oliver Bennett',
  avatar: face('OB', 200),
  bg_url: picture('Pt 78 · Hatton Garden', 1280, 320, 200),
  company: 'Bennett & Hale Fine Jewellery',
  position: 'Head buyer',
  description: 'Sourcing platinum bridal jewellery for London retailers.',
  content: 'Twenty years in Hatton Garden.\nAt Shanghai Platinum Week every November, looking for Pt950 and Pt900 workshops.',
  city: 'London',
});

/** The counts from /userstat/get. */
export const STATS = { follow_amount: 12, fans_amount: 1234 };
export const NO_STATS = { follow_amount: 0, fans_amount: 0 };
export const BIG_STATS = { follow_amount: 1_086, fans_amount: 12_860_000 };

export const LONG_INTRO = `${'铂金首饰的设计、锻造与抛光，每一道工序都关乎成品的光泽与耐久。'.repeat(12)}\n${'From refining to polishing, every step matters.'.repeat(6)}`;

/** Everything at its longest: nothing may overflow. */
export const LONG_USER: User = {
  ...DESIGNER,
  id: 999,
  nickname: `${DESIGNER.nickname}${LONG_NAME}`,
  company: `${DESIGNER.company}${LONG_NAME}`,
  position: `${DESIGNER.position}${LONG_NAME}`,
  description: `${DESIGNER.description}${LONG_NAME}`,
  verified_reason: `${DESIGNER.verified_reason}${LONG_NAME}`,
  content: LONG_INTRO,
};

/** A message at the limit (1000 characters). */
export const LONG_MESSAGE = '您好，想请教 Pt950 婚戒的锻造工艺与报价。'.repeat(50).slice(0, 1000);
