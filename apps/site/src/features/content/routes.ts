import type { RouteDef } from '../../app/route-types.ts';
import { comingSoon } from '../system/routes.ts';

/** Articles, news, columns, special topics and editable pages, and the creator centre. */
export const routes: readonly RouteDef[] = [
  { path: '/column/recruit', layout: 'root', access: 'public', title: 'route.column.recruit', page: comingSoon },
  { path: '/home/index', layout: 'explorer', access: 'public', title: 'route.home.index', page: comingSoon },
  { path: '/article/index', layout: 'explorer', access: 'public', title: 'route.article.index', page: comingSoon },
  { path: '/special/detail', layout: 'explorer', access: 'member', title: 'route.special.detail', page: comingSoon },
  { path: '/creator/index', layout: 'creator', access: 'member', title: 'route.creator.index', page: comingSoon },
  { path: '/creator/special/list', layout: 'creator', access: 'creator:special', title: 'route.creator.special.list', page: comingSoon },
  { path: '/creator/special/add', layout: 'creator', access: 'creator:special', title: 'route.creator.special.add', page: comingSoon },
  { path: '/creator/special/edit', layout: 'creator', access: 'creator:special', title: 'route.creator.special.edit', page: comingSoon },
  {
    path: '/creator/special/detail',
    layout: 'creator',
    access: 'creator:special',
    title: 'route.creator.special.detail',
    page: comingSoon,
  },
];
