/**
 * Beijing wall-clock times as the live-stream form holds them ('YYYY-MM-DDTHH:mm', what an
 * <input type="datetime-local"> gives), to and from the contract's instants. China keeps UTC+8 all
 * year (no daylight saving), so the reader's own time zone never enters into it.
 *
 * No React here: the file is .tsx only because the package's exports map `@spw/ui/*` to `src/*.tsx`
 * (the site imports it as '@spw/ui/features/media/liveDraft').
 */

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** An ISO instant → its Beijing wall-clock time 'YYYY-MM-DDTHH:mm'; '' for '' (or a value that is no time). */
export function beijingInputOf(iso: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 16);
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * 'YYYY-MM-DDTHH:mm' (seconds allowed, as some browsers give) read as Beijing time → the ISO
 * instant ('2026-11-27T06:00:00.000Z'); '' for a value that is no real date and time (2026-02-30, 24:00).
 */
export function isoOfBeijingInput(value: string): string {
  const match = INPUT.exec(value.trim());
  if (!match) return '';
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1000 || hour > 23 || minute > 59 || second > 59) return '';
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 30 February over into March: such a day is refused.
  if (wall.getUTCFullYear() !== year || wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day) return '';
  return new Date(wall.getTime() - BEIJING_OFFSET_MS).toISOString();
}
