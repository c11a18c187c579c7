import type { MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { FieldMarks, TextField } from '../../components/TextField.tsx';
import { Upload, type UploadFn } from '../../components/Upload.tsx';
import type { BroadcastSourceType } from './broadcastText.ts';
import type { LiveProblem } from './LiveEditorScreen.tsx';
import { secondsOfDuration, VIDEO_SOURCE_LABEL, VIDEO_SOURCE_TYPES } from './videoDraft.tsx';
import { VIDEO_LIMITS } from './videoText.ts';
import './creator-live.css';
import './creator-video.css';

/** What the form holds: /video/add and /video/edit's words, with the length as typed. */
export interface VideoDraft {
  title: string;
  en_title: string;
  summary: string;
  en_summary: string;
  content: string;
  en_content: string;
  /** The cover's URL, '' for none. */
  cover: string;
  /** 'mm:ss' or 'h:mm:ss' as typed; '' for unknown. */
  duration: string;
  source_type: BroadcastSourceType;
  source_url: string;
  is_public: 0 | 1;
}

export type VideoField =
  'title' | 'en_title' | 'summary' | 'en_summary' | 'content' | 'en_content' | 'cover' | 'duration' | 'source_type' | 'source_url';

export interface VideoEditorScreenProps {
  status: 'loading' | 'error' | 'ready';
  mode: 'add' | 'edit';
  /** What the form starts from (read when it mounts: a new `key` starts it again). */
  initial: VideoDraft;
  /** The draft as typed: the page turns the length into seconds (secondsOfDuration). */
  onSubmit: (draft: VideoDraft) => void;
  /** The save is on its way: the button waits. */
  submitting?: boolean;
  /** The server's answers by field. */
  errors?: Partial<Record<VideoField, string>>;
  /** Sends the cover (Upload's rules: one jpg or png, compressed, ≤ 1 MB). */
  uploadCover: UploadFn;
  /** The admins' list. */
  backHref: string;
  onRetry?: () => void;
}

/** A complaint about a field: a catalogue message and its values (the live form's kind). */
export type VideoProblem = LiveProblem;

export type VideoProblems = Partial<Record<VideoField, VideoProblem>>;

/** The fields in the order the form shows them: the first with a complaint takes the focus. */
const FIELDS: readonly VideoField[] = [
  'title',
  'en_title',
  'summary',
  'en_summary',
  'cover',
  'source_type',
  'source_url',
  'duration',
  'content',
  'en_content',
];

/** Characters as a reader counts them (an emoji is one). */
const length = (text: string) => [...text].length;

const tooLong = (max: number): VideoProblem => ({ key: 'video.admin.form.error.long', values: { max } });

/** The checks made before the form is sent: what the contract requires, and its limits. */
export function checkVideo(draft: VideoDraft): VideoProblems {
  const found: VideoProblems = {};
  const max = VIDEO_LIMITS;
  for (const field of ['title', 'en_title', 'summary', 'en_summary', 'content', 'en_content'] as const) {
    if (length(draft[field]) > max[field]) found[field] = tooLong(max[field]);
  }
  if (!draft.title.trim()) found.title = { key: 'video.admin.form.error.title' };
  if (!draft.source_url.trim()) found.source_url = { key: 'video.admin.form.error.sourceUrl' };
  else if (length(draft.source_url) > max.url) found.source_url = tooLong(max.url);
  const seconds = secondsOfDuration(draft.duration);
  if (seconds === null) found.duration = { key: 'video.admin.form.error.duration' };
  else if (seconds > max.duration) found.duration = { key: 'video.admin.form.error.durationMax' };
  return found;
}

/**
 * /creator/video/list?add=1 and ?edit=ID (admins): a video's bilingual title and summary, its
 * cover; how it plays (HLS, MP4 or an embedded player), its address and its length; its
 * description; and whether the public sees it.
 */
export function VideoEditorScreen({
  status,
  mode,
  initial,
  onSubmit,
  submitting = false,
  errors,
  uploadCover,
  backHref,
  onRetry,
}: VideoEditorScreenProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<VideoDraft>(initial);
  // The form as of the last change, before React has drawn it (an upload can end between two renders).
  const latest = useRef(initial);
  const [checked, setChecked] = useState<VideoProblems>({});
  // The fields changed since the server's last answer: its word on them no longer stands.
  const [edited, setEdited] = useState<ReadonlySet<VideoField>>(() => new Set());
  const [uploading, setUploading] = useState(false);
  const [waitNotice, setWaitNotice] = useState(false);

  const max = VIDEO_LIMITS;
  const fieldId = (field: VideoField) => `${id}-${field}`;

  const focusField = (field: VideoField) => {
    const target = (() => {
      if (field === 'cover') return document.getElementById(`${id}-cover-box`)?.querySelector<HTMLElement>('button');
      if (field === 'source_type') {
        const group = document.getElementById(fieldId('source_type'));
        return group?.querySelector<HTMLElement>('input:checked') ?? group?.querySelector<HTMLElement>('input');
      }
      return document.getElementById(fieldId(field));
    })();
    target?.focus();
  };

  const firstOf = (found: Partial<Record<VideoField, unknown>>) => FIELDS.find((field) => found[field]);

  // The server's answer: its first field takes the focus (once per answer, not on every render).
  const serverKey = JSON.stringify(errors ?? {});
  useEffect(() => {
    setEdited(new Set());
    const first = firstOf(errors ?? {});
    if (first) focusField(first);
  }, [serverKey]);

  const head = (
    <header className="spw-live-form__head">
      <a className="spw-live-form__back" href={backHref}>
        {t('video.admin.form.back')}
      </a>
      <h1 className="spw-live-form__title" id={`${id}-h`}>
        {t(mode === 'add' ? 'video.admin.form.titleAdd' : 'video.admin.form.titleEdit')}
      </h1>
    </header>
  );
  if (status === 'loading') {
    return (
      <section className="spw-live-form" aria-labelledby={`${id}-h`} aria-busy="true">
        {head}
        <Skeleton variant="block" height={240} announce />
        <Skeleton variant="block" height={160} announce={false} />
        <Skeleton variant="block" height={200} announce={false} />
      </section>
    );
  }
  if (status === 'error') {
    return (
      <section className="spw-live-form" aria-labelledby={`${id}-h`}>
        {head}
        <LoadError title={t('video.admin.form.loadError')} onRetry={onRetry} />
      </section>
    );
  }

  const change = (patch: Partial<VideoDraft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setDraft(next);
    // A field the user corrects stops showing its old complaint.
    const fixed = Object.keys(patch).filter((key): key is VideoField => key !== 'is_public');
    if (fixed.length === 0) return;
    setEdited((current) => (fixed.every((field) => current.has(field)) ? current : new Set([...current, ...fixed])));
    setChecked((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fixed.includes(key as VideoField))));
    setWaitNotice(false);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (uploading) {
      setWaitNotice(true);
      return;
    }
    const found = checkVideo(latest.current);
    setChecked(found);
    const first = firstOf(found);
    if (first) {
      focusField(first);
      return;
    }
    onSubmit(latest.current);
  };

  const err = (field: VideoField) => {
    const local = checked[field];
    if (local) return t(local.key, local.values);
    return edited.has(field) ? undefined : errors?.[field];
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
          {sectionTitle('basic', 'video.admin.form.section.basic')}
          <div className="spw-live-form__row">
            <TextField
              id={fieldId('title')}
              label={t('video.admin.form.title')}
              required
              maxLength={max.title}
              lang="zh-CN"
              placeholder={t('video.admin.form.titlePlaceholder')}
              value={draft.title}
              onChange={(event) => change({ title: event.target.value })}
              error={err('title')}
            />
            <TextField
              id={fieldId('en_title')}
              label={t('video.admin.form.enTitle')}
              optional
              maxLength={max.en_title}
              lang="en"
              hint={t('video.admin.form.enTitleHint')}
              value={draft.en_title}
              onChange={(event) => change({ en_title: event.target.value })}
              error={err('en_title')}
            />
          </div>
          <div className="spw-live-form__row">
            <TextareaField
              id={fieldId('summary')}
              label={t('video.admin.form.summary')}
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
              label={t('video.admin.form.enSummary')}
              optional
              rows={3}
              maxLength={max.en_summary}
              lang="en"
              hint={t('video.admin.form.enSummaryHint')}
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
                  {t('video.admin.form.cover')}
                  <FieldMarks optional />
                </>
              }
              max={1}
              hint={t('video.admin.form.coverHint')}
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
          {sectionTitle('source', 'video.admin.form.section.source')}
          <RadioGroupField
            id={fieldId('source_type')}
            name={`${id}-source-type`}
            label={t('video.admin.form.sourceType')}
            required
            options={VIDEO_SOURCE_TYPES.map((type) => ({
              value: type,
              label: (
                <span className="spw-live-form__type">
                  <span className="spw-live-form__type-name">{t(VIDEO_SOURCE_LABEL[type].name)}</span>
                  <span className="spw-live-form__type-hint">{t(VIDEO_SOURCE_LABEL[type].hint)}</span>
                </span>
              ),
            }))}
            value={draft.source_type}
            onChange={(value) => {
              const type = VIDEO_SOURCE_TYPES.find((known) => known === value);
              if (type) change({ source_type: type });
            }}
            error={err('source_type')}
          />
          <TextField
            id={fieldId('source_url')}
            label={t('video.admin.form.sourceUrl')}
            required
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={max.url}
            hint={t(VIDEO_SOURCE_LABEL[draft.source_type].hint)}
            value={draft.source_url}
            onChange={(event) => change({ source_url: event.target.value })}
            error={err('source_url')}
          />
          <TextField
            id={fieldId('duration')}
            label={t('video.admin.form.duration')}
            optional
            autoComplete="off"
            spellCheck={false}
            maxLength={12}
            hint={t('video.admin.form.durationHint')}
            value={draft.duration}
            onChange={(event) => change({ duration: event.target.value })}
            error={err('duration')}
            className="spw-video-form__duration"
          />
        </div>

        <div className="spw-live-form__section">
          {sectionTitle('content', 'video.admin.form.section.content')}
          <div className="spw-live-form__row">
            <TextareaField
              id={fieldId('content')}
              label={t('video.admin.form.content')}
              optional
              rows={6}
              maxLength={max.content}
              lang="zh-CN"
              hint={t('video.admin.form.contentHint')}
              value={draft.content}
              onChange={(event) => change({ content: event.target.value })}
              error={err('content')}
            />
            <TextareaField
              id={fieldId('en_content')}
              label={t('video.admin.form.enContent')}
              optional
              rows={6}
              maxLength={max.en_content}
              lang="en"
              hint={t('video.admin.form.enContentHint')}
              value={draft.en_content}
              onChange={(event) => change({ en_content: event.target.value })}
              error={err('en_content')}
            />
          </div>
        </div>

        <div className="spw-live-form__section">
          {sectionTitle('public', 'video.admin.form.section.public')}
          <CheckboxField
            id={`${id}-is_public`}
            label={t('video.admin.form.isPublic')}
            hint={t('video.admin.form.isPublicHint')}
            checked={draft.is_public === 1}
            onChange={(event) => change({ is_public: event.currentTarget.checked ? 1 : 0 })}
          />
        </div>

        <footer className="spw-live-form__bar">
          {waitNotice && uploading ? (
            <p className="spw-field__error" role="alert">
              {t('video.admin.form.error.uploading')}
            </p>
          ) : null}
          <div className="spw-live-form__actions">
            <Button type="submit" loading={submitting} aria-disabled={uploading || undefined} className="spw-live-form__submit">
              {t('video.admin.form.submit')}
            </Button>
          </div>
        </footer>
      </form>
    </section>
  );
}
