import type { FirstVisit, RouteDef } from '../../app/route-types.ts';
import { idParam } from '../../app/id-param.ts';

const profile = () => import('./ProfilePage.tsx');
const userList = () => import('./UserListPage.tsx');
const hub = () => import('./UserMyPage.tsx');

/** Rows per page of a profile's articles and columns, and of the follow lists. */
export const PROFILE_ROWS = 10;
export const USER_LIST_ROWS = 20;
/** Rows per page of the hub's lists. */
export const HUB_ROWS = 10;

/** The hub's tabs (/user/my?tab=): favourites unless the link names another. */
export type HubTab = 'favorites' | 'likes' | 'subscriptions' | 'registrations';
const HUB_TABS: readonly HubTab[] = ['favorites', 'likes', 'subscriptions', 'registrations'];
export const hubTab = (search: URLSearchParams): HubTab => HUB_TABS.find((t) => t === search.get('tab')) ?? 'favorites';

/** The profile's tabs: its articles (the default) and its columns. */
export type ProfileTab = 'article' | 'column';
export const profileTab = (search: URLSearchParams): ProfileTab => (search.get('tab') === 'column' ? 'column' : 'article');

/** Whose lists /user/list shows and which: the link's uid and t (follow unless it says fans). */
export const userListKind = (search: URLSearchParams): 'follow' | 'fans' => (search.get('t') === 'fans' ? 'fans' : 'follow');

/** A profile asks for the user, their counts and the open tab's list side by side. */
const profileData = ({ search, api }: FirstVisit) => {
  const uid = idParam(search.get('uid'));
  if (uid === null) return;
  api.prefetch('/user/get', { query: { uid } });
  api.prefetch('/userstat/get', { query: { uid } });
};

/** Profiles and their follow lists, and the member's hub. */
export const routes: readonly RouteDef[] = [
  { path: '/user/my', layout: 'root', access: 'member', title: 'route.user.my', page: hub },
  { path: '/user/index', layout: 'personal', access: 'public', title: 'route.user.index', page: profile, data: profileData },
  { path: '/user/list', layout: 'personal', access: 'public', title: 'route.user.list', page: userList },
];
