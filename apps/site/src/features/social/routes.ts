import type { RouteDef } from '../../app/route-types.ts';

const notifications = () => import('./NotificationsPage.tsx');
const messages = () => import('./MessagesPage.tsx');
const shareAnswer = () => import('./ShareAnswerPage.tsx');
const forumIndex = () => import('./ForumIndexPage.tsx');
const forumDetail = () => import('./ForumDetailPage.tsx');
const forumAdd = () => import('./ForumAddPage.tsx');
const forumReports = () => import('./ForumReportsPage.tsx');

/** Notifications a page shows; conversations and a thread's messages loaded at a time. */
export const NOTIFICATION_ROWS = 20;
export const CONVERSATION_ROWS = 30;
export const THREAD_ROWS = 30;
/** Threads a page of the square shows; replies under a thread; entries of the reports queue. */
export const FORUM_ROWS = 10;
export const FORUM_REPLY_ROWS = 20;
export const FORUM_REPORT_ROWS = 10;

/** Messages, notifications, the community forum, and the answers to an edition's question with their share cards. */
export const routes: readonly RouteDef[] = [
  { path: '/notification/list', layout: 'personal', access: 'member', title: 'route.notification.list', page: notifications },
  { path: '/message/list', layout: 'personal', access: 'member', title: 'route.message.list', page: messages },
  { path: '/activity/shareAnswer', layout: 'standalone', access: 'member', title: 'route.activity.shareAnswer', page: shareAnswer },
  { path: '/forum/index', layout: 'forum', access: 'member', title: 'route.forum.index', page: forumIndex },
  { path: '/forum/detail', layout: 'forum', access: 'member', title: 'route.forum.detail', page: forumDetail },
  { path: '/forum/add', layout: 'forum', access: 'member', title: 'route.forum.add', page: forumAdd },
  { path: '/creator/forum/reports', layout: 'creator', access: 'admin', title: 'route.creator.forum.reports', page: forumReports },
];
