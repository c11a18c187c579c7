import { createElement, use, type ComponentType } from 'react';
import { ALSO_NEEDS, COMMON_PARTS } from '@spw/i18n/split';
import type { PageLoader, PageProps, RouteDef } from './route-types.ts';

const RELOADED = 'spw.chunk-reload';

type Module<P> = { default: ComponentType<P> };

/** A promise that says how it ended (the fields React's `use` reads), so a settled one is read at once. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function track<T>(promise: Promise<T>): Promise<T> {
  const tracked: Tracked<T> = promise;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** A lazily loaded component that can be asked to load before it is drawn. */
export type Lazy<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * Like React.lazy, with one difference: a module that has already come (preload) is drawn at
 * once. React.lazy suspends on its first render however soon the module resolves, and React then
 * keeps the fallback on screen for a while (about 300 ms) before it reveals what was waited for;
 * on a first visit, whose page boot.ts has fetched, that is the whole page late.
 */
export function lazyComponent<P extends object>(load: () => Promise<Module<P>>): Lazy<P> {
  let loading: Promise<Module<P>> | undefined;
  const start = () =>
    (loading ??= track(
      load().catch((error: unknown) => {
        // Asked for again when drawn next (the error boundary shows this failure).
        loading = undefined;
        throw error;
      }),
    ));
  function LazyComponent(props: P) {
    return createElement(use(start()).default, props);
  }
  return Object.assign(LazyComponent, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/**
 * A lazily loaded page whose chunk failed to load (a new deploy removed it, the network
 * dropped) reloads the route once; a second failure is shown by the error boundary.
 */
export function lazyPage<P extends object>(load: () => Promise<Module<P>>): Lazy<P> {
  return lazyComponent(() =>
    load().then(
      (module) => {
        sessionStorage.removeItem(RELOADED);
        return module;
      },
      (error: unknown) => {
        if (sessionStorage.getItem(RELOADED) !== location.hash) {
          sessionStorage.setItem(RELOADED, location.hash);
          location.reload();
          return new Promise<never>(() => {});
        }
        throw error;
      },
    ),
  );
}

/**
 * A route's page module and, unless the route says it reads no server state (`queries: false`),
 * the server-state cache beside it: downloaded together, the page wrapped in the cache's provider.
 */
function pageModule(route: RouteDef): Promise<Module<PageProps>> {
  if (route.queries === false || route.page.queries === false) return route.page();
  return Promise.all([route.page(), import('./queries.tsx')]).then(([page, { withQueries }]) => ({ default: withQueries(page.default) }));
}

const pageComponents = new Map<PageLoader, Lazy<PageProps>>();

/** The lazily loaded component of a route's page (one per page module, shared by its routes). */
export function pageOf(route: RouteDef): Lazy<PageProps> {
  let component = pageComponents.get(route.page);
  if (!component) {
    component = lazyPage(() => pageModule(route));
    pageComponents.set(route.page, component);
  }
  return component;
}

/** Starts a page's download; settles when it is here (or failed: the page shows that when drawn). */
export function preloadPage(route: RouteDef): Promise<void> {
  return pageOf(route).preload();
}

/**
 * The parts of the catalogue (@spw/i18n/split) a route's page draws with: see catalogueParts. A
 * page in the events layout also has the events words its menus use, a feature may need
 * another's (ALSO_NEEDS), and a route names the parts that are no feature's it needs (`words`).
 */
export function cataloguePartsFor(route: RouteDef): readonly string[] {
  if (route.catalogueParts === 1) return ['first'];
  if (route.catalogueParts === 2) return ['first', 'forms'];
  const feature = route.feature ?? 'shared';
  const own = [feature, ...(ALSO_NEEDS[feature] ?? []), ...(route.layout === 'events' ? ['events'] : []), ...(route.words ?? [])];
  return [...new Set([...COMMON_PARTS, ...own])];
}
