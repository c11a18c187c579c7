import type { RouteDef } from '../../app/route-types.ts';
import { comingSoon } from '../system/routes.ts';

const creatorHome = () => import('./CreatorHomePage.tsx');

/** The explorer home and the creator centre's home. */
export const routes: readonly RouteDef[] = [
  { path: '/home/index', layout: 'explorer', access: 'public', title: 'route.home.index', page: comingSoon },
  { path: '/creator/index', layout: 'creator', access: 'member', title: 'route.creator.index', page: creatorHome },
];
