import type { components } from '@spw/api';
import { useEditionFrom, type EditionParam } from '../../app/current.ts';
import { useHashSearch } from '../../app/location.ts';

type Registration = components['schemas']['Registration'];

/**
 * The edition a registration, check-in or draw page is about: `events_id` from the link, else the
 * current registration edition (webinfo). `id` is null while that is still being asked.
 */
export function useEditionParam(): EditionParam {
  return useEditionFrom(new URLSearchParams(useHashSearch()).get('events_id'));
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
