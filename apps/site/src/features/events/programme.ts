import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { saveFile } from '../../app/download.ts';
import { useEditionFrom, type EditionParam } from '../../app/current.ts';

/**
 * The edition a programme page shows: events_id from the query, the current edition (webinfo) when
 * there is none; `eventsId` is null while that is asked or when the id is malformed (the page
 * says 'not found': see editionStatus).
 */
export function useEventsId(): { eventsId: number | null; edition: EditionParam; search: URLSearchParams } {
  const search = new URLSearchParams(useSearch());
  const edition = useEditionFrom(search.get('events_id'));
  return { eventsId: edition.id, edition, search };
}

export type CalendarQuery = { events_id: number; session_id?: number; day?: string };

/** The .ics address (for the link's href; the file itself is fetched signed, see downloadCalendar). */
export function icalHref(query: CalendarQuery): string {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `/api/eventsAgenda/ical?${params}`;
}

/**
 * Every /api call needs the signed headers, which a plain link cannot send, so the file is fetched
 * through the client and saved from a Blob.
 */
export async function downloadCalendar(query: CalendarQuery): Promise<void> {
  const { data, response } = await api.raw.GET('/eventsAgenda/ical', { params: { query }, parseAs: 'text' });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/calendar') || typeof data !== 'string') {
    // An envelope (40004): let the client's usual error handling speak.
    await api.get('/eventsAgenda/ical', { query });
    return;
  }
  saveFile(new Blob([data], { type: 'text/calendar;charset=utf-8' }), response, 'agenda.ics');
}
