import type { RouteDef } from '../../app/route-types.ts';
import { comingSoon } from '../system/routes.ts';

const creatorHome = () => import('./CreatorHomePage.tsx');

/** The explorer home, the column recruitment, and the creator centre's home. */
export const routes: readonly RouteDef[] = [
  { path: '/column/recruit', layout: 'root', access: 'public', title: 'route.column.recruit', page: comingSoon },
  { path: '/home/index', layout: 'explorer', access: 'public', title: 'route.home.index', page: comingSoon },
  { path: '/creator/index', layout: 'creator', access: 'member', title: 'route.creator.index', page: creatorHome },
];
