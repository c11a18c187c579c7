import type { FirstVisit, RouteDef } from '../../app/route-types.ts';
import { idParam } from '../../app/id-param.ts';

const videoList = () => import('./VideoListPage.tsx');
const videoDetail = () => import('./VideoDetailPage.tsx');
const seriesDetail = () => import('./SeriesDetailPage.tsx');

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

/**
 * Videos and series (the media feature's, in their own folder of the site so that their pages and
 * words are not the live pages' to download).
 */
export const routes: readonly RouteDef[] = [
  { path: '/series/detail', layout: 'root', access: 'public', title: 'route.series.detail', page: seriesDetail, data: seriesData },
  {
    path: '/media/detail',
    layout: 'root',
    access: 'public',
    title: 'route.media.detail',
    page: videoDetail,
    data: videoData,
    words: ['player'],
  },
  { path: '/media/list', layout: 'root', access: 'public', title: 'route.media.list', page: videoList, data: videoListData },
];
