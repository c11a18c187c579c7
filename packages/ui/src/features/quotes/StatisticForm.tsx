import type { components } from '@spw/api';
import { formatNumber, type MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLocale, useT, type MessageValues } from '../../lib/intl.tsx';
import {
  isTablePaste,
  normalizePeriod,
  parseFigure,
  parsePastedTable,
  PERIOD_FORMS,
  STATISTIC_VALUE_MAX,
  type PastedTable,
  type StatisticPeriodKind,
} from './statistic-paste.ts';
import './quote-data.css';
import './statistic-desk.css';

type Statistic = components['schemas']['Statistic'];
type StatisticChartKind = components['schemas']['StatisticChart'];
type StatisticVisibility = components['schemas']['StatisticVisibility'];

export type StatisticValues = components['schemas']['StatisticBody'];
export type StatisticField =
  | 'title'
  | 'en_title'
  | 'source'
  | 'en_source'
  | 'value_unit'
  | 'en_value_unit'
  | 'description'
  | 'en_description'
  | 'period'
  | 'chart'
  | 'visibility'
  | 'on_home'
  | 'series'
  | 'periods';

export interface StatisticFormProps {
  mode: 'add' | 'edit';
  /** Edit: the table as stored. */
  initial?: Statistic;
  /** Saving: the button waits. */
  busy?: boolean;
  /** The server's complaints by field, and a general one (`form`), already in the reader's language; shown on their fields (series/periods on the grid), the first taking the focus, whenever they change. */
  serverErrors?: Partial<Record<StatisticField | 'form', string>>;
  /** The values checked and trimmed; periods as typed (the server sorts them); empty cells are null. */
  onSubmit: (values: StatisticValues) => void;
  cancelHref: string;
}

/** The contract's limits (StatisticBody). */
export const STATISTIC_LIMITS = {
  title: 100,
  en_title: 200,
  source: 100,
  en_source: 200,
  value_unit: 20,
  en_value_unit: 40,
  description: 500,
  en_description: 1000,
  series_name: 40,
  series_en_name: 80,
  series: 8,
  periods: 240,
} as const;

/** The fields in the form's order: the first wrong one takes the focus. */
const FIELDS: readonly StatisticField[] = [
  'title',
  'en_title',
  'value_unit',
  'en_value_unit',
  'source',
  'en_source',
  'description',
  'en_description',
  'period',
  'chart',
  'visibility',
  'on_home',
  'series',
  'periods',
];

/** The fields react-hook-form holds (the grid is the form's own state). */
type TextKey = 'title' | 'en_title' | 'source' | 'en_source' | 'value_unit' | 'en_value_unit' | 'description' | 'en_description';
interface FormValues extends Record<TextKey, string> {
  period: StatisticPeriodKind;
  chart: StatisticChartKind;
  visibility: StatisticVisibility;
  on_home: boolean;
}
type FormKey = keyof FormValues;
const FORM_KEYS: readonly FormKey[] = FIELDS.filter((field): field is FormKey => field !== 'series' && field !== 'periods');

/* ----- The grid: series (columns) by period (rows), as typed ----- */

interface GridSeries {
  key: number;
  name: string;
  en_name: string;
}
interface GridRow {
  key: number;
  period: string;
  /** One per series, as typed. */
  values: string[];
}
interface Grid {
  series: GridSeries[];
  rows: GridRow[];
}

/** Where a box of the grid is: a series' name or English name, a row's period or a figure. */
type Spot = { kind: 'name' | 'en_name'; series: number } | { kind: 'period'; row: number } | { kind: 'value'; row: number; series: number };

/** Something wrong in the grid: its message, and the boxes it is about (the first takes the focus). */
interface Problem {
  id: string;
  key: MessageKey;
  values: MessageValues;
  /** Element ids of the boxes marked wrong. */
  cells: string[];
}

const figureText = (value: number | null) => (value === null ? '' : String(value));
const blankRow = (row: GridRow) => row.period.trim() === '' && row.values.every((value) => value.trim() === '');

/**
 * /creator/statistic/add and /creator/statistic/edit: a statistical table. Its words in both
 * languages (title, unit, source, description), how it is shown (period kind, chart, visibility,
 * the explorer home), and its figures in a grid: a column per series, a row per period. A block
 * copied from a spreadsheet can be pasted into any box of the grid. The figures are checked as the
 * server checks them, each problem listed above the grid and its boxes marked.
 */
export function StatisticForm({ mode, initial, busy = false, serverErrors, onSubmit, cancelHref }: StatisticFormProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const editing = mode === 'edit';

  const { register, handleSubmit, setError, setFocus, setValue, watch, formState } = useForm<FormValues>({
    shouldFocusError: false,
    defaultValues: {
      title: initial?.title ?? '',
      en_title: initial?.en_title ?? '',
      source: initial?.source ?? '',
      en_source: initial?.en_source ?? '',
      value_unit: initial?.value_unit ?? '',
      en_value_unit: initial?.en_value_unit ?? '',
      description: initial?.description ?? '',
      en_description: initial?.en_description ?? '',
      period: initial?.period ?? 'year',
      chart: initial?.chart ?? 'line',
      visibility: initial?.visibility ?? 'public',
      on_home: initial ? initial.on_home && initial.visibility === 'public' : false,
    },
  });
  // `watch`, not useWatch: that would add its code to the form library's chunk every form of the site downloads.
  const kind = watch('period');
  const visibility = watch('visibility');
  const secret = visibility === 'secret';

  // A secret table cannot be on the explorer home: the box empties and waits.
  useEffect(() => {
    if (secret) setValue('on_home', false);
  }, [secret, setValue]);

  /* The grid: its state, and the same as of the last change (two changes can come in one tick). */
  const nextKey = useRef(0);
  const key = () => {
    nextKey.current += 1;
    return nextKey.current;
  };
  const [grid, setGridState] = useState<Grid>(() => {
    const series = initial?.series.length ? initial.series : [{ name: '', en_name: '' }];
    const rows = initial?.periods.length
      ? initial.periods
      : Array.from({ length: 3 }, () => ({ period: '', values: series.map(() => null) }));
    return {
      series: series.map((s) => ({ key: key(), name: s.name, en_name: s.en_name ?? '' })),
      rows: rows.map((r) => ({ key: key(), period: r.period, values: series.map((_, i) => figureText(r.values[i] ?? null)) })),
    };
  });
  const latest = useRef(grid);
  // Checked once sent: from then on the grid is checked as it changes.
  const [sent, setSent] = useState(false);
  // The server's words about the grid show until the grid changes.
  const [serverGrid, setServerGrid] = useState(true);
  const [pasteNote, setPasteNote] = useState('');
  // A box to focus once the grid is drawn (a new row's period, a new series' name).
  const [focusNext, setFocusNext] = useState<string | null>(null);

  const setGrid = (next: Grid) => {
    latest.current = next;
    setGridState(next);
    setServerGrid(false);
    setPasteNote('');
  };

  const cellId = {
    name: (s: GridSeries) => `${id}-s${s.key}-name`,
    enName: (s: GridSeries) => `${id}-s${s.key}-en`,
    period: (r: GridRow) => `${id}-r${r.key}-period`,
    value: (r: GridRow, s: GridSeries) => `${id}-r${r.key}-s${s.key}`,
    removeRow: (r: GridRow) => `${id}-r${r.key}-remove`,
    removeSeries: (s: GridSeries) => `${id}-s${s.key}-remove`,
  };
  const focusId = (target: string) => document.getElementById(target)?.focus();

  useEffect(() => {
    if (!focusNext) return;
    focusId(focusNext);
    setFocusNext(null);
  }, [focusNext]);

  /* ----- The checks, as the server's statisticValues makes them ----- */

  const max = formatNumber(STATISTIC_VALUE_MAX, locale);
  const check = (current: Grid, periodKind: StatisticPeriodKind): Problem[] => {
    const problems: Problem[] = [];
    const add = (name: string, messageKey: MessageKey, values: MessageValues, cells: string[]) =>
      problems.push({ id: `${id}-problem-${name}`, key: messageKey, values, cells });
    current.series.forEach((s, i) => {
      if (!s.name.trim()) add(`s${s.key}`, 'statistic.form.seriesNameRequired', { n: i + 1 }, [cellId.name(s)]);
    });
    const form = PERIOD_FORMS[periodKind];
    const seen = new Map<string, number>();
    let figures = 0;
    current.rows.forEach((r, i) => {
      if (blankRow(r)) return;
      const row = i + 1;
      const period = normalizePeriod(r.period);
      if (!form.pattern.test(period)) {
        add(`r${r.key}-format`, 'statistic.form.periodFormat', { row, example: form.example }, [cellId.period(r)]);
      } else {
        const first = seen.get(period);
        if (first !== undefined) add(`r${r.key}-twice`, 'statistic.form.periodTwice', { row, first }, [cellId.period(r)]);
        else seen.set(period, row);
      }
      const notNumbers: string[] = [];
      const outside: string[] = [];
      current.series.forEach((s, j) => {
        const figure = parseFigure(r.values[j] ?? '');
        if (figure === undefined) notNumbers.push(cellId.value(r, s));
        else if (figure !== null && Math.abs(figure) > STATISTIC_VALUE_MAX) outside.push(cellId.value(r, s));
        else if (figure !== null) figures += 1;
      });
      if (notNumbers.length) add(`r${r.key}-number`, 'statistic.form.notNumber', { row }, notNumbers);
      if (outside.length) add(`r${r.key}-range`, 'statistic.form.outOfRange', { row, max }, outside);
    });
    if (figures === 0 && !problems.some((p) => p.key === 'statistic.form.notNumber' || p.key === 'statistic.form.outOfRange')) {
      const firstRow = current.rows.find((r) => !blankRow(r)) ?? current.rows[0];
      const firstSeries = current.series[0];
      add('figures', 'statistic.form.noFigures', {}, firstRow && firstSeries ? [cellId.value(firstRow, firstSeries)] : []);
    }
    return problems;
  };
  const problems = sent ? check(grid, kind) : [];
  const problemOf = new Map<string, Problem>();
  for (const problem of problems) {
    for (const cell of problem.cells) if (!problemOf.has(cell)) problemOf.set(cell, problem);
  }
  // 'At least one figure' points at a box without marking it wrong.
  const markedWrong = (cell: string) => {
    const problem = problemOf.get(cell);
    return problem !== undefined && problem.key !== 'statistic.form.noFigures';
  };

  /* ----- The server's complaints: each on its field, the first taking the focus; again after each answer ----- */

  const summaryRef = useRef<HTMLDivElement>(null);
  const server = FIELDS.map((field) => serverErrors?.[field]);
  const serverKey = JSON.stringify(server);
  useEffect(() => {
    if (busy) return;
    const named = JSON.parse(serverKey) as (string | null)[];
    FORM_KEYS.forEach((field) => {
      const message = named[FIELDS.indexOf(field)];
      if (message) setError(field, { type: 'server', message });
    });
    setServerGrid(true);
    const first = FIELDS.find((_, index) => named[index]);
    if (!first) return;
    if (first === 'series' || first === 'periods') summaryRef.current?.focus();
    else setFocus(first);
  }, [busy, serverKey, setError, setFocus]);

  /** A message for the reader: the server's as it came, ours from the catalogue. */
  const say = (problem: FieldError | undefined): string | undefined => {
    if (!problem?.message) return undefined;
    if (problem.type === 'server') return problem.message;
    return t(problem.message as MessageKey);
  };
  const errors = formState.errors;

  const valuesOf = (values: FormValues, current: Grid): StatisticValues => ({
    title: values.title.trim(),
    en_title: values.en_title.trim(),
    source: values.source.trim(),
    en_source: values.en_source.trim(),
    value_unit: values.value_unit.trim(),
    en_value_unit: values.en_value_unit.trim(),
    description: values.description.trim(),
    en_description: values.en_description.trim(),
    period: values.period,
    chart: values.chart,
    visibility: values.visibility,
    on_home: values.visibility === 'public' && values.on_home === true,
    series: current.series.map((s) => ({ name: s.name.trim(), en_name: s.en_name.trim() })),
    periods: current.rows
      .filter((r) => !blankRow(r))
      .map((r) => ({ period: normalizePeriod(r.period), values: current.series.map((_, j) => parseFigure(r.values[j] ?? '') ?? null) })),
  });

  const send = (event: FormEvent<HTMLFormElement>) => {
    const current = latest.current;
    setSent(true);
    void handleSubmit(
      (values) => {
        const found = check(current, values.period);
        const first = found[0]?.cells[0];
        if (found.length) {
          if (first) focusId(first);
          else summaryRef.current?.focus();
          return;
        }
        if (busy) return;
        onSubmit(valuesOf(values, current));
      },
      (invalid) => {
        const first = FORM_KEYS.find((name) => invalid[name]);
        if (first) setFocus(first);
      },
    )(event);
  };

  /* ----- Changing the grid ----- */

  const changeSeries = (index: number, field: 'name' | 'en_name', text: string) => {
    const now = latest.current;
    setGrid({ ...now, series: now.series.map((s, i) => (i === index ? { ...s, [field]: text } : s)) });
  };
  const changeRow = (index: number, update: (row: GridRow) => GridRow) => {
    const now = latest.current;
    setGrid({ ...now, rows: now.rows.map((r, i) => (i === index ? update(r) : r)) });
  };
  const addSeries = () => {
    const now = latest.current;
    if (now.series.length >= STATISTIC_LIMITS.series) return;
    const added = { key: key(), name: '', en_name: '' };
    setGrid({ series: [...now.series, added], rows: now.rows.map((r) => ({ ...r, values: [...r.values, ''] })) });
    setFocusNext(cellId.name(added));
  };
  const removeSeries = (index: number) => {
    const now = latest.current;
    if (now.series.length <= 1) return;
    const series = now.series.filter((_, i) => i !== index);
    setGrid({ series, rows: now.rows.map((r) => ({ ...r, values: r.values.filter((_, i) => i !== index) })) });
    const next = series[Math.min(index, series.length - 1)];
    setFocusNext(next ? cellId.removeSeries(next) : null);
  };
  const addRow = () => {
    const now = latest.current;
    if (now.rows.length >= STATISTIC_LIMITS.periods) return;
    const added = { key: key(), period: '', values: now.series.map(() => '') };
    setGrid({ ...now, rows: [...now.rows, added] });
    setFocusNext(cellId.period(added));
  };
  const removeRow = (index: number) => {
    const now = latest.current;
    if (now.rows.length <= 1) return;
    const rows = now.rows.filter((_, i) => i !== index);
    setGrid({ ...now, rows });
    const next = rows[Math.min(index, rows.length - 1)];
    setFocusNext(next ? cellId.removeRow(next) : null);
  };

  /** Fills the grid from a box with a pasted block, adding rows and series as needed within the limits. */
  const paste = (spot: Spot, table: PastedTable) => {
    const now = latest.current;
    const series = now.series.map((s) => ({ ...s }));
    const rows = now.rows.map((r) => ({ ...r, values: [...r.values] }));
    const startRow = spot.kind === 'value' || spot.kind === 'period' ? spot.row : 0;
    const startSeries = spot.kind === 'period' ? 0 : spot.series;
    const width = Math.max(table.names?.length ?? 0, ...table.values.map((line) => line.length));
    let cut = false;
    const need = startSeries + width;
    if (need > STATISTIC_LIMITS.series) cut = true;
    while (series.length < Math.min(need, STATISTIC_LIMITS.series)) {
      series.push({ key: key(), name: '', en_name: '' });
      for (const r of rows) r.values.push('');
    }
    table.names?.forEach((name, j) => {
      const s = series[startSeries + j];
      if (s)
        s[spot.kind === 'en_name' ? 'en_name' : 'name'] = name.slice(
          0,
          spot.kind === 'en_name' ? STATISTIC_LIMITS.series_en_name : STATISTIC_LIMITS.series_name,
        );
    });
    const lines = Math.max(table.values.length, table.periods?.length ?? 0);
    if (startRow + lines > STATISTIC_LIMITS.periods) cut = true;
    for (let i = 0; i < lines && startRow + i < STATISTIC_LIMITS.periods; i += 1) {
      let row = rows[startRow + i];
      if (!row) {
        row = { key: key(), period: '', values: series.map(() => '') };
        rows.push(row);
      }
      const period = table.periods?.[i];
      if (period !== undefined) row.period = period.slice(0, 7);
      (table.values[i] ?? []).forEach((cell, j) => {
        if (startSeries + j < series.length) row.values[startSeries + j] = cell === null ? '' : String(cell);
      });
    }
    setGrid({ series, rows });
    const shownRows = Math.min(lines, STATISTIC_LIMITS.periods - startRow);
    const shownColumns = Math.min(width, STATISTIC_LIMITS.series - startSeries) + (table.periods ? 1 : 0);
    const note = t('statistic.form.pasted', { rows: shownRows + (table.names ? 1 : 0), columns: shownColumns });
    setPasteNote(
      cut
        ? `${note}${locale === 'en' ? '. ' : '；'}${t('statistic.form.pastedCut', { maxRows: STATISTIC_LIMITS.periods, maxSeries: STATISTIC_LIMITS.series })}`
        : note,
    );
  };

  const onPaste = (spot: Spot) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isTablePaste(text)) return;
    event.preventDefault();
    const periodColumn =
      spot.kind === 'period' ? true : spot.kind === 'value' ? undefined : !/[\r\n]/.test(text.trim()) ? false : undefined;
    const table = parsePastedTable(text, kind, { periodColumn });
    if (table.values.length === 0 && !table.names) return;
    paste(spot, table);
  };

  /** Enter moves down a row (Shift+Enter up) rather than sending the form. */
  const onKeyDown = (spot: Spot) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (spot.kind !== 'period' && spot.kind !== 'value') return;
    const rows = latest.current.rows;
    const target = rows[spot.row + (event.shiftKey ? -1 : 1)];
    if (!target) return;
    const s = spot.kind === 'value' ? latest.current.series[spot.series] : undefined;
    focusId(s ? cellId.value(target, s) : cellId.period(target));
  };

  /* ----- Drawing ----- */

  const example = PERIOD_FORMS[kind].example;
  const seriesLabel = (s: GridSeries, index: number) => s.name.trim() || t('statistic.form.seriesN', { n: index + 1 });
  const rowLabel = (r: GridRow, index: number) => normalizePeriod(r.period) || t('statistic.form.rowN', { row: index + 1 });
  const gridServer = serverGrid ? [serverErrors?.series, serverErrors?.periods].filter((m): m is string => Boolean(m)) : [];
  const summaryCount = problems.length + gridServer.length;
  const cellProps = (cell: string) => {
    const problem = problemOf.get(cell);
    return {
      id: cell,
      'aria-invalid': markedWrong(cell) || undefined,
      'aria-describedby': problem ? problem.id : undefined,
    };
  };
  const heading = t(editing ? 'statistic.form.headingEdit' : 'statistic.form.headingAdd');
  const enHint = t('statistic.form.enHint');

  const text = (field: TextKey, label: MessageKey, options: { required?: MessageKey; hint?: string; lang?: 'en' } = {}) => (
    <TextField
      label={t(label)}
      required={Boolean(options.required)}
      optional={!options.required}
      maxLength={STATISTIC_LIMITS[field]}
      hint={options.hint}
      lang={options.lang}
      autoComplete="off"
      translate="no"
      error={say(errors[field])}
      {...register(field, options.required ? { validate: (value) => (value.trim() ? true : options.required) } : {})}
    />
  );

  return (
    <div className="spw-statistic-form">
      <FormLayout
        title={heading}
        requiredNote
        error={serverErrors?.form}
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
            {text('title', 'statistic.form.title', { required: 'statistic.form.titleRequired' })}
            {text('en_title', 'statistic.form.enTitle', { hint: enHint, lang: 'en' })}
          </FormRow>
          <FormRow>
            {text('value_unit', 'statistic.form.unit', { required: 'statistic.form.unitRequired', hint: t('statistic.form.unitHint') })}
            {text('en_value_unit', 'statistic.form.enUnit', { hint: enHint, lang: 'en' })}
          </FormRow>
          <FormRow>
            {text('source', 'statistic.form.source', { hint: t('statistic.form.sourceHint') })}
            {text('en_source', 'statistic.form.enSource', { hint: enHint, lang: 'en' })}
          </FormRow>
          <FormRow>
            <TextareaField
              label={t('statistic.form.description')}
              optional
              rows={4}
              maxLength={STATISTIC_LIMITS.description}
              translate="no"
              error={say(errors.description)}
              {...register('description')}
            />
            <TextareaField
              label={t('statistic.form.enDescription')}
              optional
              rows={4}
              lang="en"
              maxLength={STATISTIC_LIMITS.en_description}
              hint={enHint}
              translate="no"
              error={say(errors.en_description)}
              {...register('en_description')}
            />
          </FormRow>
        </section>

        <section className="spw-statistic-form__section" aria-labelledby={`${id}-display`}>
          <h2 id={`${id}-display`} className="spw-statistic-form__section-title">
            {t('statistic.form.sectionDisplay')}
          </h2>
          <SelectField
            label={t('statistic.form.period')}
            required
            className="spw-statistic-form__period"
            hint={t('statistic.form.periodHint')}
            error={say(errors.period)}
            options={(['year', 'quarter', 'month'] as const).map((value) => ({ value, label: t(`statistic.form.period.${value}`) }))}
            {...register('period')}
          />
          <RadioGroupField
            label={t('statistic.form.chart')}
            name="chart"
            required
            error={say(errors.chart)}
            options={(['line', 'bar', 'table'] as const).map((value) => ({ value, label: t(`statistic.form.chart.${value}`) }))}
            inputProps={register('chart')}
          />
          <RadioGroupField
            label={t('statistic.form.visibility')}
            name="visibility"
            required
            error={say(errors.visibility)}
            options={(['public', 'secret'] as const).map((value) => ({ value, label: t(`statistic.form.visibility.${value}`) }))}
            inputProps={register('visibility')}
          />
          <CheckboxField
            label={t('statistic.form.onHome')}
            disabled={secret}
            hint={t(secret ? 'statistic.form.onHomeSecret' : 'statistic.form.onHomeHint')}
            error={say(errors.on_home)}
            {...register('on_home')}
          />
        </section>

        <section className="spw-statistic-form__section spw-statistic-grid" aria-labelledby={`${id}-data`}>
          <h2 id={`${id}-data`} className="spw-statistic-form__section-title">
            {t('statistic.form.sectionData')}
          </h2>
          <p id={`${id}-data-hint`} className="spw-statistic-grid__hint">
            {t('statistic.form.dataHint')}
          </p>

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
                  {t('statistic.form.problems', { count: summaryCount })}
                </p>
                <ul className="spw-statistic-grid__problem-list">
                  {gridServer.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                  {problems.map((problem) => {
                    const target = problem.cells[0];
                    return (
                      <li key={problem.id}>
                        {target ? (
                          <button id={problem.id} type="button" className="spw-statistic-grid__problem" onClick={() => focusId(target)}>
                            {t(problem.key, problem.values)}
                          </button>
                        ) : (
                          <span id={problem.id}>{t(problem.key, problem.values)}</span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </>
            ) : null}
          </div>

          <div className="spw-statistic-grid__scroll">
            <table className="spw-statistic-grid__table" aria-labelledby={`${id}-caption`}>
              <caption id={`${id}-caption`} className="spw-visually-hidden">
                {t('statistic.form.grid')}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="spw-statistic-grid__number">
                    {t('statistic.form.col.row')}
                  </th>
                  <th scope="col" className="spw-statistic-grid__period-head">
                    {t('statistic.form.col.period')}
                    <span className="spw-statistic-grid__example" aria-hidden="true">
                      {example}
                    </span>
                  </th>
                  {grid.series.map((s, index) => {
                    const n = index + 1;
                    const nameCell = cellId.name(s);
                    return (
                      <th key={s.key} scope="col" className="spw-statistic-grid__series">
                        <span className="spw-visually-hidden">{t('statistic.form.seriesN', { n })}</span>
                        <div className="spw-statistic-grid__series-top">
                          <input
                            {...cellProps(nameCell)}
                            className="spw-statistic-grid__input spw-statistic-grid__name"
                            value={s.name}
                            required
                            maxLength={STATISTIC_LIMITS.series_name}
                            placeholder={t('statistic.form.seriesName')}
                            aria-label={t('statistic.form.seriesNameLabel', { n })}
                            autoComplete="off"
                            translate="no"
                            onChange={(event) => changeSeries(index, 'name', event.currentTarget.value)}
                            onPaste={onPaste({ kind: 'name', series: index })}
                            onKeyDown={onKeyDown({ kind: 'name', series: index })}
                          />
                          <button
                            id={cellId.removeSeries(s)}
                            type="button"
                            className="spw-statistic-grid__remove"
                            disabled={grid.series.length <= 1}
                            aria-label={t('statistic.form.removeSeries', { name: seriesLabel(s, index) })}
                            onClick={() => removeSeries(index)}
                          >
                            <RemoveMark />
                          </button>
                        </div>
                        <input
                          id={cellId.enName(s)}
                          className="spw-statistic-grid__input spw-statistic-grid__en-name"
                          value={s.en_name}
                          lang="en"
                          maxLength={STATISTIC_LIMITS.series_en_name}
                          placeholder={t('statistic.form.seriesEnName')}
                          aria-label={t('statistic.form.seriesEnNameLabel', { n })}
                          autoComplete="off"
                          translate="no"
                          onChange={(event) => changeSeries(index, 'en_name', event.currentTarget.value)}
                          onPaste={onPaste({ kind: 'en_name', series: index })}
                          onKeyDown={onKeyDown({ kind: 'en_name', series: index })}
                        />
                      </th>
                    );
                  })}
                  <th scope="col" className="spw-statistic-grid__tools">
                    <span className="spw-visually-hidden">{t('statistic.form.col.actions')}</span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="spw-statistic-grid__add-series"
                      disabled={grid.series.length >= STATISTIC_LIMITS.series}
                      aria-describedby={`${id}-series-max`}
                      onClick={addSeries}
                    >
                      <AddMark />
                      {t('statistic.form.addSeries')}
                    </Button>
                    <span id={`${id}-series-max`} className="spw-statistic-grid__limit">
                      {t('statistic.form.seriesMax', { max: STATISTIC_LIMITS.series })}
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {grid.rows.map((r, rowIndex) => {
                  const row = rowIndex + 1;
                  const periodCell = cellId.period(r);
                  const label = rowLabel(r, rowIndex);
                  return (
                    <tr key={r.key}>
                      <td className="spw-statistic-grid__number">{row}</td>
                      <td className="spw-statistic-grid__period">
                        <input
                          {...cellProps(periodCell)}
                          className="spw-statistic-grid__input"
                          value={r.period}
                          maxLength={7}
                          placeholder={example}
                          aria-label={t('statistic.form.periodLabel', { row })}
                          autoComplete="off"
                          spellCheck={false}
                          onChange={(event) => {
                            const period = event.currentTarget.value;
                            changeRow(rowIndex, (now) => ({ ...now, period }));
                          }}
                          onPaste={onPaste({ kind: 'period', row: rowIndex })}
                          onKeyDown={onKeyDown({ kind: 'period', row: rowIndex })}
                        />
                      </td>
                      {grid.series.map((s, seriesIndex) => {
                        const cell = cellId.value(r, s);
                        return (
                          <td key={s.key} className="spw-statistic-grid__value">
                            <input
                              {...cellProps(cell)}
                              className="spw-statistic-grid__input"
                              value={r.values[seriesIndex] ?? ''}
                              aria-label={`${label} ${seriesLabel(s, seriesIndex)}`}
                              autoComplete="off"
                              spellCheck={false}
                              onChange={(event) => {
                                const value = event.currentTarget.value;
                                changeRow(rowIndex, (now) => ({
                                  ...now,
                                  values: now.values.map((v, j) => (j === seriesIndex ? value : v)),
                                }));
                              }}
                              onPaste={onPaste({ kind: 'value', row: rowIndex, series: seriesIndex })}
                              onKeyDown={onKeyDown({ kind: 'value', row: rowIndex, series: seriesIndex })}
                            />
                          </td>
                        );
                      })}
                      <td className="spw-statistic-grid__tools">
                        <button
                          id={cellId.removeRow(r)}
                          type="button"
                          className="spw-statistic-grid__remove"
                          disabled={grid.rows.length <= 1}
                          aria-label={t('statistic.form.removeRow', { row })}
                          onClick={() => removeRow(rowIndex)}
                        >
                          <RemoveMark />
                        </button>
                      </td>
                    </tr>
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
              disabled={grid.rows.length >= STATISTIC_LIMITS.periods}
              aria-describedby={`${id}-rows-max`}
              onClick={addRow}
            >
              <AddMark />
              {t('statistic.form.addRow')}
            </Button>
            <span id={`${id}-rows-max`} className="spw-statistic-grid__limit">
              {t('statistic.form.rowsMax', { max: STATISTIC_LIMITS.periods })}
            </span>
            <span className="spw-statistic-grid__size">
              {t('statistic.form.gridSize', { series: grid.series.length, rows: grid.rows.length })}
            </span>
          </div>
          <p role="status" className="spw-statistic-grid__note">
            {pasteNote}
          </p>
        </section>
      </FormLayout>
    </div>
  );
}

function AddMark() {
  return (
    <svg className="spw-statistic-grid__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function RemoveMark() {
  return (
    <svg className="spw-statistic-grid__mark" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
