import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldError, type RegisterOptions } from 'react-hook-form';
import { Button } from '../../components/Button.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { FieldMarks, TextField } from '../../components/TextField.tsx';
import { DEFAULT_MAX_BYTES, formatSize, IMAGE_ACCEPT, Upload, type UploadFn } from '../../components/Upload.tsx';
import { useT } from '../../lib/intl.tsx';
import './business-card.css';

type BusinessCard = components['schemas']['BusinessCard'];

/** What the form sends: every field of the body, the optional ones '' when left empty. */
export type BusinessCardValues = Required<components['schemas']['BusinessCardBody']>;
export type BusinessCardField = keyof BusinessCardValues;

export interface BusinessCardFormProps {
  mode: 'add' | 'edit';
  /** Edit: the card's current values (the form starts with them). */
  initial?: BusinessCardValues;
  /** Sends the avatar/logo picture (the site: /upload/file2server); passed to <Upload max={1}>. */
  upload: UploadFn;
  /** Values trimmed; `avatar` the uploaded picture's URL or ''. */
  onSubmit: (values: BusinessCardValues) => void;
  submitting: boolean;
  /**
   * Errors from the server by field and a general one (`form`, shown in a role=alert above the
   * fields), already in the reader's language. Applied, the first field named taking the focus,
   * whenever they change and each time `submitting` ends.
   */
  serverErrors?: Partial<Record<BusinessCardField | 'form', string>>;
  onCancel: () => void;
}

/** The contract's limits (BusinessCardBody), in characters. */
export const BUSINESS_CARD_LIMITS = {
  name: 30,
  en_name: 60,
  company: 100,
  en_company: 150,
  position: 50,
  en_position: 80,
  phone: 30,
  email: 100,
  wechat: 40,
  address: 200,
  en_address: 300,
} as const;

/** The most cards a creator keeps. */
export const BUSINESS_CARD_MAX = 10;

type TextName = keyof typeof BUSINESS_CARD_LIMITS;

/** The fields in the form's order: the first wrong one takes the focus. */
const FIELDS: readonly BusinessCardField[] = [
  'avatar',
  'name',
  'en_name',
  'company',
  'en_company',
  'position',
  'en_position',
  'phone',
  'email',
  'wechat',
  'address',
  'en_address',
];

const EMPTY: BusinessCardValues = {
  name: '',
  en_name: '',
  company: '',
  en_company: '',
  position: '',
  en_position: '',
  phone: '',
  email: '',
  wechat: '',
  address: '',
  en_address: '',
  avatar: '',
};

/** A card's values as the form takes them (editing it). */
export function businessCardValues(card: BusinessCard): BusinessCardValues {
  return {
    name: card.name,
    en_name: card.en_name,
    company: card.company,
    en_company: card.en_company,
    position: card.position,
    en_position: card.en_position,
    phone: card.phone,
    email: card.email,
    wechat: card.wechat,
    address: card.address,
    en_address: card.en_address,
    avatar: card.avatar,
  };
}

/** The contract's patterns (BusinessCardBody). */
export const BUSINESS_CARD_PATTERNS = {
  phone: /^[0-9+() -]*$/,
  email: /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/,
  /** The text fields take no angle brackets. */
  plain: /^[^<>]*$/,
} as const;

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
const charCount = (text: string) => Array.from(text).length;

/** The message a rule gives when a contact is missing: shown once, over the three contact fields. */
const CONTACT_REQUIRED: MessageKey = 'businessCard.contactRequired';

/**
 * Add or edit a business card (the screen shows it in a dialog): a photo or logo, the name, company,
 * position and address in Chinese and English side by side (stacked on a phone), and at least one
 * way to reach the person — phone, email or WeChat.
 */
export function BusinessCardForm({ mode, initial, upload, onSubmit, submitting, serverErrors, onCancel }: BusinessCardFormProps) {
  const t = useT();
  const id = useId();
  const contactHintId = `${id}-contact-hint`;
  const contactErrorId = `${id}-contact-error`;
  const [uploading, setUploading] = useState(false);
  const [waitUpload, setWaitUpload] = useState(false);

  const { register, handleSubmit, setError, setFocus, setValue, formState } = useForm<BusinessCardValues>({
    // The first field with a complaint, in the form's order, takes the focus (see `send`).
    shouldFocusError: false,
    defaultValues: initial ?? EMPTY,
  });
  // The picture: Upload keeps to the count, type and size itself; its URL is the field's value.
  const avatar = register('avatar');

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

  /** A text field's rule: the limit, no angle brackets, then what the field adds (checked on the trimmed value). */
  const rule = (
    name: TextName,
    check?: (value: string, all: BusinessCardValues) => MessageKey | null,
  ): RegisterOptions<BusinessCardValues, TextName> => ({
    validate: (raw, all) => {
      const value = (raw ?? '').trim();
      const own = check?.(value, all);
      if (own) return own;
      if (charCount(value) > BUSINESS_CARD_LIMITS[name]) return 'businessCard.tooLong';
      if (!BUSINESS_CARD_PATTERNS.plain.test(value)) return 'businessCard.noAngle';
      return true;
    },
  });
  const noContact = (all: BusinessCardValues) => !all.phone.trim() && !all.email.trim() && !all.wechat.trim();

  const problemOf = (name: BusinessCardField) => formState.errors[name] as FieldError | undefined;
  /** A field's message: the server's words as they came, ours from the catalogue. */
  const err = (name: BusinessCardField): string | undefined => {
    const problem = problemOf(name);
    if (!problem?.message) return undefined;
    if (problem.type === 'server') return problem.message;
    // The missing contact is said once, over the three fields (see the fieldset).
    if (problem.message === CONTACT_REQUIRED) return undefined;
    return t(problem.message as MessageKey, { max: name === 'avatar' ? 0 : BUSINESS_CARD_LIMITS[name] });
  };
  const contactMissing = problemOf('phone')?.type !== 'server' && problemOf('phone')?.message === CONTACT_REQUIRED;
  // The three contact fields share the missing-contact message.
  const contactProps = contactMissing ? { 'aria-invalid': true as const, 'aria-describedby': contactErrorId } : {};

  const send = handleSubmit(
    (v) => {
      if (submitting) return;
      // The picture still on its way: nothing goes out until it is up (the alert says so).
      if (uploading) {
        setWaitUpload(true);
        return;
      }
      onSubmit({
        name: v.name.trim(),
        en_name: v.en_name.trim(),
        company: v.company.trim(),
        en_company: v.en_company.trim(),
        position: v.position.trim(),
        en_position: v.en_position.trim(),
        phone: v.phone.trim(),
        email: v.email.trim(),
        wechat: v.wechat.trim(),
        address: v.address.trim(),
        en_address: v.en_address.trim(),
        avatar: v.avatar,
      });
    },
    (errors) => {
      const first = FIELDS.find((name) => errors[name]);
      if (first) setFocus(first);
    },
  );

  const formError = serverErrors?.form ?? (waitUpload && uploading ? t('businessCard.uploading') : undefined);
  const label = (name: BusinessCardField) => t(`businessCard.field.${name}` as MessageKey);

  return (
    <FormLayout
      className="spw-business-card-form"
      error={formError}
      onSubmit={(event) => void send(event)}
      aria-busy={submitting || undefined}
      data-mode={mode}
      actions={
        <div className="spw-business-card-form__buttons">
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('common.save')}
          </Button>
        </div>
      }
    >
      <div
        className="spw-business-card-form__avatar"
        ref={(element) => avatar.ref(element ? { focus: () => element.querySelector('button')?.focus() } : null)}
      >
        <Upload
          id={`${id}-avatar`}
          label={
            <>
              {label('avatar')}
              <FieldMarks optional />
            </>
          }
          upload={upload}
          defaultValue={initial?.avatar ? [initial.avatar] : undefined}
          max={1}
          accept={IMAGE_ACCEPT}
          hint={t('businessCard.field.avatarHint', { size: formatSize(DEFAULT_MAX_BYTES) })}
          onChange={(urls) => setValue('avatar', urls[0] ?? '', { shouldDirty: true })}
          onBusyChange={(busy) => {
            setUploading(busy);
            if (!busy) setWaitUpload(false);
          }}
          error={err('avatar')}
        />
      </div>
      <FormRow>
        <TextField
          label={label('name')}
          required
          autoComplete="off"
          translate="no"
          error={err('name')}
          {...register(
            'name',
            rule('name', (v) => (v ? null : 'businessCard.nameRequired')),
          )}
        />
        <TextField
          label={label('en_name')}
          autoComplete="off"
          translate="no"
          lang="en"
          error={err('en_name')}
          {...register('en_name', rule('en_name'))}
        />
      </FormRow>
      <FormRow>
        <TextField
          label={label('company')}
          autoComplete="off"
          translate="no"
          error={err('company')}
          {...register('company', rule('company'))}
        />
        <TextField
          label={label('en_company')}
          autoComplete="off"
          translate="no"
          lang="en"
          error={err('en_company')}
          {...register('en_company', rule('en_company'))}
        />
      </FormRow>
      <FormRow>
        <TextField
          label={label('position')}
          autoComplete="off"
          translate="no"
          error={err('position')}
          {...register('position', rule('position'))}
        />
        <TextField
          label={label('en_position')}
          autoComplete="off"
          translate="no"
          lang="en"
          error={err('en_position')}
          {...register('en_position', rule('en_position'))}
        />
      </FormRow>
      <fieldset className="spw-business-card-form__contact" aria-describedby={contactHintId} data-missing={contactMissing ? '' : undefined}>
        <legend className="spw-business-card-form__legend">{t('businessCard.field.contact')}</legend>
        <p id={contactHintId} className="spw-business-card-form__hint">
          {t('businessCard.field.contactHint')}
        </p>
        {contactMissing ? (
          <p id={contactErrorId} className="spw-field__error spw-business-card-form__contact-error">
            <svg className="spw-field__error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="7" fill="currentColor" />
              <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
              <circle cx="8" cy="11.2" r="0.95" fill="#fff" />
            </svg>
            <span>{t(CONTACT_REQUIRED)}</span>
          </p>
        ) : null}
        <FormRow>
          <TextField
            label={label('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            translate="no"
            error={err('phone')}
            {...contactProps}
            {...register(
              'phone',
              rule('phone', (v, all) =>
                noContact(all) ? CONTACT_REQUIRED : BUSINESS_CARD_PATTERNS.phone.test(v) ? null : 'businessCard.phoneFormat',
              ),
            )}
          />
          <TextField
            label={label('email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            translate="no"
            error={err('email')}
            {...contactProps}
            {...register('email', {
              ...rule('email', (v) => (!v || BUSINESS_CARD_PATTERNS.email.test(v) ? null : 'businessCard.emailFormat')),
              // Filling it in answers the missing-contact message on the phone.
              deps: ['phone'],
            })}
          />
        </FormRow>
        <FormRow>
          <TextField
            label={label('wechat')}
            autoComplete="off"
            spellCheck={false}
            translate="no"
            error={err('wechat')}
            {...contactProps}
            {...register('wechat', { ...rule('wechat'), deps: ['phone'] })}
          />
        </FormRow>
      </fieldset>
      <FormRow>
        <TextField
          label={label('address')}
          autoComplete="off"
          translate="no"
          error={err('address')}
          {...register('address', rule('address'))}
        />
        <TextField
          label={label('en_address')}
          autoComplete="off"
          translate="no"
          lang="en"
          error={err('en_address')}
          {...register('en_address', rule('en_address'))}
        />
      </FormRow>
    </FormLayout>
  );
}
