/**
 * Pasted HTML made plain for the article editor. Word and WeChat (公众号) articles arrive wrapped
 * in layout (nested <section>s, styled <span>s, Office markup, conditional comments); the server
 * keeps only p br h2 h3 h4 strong b em i u s blockquote ul ol li a img figure figcaption table
 * thead tbody tr th td hr span, with no style. This keeps the structure an author meant —
 * paragraphs, headings, lists (Word's fake ones made real), quotes, tables, bold and italic,
 * links and pictures — and drops the rest, so ProseMirror parses the result into the editor's
 * schema without surprises. Pure: it parses with DOMParser (no script runs, nothing loads).
 */

/** Elements dropped with everything inside them. */
const DROP = new Set([
  'script',
  'style',
  'meta',
  'link',
  'title',
  'base',
  'head',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'svg',
  'math',
  'map',
  'area',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'dialog',
  'xml',
  'colgroup',
  'col',
  'wbr',
]);

/** WeChat's own widgets (profile cards, mini programs, voice, music, shop cards): no content of the article. */
const WECHAT_WIDGET = /^(?:mp-.+|mpvoice|mpprofile|mpcps|mppoi|mpshop|mpgongyi|mpvideosnap|mpcpc|mpcommon|qqmusic)$/;

/** Layout wrappers: a paragraph when they hold only text, else their blocks (loose text in paragraphs). */
const CONTAINERS = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'center',
  'address',
  'hgroup',
  'details',
  'summary',
  'fieldset',
  'legend',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'pre',
  'body',
]);

/** Blocks of the result (and of the source, for grouping loose text); img is a block in the editor. */
const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'hr',
  'img',
  ...CONTAINERS,
]);

/** Kept as they are (attributes aside). */
const KEEP = new Set(['p', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'br']);
const MARKS = new Set(['strong', 'b', 'em', 'i', 'u', 's']);
const RENAME: Readonly<Record<string, string>> = { h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3', strike: 's', del: 's', tfoot: 'tbody' };

/** Attributes kept, by element. */
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  img: ['src', 'alt'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
};

const HIDDEN_STYLE = /(?:^|[;\s])(?:display\s*:\s*none|visibility\s*:\s*hidden|mso-hide\s*:\s*all)/i;
const WORD_LIST_STYLE = /(?:^|[;\s])mso-list\s*:\s*l(\d+)\s+level(\d+)/i;
const WORD_LIST_MARKER_STYLE = /(?:^|[;\s])mso-list\s*:\s*ignore/i;
/** '1.', '1)', '(1)', 'a.', 'iv.', '一、', '（一）', '①': an ordered list; anything else ('·', '', '●', 'o') a bulleted one. */
const ORDERED_MARKER =
  /^(?:[(（]?(?:\d{1,3}|[a-z]|[ivxlcdm]{1,6}|[一二三四五六七八九十百零〇]{1,4})[.)）、．:：]|[\u2460-\u2473\u2776-\u2793])/i;
const BLANK = /^[\s\u00a0\u200b-\u200d\u2060\ufeff]*$/;
/** Characters between which a line break in the source is no space: Word wraps its HTML in the middle of Chinese text. */
const CJK_CHAR = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u3000-\\u303f\\uff00-\\uffef]';
const CJK_LINE_BREAK = new RegExp(`(${CJK_CHAR})[ \\t]*[\\r\\n]+[ \\t]*(?=${CJK_CHAR})`, 'gu');

/**
 * A link target the editor takes: http(s) and mailto only ('//host/…' becomes https). Returns the
 * cleaned address, or null for anything else (javascript:, data:, file:, relative paths, '#…').
 */
export function allowedHref(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // Browsers ignore control characters inside a scheme: 'java\tscript:' is javascript:.
  let href = raw
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]/g, '')
    .trim()
    .replace(/\s/g, '%20');
  if (href.startsWith('//')) href = `https:${href}`;
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(href)) return href;
  if (!/^https?:\/\/[^/\\\s]/i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.hostname ? href : null;
  } catch {
    return null;
  }
}

/**
 * What a writer typed in the link field, as a link target: an address without a scheme gets
 * https:// ('example.com', 'example.com:8080/a'), a bare e-mail address mailto:; null when the
 * result is not an http(s) or mailto link ('javascript:alert(1)', 'ftp://…').
 */
export function linkFromInput(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(text)) return allowedHref(`mailto:${text}`);
  // A scheme is letters before a colon, not a host before its port ('localhost:3000').
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(text)?.[1];
  if (text.startsWith('//')) return allowedHref(`https:${text}`);
  return allowedHref(scheme && !scheme.includes('.') ? text : `https://${text}`);
}

/** A picture's address: WeChat keeps it in data-src (src is a placeholder until scrolled to). */
function imageSource(img: Element): string | null {
  const candidates = [img.getAttribute('data-src'), img.getAttribute('data-original'), img.getAttribute('src')];
  for (const candidate of candidates) {
    let src = candidate?.trim();
    if (!src) continue;
    if (src.startsWith('//')) src = `https:${src}`;
    // WeChat's picture host serves https; an http address would be blocked as mixed content.
    src = src.replace(/^http:\/\/(mmbiz\.(?:qpic|qlogo)\.cn)\//i, 'https://$1/');
    if (/^https?:\/\/[^/\s]/i.test(src)) return src;
    if (/^\/(?!\/)/.test(src)) return src; // Our own site's pictures, copied from its pages.
  }
  return null;
}

const styleOf = (element: Element) => element.getAttribute('style') ?? '';

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

function rename(element: Element, name: string): Element {
  const renamed = element.ownerDocument.createElement(name);
  renamed.append(...Array.from(element.childNodes));
  for (const { name: attribute, value } of Array.from(element.attributes)) renamed.setAttribute(attribute, value);
  element.replaceWith(renamed);
  return renamed;
}

const isElement = (node: Node): node is Element => node.nodeType === 1;
const isBlock = (node: Node) => isElement(node) && BLOCKS.has(node.localName);
const isBlankText = (node: Node) => node.nodeType === 3 && BLANK.test(node.textContent ?? '');

/** The element's text, ignoring spaces of every kind. */
const hasText = (element: Element) => !BLANK.test(element.textContent ?? '');

/**
 * Word's conditional comments. `<!--[if …]>…<![endif]-->` is one comment (Office-only markup): it
 * goes. `<![if !supportLists]>·<![endif]>` shows what other browsers should draw: the list bullet
 * (kept aside to tell bullets from numbers, then dropped) or an extra line break (dropped); for the
 * other conditions (`!vml`: the picture instead of a drawing) the content stays.
 */
function removeComments(body: HTMLElement, markers: Map<Element, string>): void {
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const comments: Comment[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode as Comment);
  for (const comment of comments) {
    if (!comment.isConnected) continue;
    const condition = /^\[if\s+!support(Lists|LineBreakNewLine)\]$/i.exec(comment.data.trim());
    if (condition) {
      let marker = '';
      let next = comment.nextSibling;
      while (next && !(next.nodeType === 8 && /^\[endif\]$/i.test((next as Comment).data.trim()))) {
        const after: ChildNode | null = next.nextSibling;
        marker += next.textContent ?? '';
        next.remove();
        next = after;
      }
      next?.remove();
      const block = comment.parentElement?.closest('p, li, h1, h2, h3, h4, h5, h6');
      if (block && condition[1]?.toLowerCase() === 'lists' && !markers.has(block)) markers.set(block, marker);
    }
    comment.remove();
  }
}

/** Word's list paragraphs (`mso-list:l0 level1 lfo1`), consecutive ones made into real, nested lists. */
function buildWordLists(body: HTMLElement, markers: Map<Element, string>): void {
  const doc = body.ownerDocument;
  const items = Array.from(body.querySelectorAll('p')).filter((p) => WORD_LIST_STYLE.test(styleOf(p)));
  const runs: Element[][] = [];
  for (const item of items) {
    let previous = item.previousSibling;
    while (previous && (isBlankText(previous) || previous.nodeType === 8)) previous = previous.previousSibling;
    const run = runs.at(-1);
    if (run && previous === run.at(-1)) run.push(item);
    else runs.push([item]);
  }
  for (const run of runs) {
    const first = run[0];
    if (!first) continue;
    // Where the list goes: the items are moved into it one by one.
    const anchor = doc.createTextNode('');
    first.before(anchor);
    const root = doc.createDocumentFragment();
    const stack: { list: Element; level: number; ordered: boolean }[] = [];
    for (const item of run) {
      const level = Number(WORD_LIST_STYLE.exec(styleOf(item))?.[2] ?? 1);
      const marker = (markers.get(item) ?? '').replace(/[\s\u00a0]+/g, '');
      const ordered = ORDERED_MARKER.test(marker);
      while (stack.length > 0 && (stack.at(-1)?.level ?? 0) > level) stack.pop();
      const top = stack.at(-1);
      if (top && top.level === level && top.ordered !== ordered) stack.pop();
      let current = stack.at(-1);
      if (!current || current.level < level) {
        const list = doc.createElement(ordered ? 'ol' : 'ul');
        const start = /^\d+/.exec(marker)?.[0];
        if (ordered && start && start !== '1') list.setAttribute('start', start);
        if (current) {
          let parentItem = current.list.lastElementChild;
          if (!parentItem) {
            parentItem = doc.createElement('li');
            current.list.append(parentItem);
          }
          parentItem.append(list);
        } else {
          root.append(list);
        }
        current = { list, level, ordered };
        stack.push(current);
      }
      const li = doc.createElement('li');
      current.list.append(li);
      li.append(item);
    }
    anchor.replaceWith(root);
  }
}

/** Styles that mean emphasis, as the elements the editor keeps (a span's style is dropped after this). */
function emphasisOf(element: Element): string[] {
  const style = styleOf(element);
  const tags: string[] = [];
  const weight = /(?:^|[;\s])font-weight\s*:\s*([^;]+)/i.exec(style)?.[1]?.trim().toLowerCase();
  if (weight && (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600)) tags.push('strong');
  if (/(?:^|[;\s])font-style\s*:\s*(?:italic|oblique)/i.test(style)) tags.push('em');
  const decoration = /(?:^|[;\s])text-decoration(?:-line)?\s*:\s*([^;]+)/i.exec(style)?.[1] ?? '';
  if (/underline/i.test(decoration)) tags.push('u');
  if (/line-through/i.test(decoration)) tags.push('s');
  return tags;
}

function stripAttributes(element: Element): void {
  const allowed = ATTRIBUTES[element.localName] ?? [];
  for (const { name } of Array.from(element.attributes)) {
    if (!allowed.includes(name)) element.removeAttribute(name);
  }
  for (const span of ['colspan', 'rowspan']) {
    const value = element.getAttribute(span);
    if (value !== null && !(Number(value) > 1)) element.removeAttribute(span);
  }
}

/** A layout wrapper: a paragraph when it holds only inline content, else its blocks with the loose text in paragraphs. */
function flattenContainer(element: Element): void {
  const doc = element.ownerDocument;
  const children = Array.from(element.childNodes);
  if (!children.some(isBlock)) {
    const p = doc.createElement('p');
    p.append(...children);
    element.replaceWith(p);
    return;
  }
  const out: Node[] = [];
  let run: Node[] = [];
  const flush = () => {
    if (run.some((node) => !isBlankText(node))) {
      const p = doc.createElement('p');
      p.append(...run);
      out.push(p);
    }
    run = [];
  };
  for (const child of children) {
    if (isBlock(child)) {
      flush();
      out.push(child);
    } else {
      run.push(child);
    }
  }
  flush();
  element.replaceWith(...out);
}

/** Every element, children first, made into what the editor keeps. */
function clean(element: Element): void {
  for (const child of Array.from(element.children)) clean(child);
  const name = element.localName;
  if (RENAME[name]) {
    stripAttributes(rename(element, RENAME[name]));
    return;
  }
  if (KEEP.has(name)) {
    stripAttributes(element);
    return;
  }
  if (MARKS.has(name)) {
    // Google Docs wraps a whole copy in <b style="font-weight:normal">.
    const weight = /(?:^|[;\s])font-weight\s*:\s*(normal|[1-4]00)\b/i.test(styleOf(element));
    if ((name === 'b' || name === 'strong') && weight) unwrap(element);
    else stripAttributes(element);
    return;
  }
  if (name === 'a') {
    const href = allowedHref(element.getAttribute('href'));
    if (!href) {
      unwrap(element);
      return;
    }
    stripAttributes(element);
    element.setAttribute('href', href);
    return;
  }
  if (name === 'img') {
    const src = imageSource(element);
    if (!src) {
      element.remove();
      return;
    }
    const alt = element.getAttribute('alt')?.trim();
    stripAttributes(element);
    element.setAttribute('src', src);
    if (alt) element.setAttribute('alt', alt);
    else element.removeAttribute('alt');
    return;
  }
  if (name === 'caption') {
    // A table holds rows only: its caption goes above it, as a paragraph.
    const table = element.closest('table');
    const p = rename(element, 'p');
    stripAttributes(p);
    if (table) table.before(p);
    return;
  }
  if (CONTAINERS.has(name)) {
    if (name !== 'body') flattenContainer(element);
    return;
  }
  // Spans, <font>, Office's namespaced wrappers (w:sdt, st1:chsdate) and anything unknown: their
  // content stays, with the emphasis their style gave it.
  const emphasis = emphasisOf(element);
  if (emphasis.length > 0) {
    let inner: Element | null = null;
    let outer: Element | null = null;
    for (const tag of emphasis) {
      const wrapper = element.ownerDocument.createElement(tag);
      if (inner) inner.append(wrapper);
      else outer = wrapper;
      inner = wrapper;
    }
    if (inner && outer) {
      inner.append(...Array.from(element.childNodes));
      element.replaceWith(outer);
      return;
    }
  }
  unwrap(element);
}

/** The text of the whole body: no zero-width characters, no spaces where Word broke a Chinese line. */
function cleanText(body: HTMLElement): void {
  body.normalize();
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    const value = text.data
      .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
      .replace(CJK_LINE_BREAK, '$1')
      .replace(/\u00a0/g, ' ');
    if (value !== text.data) text.data = value;
  }
}

/** Empty marks, line breaks at the edges of a block, empty paragraphs (Word's &nbsp;, WeChat's <br>), lone pictures in paragraphs. */
function tidy(body: HTMLElement): void {
  for (const mark of Array.from(body.querySelectorAll('strong, b, em, i, u, s, a')).reverse()) {
    if (!hasText(mark) && !mark.querySelector('img')) unwrap(mark);
  }
  for (const block of Array.from(body.querySelectorAll('p, h2, h3, li, td, th, blockquote'))) {
    for (const edge of ['firstChild', 'lastChild'] as const) {
      let node = block[edge];
      while (node && (isBlankText(node) || (isElement(node) && node.localName === 'br'))) {
        const next: ChildNode | null = edge === 'firstChild' ? node.nextSibling : node.previousSibling;
        if (isElement(node)) node.remove();
        node = next;
      }
    }
  }
  for (const block of Array.from(body.querySelectorAll('p, h2, h3, li, blockquote, ul, ol')).reverse()) {
    if (!hasText(block) && !block.querySelector('img, table, hr')) block.remove();
  }
  for (const p of Array.from(body.querySelectorAll('p'))) {
    const children = Array.from(p.childNodes).filter((node) => !isBlankText(node) && !(isElement(node) && node.localName === 'br'));
    if (children.length > 0 && children.every((node) => isElement(node) && node.localName === 'img')) p.replaceWith(...children);
  }
}

export function cleanPastedHtml(html: string): string {
  // Copied from a ProseMirror editor (this one, most often): already clean, and its slice marker
  // (data-pm-slice) must reach the parser as it is.
  if (html.includes('data-pm-slice')) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  const markers = new Map<Element, string>();
  removeComments(body, markers);
  // Word's list bullets without conditional comments: <span style="mso-list:Ignore">1.</span>.
  for (const marker of Array.from(body.querySelectorAll('[style]')).filter((element) => WORD_LIST_MARKER_STYLE.test(styleOf(element)))) {
    const block = marker.closest('p, li, h1, h2, h3, h4, h5, h6');
    if (block && !markers.has(block)) markers.set(block, marker.textContent ?? '');
    marker.remove();
  }
  for (const element of Array.from(body.querySelectorAll('*'))) {
    if (!element.isConnected) continue;
    const name = element.localName;
    if (
      DROP.has(name) ||
      WECHAT_WIDGET.test(name) ||
      name === 'o:p' ||
      name.startsWith('v:') ||
      element.hasAttribute('hidden') ||
      HIDDEN_STYLE.test(styleOf(element))
    ) {
      element.remove();
    }
  }
  buildWordLists(body, markers);
  clean(body);
  cleanText(body);
  tidy(body);
  return body.innerHTML.trim();
}
