// Its own module: the first download reads ids from the link (boot.ts) without the edition rules.

/** The contract's Id (a whole number from 1 to 2^31 − 1) from the query string, or null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
