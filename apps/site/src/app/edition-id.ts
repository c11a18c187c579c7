// Which edition a page is about, from its path and query (no browser APIs: unit-tested).
import type { components } from '@spw/api';

export { idParam } from './id-param.ts';

/** The year pages of past editions (/eventSpecial/index2022 …) stand for one edition each. */
const YEAR_PAGES: Record<string, number> = {
  '/eventSpecial/index2022': 7,
  '/eventSpecial/index2023': 9,
  '/eventSpecial/index2024': 13,
};

/** The edition a year page stands for; undefined for every other page. */
export function yearPageEdition(path: string): number | undefined {
  return YEAR_PAGES[path];
}

/**
 * The edition a page names: the year page's own, else `events_id` from the query as written (null
 * when the link names none: the current edition, which the server says).
 */
export function editionInLink(path: string, search: string): string | null {
  const fixed = yearPageEdition(path);
  return fixed !== undefined ? String(fixed) : new URLSearchParams(search).get('events_id');
}

type WebInfo = components['schemas']['WebInfo'];

/** The current edition's id, as the server says; undefined until it has. */
export function currentEditionId(info: WebInfo | undefined): number | undefined {
  return info?.current_events_id;
}

/** The competition a reviewer judges (the user menu's review link); undefined until the server says. */
export function reviewCompetitionId(info: WebInfo | undefined): number | undefined {
  return info?.review_competition_id;
}
