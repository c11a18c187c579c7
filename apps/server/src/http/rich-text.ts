// The one allow-list for HTML that users or admins write, cleaned on the server.
import sanitizeHtml from 'sanitize-html';

/**
 * What stored HTML (a report, an editable page) may hold: text structure, links, pictures and
 * tables. Scripts, event handlers, styles and frames never pass; links open outside the site
 * without a referrer.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** HTML as it may be stored and shown (sanitize-html with the allow-list above). */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}
