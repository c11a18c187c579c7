import type { RouteDef } from '../../app/route-types.ts';

const form = () => import('./GuestbookPage.tsx');
const inbox = () => import('./GuestbookInboxPage.tsx');

/** Messages a page of the organisers' inbox shows. */
export const GUESTBOOK_ROWS = 10;

/** The organisers' message form on the events pages, and their inbox in the creator centre. */
export const routes: readonly RouteDef[] = [
  { path: '/message/add', layout: 'events', access: 'public', title: 'route.message.add', page: form },
  { path: '/creator/guestbook/list', layout: 'creator', access: 'admin', title: 'route.creator.guestbook.list', page: inbox },
];
