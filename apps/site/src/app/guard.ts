import { ALIASES, LOGIN_PATH, NOT_FOUND_PATH, safeRedirect } from './href.ts';
import type { Access, CreatorPermission, RouteDef } from './route-types.ts';
import { findRoute } from './routes.ts';

/** What the signed-in viewer may open beyond a member's pages (from /user/info). */
export interface Rights {
  admin: boolean;
  reviewer: boolean;
  permission: Readonly<Partial<Record<CreatorPermission, string | undefined>>>;
}

export type GuardResult =
  | { redirect: string }
  | { route: RouteDef }
  /** Signed in, but the route is for reviewers, admins or a creator permission the viewer lacks. */
  | { forbidden: RouteDef }
  /** Signed in, and the viewer's rights are still being asked for (null: the route tables are). */
  | { checking: RouteDef | null };

/** Whether rights open a route of this access (admins open every route). */
export function allows(access: Access, rights: Rights): boolean {
  if (access === 'public' || access === 'member' || rights.admin) return true;
  if (access === 'reviewer') return rights.reviewer;
  if (access === 'admin') return false;
  return rights.permission[access.slice('creator:'.length) as CreatorPermission] === '1';
}

/**
 * The spec's guard, as one pure decision: aliases lead on, an unknown path goes to /404, a
 * signed-in user never sees login or reg, a private page without a token goes to login with the
 * page to come back to, and a page for reviewers, admins or creators is refused to other members.
 */
export function guard(path: string, search: string, signedIn: boolean, rights?: Rights | null): GuardResult {
  const alias = ALIASES[path];
  if (alias) return { redirect: alias };
  const route = findRoute(path);
  if (!route) return { redirect: NOT_FOUND_PATH };
  // A signed-in user has no business on login or reg: on to where the sign-in was to lead (the
  // sign-in page's own navigation and this one then agree, whichever runs first), else the root.
  if (signedIn && (route.path === LOGIN_PATH || route.path === '/reg')) return { redirect: afterSignIn(search) };
  if (route.access === 'public') return { route };
  if (!signedIn) {
    const back = `${route.path}${search ? `?${search}` : ''}`;
    return { redirect: `${LOGIN_PATH}?${new URLSearchParams({ redirect: back }).toString()}` };
  }
  if (route.access === 'member') return { route };
  if (!rights) return { checking: route };
  return allows(route.access, rights) ? { route } : { forbidden: route };
}

/** Where a signed-in user on login or reg goes: the page's `redirect` when it is one of this site's, but never back to login or reg. */
function afterSignIn(search: string): string {
  const target = safeRedirect(new URLSearchParams(search).get('redirect'));
  const path = target.split('?')[0];
  return path === LOGIN_PATH || path === '/reg' ? '/' : target;
}
