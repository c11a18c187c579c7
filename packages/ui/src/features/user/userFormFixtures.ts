import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';

/** Story data for the member's own forms (profile, password), typed by the contract. */
type User = components['schemas']['User'];

const face = (label: string, hue: number) => picture(label, 96, 96, hue);

const user = (id: number, fields: Partial<User> & Pick<User, 'nickname'>): User => ({
  id,
  avatar: '',
  bg_url: 'preset:1',
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
  created_at: '2024-06-12T02:00:00.000Z',
  phone: '',
  email: '',
  username: '',
  ...fields,
});

/** A designer who has filled in everything. */
export const DESIGNER = user(201, {
  nickname: '林晓',
  avatar: face('林', 30),
  company: '周大福珠宝',
  position: '首席设计师',
  website: 'https://linxiao-design.example.com',
  description: '二十年铂金首饰设计经验，专注 Pt950 婚戒。',
  content:
    '毕业于中央美术学院首饰设计专业，2005 年起在深圳水贝从事铂金首饰设计。\n作品曾三次入选上海铂金周设计大赛决赛，擅长手工锻造与无镶口结构。',
  gender: 'female',
  city: '深圳',
  phone: '138 0000 0005',
  email: 'linxiao@example.com',
  username: 'linxiao',
  is_verified: 1,
  verified_type: 1,
});

/** The avatar the member picked a moment ago in its dialog (not yet the saved one). */
export const NEW_AVATAR = face('Pt', 210);

/** A new member: a nickname and nothing else, no picture. */
export const NEW_MEMBER = user(388, {
  nickname: '铂金爱好者',
  created_at: '2026-11-18T02:00:00.000Z',
});

/** Every field as long as the contract lets it be. */
export const LONG_PROFILE = user(402, {
  nickname: LONG_NAME.slice(0, 32),
  company: '上海铂金周组委会国际铂族金属市场与珠宝设计联合研究中心暨中国珠宝玉石首饰行业协会铂金首饰专业委员会秘书处'.slice(0, 100),
  position: '首席代表兼市场研究部、设计交流部与国际合作部总监',
  website: `https://platinum-week.example.com/${'members/'.repeat(20)}profile`.slice(0, 200),
  description: '长期关注南非与俄罗斯铂族金属供应、汽车催化剂需求与中国铂金首饰消费的变化，每年发布铂金市场年度报告。'.slice(0, 100),
  content: '从事铂族金属市场研究二十余年，先后任职于国际贵金属精炼企业与行业协会。'.repeat(60).slice(0, 2000),
  gender: 'male',
  city: '内蒙古自治区锡林郭勒盟苏尼特右旗赛汉塔拉镇铂金路八十八号院',
  phone: '+86 021-6888 0000',
});
