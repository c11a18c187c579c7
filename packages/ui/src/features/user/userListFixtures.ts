import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';

/** Story data for the follow lists (/user/list), typed by the contract. */
type UserBrief = components['schemas']['UserBrief'];

const face = (label: string, hue: number) => picture(label, 96, 96, hue);

const user = (id: number, fields: Partial<UserBrief> & Pick<UserBrief, 'nickname'>): UserBrief => ({
  id,
  avatar: '',
  is_verified: 0,
  verified_type: 0,
  description: '',
  ...fields,
});

/** The lists' owner in the stories. */
export const OWNER = { id: 201, nickname: '林晓', en: 'Lin Xiao' } as const;

/** A visitor signed in as this member looks at 林晓's lists (their own row has no button). */
export const VIEWER_ID = 305;

/** Whom 林晓 follows, as the signed-in viewer (305) sees them: some followed by the viewer, some not. */
export const FOLLOWS: UserBrief[] = [
  user(101, {
    nickname: '上海铂金周组委会',
    avatar: face('SPW', 40),
    is_verified: 1,
    verified_type: 2,
    description: '上海铂金周官方账号：展会日程、嘉宾与报名通知。',
    is_follow: true,
  }),
  user(202, {
    nickname: 'Oliver Bennett',
    company: 'Johnson Matthey',
    position: 'Market analyst',
    description: 'PGM market research, London.',
    is_follow: false,
  }),
  user(203, {
    nickname: '水贝观察员',
    avatar: face('水', 200),
    description: '关注深圳水贝珠宝产业带。',
    is_follow: false,
  }),
  user(VIEWER_ID, {
    nickname: '周婉清',
    avatar: face('周', 330),
    company: '婉清珠宝工作室',
    position: '创始人',
  }),
  user(206, {
    nickname: 'Yumi Sato',
    avatar: face('YS', 30),
    is_verified: 1,
    verified_type: 1,
    company: 'Atelier Sato, Kyoto',
    position: 'Goldsmith',
    is_follow: true,
  }),
];

/** Who follows 林晓, as 林晓 sees them: those already followed back, and those not yet. */
export const FANS: UserBrief[] = [
  user(207, {
    nickname: '陈思远',
    avatar: face('陈', 160),
    company: '中国黄金集团',
    position: '采购经理',
    is_follow: false,
  }),
  user(203, {
    nickname: '水贝观察员',
    avatar: face('水', 200),
    description: '关注深圳水贝珠宝产业带。',
    is_follow: true,
  }),
  user(208, {
    nickname: 'Priya Nair',
    description: 'Bridal jewellery buyer, Mumbai. Platinum bands for the Indian market.',
    is_follow: false,
  }),
  user(209, {
    nickname: '中国珠宝玉石首饰行业协会',
    avatar: face('GAC', 280),
    is_verified: 1,
    verified_type: 2,
    company: '中国珠宝玉石首饰行业协会',
    is_follow: true,
  }),
  user(210, {
    nickname: '铂金爱好者',
    is_follow: false,
  }),
];

/** The same lists as a visitor (not signed in) gets them: the server says nothing of following. */
export const asVisitor = (users: UserBrief[]): UserBrief[] =>
  users.map((u) => {
    const copy = { ...u };
    delete copy.is_follow;
    return copy;
  });

export const longUser = (u: UserBrief): UserBrief => ({
  ...u,
  nickname: `${u.nickname}${LONG_NAME}`,
  company: u.company ? `${u.company}${LONG_NAME}` : u.company,
  position: u.position ? `${u.position}${'Platinum'.repeat(10)}` : u.position,
  description: u.description ? u.description.repeat(12) : '',
});
