import type { components } from '@spw/api';
import { parseFigure, parsePastedTable, PERIOD_FORMS, type PastedCell } from './statistic-paste.ts';

// The data item form's pure rules: how each frequency writes its periods (the server's
// FREQUENCY_FORMS and normalisePeriod, apps/server/src/features/quotes/data-items.ts), which period
// is today's, and how a block of two columns copied from a spreadsheet is read for the grid. The
// figures are read as the statistical tables' are (statistic-paste.ts).

export type DataItemFrequency = components['schemas']['DataItemFrequency'];

/** The frequencies in the order the form and the filter offer them, shortest first. */
export const DATA_ITEM_FREQUENCIES: readonly DataItemFrequency[] = ['day', 'month', 'quarter', 'year'];

/** How each frequency writes its periods, with an example for the message (as the server checks). */
export const DATA_ITEM_PERIOD_FORMS: Record<DataItemFrequency, { pattern: RegExp; example: string }> = {
  day: { pattern: /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, example: '2024-01-15' },
  month: PERIOD_FORMS.month,
  quarter: PERIOD_FORMS.quarter,
  year: PERIOD_FORMS.year,
};

/** The contract's bounds (DataItemBody): at most this many values, each within ±1e12. */
export const DATA_ITEM_VALUES_MAX = 5000;
export const DATA_ITEM_VALUE_MAX = 1_000_000_000_000;

/**
 * A period as the server stores it, from what people type or a spreadsheet gives: '2024/1/5' is
 * '2024-01-05'; '2024-1' and '2024/01' are '2024-01'; '2024 q1' is '2024Q1'. Anything else comes
 * back trimmed, for the check to refuse.
 */
export function normalizeDataItemPeriod(frequency: DataItemFrequency, text: string): string {
  const s = text.trim();
  if (frequency === 'day') {
    const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
    return m ? `${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}` : s;
  }
  if (frequency === 'month') {
    const m = /^(\d{4})[-/.](\d{1,2})(?:[-/.]01)?$/.exec(s);
    return m ? `${m[1]}-${m[2]?.padStart(2, '0')}` : s;
  }
  if (frequency === 'quarter') {
    const m = /^(\d{4})\s*-?\s*[Qq]([1-4])$/.exec(s);
    return m ? `${m[1]}Q${m[2]}` : s;
  }
  return s;
}

/** Whether a period (normalised) is written as the frequency says; a day must be a real one (not 2月30日). */
export function isDataItemPeriod(frequency: DataItemFrequency, period: string): boolean {
  if (!DATA_ITEM_PERIOD_FORMS[frequency].pattern.test(period)) return false;
  if (frequency !== 'day') return true;
  const day = new Date(`${period}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === period;
}

/** Today's period of a frequency (today YYYY-MM-DD, Beijing): a later period is in the future. */
export function currentDataItemPeriod(frequency: DataItemFrequency, today: string): string {
  const [year = '', month = ''] = today.split('-');
  if (frequency === 'day') return today;
  if (frequency === 'month') return `${year}-${month}`;
  if (frequency === 'quarter') return `${year}Q${Math.ceil(Number(month) / 3)}`;
  return year;
}

export interface PastedValues {
  /** Whether the block's first line was a header ('日期 数值', 'period value'), and so left out. */
  header: boolean;
  /** The first column's periods, normalised; null when the block is one column of values. */
  periods: string[] | null;
  /**
   * The second column's values as plain numbers ('1,234.5' → '1234.5'), '' for an empty cell or a
   * dash, or the cell as it was when it is not a number (for the check to name); null when the block
   * is one column of periods.
   */
  values: string[] | null;
}

/** A number as a box shows it: without separators or an exponent ('0.0000001', not '1e-7'), so it reads back. */
export function plainNumber(value: number): string {
  const plain = String(value);
  return plain.includes('e') ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : plain;
}

/** A cell back as text: a plain number, '' for none, a word as it was. */
const cellText = (cell: PastedCell): string => (cell === null ? '' : typeof cell === 'string' ? cell : plainNumber(cell));

/**
 * Reads a block copied from a spreadsheet (tab-separated) or a CSV text for the data item's grid:
 * the first column the periods, the second the values (further columns are left out). A first line
 * whose first cell is not a period of the frequency and whose second is not a number is a header,
 * and is skipped. One column alone is the column the box pasted into says (`column`), else periods
 * when each cell is one, values otherwise.
 */
export function parsePastedValues(text: string, frequency: DataItemFrequency, column?: 'period' | 'value'): PastedValues {
  // Read as a block without a period column, every cell comes back (a header line as `names`).
  const table = parsePastedTable(text, 'year', { periodColumn: false });
  const lines = [...(table.names ? [table.names] : []), ...table.values.map((line) => line.map(cellText))];
  if (lines.length === 0) return { header: false, periods: null, values: null };

  const periodOf = (cell: string) => normalizeDataItemPeriod(frequency, cell);
  const isPeriod = (cell: string) => isDataItemPeriod(frequency, periodOf(cell));
  const [first = []] = lines;
  const firstCell = first[0] ?? '';
  const header =
    lines.length > 1 &&
    !isPeriod(firstCell) &&
    (first.length > 1 ? typeof parseFigure(first[1] ?? '') !== 'number' : parseFigure(firstCell) === undefined);
  const data = header ? lines.slice(1) : lines;
  const width = Math.max(...data.map((line) => line.length));

  if (width >= 2) {
    return { header, periods: data.map((line) => periodOf(line[0] ?? '')), values: data.map((line) => line[1] ?? '') };
  }
  const cells = data.map((line) => line[0] ?? '');
  const periods = column ? column === 'period' : cells.every((cell) => cell === '' || isPeriod(cell));
  return periods ? { header, periods: cells.map(periodOf), values: null } : { header, periods: null, values: cells };
}

/** A line of the grid as typed. */
export interface ValueLine {
  period: string;
  value: string;
}

/**
 * Lays a pasted block over the grid's lines from `index` on, a line of the block to a line of the
 * grid, adding lines (made by `blank`) as needed but never past `max`. A block of periods alone or
 * values alone leaves the other column as it was.
 */
export function pasteIntoLines<Line extends ValueLine>(
  lines: readonly Line[],
  index: number,
  pasted: PastedValues,
  max: number,
  blank: () => Line,
): { lines: Line[]; filled: number; cut: boolean } {
  const count = Math.max(pasted.periods?.length ?? 0, pasted.values?.length ?? 0);
  const filled = Math.max(0, Math.min(count, max - index));
  const next = [...lines];
  for (let i = 0; i < filled; i += 1) {
    const line = next[index + i] ?? blank();
    next[index + i] = { ...line, period: pasted.periods?.[i] ?? line.period, value: pasted.values?.[i] ?? line.value };
  }
  return { lines: next, filled, cut: filled < count };
}
