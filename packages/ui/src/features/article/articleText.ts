import type { components } from '@spw/api';
import { pickText, type Locale } from '@spw/i18n';

type ArticleItem = components['schemas']['ArticleItem'];

/** The language tag of what an author wrote: an article is written in one language. */
export function articleLangTag(lang: ArticleItem['lang']): 'en' | 'zh-CN' {
  return lang === 'en' ? 'en' : 'zh-CN';
}

/**
 * The name of the article's column in the reader's language, and the language it is written in
 * (the English name when reading English and there is one, else the Chinese name); null without a column.
 */
export function columnOf(
  item: Pick<ArticleItem, 'column_id' | 'column_name' | 'column_en_name'>,
  locale: Locale,
): { name: string; lang: 'en' | 'zh-CN' } | null {
  if (item.column_id <= 0) return null;
  const name = pickText(locale, item.column_name, item.column_en_name);
  return { name, lang: locale === 'en' && name === item.column_en_name ? 'en' : 'zh-CN' };
}

/**
 * The article's HTML with each table in a box of its own that scrolls sideways (a wide table then
 * never widens the page) and that a keyboard can reach to scroll it, named by the element `labelId`.
 * Parsed as a document that is never shown (nothing in it runs or loads), not patched as text.
 */
export function withScrollingTables(html: string, labelId: string): string {
  if (typeof DOMParser === 'undefined' || !/<table/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const table of doc.body.querySelectorAll('table')) {
    const box = doc.createElement('div');
    box.className = 'spw-article__table';
    box.setAttribute('role', 'region');
    box.setAttribute('tabindex', '0');
    box.setAttribute('aria-labelledby', labelId);
    table.replaceWith(box);
    box.append(table);
  }
  return doc.body.innerHTML;
}
