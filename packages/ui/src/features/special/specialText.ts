import type { components } from '@spw/api';
import { pickText, type Locale, type MessageKey } from '@spw/i18n';

type SpecialItem = components['schemas']['SpecialItem'];

/** The contract's limits (SpecialBody), and how many articles a topic holds at most. */
export const SPECIAL_LIMITS = { title: 60, en_title: 120, summary: 300, en_summary: 600, articles: 50 } as const;

/** The banner's drawn size (16:5): set on the picture so the page keeps its room while it loads. */
export const BANNER = { width: 1280, height: 400 } as const;

/** What a topic shows of itself in the reader's language, and the language each part is written in. */
export interface SpecialText {
  /** The English title when reading English and there is one, else the Chinese title. */
  title: string;
  titleLang: 'en' | 'zh-CN';
  /** The introduction likewise; '' when the one picked is blank. */
  summary: string;
  summaryLang: 'en' | 'zh-CN';
}

const english = (locale: Locale, text: string) => locale === 'en' && text.trim() !== '';

export function specialText(special: Pick<SpecialItem, 'title' | 'en_title' | 'summary' | 'en_summary'>, locale: Locale): SpecialText {
  return {
    title: pickText(locale, special.title, special.en_title),
    titleLang: english(locale, special.en_title) ? 'en' : 'zh-CN',
    summary: pickText(locale, special.summary, special.en_summary).trim(),
    summaryLang: english(locale, special.en_summary) ? 'en' : 'zh-CN',
  };
}

/** The fields the editor checks, and the one the server names for the article list. */
export type SpecialField = 'title' | 'en_title' | 'summary' | 'en_summary' | 'banner' | 'article_ids';

/** A complaint about a field: a catalogue message and its values. */
export interface SpecialProblem {
  key: MessageKey;
  values?: Record<string, number>;
}

/** Characters as a reader counts them (an emoji is one). */
const length = (text: string) => [...text.trim()].length;

/** The checks made before the editor sends a topic: the contract's limits, with the catalogue's words. */
export function checkSpecial(draft: {
  title: string;
  en_title: string;
  summary: string;
  en_summary: string;
  articles: readonly unknown[];
}): Partial<Record<SpecialField, SpecialProblem>> {
  const found: Partial<Record<SpecialField, SpecialProblem>> = {};
  const max = SPECIAL_LIMITS;
  if (!draft.title.trim()) found.title = { key: 'special.write.error.title' };
  else if (length(draft.title) > max.title) found.title = { key: 'special.write.error.titleLong', values: { max: max.title } };
  if (length(draft.en_title) > max.en_title) found.en_title = { key: 'special.write.error.enTitleLong', values: { max: max.en_title } };
  if (length(draft.summary) > max.summary) found.summary = { key: 'special.write.error.summaryLong', values: { max: max.summary } };
  if (length(draft.en_summary) > max.en_summary) {
    found.en_summary = { key: 'special.write.error.enSummaryLong', values: { max: max.en_summary } };
  }
  if (draft.articles.length === 0) found.article_ids = { key: 'special.write.error.articles' };
  else if (draft.articles.length > max.articles) found.article_ids = { key: 'special.write.error.tooMany', values: { max: max.articles } };
  return found;
}
