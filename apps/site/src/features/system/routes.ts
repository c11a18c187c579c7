import type { RouteDef } from '../../app/route-types.ts';
const notFound = () => import('./NotFoundPage.tsx');

/** Pages of the site itself: not found, and the coming-soon page of routes not built yet. */
export const routes: readonly RouteDef[] = [
  { path: '/404', layout: 'standalone', access: 'public', title: 'route.404', page: notFound, queries: false },
];
