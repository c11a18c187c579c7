import type { MessageKey } from '@spw/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Upload, type UploadFn } from '../../components/Upload.tsx';
import { ArticlePicker, articleSearchId, type ArticlePickerWords, type ArticleSearch } from '../article/ArticlePicker.tsx';
import { checkSpecial, SPECIAL_LIMITS, type SpecialField, type SpecialProblem } from './specialText.ts';
import './special.css';

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
export type SpecialArticleSearch = ArticleSearch;

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

/** The article picker's words. */
export const PICKER_WORDS: ArticlePickerWords = {
  label: 'special.write.field.articles',
  hint: 'special.write.field.articlesHint',
  searchLabel: 'special.write.search.label',
  searchPlaceholder: 'special.write.search.placeholder',
  searchSubmit: 'special.write.search.submit',
  searchLoading: 'special.write.search.loading',
  searchError: 'special.write.search.error',
  searchEmpty: 'special.write.search.empty',
  searchCount: 'special.write.search.count',
  results: 'special.write.search.results',
  add: 'special.write.add',
  added: 'special.write.added',
  full: 'special.write.full',
  chosen: 'special.write.chosen',
  chosenCount: 'special.write.chosenCount',
  none: 'special.write.none',
  moveUp: 'special.write.moveUp',
  moveDown: 'special.write.moveDown',
  remove: 'special.write.remove',
  moved: 'special.write.moved',
  removed: 'special.write.removed',
  addedNotice: 'special.write.addedNotice',
  unpublished: 'special.write.unpublished',
};

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
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<SpecialDraft>(initial);
  // The form as of the last change, before React has drawn it (two changes can come in one tick).
  const latest = useRef(initial);
  const [checked, setChecked] = useState<Partial<Record<SpecialField, SpecialProblem>>>({});
  const [bannerBusy, setBannerBusy] = useState(false);
  const [formError, setFormError] = useState<MessageKey | null>(null);

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
  const pickerId = `${id}-articles`;

  const change = (patch: Partial<SpecialDraft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setDraft(next);
    // A field the user corrects stops showing its old complaint.
    const fixed = new Set<string>(Object.keys(patch).map((key) => (key === 'articles' ? 'article_ids' : key)));
    setChecked((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fixed.has(key))));
    setFormError(null);
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
      document.getElementById(first === 'article_ids' ? articleSearchId(pickerId) : `${id}-${first}`)?.focus();
      return;
    }
    onSubmit(latest.current);
  };

  const err = (name: SpecialField) => {
    const local = checked[name];
    return local ? t(local.key, local.values) : serverErrors[name];
  };
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

        <ArticlePicker
          id={pickerId}
          value={draft.articles}
          onChange={(articles) => change({ articles })}
          toPicked={(item) => ({ id: item.id, title: item.title, lang: item.lang, published: 1 as const })}
          max={max.articles}
          search={search}
          onSearch={onSearch}
          error={err('article_ids')}
          required
          words={PICKER_WORDS}
        />

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
