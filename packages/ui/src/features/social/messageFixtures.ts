import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';

/** Story data for the private messages page (/message/list), typed by the contract. */
type Conversation = components['schemas']['Conversation'];
type Message = components['schemas']['Message'];
type UserBrief = components['schemas']['UserBrief'];

const face = (label: string, hue: number) => picture(label, 96, 96, hue);

const member = (id: number, nickname: string, fields: Partial<UserBrief> = {}): UserBrief => ({
  id,
  nickname,
  avatar: '',
  is_verified: 0,
  verified_type: 0,
  description: '',
  is_follow: true,
  ...fields,
});

/** The viewer: a platinum jewellery wholesaler in Shenzhen. */
export const VIEWER = member(100, '王经理', { avatar: face('王', 40), company: '深圳水贝铂艺珠宝', position: '销售经理' });

export const LIN = member(201, '林晓', {
  avatar: face('林', 20),
  is_verified: 1,
  verified_type: 1,
  company: '周大福珠宝',
  position: '首席设计师',
});
export const OLIVER = member(202, 'Oliver Bennett', { company: 'Johnson Matthey', position: 'Market analyst' });
export const SHUIBEI = member(203, '水贝观察员', { avatar: face('水', 200) });
export const ASSOCIATION = member(204, '中国珠宝玉石首饰行业协会', { is_verified: 1, verified_type: 2, avatar: face('协', 120) });
export const SPAMMER = member(205, '铂金回收小陈', { is_follow: false });

const conversation = (
  user: UserBrief,
  content: string,
  created_at: string,
  fields: Partial<Conversation> = {},
  from_me = false,
): Conversation => ({
  user,
  last: { content, created_at, from_me },
  unread: 0,
  blocked: false,
  ...fields,
});

/** The viewer's conversations, the newest first: two with unread messages, one blocked. */
export const CONVERSATIONS: Conversation[] = [
  conversation(LIN, '好的，那就周二下午两点在展馆 B 区 B12 展位见。\n我把 Pt950 素圈样品带过去。', '2026-11-20T06:42:00.000Z', {
    unread: 2,
  }),
  conversation(OLIVER, 'Thanks, I will send over the PGM market outlook deck tonight.', '2026-11-20T03:15:00.000Z', {}, true),
  conversation(SHUIBEI, '今天水贝铂金饰品批发价又涨了 3 元/克，你们那边备货了吗？', '2026-11-19T09:30:00.000Z', { unread: 5 }),
  conversation(ASSOCIATION, '收到，铂金周论坛的嘉宾名单已确认，谢谢！', '2026-11-18T08:00:00.000Z', {}, true),
  conversation(SPAMMER, '高价回收铂金钯金，当天结算，加微信详谈……', '2026-11-15T12:20:00.000Z', { blocked: true }),
];

const message = (id: number, from: UserBrief, to: UserBrief, content: string, created_at: string, is_read: 0 | 1 = 1): Message => ({
  id,
  send_uid: from.id,
  receive_uid: to.id,
  content,
  is_read,
  created_at,
  sender: from,
  receiver: to,
});

/** The thread with 林晓, oldest first: two days, both ways, the last two unread. */
export const THREAD: Message[] = [
  message(9001, LIN, VIEWER, '王经理您好，我是周大福的设计师林晓。想了解贵司 Pt950 素圈婚戒的批发价和起订量。', '2026-11-19T02:05:00.000Z'),
  message(
    9002,
    VIEWER,
    LIN,
    '林老师好！Pt950 素圈目前按克重计价，工费另算；起订量 50 件。\n铂金周期间我们在 B 区有展位，可以当面看样品。',
    '2026-11-19T02:31:00.000Z',
  ),
  message(9003, LIN, VIEWER, '太好了，我周二下午有空。', '2026-11-19T03:10:00.000Z'),
  message(9004, VIEWER, LIN, '那就周二下午两点？我们展位号是 B12。', '2026-11-20T06:30:00.000Z'),
  message(9005, LIN, VIEWER, '好的，那就周二下午两点在展馆 B 区 B12 展位见。', '2026-11-20T06:41:00.000Z', 0),
  message(9006, LIN, VIEWER, '我把 Pt950 素圈样品带过去。', '2026-11-20T06:42:00.000Z', 0),
];

/** The thread with Oliver, in English. */
export const OLIVER_THREAD: Message[] = [
  message(
    9101,
    OLIVER,
    VIEWER,
    'Hello Mr Wang, I am putting together a note on Chinese platinum jewellery demand for Platinum Week. Could I ask a few questions?',
    '2026-11-20T02:40:00.000Z',
  ),
  message(9102, VIEWER, OLIVER, 'Of course. Wholesale orders are up about 12% on last year.', '2026-11-20T03:02:00.000Z'),
  message(9103, VIEWER, OLIVER, 'Thanks, I will send over the PGM market outlook deck tonight.', '2026-11-20T03:15:00.000Z'),
];

/** A long unbroken string: a pasted link with no spaces. */
const LONG_LINK = `https://www.platinumweek.cn/events/2026/exhibitors/${'b12-shenzhen-shuibei-platinum-art-jewellery-'.repeat(4)}catalogue.pdf`;

/** Long names and messages: they wrap and never widen the page. */
export const longConversation = (c: Conversation): Conversation => ({
  ...c,
  user: { ...c.user, nickname: `${c.user.nickname}${LONG_NAME}` },
  last: { ...c.last, content: `${c.last.content}${LONG_NAME}${LONG_NAME}` },
});

export const LONG_OTHER: UserBrief = { ...LIN, nickname: `林晓${LONG_NAME}` };

export const LONG_THREAD: Message[] = [
  ...THREAD.slice(0, 4),
  message(9007, LIN, VIEWER, `这是我们的展商手册：${LONG_LINK}`, '2026-11-20T06:41:00.000Z'),
  message(
    9008,
    VIEWER,
    LIN,
    `收到！${LONG_NAME}。\n\n第一，样品请带 Pt950 与 Pt900 各一款；\n第二，请提前告知到场人数；\n第三，${LONG_NAME}${LONG_NAME}。`,
    '2026-11-20T06:45:00.000Z',
  ),
];
