import { ApiError, ErrorCode } from '@spw/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';

export { idParam } from '../../app/edition-id.ts';

/** The contract's largest page: every guest of an edition in one call. */
const ALL_GUESTS = 200;

/**
 * An edition's guests and groups: the events shell's hover menu and the guest pages ask the same
 * question under the same key, so a page opened from the menu draws from the cache.
 */
export const guestListQuery = (eventsId: number) =>
  queryOptions({
    queryKey: ['/eventsGuest/lists', eventsId],
    queryFn: ({ signal }) => api.get('/eventsGuest/lists', { query: { events_id: eventsId, rows: ALL_GUESTS }, signal }),
  });

/** One edition: the events shell's title and the edition's own page share it. */
export const editionQuery = (id: number) =>
  queryOptions({
    queryKey: ['/events/get', id],
    queryFn: ({ signal }) => api.get('/events/get', { query: { id }, signal }),
    staleTime: 5 * 60_000,
  });

export const guestQuery = (id: number) =>
  queryOptions({
    queryKey: ['/eventsGuest/get', id],
    queryFn: ({ signal }) => api.get('/eventsGuest/get', { query: { id }, signal }),
  });

/** The server says the thing asked for does not exist (40004), as opposed to failing. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === ErrorCode.NotFound;

/**
 * What a page shows for the one query it draws: no such thing (a malformed id in the link, or
 * 40004), loading (also while a failed query tries again), the failure, or the data.
 */
export function pageStatus(
  query: { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown },
  valid = true,
): 'notFound' | 'loading' | 'error' | 'ready' {
  if (!valid || isNotFound(query.error)) return 'notFound';
  if (query.isPending || (query.isError && query.isFetching)) return 'loading';
  return query.isError ? 'error' : 'ready';
}
