import { currentEditionId, editionInLink, idParam } from './edition-id.ts';
import { useWebinfo } from './webinfo.ts';
import { pageStatus } from '../features/events/events.ts';

export { currentEditionId, reviewCompetitionId } from './edition-id.ts';
export { useWebinfo } from './webinfo.ts';

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
  const webinfo = useWebinfo();
  const retry = webinfo.refetch;
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
