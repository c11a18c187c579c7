// Data items (数据指标): a creator's indicators, each with a time series of values by period, edited
// as a whole in a grid or imported from a file (preview, then upsert by period, like prices).
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import { likePattern } from '../../db/like.ts';
import { rowsOf } from '../../db/rows.ts';
import type { AuthUser } from '../../http/auth.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { t, type Lang } from '../../http/messages.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { BodyOf, PartialHandlers } from '../../http/types.ts';
import { beijingDate } from '../commerce/common.ts';
import { MAX_IMPORT_BYTES, normaliseDate, readImportFile, readSheet, realDate, type SheetColumns } from './sheet.ts';
import { dataItems, dataItemValues } from './tables.ts';

type Row = typeof dataItems.$inferSelect;
type DataItem = components['schemas']['DataItem'];
type DataItemItem = components['schemas']['DataItemItem'];
type Frequency = components['schemas']['DataItemFrequency'];
type Preview = components['schemas']['DataItemImportPreview'];
type Result = components['schemas']['QuoteImportResult'];
type Value = { period: string; value: number };

/** The preview lists at most this many changes and errors (the counts cover every row). */
const PREVIEW_ROWS = 200;
const PREVIEW_ERRORS = 500;

/** How each frequency writes its periods, with an example for the message. */
export const FREQUENCY_FORMS: Record<Frequency, { pattern: RegExp; example: string }> = {
  day: { pattern: /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, example: '2024-01-15' },
  month: { pattern: /^(19|20)\d{2}-(0[1-9]|1[0-2])$/, example: '2024-01' },
  quarter: { pattern: /^(19|20)\d{2}Q[1-4]$/, example: '2024Q1' },
  year: { pattern: /^(19|20)\d{2}$/, example: '2024' },
};

/** Today's period of a frequency in Beijing: a later period is in the future. */
export function currentPeriod(frequency: Frequency, today: string): string {
  const [y = '', m = ''] = today.split('-');
  if (frequency === 'day') return today;
  if (frequency === 'month') return `${y}-${m}`;
  if (frequency === 'quarter') return `${y}Q${Math.ceil(Number(m) / 3)}`;
  return y;
}

/**
 * A period as the frequency writes it, from what people type or a spreadsheet gives: '2024/1/5' is
 * '2024-01-05'; '2024-1' and '2024/01' are '2024-01'; '2024 q1' is '2024Q1'. Anything else is left
 * as it is, for the check to refuse.
 */
export function normalisePeriod(frequency: Frequency, text: string): string {
  const s = text.trim();
  if (frequency === 'day') return normaliseDate(s);
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

function validPeriod(frequency: Frequency, period: string): boolean {
  if (!FREQUENCY_FORMS[frequency].pattern.test(period)) return false;
  return frequency !== 'day' || realDate(period);
}

/** A value typed or read from a file: '1,234.5' and '-3' are numbers; at most 1e12 either way. */
export function parseValue(text: string): number | undefined {
  const plain = text.replace(/,/g, '').trim();
  if (!/^[-+]?\d+(\.\d{1,6})?$/.test(plain)) return undefined;
  const n = Number(plain);
  return Math.abs(n) <= 1e12 ? n : undefined;
}

const byPeriod = (a: Value, b: Value) => (a.period < b.period ? -1 : a.period > b.period ? 1 : 0);

const view = (row: Row, values: Value[]): DataItem => ({
  id: row.id,
  name: row.name,
  en_name: row.enName,
  value_unit: row.valueUnit,
  en_value_unit: row.enValueUnit,
  frequency: row.frequency,
  source: row.source,
  en_source: row.enSource,
  description: row.description,
  en_description: row.enDescription,
  values,
  updated_at: row.updatedAt.toISOString(),
});

async function ownItem(db: Db | Tx, me: AuthUser, id: number, lock = false): Promise<Row> {
  const query = db
    .select()
    .from(dataItems)
    .where(and(eq(dataItems.id, id), eq(dataItems.uid, me.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(Code.NotFound, 'data_item_not_found');
  return row;
}

async function valuesOf(db: Db | Tx, id: number): Promise<Value[]> {
  return db
    .select({ period: dataItemValues.period, value: dataItemValues.value })
    .from(dataItemValues)
    .where(eq(dataItemValues.itemId, id))
    .orderBy(dataItemValues.period);
}

/**
 * What an add or edit stores, checked as a whole before anything is written: each period written
 * as the frequency says, given once and not in the future. Values are stored oldest first.
 */
export function dataItemBody(body: BodyOf<'dataItemAdd'>, today: string) {
  const name = body.name.trim();
  const valueUnit = body.value_unit.trim();
  if (!name) badField('name', 'field_required');
  if (!valueUnit) badField('value_unit', 'field_required');
  const form = FREQUENCY_FORMS[body.frequency];
  const now = currentPeriod(body.frequency, today);
  const seen = new Map<string, number>();
  const values = body.values.map((v, i) => {
    const period = normalisePeriod(body.frequency, v.period);
    if (!validPeriod(body.frequency, period)) badField('values', 'statistic_period_format', { row: i + 1, example: form.example });
    if (period > now) badField('values', 'data_item_period_future', { row: i + 1 });
    const first = seen.get(period);
    if (first !== undefined) badField('values', 'statistic_period_twice', { row: i + 1, first });
    seen.set(period, i + 1);
    return { period, value: v.value };
  });
  values.sort(byPeriod);
  return {
    item: {
      name,
      enName: (body.en_name ?? '').trim(),
      valueUnit,
      enValueUnit: (body.en_value_unit ?? '').trim(),
      frequency: body.frequency,
      source: (body.source ?? '').trim(),
      enSource: (body.en_source ?? '').trim(),
      description: (body.description ?? '').trim(),
      enDescription: (body.en_description ?? '').trim(),
    },
    values,
  };
}

async function insertValues(tx: Tx, id: number, values: Value[]): Promise<void> {
  for (let i = 0; i < values.length; i += 1000) {
    const chunk = values.slice(i, i + 1000);
    await tx.execute(sql`
      INSERT INTO ${dataItemValues} (item_id, period, value)
      SELECT ${id}, period, value FROM unnest(
        ${sql.param(chunk.map((v) => v.period))}::varchar[],
        ${sql.param(chunk.map((v) => v.value))}::numeric[]) AS k(period, value)
      ON CONFLICT (item_id, period) DO UPDATE SET value = excluded.value`);
  }
}

// ── Import ────────────────────────────────────────────────────────────────────────────────────

const COLUMNS: SheetColumns<'period' | 'value'> = {
  headers: { period: 'period', date: 'period', 周期: 'period', 日期: 'period', 时间: 'period', value: 'value', 数值: 'value', 值: 'value' },
  enough: (has) => has('period') && has('value'),
  hint: 'period/周期 | date/日期, value/数值',
};

interface Checked {
  format: Preview['format'];
  total: number;
  good: (Value & { row: number })[];
  errors: { row: number; field: string; message: string }[];
}

/** Every row of the file checked against the item's frequency and the other rows; nothing is written. */
async function checkImport(bytes: Buffer, frequency: Frequency, lang: Lang): Promise<Checked> {
  const { format, records } = await readSheet(bytes, COLUMNS);
  const form = FREQUENCY_FORMS[frequency];
  const now = currentPeriod(frequency, beijingDate(new Date()));
  const errors: Checked['errors'] = [];
  const good: Checked['good'] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of records) {
    const rowErrors: Checked['errors'] = [];
    const period = normalisePeriod(frequency, cells.period ?? '');
    if (!validPeriod(frequency, period))
      rowErrors.push({ row: line, field: 'period', message: t(lang, 'import_row_period', { example: form.example }) });
    else if (period > now) rowErrors.push({ row: line, field: 'period', message: t(lang, 'import_row_period_future') });
    const value = parseValue(cells.value ?? '');
    if (value === undefined) rowErrors.push({ row: line, field: 'value', message: t(lang, 'import_row_value') });
    if (rowErrors.length === 0 && value !== undefined) {
      const earlier = seen.get(period);
      if (earlier !== undefined) rowErrors.push({ row: line, field: 'period', message: t(lang, 'import_row_duplicate', { row: earlier }) });
      else {
        seen.set(period, line);
        good.push({ row: line, period, value });
      }
    }
    errors.push(...rowErrors);
  }
  return { format, total: records.length, good, errors };
}

async function currentValues(db: Db | Tx, id: number): Promise<Map<string, number>> {
  return new Map((await valuesOf(db, id)).map((v) => [v.period, v.value]));
}

// ── Handlers ──────────────────────────────────────────────────────────────────────────────────

export const dataItemHandlers: PartialHandlers<
  'dataItemMyLists' | 'dataItemMyGet' | 'dataItemAdd' | 'dataItemEdit' | 'dataItemDelete' | 'dataItemImportPreview' | 'dataItemImport'
> = {
  async dataItemMyLists(ctx) {
    const me = ctx.me();
    const { page, rows, offset } = paging(ctx.query);
    const filters: SQL[] = [eq(dataItems.uid, me.id)];
    if (ctx.query.frequency) filters.push(eq(dataItems.frequency, ctx.query.frequency));
    if (ctx.query.keyword?.trim()) {
      const p = likePattern(ctx.query.keyword);
      const match = or(ilike(dataItems.name, p), ilike(dataItems.enName, p), ilike(dataItems.source, p));
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const [list, [total]] = await Promise.all([
      ctx.deps.db.select().from(dataItems).where(where).orderBy(desc(dataItems.updatedAt), desc(dataItems.id)).limit(rows).offset(offset),
      ctx.deps.db.select({ n: count() }).from(dataItems).where(where),
    ]);
    // Each row's count, range and latest value, in one query for the page.
    const ids = list.map((r) => r.id);
    const facts = new Map<number, { n: number; first: string; last: string; lastValue: number | null }>();
    if (ids.length) {
      const result = await ctx.deps.db.execute(sql`
        SELECT v.item_id AS id, count(*)::int AS n, min(v.period) AS first, max(v.period) AS last,
          (SELECT l.value FROM ${dataItemValues} l WHERE l.item_id = v.item_id ORDER BY l.period DESC LIMIT 1) AS last_value
        FROM ${dataItemValues} v WHERE v.item_id = ANY(${sql.param(ids)}::int[]) GROUP BY v.item_id`);
      for (const r of rowsOf<{ id: number; n: number; first: string; last: string; last_value: string | number | null }>(result))
        facts.set(Number(r.id), {
          n: Number(r.n),
          first: r.first,
          last: r.last,
          lastValue: r.last_value === null ? null : Number(r.last_value),
        });
    }
    const items: DataItemItem[] = list.map((row) => {
      const f = facts.get(row.id);
      return {
        id: row.id,
        name: row.name,
        en_name: row.enName,
        value_unit: row.valueUnit,
        en_value_unit: row.enValueUnit,
        frequency: row.frequency,
        source: row.source,
        en_source: row.enSource,
        value_count: f?.n ?? 0,
        first_period: f?.first ?? '',
        last_period: f?.last ?? '',
        last_value: f?.lastValue ?? null,
        updated_at: row.updatedAt.toISOString(),
      };
    });
    return listOf(items, total?.n ?? 0, page, rows);
  },

  async dataItemMyGet(ctx) {
    const row = await ownItem(ctx.deps.db, ctx.me(), ctx.query.id);
    return view(row, await valuesOf(ctx.deps.db, row.id));
  },

  async dataItemAdd(ctx) {
    const me = ctx.me();
    const { item, values } = dataItemBody(ctx.body, beijingDate(new Date()));
    const row = await ctx.deps.db.transaction(async (tx) => {
      const [added] = await tx
        .insert(dataItems)
        .values({ ...item, uid: me.id })
        .returning();
      if (!added) throw new AppError(Code.ServerError, 'server_error');
      await insertValues(tx, added.id, values);
      return added;
    });
    ctx.say('saved');
    return view(row, values);
  },

  async dataItemEdit(ctx) {
    const me = ctx.me();
    const { id, ...body } = ctx.body;
    const { item, values } = dataItemBody(body, beijingDate(new Date()));
    const row = await ctx.deps.db.transaction(async (tx) => {
      await ownItem(tx, me, id, true);
      const [changed] = await tx
        .update(dataItems)
        .set({ ...item, updatedAt: new Date() })
        .where(and(eq(dataItems.id, id), eq(dataItems.uid, me.id)))
        .returning();
      if (!changed) throw new AppError(Code.NotFound, 'data_item_not_found');
      await tx.delete(dataItemValues).where(eq(dataItemValues.itemId, id));
      await insertValues(tx, id, values);
      return changed;
    });
    ctx.say('saved');
    return view(row, values);
  },

  async dataItemDelete(ctx) {
    const me = ctx.me();
    const row = await ownItem(ctx.deps.db, me, ctx.body.id);
    await ctx.deps.db.delete(dataItems).where(and(eq(dataItems.id, row.id), eq(dataItems.uid, me.id)));
    ctx.say('deleted');
    return null;
  },

  async dataItemImportPreview(ctx) {
    const row = await ownItem(ctx.deps.db, ctx.me(), ctx.query.id);
    const bytes = await readImportFile(ctx.req.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 2, fields: 5 } }));
    const checked = await checkImport(bytes, row.frequency, ctx.lang);
    const existing = await currentValues(ctx.deps.db, row.id);
    const counts = { new: 0, changed: 0, same: 0 };
    const rows: Preview['rows'] = [];
    for (const r of checked.good) {
      const old = existing.get(r.period);
      const status = old === undefined ? 'new' : old === r.value ? 'same' : 'changed';
      counts[status] += 1;
      if (status !== 'same' && rows.length < PREVIEW_ROWS)
        rows.push({ row: r.row, period: r.period, value: r.value, old_value: old ?? null, status });
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
  },

  async dataItemImport(ctx): Promise<Result> {
    const me = ctx.me();
    const { db } = ctx.deps;
    const first = await ownItem(db, me, ctx.query.id);
    const bytes = await readImportFile(ctx.req.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 2, fields: 5 } }));
    const checked = await checkImport(bytes, first.frequency, ctx.lang);
    const skipped = new Set(checked.errors.map((e) => e.row)).size;
    if (checked.good.length === 0)
      throw new AppError(Code.BadInput, 'import_failed', { count: skipped }, { errors: checked.errors.slice(0, PREVIEW_ERRORS) });
    const result = await db.transaction(async (tx) => {
      // The item locked: an edit or another import of it waits, so the counts are what was written.
      const row = await ownItem(tx, me, first.id, true);
      if (row.frequency !== first.frequency) throw new AppError(Code.Conflict, 'conflict');
      const existing = await currentValues(tx, row.id);
      const writes = checked.good.filter((r) => existing.get(r.period) !== r.value);
      await insertValues(tx, row.id, writes);
      if (writes.length) await tx.update(dataItems).set({ updatedAt: new Date() }).where(eq(dataItems.id, row.id));
      const inserted = writes.filter((r) => !existing.has(r.period)).length;
      return { inserted, replaced: writes.length - inserted, unchanged: checked.good.length - writes.length, skipped };
    });
    ctx.say('saved');
    return result;
  },
};
