import type { components } from '@spw/api';
import { formatNumber, type MessageKey } from '@spw/i18n';
import {
  memo,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ClipboardEvent,
  type Dispatch,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Button } from '../../components/Button.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLocale, usePick, useT, type MessageValues } from '../../lib/intl.tsx';
import {
  currentDataItemPeriod,
  DATA_ITEM_FREQUENCIES,
  DATA_ITEM_PERIOD_FORMS,
  DATA_ITEM_VALUE_MAX,
  DATA_ITEM_VALUES_MAX,
  isDataItemPeriod,
  normalizeDataItemPeriod,
  parsePastedValues,
  pasteIntoLines,
  plainNumber,
  type DataItemFrequency,
  type PastedValues,
} from './data-item-paste.ts';
import { StatisticChart, type StatisticChartProps } from './StatisticChart.tsx';
import { isTablePaste, parseFigure } from './statistic-paste.ts';
import './quote-data.css';
import './statistic-desk.css';
import './data-item.css';

type DataItem = components['schemas']['DataItem'];
export type DataItemBody = components['schemas']['DataItemBody'];

export interface DataItemFormProps {
  mode: 'add' | 'edit';
  /** Edit: the item as stored, its values oldest first. */
  initial?: DataItem;
  /** Saving: the button waits. */
  busy: boolean;
  /** The server's general complaint, already in the reader's language: above the fields. */
  serverError?: string;
  /** The server's complaints by field (`name`, `value_unit`, … and `values` for the grid): on their fields, the first taking the focus, whenever they change. */
  fieldErrors?: Record<string, string>;
  /** The words trimmed, the periods written as the frequency says, empty rows left out; in the grid's order (the server sorts them). */
  onSubmit: (body: DataItemBody) => void;
  cancelHref: string;
  /** '导入': opens the import of a file of values (edit only: the item must be saved first). */
  onImport?: () => void;
  /** Today in Beijing (YYYY-MM-DD): no period may be later. */
  today: string;
}

/** The contract's limits (DataItemBody). */
export const DATA_ITEM_LIMITS = {
  name: 60,
  en_name: 120,
  value_unit: 20,
  en_value_unit: 40,
  source: 100,
  en_source: 200,
  description: 500,
  en_description: 1000,
} as const;

/** At most this many of the grid's problems are listed (the count says them all). */
const PROBLEMS_LISTED = 100;

type TextKey = keyof typeof DATA_ITEM_LIMITS;
interface FormValues extends Record<TextKey, string> {
  frequency: DataItemFrequency;
}
type FormKey = keyof FormValues;
/** The fields in the form's order: the first wrong one takes the focus; `values` is the grid. */
const FORM_KEYS: readonly FormKey[] = [
  'name',
  'en_name',
  'value_unit',
  'en_value_unit',
  'frequency',
  'source',
  'en_source',
  'description',
  'en_description',
];

/* ----- The grid: a period and a value a row, as typed ----- */

interface GridRow {
  key: number;
  period: string;
  value: string;
}
type Column = 'period' | 'value';

interface PasteNote {
  rows: number;
  header: boolean;
  cut: boolean;
}

interface GridState {
  rows: GridRow[];
  nextKey: number;
  /** Changed since the server's last answer: its words about the values are then stale. */
  changed: boolean;
  note: PasteNote | null;
  /** A box to focus once the grid is drawn: a new row's, or the next remove button. */
  focus: { key: number; target: Column | 'remove' } | null;
}

type GridAction =
  | { type: 'change'; index: number; column: Column; text: string }
  | { type: 'add'; column?: Column }
  | { type: 'remove'; index: number }
  | { type: 'paste'; index: number; pasted: PastedValues }
  | { type: 'focused' }
  | { type: 'answered' };

const blankRow = (row: GridRow) => row.period.trim() === '' && row.value.trim() === '';

function initialGrid(initial: DataItem | undefined): GridState {
  const values = initial?.values.length ? initial.values : Array.from({ length: 3 }, () => null);
  const rows = values.map((v, index) => ({ key: index + 1, period: v?.period ?? '', value: v ? plainNumber(v.value) : '' }));
  return { rows, nextKey: rows.length + 1, changed: false, note: null, focus: null };
}

function gridReducer(state: GridState, action: GridAction): GridState {
  switch (action.type) {
    case 'change': {
      const rows = state.rows.map((row, i) => (i === action.index ? { ...row, [action.column]: action.text } : row));
      return { ...state, rows, changed: true, note: null };
    }
    case 'add': {
      if (state.rows.length >= DATA_ITEM_VALUES_MAX) return state;
      const added = { key: state.nextKey, period: '', value: '' };
      return {
        ...state,
        rows: [...state.rows, added],
        nextKey: state.nextKey + 1,
        changed: true,
        note: null,
        focus: { key: added.key, target: action.column ?? 'period' },
      };
    }
    case 'remove': {
      if (state.rows.length <= 1) return state;
      const rows = state.rows.filter((_, i) => i !== action.index);
      const next = rows[Math.min(action.index, rows.length - 1)];
      return { ...state, rows, changed: true, note: null, focus: next ? { key: next.key, target: 'remove' } : null };
    }
    case 'paste': {
      let nextKey = state.nextKey;
      const blank = () => ({ key: nextKey++, period: '', value: '' });
      const { lines, filled, cut } = pasteIntoLines(state.rows, action.index, action.pasted, DATA_ITEM_VALUES_MAX, blank);
      return { ...state, rows: lines, nextKey, changed: true, note: { rows: filled, header: action.pasted.header, cut } };
    }
    case 'focused':
      return { ...state, focus: null };
    case 'answered':
      return { ...state, changed: false };
  }
}

/** Something wrong in the grid: its message, and the box it is about (which it describes and focuses). */
interface Problem {
  id: string;
  key: MessageKey;
  values: MessageValues;
  cell: string;
}

/** A valid row, for the chart and the body. */
interface Point {
  period: string;
  value: number;
}

/** The grid's rows read as the server reads them: each problem, and the good values in order. */
function readGrid(
  rows: GridRow[],
  frequency: DataItemFrequency,
  today: string,
  cellId: (row: GridRow, column: Column) => string,
  problemId: (row: GridRow, what: string) => string,
  max: string,
): { problems: Problem[]; points: Point[] } {
  const problems: Problem[] = [];
  const points: Point[] = [];
  const example = DATA_ITEM_PERIOD_FORMS[frequency].example;
  const now = currentDataItemPeriod(frequency, today);
  const seen = new Map<string, number>();
  rows.forEach((r, index) => {
    if (blankRow(r)) return;
    const row = index + 1;
    const add = (what: string, key: MessageKey, values: MessageValues, column: Column) =>
      problems.push({ id: problemId(r, what), key, values, cell: cellId(r, column) });
    const period = normalizeDataItemPeriod(frequency, r.period);
    let periodGood = false;
    if (!isDataItemPeriod(frequency, period)) add('format', 'statistic.form.periodFormat', { row, example }, 'period');
    else if (period > now) add('future', 'dataItem.form.periodFuture', { row }, 'period');
    else {
      const first = seen.get(period);
      if (first !== undefined) add('twice', 'statistic.form.periodTwice', { row, first }, 'period');
      else {
        seen.set(period, row);
        periodGood = true;
      }
    }
    const value = parseFigure(r.value);
    if (value === undefined) add('number', 'dataItem.form.notNumber', { row }, 'value');
    else if (value === null) add('missing', 'dataItem.form.valueMissing', { row }, 'value');
    else if (Math.abs(value) > DATA_ITEM_VALUE_MAX) add('range', 'dataItem.form.outOfRange', { row, max }, 'value');
    else if (periodGood) points.push({ period, value });
  });
  return { problems, points };
}

interface RowProps {
  index: number;
  row: GridRow;
  /** The boxes' element ids (strings, so an unchanged row is not drawn again). */
  periodId: string;
  valueId: string;
  removeId: string;
  /** The problem describing each box, if any. */
  periodProblem?: string;
  valueProblem?: string;
  example: string;
  frequency: DataItemFrequency;
  removable: boolean;
  dispatch: Dispatch<GridAction>;
}

/** One row of the grid: drawn again only when its own text, problems or place change (a grid may hold 5,000). */
const ValueRow = memo(function ValueRow({
  index,
  row,
  periodId,
  valueId,
  removeId,
  periodProblem,
  valueProblem,
  example,
  frequency,
  removable,
  dispatch,
}: RowProps) {
  const t = useT();
  const number = index + 1;

  const onPaste = (column: Column) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isTablePaste(text)) return;
    event.preventDefault();
    const pasted = parsePastedValues(text, frequency, column);
    if (!pasted.periods && !pasted.values) return;
    dispatch({ type: 'paste', index, pasted });
  };

  /** Enter moves down a row (Shift+Enter up), adding one past the last, rather than sending the form. */
  const onKeyDown = (column: Column) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const line = event.currentTarget.closest('tr');
    const target = event.shiftKey ? line?.previousElementSibling : line?.nextElementSibling;
    const box = target?.querySelector<HTMLInputElement>(`input[data-column="${column}"]`);
    if (box) box.focus();
    else if (!event.shiftKey) dispatch({ type: 'add', column });
  };

  return (
    <tr>
      <td className="spw-statistic-grid__number">{number}</td>
      <td className="spw-statistic-grid__period spw-data-item-grid__period">
        <input
          id={periodId}
          data-column="period"
          className="spw-statistic-grid__input"
          value={row.period}
          maxLength={10}
          placeholder={example}
          aria-label={t('statistic.form.periodLabel', { row: number })}
          aria-invalid={periodProblem ? true : undefined}
          aria-describedby={periodProblem}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => dispatch({ type: 'change', index, column: 'period', text: event.currentTarget.value })}
          onPaste={onPaste('period')}
          onKeyDown={onKeyDown('period')}
        />
      </td>
      <td className="spw-statistic-grid__value">
        <input
          id={valueId}
          data-column="value"
          className="spw-statistic-grid__input"
          value={row.value}
          inputMode="decimal"
          aria-label={t('dataItem.form.valueLabel', { row: number })}
          aria-invalid={valueProblem ? true : undefined}
          aria-describedby={valueProblem}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => dispatch({ type: 'change', index, column: 'value', text: event.currentTarget.value })}
          onPaste={onPaste('value')}
          onKeyDown={onKeyDown('value')}
        />
      </td>
      <td className="spw-statistic-grid__tools">
        <button
          id={removeId}
          type="button"
          className="spw-statistic-grid__remove"
          disabled={!removable}
          aria-label={t('statistic.form.removeRow', { row: number })}
          onClick={() => dispatch({ type: 'remove', index })}
        >
          <svg className="spw-statistic-grid__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </td>
    </tr>
  );
});

/**
 * /creator/dataItem/add and /creator/dataItem/edit: a data item (an indicator). Its words in both
 * languages (name, unit, source, description) and its frequency, then its values in a grid of two
 * columns, a period and a value a row. A block of the two columns copied from a spreadsheet can be
 * pasted into any box; Enter moves down. The values are checked as the server checks them (each
 * period written as the frequency says, once, not after today; each value a number), each problem
 * listed above the grid and its box marked, and drawn as a line as they are typed. An item once
 * saved can import a file of values.
 */
export function DataItemForm({ mode, initial, busy, serverError, fieldErrors, onSubmit, cancelHref, onImport, today }: DataItemFormProps) {
  const t = useT();
  const locale = useLocale();
  const pick = usePick();
  const id = useId();
  const editing = mode === 'edit';

  const { register, handleSubmit, setError, setFocus, watch, formState } = useForm<FormValues>({
    shouldFocusError: false,
    defaultValues: {
      name: initial?.name ?? '',
      en_name: initial?.en_name ?? '',
      value_unit: initial?.value_unit ?? '',
      en_value_unit: initial?.en_value_unit ?? '',
      frequency: initial?.frequency ?? 'day',
      source: initial?.source ?? '',
      en_source: initial?.en_source ?? '',
      description: initial?.description ?? '',
      en_description: initial?.en_description ?? '',
    },
  });
  // `watch`, not useWatch: that would add its code to the form library's chunk every form of the site downloads.
  const frequency = watch('frequency');
  const [name, enName, unit, enUnit] = watch(['name', 'en_name', 'value_unit', 'en_value_unit']);

  const [grid, dispatch] = useReducer(gridReducer, initial, initialGrid);
  // Checked once sent: from then on the grid is checked as it changes.
  const [sent, setSent] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const cellId = (row: GridRow, column: Column | 'remove') => `${id}-r${row.key}-${column}`;
  const problemId = (row: GridRow, what: string) => `${id}-r${row.key}-problem-${what}`;
  const max = formatNumber(DATA_ITEM_VALUE_MAX, locale);
  const read = (rows: GridRow[], kind: DataItemFrequency) => readGrid(rows, kind, today, cellId, problemId, max);

  useEffect(() => {
    if (!grid.focus) return;
    document.getElementById(`${id}-r${grid.focus.key}-${grid.focus.target}`)?.focus();
    dispatch({ type: 'focused' });
  }, [grid.focus, id]);

  /* ----- The server's complaints: each on its field, the first taking the focus; again after each answer ----- */

  const serverKey = JSON.stringify([...FORM_KEYS, 'values'].map((field) => fieldErrors?.[field] ?? null));
  useEffect(() => {
    if (busy) return;
    const named = JSON.parse(serverKey) as (string | null)[];
    FORM_KEYS.forEach((field, index) => {
      const message = named[index];
      if (message) setError(field, { type: 'server', message });
    });
    dispatch({ type: 'answered' });
    const first = FORM_KEYS.find((_, index) => named[index]);
    if (first) setFocus(first);
    else if (named[FORM_KEYS.length]) summaryRef.current?.focus();
  }, [busy, serverKey, setError, setFocus]);

  /** A message for the reader: the server's as it came, ours from the catalogue. */
  const say = (problem: FieldError | undefined): string | undefined => {
    if (!problem?.message) return undefined;
    if (problem.type === 'server') return problem.message;
    return t(problem.message as MessageKey);
  };
  const errors = formState.errors;

  const { problems, points } = read(grid.rows, frequency);
  const shownProblems = sent ? problems : [];
  const problemOf = new Map<string, string>();
  for (const problem of shownProblems) if (!problemOf.has(problem.cell)) problemOf.set(problem.cell, problem.id);
  const serverValues = grid.changed ? undefined : fieldErrors?.values;
  const summaryCount = shownProblems.length + (serverValues ? 1 : 0);

  const send = (event: FormEvent<HTMLFormElement>) => {
    setSent(true);
    void handleSubmit(
      (values) => {
        const found = read(grid.rows, values.frequency);
        const first = found.problems[0];
        if (first) {
          document.getElementById(first.cell)?.focus();
          return;
        }
        if (busy) return;
        onSubmit({
          name: values.name.trim(),
          en_name: values.en_name.trim(),
          value_unit: values.value_unit.trim(),
          en_value_unit: values.en_value_unit.trim(),
          frequency: values.frequency,
          source: values.source.trim(),
          en_source: values.en_source.trim(),
          description: values.description.trim(),
          en_description: values.en_description.trim(),
          values: grid.rows
            .filter((r) => !blankRow(r))
            .map((r) => ({ period: normalizeDataItemPeriod(values.frequency, r.period), value: parseFigure(r.value) ?? 0 })),
        });
      },
      (invalid) => {
        const first = FORM_KEYS.find((field) => invalid[field]);
        if (first) setFocus(first);
      },
    )(event);
  };

  /* ----- The preview: the good values as a line, drawn a moment after typing ----- */

  // A string, so an unchanged series is the same value (and the chart is not built again).
  const pointsKey = useDeferredValue(JSON.stringify(points));
  const chartName = pick(name.trim(), enName.trim());
  const seriesName = t('dataItem.form.col.value');
  const statistic = useMemo<StatisticChartProps['statistic']>(() => {
    const series = JSON.parse(pointsKey) as Point[];
    return {
      series: [{ name: name.trim() || seriesName, en_name: enName.trim() }],
      periods: series.map((point) => ({ period: point.period, values: [point.value] })),
      chart: 'line',
      // Days have no kind of their own: their labels are drawn as written, stepped like months'.
      period: frequency === 'day' ? 'month' : frequency,
      value_unit: unit.trim(),
      en_value_unit: enUnit.trim(),
    };
  }, [pointsKey, name, enName, seriesName, frequency, unit, enUnit]);

  /* ----- Drawing ----- */

  const example = DATA_ITEM_PERIOD_FORMS[frequency].example;
  const heading = t(editing ? 'dataItem.form.headingEdit' : 'dataItem.form.headingAdd');
  const enHint = t('statistic.form.enHint');
  const note = grid.note
    ? `${t('dataItem.form.pasted', { rows: grid.note.rows, header: grid.note.header ? 'yes' : 'no' })}${
        grid.note.cut
          ? `${locale === 'en' ? '. ' : '；'}${t('dataItem.form.pastedCut', { max: formatNumber(DATA_ITEM_VALUES_MAX, locale) })}`
          : ''
      }`
    : '';

  const text = (field: TextKey, label: MessageKey, options: { required?: MessageKey; hint?: string; lang?: 'en' } = {}) => (
    <TextField
      label={t(label)}
      required={Boolean(options.required)}
      optional={!options.required}
      maxLength={DATA_ITEM_LIMITS[field]}
      hint={options.hint}
      lang={options.lang}
      autoComplete="off"
      translate="no"
      error={say(errors[field])}
      {...register(field, options.required ? { validate: (value) => (value.trim() ? true : options.required) } : {})}
    />
  );

  return (
    <div className="spw-statistic-form spw-data-item-form">
      <FormLayout
        title={heading}
        requiredNote
        error={serverError}
        onSubmit={send}
        aria-busy={busy || undefined}
        data-mode={mode}
        actions={
          <div className="spw-quote-form__buttons">
            <Button type="submit" size="lg" loading={busy}>
              {t('common.save')}
            </Button>
            <Button asChild variant="secondary" size="lg">
              <a href={cancelHref}>{t('common.cancel')}</a>
            </Button>
          </div>
        }
      >
        <section className="spw-statistic-form__section" aria-labelledby={`${id}-basics`}>
          <h2 id={`${id}-basics`} className="spw-statistic-form__section-title">
            {t('statistic.form.sectionBasics')}
          </h2>
          <FormRow>
            {text('name', 'dataItem.form.name', { required: 'dataItem.form.nameRequired' })}
            {text('en_name', 'dataItem.form.enName', { hint: enHint, lang: 'en' })}
          </FormRow>
          <FormRow>
            {text('value_unit', 'statistic.form.unit', { required: 'statistic.form.unitRequired', hint: t('dataItem.form.unitHint') })}
            {text('en_value_unit', 'statistic.form.enUnit', { hint: enHint, lang: 'en' })}
          </FormRow>
          <SelectField
            label={t('dataItem.form.frequency')}
            required
            className="spw-data-item-form__frequency"
            hint={t('dataItem.form.frequencyHint')}
            error={say(errors.frequency)}
            options={DATA_ITEM_FREQUENCIES.map((value) => ({ value, label: t(`dataItem.frequency.${value}`) }))}
            {...register('frequency')}
          />
          <FormRow>
            {text('source', 'statistic.form.source', { hint: t('dataItem.form.sourceHint') })}
            {text('en_source', 'statistic.form.enSource', { hint: enHint, lang: 'en' })}
          </FormRow>
          <FormRow>
            <TextareaField
              label={t('statistic.form.description')}
              optional
              rows={4}
              maxLength={DATA_ITEM_LIMITS.description}
              translate="no"
              error={say(errors.description)}
              {...register('description')}
            />
            <TextareaField
              label={t('statistic.form.enDescription')}
              optional
              rows={4}
              lang="en"
              maxLength={DATA_ITEM_LIMITS.en_description}
              hint={enHint}
              translate="no"
              error={say(errors.en_description)}
              {...register('en_description')}
            />
          </FormRow>
        </section>

        <section className="spw-statistic-form__section spw-statistic-grid" aria-labelledby={`${id}-values`}>
          <div className="spw-data-item-form__values-head">
            <h2 id={`${id}-values`} className="spw-statistic-form__section-title">
              {t('dataItem.form.sectionValues')}
            </h2>
            {editing && onImport ? (
              <Button type="button" variant="secondary" size="sm" aria-describedby={`${id}-import-hint`} onClick={onImport}>
                <svg className="spw-statistic-grid__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path
                    d="M8 2.5v8m0 0L5 7.5m3 3 3-3M3 11.5v1.5h10v-1.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {t('dataItem.form.import')}
              </Button>
            ) : null}
          </div>
          <p className="spw-statistic-grid__hint">{t('dataItem.form.valuesHint')}</p>
          {editing && onImport ? (
            <p id={`${id}-import-hint`} className="spw-statistic-grid__hint spw-data-item-form__import-hint">
              {t('dataItem.form.importHint')}
            </p>
          ) : null}

          {/* Always in the page, so screen readers are listening when problems arrive. */}
          <div
            ref={summaryRef}
            role="alert"
            tabIndex={-1}
            className="spw-statistic-grid__problems"
            hidden={summaryCount === 0}
            aria-labelledby={summaryCount ? `${id}-problems` : undefined}
          >
            {summaryCount ? (
              <>
                <p id={`${id}-problems`} className="spw-statistic-grid__problems-title">
                  <svg className="spw-statistic-grid__problems-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <circle cx="8" cy="8" r="7" fill="currentColor" />
                    <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
                    <circle cx="8" cy="11.2" r="0.95" fill="#fff" />
                  </svg>
                  {t('dataItem.form.problems', { count: summaryCount })}
                </p>
                <ul className="spw-statistic-grid__problem-list">
                  {serverValues ? <li>{serverValues}</li> : null}
                  {shownProblems.slice(0, PROBLEMS_LISTED).map((problem) => (
                    <li key={problem.id}>
                      <button
                        id={problem.id}
                        type="button"
                        className="spw-statistic-grid__problem"
                        onClick={() => document.getElementById(problem.cell)?.focus()}
                      >
                        {t(problem.key, problem.values)}
                      </button>
                    </li>
                  ))}
                  {shownProblems.length > PROBLEMS_LISTED ? (
                    <li>{t('dataItem.form.problemsMore', { count: shownProblems.length - PROBLEMS_LISTED })}</li>
                  ) : null}
                </ul>
              </>
            ) : null}
          </div>

          <div className="spw-data-item-form__values">
            <div className="spw-data-item-form__grid">
              <div className="spw-statistic-grid__scroll">
                <table className="spw-statistic-grid__table" aria-labelledby={`${id}-caption`}>
                  <caption id={`${id}-caption`} className="spw-visually-hidden">
                    {t('dataItem.form.grid')}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className="spw-statistic-grid__number">
                        {t('statistic.form.col.row')}
                      </th>
                      <th scope="col" className="spw-statistic-grid__period-head spw-data-item-grid__period">
                        {t('statistic.form.col.period')}
                        <span className="spw-statistic-grid__example" aria-hidden="true">
                          {example}
                        </span>
                      </th>
                      <th scope="col" className="spw-statistic-grid__value">
                        {t('dataItem.form.col.value')}
                        {unit.trim() || enUnit.trim() ? (
                          <span className="spw-statistic-grid__example" translate="no">
                            {pick(unit.trim(), enUnit.trim())}
                          </span>
                        ) : null}
                      </th>
                      <th scope="col" className="spw-statistic-grid__tools">
                        <span className="spw-visually-hidden">{t('statistic.form.col.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {grid.rows.map((row, index) => {
                      const periodId = cellId(row, 'period');
                      const valueId = cellId(row, 'value');
                      return (
                        <ValueRow
                          key={row.key}
                          index={index}
                          row={row}
                          periodId={periodId}
                          valueId={valueId}
                          removeId={cellId(row, 'remove')}
                          periodProblem={problemOf.get(periodId)}
                          valueProblem={problemOf.get(valueId)}
                          example={example}
                          frequency={frequency}
                          removable={grid.rows.length > 1}
                          dispatch={dispatch}
                        />
                      );
                    })}
                  </tbody>
                </table>
              </div>

              <div className="spw-statistic-grid__foot">
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={grid.rows.length >= DATA_ITEM_VALUES_MAX}
                  aria-describedby={`${id}-rows-max`}
                  onClick={() => dispatch({ type: 'add' })}
                >
                  <svg className="spw-statistic-grid__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                  </svg>
                  {t('statistic.form.addRow')}
                </Button>
                <span id={`${id}-rows-max`} className="spw-statistic-grid__limit">
                  {t('dataItem.form.valuesMax', { max: formatNumber(DATA_ITEM_VALUES_MAX, locale) })}
                </span>
                <span className="spw-statistic-grid__size">{t('dataItem.form.size', { rows: grid.rows.length })}</span>
              </div>
              <p role="status" className="spw-statistic-grid__note">
                {note}
              </p>
            </div>

            <figure className="spw-data-item-form__preview" aria-labelledby={`${id}-preview`}>
              <figcaption id={`${id}-preview`} className="spw-data-item-form__preview-title">
                {t('dataItem.form.preview')}
              </figcaption>
              {statistic.periods.length > 0 ? (
                <StatisticChart
                  statistic={statistic}
                  label={chartName ? t('dataItem.form.previewLabel', { name: chartName }) : t('dataItem.form.previewUnnamed')}
                  height={220}
                />
              ) : (
                <p className="spw-data-item-form__preview-empty">{t('dataItem.form.previewEmpty')}</p>
              )}
            </figure>
          </div>
        </section>
      </FormLayout>
    </div>
  );
}
