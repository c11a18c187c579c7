import { Suspense, type ReactNode } from 'react';
import type { RouteDef } from '../app/route-types.ts';
import { RootShell } from './RootShell.tsx';
import { shellOf } from './section.ts';

/** Puts a page inside its route's layout; every shell but the root one is its own chunk. */
export function Shell({ route, children }: { route: RouteDef; children: ReactNode }) {
  if (route.layout === 'standalone') return <>{children}</>;
  const Section = shellOf(route.layout);
  return (
    <RootShell route={route}>
      {route.layout === 'root' ? (
        children
      ) : (
        <Suspense fallback={null}>
          <Section route={route}>{children}</Section>
        </Suspense>
      )}
    </RootShell>
  );
}
