import type { components } from '@spw/api';
import { POST_TITLE_WIDTH, textWidth } from '@spw/api/text-width';
import { formatDateTime, type MessageKey } from '@spw/i18n';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Button } from '../../components/Button.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { DEFAULT_MAX_BYTES, formatSize, IMAGE_ACCEPT, Upload, type UploadFn } from '../../components/Upload.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { POST_CATEGORIES, POST_CATEGORY_LABEL, POST_REGION_LABEL, POST_REGIONS, POST_TYPE_LABEL } from './PostListScreen.tsx';
import './post-composer.css';

type PostType = components['schemas']['OfferType'];
type PostCategory = components['schemas']['PostCategory'];
type PostRegion = components['schemas']['PostRegion'];

export interface PostComposerValues {
  type: PostType;
  title: string;
  content: string;
  images: string[];
  category: PostCategory;
  region: PostRegion;
  contact: string;
}

export type PostComposerField = keyof PostComposerValues;

export interface PostComposerProps {
  mode: 'add' | 'edit';
  /** Edit: the post's current values (the form starts with them). */
  initial?: PostComposerValues;
  /** Sends one picture (the site: /upload/file2server); passed to <Upload>. */
  upload: UploadFn;
  /** Values trimmed. */
  onSubmit: (values: PostComposerValues) => void;
  submitting: boolean;
  /**
   * Errors from the server by field and a general one (`form`, shown in a role=alert above the
   * fields), already in the reader's language. Applied, the first field named taking the focus,
   * whenever they change and each time `submitting` ends.
   */
  serverErrors?: Partial<Record<PostComposerField | 'form', string>>;
  cancelHref: string;
  /** ISO date: when set, a notice ('你的账号已被停用至 {date}，暂不能发布信息') and the form disabled. */
  suspendedUntil?: string | null;
}

/** The contract's limits (PostBody); the title's is a width, `POST_TITLE_WIDTH`. */
export const POST_LIMITS = { content: 300, contact: 100, images: 3 } as const;

/** The fields in the form's order: the first wrong one takes the focus. */
const FIELDS: readonly PostComposerField[] = ['type', 'title', 'content', 'images', 'category', 'region', 'contact'];

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
const charCount = (text: string) => Array.from(text).length;

/** Before the member chooses: a category and a region are left for them to pick. */
const EMPTY = {
  type: 'sell',
  title: '',
  content: '',
  images: [],
  // The empty first choice ('请选择'): fails the required check until one is picked.
  category: '' as PostCategory,
  region: '' as PostRegion,
  contact: '',
} satisfies PostComposerValues;

/** /posts/add and /posts/edit: a member offers something for sale or asks for something wanted. */
export function PostComposer({
  mode,
  initial,
  upload,
  onSubmit,
  submitting,
  serverErrors,
  cancelHref,
  suspendedUntil = null,
}: PostComposerProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const noticeId = `${id}-suspended`;
  const titleLimitId = `${id}-title-limit`;
  const suspended = Boolean(suspendedUntil);
  const [uploading, setUploading] = useState(false);
  const [waitUpload, setWaitUpload] = useState(false);

  const { register, handleSubmit, setError, setFocus, setValue, watch, formState } = useForm<PostComposerValues>({
    // The first field with a complaint, in the form's order, takes the focus (see `send`).
    shouldFocusError: false,
    disabled: suspended,
    defaultValues: initial ?? EMPTY,
  });
  // `watch`, not useWatch: see ForumComposer. (A disabled form's fields read as undefined.)
  const titleWidth = textWidth(watch('title') ?? '');
  const contentLength = charCount(watch('content') ?? '');
  // The pictures: Upload keeps to the count, type and size itself; at least one is the form's rule.
  const images = register('images', { validate: (v) => ((v ?? []).length > 0 ? true : 'posts.composer.imagesRequired') });

  // The server's complaints: each on its field, the first taking the focus; again after each answer.
  const server = FIELDS.map((field) => serverErrors?.[field]);
  const serverKey = JSON.stringify(server);
  useEffect(() => {
    if (submitting) return;
    const named = JSON.parse(serverKey) as (string | null)[];
    const first = FIELDS.findIndex((_, index) => named[index]);
    FIELDS.forEach((field, index) => {
      const message = named[index];
      if (message) setError(field, { type: 'server', message }, { shouldFocus: index === first });
    });
  }, [submitting, serverKey, setError]);

  /** A field's message: the server's words as they came, ours from the catalogue. */
  const err = (name: PostComposerField): string | undefined => {
    const problem = formState.errors[name] as FieldError | undefined;
    if (!problem?.message) return undefined;
    if (problem.type === 'server') return problem.message;
    return t(problem.message as MessageKey, { max: name === 'contact' ? POST_LIMITS.contact : POST_LIMITS.content });
  };

  const send = handleSubmit(
    (v) => {
      if (submitting || suspended) return;
      // Pictures still on their way: nothing goes out until they are up (the alert says so).
      if (uploading) {
        setWaitUpload(true);
        return;
      }
      onSubmit({
        type: v.type,
        title: v.title.trim(),
        content: v.content.trim(),
        images: v.images,
        category: v.category,
        region: v.region,
        contact: v.contact.trim(),
      });
    },
    (errors) => {
      const first = FIELDS.find((name) => errors[name]);
      if (first) setFocus(first);
    },
  );

  const formError = serverErrors?.form ?? (waitUpload && uploading ? t('posts.composer.uploading') : undefined);
  const heading = t(mode === 'edit' ? 'posts.composer.headingEdit' : 'posts.composer.headingAdd');
  const titleError = err('title');
  // Over the width the error says the limit already: the field is not told it twice.
  const titleSaysLimit = formState.errors.title?.type !== 'server' && formState.errors.title?.message === 'posts.composer.titleTooWide';

  return (
    <div className="spw-post-composer">
      <FormLayout
        title={heading}
        requiredNote
        error={formError}
        onSubmit={(event) => void send(event)}
        aria-busy={submitting || undefined}
        aria-describedby={suspended ? noticeId : undefined}
        actions={
          <div className="spw-post-composer__buttons">
            <Button type="submit" size="lg" loading={submitting} disabled={suspended}>
              {t(mode === 'edit' ? 'posts.composer.submitEdit' : 'posts.composer.submitAdd')}
            </Button>
            <Button asChild variant="secondary" size="lg">
              <a href={cancelHref}>{t('common.cancel')}</a>
            </Button>
          </div>
        }
      >
        {suspendedUntil ? (
          <div id={noticeId} className="spw-post-composer__notice" role="status">
            <svg className="spw-post-composer__notice-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="6.8" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M3.4 12.6l9.2-9.2" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            <p>{t('posts.composer.suspended', { date: formatDateTime(suspendedUntil, locale) })}</p>
          </div>
        ) : null}
        <RadioGroupField
          label={t('posts.composer.type')}
          name="type"
          required
          disabled={suspended}
          error={err('type')}
          options={[
            { value: 'sell', label: t(POST_TYPE_LABEL.sell) },
            { value: 'buy', label: t(POST_TYPE_LABEL.buy) },
          ]}
          inputProps={register('type', { required: 'posts.composer.typeRequired' })}
        />
        <TextField
          label={t('posts.composer.title')}
          required
          // The width rule (a Chinese character counts two) is the form's: the box takes 40 English ones.
          maxLength={POST_TITLE_WIDTH}
          autoComplete="off"
          translate="no"
          className="spw-post-composer__title"
          aria-describedby={titleSaysLimit ? undefined : titleLimitId}
          error={titleError}
          suffix={
            <>
              {/* The running width is for the eye; a screen reader hears the limit once, with the field. */}
              <span
                className="spw-post-composer__count"
                aria-hidden="true"
                data-full={titleWidth === POST_TITLE_WIDTH ? '' : undefined}
                data-over={titleWidth > POST_TITLE_WIDTH ? '' : undefined}
              >
                {t('field.count', { count: titleWidth, max: POST_TITLE_WIDTH })}
              </span>
              <span id={titleLimitId} className="spw-visually-hidden">
                {t('posts.composer.titleLimit')}
              </span>
            </>
          }
          {...register('title', {
            validate: (v) => {
              const title = (v ?? '').trim();
              if (!title) return 'posts.composer.titleRequired';
              return textWidth(title) > POST_TITLE_WIDTH ? 'posts.composer.titleTooWide' : true;
            },
          })}
        />
        <TextareaField
          label={t('posts.composer.content')}
          required
          rows={6}
          translate="no"
          className="spw-post-composer__content"
          error={err('content')}
          // Counted in characters (an emoji is one), so no native maxlength: it counts UTF-16 units.
          hint={
            <>
              {/* The limit first: out of sight, it would otherwise sit past the line's right edge. */}
              <span className="spw-visually-hidden">{t('field.maxLength', { max: POST_LIMITS.content })}</span>
              <span
                className="spw-post-composer__count"
                aria-hidden="true"
                data-full={contentLength === POST_LIMITS.content ? '' : undefined}
                data-over={contentLength > POST_LIMITS.content ? '' : undefined}
              >
                {t('field.count', { count: contentLength, max: POST_LIMITS.content })}
              </span>
            </>
          }
          {...register('content', {
            validate: (v) => {
              const content = (v ?? '').trim();
              if (!content) return 'posts.composer.contentRequired';
              return charCount(content) > POST_LIMITS.content ? 'posts.composer.contentTooLong' : true;
            },
          })}
        />
        <div
          className="spw-post-composer__images"
          ref={(element) => images.ref(element ? { focus: () => element.querySelector('button')?.focus() } : null)}
        >
          <Upload
            id={`${id}-images`}
            label={
              <>
                {t('posts.composer.images')}
                <span className="spw-field__required" aria-hidden="true">
                  *
                </span>
              </>
            }
            upload={upload}
            defaultValue={initial?.images}
            max={POST_LIMITS.images}
            accept={IMAGE_ACCEPT}
            hint={t('posts.composer.imagesHint', { max: POST_LIMITS.images, size: formatSize(DEFAULT_MAX_BYTES) })}
            disabled={suspended}
            onChange={(urls) => setValue('images', urls, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
            onBusyChange={(busy) => {
              setUploading(busy);
              if (!busy) setWaitUpload(false);
            }}
            error={err('images')}
          />
        </div>
        <FormRow>
          <SelectField
            label={t('posts.composer.category')}
            required
            placeholder={t('posts.composer.choose')}
            options={POST_CATEGORIES.map((value) => ({ value, label: t(POST_CATEGORY_LABEL[value]) }))}
            error={err('category')}
            {...register('category', { required: 'posts.composer.categoryRequired' })}
          />
          <SelectField
            label={t('posts.composer.region')}
            required
            placeholder={t('posts.composer.choose')}
            options={POST_REGIONS.map((value) => ({ value, label: t(POST_REGION_LABEL[value]) }))}
            error={err('region')}
            {...register('region', { required: 'posts.composer.regionRequired' })}
          />
        </FormRow>
        <TextField
          label={t('posts.composer.contact')}
          required
          maxLength={POST_LIMITS.contact}
          autoComplete="off"
          translate="no"
          hint={t('posts.composer.contactHint')}
          error={err('contact')}
          {...register('contact', {
            validate: (v) => {
              const contact = (v ?? '').trim();
              if (!contact) return 'posts.composer.contactRequired';
              return charCount(contact) > POST_LIMITS.contact ? 'posts.composer.contactTooLong' : true;
            },
          })}
        />
      </FormLayout>
    </div>
  );
}
