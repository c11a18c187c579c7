import type { components } from '@spw/api';
import { pickText, type Locale } from '@spw/i18n';

type DataSet = components['schemas']['DataSet'];
type DataSetLicence = components['schemas']['DataSetLicence'];

/** Written in English where the English site shows the author's English, else in Chinese. */
export type TextLang = 'en' | 'zh-CN';

const english = (locale: Locale, text: string) => locale === 'en' && text.trim() !== '';

/** A data set's title in the reader's language (the Chinese one when there is no English), and its language. */
export function dataSetTitle(set: Pick<DataSet, 'title' | 'en_title'>, locale: Locale): { text: string; lang: TextLang } {
  return { text: pickText(locale, set.title, set.en_title), lang: english(locale, set.en_title) ? 'en' : 'zh-CN' };
}

/** Its description likewise, trimmed. */
export function dataSetDescription(set: Pick<DataSet, 'description' | 'en_description'>, locale: Locale): { text: string; lang: TextLang } {
  return {
    text: pickText(locale, set.description, set.en_description).trim(),
    lang: english(locale, set.en_description) ? 'en' : 'zh-CN',
  };
}

/** Where a Creative Commons licence's text is read; an all-rights-reserved set has none. */
export const LICENCE_URL: Record<DataSetLicence, string | null> = {
  'cc-by-4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'cc-by-nc-4.0': 'https://creativecommons.org/licenses/by-nc/4.0/',
  'cc0-1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
  proprietary: null,
};
