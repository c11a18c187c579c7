// Which edition a page is about, from its path and query (no browser APIs: unit-tested).

/** The contract's Id (a whole number from 1 to 2^31 − 1) from the query string, or null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The year pages of past editions (/eventSpecial/index2022 …) stand for one edition each. */
const YEAR_PAGES: Record<string, number> = {
  '/eventSpecial/index2022': 7,
  '/eventSpecial/index2023': 9,
  '/eventSpecial/index2024': 13,
};

/**
 * The edition a page is about: the year page's own, else `events_id` from the query (null when
 * it is not an id), else the current edition.
 */
export function editionOf(path: string, search: string, current: number): number | null {
  const fixed = YEAR_PAGES[path];
  if (fixed !== undefined) return fixed;
  const raw = new URLSearchParams(search).get('events_id');
  return raw === null ? current : idParam(raw);
}
