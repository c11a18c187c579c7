import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { currentEditionId, editionInLink, idParam } from './edition-id.ts';
import { pageStatus } from '../features/events/events.ts';

export { currentEditionId, reviewCompetitionId } from './edition-id.ts';

/**
 * What the server says about the site (`/webinfo/get`): its name, the quote ticker, the sign-in
 * types, the current edition and the competition reviewers judge. One query, cached, shared by
 * every page and shell; the site holds no edition or competition number of its own.
 */
export const webinfoQuery = queryOptions({
  queryKey: ['/webinfo/get'],
  queryFn: ({ signal }) => api.get('/webinfo/get', { signal }),
  staleTime: 5 * 60_000,
});

export function useWebinfo() {
  return useQuery(webinfoQuery);
}

/** The edition a page is about: from the link, else the current one (webinfo). */
export interface EditionParam {
  /** null while webinfo is asked, or when the link's id is malformed. */
  id: number | null;
  /** The link names no edition (a malformed events_id). */
  invalid: boolean;
  pending: boolean;
  failed: boolean;
  /** Why webinfo failed, and asking again. */
  error: Error | null;
  retry: () => void;
}

/** `raw`: the link's events_id (null when the link has none: the current edition). */
export function useEditionFrom(raw: string | null): EditionParam {
  const webinfo = useQuery({ ...webinfoQuery, enabled: raw === null });
  const retry = () => void webinfo.refetch();
  if (raw !== null) {
    const id = idParam(raw);
    return { id, invalid: id === null, pending: false, failed: false, error: null, retry };
  }
  return {
    id: currentEditionId(webinfo.data) ?? null,
    invalid: false,
    pending: webinfo.isPending,
    failed: webinfo.isError,
    error: webinfo.error,
    retry,
  };
}

/** The edition of a page by its path (the year pages) and query; see editionInLink. */
export function usePageEdition(path: string, search: string): EditionParam {
  return useEditionFrom(editionInLink(path, search));
}

/** A page's status when its edition comes from the link or from webinfo. */
export function editionStatus(edition: EditionParam, query: Parameters<typeof pageStatus>[0]): 'notFound' | 'loading' | 'error' | 'ready' {
  if (edition.invalid) return 'notFound';
  if (edition.failed) return 'error';
  if (edition.pending) return 'loading';
  return pageStatus(query);
}
