import type { RouteDef } from '../../app/route-types.ts';
import { comingSoon } from '../system/routes.ts';

/** Live streams, videos and series, and shared files (reports are the document feature's). */
export const routes: readonly RouteDef[] = [
  { path: '/live/detail', layout: 'standalone', access: 'public', title: 'route.live.detail', page: comingSoon },
  { path: '/series/detail', layout: 'root', access: 'public', title: 'route.series.detail', page: comingSoon },
  { path: '/media/detail', layout: 'root', access: 'public', title: 'route.media.detail', page: comingSoon },
  { path: '/media/list', layout: 'root', access: 'public', title: 'route.media.list', page: comingSoon },
  { path: '/live/index', layout: 'explorer', access: 'public', title: 'route.live.index', page: comingSoon },
  { path: '/live/list', layout: 'moment', access: 'public', title: 'route.live.list', page: comingSoon },
  { path: '/creator/utils/netdisk', layout: 'creator', access: 'creator:netdisk', title: 'route.creator.utils.netdisk', page: comingSoon },
];
