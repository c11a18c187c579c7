import type { FirstVisit, RouteDef } from '../../app/route-types.ts';
import { idParam } from '../../app/id-param.ts';

const index = () => import('./LiveIndexPage.tsx');
const list = () => import('./LiveListPage.tsx');
const detail = () => import('./LiveDetailPage.tsx');

/** Streams per page of /live/list, of the replays on /live/index, and of the admins' list. */
export const LIVE_ROWS = 12;
/** How many streams to come /live/index shows (the full list has the rest). */
export const UPCOMING_ROWS = 6;

export type LiveFilter = 'all' | 0 | 1 | 2;

/** The status filter in the link ('all' when missing or unknown). */
export function liveFilterOf(search: URLSearchParams): LiveFilter {
  const s = search.get('status');
  return s === '0' ? 0 : s === '1' ? 1 : s === '2' ? 2 : 'all';
}

/** /live/list's query: the status filter and page. */
export function liveListQuery(search: URLSearchParams) {
  const filter = liveFilterOf(search);
  return { page: idParam(search.get('page')) ?? 1, rows: LIVE_ROWS, ...(filter === 'all' ? {} : { status: filter }) };
}

/** /live/index's three queries: in progress, to come, and a page of the closed ones. */
export function liveIndexQueries(search: URLSearchParams) {
  return {
    live: { status: 1 as const, rows: 4 },
    upcoming: { status: 0 as const, rows: UPCOMING_ROWS },
    replays: { status: 2 as const, page: idParam(search.get('page')) ?? 1, rows: LIVE_ROWS },
  };
}

const indexData = ({ search, api }: FirstVisit) => {
  const q = liveIndexQueries(search);
  api.prefetch('/broadcast/lists', { query: q.live });
  api.prefetch('/broadcast/lists', { query: q.upcoming });
  api.prefetch('/broadcast/lists', { query: q.replays });
};
const listData = ({ search, api }: FirstVisit) => {
  api.prefetch('/broadcast/lists', { query: liveListQuery(search) });
};
const detailData = ({ search, api }: FirstVisit) => {
  const id = idParam(search.get('id'));
  if (id !== null) api.prefetch('/broadcast/get', { query: { id } });
};

/** Live streams, and shared files (videos and series are the video folder's; the admins' pages mediaDesk's). */
export const routes: readonly RouteDef[] = [
  {
    path: '/live/detail',
    layout: 'standalone',
    access: 'public',
    title: 'route.live.detail',
    page: detail,
    data: detailData,
    words: ['player'],
  },
  { path: '/live/index', layout: 'explorer', access: 'public', title: 'route.live.index', page: index, data: indexData },
  { path: '/live/list', layout: 'moment', access: 'public', title: 'route.live.list', page: list, data: listData },
];
