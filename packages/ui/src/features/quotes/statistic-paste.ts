import type { components } from '@spw/api';

// The statistical table form's pure rules: how each kind of period is written (the server's
// PERIOD_FORMS, apps/server/src/features/quotes/statistics.ts), how a figure is read from a cell,
// and how a block copied from a spreadsheet is read for the grid.

export type StatisticPeriodKind = components['schemas']['StatisticPeriod'];

/** How each kind of period is written, with an example for the message (as the server checks). */
export const PERIOD_FORMS: Record<StatisticPeriodKind, { pattern: RegExp; example: string }> = {
  year: { pattern: /^(19|20)\d{2}$/, example: '2024' },
  quarter: { pattern: /^(19|20)\d{2}Q[1-4]$/, example: '2024Q1' },
  month: { pattern: /^(19|20)\d{2}-(0[1-9]|1[0-2])$/, example: '2024-01' },
};

/** The contract's bound on a figure (StatisticValue): ±1,000,000,000,000. */
export const STATISTIC_VALUE_MAX = 1_000_000_000_000;

/** A period as the server stores it: trimmed, upper case ('2024q1' → '2024Q1'). */
export function normalizePeriod(text: string): string {
  return text.trim().toUpperCase();
}

/** Whether a cell holds a period written as the kind says (after `normalizePeriod`). */
export function isPeriod(text: string, kind: StatisticPeriodKind): boolean {
  return PERIOD_FORMS[kind].pattern.test(normalizePeriod(text));
}

/** Cells meaning 'no figure': empty, or a dash as spreadsheets and reports write it. */
const NO_FIGURE = new Set(['', '-', '—', '——', '–', '－', '―']);
const PLAIN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * A figure as typed or pasted: a number ('1,234.5' with thousands separators, '−12' with a minus
 * sign, '8 283' with spaces between groups), null for an empty cell or a dash, undefined when
 * the text is not a number.
 */
export function parseFigure(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (NO_FIGURE.has(trimmed)) return null;
  const plain = trimmed.replace(/[\u2212\uFE63\uFF0D]/g, '-').replace(/(\d)[ \u00A0\u202F](?=\d{3}(\D|$))/g, '$1');
  if (PLAIN.test(plain)) return Number(plain);
  if (GROUPED.test(plain)) return Number(plain.replaceAll(',', ''));
  return undefined;
}

/** A cell of the pasted figures: a number, null for none, or the text as it was when it is not a number. */
export type PastedCell = number | null | string;

export interface PastedTable {
  /** Series names, from a first line taken as the header; null when there is none. */
  names: string[] | null;
  /** The first column's periods, normalised ('2024q1' → '2024Q1'); null when the block has no period column. */
  periods: string[] | null;
  /** One line per period: its figures, in the columns after the periods. */
  values: PastedCell[][];
}

export interface ParseOptions {
  /**
   * Whether the first column holds the periods. Left out, it is guessed: it does when one of its
   * cells is a period of the kind, or when none of them is a number.
   */
  periodColumn?: boolean;
}

/** Splits delimited text into lines of cells, honouring quotes ("1,234.5", a quote as ""). */
function splitCells(text: string, delimiter: string | null): string[][] {
  if (delimiter === null) return text.split(/\r\n|\r|\n/).map((line) => [line]);
  const lines: string[][] = [];
  let line: string[] = [];
  let cell = '';
  let quoted = false;
  let started = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        cell += char;
      }
      continue;
    }
    if (char === '"' && !started) {
      quoted = true;
      started = true;
      continue;
    }
    if (char === delimiter) {
      line.push(cell);
      cell = '';
      started = false;
      continue;
    }
    if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      line.push(cell);
      lines.push(line);
      line = [];
      cell = '';
      started = false;
      continue;
    }
    cell += char;
    if (char !== ' ') started = true;
  }
  line.push(cell);
  lines.push(line);
  return lines;
}

/** The pasted text's lines and cells: tab-separated when it has a tab, else comma-separated (or one column). */
function cellsOf(text: string): string[][] {
  const body = text.replace(/(\r\n|\r|\n)+$/, '');
  if (!body) return [];
  let delimiter: string | null = ',';
  if (body.includes('\t')) delimiter = '\t';
  else if (body.split(/\r\n|\r|\n/).every((line) => parseFigure(line) !== undefined)) delimiter = null;
  const lines = splitCells(body, delimiter).map((line) => line.map((cell) => cell.trim()));
  // Columns empty in every line (a spreadsheet's trailing tabs) add nothing.
  let width = Math.max(...lines.map((line) => line.length));
  while (width > 0 && lines.every((line) => (line[width - 1] ?? '') === '')) width -= 1;
  return lines.map((line) => line.slice(0, width)).filter((line) => line.some((cell) => cell !== ''));
}

/**
 * Whether pasted text is a block for the grid (several cells) rather than one value for the
 * box: it has a tab or a line break, or commas that are not a number's thousands separators.
 */
export function isTablePaste(text: string): boolean {
  const body = text.replace(/(\r\n|\r|\n)+$/, '');
  if (/[\t\r\n]/.test(body)) return true;
  return body.includes(',') && parseFigure(body) === undefined;
}

const cellOf = (text: string): PastedCell => {
  const figure = parseFigure(text);
  return figure === undefined ? text : figure;
};

/**
 * Reads a block copied from a spreadsheet (tab-separated) or a CSV text: the first column the
 * periods, then one column per series. A first line whose first cell is not a period of the kind
 * (and that holds no figure after it) is the header: its cells after the first are the series
 * names. Figures may carry thousands separators ('1,234.5'); an empty cell, '—' or '-' is null.
 */
export function parsePastedTable(text: string, kind: StatisticPeriodKind, options: ParseOptions = {}): PastedTable {
  const lines = cellsOf(text);
  if (lines.length === 0) return { names: null, periods: null, values: [] };
  const [first = [], ...rest] = lines;
  const isNumber = (cell: string) => typeof parseFigure(cell) === 'number';
  /** A header with a period column: a corner that is not a period, then names (no figure). */
  const cornered = !isPeriod(first[0] ?? '', kind) && !first.slice(1).some(isNumber);

  let periodColumn = options.periodColumn;
  if (periodColumn === undefined) {
    const data = cornered ? rest : lines;
    const firsts = data.map((line) => line[0] ?? '');
    periodColumn =
      data.length === 0
        ? // A header alone: with a blank corner it has a period column, else each cell names a series.
          first[0] === ''
        : firsts.some((cell) => isPeriod(cell, kind)) || firsts.every((cell) => parseFigure(cell) === undefined);
  }
  if (periodColumn) {
    const data = cornered ? rest : lines;
    return {
      names: cornered ? first.slice(1) : null,
      periods: data.map((line) => normalizePeriod(line[0] ?? '')),
      values: data.map((line) => line.slice(1).map(cellOf)),
    };
  }
  // Without periods, a first line of words (no figure) names the series.
  const named = !first.some(isNumber) && first.some((cell) => parseFigure(cell) === undefined);
  const data = named ? rest : lines;
  return { names: named ? first : null, periods: null, values: data.map((line) => line.map(cellOf)) };
}
