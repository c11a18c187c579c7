import type { RouteDef } from '../../app/route-types.ts';

const live = () => import('./CreatorLivePage.tsx');
const videos = () => import('./CreatorVideoPage.tsx');
const series = () => import('./CreatorSeriesPage.tsx');

/** The admins' live streams, videos and series in the creator centre (the media feature's desk). */
export const routes: readonly RouteDef[] = [
  { path: '/creator/live/list', layout: 'creator', access: 'admin', title: 'route.creator.live.list', page: live },
  { path: '/creator/video/list', layout: 'creator', access: 'admin', title: 'route.creator.video.list', page: videos },
  { path: '/creator/series/list', layout: 'creator', access: 'admin', title: 'route.creator.series.list', page: series },
];
