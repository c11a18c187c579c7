import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';

/** Story data for the market's buy and sell posts (/posts/list, /posts/detail, /posts/add), typed by the contract. */
type Post = components['schemas']['Post'];
type UserBrief = components['schemas']['UserBrief'];

const member = (id: number, nickname: string, fields: Partial<UserBrief> = {}): UserBrief => ({
  id,
  nickname,
  avatar: '',
  is_verified: 0,
  verified_type: 0,
  description: '',
  ...fields,
});

/** A verified organisation: its company shows with the badge. */
export const POST_REFINERY = member(401, '贵研铂业', {
  avatar: picture('贵', 96, 96, 210),
  is_verified: 1,
  verified_type: 2,
  company: '贵研铂业股份有限公司',
  position: '销售部',
});

export const POST_FACTORY = member(402, '周静', {
  avatar: picture('周', 96, 96, 200),
  company: '金铂珠宝首饰有限公司',
  position: '厂长',
});

/** No company: the nickname stands in. */
export const POST_DESIGNER = member(403, 'Yumi Sato', { avatar: picture('YS', 96, 96, 330), is_verified: 1, verified_type: 1 });

/** The viewer in the stories: their own post is `is_mine` and carries its contact details. */
export const POST_ME = member(404, '王海涛', { avatar: picture('王', 96, 96, 260), company: '海涛贸易' });

/** Stories draw at a fixed moment: 2026-11-20 10:00 Beijing time. */
export const POST_NOW = '2026-11-20T02:00:00.000Z';

export const post = (id: number, fields: Partial<Post> & Pick<Post, 'title' | 'content' | 'user' | 'type'>): Post => ({
  id,
  images: [picture(`#${id}`, 800, 600, (id * 47) % 360)],
  category: 'metal',
  region: 'east',
  status: 'open',
  contact: '',
  is_mine: false,
  is_hidden: false,
  hidden_reason: '',
  created_at: '2026-11-18T03:20:00.000Z',
  updated_at: '2026-11-18T03:20:00.000Z',
  expires_at: '2026-12-18T03:20:00.000Z',
  closed_at: null,
  ...fields,
});

export const POST_SPONGE = post(501, {
  type: 'sell',
  title: '出售铂海绵 99.95% 现货 5 公斤',
  content: '贵研自产铂海绵，纯度 99.95%，现货 5 公斤，可提供检测报告。\n上海提货或顺丰保价发货，量大可议。',
  user: POST_REFINERY,
  category: 'metal',
  region: 'southwest',
  images: [picture('Pt', 800, 600, 210), picture('报告', 600, 800, 40), picture('包装', 800, 600, 120)],
  created_at: '2026-11-19T08:10:00.000Z',
});

export const POST_CASTING = post(502, {
  type: 'buy',
  title: '求购 950 铂金戒托铸造加工',
  content: '长期求购 950 铂金戒托代加工，每月约 2000 件，要求失蜡铸造、抛光到位。请附报价与交期。',
  user: POST_FACTORY,
  category: 'service',
  region: 'south',
  images: [picture('950', 800, 600, 30)],
  created_at: '2026-11-18T03:20:00.000Z',
});

export const POST_DESIGNS = post(503, {
  type: 'sell',
  title: 'Platinum bridal designs for licence',
  content: 'Twelve original bridal ring designs in platinum, with CAD files and renderings. Licence per design or the set.',
  user: POST_DESIGNER,
  category: 'jewellery',
  region: 'overseas',
  images: [picture('CAD', 800, 600, 330), picture('Ring', 800, 600, 300)],
  created_at: '2026-11-17T12:00:00.000Z',
});

export const POST_MINE = post(504, {
  type: 'buy',
  title: '求购二手激光焊接机',
  content: '求购九成新首饰激光焊接机一台，品牌不限，华东地区优先。',
  user: POST_ME,
  is_mine: true,
  contact: '王先生 138 0000 1234（微信同号）',
  category: 'equipment',
  region: 'east',
  images: [picture('焊机', 800, 600, 0)],
  created_at: '2026-11-10T01:00:00.000Z',
});

export const POST_CLOSED = post(505, {
  ...POST_MINE,
  id: 505,
  title: '出售钯金边角料 1.2 公斤',
  type: 'sell',
  status: 'closed',
  closed_at: '2026-11-15T06:00:00.000Z',
});

export const POST_EXPIRED = post(506, {
  ...POST_MINE,
  id: 506,
  title: '求购铑粉 99.9%',
  status: 'expired',
  created_at: '2026-10-01T01:00:00.000Z',
  expires_at: '2026-10-31T01:00:00.000Z',
});

/** The market's open posts, newest first. */
export const POSTS: Post[] = [POST_SPONGE, POST_CASTING, POST_DESIGNS];

/** A member's own posts in every state. */
export const MY_POSTS: Post[] = [POST_MINE, POST_CLOSED, POST_EXPIRED];

/** Long words everywhere: a title at the width limit, 300 characters of text, a long company. */
export const POST_LONG = post(507, {
  type: 'sell',
  title: '铂'.repeat(20),
  content: '长'.repeat(300),
  user: member(405, LONG_NAME, { company: LONG_NAME, is_verified: 1, verified_type: 2 }),
  category: 'other',
  region: 'hmt',
});
