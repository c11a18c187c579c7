// Reading an import file into rows of named cells: a CSV in UTF-8 or GBK, or an XLSX workbook's
// first sheet, judged by the content (not the name). The quote import and the data item import
// each name their columns (the headers they read, in English or Chinese) and what they need.
import type { MultipartFile } from '@fastify/multipart';
import { AppError, Code } from '../../http/errors.ts';
import { readOneFile } from '../../http/one-file.ts';

export type SheetFormat = 'csv-utf8' | 'csv-gbk' | 'xlsx';

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** A file's columns: each header a file may write (lower case) and the column it names. */
export interface SheetColumns<C extends string> {
  headers: Readonly<Record<string, C>>;
  /** True when the columns found are enough to read a row. */
  enough: (has: (column: C) => boolean) => boolean;
  /** The columns to name in the message when they are not enough. */
  hint: string;
}

export interface SheetRecord<C extends string> {
  /** The line (CSV) or row (XLSX) a spreadsheet program shows; the header is 1. */
  line: number;
  cells: Partial<Record<C, string>>;
}

/** Reads the one file of a multipart request, refusing one over 2 MB before it is all in memory. */
export async function readImportFile(parts: AsyncIterableIterator<MultipartFile | { type: 'field' }>): Promise<Buffer> {
  const { bytes } = await readOneFile(parts, { tooLarge: 'import_too_large', tooMany: 'upload_too_many', missing: 'import_missing' });
  return bytes;
}

/** A spreadsheet cell as the text a CSV would hold: dates as YYYY-MM-DD, formulas by their result. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.round(value * 1e8) / 1e8) : '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
    if ('result' in v) return cellText(v.result);
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in v) return cellText(v.text);
  }
  return '';
}

function toRecords<C extends string>(
  spec: SheetColumns<C>,
  header: string[],
  body: { line: number; values: string[] }[],
): SheetRecord<C>[] {
  const columns = header.map(
    (h) =>
      spec.headers[
        h
          .replace(/^\uFEFF/, '')
          .trim()
          .toLowerCase()
      ],
  );
  if (!spec.enough((c) => columns.includes(c))) throw new AppError(Code.BadInput, 'import_header', { columns: spec.hint });
  const records: SheetRecord<C>[] = [];
  for (const { line, values } of body) {
    if (values.every((v) => v.trim() === '')) continue;
    const cells: SheetRecord<C>['cells'] = {};
    columns.forEach((c, i) => {
      if (c && cells[c] === undefined) cells[c] = (values[i] ?? '').trim();
    });
    records.push({ line, cells });
  }
  return records;
}

async function readXlsx(bytes: Buffer): Promise<{ line: number; values: string[] }[]> {
  // Loaded on the first XLSX import, not with the server.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(Code.BadInput, 'import_unreadable');
  }
  const sheet = book.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw new AppError(Code.BadInput, 'import_empty');
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) throw new AppError(Code.BadInput, 'import_too_many', { max: MAX_IMPORT_ROWS });
  const rows: { line: number; values: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) values.push(cellText(row.getCell(c).value));
    rows.push({ line, values });
  });
  return rows;
}

/** UTF-8 when the bytes are valid UTF-8, else GBK (what Excel in Chinese saves a CSV as). */
function decodeText(bytes: Buffer): { text: string; format: SheetFormat } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), format: 'csv-utf8' };
  } catch {
    try {
      return { text: new TextDecoder('gbk', { fatal: true }).decode(bytes), format: 'csv-gbk' };
    } catch {
      throw new AppError(Code.BadInput, 'import_unreadable');
    }
  }
}

async function readCsv(text: string): Promise<{ line: number; values: string[] }[]> {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    const { parse } = await import('csv-parse/sync');
    parsed = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof parsed;
  } catch (err) {
    throw new AppError(Code.BadInput, 'import_parse', { detail: (err as Error).message.slice(0, 200) });
  }
  // info.lines is the line the record ends on: what a spreadsheet program shows as its row.
  return parsed.map((p) => ({ line: p.info.lines, values: p.record }));
}

/** The file's rows of named cells and what it was read as; refuses a file that is neither text nor XLSX. */
export async function readSheet<C extends string>(
  bytes: Buffer,
  spec: SheetColumns<C>,
): Promise<{ format: SheetFormat; records: SheetRecord<C>[] }> {
  // An XLSX file is a zip archive: judged by its first bytes, not its name.
  const isZip = bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  let format: SheetFormat;
  let rows: { line: number; values: string[] }[];
  if (isZip) {
    format = 'xlsx';
    rows = await readXlsx(bytes);
  } else {
    // A NUL byte does not occur in CSV text: an old .xls, a picture, a PDF…
    if (bytes.subarray(0, 4096).includes(0)) throw new AppError(Code.BadInput, 'import_unreadable');
    const decoded = decodeText(bytes);
    format = decoded.format;
    rows = await readCsv(decoded.text);
  }
  const [header, ...body] = rows;
  if (!header) throw new AppError(Code.BadInput, 'import_empty');
  const records = toRecords(spec, header.values, body);
  if (records.length === 0) throw new AppError(Code.BadInput, 'import_empty');
  if (records.length > MAX_IMPORT_ROWS) throw new AppError(Code.BadInput, 'import_too_many', { max: MAX_IMPORT_ROWS });
  return { format, records };
}

/** 2026/3/5 and 2026-3-5 are read as 2026-03-05; anything else is left for the check to refuse. */
export function normaliseDate(text: string): string {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  return m ? `${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}` : text;
}

/** A real calendar day written YYYY-MM-DD. */
export function realDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}
