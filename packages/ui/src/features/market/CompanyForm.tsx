import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldError, type RegisterOptions } from 'react-hook-form';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { FieldMarks, FieldMessages, TextField } from '../../components/TextField.tsx';
import { DEFAULT_MAX_BYTES, formatSize, IMAGE_ACCEPT, Upload, type UploadFn } from '../../components/Upload.tsx';
import { useT } from '../../lib/intl.tsx';
import { POST_CATEGORIES, POST_CATEGORY_LABEL } from './PostListScreen.tsx';
import { COMPANY_LIMITS, COMPANY_PATTERNS, type CompanyField } from './company-rules.ts';
import './company.css';

type Company = components['schemas']['Company'];

/** What the form sends: every field of the body, the optional ones '' (or []) when left empty. */
export type CompanyValues = Required<components['schemas']['CompanyBody']>;

export interface CompanyFormProps {
  /** Edit: the entry's current values (the form starts with them); absent: an empty form. */
  initial?: CompanyValues;
  /** Sends a picture (the site: /upload/file2server); passed to the logo's and the pictures' <Upload>. */
  upload: UploadFn;
  /** Values trimmed, '' for the empty optional ones. Saving makes the entry a draft. */
  onSubmit: (values: CompanyValues) => void;
  submitting: boolean;
  /**
   * Errors from the server by field and a general one (`form`, shown in a role=alert above the
   * fields), already in the reader's language. Applied, the first field named taking the focus,
   * whenever they change and each time `submitting` ends.
   */
  serverErrors?: Partial<Record<CompanyField | 'form', string>>;
  onCancel: () => void;
}

/** The texts the form checks against a limit. */
type TextName = Exclude<keyof typeof COMPANY_LIMITS, 'categories' | 'pictures'>;

/** The fields in the form's order: the first wrong one takes the focus. */
const FIELDS: readonly CompanyField[] = [
  'logo',
  'name',
  'en_name',
  'licence_no',
  'categories',
  'intro',
  'en_intro',
  'address',
  'en_address',
  'contact_name',
  'phone',
  'email',
  'website',
  'pictures',
];

const EMPTY: CompanyValues = {
  name: '',
  en_name: '',
  logo: '',
  licence_no: '',
  intro: '',
  en_intro: '',
  categories: [],
  address: '',
  en_address: '',
  contact_name: '',
  phone: '',
  email: '',
  website: '',
  pictures: [],
};

/** An entry's values as the form takes them (editing it). */
export function companyValues(company: Company): CompanyValues {
  return {
    name: company.name,
    en_name: company.en_name,
    logo: company.logo,
    licence_no: company.licence_no,
    intro: company.intro,
    en_intro: company.en_intro,
    categories: [...company.categories],
    address: company.address,
    en_address: company.en_address,
    contact_name: company.contact_name,
    phone: company.phone,
    email: company.email,
    website: company.website,
    pictures: [...company.pictures],
  };
}

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
const charCount = (text: string) => Array.from(text).length;

/** A text box's running count under it, for the eye; the limit is said once, out of sight. */
function Count({ count, max }: { count: number; max: number }) {
  const t = useT();
  return (
    <>
      <span className="spw-visually-hidden">{t('field.maxLength', { max })}</span>
      <span
        className="spw-company-form__count"
        aria-hidden="true"
        data-full={count === max ? '' : undefined}
        data-over={count > max ? '' : undefined}
      >
        {t('field.count', { count, max })}
      </span>
    </>
  );
}

/**
 * /creator/company/edit: the creator's yellow-pages entry (one per creator). Logo, names in Chinese
 * and English, licence number, up to three categories, introductions, addresses, contacts, pictures.
 * Only the name is needed to save a draft; what a review needs is checked on the detail page, where
 * the entry is submitted.
 */
export function CompanyForm({ initial, upload, onSubmit, submitting, serverErrors, onCancel }: CompanyFormProps) {
  const t = useT();
  const id = useId();
  const saveHintId = `${id}-save-hint`;
  const categoriesHintId = `${id}-categories-hint`;
  const categoriesErrorId = `${id}-categories-error`;
  const [uploading, setUploading] = useState({ logo: false, pictures: false });
  const [waitUpload, setWaitUpload] = useState(false);
  const busyUploading = uploading.logo || uploading.pictures;

  const { register, handleSubmit, setError, setFocus, setValue, watch, formState } = useForm<CompanyValues>({
    // The first field with a complaint, in the form's order, takes the focus (see `send`).
    shouldFocusError: false,
    defaultValues: initial ?? EMPTY,
  });
  // `watch`, not useWatch: as PostComposer. The counters and the categories' limit follow the typing.
  const chosen = watch('categories') ?? [];
  const introLength = charCount(watch('intro') ?? '');
  const enIntroLength = charCount(watch('en_intro') ?? '');
  // The pictures: Upload keeps to the count, type and size itself; their URLs are the fields' values.
  const logo = register('logo');
  const pictures = register('pictures');

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

  /** A text field's rule: what the field adds, then the limit and no angle brackets (on the trimmed value). */
  const rule = (name: TextName, check?: (value: string) => MessageKey | null): RegisterOptions<CompanyValues, TextName> => ({
    validate: (raw) => {
      const value = (raw ?? '').trim();
      const own = check?.(value);
      if (own) return own;
      if (charCount(value) > COMPANY_LIMITS[name]) return 'company.form.tooLong';
      if (!COMPANY_PATTERNS.plain.test(value)) return 'company.form.noAngle';
      return true;
    },
  });
  const format = (pattern: RegExp, message: MessageKey) => (value: string) => (!value || pattern.test(value) ? null : message);

  /** A field's message: the server's words as they came, ours from the catalogue. */
  const err = (name: CompanyField): string | undefined => {
    const problem = formState.errors[name] as FieldError | undefined;
    if (!problem?.message) return undefined;
    if (problem.type === 'server') return problem.message;
    return t(problem.message as MessageKey, { max: COMPANY_LIMITS[name === 'logo' ? 'pictures' : name] });
  };

  const send = handleSubmit(
    (v) => {
      if (submitting) return;
      // A picture still on its way: nothing goes out until it is up (the alert says so).
      if (busyUploading) {
        setWaitUpload(true);
        return;
      }
      onSubmit({
        name: v.name.trim(),
        en_name: v.en_name.trim(),
        logo: v.logo,
        licence_no: v.licence_no.trim(),
        intro: v.intro.trim(),
        en_intro: v.en_intro.trim(),
        // In the order of the list, whatever the order they were ticked in.
        categories: POST_CATEGORIES.filter((category) => v.categories.includes(category)),
        address: v.address.trim(),
        en_address: v.en_address.trim(),
        contact_name: v.contact_name.trim(),
        phone: v.phone.trim(),
        email: v.email.trim(),
        website: v.website.trim(),
        pictures: v.pictures,
      });
    },
    (errors) => {
      const first = FIELDS.find((name) => errors[name]);
      if (first) setFocus(first);
    },
  );

  const formError = serverErrors?.form ?? (waitUpload && busyUploading ? t('company.form.uploading') : undefined);
  const label = (name: CompanyField) => t(`company.field.${name}`);
  const categoriesError = err('categories');
  const full = chosen.length >= COMPANY_LIMITS.categories;
  const uploadBusy = (which: 'logo' | 'pictures') => (busy: boolean) => {
    setUploading((now) => ({ ...now, [which]: busy }));
    if (!busy) setWaitUpload(false);
  };
  /** Upload holds no ref of its own: the field's focus goes to its first button. */
  const uploadRef = (field: { ref: (target: { focus: () => void } | null) => void }) => (element: HTMLDivElement | null) =>
    field.ref(element ? { focus: () => element.querySelector('button')?.focus() } : null);

  return (
    <div className="spw-company-form">
      <FormLayout
        title={t(initial ? 'company.form.headingEdit' : 'company.form.headingNew')}
        description={t('company.form.lead')}
        requiredNote
        error={formError}
        onSubmit={(event) => void send(event)}
        aria-busy={submitting || undefined}
        actions={
          <>
            <p id={saveHintId} className="spw-company-form__save-hint">
              {t('company.form.saveHint')}
            </p>
            <div className="spw-company-form__buttons">
              <Button type="submit" size="lg" loading={submitting} aria-describedby={saveHintId}>
                {t('company.form.save')}
              </Button>
              <Button type="button" variant="secondary" size="lg" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            </div>
          </>
        }
      >
        <div className="spw-company-form__logo" ref={uploadRef(logo)}>
          <Upload
            id={`${id}-logo`}
            label={
              <>
                {label('logo')}
                <FieldMarks optional />
              </>
            }
            upload={upload}
            defaultValue={initial?.logo ? [initial.logo] : undefined}
            max={1}
            accept={IMAGE_ACCEPT}
            hint={t('company.field.logoHint', { size: formatSize(DEFAULT_MAX_BYTES) })}
            onChange={(urls) => setValue('logo', urls[0] ?? '', { shouldDirty: true })}
            onBusyChange={uploadBusy('logo')}
            error={err('logo')}
          />
        </div>
        <FormRow>
          <TextField
            label={label('name')}
            required
            autoComplete="organization"
            translate="no"
            error={err('name')}
            {...register(
              'name',
              rule('name', (v) => (v ? null : 'company.form.nameRequired')),
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
        <TextField
          label={label('licence_no')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          translate="no"
          className="spw-company-form__licence"
          hint={t('company.field.licence_noHint')}
          error={err('licence_no')}
          {...register('licence_no', rule('licence_no', format(COMPANY_PATTERNS.licence_no, 'company.form.licenceFormat')))}
        />
        <fieldset
          className="spw-company-form__categories"
          aria-describedby={[categoriesError ? categoriesErrorId : '', categoriesHintId].filter(Boolean).join(' ')}
          data-invalid={categoriesError ? '' : undefined}
        >
          <legend className="spw-field__label">{label('categories')}</legend>
          <p id={categoriesHintId} className="spw-field__hint">
            {t('company.field.categoriesHint', { max: COMPANY_LIMITS.categories })}
          </p>
          <div className="spw-company-form__choices">
            {POST_CATEGORIES.map((category) => (
              <CheckboxField
                key={category}
                label={t(POST_CATEGORY_LABEL[category])}
                value={category}
                // Three chosen: the others wait until one is unticked.
                disabled={full && !chosen.includes(category)}
                aria-invalid={categoriesError ? true : undefined}
                {...register('categories', {
                  validate: (value) => (value.length > COMPANY_LIMITS.categories ? 'company.form.categoriesMax' : true),
                })}
              />
            ))}
          </div>
          <FieldMessages error={categoriesError} errorId={categoriesErrorId} />
        </fieldset>
        <TextareaField
          label={label('intro')}
          rows={6}
          translate="no"
          className="spw-company-form__text"
          error={err('intro')}
          // Counted in characters (an emoji is one), so no native maxlength: it counts UTF-16 units.
          hint={<Count count={introLength} max={COMPANY_LIMITS.intro} />}
          {...register('intro', rule('intro'))}
        />
        <TextareaField
          label={label('en_intro')}
          rows={6}
          translate="no"
          lang="en"
          className="spw-company-form__text"
          error={err('en_intro')}
          hint={<Count count={enIntroLength} max={COMPANY_LIMITS.en_intro} />}
          {...register('en_intro', rule('en_intro'))}
        />
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
        <FormRow>
          <TextField
            label={label('contact_name')}
            autoComplete="off"
            translate="no"
            error={err('contact_name')}
            {...register('contact_name', rule('contact_name'))}
          />
          <TextField
            label={label('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            translate="no"
            error={err('phone')}
            {...register('phone', rule('phone', format(COMPANY_PATTERNS.phone, 'company.form.phoneFormat')))}
          />
        </FormRow>
        <FormRow>
          <TextField
            label={label('email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            translate="no"
            error={err('email')}
            {...register('email', rule('email', format(COMPANY_PATTERNS.email, 'company.form.emailFormat')))}
          />
          <TextField
            label={label('website')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            translate="no"
            placeholder="https://"
            hint={t('company.field.websiteHint')}
            error={err('website')}
            {...register('website', rule('website', format(COMPANY_PATTERNS.website, 'company.form.websiteFormat')))}
          />
        </FormRow>
        <div className="spw-company-form__pictures" ref={uploadRef(pictures)}>
          <Upload
            id={`${id}-pictures`}
            label={
              <>
                {label('pictures')}
                <FieldMarks optional />
              </>
            }
            upload={upload}
            defaultValue={initial?.pictures}
            max={COMPANY_LIMITS.pictures}
            accept={IMAGE_ACCEPT}
            hint={t('company.field.picturesHint', { max: COMPANY_LIMITS.pictures, size: formatSize(DEFAULT_MAX_BYTES) })}
            onChange={(urls) => setValue('pictures', urls, { shouldDirty: true })}
            onBusyChange={uploadBusy('pictures')}
            error={err('pictures')}
          />
        </div>
      </FormLayout>
    </div>
  );
}
