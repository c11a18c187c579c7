import type { components } from '@spw/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHashSearch } from './location.ts';
import { api } from './api.ts';
import { idParam } from './events.ts';

type Registration = components['schemas']['Registration'];

export const webinfoQuery = queryOptions({
  queryKey: ['/webinfo/get'],
  queryFn: ({ signal }) => api.get('/webinfo/get', { signal }),
});

/**
 * The edition a registration, check-in or draw page is about: `events_id` from the link, else the
 * current registration edition (webinfo). `id` is null while that is still being asked.
 */
export function useEditionParam(): { id: number | null; invalid: boolean; pending: boolean; failed: boolean } {
  const raw = new URLSearchParams(useHashSearch()).get('events_id');
  const fromLink = idParam(raw);
  const webinfo = useQuery({ ...webinfoQuery, enabled: raw === null });
  if (raw !== null) return { id: fromLink, invalid: fromLink === null, pending: false, failed: false };
  return {
    id: webinfo.data?.current_events_id ?? null,
    invalid: false,
    pending: webinfo.isPending,
    failed: webinfo.isError,
  };
}

/** The delegates of the last registrations, kept for this tab so the result page survives a reload. */
const RESULT_STORAGE = 'spw.reg.result.';

export function saveRegResult(batch: string, list: Registration[]): void {
  try {
    sessionStorage.setItem(RESULT_STORAGE + batch, JSON.stringify(list));
  } catch {
    /* storage blocked: members still find their registrations through the server */
  }
}

export function readRegResult(batch: string): Registration[] | null {
  try {
    const raw = sessionStorage.getItem(RESULT_STORAGE + batch);
    return raw ? (JSON.parse(raw) as Registration[]) : null;
  } catch {
    return null;
  }
}
