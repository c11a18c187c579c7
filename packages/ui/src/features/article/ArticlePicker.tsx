import type { components } from '@spw/api';
import { formatDate, type MessageKey } from '@spw/i18n';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { Tag } from '../../components/Tag.tsx';
import { FieldMarks, FieldMessages, TextField } from '../../components/TextField.tsx';
import { articleLangTag } from './articleText.ts';
import './article-picker.css';

type ArticleItem = components['schemas']['ArticleItem'];

/** The article search: the page runs it (published articles by keyword) and passes the results back. */
export interface ArticleSearch {
  keyword: string;
  status: 'idle' | 'loading' | 'error' | 'ready';
  results: ArticleItem[];
}

/** What the picker needs of a chosen article. */
export interface PickedArticle {
  id: number;
  title: string;
  lang: 'zh' | 'en';
  /** 0: its author has unpublished it since; it is marked. Absent: published. */
  published?: 0 | 1;
}

/**
 * The words a form gives the picker, as catalogue ids (each form's words load with its pages):
 * - hint `{max}`, searchEmpty `{keyword}`, searchCount `{count}`, full `{max}`, chosenCount `{count} {max}`;
 * - moved `{title} {position}`, removed and addedNotice `{title}` (said to screen readers).
 */
export type ArticlePickerWords = Record<
  | 'label'
  | 'hint'
  | 'searchLabel'
  | 'searchPlaceholder'
  | 'searchSubmit'
  | 'searchLoading'
  | 'searchError'
  | 'searchEmpty'
  | 'searchCount'
  | 'results'
  | 'add'
  | 'added'
  | 'full'
  | 'chosen'
  | 'chosenCount'
  | 'none'
  | 'moveUp'
  | 'moveDown'
  | 'remove'
  | 'moved'
  | 'removed'
  | 'addedNotice'
  | 'unpublished',
  MessageKey
>;

export interface ArticlePickerProps<T extends PickedArticle> {
  /** The ids' stem; the search box is `${id}-search` (a form focuses it to point at the list's problem). */
  id: string;
  /** The chosen articles, in order. */
  value: readonly T[];
  onChange: (next: T[]) => void;
  /** A found article as the form holds it once added. */
  toPicked: (item: ArticleItem) => T;
  /** How many may be chosen. */
  max: number;
  search: ArticleSearch;
  /** Search published articles for this keyword (Enter in the box, or the button). */
  onSearch: (keyword: string) => void;
  /** The form's word on the list, shown under it. */
  error?: string;
  /** A star after the label (at least one article), else '（选填）'. */
  required?: boolean;
  words: ArticlePickerWords;
}

/** The search box's id for a picker's `id`. */
export const articleSearchId = (id: string) => `${id}-search`;

/** One thing a search found, as a picker lists it. */
export interface PickerFound<T> {
  /** Tells it from everything else the picker may hold: an article's id; 'video-3' where kinds mix. */
  key: string;
  title: string;
  /** The title's language tag ('zh-CN', 'en'). */
  lang: string;
  /** What is said under the title: its author and date, its length. */
  meta: ReactNode;
  /** It as the form holds it once added. */
  pick: () => T;
}

/** What a search found, by kind: a single group without a label is named by `words.results`. */
export interface PickerGroup<T> {
  /** The group's heading ('视频'), where the picker holds more than one kind. */
  label?: string;
  items: readonly PickerFound<T>[];
  /** Said under a labelled group that found nothing while another found something. */
  empty?: string;
}

/** What the chosen list shows of a chosen thing. */
export interface PickedView {
  /** As `PickerFound.key`: a found thing whose key is chosen is already added. */
  key: string;
  title: string;
  /** The title's language tag; none where it is the page's (a word of the site). */
  lang?: string;
  /** False: readers no longer see it (unpublished, deleted since); it is marked with `words.unpublished`. */
  visible: boolean;
  /** Shown with it, beside the unpublished mark: its kind, its length. */
  tags?: ReactNode;
}

export interface OrderedPickerProps<T> {
  /** The ids' stem; the search box is `${id}-search` (a form focuses it to point at the list's problem). */
  id: string;
  /** The chosen things, in order. */
  value: readonly T[];
  onChange: (next: T[]) => void;
  /** How a chosen thing is shown and told apart. */
  view: (item: T) => PickedView;
  /** How many may be chosen. */
  max: number;
  /** The search as the page last ran it. */
  search: { keyword: string; status: ArticleSearch['status'] };
  /** What it found (read when `search.status` is 'ready'). */
  groups: readonly PickerGroup<T>[];
  /** Search for this keyword (Enter in the box, or the button). */
  onSearch: (keyword: string) => void;
  /** The form's word on the list, shown under it. */
  error?: string;
  /** A star after the label (at least one), else '（选填）'. */
  required?: boolean;
  words: ArticlePickerWords;
}

/**
 * An ordered choice of things found by a search (one kind or several, each kind a group of
 * results): added, moved up or down, removed. The focus stays with what was pressed (or the next
 * thing to press), and each change is said to screen readers. ArticlePicker is its articles-only form.
 */
export function OrderedPicker<T>({
  id,
  value,
  onChange,
  view,
  max,
  search,
  groups,
  onSearch,
  error,
  required = false,
  words,
}: OrderedPickerProps<T>) {
  const t = useT();
  const [keyword, setKeyword] = useState(search.keyword);
  // The list as of the last change, before React has drawn it (two changes can come in one tick).
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  // What a move, an addition or a removal did, for screen readers (the focus stays where it was).
  const [said, setSaid] = useState('');
  // The element to focus once the list is drawn again (a moved item's button, the next one after a removal).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const pickId = (key: string, action: 'up' | 'down' | 'remove') => `${id}-a${key}-${action}`;
  const resultId = (key: string) => `${id}-r${key}`;
  const searchId = articleSearchId(id);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const commit = (next: T[]) => {
    latest.current = next;
    onChange(next);
  };

  const keyOf = (item: T) => view(item).key;
  const chosenKeys = new Set(value.map(keyOf));
  const full = value.length >= max;
  // Every result in the order shown, whatever its group.
  const results = search.status === 'ready' ? groups.flatMap((group) => group.items) : [];

  const runSearch = (text: string) => {
    setSaid('');
    onSearch(text.trim());
  };

  const add = (found: PickerFound<T>) => {
    const list = latest.current;
    if (list.length >= max || list.some((item) => keyOf(item) === found.key)) return;
    const next = [...list, found.pick()];
    commit(next);
    setSaid(t(words.addedNotice, { title: found.title }));
    // The pressed button turns to 'Added' and takes no focus: on to the next one still to add, else the search box.
    const taken = new Set(next.map(keyOf));
    const at = results.findIndex((r) => r.key === found.key);
    const rest = [...results.slice(at + 1), ...results.slice(0, Math.max(0, at))];
    const following = next.length < max ? rest.find((r) => !taken.has(r.key)) : undefined;
    focusNext.current = following ? resultId(following.key) : searchId;
  };

  const move = (index: number, by: -1 | 1) => {
    const list = [...latest.current];
    const to = index + by;
    const item = list[index];
    if (item === undefined || to < 0 || to >= list.length) return;
    list.splice(index, 1);
    list.splice(to, 0, item);
    commit(list);
    const { key, title } = view(item);
    setSaid(t(words.moved, { title, position: to + 1 }));
    // The focus stays on the pressed button while it can move the item again; at the end, on the other one.
    const edge = (by < 0 && to === 0) || (by > 0 && to === list.length - 1);
    const same = by < 0 ? 'up' : 'down';
    focusNext.current = pickId(key, edge ? (same === 'up' ? 'down' : 'up') : same);
  };

  const remove = (index: number) => {
    const list = latest.current;
    const item = list[index];
    if (item === undefined) return;
    const next = list.filter((_, i) => i !== index);
    commit(next);
    setSaid(t(words.removed, { title: view(item).title }));
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour === undefined ? searchId : pickId(keyOf(neighbour), 'remove');
  };

  // The line under the search box: what the search is doing, announced as it changes.
  let searchLine: ReactNode = null;
  if (search.status === 'loading') searchLine = t(words.searchLoading);
  else if (search.status === 'ready' && results.length === 0) searchLine = t(words.searchEmpty, { keyword: search.keyword });
  else if (search.status === 'ready') searchLine = t(words.searchCount, { count: results.length });

  /** The item's title read after an action's name: 'Move up <title>'. */
  const about = (item: { title: string; lang?: string }) => (
    <span className="spw-visually-hidden" lang={item.lang}>
      {' '}
      {item.title}
    </span>
  );

  const resultList = (items: readonly PickerFound<T>[], name: { 'aria-label'?: string; 'aria-labelledby'?: string }) => (
    <ul className="spw-article-picker__results" {...name}>
      {items.map((found) => {
        const taken = chosenKeys.has(found.key);
        return (
          <li key={found.key} className="spw-article-result">
            <div className="spw-article-result__main">
              <span className="spw-article-result__title" lang={found.lang}>
                {found.title}
              </span>
              <span className="spw-article-result__meta">{found.meta}</span>
            </div>
            <Button
              type="button"
              size="sm"
              id={resultId(found.key)}
              variant={taken ? 'ghost' : 'secondary'}
              disabled={taken || full}
              onClick={() => add(found)}
            >
              {t(taken ? words.added : words.add)}
              {about(found)}
            </Button>
          </li>
        );
      })}
    </ul>
  );

  let found: ReactNode = null;
  if (results.length > 0) {
    found = groups.map((group, index) =>
      group.label === undefined ? (
        group.items.length > 0 ? (
          <Fragment key={index}>{resultList(group.items, { 'aria-label': t(words.results) })}</Fragment>
        ) : null
      ) : (
        <div key={index} className="spw-article-picker__group">
          <h3 className="spw-article-picker__group-label" id={`${id}-g${index}`}>
            {group.label}
          </h3>
          {group.items.length > 0 ? (
            resultList(group.items, { 'aria-labelledby': `${id}-g${index}` })
          ) : (
            <p className="spw-article-picker__group-empty">{group.empty}</p>
          )}
        </div>
      ),
    );
  }

  return (
    <div
      className="spw-article-picker"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
      data-invalid={error ? '' : undefined}
    >
      <span className="spw-field__label" id={`${id}-label`}>
        {t(words.label)}
        <FieldMarks required={required} optional={!required} />
      </span>
      <p className="spw-field__hint" id={hintId}>
        {t(words.hint, { max })}
      </p>

      <div className="spw-article-picker__search">
        <TextField
          id={searchId}
          type="search"
          enterKeyHint="search"
          label={t(words.searchLabel)}
          placeholder={t(words.searchPlaceholder)}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches (never sends the form); not while an input method is still composing.
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            runSearch(keyword);
          }}
          aria-describedby={error ? errorId : undefined}
          className="spw-article-picker__search-field"
        />
        <Button type="button" variant="secondary" onClick={() => runSearch(keyword)}>
          {t(words.searchSubmit)}
        </Button>
      </div>
      <div role="status" className="spw-article-picker__search-status">
        {searchLine}
        {full ? <p className="spw-article-picker__full">{t(words.full, { max })}</p> : null}
      </div>
      {search.status === 'error' ? (
        <div role="alert" className="spw-article-picker__search-error">
          <span>{t(words.searchError)}</span>
          <Button type="button" size="sm" variant="secondary" onClick={() => runSearch(search.keyword)}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {found}

      <div className="spw-article-picker__chosen-head">
        <span className="spw-article-picker__chosen-label" id={`${id}-chosen`}>
          {t(words.chosen)}
        </span>
        <span className="spw-article-picker__count" data-full={full ? '' : undefined}>
          {t(words.chosenCount, { count: value.length, max })}
        </span>
      </div>
      {value.length > 0 ? (
        <ol className="spw-article-picker__chosen" aria-labelledby={`${id}-chosen`}>
          {value.map((item, index) => {
            const shown = view(item);
            const unpublished = shown.visible ? null : (
              <Tag tone="danger" size="sm">
                {t(words.unpublished)}
              </Tag>
            );
            return (
              <li key={shown.key} className="spw-article-pick" data-published={shown.visible ? undefined : 'no'}>
                <span className="spw-article-pick__index" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="spw-article-pick__main">
                  <span className="spw-article-pick__title" lang={shown.lang}>
                    {shown.title}
                  </span>
                  {shown.tags ? (
                    <span className="spw-article-pick__tags">
                      {shown.tags}
                      {unpublished}
                    </span>
                  ) : (
                    unpublished
                  )}
                </div>
                <div className="spw-article-pick__actions">
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    id={pickId(shown.key, 'up')}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    {t(words.moveUp)}
                    {about(shown)}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    id={pickId(shown.key, 'down')}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {t(words.moveDown)}
                    {about(shown)}
                  </Button>
                  <Button type="button" size="sm" variant="ghost" id={pickId(shown.key, 'remove')} onClick={() => remove(index)}>
                    {t(words.remove)}
                    {about(shown)}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="spw-article-picker__none">{t(words.none)}</p>
      )}
      <FieldMessages error={error} errorId={errorId} />
      <p className="spw-visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}

/** A found article's author and publication date, as a picker lists it under the title. */
export function ArticleFoundMeta({ item }: { item: ArticleItem }) {
  const locale = useLocale();
  return (
    <>
      {/* A name as its owner wrote it: not words of the site. */}
      <span translate="no">{item.nickname}</span>
      <time dateTime={item.published_at}>{formatDate(item.published_at, locale)}</time>
    </>
  );
}

/** A found article as a picker lists it. */
export const articleFound = <T,>(item: ArticleItem, toPicked: (item: ArticleItem) => T): PickerFound<T> => ({
  key: String(item.id),
  title: item.title,
  lang: articleLangTag(item.lang),
  meta: <ArticleFoundMeta item={item} />,
  pick: () => toPicked(item),
});

const viewArticle = (item: PickedArticle): PickedView => ({
  key: String(item.id),
  title: item.title,
  lang: articleLangTag(item.lang),
  visible: item.published !== 0,
});

/**
 * Related articles in order: found by a search of published articles, added, moved up or down,
 * removed. The focus stays with what was pressed (or the next thing to press), and each change is
 * said to screen readers.
 */
export function ArticlePicker<T extends PickedArticle>({ toPicked, search, ...props }: ArticlePickerProps<T>) {
  return (
    <OrderedPicker<T>
      {...props}
      view={viewArticle}
      search={search}
      groups={[{ items: search.results.map((item) => articleFound(item, toPicked)) }]}
    />
  );
}
