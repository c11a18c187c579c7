import type { RouteDef } from '../../app/route-types.ts';
import { comingSoon } from '../system/coming-soon.ts';

const notifications = () => import('./NotificationsPage.tsx');
const messages = () => import('./MessagesPage.tsx');
const shareAnswer = () => import('./ShareAnswerPage.tsx');

/** Notifications a page shows; conversations and a thread's messages loaded at a time. */
export const NOTIFICATION_ROWS = 20;
export const CONVERSATION_ROWS = 30;
export const THREAD_ROWS = 30;

/** Messages, notifications, the community forum, and the answers to an edition's question with their share cards. */
export const routes: readonly RouteDef[] = [
  { path: '/notification/list', layout: 'personal', access: 'member', title: 'route.notification.list', page: notifications },
  { path: '/message/list', layout: 'personal', access: 'member', title: 'route.message.list', page: messages },
  { path: '/activity/shareAnswer', layout: 'standalone', access: 'member', title: 'route.activity.shareAnswer', page: shareAnswer },
  { path: '/forum/index', layout: 'forum', access: 'member', title: 'route.forum.index', page: comingSoon },
  { path: '/forum/detail', layout: 'forum', access: 'member', title: 'route.forum.detail', page: comingSoon },
  { path: '/forum/add', layout: 'forum', access: 'member', title: 'route.forum.add', page: comingSoon },
];
