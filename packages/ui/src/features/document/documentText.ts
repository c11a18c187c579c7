import type { components } from '@spw/api';
import { pickText, type Locale, type MessageKey } from '@spw/i18n';

type DocumentItem = components['schemas']['DocumentItem'];
type Document = components['schemas']['Document'];
export type DocumentTag = components['schemas']['DocumentTag'];

/** Every topic, in the order the filters show them. */
export const DOCUMENT_TAGS: readonly DocumentTag[] = ['market', 'supply', 'jewellery', 'investment', 'recycling', 'hydrogen', 'policy'];

/** A topic's name in the catalogue. */
export const DOCUMENT_TAG_LABEL: Record<DocumentTag, MessageKey> = {
  market: 'document.tag.market',
  supply: 'document.tag.supply',
  jewellery: 'document.tag.jewellery',
  investment: 'document.tag.investment',
  recycling: 'document.tag.recycling',
  hydrogen: 'document.tag.hydrogen',
  policy: 'document.tag.policy',
};

/** The contract's limits (DocumentBody), the largest PDF (/document/upload) and how many topics a report takes. */
export const DOCUMENT_LIMITS = {
  title: 100,
  en_title: 200,
  summary: 2000,
  en_summary: 4000,
  source: 60,
  en_source: 120,
  tags: 4,
  fileBytes: 30 * 1024 * 1024,
} as const;

/** A cover's drawn size (A4's 1 : √2, near enough): set on the picture so the page keeps its room while it loads. */
export const COVER = { width: 600, height: 848 } as const;

/** What a report shows of itself in the reader's language, and the language each part is written in. */
export interface DocumentText {
  title: string;
  titleLang: 'en' | 'zh-CN';
  source: string;
  sourceLang: 'en' | 'zh-CN';
}

const english = (locale: Locale, text: string) => locale === 'en' && text.trim() !== '';

export function documentText(doc: Pick<DocumentItem, 'title' | 'en_title' | 'source' | 'en_source'>, locale: Locale): DocumentText {
  return {
    title: pickText(locale, doc.title, doc.en_title),
    titleLang: english(locale, doc.en_title) ? 'en' : 'zh-CN',
    source: pickText(locale, doc.source, doc.en_source),
    sourceLang: english(locale, doc.en_source) ? 'en' : 'zh-CN',
  };
}

/** The abstract in the reader's language (the Chinese one when there is no English), and its language. */
export function documentSummary(doc: Pick<Document, 'summary' | 'en_summary'>, locale: Locale): { text: string; lang: 'en' | 'zh-CN' } {
  return { text: pickText(locale, doc.summary, doc.en_summary).trim(), lang: english(locale, doc.en_summary) ? 'en' : 'zh-CN' };
}
