import type { FirstVisit, RouteDef } from '../../app/route-types.ts';
import { idParam } from '../../app/id-param.ts';
import { comingSoon } from '../system/routes.ts';

const index = () => import('./LiveIndexPage.tsx');
const list = () => import('./LiveListPage.tsx');
const detail = () => import('./LiveDetailPage.tsx');
const admin = () => import('./CreatorLivePage.tsx');
const videoList = () => import('./VideoListPage.tsx');
const videoDetail = () => import('./VideoDetailPage.tsx');
const seriesDetail = () => import('./SeriesDetailPage.tsx');
const videoAdmin = () => import('./CreatorVideoPage.tsx');
const seriesAdmin = () => import('./CreatorSeriesPage.tsx');

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

/** Videos per page of /media/list and of the admins' lists. */
export const VIDEO_ROWS = 12;

/** /media/list's query: the words searched and the page. */
export function videoListQuery(search: URLSearchParams) {
  const keyword = (search.get('keyword') ?? '').trim();
  return { page: idParam(search.get('page')) ?? 1, rows: VIDEO_ROWS, ...(keyword ? { keyword } : {}) };
}

const videoListData = ({ search, api }: FirstVisit) => {
  api.prefetch('/video/lists', { query: videoListQuery(search) });
};
const videoData = ({ search, api }: FirstVisit) => {
  const id = idParam(search.get('id'));
  if (id !== null) api.prefetch('/video/get', { query: { id } });
};
const seriesData = ({ search, api }: FirstVisit) => {
  const id = idParam(search.get('id'));
  if (id !== null) api.prefetch('/series/get', { query: { id } });
};

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

/** Live streams, videos and series (and their admins' pages), and shared files (reports are the document feature's). */
export const routes: readonly RouteDef[] = [
  { path: '/live/detail', layout: 'standalone', access: 'public', title: 'route.live.detail', page: detail, data: detailData },
  { path: '/series/detail', layout: 'root', access: 'public', title: 'route.series.detail', page: seriesDetail, data: seriesData },
  { path: '/media/detail', layout: 'root', access: 'public', title: 'route.media.detail', page: videoDetail, data: videoData },
  { path: '/media/list', layout: 'root', access: 'public', title: 'route.media.list', page: videoList, data: videoListData },
  { path: '/live/index', layout: 'explorer', access: 'public', title: 'route.live.index', page: index, data: indexData },
  { path: '/live/list', layout: 'moment', access: 'public', title: 'route.live.list', page: list, data: listData },
  { path: '/creator/utils/netdisk', layout: 'creator', access: 'creator:netdisk', title: 'route.creator.utils.netdisk', page: comingSoon },
  { path: '/creator/live/list', layout: 'creator', access: 'admin', title: 'route.creator.live.list', page: admin, words: ['mediaDesk'] },
  {
    path: '/creator/video/list',
    layout: 'creator',
    access: 'admin',
    title: 'route.creator.video.list',
    page: videoAdmin,
    words: ['mediaDesk'],
  },
  {
    path: '/creator/series/list',
    layout: 'creator',
    access: 'admin',
    title: 'route.creator.series.list',
    page: seriesAdmin,
    words: ['mediaDesk'],
  },
];
