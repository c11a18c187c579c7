import type { components } from '@spw/api';
import { formatDate, type MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { FieldMessages, TextField } from '../../components/TextField.tsx';
import { Upload, type UploadFn } from '../../components/Upload.tsx';
import { articleLangTag } from '../article/articleText.ts';
import { checkSpecial, SPECIAL_LIMITS, type SpecialField, type SpecialProblem } from './specialText.ts';
import './special.css';

type ArticleItem = components['schemas']['ArticleItem'];

/** An article in the topic, as the editor holds it (SpecialMine's articles). */
export interface SpecialDraftArticle {
  id: number;
  title: string;
  lang: 'zh' | 'en';
  /** 0: its author has unpublished it since; readers do not see it in the topic. */
  published: 0 | 1;
}

/** What the form holds: the words of /special/add and /special/edit, with the articles in order. */
export interface SpecialDraft {
  title: string;
  en_title: string;
  summary: string;
  en_summary: string;
  /** The banner's URL, '' for none. */
  banner: string;
  status: 0 | 1;
  articles: SpecialDraftArticle[];
}

/** The server's answers, by field (`article_ids` shows under the article list). */
export type SpecialDraftErrors = Partial<Record<SpecialField, string>>;

/** The article search: the page runs it (published articles by keyword) and passes the results back. */
export interface SpecialArticleSearch {
  keyword: string;
  status: 'idle' | 'loading' | 'error' | 'ready';
  results: ArticleItem[];
}

export interface SpecialEditorScreenProps {
  status: 'loading' | 'error' | 'ready';
  /** A new topic, or changing a saved one. */
  mode: 'add' | 'edit';
  /** What the form starts from (read when it mounts: a new `key` starts it again). */
  initial: SpecialDraft;
  onSubmit: (draft: SpecialDraft) => void;
  /** The save is on its way: the button waits. */
  submitting?: boolean;
  /** The server's answers, by field. */
  errors?: SpecialDraftErrors;
  /** Sends the banner (Upload's own rules: one jpg or png, compressed, ≤ 1 MB). */
  uploadBanner: UploadFn;
  /** The article search: the page runs it (published articles by keyword) and passes the results back. */
  search: SpecialArticleSearch;
  /** Search published articles for this keyword (Enter in the box, or the button). */
  onSearch: (keyword: string) => void;
  /** The creator's list. */
  backHref: string;
  onRetry?: () => void;
}

/** The fields in the order the form shows them: the first with a complaint takes the focus. */
const FIELDS: readonly SpecialField[] = ['title', 'en_title', 'summary', 'en_summary', 'banner', 'article_ids'];

/**
 * /creator/special/add and /edit: a topic's bilingual title and introduction, its banner, whether
 * readers see it, and its articles in order: found by a search, added, moved up or down, removed.
 */
export function SpecialEditorScreen({
  status,
  mode,
  initial,
  onSubmit,
  submitting = false,
  errors: serverErrors = {},
  uploadBanner,
  search,
  onSearch,
  backHref,
  onRetry,
}: SpecialEditorScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<SpecialDraft>(initial);
  // The form as of the last change, before React has drawn it (two changes can come in one tick).
  const latest = useRef(initial);
  const [checked, setChecked] = useState<Partial<Record<SpecialField, SpecialProblem>>>({});
  const [bannerBusy, setBannerBusy] = useState(false);
  const [formError, setFormError] = useState<MessageKey | null>(null);
  const [keyword, setKeyword] = useState(search.keyword);
  // What a move, an addition or a removal did, for screen readers (the focus stays where it was).
  const [said, setSaid] = useState('');
  // The element to focus once the list is drawn again (a moved article's button, the next one after a removal).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const heading = (
    <h1 className="spw-special-write__title" id={`${id}-h`}>
      {t(mode === 'add' ? 'special.write.titleAdd' : 'special.write.titleEdit')}
    </h1>
  );
  const head = (
    <header className="spw-special-write__head">
      <a className="spw-special-write__back" href={backHref}>
        {t('special.backToList')}
      </a>
      {heading}
    </header>
  );
  if (status === 'loading') {
    return (
      <section className="spw-special-write" aria-labelledby={`${id}-h`} aria-busy="true">
        {head}
        <Skeleton variant="block" height={72} announce />
        <Skeleton variant="block" height={112} announce={false} />
        <Skeleton variant="block" height={280} announce={false} />
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className="spw-special-write" aria-labelledby={`${id}-h`}>
        {head}
        <LoadError title={t('special.write.loadError')} onRetry={onRetry} />
      </section>
    );
  }

  const max = SPECIAL_LIMITS;
  const articleId = (item: Pick<SpecialDraftArticle, 'id'>, action: 'up' | 'down' | 'remove') => `${id}-a${item.id}-${action}`;
  const resultId = (item: Pick<ArticleItem, 'id'>) => `${id}-r${item.id}`;
  const searchId = `${id}-search`;

  const change = (patch: Partial<SpecialDraft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setDraft(next);
    // A field the user corrects stops showing its old complaint.
    const fixed = new Set<string>(Object.keys(patch).map((key) => (key === 'articles' ? 'article_ids' : key)));
    setChecked((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fixed.has(key))));
    setFormError(null);
  };

  const chosen = draft.articles;
  const chosenIds = new Set(chosen.map((a) => a.id));
  const full = chosen.length >= max.articles;

  const runSearch = (words: string) => {
    setSaid('');
    onSearch(words.trim());
  };

  const add = (item: ArticleItem) => {
    const list = latest.current.articles;
    if (list.length >= max.articles || list.some((a) => a.id === item.id)) return;
    const next = [...list, { id: item.id, title: item.title, lang: item.lang, published: 1 as const }];
    change({ articles: next });
    setSaid(t('special.write.addedNotice', { title: item.title }));
    // The pressed button turns to 'Added' and takes no focus: on to the next one still to add, else the search box.
    const taken = new Set(next.map((a) => a.id));
    const at = search.results.findIndex((r) => r.id === item.id);
    const rest = [...search.results.slice(at + 1), ...search.results.slice(0, Math.max(0, at))];
    const following = next.length < max.articles ? rest.find((r) => !taken.has(r.id)) : undefined;
    focusNext.current = following ? resultId(following) : searchId;
  };

  const move = (index: number, by: -1 | 1) => {
    const list = [...latest.current.articles];
    const to = index + by;
    const item = list[index];
    if (!item || to < 0 || to >= list.length) return;
    list.splice(index, 1);
    list.splice(to, 0, item);
    change({ articles: list });
    setSaid(t('special.write.moved', { title: item.title, position: to + 1 }));
    // The focus stays on the pressed button while it can move the article again; at the end, on the other one.
    const edge = (by < 0 && to === 0) || (by > 0 && to === list.length - 1);
    const same = by < 0 ? 'up' : 'down';
    focusNext.current = articleId(item, edge ? (same === 'up' ? 'down' : 'up') : same);
  };

  const remove = (index: number) => {
    const list = latest.current.articles;
    const item = list[index];
    if (!item) return;
    const next = list.filter((_, i) => i !== index);
    change({ articles: next });
    setSaid(t('special.write.removed', { title: item.title }));
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? articleId(neighbour, 'remove') : searchId;
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (bannerBusy) {
      setFormError('special.write.error.uploading');
      return;
    }
    const found = checkSpecial(latest.current);
    setChecked(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(first === 'article_ids' ? searchId : `${id}-${first}`)?.focus();
      return;
    }
    onSubmit(latest.current);
  };

  const err = (name: SpecialField) => {
    const local = checked[name];
    return local ? t(local.key, local.values) : serverErrors[name];
  };
  const articlesError = err('article_ids');
  const articlesErrorId = `${id}-articles-error`;
  const articlesHintId = `${id}-articles-hint`;

  // The line under the search box: what the search is doing, announced as it changes.
  let searchLine: ReactNode = null;
  if (search.status === 'loading') searchLine = t('special.write.search.loading');
  else if (search.status === 'ready' && search.results.length === 0)
    searchLine = t('special.write.search.empty', { keyword: search.keyword });
  else if (search.status === 'ready') searchLine = t('special.write.search.count', { count: search.results.length });

  /** The article's title read after an action's name: 'Move up <title>'. */
  const about = (item: Pick<SpecialDraftArticle, 'title' | 'lang'>) => (
    <span className="spw-visually-hidden" lang={articleLangTag(item.lang)}>
      {' '}
      {item.title}
    </span>
  );

  return (
    <section className="spw-special-write" aria-labelledby={`${id}-h`}>
      {head}
      <form className="spw-special-write__form" noValidate onSubmit={send} aria-busy={submitting || undefined}>
        <div className="spw-special-write__row">
          <TextField
            id={`${id}-title`}
            label={t('special.write.field.title')}
            required
            maxLength={max.title}
            lang="zh-CN"
            placeholder={t('special.write.field.titlePlaceholder')}
            value={draft.title}
            onChange={(event) => change({ title: event.target.value })}
            error={err('title')}
          />
          <TextField
            id={`${id}-en_title`}
            label={t('special.write.field.enTitle')}
            optional
            maxLength={max.en_title}
            lang="en"
            hint={t('special.write.field.enTitleHint')}
            value={draft.en_title}
            onChange={(event) => change({ en_title: event.target.value })}
            error={err('en_title')}
          />
        </div>
        <div className="spw-special-write__row">
          <TextareaField
            id={`${id}-summary`}
            label={t('special.write.field.summary')}
            optional
            rows={4}
            maxLength={max.summary}
            lang="zh-CN"
            value={draft.summary}
            onChange={(event) => change({ summary: event.target.value })}
            error={err('summary')}
          />
          <TextareaField
            id={`${id}-en_summary`}
            label={t('special.write.field.enSummary')}
            optional
            rows={4}
            maxLength={max.en_summary}
            lang="en"
            hint={t('special.write.field.enSummaryHint')}
            value={draft.en_summary}
            onChange={(event) => change({ en_summary: event.target.value })}
            error={err('en_summary')}
          />
        </div>
        <div className="spw-special-write__row">
          <Upload
            id={`${id}-banner`}
            label={t('special.write.field.banner')}
            max={1}
            hint={t('special.write.field.bannerHint')}
            upload={uploadBanner}
            defaultValue={initial.banner ? [initial.banner] : []}
            onChange={(urls) => change({ banner: urls[0] ?? '' })}
            onBusyChange={setBannerBusy}
            error={err('banner')}
          />
          <RadioGroupField
            name={`${id}-status`}
            label={t('special.write.field.status')}
            hint={t('special.write.field.statusHint')}
            options={[
              { value: '1', label: t('special.write.status.publish') },
              { value: '0', label: t('special.write.status.hold') },
            ]}
            value={String(draft.status)}
            onChange={(value) => change({ status: value === '0' ? 0 : 1 })}
          />
        </div>

        <div
          className="spw-special-write__articles"
          role="group"
          aria-labelledby={`${id}-articles-label`}
          aria-describedby={[articlesError ? articlesErrorId : '', articlesHintId].filter(Boolean).join(' ')}
          data-invalid={articlesError ? '' : undefined}
        >
          <span className="spw-field__label" id={`${id}-articles-label`}>
            {t('special.write.field.articles')}
            <span className="spw-field__required" aria-hidden="true">
              *
            </span>
          </span>
          <p className="spw-field__hint" id={articlesHintId}>
            {t('special.write.field.articlesHint', { max: max.articles })}
          </p>

          <div className="spw-special-write__search">
            <TextField
              id={searchId}
              type="search"
              enterKeyHint="search"
              label={t('special.write.search.label')}
              placeholder={t('special.write.search.placeholder')}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              onKeyDown={(event) => {
                // Enter searches (never sends the form); not while an input method is still composing.
                if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
                event.preventDefault();
                runSearch(keyword);
              }}
              aria-describedby={articlesError ? articlesErrorId : undefined}
              className="spw-special-write__search-field"
            />
            <Button type="button" variant="secondary" onClick={() => runSearch(keyword)}>
              {t('special.write.search.submit')}
            </Button>
          </div>
          <div role="status" className="spw-special-write__search-status">
            {searchLine}
            {full ? <p className="spw-special-write__full">{t('special.write.full', { max: max.articles })}</p> : null}
          </div>
          {search.status === 'error' ? (
            <div role="alert" className="spw-special-write__search-error">
              <span>{t('special.write.search.error')}</span>
              <Button type="button" size="sm" variant="secondary" onClick={() => runSearch(search.keyword)}>
                {t('common.retry')}
              </Button>
            </div>
          ) : null}
          {search.status === 'ready' && search.results.length > 0 ? (
            <ul className="spw-special-write__results" aria-label={t('special.write.search.results')}>
              {search.results.map((item) => {
                const taken = chosenIds.has(item.id);
                return (
                  <li key={item.id} className="spw-special-result">
                    <div className="spw-special-result__main">
                      <span className="spw-special-result__title" lang={articleLangTag(item.lang)}>
                        {item.title}
                      </span>
                      <span className="spw-special-result__meta">
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
                      {t(taken ? 'special.write.added' : 'special.write.add')}
                      {about(item)}
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : null}

          <div className="spw-special-write__chosen-head">
            <span className="spw-special-write__chosen-label" id={`${id}-chosen`}>
              {t('special.write.chosen')}
            </span>
            <span className="spw-special-write__count" data-full={full ? '' : undefined}>
              {t('special.write.chosenCount', { count: chosen.length, max: max.articles })}
            </span>
          </div>
          {chosen.length > 0 ? (
            <ol className="spw-special-write__chosen" aria-labelledby={`${id}-chosen`}>
              {chosen.map((item, index) => (
                <li key={item.id} className="spw-special-pick" data-published={item.published === 1 ? undefined : 'no'}>
                  <span className="spw-special-pick__index" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div className="spw-special-pick__main">
                    <span className="spw-special-pick__title" lang={articleLangTag(item.lang)}>
                      {item.title}
                    </span>
                    {item.published === 1 ? null : (
                      <Tag tone="danger" size="sm" className="spw-special-pick__hidden">
                        {t('special.write.unpublished')}
                      </Tag>
                    )}
                  </div>
                  <div className="spw-special-pick__actions">
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      id={articleId(item, 'up')}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      {t('special.write.moveUp')}
                      {about(item)}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      id={articleId(item, 'down')}
                      disabled={index === chosen.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      {t('special.write.moveDown')}
                      {about(item)}
                    </Button>
                    <Button type="button" size="sm" variant="ghost" id={articleId(item, 'remove')} onClick={() => remove(index)}>
                      {t('special.write.remove')}
                      {about(item)}
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          ) : (
            <p className="spw-special-write__none">{t('special.write.none')}</p>
          )}
          <FieldMessages error={articlesError} errorId={articlesErrorId} />
          <p className="spw-visually-hidden" role="status">
            {said}
          </p>
        </div>

        <footer className="spw-special-write__bar">
          {formError ? (
            <p className="spw-field__error" role="alert">
              {t(formError)}
            </p>
          ) : null}
          <div className="spw-special-write__actions">
            <Button type="submit" loading={submitting}>
              {t(mode === 'add' ? 'special.write.submitAdd' : 'special.write.submitEdit')}
            </Button>
          </div>
        </footer>
      </form>
    </section>
  );
}
