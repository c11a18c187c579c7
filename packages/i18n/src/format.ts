import { LANGUAGE_TAG, type Locale } from './locale.ts';

export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], options);
    cache.set(key, f);
  }
  return f;
}
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(LANGUAGE_TAG[locale], options);
    cache.set(key, f);
  }
  return f;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A calendar date as people of that language write it: 2026年11月22日 / 22 Nov 2026. Shown in Beijing time. */
export function formatDate(value: Date | string | number, locale: Locale): string {
  return dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: BEIJING_TIME_ZONE }).format(toDate(value));
}

/** Date and time in Beijing time, to the minute. */
export function formatDateTime(value: Date | string | number, locale: Locale): string {
  return dateFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BEIJING_TIME_ZONE,
  }).format(toDate(value));
}

/** The ticker's clock: YYYY-MM-DD HH:mm:ss in Asia/Shanghai, whatever the viewer's zone. */
export function beijingClock(value: Date | number): string {
  const parts = Object.fromEntries(
    dateFormat('en', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: BEIJING_TIME_ZONE,
    })
      .formatToParts(toDate(value))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** A price with two decimals and its unit: 232.00 元/克. */
export function formatPrice(value: number, locale: Locale, unit = ''): string {
  const text = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return unit ? `${text} ${unit}` : text;
}

/** The change of a quote: up when ≥ 0 (the spec), with its sign. */
export function formatChange(value: number, locale: Locale): { direction: 'up' | 'down'; text: string } {
  const direction = value >= 0 ? 'up' : 'down';
  const text = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'always' }).format(
    value === 0 ? 0 : value,
  );
  return { direction, text };
}
