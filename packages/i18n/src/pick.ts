import type { Locale } from './locale.ts';

/** True for an English language tag ('en', 'en-GB', …): the one locale test of the site and the UI kit. */
export function isEnglish(tag: string): boolean {
  return tag.startsWith('en');
}

/** The catalogue locale of a language tag: English for any 'en…' tag, otherwise Chinese. */
export function localeOfTag(tag: string): Locale {
  return isEnglish(tag) ? 'en' : 'zh';
}

/**
 * The spec's rule for a bilingual field: the English text when reading English and it is not
 * empty (blank counts as empty), otherwise the Chinese.
 */
export function pickText(locale: Locale, zh: string, en: string | null | undefined): string {
  return locale === 'en' && en && en.trim() !== '' ? en : zh;
}
