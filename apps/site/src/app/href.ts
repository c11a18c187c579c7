import type { RoutePath } from './route-paths.gen.ts';
import { knownSegment } from './routes.ts';

export type { RoutePath } from './route-paths.gen.ts';

export const HOME_PATH = '/home/aboutSPW' satisfies RoutePath;
export const NOT_FOUND_PATH = '/404' satisfies RoutePath;
export const LOGIN_PATH = '/login' satisfies RoutePath;

/** Paths that only lead elsewhere. */
export const ALIASES: Readonly<Record<string, string>> = {
  '/': HOME_PATH,
  '/account/login': LOGIN_PATH,
  '/account/login/': LOGIN_PATH,
};

/**
 * Where to go after signing in: only a path of this site, never another origin. A path under a
 * segment of the route table is kept (an unknown one there leads to /404 like any other link).
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return '/';
  const path = target.split('?')[0] ?? '/';
  return knownSegment(path) || ALIASES[path] ? target : '/';
}

/**
 * A link to a route, for `href`: `#/events/index?events_id=14`. Only a path of the route table
 * is accepted (RoutePath is generated from the features' routes.ts by `pnpm gen:routes`).
 */
export function hrefTo(path: RoutePath, query?: Record<string, string | number | undefined>): string {
  return hrefToAny(path, query);
}

/**
 * A link to a path the server or a component hands over at run time (a banner's `url_web`): not
 * checked by the typecheck; an unknown path leads to /404 like any other.
 */
export function hrefToAny(path: string, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return `#${path}${search ? `?${search}` : ''}`;
}
