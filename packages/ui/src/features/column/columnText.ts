import type { components } from '@spw/api';
import { pickText, type Locale } from '@spw/i18n';

type Column = components['schemas']['Column'];

/** What a column shows of itself in the reader's language, and the language each part is written in. */
export interface ColumnText {
  /** The English name when reading English and there is one, else the Chinese name. */
  name: string;
  nameLang: 'en' | 'zh-CN';
  /** The introduction: the English one when reading English and there is one, else the owner's. */
  intro: string;
  /** The introduction's language: English for the English one, Chinese for the owner's (written in Chinese). */
  introLang: 'en' | 'zh-CN';
}

export function columnText(column: Pick<Column, 'name' | 'en_name' | 'content' | 'en_content'>, locale: Locale): ColumnText {
  const name = pickText(locale, column.name, column.en_name);
  // pickText's own rule: the English text is taken when reading English and it is not blank.
  const englishName = locale === 'en' && (column.en_name ?? '').trim() !== '';
  const englishIntro = locale === 'en' && (column.en_content ?? '').trim() !== '';
  return {
    name,
    nameLang: englishName ? 'en' : 'zh-CN',
    intro: pickText(locale, column.content, column.en_content),
    introLang: englishIntro ? 'en' : 'zh-CN',
  };
}
