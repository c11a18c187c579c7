import { lazy, type ComponentType } from 'react';
import type { PageLoader, PageProps, RouteDef } from './route-types.ts';

const RELOADED = 'spw.chunk-reload';

/**
 * A lazily loaded page whose chunk failed to load (a new deploy removed it, the network
 * dropped) reloads the route once; a second failure is shown by the error boundary.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
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

const pageComponents = new Map<PageLoader, ComponentType<PageProps>>();

/** The lazily loaded component of a route's page (one per page module, shared by its routes). */
export function pageOf(route: RouteDef): ComponentType<PageProps> {
  let component = pageComponents.get(route.page);
  if (!component) {
    component = lazyPage(route.page);
    pageComponents.set(route.page, component);
  }
  return component;
}

/** Starts a page's download early (the module cache hands it to the lazy page later). */
export function preloadPage(route: RouteDef): void {
  route.page().catch(() => {
    // The lazy page asks again and handles the failure.
  });
}

/** How many parts of the catalogue (@spw/i18n/split) a route's page draws with. */
export function cataloguePartsFor(route: RouteDef): number {
  return route.catalogueParts ?? 3;
}
