import type { MessageKey } from '@spw/i18n';
import type { Locale } from '@spw/i18n/locale';
import { localeOfTag, pickText } from '@spw/i18n/pick';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Values a catalogue message can take (ICU arguments). */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Translates a catalogue id; a typo in the id fails the typecheck (ids are the catalogue's MessageKey). */
export type Translate = (id: MessageKey, values?: MessageValues) => string;

/** The reader's locale ('zh' or 'en'), from the react-intl provider. */
export function useLocale(): Locale {
  return localeOfTag(useIntl().locale);
}

/** The one translate hook: `const t = useT(); t('nav.home')`. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** The spec's zh/en pick bound to the reader's locale: `pick(sponsor.name, sponsor.en_name)`. */
export function usePick(): (zh: string, en: string | null | undefined) => string {
  const locale = useLocale();
  return useCallback((zh: string, en: string | null | undefined) => pickText(locale, zh, en), [locale]);
}
