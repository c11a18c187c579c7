import type { components } from '@spw/api';
import { beijingClock, type MessageKey } from '@spw/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Upload, type UploadFn } from '../../components/Upload.tsx';
import { RichTextEditor } from './editor/RichTextEditor.tsx';
import './creator.css';

type ArticleMine = components['schemas']['ArticleMine'];

/** What the form holds: the words of /article/add and /article/edit. */
export interface ArticleDraft {
  title: string;
  summary: string;
  /** The cover's URL, '' for none. */
  cover: string;
  /** The body as HTML (the editor's), '' when empty. */
  content: string;
  lang: 'zh' | 'en';
  /** One of the author's columns, 0 for none. */
  column_id: number;
}

/** The contract's limits (ArticleBody). */
export const TITLE_MAX = 100;
export const SUMMARY_MAX = 200;

/** Where the words are kept, as the status line tells it. */
export type AutosaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  /** On the server, at this time. */
  | { state: 'saved'; at: string }
  /** On this device only: not yet complete enough for the server (no title or no text). */
  | { state: 'local'; at: string }
  /** The server refused or could not be reached; kept on this device. */
  | { state: 'failed'; at: string };

export type ArticleDraftErrors = Partial<Record<keyof ArticleDraft, string>>;

export interface ArticleEditorScreenProps {
  status: 'loading' | 'error' | 'ready';
  /** Writing a new article, or changing a saved one. */
  mode: 'add' | 'edit';
  /** The saved article (edit, or once a new one has been saved): its review state shapes the notice. */
  article?: ArticleMine;
  /** The words the form starts from (read when it mounts: a new `key` starts it again). */
  initial: ArticleDraft;
  /** The author's columns; without any, the column field is not shown. */
  columns: readonly { id: number; name: string }[];
  /** Every change of the words (the page saves them as the user writes). */
  onChange: (draft: ArticleDraft) => void;
  autosave: AutosaveStatus;
  /** Saves now, as a draft (a pending article stays in its review). */
  onSaveDraft: (draft: ArticleDraft) => void;
  /** Sends it for review. */
  onSubmit: (draft: ArticleDraft) => void;
  /** Which of the two buttons' calls is on its way. */
  busy?: 'draft' | 'submit' | null;
  /** The server's answers, by field. */
  errors?: ArticleDraftErrors;
  /** The author's preview of the saved version (absent until the article is saved). */
  previewHref?: string;
  /** The creator's list. */
  backHref: string;
  /** Sends the cover (Upload's own rules: one jpg or png, compressed, ≤ 1 MB). */
  uploadCover: UploadFn;
  /** Sends a picture for the body; resolves with its URL. */
  uploadImage: (file: File) => Promise<string>;
  /** Words kept on this device that the server did not have were put back, from this time. */
  restoredAt?: string;
  /** Drop the restored words and start again from the server's. */
  onDiscardRestored?: () => void;
  onRetry?: () => void;
}

/** HH:mm in Beijing time, as the autosave line says it. */
const clock = (iso: string) => beijingClock(new Date(iso)).slice(11, 16);

const AUTOSAVE_TEXT: Record<AutosaveStatus['state'], MessageKey> = {
  idle: 'article.write.autosave.idle',
  saving: 'article.write.autosave.saving',
  saved: 'article.write.autosave.saved',
  local: 'article.write.autosave.local',
  failed: 'article.write.autosave.failed',
};

/** The review state's notice above the form: what saving and submitting will do to what readers see. */
function noticeOf(article: ArticleMine | undefined): { key: MessageKey; reason?: string; tone: 'info' | 'danger' } | null {
  if (!article) return { key: 'article.write.notice.draft', tone: 'info' };
  const rev = article.revision;
  if (rev?.censor_status === 0) return { key: 'article.write.notice.revisionPending', tone: 'info' };
  if (rev?.censor_status === 2) return { key: 'article.write.notice.revisionRejected', reason: rev.censor_reason, tone: 'danger' };
  switch (article.censor_status) {
    case 3:
      return { key: 'article.write.notice.draft', tone: 'info' };
    case 0:
      return { key: 'article.write.notice.pending', tone: 'info' };
    case 2:
      return { key: 'article.write.notice.rejected', reason: article.censor_reason, tone: 'danger' };
    default:
      return { key: 'article.write.notice.published', tone: 'info' };
  }
}

/** The checks made before a save is sent: the contract's limits, with the catalogue's words. */
export function checkDraft(draft: ArticleDraft, words: number): Partial<Record<keyof ArticleDraft, MessageKey>> {
  const errors: Partial<Record<keyof ArticleDraft, MessageKey>> = {};
  const title = draft.title.trim();
  if (!title) errors.title = 'article.write.error.title';
  else if ([...title].length > TITLE_MAX) errors.title = 'article.write.error.titleLong';
  if ([...draft.summary.trim()].length > SUMMARY_MAX) errors.summary = 'article.write.error.summaryLong';
  if (words === 0 && !/<img\b/i.test(draft.content)) errors.content = 'article.write.error.content';
  return errors;
}

/**
 * /creator/article/add and /edit (and /article/add, /edit): the article's title, summary, cover,
 * language, column and body in the rich-text editor, saved as the author writes, then sent for
 * review. What saving does to a published or pending article is said above the form.
 */
export function ArticleEditorScreen({
  status,
  mode,
  article,
  initial,
  columns,
  onChange,
  autosave,
  onSaveDraft,
  onSubmit,
  busy,
  errors: serverErrors = {},
  previewHref,
  backHref,
  uploadCover,
  uploadImage,
  restoredAt,
  onDiscardRestored,
  onRetry,
}: ArticleEditorScreenProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<ArticleDraft>(initial);
  // The words as of the last change, before React has drawn them (two fields can change in one tick).
  const latest = useRef(initial);
  const words = useRef(-1);
  const [coverBusy, setCoverBusy] = useState(false);
  const [checked, setChecked] = useState<Partial<Record<keyof ArticleDraft, MessageKey>>>({});
  const [formError, setFormError] = useState<MessageKey | null>(null);

  const heading = <h1 className="spw-write__title">{t(mode === 'add' ? 'article.write.titleAdd' : 'article.write.titleEdit')}</h1>;
  const back = (
    <a className="spw-write__back" href={backHref}>
      {t('article.write.back')}
    </a>
  );
  if (status === 'loading') {
    return (
      <section className="spw-write" aria-labelledby={`${id}-h`}>
        <header className="spw-write__head" id={`${id}-h`}>
          {back}
          {heading}
        </header>
        <Skeleton variant="block" height={44} announce />
        <Skeleton variant="block" height={88} />
        <Skeleton variant="block" height={360} />
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className="spw-write">
        <header className="spw-write__head">
          {back}
          {heading}
        </header>
        <LoadError title={t('article.write.loadError')} onRetry={onRetry} />
      </section>
    );
  }

  const change = (patch: Partial<ArticleDraft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setDraft(next);
    onChange(next);
    // A field the user corrects stops showing its old complaint.
    setChecked(
      (current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))) as Partial<Record<keyof ArticleDraft, MessageKey>>,
    );
    setFormError(null);
  };

  const send = (kind: 'draft' | 'submit') => (event?: FormEvent) => {
    event?.preventDefault();
    if (coverBusy) {
      setFormError('article.write.error.uploading');
      return;
    }
    const found = checkDraft(draft, words.current < 0 ? (draft.content ? 1 : 0) : words.current);
    setChecked(found);
    const first = (Object.keys(found) as (keyof ArticleDraft)[])[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    (kind === 'submit' ? onSubmit : onSaveDraft)(draft);
  };

  const err = (name: keyof ArticleDraft) => {
    const local = checked[name];
    return local ? t(local) : serverErrors[name];
  };
  const notice = noticeOf(article);
  const contentError = err('content');
  const contentErrorId = `${id}-content-error`;
  const at = 'at' in autosave ? autosave.at : undefined;

  return (
    <section className="spw-write" aria-labelledby={`${id}-h`}>
      <header className="spw-write__head">
        {back}
        <h1 className="spw-write__title" id={`${id}-h`}>
          {t(mode === 'add' ? 'article.write.titleAdd' : 'article.write.titleEdit')}
        </h1>
      </header>
      {notice ? (
        <p className={`spw-write__notice spw-write__notice--${notice.tone}`}>
          {t(notice.key, notice.reason !== undefined ? { reason: notice.reason } : undefined)}
        </p>
      ) : null}
      {restoredAt ? (
        <div className="spw-write__restored" role="status">
          <span>{t('article.write.restored', { time: clock(restoredAt) })}</span>
          {onDiscardRestored ? (
            <Button type="button" variant="secondary" size="sm" onClick={onDiscardRestored}>
              {t('article.write.discardRestored')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <form className="spw-write__form" noValidate onSubmit={send('submit')} aria-busy={busy ? true : undefined}>
        <TextField
          id={`${id}-title`}
          label={t('article.write.field.title')}
          required
          maxLength={TITLE_MAX}
          placeholder={t('article.write.field.titlePlaceholder')}
          value={draft.title}
          onChange={(event) => change({ title: event.target.value })}
          error={err('title')}
          className="spw-write__title-field"
        />
        <TextareaField
          id={`${id}-summary`}
          label={t('article.write.field.summary')}
          optional
          rows={2}
          maxLength={SUMMARY_MAX}
          hint={t('article.write.field.summaryHint')}
          value={draft.summary}
          onChange={(event) => change({ summary: event.target.value })}
          error={err('summary')}
        />
        <div className="spw-write__row">
          <Upload
            id={`${id}-cover`}
            label={t('article.write.field.cover')}
            max={1}
            hint={t('article.write.field.coverHint')}
            upload={uploadCover}
            defaultValue={draft.cover ? [draft.cover] : []}
            onChange={(urls) => change({ cover: urls[0] ?? '' })}
            onBusyChange={setCoverBusy}
            error={err('cover')}
          />
          <div className="spw-write__side">
            <RadioGroupField
              name="lang"
              label={t('article.write.field.lang')}
              options={[
                { value: 'zh', label: '中文' },
                { value: 'en', label: 'English' },
              ]}
              value={draft.lang}
              onChange={(value) => change({ lang: value === 'en' ? 'en' : 'zh' })}
            />
            {columns.length > 0 ? (
              // A creator has a handful of columns at most: all of them in view, one choice.
              <RadioGroupField
                name="column_id"
                orientation="vertical"
                label={t('article.write.field.column')}
                options={[
                  { value: '0', label: t('article.write.field.noColumn') },
                  ...columns.map((column) => ({ value: String(column.id), label: column.name })),
                ]}
                value={String(draft.column_id)}
                onChange={(value) => change({ column_id: Number(value) })}
                error={err('column_id')}
              />
            ) : null}
          </div>
        </div>
        <div className="spw-write__body" data-invalid={contentError ? '' : undefined}>
          <span className="spw-field__label" id={`${id}-content-label`}>
            {t('article.write.field.content')}
            <span className="spw-field__required" aria-hidden="true">
              *
            </span>
          </span>
          <RichTextEditor
            id={`${id}-content`}
            initialHtml={initial.content}
            label={t('article.write.field.content')}
            placeholder={t('article.write.field.contentPlaceholder')}
            onChange={(html, count) => {
              words.current = count;
              change({ content: html });
            }}
            onUploadImage={uploadImage}
            lang={draft.lang === 'en' ? 'en' : 'zh-CN'}
            invalid={Boolean(contentError)}
            describedBy={contentError ? contentErrorId : undefined}
          />
          {contentError ? (
            <p className="spw-field__error" id={contentErrorId}>
              {contentError}
            </p>
          ) : null}
        </div>
        <footer className="spw-write__bar">
          <p className="spw-write__autosave" role="status" data-state={autosave.state}>
            {t(AUTOSAVE_TEXT[autosave.state], at ? { time: clock(at) } : undefined)}
          </p>
          {formError ? (
            <p className="spw-field__error" role="alert">
              {t(formError)}
            </p>
          ) : null}
          <div className="spw-write__actions">
            {previewHref ? (
              <Button asChild variant="ghost">
                <a href={previewHref} target="_blank" rel="noopener">
                  {t('article.write.preview')}
                </a>
              </Button>
            ) : null}
            <Button type="button" variant="secondary" loading={busy === 'draft'} disabled={Boolean(busy)} onClick={() => send('draft')()}>
              {t('article.write.saveDraft')}
            </Button>
            <Button type="submit" loading={busy === 'submit'} disabled={Boolean(busy)}>
              {t('article.write.submit')}
            </Button>
          </div>
        </footer>
      </form>
    </section>
  );
}
