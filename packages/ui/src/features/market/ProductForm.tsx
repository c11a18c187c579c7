import type { components } from '@spw/api';
import { formatNumber, type MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { FieldMarks, FieldMessages, TextField } from '../../components/TextField.tsx';
import { DEFAULT_MAX_BYTES, formatSize, IMAGE_ACCEPT, Upload, type UploadFn } from '../../components/Upload.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { POST_CATEGORIES, POST_CATEGORY_LABEL } from './PostListScreen.tsx';
import './product.css';

type Product = components['schemas']['Product'];
type PostCategory = components['schemas']['PostCategory'];

export type ProductValues = {
  name: string;
  en_name: string;
  pictures: string[];
  category: PostCategory;
  specs: { label: string; en_label: string; value: string }[];
  price: number | null;
  unit: string;
  description: string;
  en_description: string;
  is_published: boolean;
};
export type ProductField = keyof ProductValues;

export interface ProductFormProps {
  mode: 'add' | 'edit';
  /** Edit: the product's current values (the form starts with them). */
  initial?: ProductValues;
  /** Sends one picture (the site: /upload/file2server); passed to <Upload max={6}>. */
  upload: UploadFn;
  /** Values trimmed, rows left blank dropped; the price a number (2 decimals) or null when left empty. */
  onSubmit: (values: ProductValues) => void;
  submitting: boolean;
  /**
   * Errors from the server by field and a general one (`form`, shown in a role=alert above the
   * fields), already in the reader's language. Applied, the first field named taking the focus,
   * whenever they change and each time `submitting` ends.
   */
  serverErrors?: Partial<Record<ProductField | 'form', string>>;
  cancelHref: string;
}

/** The contract's limits (ProductBody): texts in characters, the price in yuan. */
export const PRODUCT_LIMITS = {
  name: 60,
  en_name: 120,
  pictures: 6,
  specs: 20,
  spec_label: 20,
  spec_en_label: 40,
  spec_value: 100,
  unit: 10,
  description: 1000,
  en_description: 2000,
  price_max: 1000000000,
} as const;

/** The form's own values: the price as typed. */
type FormValues = Omit<ProductValues, 'price'> & { price: string };
type Spec = ProductValues['specs'][number];
type SpecKey = keyof Spec;

/** The fields in the form's order: the first wrong one takes the focus. */
const FIELDS: readonly ProductField[] = [
  'pictures',
  'name',
  'en_name',
  'category',
  'specs',
  'price',
  'unit',
  'description',
  'en_description',
  'is_published',
];

const SPEC_KEYS: readonly SpecKey[] = ['label', 'en_label', 'value'];

const SPEC_LIMIT: Record<SpecKey, number> = {
  label: PRODUCT_LIMITS.spec_label,
  en_label: PRODUCT_LIMITS.spec_en_label,
  value: PRODUCT_LIMITS.spec_value,
};

const SPEC_LABEL: Record<SpecKey, MessageKey> = {
  label: 'product.form.specLabel',
  en_label: 'product.form.specEnLabel',
  value: 'product.form.specValue',
};

const EMPTY_SPEC: Spec = { label: '', en_label: '', value: '' };

const EMPTY: FormValues = {
  name: '',
  en_name: '',
  pictures: [],
  // The empty first choice ('请选择'): fails the required check until one is picked.
  category: '' as PostCategory,
  specs: [],
  price: '',
  unit: '',
  description: '',
  en_description: '',
  is_published: true,
};

/** A price as typed: digits, at most two decimals ('228', '228.5', '228.50', '.5'). */
const PRICE_PATTERN = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
const charCount = (text: string) => Array.from(text).length;

const blankSpec = (spec: Spec | undefined) => !spec || (!spec.label.trim() && !spec.en_label.trim() && !spec.value.trim());

/** A product's values as the form takes them (editing it). */
export function productValues(product: Product): ProductValues {
  return {
    name: product.name,
    en_name: product.en_name,
    pictures: product.pictures,
    category: product.category,
    specs: product.specs.map((spec) => ({ label: spec.label, en_label: spec.en_label, value: spec.value })),
    price: product.price,
    unit: product.unit,
    description: product.description,
    en_description: product.en_description,
    is_published: product.is_published,
  };
}

/** A price as the box shows it: '228.5', '1880'. */
const priceText = (price: number | null) => (price === null ? '' : String(price));

/** The typed price as the contract takes it: a number to two decimals, or null for "price on request". */
const parsePrice = (typed: string): number | null => {
  const text = typed.trim();
  return text ? Math.round(Number(text) * 100) / 100 : null;
};

/**
 * /creator/product/add and /creator/product/edit: a company's product — pictures (the first the
 * cover), names, category, specifications as rows, a price and its unit (or none: price on
 * request), descriptions in Chinese and English, and whether it shows at once.
 */
export function ProductForm({ mode, initial, upload, onSubmit, submitting, serverErrors, cancelHref }: ProductFormProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const specsHintId = `${id}-specs-hint`;
  const specsErrorId = `${id}-specs-error`;
  const specsRef = useRef<HTMLFieldSetElement>(null);
  const addSpecRef = useRef<HTMLButtonElement>(null);
  const [uploading, setUploading] = useState(false);
  const [waitUpload, setWaitUpload] = useState(false);

  const { register, control, handleSubmit, setError, setFocus, setValue, formState } = useForm<FormValues>({
    // The first field with a complaint, in the form's order, takes the focus (see `send`).
    shouldFocusError: false,
    defaultValues: initial ? { ...initial, price: priceText(initial.price) } : EMPTY,
  });
  const { fields: specRows, append, remove } = useFieldArray({ control, name: 'specs' });
  const specsFull = specRows.length >= PRODUCT_LIMITS.specs;

  // The pictures: Upload keeps to the count, type and size itself; at least one is the form's rule.
  const pictures = register('pictures', {
    validate: (v) => ((v ?? []).length > 0 ? true : 'product.form.picturesRequired'),
  });

  /** Puts the focus on a field; the specifications on their first box (or the add button). */
  const focusField = (field: ProductField) => {
    if (field === 'specs') specsRef.current?.querySelector<HTMLElement>('input, button:not(:disabled)')?.focus();
    else setFocus(field);
  };

  // The server's complaints: each on its field, the first taking the focus; again after each answer.
  const server = FIELDS.map((field) => serverErrors?.[field]);
  const serverKey = JSON.stringify(server);
  useEffect(() => {
    if (submitting) return;
    const named = JSON.parse(serverKey) as (string | null)[];
    FIELDS.forEach((field, index) => {
      const message = named[index];
      if (message) setError(field, { type: 'server', message });
    });
    const first = FIELDS.find((_, index) => named[index]);
    if (!first) return;
    if (first === 'specs') specsRef.current?.querySelector<HTMLElement>('input, button:not(:disabled)')?.focus();
    else setFocus(first);
  }, [submitting, serverKey, setError, setFocus]);

  /** A message for the reader: the server's as it came, ours from the catalogue with the field's limit. */
  const say = (problem: FieldError | undefined, max?: number | string): string | undefined => {
    if (!problem?.message) return undefined;
    if (problem.type === 'server') return problem.message;
    return t(problem.message as MessageKey, { max });
  };
  const errors = formState.errors;
  const specsProblem = errors.specs?.type === 'server' ? errors.specs.message : undefined;

  /** A text field's rule: required or not, then its limit, on the trimmed value. */
  const text = (limit: number, required?: MessageKey) => (raw: string | undefined) => {
    const value = (raw ?? '').trim();
    if (required && !value) return required;
    return charCount(value) > limit ? 'product.form.tooLong' : true;
  };

  const send = handleSubmit(
    (v) => {
      if (submitting) return;
      // Pictures still on their way: nothing goes out until they are up (the alert says so).
      if (uploading) {
        setWaitUpload(true);
        return;
      }
      onSubmit({
        name: v.name.trim(),
        en_name: v.en_name.trim(),
        pictures: v.pictures,
        category: v.category,
        specs: v.specs
          .filter((spec) => !blankSpec(spec))
          .map((spec) => ({ label: spec.label.trim(), en_label: spec.en_label.trim(), value: spec.value.trim() })),
        price: parsePrice(v.price),
        unit: v.unit.trim(),
        description: v.description.trim(),
        en_description: v.en_description.trim(),
        is_published: v.is_published,
      });
    },
    (problems) => {
      const first = FIELDS.find((name) => problems[name]);
      if (first !== 'specs') {
        if (first) focusField(first);
        return;
      }
      // The first wrong box of the first wrong row.
      for (let index = 0; index < specRows.length; index += 1) {
        const key = SPEC_KEYS.find((name) => problems.specs?.[index]?.[name]);
        if (key) {
          setFocus(`specs.${index}.${key}`);
          return;
        }
      }
      focusField('specs');
    },
  );

  const formError = serverErrors?.form ?? (waitUpload && uploading ? t('product.form.uploading') : undefined);
  const heading = t(mode === 'edit' ? 'product.form.headingEdit' : 'product.form.headingAdd');
  const priceMax = formatNumber(PRODUCT_LIMITS.price_max, locale);

  return (
    <div className="spw-product-form">
      <FormLayout
        title={heading}
        requiredNote
        error={formError}
        onSubmit={(event) => void send(event)}
        aria-busy={submitting || undefined}
        data-mode={mode}
        actions={
          <div className="spw-product-form__buttons">
            <Button type="submit" size="lg" loading={submitting}>
              {t(mode === 'edit' ? 'product.form.submitEdit' : 'product.form.submitAdd')}
            </Button>
            <Button asChild variant="secondary" size="lg">
              <a href={cancelHref}>{t('common.cancel')}</a>
            </Button>
          </div>
        }
      >
        <div
          className="spw-product-form__pictures"
          // The first tile's badge ('封面'), in the reader's language.
          style={{ '--spw-product-cover-label': JSON.stringify(t('product.form.cover')) } as CSSProperties}
          ref={(element) => pictures.ref(element ? { focus: () => element.querySelector('button')?.focus() } : null)}
        >
          <Upload
            id={`${id}-pictures`}
            label={
              <>
                {t('product.form.pictures')}
                <FieldMarks required />
              </>
            }
            upload={upload}
            defaultValue={initial?.pictures}
            max={PRODUCT_LIMITS.pictures}
            accept={IMAGE_ACCEPT}
            hint={t('product.form.picturesHint', { max: PRODUCT_LIMITS.pictures, size: formatSize(DEFAULT_MAX_BYTES) })}
            onChange={(urls) => setValue('pictures', urls, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
            onBusyChange={(busy) => {
              setUploading(busy);
              if (!busy) setWaitUpload(false);
            }}
            error={say(errors.pictures as FieldError | undefined, PRODUCT_LIMITS.pictures)}
          />
        </div>
        <FormRow>
          <TextField
            label={t('product.form.name')}
            required
            autoComplete="off"
            translate="no"
            error={say(errors.name, PRODUCT_LIMITS.name)}
            {...register('name', { validate: text(PRODUCT_LIMITS.name, 'product.form.nameRequired') })}
          />
          <TextField
            label={t('product.form.en_name')}
            autoComplete="off"
            translate="no"
            lang="en"
            error={say(errors.en_name, PRODUCT_LIMITS.en_name)}
            {...register('en_name', { validate: text(PRODUCT_LIMITS.en_name) })}
          />
        </FormRow>
        <SelectField
          label={t('product.form.category')}
          required
          placeholder={t('product.form.choose')}
          options={POST_CATEGORIES.map((value) => ({ value, label: t(POST_CATEGORY_LABEL[value]) }))}
          error={say(errors.category)}
          className="spw-product-form__category"
          {...register('category', { required: 'product.form.categoryRequired' })}
        />

        <fieldset
          ref={specsRef}
          className="spw-product-form__specs"
          aria-describedby={[specsProblem ? specsErrorId : '', specsHintId].filter(Boolean).join(' ')}
          data-invalid={specsProblem ? '' : undefined}
        >
          <legend className="spw-product-form__legend">{t('product.form.specs')}</legend>
          <p id={specsHintId} className="spw-product-form__hint">
            {t('product.form.specsHint', { max: PRODUCT_LIMITS.specs })}
          </p>
          <FieldMessages error={specsProblem} errorId={specsErrorId} />
          {specRows.length > 0 ? (
            <ol className="spw-product-form__spec-rows">
              {specRows.map((row, index) => {
                const n = index + 1;
                return (
                  <li key={row.id}>
                    <fieldset className="spw-product-form__spec">
                      <legend className="spw-product-form__spec-legend">{t('product.form.specRow', { n })}</legend>
                      {SPEC_KEYS.map((key) => (
                        <TextField
                          key={key}
                          label={t(SPEC_LABEL[key])}
                          required={key !== 'en_label'}
                          autoComplete="off"
                          translate="no"
                          lang={key === 'en_label' ? 'en' : undefined}
                          className={`spw-product-form__spec-${key.replace('_', '-')}`}
                          error={say(errors.specs?.[index]?.[key], SPEC_LIMIT[key])}
                          {...register(`specs.${index}.${key}`, {
                            validate: (raw, all) => {
                              const value = (raw ?? '').trim();
                              // A row left blank is dropped, not refused.
                              if (blankSpec(all.specs[index])) return true;
                              if (!value && key === 'label') return 'product.form.specLabelRequired';
                              if (!value && key === 'value') return 'product.form.specValueRequired';
                              return charCount(value) > SPEC_LIMIT[key] ? 'product.form.tooLong' : true;
                            },
                          })}
                        />
                      ))}
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="spw-product-form__spec-remove"
                        aria-label={t('product.form.removeSpec', { n })}
                        onClick={() => {
                          remove(index);
                          addSpecRef.current?.focus();
                        }}
                      >
                        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                          <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                        </svg>
                      </Button>
                    </fieldset>
                  </li>
                );
              })}
            </ol>
          ) : null}
          <div className="spw-product-form__spec-add">
            <Button
              ref={addSpecRef}
              type="button"
              variant="secondary"
              size="sm"
              disabled={specsFull}
              aria-describedby={specsFull ? `${id}-specs-full` : undefined}
              onClick={() => append({ ...EMPTY_SPEC })}
            >
              <svg className="spw-product-form__plus" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
              {t('product.form.addSpec')}
            </Button>
            {specsFull ? (
              <span id={`${id}-specs-full`} className="spw-product-form__hint">
                {t('product.form.specsFull', { max: PRODUCT_LIMITS.specs })}
              </span>
            ) : null}
          </div>
        </fieldset>

        <FormRow>
          <TextField
            label={t('product.form.price')}
            inputMode="decimal"
            autoComplete="off"
            prefix="¥"
            hint={t('product.form.priceHint')}
            error={say(errors.price, priceMax)}
            {...register('price', {
              validate: (raw) => {
                const value = (raw ?? '').trim();
                if (!value) return true;
                if (value.startsWith('-')) return 'product.form.priceNegative';
                if (!PRICE_PATTERN.test(value)) return 'product.form.priceFormat';
                return Number(value) > PRODUCT_LIMITS.price_max ? 'product.form.priceTooHigh' : true;
              },
              // A price given or taken away changes whether the unit is needed.
              deps: ['unit'],
            })}
          />
          <TextField
            label={t('product.form.unit')}
            autoComplete="off"
            translate="no"
            hint={t('product.form.unitHint')}
            error={say(errors.unit, PRODUCT_LIMITS.unit)}
            {...register('unit', {
              validate: (raw, all) => {
                const value = (raw ?? '').trim();
                if (!value && all.price.trim()) return 'product.form.unitRequired';
                return charCount(value) > PRODUCT_LIMITS.unit ? 'product.form.tooLong' : true;
              },
            })}
          />
        </FormRow>
        <TextareaField
          label={t('product.form.description')}
          rows={5}
          maxLength={PRODUCT_LIMITS.description}
          translate="no"
          className="spw-product-form__description"
          error={say(errors.description, PRODUCT_LIMITS.description)}
          {...register('description', { validate: text(PRODUCT_LIMITS.description) })}
        />
        <TextareaField
          label={t('product.form.en_description')}
          rows={5}
          maxLength={PRODUCT_LIMITS.en_description}
          translate="no"
          lang="en"
          className="spw-product-form__description"
          error={say(errors.en_description, PRODUCT_LIMITS.en_description)}
          {...register('en_description', { validate: text(PRODUCT_LIMITS.en_description) })}
        />
        <CheckboxField
          label={t('product.form.is_published')}
          hint={t('product.form.publishHint')}
          error={say(errors.is_published)}
          {...register('is_published')}
        />
      </FormLayout>
    </div>
  );
}
