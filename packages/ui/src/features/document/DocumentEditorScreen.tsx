import type { MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT, type MessageValues } from '../../lib/intl.tsx';
import { Button, buttonVariants } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { FieldMarks, FieldMessages, TextField } from '../../components/TextField.tsx';
import { Upload, type UploadFn } from '../../components/Upload.tsx';
import { formatSize, MB } from '../../components/upload-rules.ts';
import { useFileDrop } from '../../components/useFileDrop.ts';
import { PdfMark } from './CreatorDocumentListScreen.tsx';
import { DOCUMENT_LIMITS, DOCUMENT_TAG_LABEL, DOCUMENT_TAGS, type DocumentTag } from './documentText.ts';
import './creator-document.css';

export interface DocumentDraft {
  file: string;
  file_name: string;
  file_size: number;
  title: string;
  en_title: string;
  summary: string;
  en_summary: string;
  source: string;
  en_source: string;
  /** The creator's cover, '' for the first page. */
  cover: string;
  tags: DocumentTag[];
  date: string; // YYYY-MM-DD
  status: 0 | 1;
}

export type DocumentField = 'file' | 'title' | 'en_title' | 'summary' | 'en_summary' | 'source' | 'en_source' | 'cover' | 'tags' | 'date';

/** Sends a PDF; reports progress 0…1; resolves with the stored file, rejects with an Error whose message is shown. */
export type PdfUploadFn = (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<{ file: string; file_name: string; file_size: number }>;

export interface DocumentEditorScreenProps {
  status: 'loading' | 'error' | 'ready';
  mode: 'add' | 'edit';
  /** What the form starts from (read when it mounts). */
  initial: DocumentDraft;
  onSubmit: (draft: DocumentDraft) => void;
  submitting?: boolean;
  errors?: Partial<Record<DocumentField, string>>;
  uploadPdf: PdfUploadFn;
  uploadCover: UploadFn;
  /** The previews' state of the saved report (edit only): 0 being made, 1 ready, 2 failed. */
  previewStatus?: 0 | 1 | 2;
  backHref: string;
  onRetry?: () => void;
}

/** A complaint about a field: a catalogue message and its values. */
export interface DocumentProblem {
  key: MessageKey;
  values?: MessageValues;
}

/** The fields in the order the form shows them: the first with a complaint takes the focus. */
const FIELDS: readonly DocumentField[] = [
  'file',
  'title',
  'en_title',
  'source',
  'en_source',
  'date',
  'tags',
  'summary',
  'en_summary',
  'cover',
];

/** What the file picker offers; a dropped or renamed file is checked again (isPdf). */
export const PDF_ACCEPT = 'application/pdf,.pdf';

/** A PDF by its type or, when the system gave none that says so, by its name. */
export function isPdf(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type.toLowerCase() === 'application/pdf' || /\.pdf$/i.test(file.name.trim());
}

/** Characters as a reader counts them (an emoji is one). */
const length = (text: string) => [...text].length;

/** The checks made before the form is sent: the fields the contract requires, and its limits. */
export function checkDocument(draft: DocumentDraft): Partial<Record<DocumentField, DocumentProblem>> {
  const found: Partial<Record<DocumentField, DocumentProblem>> = {};
  const max = DOCUMENT_LIMITS;
  if (!draft.file) found.file = { key: 'document.edit.error.file' };
  const words = (['title', 'en_title', 'source', 'en_source', 'summary', 'en_summary'] as const).filter(
    (field) => length(draft[field]) > max[field],
  );
  for (const field of words) found[field] = { key: 'document.edit.error.long', values: { max: max[field] } };
  if (!draft.title.trim()) found.title = { key: 'document.edit.error.title' };
  if (!draft.source.trim()) found.source = { key: 'document.edit.error.source' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) found.date = { key: 'document.edit.error.date' };
  if (draft.tags.length > max.tags) found.tags = { key: 'document.edit.error.tags', values: { max: max.tags } };
  return found;
}

/** The PDF on its way: its name and how much is sent (0…1). */
interface Sending {
  name: string;
  progress: number;
}

const PREVIEW_STATE: Record<0 | 1 | 2, MessageKey> = {
  0: 'document.edit.previews.making',
  1: 'document.edit.previews.ready',
  2: 'document.edit.previews.failed',
};

/**
 * /creator/document/list?add=1 and ?edit=ID: a report's PDF (chosen or dropped, checked, then sent
 * with its progress shown), its bilingual title, source and abstract, its date, up to four topics,
 * an optional cover, and whether readers see it; when editing, where its previews stand.
 */
export function DocumentEditorScreen({
  status,
  mode,
  initial,
  onSubmit,
  submitting = false,
  errors,
  uploadPdf,
  uploadCover,
  previewStatus,
  backHref,
  onRetry,
}: DocumentEditorScreenProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<DocumentDraft>(initial);
  // The form as of the last change, before React has drawn it (an upload can end between two renders).
  const latest = useRef(initial);
  const [checked, setChecked] = useState<Partial<Record<DocumentField, DocumentProblem>>>({});
  const [sending, setSending] = useState<Sending | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [coverBusy, setCoverBusy] = useState(false);
  const [tagsFull, setTagsFull] = useState(false);
  const [waitNotice, setWaitNotice] = useState(false);
  // Only the latest choice counts: a file chosen while another is on its way replaces it.
  const sendCount = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const max = DOCUMENT_LIMITS;
  const fieldId = (field: Exclude<DocumentField, 'tags' | 'cover'>) => `${id}-${field}`;
  const tagId = (tag: DocumentTag) => `${id}-tag-${tag}`;
  const coverBoxId = `${id}-cover-box`;

  const focusField = (field: DocumentField) => {
    if (field === 'tags') document.getElementById(tagId(DOCUMENT_TAGS[0] ?? 'market'))?.focus();
    else if (field === 'cover') document.getElementById(coverBoxId)?.querySelector<HTMLElement>('button')?.focus();
    else document.getElementById(fieldId(field))?.focus();
  };

  // The server's answer: its first field takes the focus (once per answer, not on every render).
  const serverKey = JSON.stringify(errors ?? {});
  useEffect(() => {
    const first = FIELDS.find((field) => errors?.[field]);
    if (first) focusField(first);
  }, [serverKey]);

  const change = (patch: Partial<DocumentDraft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setDraft(next);
    // A field the user corrects stops showing its old complaint.
    const fixed = new Set<string>(Object.keys(patch));
    setChecked((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fixed.has(key))));
    setWaitNotice(false);
  };

  async function sendPdf(file: File) {
    const turn = ++sendCount.current;
    const current = () => mounted.current && turn === sendCount.current;
    setSending({ name: file.name, progress: 0 });
    try {
      const stored = await uploadPdf(file, (fraction) => {
        if (current()) setSending({ name: file.name, progress: Math.min(1, Math.max(0, fraction)) });
      });
      if (!current()) return;
      setSending(null);
      change({ file: stored.file, file_name: stored.file_name, file_size: stored.file_size });
    } catch (problem) {
      if (!current()) return;
      setSending(null);
      setFileProblem(problem instanceof Error && problem.message ? problem.message : t('document.edit.file.failed'));
    }
  }

  /** A chosen or dropped file: checked here first, so a wrong one is never sent. */
  const take = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (!isPdf(file)) {
      setFileProblem(t('document.edit.file.notPdf'));
      return;
    }
    if (file.size > max.fileBytes) {
      setFileProblem(t('document.edit.file.tooLarge', { max: max.fileBytes / MB }));
      return;
    }
    setFileProblem(null);
    setChecked(({ file: _, ...rest }) => rest);
    void sendPdf(file);
  };
  const { onInputChange, zone } = useFileDrop(take, status === 'ready');

  const heading = (
    <h1 className="spw-doc-edit__title" id={`${id}-h`}>
      {t(mode === 'add' ? 'document.edit.titleAdd' : 'document.edit.titleEdit')}
    </h1>
  );
  const head = (
    <header className="spw-doc-edit__head">
      <a className="spw-doc-edit__back" href={backHref}>
        {t('document.edit.back')}
      </a>
      {heading}
    </header>
  );
  if (status === 'loading') {
    return (
      <section className="spw-doc-edit" aria-labelledby={`${id}-h`} aria-busy="true">
        {head}
        <Skeleton variant="block" height={132} announce />
        <Skeleton variant="block" height={72} announce={false} />
        <Skeleton variant="block" height={280} announce={false} />
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className="spw-doc-edit" aria-labelledby={`${id}-h`}>
        {head}
        <LoadError title={t('document.edit.loadError')} onRetry={onRetry} />
      </section>
    );
  }

  const err = (field: DocumentField) => {
    const local = checked[field];
    return local ? t(local.key, local.values) : errors?.[field];
  };

  const toggleTag = (tag: DocumentTag, on: boolean) => {
    const list = latest.current.tags;
    if (!on) {
      change({ tags: list.filter((value) => value !== tag) });
      setTagsFull(false);
      return;
    }
    if (list.includes(tag)) return;
    // The fifth is refused: the box stays clear and the reason is said.
    if (list.length >= max.tags) {
      setTagsFull(true);
      return;
    }
    change({ tags: DOCUMENT_TAGS.filter((value) => value === tag || list.includes(value)) });
  };

  const waiting = sending !== null || coverBusy;
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (waiting) {
      setWaitNotice(true);
      return;
    }
    const found = checkDocument(latest.current);
    setChecked(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    onSubmit(latest.current);
  };

  const fileError = err('file');
  const fileIds = {
    label: `${id}-file-label`,
    chosen: `${id}-file-chosen`,
    error: `${id}-file-error`,
    hint: `${id}-file-hint`,
    previews: `${id}-previews`,
    problem: `${id}-file-problem`,
  };
  const tagsError = err('tags');
  const tagsIds = { error: `${id}-tags-error`, hint: `${id}-tags-hint` };
  const percent = sending ? Math.round(sending.progress * 100) : 0;

  // Where the previews stand: made after the save (a new report, a new file), else the saved report's state.
  const replaced = mode === 'edit' && draft.file !== initial.file;
  let previews = null;
  if (mode === 'add' || replaced) {
    previews = (
      <p className="spw-doc-edit__previews" id={fileIds.previews}>
        {t(mode === 'add' ? 'document.edit.previews.later' : 'document.edit.previews.renew')}
      </p>
    );
  } else if (previewStatus !== undefined) {
    previews = (
      <div className="spw-doc-edit__previews" id={fileIds.previews} data-state={previewStatus}>
        <span className="spw-doc-edit__previews-label">{t('document.edit.previews.label')}</span>
        <span className="spw-doc-edit__previews-state">
          <span className="spw-doc-row__dot" aria-hidden="true" />
          {t(PREVIEW_STATE[previewStatus])}
        </span>
        {previewStatus === 2 ? <span className="spw-doc-edit__previews-hint">{t('document.edit.previews.failedHint')}</span> : null}
      </div>
    );
  }

  return (
    <section className="spw-doc-edit" aria-labelledby={`${id}-h`}>
      {head}
      <form className="spw-doc-edit__form" noValidate onSubmit={send} aria-busy={submitting || undefined}>
        {/* The PDF first: the rest describes it. */}
        <div className="spw-field spw-doc-edit__file" data-invalid={fileError ? '' : undefined}>
          <span className="spw-field__label" id={fileIds.label}>
            {t('document.edit.file.label')}
            <FieldMarks required />
          </span>
          <div className="spw-doc-edit__drop" data-state={sending ? 'sending' : draft.file ? 'chosen' : 'empty'} {...zone}>
            {/* The real control: out of sight, not out of reach (Tab, then Space or Enter opens the picker). */}
            <input
              id={fieldId('file')}
              type="file"
              accept={PDF_ACCEPT}
              className="spw-doc-edit__file-input"
              aria-labelledby={fileIds.label}
              aria-describedby={[
                fileError ? fileIds.error : '',
                fileProblem ? fileIds.problem : '',
                draft.file && !sending ? fileIds.chosen : '',
                fileIds.hint,
                previews ? fileIds.previews : '',
              ]
                .filter(Boolean)
                .join(' ')}
              aria-invalid={fileError ? true : undefined}
              aria-required="true"
              onChange={onInputChange}
            />
            {sending ? (
              <div className="spw-doc-edit__sending">
                <PdfMark className="spw-doc-edit__mark" />
                <div className="spw-doc-edit__sending-main">
                  <span className="spw-doc-edit__file-name" translate="no">
                    {sending.name}
                  </span>
                  <progress
                    className="spw-doc-edit__progress"
                    max={100}
                    value={percent}
                    aria-label={t('document.edit.file.uploading', { name: sending.name })}
                  />
                  <span className="spw-doc-edit__percent" aria-hidden="true">
                    {t('document.edit.file.percent', { percent: percent / 100 })}
                  </span>
                </div>
              </div>
            ) : draft.file ? (
              <div className="spw-doc-edit__chosen">
                <PdfMark className="spw-doc-edit__mark" />
                <p className="spw-doc-edit__chosen-main" id={fileIds.chosen}>
                  <span className="spw-visually-hidden">{t('document.edit.file.chosen')} </span>
                  <span className="spw-doc-edit__file-name" translate="no">
                    {draft.file_name}
                  </span>{' '}
                  <span className="spw-doc-edit__file-size">{formatSize(draft.file_size)}</span>
                </p>
                <label htmlFor={fieldId('file')} className={buttonVariants({ variant: 'secondary', size: 'sm' })} aria-hidden="true">
                  {t('document.edit.file.replace')}
                </label>
              </div>
            ) : (
              <label htmlFor={fieldId('file')} className="spw-doc-edit__choose" aria-hidden="true">
                <svg className="spw-doc-edit__choose-icon" viewBox="0 0 24 24" focusable="false">
                  <path
                    d="M12 16V4m0 0L7.5 8.5M12 4l4.5 4.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                  <path
                    d="M4.5 14.5v4.75h15V14.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                <span className="spw-doc-edit__choose-label">{t('document.edit.file.choose')}</span>
                <span className="spw-doc-edit__choose-drop">{t('document.edit.file.drop')}</span>
              </label>
            )}
          </div>
          {/* A refused choice or a failed upload, said when it happens. */}
          <div role="alert" className="spw-doc-edit__alert">
            <FieldMessages error={fileProblem ?? undefined} errorId={fileIds.problem} />
          </div>
          <FieldMessages
            error={fileError}
            errorId={fileIds.error}
            hint={t('document.edit.file.hint', { max: max.fileBytes / MB })}
            hintId={fileIds.hint}
          />
          {previews}
        </div>

        <div className="spw-doc-edit__row">
          <TextField
            id={fieldId('title')}
            label={t('document.edit.field.title')}
            required
            maxLength={max.title}
            lang="zh-CN"
            placeholder={t('document.edit.field.titlePlaceholder')}
            value={draft.title}
            onChange={(event) => change({ title: event.target.value })}
            error={err('title')}
          />
          <TextField
            id={fieldId('en_title')}
            label={t('document.edit.field.enTitle')}
            optional
            maxLength={max.en_title}
            lang="en"
            hint={t('document.edit.field.enTitleHint')}
            value={draft.en_title}
            onChange={(event) => change({ en_title: event.target.value })}
            error={err('en_title')}
          />
        </div>
        <div className="spw-doc-edit__row">
          <TextField
            id={fieldId('source')}
            label={t('document.edit.field.source')}
            required
            maxLength={max.source}
            lang="zh-CN"
            hint={t('document.edit.field.sourceHint')}
            value={draft.source}
            onChange={(event) => change({ source: event.target.value })}
            error={err('source')}
          />
          <TextField
            id={fieldId('en_source')}
            label={t('document.edit.field.enSource')}
            optional
            maxLength={max.en_source}
            lang="en"
            hint={t('document.edit.field.enSourceHint')}
            value={draft.en_source}
            onChange={(event) => change({ en_source: event.target.value })}
            error={err('en_source')}
          />
        </div>
        <div className="spw-doc-edit__row">
          <TextField
            id={fieldId('date')}
            type="date"
            label={t('document.edit.field.date')}
            required
            min="2000-01-01"
            max="2100-12-31"
            value={draft.date}
            onChange={(event) => change({ date: event.target.value })}
            error={err('date')}
            className="spw-doc-edit__date"
          />
        </div>

        <fieldset
          className="spw-doc-edit__tags"
          data-invalid={tagsError ? '' : undefined}
          aria-describedby={[tagsError ? tagsIds.error : '', tagsIds.hint].filter(Boolean).join(' ')}
        >
          <legend className="spw-field__label">
            {t('document.edit.field.tags')}
            <FieldMarks optional />
          </legend>
          <div className="spw-doc-edit__tags-head">
            <p className="spw-field__hint" id={tagsIds.hint}>
              {t('document.edit.field.tagsHint', { max: max.tags })}
            </p>
            <span className="spw-doc-edit__count" aria-hidden="true" data-full={draft.tags.length >= max.tags ? '' : undefined}>
              {t('document.edit.tags.count', { count: draft.tags.length, max: max.tags })}
            </span>
          </div>
          <div className="spw-doc-edit__tag-options">
            {DOCUMENT_TAGS.map((tag) => (
              <CheckboxField
                key={tag}
                id={tagId(tag)}
                label={t(DOCUMENT_TAG_LABEL[tag])}
                checked={draft.tags.includes(tag)}
                onChange={(event) => toggleTag(tag, event.currentTarget.checked)}
              />
            ))}
          </div>
          <p role="status" className="spw-doc-edit__tags-full">
            {tagsFull ? t('document.edit.tags.full', { max: max.tags }) : null}
          </p>
          <FieldMessages error={tagsError} errorId={tagsIds.error} />
        </fieldset>

        <div className="spw-doc-edit__row">
          <TextareaField
            id={fieldId('summary')}
            label={t('document.edit.field.summary')}
            optional
            rows={6}
            maxLength={max.summary}
            lang="zh-CN"
            hint={t('document.edit.field.summaryHint')}
            value={draft.summary}
            onChange={(event) => change({ summary: event.target.value })}
            error={err('summary')}
          />
          <TextareaField
            id={fieldId('en_summary')}
            label={t('document.edit.field.enSummary')}
            optional
            rows={6}
            maxLength={max.en_summary}
            lang="en"
            hint={t('document.edit.field.enSummaryHint')}
            value={draft.en_summary}
            onChange={(event) => change({ en_summary: event.target.value })}
            error={err('en_summary')}
          />
        </div>
        <div className="spw-doc-edit__row">
          <div id={coverBoxId} className="spw-doc-edit__cover">
            <Upload
              id={`${id}-cover`}
              label={
                <>
                  {t('document.edit.field.cover')}
                  <FieldMarks optional />
                </>
              }
              max={1}
              hint={t('document.edit.field.coverHint')}
              upload={uploadCover}
              defaultValue={initial.cover ? [initial.cover] : []}
              onChange={(urls) => change({ cover: urls[0] ?? '' })}
              onBusyChange={setCoverBusy}
              error={err('cover')}
            />
          </div>
          <RadioGroupField
            name={`${id}-status`}
            label={t('document.edit.field.status')}
            hint={t('document.edit.field.statusHint')}
            orientation="vertical"
            options={[
              { value: '1', label: t('document.edit.status.publish') },
              { value: '0', label: t('document.edit.status.hold') },
            ]}
            value={String(draft.status)}
            onChange={(value) => change({ status: value === '0' ? 0 : 1 })}
          />
        </div>

        <footer className="spw-doc-edit__bar">
          {waitNotice && waiting ? (
            <p className="spw-field__error" role="alert">
              {t('document.edit.error.uploading')}
            </p>
          ) : null}
          <div className="spw-doc-edit__actions">
            <Button type="submit" loading={submitting} aria-disabled={waiting || undefined} className="spw-doc-edit__submit">
              {t(mode === 'add' ? 'document.edit.submitAdd' : 'document.edit.submitEdit')}
            </Button>
          </div>
        </footer>
      </form>
    </section>
  );
}
