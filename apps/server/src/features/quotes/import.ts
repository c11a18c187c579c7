// Importing prices from a file: read (CSV in UTF-8 or GBK, or XLSX, judged by the content), check
// every row, say what it would change (the preview), and write the good rows (the import).
import type { MultipartFile } from '@fastify/multipart';
import type { components } from '@spw/api/schema';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { quoteCodes, quoteData, quoteDataChanges } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import { t, type Lang } from '../../http/messages.ts';
import { readOneFile } from '../../http/one-file.ts';
import { beijingDate } from '../commerce/common.ts';

type Preview = components['schemas']['QuoteImportPreview'];
type Result = components['schemas']['QuoteImportResult'];
type Format = Preview['format'];

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** The preview lists at most this many changes and errors (the counts cover every row). */
const PREVIEW_ROWS = 200;
const PREVIEW_ERRORS = 500;

interface RowError {
  row: number;
  field: string;
  message: string;
}

interface GoodRow {
  row: number;
  quoteCodeId: number;
  date: string;
  price: number;
}

/** The columns a file may name, in English or Chinese (case and spaces do not matter). */
const HEADERS: Record<string, 'quote_code_id' | 'code' | 'date' | 'price'> = {
  quote_code_id: 'quote_code_id',
  品种编号: 'quote_code_id',
  指标编号: 'quote_code_id',
  code: 'code',
  symbol: 'code',
  品种: 'code',
  品种代码: 'code',
  指标: 'code',
  date: 'date',
  日期: 'date',
  price: 'price',
  价格: 'price',
};

type Column = (typeof HEADERS)[string];
type Record_ = { line: number; cells: Partial<Record<Column, string>> };

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

function columnsOf(header: string[]): (Column | undefined)[] {
  return header.map(
    (h) =>
      HEADERS[
        h
          .replace(/^\uFEFF/, '')
          .trim()
          .toLowerCase()
      ],
  );
}

function toRecords(header: string[], body: { line: number; values: string[] }[]): Record_[] {
  const columns = columnsOf(header);
  const has = (c: Column) => columns.includes(c);
  if (!has('date') || !has('price') || (!has('quote_code_id') && !has('code')))
    throw new AppError(Code.BadInput, 'import_header', { columns: 'date/日期, price/价格, quote_code_id/品种编号 | code/品种' });
  const records: Record_[] = [];
  for (const { line, values } of body) {
    if (values.every((v) => v.trim() === '')) continue;
    const cells: Record_['cells'] = {};
    columns.forEach((c, i) => {
      if (c && cells[c] === undefined) cells[c] = (values[i] ?? '').trim();
    });
    records.push({ line, cells });
  }
  return records;
}

async function readXlsx(bytes: Buffer): Promise<Record_[]> {
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
  const [header, ...body] = rows;
  if (!header) throw new AppError(Code.BadInput, 'import_empty');
  return toRecords(header.values, body);
}

/** UTF-8 when the bytes are valid UTF-8, else GBK (what Excel in Chinese saves a CSV as). */
function decodeText(bytes: Buffer): { text: string; format: Format } {
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

async function readCsv(text: string): Promise<Record_[]> {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    const { parse } = await import('csv-parse/sync');
    parsed = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof parsed;
  } catch (err) {
    throw new AppError(Code.BadInput, 'import_parse', { detail: (err as Error).message.slice(0, 200) });
  }
  const [header, ...body] = parsed;
  if (!header) throw new AppError(Code.BadInput, 'import_empty');
  // info.lines is the line the record ends on: what a spreadsheet program shows as its row.
  return toRecords(
    header.record,
    body.map((p) => ({ line: p.info.lines, values: p.record })),
  );
}

/** The file's rows and what it was read as; refuses a file that is neither text nor XLSX. */
export async function parseImportFile(bytes: Buffer): Promise<{ format: Format; records: Record_[] }> {
  // An XLSX file is a zip archive: judged by its first bytes, not its name.
  const isZip = bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  let format: Format;
  let records: Record_[];
  if (isZip) {
    format = 'xlsx';
    records = await readXlsx(bytes);
  } else {
    // A NUL byte does not occur in CSV text: an old .xls, a picture, a PDF…
    if (bytes.subarray(0, 4096).includes(0)) throw new AppError(Code.BadInput, 'import_unreadable');
    const decoded = decodeText(bytes);
    format = decoded.format;
    records = await readCsv(decoded.text);
  }
  if (records.length === 0) throw new AppError(Code.BadInput, 'import_empty');
  if (records.length > MAX_IMPORT_ROWS) throw new AppError(Code.BadInput, 'import_too_many', { max: MAX_IMPORT_ROWS });
  return { format, records };
}

function realDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** 2026/3/5 and 2026-3-5 are read as 2026-03-05; anything else is left for the check to refuse. */
function normaliseDate(text: string): string {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  return m ? `${m[1]}-${m[2]?.padStart(2, '0')}-${m[3]?.padStart(2, '0')}` : text;
}

export function validPrice(text: string): number | undefined {
  const plain = text.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  const n = Number(plain);
  return n > 0 && n <= 100_000_000 ? n : undefined;
}

interface Checked {
  format: Format;
  total: number;
  good: GoodRow[];
  errors: RowError[];
  names: Map<number, { name: string; enName: string }>;
}

/** Every row checked against the codes and the other rows; nothing is written. */
export async function checkImport(db: Db, bytes: Buffer, lang: Lang): Promise<Checked> {
  const { format, records } = await parseImportFile(bytes);
  const codes = await db
    .select({ id: quoteCodes.id, name: quoteCodes.name, enName: quoteCodes.enName, symbol: quoteCodes.symbol })
    .from(quoteCodes);
  const names = new Map(codes.map((c) => [c.id, { name: c.name, enName: c.enName }]));
  const byName = new Map<string, number>();
  for (const c of codes) {
    byName.set(c.enName.toLowerCase(), c.id);
    byName.set(c.name.toLowerCase(), c.id);
    if (c.symbol) byName.set(c.symbol.toLowerCase(), c.id);
  }
  const today = beijingDate(new Date());
  const errors: RowError[] = [];
  const good: GoodRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of records) {
    const rowErrors: RowError[] = [];
    const byId = cells.quote_code_id !== undefined && cells.quote_code_id !== '';
    const raw = (byId ? cells.quote_code_id : cells.code) ?? '';
    const codeId = byId ? (/^\d{1,9}$/.test(raw) && names.has(Number(raw)) ? Number(raw) : undefined) : byName.get(raw.toLowerCase());
    if (codeId === undefined) rowErrors.push({ row: line, field: byId ? 'quote_code_id' : 'code', message: t(lang, 'import_row_code') });
    const date = normaliseDate(cells.date ?? '');
    if (!realDate(date)) rowErrors.push({ row: line, field: 'date', message: t(lang, 'import_row_date') });
    else if (date > today) rowErrors.push({ row: line, field: 'date', message: t(lang, 'import_row_future') });
    const price = validPrice(cells.price ?? '');
    if (price === undefined) rowErrors.push({ row: line, field: 'price', message: t(lang, 'import_row_price') });
    if (rowErrors.length === 0 && codeId !== undefined && price !== undefined) {
      const key = `${codeId}|${date}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) rowErrors.push({ row: line, field: 'date', message: t(lang, 'import_row_duplicate', { row: earlier }) });
      else {
        seen.set(key, line);
        good.push({ row: line, quoteCodeId: codeId, date, price });
      }
    }
    errors.push(...rowErrors);
  }
  return { format, total: records.length, good, errors, names };
}

/** The prices stored today for these (code, date) pairs. */
async function currentPrices(db: Db | Tx, rows: GoodRow[], lock: boolean): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT d.quote_code_id AS id, d.date::text AS date, d.price
    FROM ${quoteData} d
    JOIN unnest(${sql.param(rows.map((r) => r.quoteCodeId))}::int[], ${sql.param(rows.map((r) => r.date))}::date[]) AS k(id, date)
      ON d.quote_code_id = k.id AND d.date = k.date
    ${lock ? sql`FOR UPDATE OF d` : sql``}`);
  return new Map(rowsOf<{ id: number; date: string; price: string | number }>(result).map((r) => [`${r.id}|${r.date}`, Number(r.price)]));
}

export async function previewImport(db: Db, bytes: Buffer, lang: Lang): Promise<Preview> {
  const checked = await checkImport(db, bytes, lang);
  const existing = await currentPrices(db, checked.good, false);
  const counts = { new: 0, changed: 0, same: 0 };
  const rows: Preview['rows'] = [];
  for (const r of checked.good) {
    const old = existing.get(`${r.quoteCodeId}|${r.date}`);
    const status = old === undefined ? 'new' : old === r.price ? 'same' : 'changed';
    counts[status] += 1;
    if (status !== 'same' && rows.length < PREVIEW_ROWS) {
      const names = checked.names.get(r.quoteCodeId);
      rows.push({
        row: r.row,
        quote_code_id: r.quoteCodeId,
        quote_name: (lang === 'en' ? names?.enName : names?.name) ?? '',
        date: r.date,
        price: r.price,
        old_price: old ?? null,
        status,
      });
    }
  }
  return {
    format: checked.format,
    total: checked.total,
    good: checked.good.length,
    bad: new Set(checked.errors.map((e) => e.row)).size,
    ...counts,
    rows,
    errors: checked.errors.slice(0, PREVIEW_ERRORS),
  };
}

/**
 * Writes the good rows in one transaction: a new (code, date) is added, a different price replaced,
 * the same price left alone, and every change logged. Imports run one at a time (an advisory lock),
 * so two at once cannot both think a row new.
 */
export async function applyImport(db: Db, bytes: Buffer, lang: Lang, uid: number): Promise<Result> {
  const checked = await checkImport(db, bytes, lang);
  const skipped = new Set(checked.errors.map((e) => e.row)).size;
  if (checked.good.length === 0)
    throw new AppError(Code.BadInput, 'import_failed', { count: skipped }, { errors: checked.errors.slice(0, PREVIEW_ERRORS) });
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('quote_import'))`);
    const existing = await currentPrices(tx, checked.good, true);
    const fresh: GoodRow[] = [];
    const changed: (GoodRow & { old: number })[] = [];
    for (const r of checked.good) {
      const old = existing.get(`${r.quoteCodeId}|${r.date}`);
      if (old === undefined) fresh.push(r);
      else if (old !== r.price) changed.push({ ...r, old });
    }
    const writes = [...fresh, ...changed];
    for (let i = 0; i < writes.length; i += 1000) {
      const chunk = writes.slice(i, i + 1000);
      await tx.execute(sql`
        INSERT INTO ${quoteData} (quote_code_id, date, price, created_by)
        SELECT id, date, price, ${uid} FROM unnest(
          ${sql.param(chunk.map((r) => r.quoteCodeId))}::int[],
          ${sql.param(chunk.map((r) => r.date))}::date[],
          ${sql.param(chunk.map((r) => r.price))}::numeric[]) AS k(id, date, price)
        ON CONFLICT (quote_code_id, date) DO UPDATE SET price = excluded.price, updated_at = now()`);
    }
    if (writes.length) {
      const olds = writes.map((r) => ('old' in r ? (r as { old: number }).old : null));
      await tx.execute(sql`
        INSERT INTO ${quoteDataChanges} (quote_code_id, date, old_price, new_price, action, uid)
        SELECT id, date, old, new, 'import', ${uid} FROM unnest(
          ${sql.param(writes.map((r) => r.quoteCodeId))}::int[],
          ${sql.param(writes.map((r) => r.date))}::date[],
          ${sql.param(olds)}::numeric[],
          ${sql.param(writes.map((r) => r.price))}::numeric[]) AS k(id, date, old, new)`);
    }
    return { inserted: fresh.length, replaced: changed.length, unchanged: checked.good.length - writes.length, skipped };
  });
}
