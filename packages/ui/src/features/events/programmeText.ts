import type { components } from '@spw/api';
import { BEIJING_TIME_ZONE } from '@spw/i18n';

type SponsorTier = components['schemas']['SponsorTier'];

/** What a programme screen is showing: the data, or why not. */
export type ProgrammeStatus = 'ready' | 'loading' | 'error' | 'notFound';

/** Title sponsors first, media partners last (the contract's order). */
export const SPONSOR_TIERS: readonly SponsorTier[] = ['title', 'platinum', 'gold', 'silver', 'partner', 'media'];

const beijingParts = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: BEIJING_TIME_ZONE,
});

function parts(iso: string): Record<string, string> {
  return Object.fromEntries(beijingParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}

/** The Beijing calendar day of an instant: YYYY-MM-DD. */
export function beijingDay(iso: string): string {
  const p = parts(iso);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The Beijing wall-clock time of an instant: HH:mm. */
export function beijingTime(iso: string): string {
  const p = parts(iso);
  return `${p.hour}:${p.minute}`;
}

/** Plain text split into paragraphs at blank lines (never parsed as HTML). */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
