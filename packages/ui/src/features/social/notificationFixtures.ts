import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';

/** Story data for the notifications page (/notification/list), typed by the contract. */
type Notification = components['schemas']['Notification'];
type UserBrief = components['schemas']['UserBrief'];

const face = (label: string, hue: number) => picture(label, 96, 96, hue);

const sender = (id: number, nickname: string, avatar = ''): UserBrief => ({
  id,
  nickname,
  avatar,
  is_verified: 0,
  verified_type: 0,
  description: '',
});

const LIN = sender(201, '林晓', face('林', 20));
const OLIVER = sender(202, 'Oliver Bennett');
const SHUIBEI = sender(203, '水贝观察员', face('水', 200));

const notice = (id: number, fields: Partial<Notification> & Pick<Notification, 'type' | 'title'>): Notification => ({
  id,
  content: '',
  link: '',
  is_read: 1,
  created_at: '2026-11-20T02:00:00.000Z',
  from_user: null,
  ...fields,
});

/** A page of notifications, newest first: a message, a follower and the site's notices; three unread. */
export const NOTIFICATIONS: Notification[] = [
  notice(501, {
    type: 'message',
    title: '林晓 给你发来一条私信',
    content: '王经理您好，想了解贵司 Pt950 素圈婚戒的批发价和起订量，铂金周期间方便当面聊聊吗？',
    link: '/message/list?with_uid=201',
    is_read: 0,
    created_at: '2026-11-20T06:42:00.000Z',
    from_user: LIN,
  }),
  notice(502, {
    type: 'follow',
    title: 'Oliver Bennett 关注了你',
    link: '/user/index?uid=202',
    is_read: 0,
    created_at: '2026-11-20T03:15:00.000Z',
    from_user: OLIVER,
  }),
  notice(503, {
    type: 'system',
    title: '报名成功：2026 上海铂金周',
    content:
      '您已成功报名 2026 上海铂金周（11 月 24 日至 26 日，上海国际会议中心）。电子票已放入“我的票券”，入场时请出示二维码，并携带本人身份证件。',
    link: '/events/my',
    is_read: 0,
    created_at: '2026-11-19T09:30:00.000Z',
  }),
  notice(504, {
    type: 'system',
    title: '您的专栏申请已通过',
    content: '恭喜！您申请的专栏「铂金投资入门」已通过审核，现在可以开始发布文章了。',
    link: '/column/index?id=9',
    created_at: '2026-11-18T02:00:00.000Z',
  }),
  notice(505, {
    type: 'message',
    title: '水贝观察员 给你发来一条私信',
    content: '样品已经寄出，顺丰单号稍后发你。\n另外，铑金电镀的报价我们下周一再确认。',
    link: '/message/list?with_uid=203',
    created_at: '2026-11-16T12:05:00.000Z',
    from_user: SHUIBEI,
  }),
  notice(506, {
    type: 'system',
    title: '系统维护通知',
    content: '本站将于 11 月 28 日 02:00 至 04:00 进行系统维护，期间报名与支付暂停使用，给您带来不便敬请谅解。',
    created_at: '2026-11-15T08:00:00.000Z',
  }),
];

/** The same page on the English site: the server writes the titles and notices in English; messages stay as written. */
const ENGLISH: Record<number, Pick<Notification, 'title'> & Partial<Pick<Notification, 'content'>>> = {
  501: { title: 'Lin Xiao sent you a message' },
  502: { title: 'Oliver Bennett followed you' },
  503: {
    title: 'Registered: Shanghai Platinum Week 2026',
    content:
      'You are registered for Shanghai Platinum Week 2026 (24–26 November, Shanghai International Convention Center). Your e-ticket is in My tickets: show its QR code and your ID at the entrance.',
  },
  504: {
    title: 'Your column application was approved',
    content: 'Congratulations! Your column “Platinum Investing for Beginners” was approved: you can start publishing now.',
  },
  505: { title: '水贝观察员 sent you a message' },
  506: {
    title: 'Scheduled maintenance',
    content: 'The site is down for maintenance on 28 November, 02:00–04:00: registration and payment will be paused.',
  },
};

export const NOTIFICATIONS_EN: Notification[] = NOTIFICATIONS.map((n) => ({ ...n, ...ENGLISH[n.id] }));

/** The unread of them. */
export const UNREAD_NOTIFICATIONS: Notification[] = NOTIFICATIONS.filter((n) => n.is_read === 0);

/** Titles, names and messages far longer than anyone should write. */
export const longNotification = (n: Notification): Notification => ({
  ...n,
  title: `${n.title}${LONG_NAME}`,
  content: n.content ? `${n.content}${'铂金首饰批发与零售行情'.repeat(30)}${'Platinum'.repeat(12)}` : '',
  from_user: n.from_user ? { ...n.from_user, nickname: `${n.from_user.nickname}${LONG_NAME}` } : n.from_user,
});
