import type { components } from '@spw/api';
import { formatDate, type MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useT, type MessageValues } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { FieldMarks, TextField } from '../../components/TextField.tsx';
import { Upload, type UploadFn } from '../../components/Upload.tsx';
import {
  articleFound,
  articleSearchId,
  OrderedPicker,
  type ArticlePickerWords,
  type PickedView,
  type PickerGroup,
} from '../article/ArticlePicker.tsx';
import { articleLangTag } from '../article/articleText.ts';
import { durationClock, entryKey, mediaText, SERIES_LIMITS, type SeriesEntry, type VideoItem } from './videoText.ts';
import './creator-live.css';
import './creator-series.css';

type ArticleItem = components['schemas']['ArticleItem'];

/** What the form holds: /series/add and /series/edit's words, with each entry's video or article for display. */
export interface SeriesDraft {
  title: string;
  en_title: string;
  summary: string;
  en_summary: string;
  /** The cover's URL, '' for none. */
  cover: string;
  /** In order; each with its video or article for display (the kinds and ids go to the server). */
  entries: SeriesEntry[];
  is_public: 0 | 1;
}

export type SeriesField = 'title' | 'en_title' | 'summary' | 'en_summary' | 'cover' | 'entries';

/** The search for entries: one keyword, both kinds; the page runs both searches and passes the results back. */
export interface SeriesSearch {
  keyword: string;
  status: 'idle' | 'loading' | 'error' | 'ready';
  videos: VideoItem[];
  articles: ArticleItem[];
}

export interface SeriesEditorScreenProps {
  status: 'loading' | 'error' | 'ready';
  mode: 'add' | 'edit';
  /** What the form starts from (read when it mounts: a new `key` starts it again). */
  initial: SeriesDraft;
  onSubmit: (draft: SeriesDraft) => void;
  /** The save is on its way: the button waits. */
  submitting?: boolean;
  /** The server's answers by field ('entries.3' etc. may be given as 'entries'). */
  errors?: Partial<Record<SeriesField, string>>;
  /** Sends the cover (Upload's rules: one jpg or png, compressed, ≤ 1 MB). */
  uploadCover: UploadFn;
  /** One search box finds both: the page runs both searches and passes the results back. */
  search: SeriesSearch;
  onSearch: (keyword: string) => void;
  /** The admins' list. */
  backHref: string;
  onRetry?: () => void;
}

/** A complaint about a field: a catalogue message and its values. */
export interface SeriesProblem {
  key: MessageKey;
  values?: MessageValues;
}

export type SeriesProblems = Partial<Record<SeriesField, SeriesProblem>>;

/** The fields in the order the form shows them: the first with a complaint takes the focus. */
const FIELDS: readonly SeriesField[] = ['title', 'en_title', 'summary', 'en_summary', 'cover', 'entries'];

/** Characters as a reader counts them (an emoji is one). */
const length = (text: string) => [...text].length;

/** The checks made before the form is sent: what the contract requires, and its limits. */
export function checkSeries(draft: SeriesDraft): SeriesProblems {
  const found: SeriesProblems = {};
  const max = SERIES_LIMITS;
  for (const field of ['title', 'en_title', 'summary', 'en_summary'] as const) {
    if (length(draft[field]) > max[field]) found[field] = { key: 'series.admin.form.error.long', values: { max: max[field] } };
  }
  if (!draft.title.trim()) found.title = { key: 'series.admin.form.error.title' };
  if (draft.entries.length > max.entries) found.entries = { key: 'series.admin.form.error.entries', values: { max: max.entries } };
  return found;
}

/** The entries picker's words. */
const PICKER_WORDS: ArticlePickerWords = {
  label: 'series.admin.entries.label',
  hint: 'series.admin.entries.hint',
  searchLabel: 'series.admin.entries.searchLabel',
  searchPlaceholder: 'series.admin.entries.searchPlaceholder',
  searchSubmit: 'series.admin.entries.searchSubmit',
  searchLoading: 'series.admin.entries.searchLoading',
  searchError: 'series.admin.entries.searchError',
  searchEmpty: 'series.admin.entries.searchEmpty',
  searchCount: 'series.admin.entries.searchCount',
  results: 'series.admin.entries.results',
  add: 'series.admin.entries.add',
  added: 'series.admin.entries.added',
  full: 'series.admin.entries.full',
  chosen: 'series.admin.entries.chosen',
  chosenCount: 'series.admin.entries.chosenCount',
  none: 'series.admin.entries.none',
  moveUp: 'series.admin.entries.moveUp',
  moveDown: 'series.admin.entries.moveDown',
  remove: 'series.admin.entries.remove',
  moved: 'series.admin.entries.moved',
  removed: 'series.admin.entries.removed',
  addedNotice: 'series.admin.entries.addedNotice',
  unpublished: 'series.admin.entries.unavailable',
};

const videoEntry = (video: VideoItem): SeriesEntry => ({ kind: 'video', id: video.id, video, article: null });
const articleEntry = (article: ArticleItem): SeriesEntry => ({ kind: 'article', id: article.id, video: null, article });

export interface SeriesEntryPickerProps {
  /** The ids' stem; the search box is `articleSearchId(id)`. */
  id: string;
  /** The chosen entries, in order. */
  value: readonly SeriesEntry[];
  onChange: (next: SeriesEntry[]) => void;
  search: SeriesSearch;
  onSearch: (keyword: string) => void;
  /** The form's word on the list. */
  error?: string;
}

/**
 * A series' entries in order: the shared ordered picker (ArticlePicker's) with one search box, its
 * results in two groups (videos, then articles), each chosen entry marked with its kind.
 */
export function SeriesEntryPicker({ id, value, onChange, search, onSearch, error }: SeriesEntryPickerProps) {
  const locale = useLocale();
  const t = useT();

  const view = (entry: SeriesEntry): PickedView => {
    const key = entryKey(entry);
    if (entry.kind === 'video') {
      const text = entry.video ? mediaText(entry.video, locale) : null;
      const clock = entry.video ? durationClock(entry.video.duration) : '';
      return {
        key,
        title: text?.title ?? t('series.admin.entries.missing.video', { id: entry.id }),
        lang: text?.titleLang,
        visible: entry.video !== null,
        tags: (
          <>
            <Tag tone="info" size="sm" className="spw-series-kind" data-kind="video">
              {t('series.admin.entries.kind.video')}
            </Tag>
            {clock ? <span>{clock}</span> : null}
          </>
        ),
      };
    }
    return {
      key,
      title: entry.article?.title ?? t('series.admin.entries.missing.article', { id: entry.id }),
      lang: entry.article ? articleLangTag(entry.article.lang) : undefined,
      visible: entry.article !== null,
      tags: (
        <Tag tone="gold" size="sm" className="spw-series-kind" data-kind="article">
          {t('series.admin.entries.kind.article')}
        </Tag>
      ),
    };
  };

  const groups: PickerGroup<SeriesEntry>[] = [
    {
      label: t('series.admin.entries.videos'),
      empty: t('series.admin.entries.noVideos'),
      items: search.videos.map((video) => {
        const text = mediaText(video, locale);
        const clock = durationClock(video.duration);
        return {
          key: entryKey({ kind: 'video', id: video.id }),
          title: text.title,
          lang: text.titleLang,
          meta: (
            <>
              {clock ? <span>{clock}</span> : null}
              <time dateTime={video.published_at}>{formatDate(video.published_at, locale)}</time>
            </>
          ),
          pick: () => videoEntry(video),
        };
      }),
    },
    {
      label: t('series.admin.entries.articles'),
      empty: t('series.admin.entries.noArticles'),
      items: search.articles.map((article) => ({
        ...articleFound(article, articleEntry),
        key: entryKey({ kind: 'article', id: article.id }),
      })),
    },
  ];

  return (
    <OrderedPicker
      id={id}
      value={value}
      onChange={onChange}
      view={view}
      max={SERIES_LIMITS.entries}
      search={search}
      groups={groups}
      onSearch={onSearch}
      error={error}
      words={PICKER_WORDS}
    />
  );
}

/**
 * /creator/series/list?add=1 and ?edit=ID (admins): a series' bilingual title and summary, its
 * cover, its videos and articles in order, and whether the public sees it.
 */
export function SeriesEditorScreen({
  status,
  mode,
  initial,
  onSubmit,
  submitting = false,
  errors,
  uploadCover,
  search,
  onSearch,
  backHref,
  onRetry,
}: SeriesEditorScreenProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<SeriesDraft>(initial);
  // The form as of the last change, before React has drawn it (an upload can end between two renders).
  const latest = useRef(initial);
  const [checked, setChecked] = useState<SeriesProblems>({});
  // The fields changed since the server's last answer: its word on them no longer stands.
  const [edited, setEdited] = useState<ReadonlySet<SeriesField>>(() => new Set());
  const [uploading, setUploading] = useState(false);
  const [waitNotice, setWaitNotice] = useState(false);

  const max = SERIES_LIMITS;
  const fieldId = (field: SeriesField) => `${id}-${field}`;
  const pickerId = `${id}-entries`;

  const focusField = (field: SeriesField) => {
    if (field === 'cover') document.getElementById(`${id}-cover-box`)?.querySelector<HTMLElement>('button')?.focus();
    else if (field === 'entries') document.getElementById(articleSearchId(pickerId))?.focus();
    else document.getElementById(fieldId(field))?.focus();
  };

  const firstOf = (found: Partial<Record<SeriesField, unknown>>) => FIELDS.find((field) => found[field]);

  // The server's answer: its first field takes the focus (once per answer, not on every render).
  const serverKey = JSON.stringify(errors ?? {});
  useEffect(() => {
    setEdited(new Set());
    const first = firstOf(errors ?? {});
    if (first) focusField(first);
  }, [serverKey]);

  const heading = (
    <h1 className="spw-live-form__title" id={`${id}-h`}>
      {t(mode === 'add' ? 'series.admin.form.titleAdd' : 'series.admin.form.titleEdit')}
    </h1>
  );
  const head = (
    <header className="spw-live-form__head">
      <a className="spw-live-form__back" href={backHref}>
        {t('series.admin.form.back')}
      </a>
      {heading}
    </header>
  );
  if (status === 'loading') {
    return (
      <section className="spw-live-form" aria-labelledby={`${id}-h`} aria-busy="true">
        {head}
        <Skeleton variant="block" height={240} announce />
        <Skeleton variant="block" height={200} announce={false} />
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className="spw-live-form" aria-labelledby={`${id}-h`}>
        {head}
        <LoadError title={t('series.admin.form.loadError')} onRetry={onRetry} />
      </section>
    );
  }

  const change = (patch: Partial<SeriesDraft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setDraft(next);
    // A field the user corrects stops showing its old complaint.
    const fixed = Object.keys(patch).filter((key): key is SeriesField => key !== 'is_public');
    if (fixed.length === 0) return;
    setEdited((current) => (fixed.every((field) => current.has(field)) ? current : new Set([...current, ...fixed])));
    setChecked((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fixed.includes(key as SeriesField))));
    setWaitNotice(false);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (uploading) {
      setWaitNotice(true);
      return;
    }
    const found = checkSeries(latest.current);
    setChecked(found);
    const first = firstOf(found);
    if (first) {
      focusField(first);
      return;
    }
    onSubmit(latest.current);
  };

  const err = (field: SeriesField) => {
    const local = checked[field];
    if (local) return t(local.key, local.values);
    if (edited.has(field)) return undefined;
    return errors?.[field];
  };

  const sectionTitle = (name: string, key: MessageKey) => (
    <h2 className="spw-live-form__section-title" id={`${id}-s-${name}`}>
      {t(key)}
    </h2>
  );

  return (
    <section className="spw-live-form" aria-labelledby={`${id}-h`}>
      {head}
      <form className="spw-live-form__form" noValidate onSubmit={send} aria-busy={submitting || undefined}>
        <div className="spw-live-form__section">
          {sectionTitle('basic', 'series.admin.form.section.basic')}
          <div className="spw-live-form__row">
            <TextField
              id={fieldId('title')}
              label={t('series.admin.form.title')}
              required
              maxLength={max.title}
              lang="zh-CN"
              placeholder={t('series.admin.form.titlePlaceholder')}
              value={draft.title}
              onChange={(event) => change({ title: event.target.value })}
              error={err('title')}
            />
            <TextField
              id={fieldId('en_title')}
              label={t('series.admin.form.enTitle')}
              optional
              maxLength={max.en_title}
              lang="en"
              hint={t('series.admin.form.enTitleHint')}
              value={draft.en_title}
              onChange={(event) => change({ en_title: event.target.value })}
              error={err('en_title')}
            />
          </div>
          <div className="spw-live-form__row">
            <TextareaField
              id={fieldId('summary')}
              label={t('series.admin.form.summary')}
              optional
              rows={3}
              maxLength={max.summary}
              lang="zh-CN"
              value={draft.summary}
              onChange={(event) => change({ summary: event.target.value })}
              error={err('summary')}
            />
            <TextareaField
              id={fieldId('en_summary')}
              label={t('series.admin.form.enSummary')}
              optional
              rows={3}
              maxLength={max.en_summary}
              lang="en"
              hint={t('series.admin.form.enSummaryHint')}
              value={draft.en_summary}
              onChange={(event) => change({ en_summary: event.target.value })}
              error={err('en_summary')}
            />
          </div>
          <div id={`${id}-cover-box`} className="spw-live-form__cover">
            <Upload
              id={`${id}-cover`}
              label={
                <>
                  {t('series.admin.form.cover')}
                  <FieldMarks optional />
                </>
              }
              max={1}
              hint={t('series.admin.form.coverHint')}
              upload={uploadCover}
              defaultValue={initial.cover ? [initial.cover] : []}
              onChange={(urls) => change({ cover: urls[0] ?? '' })}
              onBusyChange={(busy) => {
                setUploading(busy);
                if (!busy) setWaitNotice(false);
              }}
              error={err('cover')}
            />
          </div>
        </div>

        <div className="spw-live-form__section">
          {sectionTitle('entries', 'series.admin.form.section.entries')}
          <SeriesEntryPicker
            id={pickerId}
            value={draft.entries}
            onChange={(entries) => change({ entries })}
            search={search}
            onSearch={onSearch}
            error={err('entries')}
          />
        </div>

        <div className="spw-live-form__section">
          {sectionTitle('public', 'series.admin.form.section.public')}
          <CheckboxField
            id={`${id}-is_public`}
            label={t('series.admin.form.isPublic')}
            hint={t('series.admin.form.isPublicHint')}
            checked={draft.is_public === 1}
            onChange={(event) => change({ is_public: event.currentTarget.checked ? 1 : 0 })}
          />
        </div>

        <footer className="spw-live-form__bar">
          {waitNotice && uploading ? (
            <p className="spw-field__error" role="alert">
              {t('series.admin.form.error.uploading')}
            </p>
          ) : null}
          <div className="spw-live-form__actions">
            <Button type="submit" loading={submitting} aria-disabled={uploading || undefined} className="spw-live-form__submit">
              {t('series.admin.form.submit')}
            </Button>
          </div>
        </footer>
      </form>
    </section>
  );
}
