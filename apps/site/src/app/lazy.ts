import { lazy, type ComponentType } from 'react';

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
