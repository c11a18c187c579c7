import type { PageLoader, RouteDef } from '../../app/route-types.ts';

/** The page of every route that is declared but not built yet (it reads no server state). */
export const comingSoon: PageLoader = Object.assign(() => import('./ComingSoonPage.tsx'), { queries: false as const });
const notFound = () => import('./NotFoundPage.tsx');

/** Pages of the site itself: not found, and the coming-soon page of routes not built yet. */
export const routes: readonly RouteDef[] = [
  { path: '/404', layout: 'standalone', access: 'public', title: 'route.404', page: notFound, queries: false },
];
