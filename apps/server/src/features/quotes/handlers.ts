import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db } from '../../db/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { quoteCodes, quoteData } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { likePattern } from '../../db/like.ts';
import { listOf, paging } from '../../http/paging.ts';
import { applyImport, previewImport } from './import.ts';
import { MAX_IMPORT_BYTES, readImportFile } from './sheet.ts';
import { pricesLocked, quoteNeedRole, requirePrices } from './access.ts';
import { beijingDate } from '../commerce/common.ts';
import { quoteDataChanges, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { TICKER } from '../live/hub.ts';

type QuoteCode = components['schemas']['QuoteCode'];

interface QuoteCodeRow {
  id: number;
  name: string;
  en_name: string;
  symbol: string;
  unit: string;
  unit_grams: number | null;
  currency: string;
  is_quote: number;
  is_recommend: number;
  sort: number;
  latest: string | number | null;
  prev: string | number | null;
  latest_date: string | Date | null;
}

function dateText(d: string | Date | null): string | null {
  if (d === null) return null;
  return typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);
}

function quoteCodeView(r: QuoteCodeRow, locked: boolean): QuoteCode {
  const latest = r.latest === null ? 0 : Number(r.latest);
  const prev = r.prev === null ? latest : Number(r.prev);
  return {
    id: r.id,
    name: r.name,
    en_name: r.en_name,
    symbol: r.symbol,
    unit: r.unit,
    unit_grams: r.unit_grams,
    currency: r.currency,
    // One reference price a day: the buy and sell columns carry the same figure until dealers' spreads are published.
    buy_price: locked ? null : latest,
    sell_price: locked ? null : latest,
    fluctuation_price: locked ? null : Math.round((latest - prev) * 100) / 100,
    locked,
    date: dateText(r.latest_date),
    is_quote: r.is_quote ? 1 : 0,
    is_recommend: r.is_recommend ? 1 : 0,
    sort: r.sort,
  };
}

/** Quote codes with their latest two prices, one query for the page (a LATERAL join, no N+1). */
async function selectQuoteCodes(db: Db, where: SQL, limit: number, offset: number, locked = false): Promise<QuoteCode[]> {
  const result = await db.execute(sql`
    SELECT qc.id, qc.name, qc.en_name, qc.symbol, qc.unit, qc.unit_grams, qc.currency, qc.is_quote, qc.is_recommend, qc.sort,
           l.prices[1] AS latest, l.prices[2] AS prev, l.latest_date
    FROM quote_codes qc
    LEFT JOIN LATERAL (
      SELECT array_agg(x.price ORDER BY x.date DESC) AS prices, max(x.date) AS latest_date
      FROM (SELECT d.price, d.date FROM quote_data d WHERE d.quote_code_id = qc.id ORDER BY d.date DESC LIMIT 2) x
    ) l ON true
    WHERE ${where}
    ORDER BY qc.sort, qc.id
    LIMIT ${limit} OFFSET ${offset}`);
  return rowsOf<QuoteCodeRow>(result).map((r) => quoteCodeView(r, locked));
}

/** Every open page's ticker, on any node, gets the new latest price of these codes (all when none are named). */
async function publishQuotes(deps: Deps, ids?: readonly number[]): Promise<void> {
  // Prices kept for a role are not broadcast: those who may see them get them on the ticker's next refresh.
  if ((await quoteNeedRole(deps.db)) !== null) return;
  const where = ids
    ? sql`qc.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`true`;
  for (const code of await selectQuoteCodes(deps.db, where, 1000, 0)) await deps.live.publish(TICKER, 'quote', code);
}

function quoteDataView(r: typeof quoteData.$inferSelect): components['schemas']['QuoteData'] {
  return {
    id: r.id,
    quote_code_id: r.quoteCodeId,
    price: Number(r.price),
    date: r.date,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** A price may not be dated after today in Beijing (prices are published at the day's close). */
function notFuture(date: string | undefined): void {
  if (date !== undefined && date > beijingDate(new Date()))
    throw new AppError(Code.BadInput, 'quote_date_future', { field: 'date' }, null, 'date');
}

const RANGE_MONTHS: Record<'1m' | '3m' | '1y', number> = { '1m': 1, '3m': 3, '1y': 12 };

function shiftMonths(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, d.getUTCDate()));
  return target.toISOString().slice(0, 10);
}

/** Every weekday from the first to the last point, a missing one as null: a gap in the chart, never a zero. */
export function withGaps(points: { date: string; price: number }[]): { date: string; price: number | null }[] {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return [];
  const byDate = new Map(points.map((p) => [p.date, p.price]));
  const out: { date: string; price: number | null }[] = [];
  for (let t = Date.parse(`${first.date}T00:00:00Z`), end = Date.parse(`${last.date}T00:00:00Z`); t <= end; t += 86_400_000) {
    const day = new Date(t);
    const date = day.toISOString().slice(0, 10);
    const price = byDate.get(date);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    if (price !== undefined) out.push({ date, price });
    else if (!weekend) out.push({ date, price: null });
  }
  return out;
}

type Change = typeof quoteDataChanges.$inferInsert;

async function requireCode(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: quoteCodes.id }).from(quoteCodes).where(eq(quoteCodes.id, id));
  if (!row) throw new AppError(Code.NotFound, 'quote_code_not_found');
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export const quoteHandlers: PartialHandlers<
  | 'quoteCodeLists'
  | 'quoteCodeGet'
  | 'quoteDataLists'
  | 'quoteDataGet'
  | 'quoteDataAdd'
  | 'quoteDataEdit'
  | 'quoteDataDel'
  | 'quoteDataImport'
  | 'quoteDataImportPreview'
  | 'quoteDataSeries'
  | 'quoteDataChanges'
> = {
  async quoteCodeLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const filters: SQL[] = [sql`true`];
    if (ctx.query.is_quote !== undefined) filters.push(sql`qc.is_quote = ${ctx.query.is_quote}`);
    if (ctx.query.is_recommend !== undefined) filters.push(sql`qc.is_recommend = ${ctx.query.is_recommend}`);
    if (ctx.query.keyword?.trim()) {
      const p = likePattern(ctx.query.keyword);
      filters.push(sql`(qc.name ILIKE ${p} OR qc.en_name ILIKE ${p} OR qc.symbol ILIKE ${p})`);
    }
    const where = sql.join(filters, sql` AND `);
    const locked = await pricesLocked(db, ctx.user);
    const [list, totalResult] = await Promise.all([
      selectQuoteCodes(db, where, rows, offset, locked),
      db.execute(sql`SELECT count(*)::int AS n FROM quote_codes qc WHERE ${where}`),
    ]);
    return listOf(list, Number(rowsOf<{ n: number }>(totalResult)[0]?.n ?? 0), page, rows);
  },

  async quoteCodeGet(ctx) {
    const locked = await pricesLocked(ctx.deps.db, ctx.user);
    const [row] = await selectQuoteCodes(ctx.deps.db, sql`qc.id = ${ctx.query.id}`, 1, 0, locked);
    if (!row) throw new AppError(Code.NotFound, 'quote_code_not_found');
    return row;
  },

  async quoteDataLists(ctx) {
    const { db } = ctx.deps;
    await requirePrices(db, ctx.user);
    const { page, rows, offset } = paging(ctx.query);
    const filters: SQL[] = [];
    if (ctx.query.quote_code_id) filters.push(eq(quoteData.quoteCodeId, ctx.query.quote_code_id));
    if (ctx.query.start_date) filters.push(gte(quoteData.date, ctx.query.start_date));
    if (ctx.query.end_date) filters.push(lte(quoteData.date, ctx.query.end_date));
    const where = filters.length ? and(...filters) : undefined;
    const [list, [total]] = await Promise.all([
      db.select().from(quoteData).where(where).orderBy(desc(quoteData.date), desc(quoteData.id)).limit(rows).offset(offset),
      db.select({ n: count() }).from(quoteData).where(where),
    ]);
    return listOf(list.map(quoteDataView), total?.n ?? 0, page, rows);
  },

  async quoteDataGet(ctx) {
    await requirePrices(ctx.deps.db, ctx.user);
    const [row] = await ctx.deps.db.select().from(quoteData).where(eq(quoteData.id, ctx.query.id));
    if (!row) throw new AppError(Code.NotFound, 'quote_data_not_found');
    return quoteDataView(row);
  },

  async quoteDataAdd(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const b = ctx.body;
    notFuture(b.date);
    await requireCode(db, b.quote_code_id);
    const row = await db.transaction(async (tx) => {
      const [added] = await tx
        .insert(quoteData)
        .values({ quoteCodeId: b.quote_code_id, price: b.price, date: b.date, createdBy: me.id })
        .onConflictDoNothing()
        .returning();
      if (!added) throw new AppError(Code.Conflict, 'quote_data_exists');
      const change: Change = { quoteCodeId: added.quoteCodeId, date: added.date, newPrice: b.price, action: 'add', uid: me.id };
      await tx.insert(quoteDataChanges).values(change);
      return added;
    });
    await publishQuotes(ctx.deps, [row.quoteCodeId]);
    ctx.say('added');
    return quoteDataView(row);
  },

  async quoteDataEdit(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const b = ctx.body;
    notFuture(b.date);
    let row;
    try {
      row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(quoteData).where(eq(quoteData.id, b.id)).for('update');
        if (!before) throw new AppError(Code.NotFound, 'quote_data_not_found');
        const set: Partial<typeof quoteData.$inferInsert> = { updatedAt: new Date() };
        if (b.price !== undefined) set.price = b.price;
        if (b.date !== undefined) set.date = b.date;
        const [after] = await tx.update(quoteData).set(set).where(eq(quoteData.id, b.id)).returning();
        if (!after) throw new AppError(Code.NotFound, 'quote_data_not_found');
        if (Number(after.price) !== Number(before.price) || after.date !== before.date) {
          const change: Change = {
            quoteCodeId: after.quoteCodeId,
            date: after.date,
            oldDate: after.date === before.date ? null : before.date,
            oldPrice: before.price,
            newPrice: after.price,
            action: 'edit',
            uid: me.id,
          };
          await tx.insert(quoteDataChanges).values(change);
        }
        return after;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(Code.Conflict, 'quote_data_exists');
      throw err;
    }
    await publishQuotes(ctx.deps, [row.quoteCodeId]);
    ctx.say('modified');
    return quoteDataView(row);
  },

  async quoteDataDel(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const deleted = await db.transaction(async (tx) => {
      const [gone] = await tx.delete(quoteData).where(eq(quoteData.id, ctx.body.id)).returning();
      if (!gone) throw new AppError(Code.NotFound, 'quote_data_not_found');
      const change: Change = { quoteCodeId: gone.quoteCodeId, date: gone.date, oldPrice: gone.price, action: 'del', uid: me.id };
      await tx.insert(quoteDataChanges).values(change);
      return gone;
    });
    await publishQuotes(ctx.deps, [deleted.quoteCodeId]);
    ctx.say('deleted');
    return null;
  },

  async quoteDataSeries(ctx) {
    const { db } = ctx.deps;
    await requirePrices(db, ctx.user);
    await requireCode(db, ctx.query.quote_code_id);
    const range = ctx.query.range ?? '3m';
    const id = ctx.query.quote_code_id;
    const [latest] = await db
      .select({ date: quoteData.date })
      .from(quoteData)
      .where(eq(quoteData.quoteCodeId, id))
      .orderBy(desc(quoteData.date))
      .limit(1);
    if (!latest) return { quote_code_id: id, range, from: null, to: null, points: [] };
    const filters = [eq(quoteData.quoteCodeId, id), lte(quoteData.date, latest.date)];
    if (range !== 'all') filters.push(gte(quoteData.date, shiftMonths(latest.date, RANGE_MONTHS[range])));
    const rows = await db
      .select({ date: quoteData.date, price: quoteData.price })
      .from(quoteData)
      .where(and(...filters))
      .orderBy(quoteData.date);
    const points = withGaps(rows.map((r) => ({ date: r.date, price: Number(r.price) })));
    return { quote_code_id: id, range, from: points[0]?.date ?? null, to: latest.date, points };
  },

  async quoteDataChanges(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const where = ctx.query.quote_code_id ? eq(quoteDataChanges.quoteCodeId, ctx.query.quote_code_id) : undefined;
    const [list, [total]] = await Promise.all([
      db
        .select({ c: quoteDataChanges, name: quoteCodes.name, enName: quoteCodes.enName, nickname: users.nickname })
        .from(quoteDataChanges)
        .innerJoin(quoteCodes, eq(quoteCodes.id, quoteDataChanges.quoteCodeId))
        .leftJoin(users, eq(users.id, quoteDataChanges.uid))
        .where(where)
        .orderBy(desc(quoteDataChanges.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(quoteDataChanges).where(where),
    ]);
    const action = (a: string) => (a === 'add' || a === 'edit' || a === 'del' ? a : 'import');
    return listOf(
      list.map(({ c, name, enName, nickname }) => ({
        id: c.id,
        quote_code_id: c.quoteCodeId,
        quote_name: ctx.lang === 'en' ? enName : name,
        date: c.date,
        old_date: c.oldDate,
        old_price: c.oldPrice === null ? null : Number(c.oldPrice),
        new_price: c.newPrice === null ? null : Number(c.newPrice),
        action: action(c.action),
        uid: c.uid,
        nickname: nickname ?? '',
        created_at: c.createdAt.toISOString(),
      })),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async quoteDataImportPreview(ctx) {
    const bytes = await readImportFile(ctx.req.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 2, fields: 5 } }));
    return previewImport(ctx.deps.db, bytes, ctx.lang);
  },

  async quoteDataImport(ctx) {
    const me = ctx.me();
    const bytes = await readImportFile(ctx.req.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 2, fields: 5 } }));
    const result = await applyImport(ctx.deps.db, bytes, ctx.lang, me.id);
    if (result.inserted + result.replaced > 0) await publishQuotes(ctx.deps);
    ctx.say('imported', result);
    return result;
  },
};
