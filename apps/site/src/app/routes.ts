import { ALL_FEATURE_ROUTES, ROUTE_EXACT, ROUTE_INDEX, type FeatureRoutes } from './route-index.gen.ts';
import type { RouteDef } from './route-types.ts';

export type { Access, LayoutName, PageProps, RouteDef } from './route-types.ts';

/*
 * Every route of the spec is declared once, in its feature's routes.ts (path, layout, access,
 * title, lazily loaded page). The first download holds only the generated index from a path's
 * first segment to the features that declare paths under it, and for a segment a few features share,
 * from each of its paths to its one feature (route-index.gen.ts): a feature's
 * table comes with the first page of that feature, so the first visit does not grow with the
 * number of routes. Detail pages take their ids from the query string.
 */

const byPath = new Map<string, RouteDef>();
const loaded = new Map<FeatureRoutes, Promise<void>>();
/** The tables whose routes are in byPath. */
const settled = new Set<FeatureRoutes>();

function segmentOf(path: string): string {
  return (path.split('/')[1] ?? '').toLowerCase();
}

function featuresOf(path: string): readonly FeatureRoutes[] {
  const exact = ROUTE_EXACT[path.slice(1).toLowerCase()];
  return exact ? [exact] : (ROUTE_INDEX[segmentOf(path)] ?? []);
}

function load(feature: FeatureRoutes): Promise<void> {
  let loading = loaded.get(feature);
  if (!loading) {
    loading = feature.load().then(
      ({ routes }) => {
        for (const route of routes) byPath.set(route.path.toLowerCase(), { ...route, feature: feature.name });
        settled.add(feature);
      },
      (error: unknown) => {
        // Asked for again next time (a dropped connection, a new deploy).
        loaded.delete(feature);
        throw error;
      },
    );
    loaded.set(feature, loading);
  }
  return loading;
}

/** Whether the tables that could hold `path` are here, so that findRoute answers for it. */
export function routesKnownFor(path: string): boolean {
  return featuresOf(path).every((feature) => settled.has(feature));
}

/** Loads the tables that could hold `path`; then findRoute answers for it. */
export async function loadRoutesFor(path: string): Promise<void> {
  await Promise.all(featuresOf(path).map(load));
}

/** The route of a path, once loadRoutesFor(path) has settled (case-insensitive, as before). */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path.toLowerCase());
}

/** Whether a path could be a route of this site (its first segment is one of the table's). */
export function knownSegment(path: string): boolean {
  return featuresOf(path).length > 0;
}

/** Every route (tests and tools): loads every feature's table. */
export async function allRoutes(): Promise<RouteDef[]> {
  const tables = await Promise.all(ALL_FEATURE_ROUTES.map(async (feature) => ({ feature, ...(await feature.load()) })));
  return tables.flatMap(({ feature, routes }) => routes.map((route) => ({ ...route, feature: feature.name })));
}
