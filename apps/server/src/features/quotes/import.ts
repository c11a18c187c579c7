// Importing prices from a file: read (CSV in UTF-8 or GBK, or XLSX, judged by the content), check
// every row, say what it would change (the preview), and write the good rows (the import).
import type { components } from '@spw/api/schema';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { quoteCodes, quoteData, quoteDataChanges } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import { t, type Lang } from '../../http/messages.ts';
import { beijingDate } from '../commerce/common.ts';
import { normaliseDate, readSheet, realDate, type SheetColumns } from './sheet.ts';

type Preview = components['schemas']['QuoteImportPreview'];
type Result = components['schemas']['QuoteImportResult'];
type Format = Preview['format'];

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
const COLUMNS: SheetColumns<'quote_code_id' | 'code' | 'date' | 'price'> = {
  headers: {
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
  },
  enough: (has) => has('date') && has('price') && (has('quote_code_id') || has('code')),
  hint: 'date/日期, price/价格, quote_code_id/品种编号 | code/品种',
};

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
  const { format, records } = await readSheet(bytes, COLUMNS);
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
