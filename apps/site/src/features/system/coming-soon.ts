import type { PageLoader } from '../../app/route-types.ts';

/**
 * The page of every route that is declared but not built yet (it reads no server state). In a
 * module of its own: a feature's route table that names it does not pull in the system pages' table.
 */
export const comingSoon: PageLoader = Object.assign(() => import('./ComingSoonPage.tsx'), { queries: false as const });
