import { formatDateTime, type MessageKey } from '@spw/i18n';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Button } from '../../components/Button.tsx';
import { FormLayout } from '../../components/FormLayout.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { DEFAULT_MAX_BYTES, formatSize, Upload, type UploadFn } from '../../components/Upload.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import './forum-composer.css';

export interface ForumComposerValues {
  title: string;
  content: string;
  images: string[];
}

export type ForumComposerField = 'title' | 'content' | 'images';

export interface ForumComposerProps {
  /** Sends one picture (the site: /upload/file2server); passed to <Upload>. */
  upload: UploadFn;
  /** The post, trimmed; images are the uploaded pictures' URLs in order. */
  onSubmit: (values: ForumComposerValues) => void;
  submitting: boolean;
  /**
   * Errors from the server by field (title, content, images) and a general one (`form`, shown in
   * a role=alert above the fields), already in the reader's language. Applied, the first field
   * named taking the focus, whenever they change and each time `submitting` ends.
   */
  serverErrors?: Partial<Record<ForumComposerField | 'form', string>>;
  cancelHref: string;
  /** ISO date: when set, a notice ('你的账号已被停用至 {date}，暂不能发帖') and the form disabled. */
  suspendedUntil?: string | null;
}

/** The contract's limits (ForumAddBody). */
export const FORUM_LIMITS = { title: 50, content: 2000, images: 9 } as const;

/** The fields in the form's order: the first wrong one takes the focus. */
const FIELDS: readonly ForumComposerField[] = ['title', 'content', 'images'];

/** A length check: a message key when the trimmed text is over the limit. */
const tooLong = (value: string, max: number, key: MessageKey): MessageKey | true => (value.trim().length > max ? key : true);

/** /forum/add: a member starts a thread — a title, the text, up to nine pictures. */
export function ForumComposer({ upload, onSubmit, submitting, serverErrors, cancelHref, suspendedUntil = null }: ForumComposerProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const noticeId = `${id}-suspended`;
  const titleLimitId = `${id}-title-limit`;
  const suspended = Boolean(suspendedUntil);
  const [uploading, setUploading] = useState(false);
  const [waitUpload, setWaitUpload] = useState(false);

  const { register, handleSubmit, setError, setFocus, setValue, watch, formState } = useForm<ForumComposerValues>({
    // The first field with a complaint, in the form's order, takes the focus (see `send`).
    shouldFocusError: false,
    disabled: suspended,
    defaultValues: { title: '', content: '', images: [] },
  });
  // `watch` and a field registered by hand, not useWatch and useController: those would add their
  // code to the form library's chunk that every form of the site downloads.
  // (A disabled form's fields read as undefined.)
  const titleLength = (watch('title') ?? '').length;
  // The pictures: Upload keeps to the limits itself; the server may still refuse one (serverErrors.images).
  const images = register('images');

  // The server's complaints: each on its field, the first taking the focus; again after each answer.
  const titleError = serverErrors?.title;
  const contentError = serverErrors?.content;
  const imagesError = serverErrors?.images;
  useEffect(() => {
    if (submitting) return;
    const named: Record<ForumComposerField, string | undefined> = { title: titleError, content: contentError, images: imagesError };
    const first = FIELDS.find((field) => named[field]);
    for (const field of FIELDS) {
      const message = named[field];
      if (message) setError(field, { type: 'server', message }, { shouldFocus: field === first });
    }
  }, [submitting, titleError, contentError, imagesError, setError]);

  /** A field's message: the server's words as they came, ours from the catalogue. */
  const err = (name: ForumComposerField): string | undefined => {
    const problem = formState.errors[name] as FieldError | undefined;
    if (!problem?.message) return undefined;
    if (problem.type === 'server') return problem.message;
    return t(problem.message as MessageKey, { max: FORUM_LIMITS[name] });
  };

  const send = handleSubmit(
    (v) => {
      if (submitting || suspended) return;
      // Pictures still on their way: nothing goes out until they are up (the alert says so).
      if (uploading) {
        setWaitUpload(true);
        return;
      }
      onSubmit({ title: v.title.trim(), content: v.content.trim(), images: v.images });
    },
    (errors) => {
      const first = FIELDS.find((name) => errors[name]);
      if (first) setFocus(first);
    },
  );

  const formError = serverErrors?.form ?? (waitUpload && uploading ? t('forum.add.uploading') : undefined);

  return (
    <div className="spw-forum-composer">
      <FormLayout
        title={t('forum.add.heading')}
        description={t('forum.add.lead')}
        requiredNote
        error={formError}
        onSubmit={(event) => void send(event)}
        aria-busy={submitting || undefined}
        aria-describedby={suspended ? noticeId : undefined}
        actions={
          <div className="spw-forum-composer__buttons">
            <Button type="submit" size="lg" loading={submitting} disabled={suspended}>
              {t('forum.add.submit')}
            </Button>
            <Button asChild variant="secondary" size="lg">
              <a href={cancelHref}>{t('common.cancel')}</a>
            </Button>
          </div>
        }
      >
        {suspendedUntil ? (
          <div id={noticeId} className="spw-forum-composer__notice" role="status">
            <svg className="spw-forum-composer__notice-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="6.8" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M3.4 12.6l9.2-9.2" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            <p>
              {t('forum.add.suspended', {
                date: formatDateTime(suspendedUntil, locale),
              })}
            </p>
          </div>
        ) : null}
        <TextField
          label={t('forum.add.title')}
          required
          maxLength={FORUM_LIMITS.title}
          autoComplete="off"
          translate="no"
          className="spw-forum-composer__title"
          aria-describedby={titleLimitId}
          error={err('title')}
          suffix={
            <>
              {/* The running count is for the eye; a screen reader hears the limit once, with the field. */}
              <span className="spw-forum-composer__count" aria-hidden="true" data-full={titleLength >= FORUM_LIMITS.title ? '' : undefined}>
                {t('field.count', { count: titleLength, max: FORUM_LIMITS.title })}
              </span>
              <span id={titleLimitId} className="spw-visually-hidden">
                {t('field.maxLength', { max: FORUM_LIMITS.title })}
              </span>
            </>
          }
          {...register('title', {
            validate: (v) => ((v ?? '').trim() ? tooLong(v, FORUM_LIMITS.title, 'forum.add.titleTooLong') : 'forum.add.titleRequired'),
          })}
        />
        <TextareaField
          label={t('forum.add.content')}
          required
          rows={8}
          maxLength={FORUM_LIMITS.content}
          translate="no"
          className="spw-forum-composer__content"
          error={err('content')}
          {...register('content', {
            validate: (v) =>
              (v ?? '').trim() ? tooLong(v, FORUM_LIMITS.content, 'forum.add.contentTooLong') : 'forum.add.contentRequired',
          })}
        />
        <div
          className="spw-forum-composer__images"
          ref={(element) => images.ref(element ? { focus: () => element.querySelector('button')?.focus() } : null)}
        >
          <Upload
            id={`${id}-images`}
            label={t('forum.add.images')}
            upload={upload}
            max={FORUM_LIMITS.images}
            hint={t('forum.add.imagesHint', { max: FORUM_LIMITS.images, size: formatSize(DEFAULT_MAX_BYTES) })}
            disabled={suspended}
            onChange={(urls) => setValue('images', urls, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
            onBusyChange={(busy) => {
              setUploading(busy);
              if (!busy) setWaitUpload(false);
            }}
            error={err('images')}
          />
        </div>
      </FormLayout>
    </div>
  );
}
