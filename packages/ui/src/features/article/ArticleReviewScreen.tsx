import type { components } from '@spw/api';
import { formatDateTime, LANGUAGE_TAG, type MessageKey } from '@spw/i18n';
import { diffArrays, type ArrayChange } from 'diff';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { articleLangTag, withScrollingTables } from './articleText.ts';
import './article.css';
import './creator.css';

type ArticleReviewItem = components['schemas']['ArticleReviewItem'];
type LiveVersion = NonNullable<ArticleReviewItem['live']>;

/** An admin's answer: approve, or reject with the reason the author is told. */
export type ReviewDecision = { pass: true } | { pass: false; reason: string };

export interface ArticleReviewScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  /** One page of the queue, oldest submission first (as /article/reviewLists gives it). */
  items: ArticleReviewItem[];
  /** Approve or reject; resolves once decided (the container then drops the entry), rejects when it failed. */
  onDecide: (item: ArticleReviewItem, decision: ReviewDecision) => Promise<void>;
  /** The id of the entry being decided: its buttons wait. */
  deciding?: number;
  onRetry?: () => void;
  /** The article as it will look once approved (/article/preview?id=). */
  previewHrefOf: (item: ArticleReviewItem) => string;
}

const REASONS = ['short', 'sensitive', 'sources', 'offTopic', 'other'] as const;
type ReasonCode = (typeof REASONS)[number];

const REASON_LABEL: Record<ReasonCode, MessageKey> = {
  short: 'article.review.reason.short',
  sensitive: 'article.review.reason.sensitive',
  sources: 'article.review.reason.sources',
  offTopic: 'article.review.reason.offTopic',
  other: 'article.review.reason.other',
};

/** The longest reason /article/censor takes (ArticleCensorBody.reason). */
const REASON_MAX = 200;

/* ----- Sensitive words ----- */

/** One pattern for all the flagged words (longest first, so a longer word wins), matched in any letter case; null for none. */
function flaggedPattern(words: readonly string[]): RegExp | null {
  const list = [...new Set(words.map((word) => word.trim()).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return list.length ? new RegExp(`(${list.join('|')})`, 'giu') : null;
}

/** Plain text with each flagged word in a <mark> (React escapes the text). */
function highlight(text: string, pattern: RegExp | null): ReactNode {
  if (!pattern) return text;
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className="spw-review__flag">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/**
 * The article's HTML as the queue shows it: each flagged word in a <mark>, and its headings moved
 * under the entry's own (the text sits below an h3). Parsed as a document that is never shown
 * (nothing in it runs or loads); only its text nodes are split, so no text becomes markup.
 */
function reviewHtml(html: string, pattern: RegExp | null): string {
  if (typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const heading of doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const moved = doc.createElement(`h${Math.min(Math.max(Number(heading.tagName.slice(1)) + 2, 4), 6)}`);
    for (const { name, value } of Array.from(heading.attributes)) moved.setAttribute(name, value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  if (pattern) {
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text && !node.parentElement?.closest('script, style, textarea')) texts.push(node);
    }
    for (const text of texts) {
      const parts = text.data.split(pattern);
      if (parts.length === 1) continue;
      const fragment = doc.createDocumentFragment();
      parts.forEach((part, index) => {
        if (!part) return;
        if (index % 2 === 1) {
          const mark = doc.createElement('mark');
          mark.className = 'spw-review__flag';
          mark.textContent = part;
          fragment.append(mark);
        } else {
          fragment.append(part);
        }
      });
      text.replaceWith(fragment);
    }
  }
  return doc.body.innerHTML;
}

/* ----- The comparison of a revision with the live version ----- */

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'CAPTION',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The article's text as plain paragraphs (one per block: paragraph, heading, list item, table row). */
function paragraphsOf(html: string): string[] {
  if (typeof DOMParser === 'undefined') return [collapse(html.replace(/<[^>]*>/g, ' '))].filter(Boolean);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const paragraphs: string[] = [];
  let line = '';
  const end = () => {
    const text = collapse(line);
    if (text) paragraphs.push(text);
    line = '';
  };
  const walk = (parent: Node) => {
    for (const node of parent.childNodes) {
      if (node instanceof Text) {
        line += node.data;
      } else if (node instanceof Element) {
        const tag = node.tagName;
        if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') continue;
        if (tag === 'BR') {
          end();
          continue;
        }
        const block = BLOCKS.has(tag);
        if (block) end();
        // Cells of a row read as one line, a little apart.
        if (tag === 'TD' || tag === 'TH') line += '  ';
        walk(node);
        if (block) end();
      }
    }
  };
  walk(doc.body);
  end();
  return paragraphs;
}

type Change = 'removed' | 'added';
interface Piece {
  text: string;
  change?: Change;
}
type Paragraph = Piece[];
/** Paragraphs of the live version beside those of the revision: the same, or changed. */
interface CompareRow {
  same: boolean;
  live: Paragraph[];
  revised: Paragraph[];
}

/** Between paragraphs in a run of tokens; never a token of the text (whitespace is collapsed). */
const BREAK = '\n';
/** Beyond this many changed words the comparison marks the paragraphs whole instead of word by word. */
const EDIT_LIMIT = 3000;

type Segment = (text: string) => string[];

/** Words as the language cuts them (Chinese has no spaces: the segmenter's dictionary finds them); else characters. */
function segmenterFor(lang: string): Segment {
  if (typeof Intl.Segmenter !== 'function') return (text) => Array.from(text);
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return (text) => Array.from(segmenter.segment(text), (part) => part.segment);
}

/** Gathers the pieces of one side into paragraphs, joining neighbours of the same kind. */
function side() {
  const paragraphs: Paragraph[] = [[]];
  return {
    add(tokens: readonly string[], change?: Change) {
      for (const token of tokens) {
        if (token === BREAK) {
          paragraphs.push([]);
          continue;
        }
        const paragraph = paragraphs[paragraphs.length - 1];
        if (!paragraph) continue;
        const last = paragraph[paragraph.length - 1];
        if (last && last.change === change) last.text += token;
        else paragraph.push({ text: token, change });
      }
    },
    paragraphs: () => paragraphs.filter((paragraph) => paragraph.length > 0),
  };
}

/** A stretch of a run: the same on both sides, or changed (what it was, what it became). */
interface Stretch {
  same: boolean;
  live: string[];
  revised: string[];
}

/**
 * The diff as stretches. Spaces alone between two changes join them, so 'a b' → 'c d' reads as
 * one change rather than two; then what both sides of a change start or end with goes back to
 * its neighbours, so a mark covers the words that changed and not the space after them.
 */
function stretchesOf(changes: ArrayChange<string>[]): Stretch[] {
  const stretches: Stretch[] = [];
  changes.forEach((change, index) => {
    const last = stretches[stretches.length - 1];
    const glue =
      !change.added &&
      !change.removed &&
      index > 0 &&
      index < changes.length - 1 &&
      change.value.every((token) => token !== BREAK && token.trim() === '');
    if (change.added || change.removed || glue) {
      let edit = last && !last.same ? last : undefined;
      if (!edit) {
        edit = { same: false, live: [], revised: [] };
        stretches.push(edit);
      }
      if (!change.added) edit.live.push(...change.value);
      if (!change.removed) edit.revised.push(...change.value);
    } else {
      stretches.push({ same: true, live: change.value, revised: change.value });
    }
  });
  return stretches.flatMap((stretch) => {
    if (stretch.same) return [stretch];
    const { live, revised } = stretch;
    let head = 0;
    while (head < live.length && head < revised.length && live[head] === revised[head]) head += 1;
    let tail = 0;
    while (
      tail < live.length - head &&
      tail < revised.length - head &&
      live[live.length - 1 - tail] === revised[revised.length - 1 - tail]
    ) {
      tail += 1;
    }
    const shared = (tokens: string[]) => ({ same: true, live: tokens, revised: tokens });
    return [
      shared(live.slice(0, head)),
      { same: false, live: live.slice(head, live.length - tail), revised: revised.slice(head, revised.length - tail) },
      shared(live.slice(live.length - tail)),
    ].filter((part) => part.live.length > 0 || part.revised.length > 0);
  });
}

/** The word changes of a run of changed paragraphs (or marked whole when they differ beyond EDIT_LIMIT). */
function compareRun(before: string[], after: string[], segment: Segment): CompareRow {
  const tokensOf = (paragraphs: string[]) => paragraphs.flatMap((text, index) => (index === 0 ? segment(text) : [BREAK, ...segment(text)]));
  const live = side();
  const revised = side();
  const changes: ArrayChange<string>[] | undefined = diffArrays(tokensOf(before), tokensOf(after), { maxEditLength: EDIT_LIMIT });
  const stretches = changes ? stretchesOf(changes) : [{ same: false, live: tokensOf(before), revised: tokensOf(after) }];
  for (const stretch of stretches) {
    live.add(stretch.live, stretch.same ? undefined : 'removed');
    revised.add(stretch.revised, stretch.same ? undefined : 'added');
  }
  return { same: false, live: live.paragraphs(), revised: revised.paragraphs() };
}

/** How alike two paragraphs are, 0 to 1: the share of their pairs of characters they have in common (Dice). */
function likeness(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  let total = 0;
  for (const [pair, count] of a) {
    shared += Math.min(count, b.get(pair) ?? 0);
    total += count;
  }
  for (const count of b.values()) total += count;
  return total ? (2 * shared) / total : 0;
}

function pairsOf(text: string): Map<string, number> {
  const chars = Array.from(text);
  const pairs = new Map<string, number>();
  for (let i = 0; i < Math.max(1, chars.length - 1); i += 1) {
    const pair = chars.slice(i, i + 2).join('');
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return pairs;
}

/** Paragraphs at least this alike are one paragraph edited (compared word by word); less, one removed and another added. */
const ALIKE = 0.5;
/** Beyond this many pairs of changed paragraphs to weigh, the run is compared as one. */
const PAIR_LIMIT = 2500;

/**
 * A run of changed paragraphs, each edited one beside its old self: the most alike pairs are
 * matched in order (a small alignment), the rest shown removed or added whole.
 */
function alignRun(before: string[], after: string[], segment: Segment): CompareRow[] {
  const m = before.length;
  const n = after.length;
  if (m === 0 || n === 0 || m * n > PAIR_LIMIT) return [compareRun(before, after, segment)];
  const left = before.map(pairsOf);
  const right = after.map(pairsOf);
  const width = n + 1;
  const score = new Float64Array((m + 1) * width);
  // 0: the old paragraph removed; 1: the new one added; 2: the two paired.
  const step = new Uint8Array((m + 1) * width);
  for (let i = 0; i <= m; i += 1) {
    for (let j = 0; j <= n; j += 1) {
      if (i === 0 && j === 0) continue;
      let best = -1;
      if (i > 0) {
        best = score[(i - 1) * width + j] ?? 0;
        step[i * width + j] = 0;
      }
      if (j > 0 && (score[i * width + j - 1] ?? 0) > best) {
        best = score[i * width + j - 1] ?? 0;
        step[i * width + j] = 1;
      }
      if (i > 0 && j > 0) {
        const alike = likeness(left[i - 1] ?? new Map(), right[j - 1] ?? new Map());
        const paired = (score[(i - 1) * width + j - 1] ?? 0) + alike;
        if (alike >= ALIKE && paired > best) {
          best = paired;
          step[i * width + j] = 2;
        }
      }
      score[i * width + j] = best;
    }
  }
  const moves: Array<{ live?: string; revised?: string }> = [];
  for (let i = m, j = n; i > 0 || j > 0;) {
    const move = step[i * width + j];
    if (i > 0 && j > 0 && move === 2) moves.push({ live: before[(i -= 1)], revised: after[(j -= 1)] });
    else if (i > 0 && (j === 0 || move === 0)) moves.push({ live: before[(i -= 1)] });
    else moves.push({ revised: after[(j -= 1)] });
  }
  moves.reverse();

  const rows: CompareRow[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (removed.length || added.length) {
      rows.push({
        same: false,
        live: removed.map((text) => [{ text, change: 'removed' }]),
        revised: added.map((text) => [{ text, change: 'added' }]),
      });
    }
    removed = [];
    added = [];
  };
  for (const { live, revised } of moves) {
    if (live !== undefined && revised !== undefined) {
      flush();
      rows.push(compareRun([live], [revised], segment));
    } else if (live !== undefined) removed.push(live);
    else if (revised !== undefined) added.push(revised);
  }
  flush();
  return rows;
}

/** Paragraphs matched whole first (so unchanged ones line up), then each changed run paragraph by paragraph. */
function compareParagraphs(before: string[], after: string[], segment: Segment): CompareRow[] {
  const rows: CompareRow[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (removed.length || added.length) rows.push(...alignRun(removed, added, segment));
    removed = [];
    added = [];
  };
  for (const part of diffArrays(before, after)) {
    if (part.removed) removed.push(...part.value);
    else if (part.added) added.push(...part.value);
    else {
      flush();
      for (const text of part.value) rows.push({ same: true, live: [[{ text }]], revised: [[{ text }]] });
    }
  }
  flush();
  return rows;
}

const plain = (text: string) => (collapse(text) ? [collapse(text)] : []);

/** One field of the comparison (title, summary, text, cover): the live version beside the revision, row by row. */
function CompareField({ name, rows, lang, pattern }: { name: string; rows: CompareRow[]; lang: string; pattern: RegExp | null }) {
  const t = useT();
  const pieces = (paragraphs: Paragraph[]) =>
    paragraphs.length === 0 ? (
      <p className="spw-compare__none">{t('article.review.none')}</p>
    ) : (
      paragraphs.map((paragraph, index) => (
        <p key={index} lang={lang}>
          {paragraph.map((piece, at) =>
            piece.change === 'removed' ? (
              <del key={at}>
                <span className="spw-visually-hidden">{`${t('article.review.removedStart')} `}</span>
                {highlight(piece.text, pattern)}
                <span className="spw-visually-hidden">{` ${t('article.review.removedEnd')}`}</span>
              </del>
            ) : piece.change === 'added' ? (
              <ins key={at}>
                <span className="spw-visually-hidden">{`${t('article.review.addedStart')} `}</span>
                {highlight(piece.text, pattern)}
                <span className="spw-visually-hidden">{` ${t('article.review.addedEnd')}`}</span>
              </ins>
            ) : (
              <span key={at}>{highlight(piece.text, pattern)}</span>
            ),
          )}
        </p>
      ))
    );
  return (
    <div className="spw-compare__field">
      <h4 className="spw-compare__name">{name}</h4>
      {rows.map((row, index) => (
        <div key={index} className="spw-compare__row" data-same={row.same ? '' : undefined}>
          <div className="spw-compare__cell">
            <span className="spw-compare__label">{t(row.same ? 'article.review.unchanged' : 'article.review.live')}</span>
            {pieces(row.live)}
          </div>
          {/* The same words again: drawn for the eye, read once. */}
          <div className="spw-compare__cell" aria-hidden={row.same || undefined}>
            <span className="spw-compare__label">{t('article.review.revised')}</span>
            {pieces(row.revised)}
          </div>
        </div>
      ))}
    </div>
  );
}

function CoverField({ live, revised }: { live: string; revised: string }) {
  const t = useT();
  const cover = (src: string, label: MessageKey) => (
    <div className="spw-compare__cell">
      <span className="spw-compare__label">{t(label)}</span>
      {src ? (
        <img className="spw-compare__cover" src={src} alt={t('article.review.cover')} width={240} height={135} loading="lazy" />
      ) : (
        <p className="spw-compare__none">{t('article.review.noCover')}</p>
      )}
    </div>
  );
  return (
    <div className="spw-compare__field">
      <h4 className="spw-compare__name">{t('article.review.cover')}</h4>
      <div className="spw-compare__row">
        {cover(live, 'article.review.live')}
        {cover(revised, 'article.review.revised')}
      </div>
    </div>
  );
}

/** A revision beside the version readers see now: removed words struck through, added ones underlined. */
function Comparison({
  item,
  live,
  pattern,
  titleId,
}: {
  item: ArticleReviewItem;
  live: LiveVersion;
  pattern: RegExp | null;
  /** The entry's title: the comparison is named by it too (a page has several). */
  titleId: string;
}) {
  const t = useT();
  const id = useId();
  const lang = articleLangTag(item.lang);
  const fields = useMemo(() => {
    const segment = segmenterFor(lang);
    return {
      title: compareParagraphs(plain(live.title), plain(item.title), segment),
      summary: live.summary.trim() || item.summary.trim() ? compareParagraphs(plain(live.summary), plain(item.summary), segment) : null,
      text: compareParagraphs(paragraphsOf(live.content), paragraphsOf(item.content), segment),
    };
  }, [lang, live, item.title, item.summary, item.content]);
  return (
    <section className="spw-compare" aria-labelledby={`${id}-heading ${titleId}`}>
      <h3 id={`${id}-heading`} className="spw-review-entry__subhead">
        {t('article.review.compare')}
      </h3>
      {/* A key for the eye; a screen reader hears where each change starts and ends. */}
      <p className="spw-compare__legend" aria-hidden="true">
        <span className="spw-compare__key spw-compare__key--removed">{t('article.review.removed')}</span>
        <span className="spw-compare__key spw-compare__key--added">{t('article.review.added')}</span>
      </p>
      <div className="spw-compare__columns" aria-hidden="true">
        <span>{t('article.review.live')}</span>
        <span>{t('article.review.revised')}</span>
      </div>
      <CompareField name={t('article.review.title')} rows={fields.title} lang={lang} pattern={pattern} />
      {fields.summary ? <CompareField name={t('article.review.summary')} rows={fields.summary} lang={lang} pattern={pattern} /> : null}
      {live.cover !== item.cover ? <CoverField live={live.cover} revised={item.cover} /> : null}
      <CompareField name={t('article.review.text')} rows={fields.text} lang={lang} pattern={pattern} />
    </section>
  );
}

/* ----- One entry of the queue ----- */

function ReviewEntry({
  item,
  busy,
  onDecide,
  previewHref,
}: {
  item: ArticleReviewItem;
  busy: boolean;
  onDecide: ArticleReviewScreenProps['onDecide'];
  previewHref: string;
}) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const lang = articleLangTag(item.lang);
  const titleId = `${id}-title`;
  const tableLabelId = `${id}-table`;
  const pattern = useMemo(() => flaggedPattern(item.flagged), [item.flagged]);
  const html = useMemo(
    () => (item.live ? '' : withScrollingTables(reviewHtml(item.content, pattern), tableLabelId)),
    [item.live, item.content, pattern, tableLabelId],
  );

  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<ReasonCode | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const rejectButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    // Into the form when it opens, back to its button when it closes (not on the first draw).
    if (rejecting) {
      opened.current = true;
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
    } else if (opened.current) {
      rejectButton.current?.focus();
    }
  }, [rejecting]);

  // A common reason is sent with the details after it: the details get what room the reason leaves.
  const label = reason && reason !== 'other' ? t(REASON_LABEL[reason]) : '';
  const noteMax = REASON_MAX - (label ? t('article.review.reasonWithNote', { reason: label, note: '' }).length : 0);

  const close = () => {
    setRejecting(false);
    setReason('');
    setNote('');
    setErrors({});
  };

  /** The container tells a failure; the entry stays as it is, to try again. */
  const decide = async (decision: ReviewDecision) => {
    try {
      await onDecide(item, decision);
      return true;
    } catch {
      return false;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const details = note.trim();
    const next = {
      reason: reason ? undefined : t('article.review.reasonRequired'),
      note:
        reason === 'other' && !details
          ? t('article.review.noteRequired')
          : details.length > noteMax
            ? t('article.review.noteTooLong', { max: noteMax })
            : undefined,
    };
    setErrors(next);
    if (!reason || next.reason || next.note) {
      const invalid = next.reason ? 'input[type="radio"]' : 'textarea';
      event.currentTarget.querySelector<HTMLElement>(invalid)?.focus();
      return;
    }
    const text = reason === 'other' ? details : details ? t('article.review.reasonWithNote', { reason: label, note: details }) : label;
    if (await decide({ pass: false, reason: text })) close();
  };

  // The title after each button's name: 'Approve <title>' tells the entries' buttons apart.
  const about = (
    <span className="spw-visually-hidden" lang={lang}>
      {' '}
      {item.title}
    </span>
  );
  const readerLang = LANGUAGE_TAG[locale];

  return (
    <Card asChild variant="outline">
      <article className="spw-review-entry" aria-labelledby={titleId}>
        <header className="spw-review-entry__head">
          <h2 id={titleId} className="spw-review-entry__title" lang={lang}>
            {highlight(item.title, pattern)}
          </h2>
          <p className="spw-review-entry__meta">
            <Tag tone={item.kind === 'revision' ? 'gold' : 'info'} size="sm">
              {t(`article.review.kind.${item.kind}`)}
            </Tag>
            <span>
              {t('article.review.author')} {/* A name as its owner wrote it: not words of the site. */}
              <span className="spw-review-entry__author" translate="no">
                {item.nickname}
              </span>
            </span>
            <time dateTime={item.submitted_at}>{t('article.review.submitted', { date: formatDateTime(item.submitted_at, locale) })}</time>
          </p>
        </header>

        <div className="spw-review-entry__flagged">
          <h3 id={`${id}-flagged`} className="spw-review-entry__subhead">
            {t('article.review.flagged')}
          </h3>
          {item.flagged.length ? (
            <ul className="spw-review-entry__words" aria-labelledby={`${id}-flagged`} lang={lang}>
              {item.flagged.map((word) => (
                <li key={word}>
                  <Tag tone="danger" size="sm">
                    {word}
                  </Tag>
                </li>
              ))}
            </ul>
          ) : (
            <p className="spw-review-entry__clean">{t('article.review.flaggedNone')}</p>
          )}
        </div>

        {item.live ? (
          <Comparison item={item} live={item.live} pattern={pattern} titleId={titleId} />
        ) : (
          <>
            {item.summary || item.cover ? (
              <div className="spw-review-entry__lede">
                {item.cover ? (
                  <img
                    className="spw-review-entry__cover"
                    src={item.cover}
                    alt={t('article.review.cover')}
                    width={240}
                    height={135}
                    loading="lazy"
                  />
                ) : null}
                {item.summary ? (
                  <p className="spw-review-entry__summary" lang={lang}>
                    {highlight(item.summary, pattern)}
                  </p>
                ) : null}
              </div>
            ) : null}
            <div className="spw-review-entry__body">
              <h3 id={`${id}-text`} className="spw-review-entry__subhead">
                {t('article.review.text')}
              </h3>
              {/* Cleaned by the server on every write; only <mark>s and heading levels change here. A long text scrolls in its box. */}
              <div
                className="spw-review-entry__text spw-article__content"
                role="region"
                tabIndex={0}
                aria-labelledby={`${id}-text ${titleId}`}
                lang={lang}
                dangerouslySetInnerHTML={{ __html: html }}
              />
              <span id={tableLabelId} hidden>
                {t('article.table')}
              </span>
            </div>
          </>
        )}

        <div className="spw-review-entry__decide" role="group" aria-label={t('article.review.decision')} lang={readerLang}>
          <Button
            className="spw-review-entry__button"
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            onClick={() => {
              if (!busy) void decide({ pass: true });
            }}
          >
            {t('article.review.approve')}
            {about}
          </Button>
          <Button
            ref={rejectButton}
            variant="secondary"
            className="spw-review-entry__button"
            aria-expanded={rejecting}
            aria-controls={rejecting ? `${id}-reject` : undefined}
            onClick={() => (rejecting ? close() : setRejecting(true))}
          >
            {t('article.review.reject')}
            {about}
          </Button>
          <Button asChild variant="ghost" className="spw-review-entry__preview">
            <a href={previewHref}>
              {t('article.preview.title')}
              {about}
            </a>
          </Button>
        </div>

        {rejecting ? (
          <form ref={form} id={`${id}-reject`} className="spw-reject" noValidate onSubmit={(event) => void submit(event)}>
            <RadioGroupField
              name={`${id}-reason`}
              label={t('article.review.rejectReason')}
              orientation="vertical"
              required
              options={REASONS.map((code) => ({ value: code, label: t(REASON_LABEL[code]) }))}
              value={reason}
              onChange={(value) => {
                setReason(REASONS.find((code) => code === value) ?? '');
                setErrors({});
              }}
              error={errors.reason}
            />
            <TextareaField
              label={t('article.review.note')}
              required={reason === 'other'}
              optional={reason !== 'other'}
              hint={t('article.review.noteHint')}
              maxLength={noteMax}
              rows={3}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                if (errors.note) setErrors({ ...errors, note: undefined });
              }}
              error={errors.note}
            />
            <div className="spw-reject__actions">
              <Button type="submit" variant="danger" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
                {t('article.review.confirmReject')}
              </Button>
              <Button type="button" variant="ghost" onClick={close}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : null}
      </article>
    </Card>
  );
}

/** /creator/article/review (admins): new articles and revisions waiting, oldest first; approve or reject each. */
export function ArticleReviewScreen({
  status,
  items,
  total,
  page,
  rows,
  onPageChange,
  onDecide,
  deciding,
  onRetry,
  previewHrefOf,
}: ArticleReviewScreenProps) {
  const t = useT();
  const id = useId();
  return (
    <section className="spw-review" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-review__head">
        <h1 id={`${id}-heading`} className="spw-mine__heading">
          {t('article.review.heading')}
        </h1>
        <p className="spw-review__lead">{t('article.review.lead')}</p>
      </header>
      {status === 'loading' ? (
        <div className="spw-review__items">
          {[0, 1].map((n) => (
            <Skeleton key={n} variant="block" height={360} announce={n === 0} className="spw-mine__placeholder" />
          ))}
        </div>
      ) : status === 'error' ? (
        <LoadError title={t('article.review.error')} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <EmptyState title={t('article.review.empty')} />
      ) : (
        <>
          <p className="spw-review__count">{t('article.review.count', { total })}</p>
          <ol className="spw-review__items">
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <ReviewEntry item={item} busy={deciding === item.id} onDecide={onDecide} previewHref={previewHrefOf(item)} />
              </li>
            ))}
          </ol>
          <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
        </>
      )}
    </section>
  );
}
