import type { components } from '@spw/api';
import { pickText, type Locale } from '@spw/i18n';
import type { IntlShape } from 'react-intl';

export type Edition = components['schemas']['Edition'];

/** The edition's name in the reader's language: the English one when reading English and there is one. */
export const editionName = (edition: Edition, locale: Locale) => pickText(locale, edition.name, edition.en_name);
export const editionCity = (edition: Edition, locale: Locale) => pickText(locale, edition.city, edition.en_city);

/** '2023年11月13日至17日' / '13 – 17 November 2023': the week's dates in Beijing time. */
export function editionDates(edition: Pick<Edition, 'start_date' | 'end_date'>, intl: IntlShape): string {
  const day = (date: string) => new Date(`${date}T12:00:00+08:00`);
  const timeZone = 'Asia/Shanghai';
  const start = day(edition.start_date);
  const end = day(edition.end_date);
  // Chinese reads the range as '…日至…日' (ICU's own range is '2023/11/13 – 2023/11/17').
  if (intl.locale.startsWith('zh') && edition.start_date.slice(0, 7) === edition.end_date.slice(0, 7)) {
    return intl.formatMessage(
      { id: 'editions.dateRange' },
      {
        start: intl.formatDate(start, { year: 'numeric', month: 'long', day: 'numeric', timeZone }),
        end: intl.formatDate(end, { day: 'numeric', timeZone }),
      },
    );
  }
  return intl.formatDateTimeRange(start, end, { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}
