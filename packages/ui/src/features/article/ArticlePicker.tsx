import type { components } from '@spw/api';
import { formatDate, type MessageKey } from '@spw/i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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

/**
 * Related articles in order: found by a search of published articles, added, moved up or down,
 * removed. The focus stays with what was pressed (or the next thing to press), and each change is
 * said to screen readers.
 */
export function ArticlePicker<T extends PickedArticle>({
  id,
  value,
  onChange,
  toPicked,
  max,
  search,
  onSearch,
  error,
  required = false,
  words,
}: ArticlePickerProps<T>) {
  const locale = useLocale();
  const t = useT();
  const [keyword, setKeyword] = useState(search.keyword);
  // The list as of the last change, before React has drawn it (two changes can come in one tick).
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  // What a move, an addition or a removal did, for screen readers (the focus stays where it was).
  const [said, setSaid] = useState('');
  // The element to focus once the list is drawn again (a moved article's button, the next one after a removal).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const articleId = (item: Pick<T, 'id'>, action: 'up' | 'down' | 'remove') => `${id}-a${item.id}-${action}`;
  const resultId = (item: Pick<ArticleItem, 'id'>) => `${id}-r${item.id}`;
  const searchId = articleSearchId(id);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const commit = (next: T[]) => {
    latest.current = next;
    onChange(next);
  };

  const chosenIds = new Set(value.map((a) => a.id));
  const full = value.length >= max;

  const runSearch = (text: string) => {
    setSaid('');
    onSearch(text.trim());
  };

  const add = (item: ArticleItem) => {
    const list = latest.current;
    if (list.length >= max || list.some((a) => a.id === item.id)) return;
    const next = [...list, toPicked(item)];
    commit(next);
    setSaid(t(words.addedNotice, { title: item.title }));
    // The pressed button turns to 'Added' and takes no focus: on to the next one still to add, else the search box.
    const taken = new Set(next.map((a) => a.id));
    const at = search.results.findIndex((r) => r.id === item.id);
    const rest = [...search.results.slice(at + 1), ...search.results.slice(0, Math.max(0, at))];
    const following = next.length < max ? rest.find((r) => !taken.has(r.id)) : undefined;
    focusNext.current = following ? resultId(following) : searchId;
  };

  const move = (index: number, by: -1 | 1) => {
    const list = [...latest.current];
    const to = index + by;
    const item = list[index];
    if (!item || to < 0 || to >= list.length) return;
    list.splice(index, 1);
    list.splice(to, 0, item);
    commit(list);
    setSaid(t(words.moved, { title: item.title, position: to + 1 }));
    // The focus stays on the pressed button while it can move the article again; at the end, on the other one.
    const edge = (by < 0 && to === 0) || (by > 0 && to === list.length - 1);
    const same = by < 0 ? 'up' : 'down';
    focusNext.current = articleId(item, edge ? (same === 'up' ? 'down' : 'up') : same);
  };

  const remove = (index: number) => {
    const list = latest.current;
    const item = list[index];
    if (!item) return;
    const next = list.filter((_, i) => i !== index);
    commit(next);
    setSaid(t(words.removed, { title: item.title }));
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? articleId(neighbour, 'remove') : searchId;
  };

  // The line under the search box: what the search is doing, announced as it changes.
  let searchLine: ReactNode = null;
  if (search.status === 'loading') searchLine = t(words.searchLoading);
  else if (search.status === 'ready' && search.results.length === 0) searchLine = t(words.searchEmpty, { keyword: search.keyword });
  else if (search.status === 'ready') searchLine = t(words.searchCount, { count: search.results.length });

  /** The article's title read after an action's name: 'Move up <title>'. */
  const about = (item: Pick<PickedArticle, 'title' | 'lang'>) => (
    <span className="spw-visually-hidden" lang={articleLangTag(item.lang)}>
      {' '}
      {item.title}
    </span>
  );

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
      {search.status === 'ready' && search.results.length > 0 ? (
        <ul className="spw-article-picker__results" aria-label={t(words.results)}>
          {search.results.map((item) => {
            const taken = chosenIds.has(item.id);
            return (
              <li key={item.id} className="spw-article-result">
                <div className="spw-article-result__main">
                  <span className="spw-article-result__title" lang={articleLangTag(item.lang)}>
                    {item.title}
                  </span>
                  <span className="spw-article-result__meta">
                    {/* A name as its owner wrote it: not words of the site. */}
                    <span translate="no">{item.nickname}</span>
                    <time dateTime={item.published_at}>{formatDate(item.published_at, locale)}</time>
                  </span>
                </div>
                <Button
                  type="button"
                  size="sm"
                  id={resultId(item)}
                  variant={taken ? 'ghost' : 'secondary'}
                  disabled={taken || full}
                  onClick={() => add(item)}
                >
                  {t(taken ? words.added : words.add)}
                  {about(item)}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}

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
          {value.map((item, index) => (
            <li key={item.id} className="spw-article-pick" data-published={item.published === 0 ? 'no' : undefined}>
              <span className="spw-article-pick__index" aria-hidden="true">
                {index + 1}
              </span>
              <div className="spw-article-pick__main">
                <span className="spw-article-pick__title" lang={articleLangTag(item.lang)}>
                  {item.title}
                </span>
                {item.published === 0 ? (
                  <Tag tone="danger" size="sm">
                    {t(words.unpublished)}
                  </Tag>
                ) : null}
              </div>
              <div className="spw-article-pick__actions">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  id={articleId(item, 'up')}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {t(words.moveUp)}
                  {about(item)}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  id={articleId(item, 'down')}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {t(words.moveDown)}
                  {about(item)}
                </Button>
                <Button type="button" size="sm" variant="ghost" id={articleId(item, 'remove')} onClick={() => remove(index)}>
                  {t(words.remove)}
                  {about(item)}
                </Button>
              </div>
            </li>
          ))}
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
