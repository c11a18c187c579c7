import type { components } from '@spw/api';
import { formatNumber, type MessageKey } from '@spw/i18n';
import { useEffect } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Button } from '../../components/Button.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import { useQuoteCodeText } from './QuoteChangeList.tsx';
import './quote-data.css';

type QuoteCode = components['schemas']['QuoteCode'];

/** One price: a code, a day (YYYY-MM-DD, Beijing) and the price (> 0, two decimals at most). */
export interface QuoteDataValues {
  quote_code_id: number;
  date: string;
  price: number;
}
export type QuoteDataField = keyof QuoteDataValues;

export interface QuoteDataFormProps {
  mode: 'add' | 'edit';
  /** The codes a price can be entered for. */
  codes: QuoteCode[];
  /** Edit: the price's values (its code cannot change). Add: a code or day to start with, if any. */
  initial?: QuoteDataValues;
  /** Today in Beijing (YYYY-MM-DD): no later day is taken. */
  today: string;
  /** Saving: the button waits. */
  busy?: boolean;
  /**
   * The server's complaints by field (40009 '该品种当天已有价格' on `date`), and a general one
   * (`form`), already in the reader's language. Shown on their fields, the first taking the focus,
   * whenever they change and each time `busy` ends.
   */
  serverErrors?: Partial<Record<QuoteDataField | 'form', string>>;
  /** The values checked: the code a number, the price a number to two decimals. */
  onSubmit: (values: QuoteDataValues) => void;
  /** Cancel: a link back to the list when given, else a button calling `onCancel`. */
  cancelHref?: string;
  onCancel?: () => void;
}

/** The contract's ceiling on a price (Price). */
export const QUOTE_PRICE_MAX = 100_000_000;

/** The fields in the form's order: the first wrong one takes the focus. */
const FIELDS: readonly QuoteDataField[] = ['quote_code_id', 'date', 'price'];

/** The form's own values: as the boxes hold them. */
interface FormValues {
  quote_code_id: string;
  date: string;
  price: string;
}

/** A price as typed: digits, at most two decimals ('232', '232.5', '232.50', '.5'). */
const PRICE_PATTERN = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/**
 * /creator/quoteData/add and /creator/quoteData/edit: one day's price of a code. The code (fixed
 * once saved; its latest price shown to compare), the day (today at the latest, Beijing time) and
 * the price in the code's unit.
 */
export function QuoteDataForm({
  mode,
  codes,
  initial,
  today,
  busy = false,
  serverErrors,
  onSubmit,
  cancelHref,
  onCancel,
}: QuoteDataFormProps) {
  const t = useT();
  const locale = useLocale();
  const text = useQuoteCodeText();
  const editing = mode === 'edit';

  const { register, handleSubmit, setError, setFocus, watch, formState } = useForm<FormValues>({
    // The first field with a complaint, in the form's order, takes the focus (see `send`).
    shouldFocusError: false,
    defaultValues: {
      quote_code_id: initial ? String(initial.quote_code_id) : '',
      date: initial?.date ?? '',
      price: initial ? String(initial.price) : '',
    },
  });

  // The server's complaints: each on its field, the first taking the focus; again after each answer.
  const server = FIELDS.map((field) => serverErrors?.[field]);
  const serverKey = JSON.stringify(server);
  useEffect(() => {
    if (busy) return;
    const named = JSON.parse(serverKey) as (string | null)[];
    FIELDS.forEach((field, index) => {
      const message = named[index];
      if (message) setError(field, { type: 'server', message });
    });
    const first = FIELDS.find((field, index) => named[index] && !(editing && field === 'quote_code_id'));
    if (first) setFocus(first);
  }, [busy, serverKey, setError, setFocus, editing]);

  const codeId = watch('quote_code_id');
  const code = codes.find((item) => String(item.id) === codeId);
  const unit = code ? text.unit(code.unit) : '';
  const max = formatNumber(QUOTE_PRICE_MAX, locale);

  /** A message for the reader: the server's as it came, ours from the catalogue. */
  const say = (problem: FieldError | undefined): string | undefined => {
    if (!problem?.message) return undefined;
    if (problem.type === 'server') return problem.message;
    return t(problem.message as MessageKey, { max, today });
  };
  const errors = formState.errors;

  const send = handleSubmit(
    (values) => {
      if (busy) return;
      onSubmit({
        // Editing, the code is fixed (its box is disabled): the saved one.
        quote_code_id: editing && initial ? initial.quote_code_id : Number(values.quote_code_id),
        date: values.date,
        price: Math.round(Number(values.price.trim()) * 100) / 100,
      });
    },
    (problems) => {
      const first = FIELDS.find((name) => problems[name]);
      if (first) setFocus(first);
    },
  );

  const latest =
    code && code.buy_price !== null && code.buy_price > 0 && code.date
      ? t('quoteData.form.latest', { price: text.price(code.buy_price, code.unit), date: code.date })
      : code
        ? t('quoteData.form.noLatest')
        : undefined;
  const heading = t(editing ? 'quoteData.form.headingEdit' : 'quoteData.form.headingAdd');

  return (
    <div className="spw-quote-form">
      <FormLayout
        title={heading}
        requiredNote
        error={serverErrors?.form}
        onSubmit={(event) => void send(event)}
        aria-busy={busy || undefined}
        data-mode={mode}
        actions={
          <div className="spw-quote-form__buttons">
            <Button type="submit" size="lg" loading={busy}>
              {t(editing ? 'common.save' : 'quoteData.form.submitAdd')}
            </Button>
            {cancelHref ? (
              <Button asChild variant="secondary" size="lg">
                <a href={cancelHref}>{t('common.cancel')}</a>
              </Button>
            ) : onCancel ? (
              <Button type="button" variant="secondary" size="lg" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            ) : null}
          </div>
        }
      >
        <SelectField
          label={t('quoteData.col.code')}
          required
          disabled={editing}
          placeholder={t('quoteData.form.choose')}
          options={codes.map((item) => ({ value: String(item.id), label: text.label(item) }))}
          hint={
            editing || latest ? (
              <>
                {editing ? <span className="spw-quote-form__hint-line">{t('quoteData.form.codeLocked')}</span> : null}
                {editing && latest ? ' ' : null}
                {latest ? <span className="spw-quote-form__hint-line">{latest}</span> : null}
              </>
            ) : undefined
          }
          error={say(errors.quote_code_id)}
          className="spw-quote-form__code"
          translate="no"
          {...register('quote_code_id', { required: 'quoteData.form.codeRequired' })}
        />
        <FormRow>
          <TextField
            type="date"
            label={t('quoteData.col.date')}
            required
            max={today}
            hint={t('quoteData.form.dateHint', { today })}
            error={say(errors.date)}
            {...register('date', {
              validate: (value) => {
                if (!value) return 'quoteData.form.dateRequired';
                return value > today ? 'quoteData.form.dateFuture' : true;
              },
            })}
          />
          <TextField
            label={t('quoteData.col.price')}
            required
            inputMode="decimal"
            autoComplete="off"
            suffix={unit ? <span className="spw-quote-form__unit">{unit}</span> : undefined}
            hint={unit ? t('quoteData.form.priceHint', { unit }) : t('quoteData.form.priceHintNoUnit')}
            error={say(errors.price)}
            {...register('price', {
              validate: (raw) => {
                const value = (raw ?? '').trim();
                if (!value) return 'quoteData.form.priceRequired';
                if (!PRICE_PATTERN.test(value) || Number(value) <= 0) return 'quoteData.form.priceFormat';
                return Number(value) > QUOTE_PRICE_MAX ? 'quoteData.form.priceTooHigh' : true;
              },
            })}
          />
        </FormRow>
      </FormLayout>
    </div>
  );
}
