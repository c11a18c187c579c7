import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';
import type { HubCounts, HubShortcut, MyHubScreenProps } from './MyHubScreen.tsx';

/** Story data for the member's hub (/user/my), typed by the contract. */
type Registration = components['schemas']['Registration'];

/** A verified designer, signed in. */
export const HUB_USER: MyHubScreenProps['user'] = {
  nickname: '王思远',
  avatar: picture('王', 96, 96, 35),
  is_verified: 1,
  verified_type: 1,
  verified_reason: '铂金首饰设计师',
};

/** A member with a long name and no picture, not verified. */
export const LONG_HUB_USER: MyHubScreenProps['user'] = {
  nickname: `王思远${LONG_NAME}`,
  avatar: '',
  is_verified: 0,
  verified_type: 0,
};

export const HUB_COUNTS: HubCounts = {
  favorites: 12,
  likes: 48,
  subscriptions: 3,
  registrations: 4,
  follow_amount: 36,
  fans_amount: 1234,
  unread_notifications: 3,
  unread_messages: 128,
};

/** Everything read. */
export const READ_COUNTS: HubCounts = { ...HUB_COUNTS, unread_notifications: 0, unread_messages: 0 };

/** Every shortcut, in the page's order. */
export const HUB_SHORTCUTS: HubShortcut[] = [
  { key: 'profile', href: '#/user/index?uid=208' },
  { key: 'userinfo', href: '#/user/userinfo' },
  { key: 'orders', href: '#/order/list' },
  { key: 'tickets', href: '#/events/my' },
  { key: 'messages', href: '#/message/list' },
  { key: 'notifications', href: '#/notification/list' },
  { key: 'addresses', href: '#/userAddress/list' },
  { key: 'invoices', href: '#/userInvoiceTitle/list' },
  { key: 'password', href: '#/setting/password' },
  { key: 'certification', href: '#/certification/apply' },
  { key: 'forum', href: '#/forum/index' },
  { key: 'creator', href: '#/creator/index' },
];

/** The editions the registrations belong to. */
export const EDITION_NAMES: Record<number, { zh: string; en: string }> = {
  14: { zh: '2026 上海铂金周', en: 'Shanghai Platinum Week 2026' },
  13: { zh: '2025 上海铂金周', en: 'Shanghai Platinum Week 2025' },
};

const registration = (
  id: number,
  fields: Partial<Registration> & Pick<Registration, 'name' | 'company' | 'email' | 'batch' | 'has_ticket' | 'created_at'>,
): Registration => ({
  id,
  events_id: 14,
  coupon_code: '',
  attendance: 'delegate',
  ...fields,
});

/**
 * The member's registrations, newest first: two delegates registered together for 2026 (one with a
 * ticket), one on their own, and one from last year's edition with a ticket.
 */
export const REGISTRATIONS: Registration[] = [
  registration(9031, {
    name: '王思远',
    company: '上海铂金珠宝设计工作室',
    email: 'wang.siyuan@example.cn',
    batch: 'B20261103A7',
    has_ticket: true,
    created_at: '2026-11-03T02:18:00.000Z',
  }),
  registration(9032, {
    name: 'Oliver Bennett',
    company: 'Bennett & Hale Fine Jewellery Ltd.',
    email: 'oliver@bennetthale.co.uk',
    batch: 'B20261103A7',
    has_ticket: false,
    created_at: '2026-11-03T02:18:00.000Z',
    attendance: 'exhibitor',
  }),
  registration(9047, {
    name: '林晓',
    company: '深圳水贝铂金精炼有限公司',
    email: 'linxiao@shuibei-pt.com',
    batch: 'B20261110K2',
    has_ticket: false,
    created_at: '2026-11-10T08:40:00.000Z',
  }),
  registration(8120, {
    events_id: 13,
    name: '王思远',
    company: '上海铂金珠宝设计工作室',
    email: 'wang.siyuan@example.cn',
    batch: 'B20251020C5',
    has_ticket: true,
    created_at: '2025-10-20T06:05:00.000Z',
  }),
];

/** Long names, companies and addresses: they wrap, nothing grows wider than the list. */
export const LONG_REGISTRATIONS: Registration[] = REGISTRATIONS.map((r) => ({
  ...r,
  name: `${r.name}${LONG_NAME}`,
  company: `${r.company}${LONG_NAME}`,
  email: `a.very.long.mailbox.name.for.the.delegate.${r.id}@platinum-jewellery-design-studio.example.cn`,
}));
