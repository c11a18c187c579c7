import { routes as account } from '../features/account/routes.ts';
import { routes as auth } from '../features/auth/routes.ts';
import { routes as commerce } from '../features/commerce/routes.ts';
import { routes as competition } from '../features/competition/routes.ts';
import { routes as content } from '../features/content/routes.ts';
import { routes as events } from '../features/events/routes.ts';
import { routes as home } from '../features/home/routes.ts';
import { routes as kb } from '../features/kb/routes.ts';
import { routes as market } from '../features/market/routes.ts';
import { routes as media } from '../features/media/routes.ts';
import { routes as quotes } from '../features/quotes/routes.ts';
import { routes as social } from '../features/social/routes.ts';
import { routes as system } from '../features/system/routes.ts';
import { routes as user } from '../features/user/routes.ts';
import type { RouteDef } from './route-types.ts';

export type { Access, LayoutName, PageProps, RouteDef } from './route-types.ts';

/**
 * Every route of the spec, once: the concatenation of the features' routes.ts (each declares its
 * own paths, layouts, access, titles and lazily loaded pages). Detail pages take their ids from the
 * query string.
 */
export const ROUTES: readonly RouteDef[] = [
  ...system,
  ...home,
  ...auth,
  ...user,
  ...social,
  ...content,
  ...media,
  ...events,
  ...commerce,
  ...account,
  ...quotes,
  ...market,
  ...competition,
  ...kb,
];

const byPath = new Map(ROUTES.map((route) => [route.path.toLowerCase(), route]));

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path.toLowerCase());
}
