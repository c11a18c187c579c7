import { readFileSync } from 'node:fs';
import { Mint } from 'mint-filter';
import * as OpenCC from 'opencc-js/t2cn';
import sanitizeHtml from 'sanitize-html';

/**
 * The review queue's sensitive-word finder: an Aho–Corasick word list (mint-filter) over the text
 * turned into simplified Chinese first (OpenCC), so 賭博 is found by 赌博. Latin words match in any
 * case. It only flags words for the reviewer to look at; it never changes what the author wrote.
 *
 * The words below are a small default for the demo; SENSITIVE_WORDS_FILE (one word per line, `#`
 * starts a comment) adds the site's own list.
 */
export const DEFAULT_SENSITIVE_WORDS: readonly string[] = [
  '赌博',
  '博彩',
  '代开发票',
  '办证',
  '传销',
  '枪支',
  '毒品',
  '洗钱',
  '高利贷',
  '刷单',
  'gambling',
  'money laundering',
];

// Taiwan's and Hong Kong's forms both to simplified (a character that is the same either way is kept).
const fromTaiwan = OpenCC.Converter({ from: 'tw', to: 'cn' });
const fromHongKong = OpenCC.Converter({ from: 'hk', to: 'cn' });
const toSimplified = (text: string) => fromHongKong(fromTaiwan(text));

const finders = new Map<string, Mint>();

function finderFor(file: string | undefined): Mint {
  const key = file ?? '';
  let finder = finders.get(key);
  if (!finder) {
    const extra = file
      ? readFileSync(file, 'utf8')
          .split(/\r?\n/)
          .map((line) => line.replace(/#.*/, '').trim())
          .filter(Boolean)
      : [];
    const words = [...new Set([...DEFAULT_SENSITIVE_WORDS, ...extra].map((w) => toSimplified(w).toLowerCase()))];
    finder = new Mint(words);
    finders.set(key, finder);
  }
  return finder;
}

/** The text of some HTML, tags dropped and entities read. */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The sensitive words in these texts, each once, as the text writes them (賭博 in a traditional
 * text, Gambling where it is capitalised), so the reviewer's screen can mark them where they are.
 */
export function findSensitive(texts: readonly string[], file?: string): string[] {
  const finder = finderFor(file);
  const found = new Set<string>();
  for (const text of texts) {
    const simplified = toSimplified(text);
    const { words } = finder.filter(simplified, { replace: false });
    for (const word of words) {
      // OpenCC maps character to character here, so the word sits at the same place in the text as written.
      const lower = simplified.toLowerCase();
      let at = lower.indexOf(word.toLowerCase());
      while (at >= 0) {
        found.add(simplified.length === text.length ? text.slice(at, at + word.length) : word);
        at = lower.indexOf(word.toLowerCase(), at + word.length);
      }
    }
  }
  return [...found];
}
