import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useT } from '../../lib/intl.tsx';
import { ACCESS_KEYS, LICENCE_KEYS, type DataSetAccess, type DataSetLicence } from './data-set-text.ts';
import './data-set-desk.css';

type DataSet = components['schemas']['DataSet'];
type DataSetBody = components['schemas']['DataSetBody'];
type DataSetColumnType = components['schemas']['DataSetColumnType'];

export interface DataSetFormProps {
  mode: 'add' | 'edit';
  /** Edit: the set as stored (/dataSet/myGet). */
  initial?: DataSet;
  /** Saving: the button waits. */
  busy: boolean;
  /** The server's general complaint, in the reader's language. */
  serverError?: string;
  /**
   * The server's complaints by field as the request names it (`title`, `columns`, `columns[2].name`
   * …), in the reader's language: each shown on its field, the first taking the focus.
   */
  fieldErrors?: Record<string, string>;
  /** The values trimmed; `published` false while the set has no file. */
  onSubmit: (body: DataSetBody) => void;
  cancelHref: string;
}

/** The contract's limits (DataSetBody, DataSetColumn). */
export const DATA_SET_LIMITS = {
  title: 100,
  en_title: 200,
  description: 2000,
  en_description: 4000,
  columns: 40,
  column_name: 40,
  column_en_name: 80,
  column_description: 200,
} as const;

const LICENCES: readonly DataSetLicence[] = ['cc-by-4.0', 'cc-by-nc-4.0', 'cc0-1.0', 'proprietary'];
const ACCESSES: readonly DataSetAccess[] = ['public', 'members'];
const COLUMN_TYPES: readonly DataSetColumnType[] = ['text', 'number', 'date'];
const TYPE_LABEL: Record<DataSetColumnType, MessageKey> = {
  text: 'dataSet.desk.form.type.text',
  number: 'dataSet.desk.form.type.number',
  date: 'dataSet.desk.form.type.date',
};

/** The fields react-hook-form holds (the columns are the form's own state), in the form's order. */
type TextKey = 'title' | 'en_title' | 'description' | 'en_description';
interface FormValues extends Record<TextKey, string> {
  licence: DataSetLicence;
  access: DataSetAccess;
  published: boolean;
}
type FormKey = keyof FormValues;
const FORM_KEYS: readonly FormKey[] = ['title', 'en_title', 'description', 'en_description', 'licence', 'access', 'published'];

/** A column as typed; `key` stays with it when it moves. */
interface Column {
  key: number;
  name: string;
  en_name: string;
  type: DataSetColumnType;
  description: string;
}
type ColumnField = 'name' | 'en_name' | 'type' | 'description';

const focusId = (target: string) => document.getElementById(target)?.focus();

/** `columns[2].name` → the third column's name. */
const COLUMN_ERROR = /^columns\[(\d+)\]\.(name|en_name|type|description)$/;

/**
 * /creator/dataSet/add and /creator/dataSet/edit: a data set's description. Its words in both
 * languages, its licence and who may download it, whether it is published (not before it has a
 * file), and its columns: a row each (name, English name, type, meaning) that can be added,
 * moved and removed. Its files are uploaded beside it, in the files panel.
 */
export function DataSetForm({ mode, initial, busy, serverError, fieldErrors, onSubmit, cancelHref }: DataSetFormProps) {
  const t = useT();
  const id = useId();
  const editing = mode === 'edit';
  // A set is published only once it has a file (the server answers 40001 otherwise).
  const hasFile = (initial?.version ?? 0) > 0;

  const { register, handleSubmit, setError, setFocus, setValue, formState } = useForm<FormValues>({
    shouldFocusError: false,
    defaultValues: {
      title: initial?.title ?? '',
      en_title: initial?.en_title ?? '',
      description: initial?.description ?? '',
      en_description: initial?.en_description ?? '',
      licence: initial?.licence ?? 'cc-by-4.0',
      access: initial?.access ?? 'public',
      published: hasFile && (initial?.published ?? false),
    },
  });

  useEffect(() => {
    if (!hasFile) setValue('published', false);
  }, [hasFile, setValue]);

  /* ----- The columns ----- */

  const nextKey = useRef(0);
  const key = () => {
    nextKey.current += 1;
    return nextKey.current;
  };
  const [columns, setColumnsState] = useState<Column[]>(() =>
    (initial?.columns ?? []).map((c) => ({
      key: key(),
      name: c.name,
      en_name: c.en_name ?? '',
      type: c.type,
      description: c.description ?? '',
    })),
  );
  // The columns as of the last change (two changes can come in one tick).
  const latest = useRef(columns);
  // Checked once sent: from then on the columns are checked as they change.
  const [sent, setSent] = useState(false);
  // The server's words about the columns show until the columns change.
  const [serverColumns, setServerColumns] = useState(true);
  // What a move or removal did, for a screen reader.
  const [note, setNote] = useState('');
  const [focusNext, setFocusNext] = useState<string | null>(null);

  const setColumns = (next: Column[], said = '') => {
    latest.current = next;
    setColumnsState(next);
    setServerColumns(false);
    setNote(said);
  };

  const cellId = (column: Column, part: ColumnField | 'up' | 'down' | 'remove') => `${id}-c${column.key}-${part}`;

  useEffect(() => {
    if (!focusNext) return;
    focusId(focusNext);
    setFocusNext(null);
  }, [focusNext]);

  /** Columns without a name, by their number: the server refuses them so. */
  const unnamed = (current: Column[]) => current.flatMap((c, i) => (c.name.trim() ? [] : [{ column: c, n: i + 1 }]));
  const problems = sent ? unnamed(columns) : [];
  const wrongName = new Set(problems.map((p) => p.column.key));

  const change = (index: number, field: ColumnField, value: string) => {
    setColumns(latest.current.map((c, i) => (i === index ? { ...c, [field]: value } : c)));
  };
  const addColumn = () => {
    const now = latest.current;
    if (now.length >= DATA_SET_LIMITS.columns) return;
    const added: Column = { key: key(), name: '', en_name: '', type: 'text', description: '' };
    setColumns([...now, added]);
    setFocusNext(cellId(added, 'name'));
  };
  const move = (index: number, by: -1 | 1) => {
    const now = [...latest.current];
    const to = index + by;
    const moving = now[index];
    const other = now[to];
    if (!moving || !other) return;
    now[index] = other;
    now[to] = moving;
    setColumns(now, t('dataSet.desk.form.moved', { n: to + 1 }));
    // The focus follows the column; at the top or bottom it goes to the other arrow.
    const stays = (by === -1 && to > 0) || (by === 1 && to < now.length - 1);
    setFocusNext(cellId(moving, stays ? (by === -1 ? 'up' : 'down') : by === -1 ? 'down' : 'up'));
  };
  const remove = (index: number) => {
    const now = latest.current.filter((_, i) => i !== index);
    setColumns(now, t('dataSet.desk.form.removed', { n: index + 1 }));
    const next = now[Math.min(index, now.length - 1)];
    setFocusNext(next ? cellId(next, 'remove') : `${id}-add-column`);
  };

  /* ----- The server's complaints: each on its field, the first taking the focus; again after each answer ----- */

  const serverKey = JSON.stringify(fieldErrors ?? {});
  const named = JSON.parse(serverKey) as Record<string, string>;
  const columnServer = (column: Column, field: ColumnField): string | undefined => {
    if (!serverColumns) return undefined;
    const index = columns.indexOf(column);
    return named[`columns[${index}].${field}`];
  };
  const isFormKey = (field: string): field is FormKey => (FORM_KEYS as readonly string[]).includes(field);
  // Complaints about no field the form has: said with the general one, not lost.
  const elsewhere = Object.entries(named)
    .filter(([field]) => !isFormKey(field) && field !== 'columns' && !COLUMN_ERROR.test(field))
    .map(([, message]) => message);
  const formError = [serverError, ...elsewhere].filter(Boolean).join(' ') || undefined;

  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (busy) return;
    const errors = JSON.parse(serverKey) as Record<string, string>;
    FORM_KEYS.forEach((field) => {
      const message = errors[field];
      if (message) setError(field, { type: 'server', message });
    });
    setServerColumns(true);
    const first = FORM_KEYS.find((field) => errors[field]);
    if (first) {
      setFocus(first);
      return;
    }
    const columnField = Object.keys(errors)
      .map((field) => COLUMN_ERROR.exec(field))
      .find((match) => match !== null);
    const target = columnField ? latest.current[Number(columnField[1])] : undefined;
    if (columnField && target) focusId(`${id}-c${target.key}-${columnField[2]}`);
    else if (errors.columns) summaryRef.current?.focus();
  }, [busy, serverKey, setError, setFocus, id]);

  /** A message for the reader: the server's as it came, ours from the catalogue. */
  const say = (problem: FieldError | undefined): string | undefined => {
    if (!problem?.message) return undefined;
    if (problem.type === 'server') return problem.message;
    return t(problem.message as MessageKey);
  };
  const errors = formState.errors;

  const send = (event: FormEvent<HTMLFormElement>) => {
    const current = latest.current;
    setSent(true);
    void handleSubmit(
      (values) => {
        const missing = unnamed(current)[0];
        if (missing) {
          focusId(cellId(missing.column, 'name'));
          return;
        }
        if (busy) return;
        onSubmit({
          title: values.title.trim(),
          en_title: values.en_title.trim(),
          description: values.description.trim(),
          en_description: values.en_description.trim(),
          licence: values.licence,
          access: values.access,
          published: hasFile && values.published === true,
          columns: current.map((c) => ({
            name: c.name.trim(),
            en_name: c.en_name.trim(),
            type: c.type,
            description: c.description.trim(),
          })),
        });
      },
      (invalid) => {
        const first = FORM_KEYS.find((name) => invalid[name]);
        if (first) setFocus(first);
      },
    )(event);
  };

  /* ----- Drawing ----- */

  const columnsServer = serverColumns && named.columns ? [named.columns] : [];
  const summaryCount = problems.length + columnsServer.length;
  const enHint = t('dataSet.desk.form.enHint');
  const choice = (name: MessageKey, hint: MessageKey) => (
    <span className="spw-ds-form__choice">
      <span className="spw-ds-form__choice-name">{t(name)}</span>
      <span className="spw-ds-form__choice-hint">{t(hint)}</span>
    </span>
  );

  return (
    <div className="spw-ds-form">
      <FormLayout
        title={t(editing ? 'dataSet.desk.form.headingEdit' : 'dataSet.desk.form.headingAdd')}
        description={editing ? undefined : t('dataSet.desk.form.addNote')}
        requiredNote
        error={formError}
        onSubmit={send}
        aria-busy={busy || undefined}
        data-mode={mode}
        actions={
          <div className="spw-ds-form__buttons">
            <Button type="submit" size="lg" loading={busy}>
              {t('common.save')}
            </Button>
            <Button asChild variant="secondary" size="lg">
              <a href={cancelHref}>{t('common.cancel')}</a>
            </Button>
          </div>
        }
      >
        <section className="spw-ds-form__section" aria-labelledby={`${id}-basics`}>
          <h2 id={`${id}-basics`} className="spw-ds-form__section-title">
            {t('dataSet.desk.form.sectionBasics')}
          </h2>
          <FormRow>
            <TextField
              label={t('dataSet.desk.form.title')}
              required
              maxLength={DATA_SET_LIMITS.title}
              autoComplete="off"
              translate="no"
              error={say(errors.title)}
              {...register('title', { validate: (value) => (value.trim() ? true : 'dataSet.desk.form.titleRequired') })}
            />
            <TextField
              label={t('dataSet.desk.form.enTitle')}
              optional
              lang="en"
              maxLength={DATA_SET_LIMITS.en_title}
              hint={enHint}
              autoComplete="off"
              translate="no"
              error={say(errors.en_title)}
              {...register('en_title')}
            />
          </FormRow>
          <FormRow>
            <TextareaField
              label={t('dataSet.desk.form.description')}
              optional
              rows={6}
              maxLength={DATA_SET_LIMITS.description}
              hint={t('dataSet.desk.form.descriptionHint')}
              translate="no"
              error={say(errors.description)}
              {...register('description')}
            />
            <TextareaField
              label={t('dataSet.desk.form.enDescription')}
              optional
              rows={6}
              lang="en"
              maxLength={DATA_SET_LIMITS.en_description}
              hint={enHint}
              translate="no"
              error={say(errors.en_description)}
              {...register('en_description')}
            />
          </FormRow>
        </section>

        <section className="spw-ds-form__section" aria-labelledby={`${id}-terms`}>
          <h2 id={`${id}-terms`} className="spw-ds-form__section-title">
            {t('dataSet.desk.form.sectionTerms')}
          </h2>
          <RadioGroupField
            label={t('dataSet.desk.form.licence')}
            name="licence"
            required
            orientation="vertical"
            className="spw-ds-form__choices"
            error={say(errors.licence)}
            options={LICENCES.map((value) => ({ value, label: choice(LICENCE_KEYS[value].name, LICENCE_KEYS[value].hint) }))}
            inputProps={register('licence')}
          />
          <RadioGroupField
            label={t('dataSet.desk.form.access')}
            name="access"
            required
            orientation="vertical"
            className="spw-ds-form__choices"
            error={say(errors.access)}
            options={ACCESSES.map((value) => ({ value, label: choice(ACCESS_KEYS[value].name, ACCESS_KEYS[value].hint) }))}
            inputProps={register('access')}
          />
          <CheckboxField
            label={t('dataSet.desk.form.published')}
            disabled={!hasFile}
            hint={t(
              hasFile
                ? 'dataSet.desk.form.publishedHint'
                : editing
                  ? 'dataSet.desk.form.publishedNoFile'
                  : 'dataSet.desk.form.publishedNoFileAdd',
            )}
            error={say(errors.published)}
            {...register('published')}
          />
        </section>

        <section className="spw-ds-form__section spw-ds-cols" aria-labelledby={`${id}-columns`}>
          <h2 id={`${id}-columns`} className="spw-ds-form__section-title">
            {t('dataSet.desk.form.sectionColumns')}
          </h2>
          <p className="spw-ds-cols__hint">{t('dataSet.desk.form.columnsHint')}</p>

          {/* Always in the page, so screen readers are listening when problems arrive. */}
          <div
            ref={summaryRef}
            role="alert"
            tabIndex={-1}
            className="spw-ds-cols__problems"
            hidden={summaryCount === 0}
            aria-labelledby={summaryCount ? `${id}-problems` : undefined}
          >
            {summaryCount ? (
              <>
                <p id={`${id}-problems`} className="spw-ds-cols__problems-title">
                  {t('dataSet.desk.form.problems', { count: summaryCount })}
                </p>
                <ul className="spw-ds-cols__problem-list">
                  {columnsServer.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                  {problems.map(({ column, n }) => (
                    <li key={column.key}>
                      <button type="button" className="spw-ds-cols__problem" onClick={() => focusId(cellId(column, 'name'))}>
                        {t('dataSet.desk.form.columnNameRequired', { n })}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>

          {columns.length === 0 ? (
            <p className="spw-ds-cols__none">{t('dataSet.desk.form.noColumns')}</p>
          ) : (
            <>
              {/* The labels once above the rows on a wide form (each row names its boxes for a screen reader). */}
              <div className="spw-ds-cols__head" aria-hidden="true">
                <span>#</span>
                <span>{t('dataSet.desk.form.col.name')}</span>
                <span>{t('dataSet.desk.form.col.enName')}</span>
                <span>{t('dataSet.desk.form.col.type')}</span>
                <span>{t('dataSet.desk.form.col.description')}</span>
              </div>
              <ol className="spw-ds-cols__list">
                {columns.map((column, index) => {
                  const n = index + 1;
                  const nameWrong = wrongName.has(column.key);
                  const errorOf = (field: ColumnField) =>
                    field === 'name' && nameWrong ? t('dataSet.desk.form.columnNameRequired', { n }) : columnServer(column, field);
                  const fieldProps = (field: ColumnField) => {
                    const message = errorOf(field);
                    return {
                      id: cellId(column, field),
                      'aria-invalid': message ? true : undefined,
                      'aria-describedby': message ? `${cellId(column, field)}-error` : undefined,
                    };
                  };
                  const fieldError = (field: ColumnField) => {
                    const message = errorOf(field);
                    return message ? (
                      <span id={`${cellId(column, field)}-error`} className="spw-ds-cols__error">
                        {message}
                      </span>
                    ) : null;
                  };
                  return (
                    <li key={column.key} className="spw-ds-cols__row">
                      <span className="spw-ds-cols__number" aria-hidden="true">
                        {n}
                      </span>
                      <label className="spw-ds-cols__field spw-ds-cols__field--name">
                        <span className="spw-ds-cols__label">
                          {t('dataSet.desk.form.col.name')}
                          <span className="spw-field__required" aria-hidden="true">
                            *
                          </span>
                        </span>
                        <input
                          {...fieldProps('name')}
                          className="spw-ds-cols__input"
                          value={column.name}
                          required
                          maxLength={DATA_SET_LIMITS.column_name}
                          aria-label={t('dataSet.desk.form.nameLabel', { n })}
                          autoComplete="off"
                          spellCheck={false}
                          translate="no"
                          onChange={(event) => change(index, 'name', event.currentTarget.value)}
                        />
                        {fieldError('name')}
                      </label>
                      <label className="spw-ds-cols__field">
                        <span className="spw-ds-cols__label">{t('dataSet.desk.form.col.enName')}</span>
                        <input
                          {...fieldProps('en_name')}
                          className="spw-ds-cols__input"
                          value={column.en_name}
                          lang="en"
                          maxLength={DATA_SET_LIMITS.column_en_name}
                          aria-label={t('dataSet.desk.form.enNameLabel', { n })}
                          autoComplete="off"
                          spellCheck={false}
                          translate="no"
                          onChange={(event) => change(index, 'en_name', event.currentTarget.value)}
                        />
                        {fieldError('en_name')}
                      </label>
                      <label className="spw-ds-cols__field">
                        <span className="spw-ds-cols__label">{t('dataSet.desk.form.col.type')}</span>
                        <select
                          {...fieldProps('type')}
                          className="spw-ds-cols__input spw-ds-cols__select"
                          value={column.type}
                          aria-label={t('dataSet.desk.form.typeLabel', { n })}
                          onChange={(event) => change(index, 'type', event.currentTarget.value)}
                        >
                          {COLUMN_TYPES.map((type) => (
                            <option key={type} value={type}>
                              {t(TYPE_LABEL[type])}
                            </option>
                          ))}
                        </select>
                        {fieldError('type')}
                      </label>
                      <label className="spw-ds-cols__field spw-ds-cols__field--description">
                        <span className="spw-ds-cols__label">{t('dataSet.desk.form.col.description')}</span>
                        <input
                          {...fieldProps('description')}
                          className="spw-ds-cols__input"
                          value={column.description}
                          maxLength={DATA_SET_LIMITS.column_description}
                          aria-label={t('dataSet.desk.form.descriptionLabel', { n })}
                          autoComplete="off"
                          translate="no"
                          onChange={(event) => change(index, 'description', event.currentTarget.value)}
                        />
                        {fieldError('description')}
                      </label>
                      <div className="spw-ds-cols__tools">
                        <button
                          id={cellId(column, 'up')}
                          type="button"
                          className="spw-ds-cols__tool"
                          disabled={index === 0}
                          aria-label={t('dataSet.desk.form.moveUp', { n })}
                          onClick={() => move(index, -1)}
                        >
                          <ArrowMark up />
                        </button>
                        <button
                          id={cellId(column, 'down')}
                          type="button"
                          className="spw-ds-cols__tool"
                          disabled={index === columns.length - 1}
                          aria-label={t('dataSet.desk.form.moveDown', { n })}
                          onClick={() => move(index, 1)}
                        >
                          <ArrowMark />
                        </button>
                        <button
                          id={cellId(column, 'remove')}
                          type="button"
                          className="spw-ds-cols__tool spw-ds-cols__tool--remove"
                          aria-label={t('dataSet.desk.form.removeColumn', { n })}
                          onClick={() => remove(index)}
                        >
                          <RemoveMark />
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ol>
            </>
          )}

          <div className="spw-ds-cols__foot">
            <Button
              id={`${id}-add-column`}
              type="button"
              variant="secondary"
              size="sm"
              disabled={columns.length >= DATA_SET_LIMITS.columns}
              aria-describedby={`${id}-columns-max`}
              onClick={addColumn}
            >
              <AddMark />
              {t('dataSet.desk.form.addColumn')}
            </Button>
            <span id={`${id}-columns-max`} className="spw-ds-cols__limit">
              {t('dataSet.desk.form.columnsMax', { max: DATA_SET_LIMITS.columns })}
            </span>
            <span className="spw-ds-cols__count">{t('dataSet.desk.form.columnsCount', { count: columns.length })}</span>
          </div>
          <p role="status" className="spw-ds-cols__note">
            {note}
          </p>
        </section>
      </FormLayout>
    </div>
  );
}

function AddMark() {
  return (
    <svg className="spw-ds-cols__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function RemoveMark() {
  return (
    <svg className="spw-ds-cols__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function ArrowMark({ up = false }: { up?: boolean }) {
  return (
    <svg className="spw-ds-cols__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={up ? 'M8 13V3M3.5 7.5L8 3l4.5 4.5' : 'M8 3v10M3.5 8.5L8 13l4.5-4.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
