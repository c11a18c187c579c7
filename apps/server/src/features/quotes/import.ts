import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { quoteCodes, quoteData } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import { t, type Lang } from '../../http/messages.ts';

export const MAX_IMPORT_ROWS = 5000;

interface RowError {
  row: number;
  field: string;
  message: string;
}

function realDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

function validPrice(text: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 && n <= 100_000_000 ? n : undefined;
}

/**
 * Reads every row first and writes only when all are right: one wrong row refuses the whole file
 * with every row's errors, and nothing is written.
 */
export async function importQuoteCsv(db: Db, csv: string, lang: Lang, uid: number): Promise<{ inserted: number; replaced: number }> {
  let records: { record: Record<string, string>; line: number }[];
  try {
    // Loaded on the first import, not with the server.
    const { parse } = await import('csv-parse/sync');
    const parsed = parse(csv.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      info: true,
      bom: true,
    }) as {
      record: Record<string, string>;
      info: { lines: number };
    }[];
    records = parsed.map((p) => ({ record: p.record, line: p.info.lines }));
  } catch (err) {
    throw new AppError(Code.BadInput, 'import_parse', { detail: (err as Error).message.slice(0, 200) });
  }
  if (records.length === 0) throw new AppError(Code.BadInput, 'import_empty');
  if (records.length > MAX_IMPORT_ROWS) throw new AppError(Code.BadInput, 'import_too_many', { max: MAX_IMPORT_ROWS });
  const first = records[0]?.record ?? {};
  const byId = 'quote_code_id' in first;
  if (!('date' in first) || !('price' in first) || (!byId && !('code' in first))) {
    throw new AppError(Code.BadInput, 'import_header', { columns: 'date, price, quote_code_id | code' });
  }

  const codes = await db.select({ id: quoteCodes.id, enName: quoteCodes.enName, symbol: quoteCodes.symbol }).from(quoteCodes);
  const ids = new Set(codes.map((c) => c.id));
  const byName = new Map<string, number>();
  for (const c of codes) {
    byName.set(c.enName.toLowerCase(), c.id);
    if (c.symbol) byName.set(c.symbol.toLowerCase(), c.id);
  }

  const errors: RowError[] = [];
  const rows: { quoteCodeId: number; date: string; price: number; line: number }[] = [];
  const seen = new Map<string, number>();
  for (const { record, line } of records) {
    const rowErrors: RowError[] = [];
    const rawCode = (byId ? record.quote_code_id : record.code) ?? '';
    const codeId = byId
      ? /^\d+$/.test(rawCode) && ids.has(Number(rawCode))
        ? Number(rawCode)
        : undefined
      : byName.get(rawCode.toLowerCase());
    if (codeId === undefined) rowErrors.push({ row: line, field: byId ? 'quote_code_id' : 'code', message: t(lang, 'import_row_code') });
    const date = record.date ?? '';
    if (!realDate(date)) rowErrors.push({ row: line, field: 'date', message: t(lang, 'import_row_date') });
    const price = validPrice(record.price ?? '');
    if (price === undefined) rowErrors.push({ row: line, field: 'price', message: t(lang, 'import_row_price') });
    if (rowErrors.length === 0 && codeId !== undefined && price !== undefined) {
      const key = `${codeId}|${date}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) rowErrors.push({ row: line, field: 'date', message: t(lang, 'import_row_duplicate', { row: earlier }) });
      else {
        seen.set(key, line);
        rows.push({ quoteCodeId: codeId, date, price, line });
      }
    }
    errors.push(...rowErrors);
  }
  if (errors.length) {
    const rowsWithErrors = new Set(errors.map((e) => e.row)).size;
    throw new AppError(Code.BadInput, 'import_failed', { count: rowsWithErrors }, { errors });
  }

  return db.transaction(async (tx) => {
    let inserted = 0;
    let replaced = 0;
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      // xmax = 0 tells a fresh insert from an update of an existing (code, date).
      const result = await tx
        .insert(quoteData)
        .values(chunk.map((r) => ({ quoteCodeId: r.quoteCodeId, date: r.date, price: r.price, createdBy: uid })))
        .onConflictDoUpdate({ target: [quoteData.quoteCodeId, quoteData.date], set: { price: sql`excluded.price`, updatedAt: new Date() } })
        .returning({ fresh: sql<boolean>`(xmax = 0)` });
      for (const r of result) {
        if (r.fresh) inserted += 1;
        else replaced += 1;
      }
    }
    return { inserted, replaced };
  });
}
