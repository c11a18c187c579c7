import { ALIASES, findRoute, LOGIN_PATH, NOT_FOUND_PATH, type RouteDef } from './routes.ts';

export type GuardResult = { redirect: string } | { route: RouteDef };

/**
 * The spec's guard, as one pure decision: aliases lead on, an unknown path goes to /404, a
 * signed-in user never sees login or reg, and a private page without a token goes to login with
 * the page to come back to.
 */
export function guard(path: string, search: string, signedIn: boolean): GuardResult {
  const alias = ALIASES[path];
  if (alias) return { redirect: alias };
  const route = findRoute(path);
  if (!route) return { redirect: NOT_FOUND_PATH };
  if (signedIn && (route.path === LOGIN_PATH || route.path === '/reg')) return { redirect: '/' };
  if (!route.public && !signedIn) {
    const back = `${route.path}${search ? `?${search}` : ''}`;
    return { redirect: `${LOGIN_PATH}?${new URLSearchParams({ redirect: back }).toString()}` };
  }
  return { route };
}

/** Where to go after signing in: only a path of this site, never another origin. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return '/';
  const path = target.split('?')[0] ?? '/';
  return findRoute(path) || ALIASES[path] ? target : '/';
}
