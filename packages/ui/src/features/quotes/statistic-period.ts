import { LANGUAGE_TAG, type Locale } from '@spw/i18n';

/** How a statistical table's rows are written: '2024', '2024Q1' or '2024-01'. */
export type StatisticPeriodKind = 'year' | 'quarter' | 'month';

const PATTERN: Record<StatisticPeriodKind, RegExp> = {
  year: /^(\d{4})$/,
  quarter: /^(\d{4})Q([1-4])$/,
  month: /^(\d{4})-(0[1-9]|1[0-2])$/,
};

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();
function monthFormat(locale: Locale): Intl.DateTimeFormat {
  let format = monthFormats.get(locale);
  if (!format) {
    // A UTC instant read in UTC: every time zone names the same month.
    format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { year: 'numeric', month: 'short', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format;
}

/**
 * A row's period as readers of the locale write it: a year as it is ('2024'); a quarter
 * '2024年第1季度' / 'Q1 2024' (Intl has no quarters); a month '2024年1月' / 'Jan 2024'. A period
 * not written as its kind says comes back unchanged.
 */
export function formatStatisticPeriod(period: string, kind: StatisticPeriodKind, locale: Locale): string {
  const match = PATTERN[kind].exec(period);
  if (!match) return period;
  const year = match[1] ?? '';
  if (kind === 'year') return year;
  if (kind === 'quarter') {
    const quarter = match[2] ?? '';
    return locale === 'en' ? `Q${quarter} ${year}` : `${year}年第${quarter}季度`;
  }
  return monthFormat(locale).format(new Date(Date.UTC(Number(year), Number(match[2]) - 1, 1)));
}

/**
 * A period's place on the calendar, counted in its kind's steps (years, quarters or months since
 * year 0), so labels can be kept on round boundaries: every 3rd month from January, every 4th
 * quarter from Q1. Null for a period not written as its kind says.
 */
export function statisticPeriodOrdinal(period: string, kind: StatisticPeriodKind): number | null {
  const match = PATTERN[kind].exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  if (kind === 'year') return year;
  const part = Number(match[2]) - 1;
  return kind === 'quarter' ? year * 4 + part : year * 12 + part;
}

/** The label steps a chart may take for each kind, smallest first: round counts of its periods. */
export const STATISTIC_LABEL_STEPS: Record<StatisticPeriodKind, readonly number[]> = {
  year: [1, 2, 5, 10, 20, 50, 100],
  quarter: [1, 2, 4, 8, 12, 20, 40, 80],
  month: [1, 2, 3, 6, 12, 24, 36, 60, 120, 240],
};
