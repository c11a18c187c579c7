import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { tokenAtom } from './session.ts';

/**
 * The server-state cache (TanStack Query) of the pages that read lists and records. It is not part
 * of the first download: it comes with the first page or shell that uses it (lazy.ts wraps such
 * pages in QueryProvider), and pages light enough to be a landing route go without it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The client already shows failures; a retry would show them twice.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Another member's data never shows after a sign-out, a sign-in or an ended session.
tokenAtom.listen(() => queryClient.clear());

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A component inside the cache's provider (a lazily loaded page). */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  return WithQueries;
}
