import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db } from '../../db/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { quoteCodes, quoteData } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { likePattern } from '../../db/like.ts';
import { listOf, paging } from '../../http/paging.ts';
import { importQuoteCsv } from './import.ts';
import type { Deps } from '../../deps.ts';
import { TICKER } from '../live/hub.ts';

type QuoteCode = components['schemas']['QuoteCode'];

interface QuoteCodeRow {
  id: number;
  name: string;
  en_name: string;
  symbol: string;
  unit: string;
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

function quoteCodeView(r: QuoteCodeRow): QuoteCode {
  const latest = r.latest === null ? 0 : Number(r.latest);
  const prev = r.prev === null ? latest : Number(r.prev);
  return {
    id: r.id,
    name: r.name,
    en_name: r.en_name,
    symbol: r.symbol,
    unit: r.unit,
    currency: r.currency,
    // One reference price a day: the buy and sell columns carry the same figure until dealers' spreads are published.
    buy_price: latest,
    sell_price: latest,
    fluctuation_price: Math.round((latest - prev) * 100) / 100,
    date: dateText(r.latest_date),
    is_quote: r.is_quote ? 1 : 0,
    is_recommend: r.is_recommend ? 1 : 0,
    sort: r.sort,
  };
}

/** Quote codes with their latest two prices, one query for the page (a LATERAL join, no N+1). */
async function selectQuoteCodes(db: Db, where: SQL, limit: number, offset: number): Promise<QuoteCode[]> {
  const result = await db.execute(sql`
    SELECT qc.id, qc.name, qc.en_name, qc.symbol, qc.unit, qc.currency, qc.is_quote, qc.is_recommend, qc.sort,
           l.prices[1] AS latest, l.prices[2] AS prev, l.latest_date
    FROM quote_codes qc
    LEFT JOIN LATERAL (
      SELECT array_agg(x.price ORDER BY x.date DESC) AS prices, max(x.date) AS latest_date
      FROM (SELECT d.price, d.date FROM quote_data d WHERE d.quote_code_id = qc.id ORDER BY d.date DESC LIMIT 2) x
    ) l ON true
    WHERE ${where}
    ORDER BY qc.sort, qc.id
    LIMIT ${limit} OFFSET ${offset}`);
  return rowsOf<QuoteCodeRow>(result).map(quoteCodeView);
}

/** Every open page's ticker, on any node, gets the new latest price of these codes (all when none are named). */
async function publishQuotes(deps: Deps, ids?: readonly number[]): Promise<void> {
  const where = ids
    ? sql`qc.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`true`;
  for (const code of await selectQuoteCodes(deps.db, where, 1000, 0)) await deps.live.publish(TICKER, 'quote', code);
}

function quoteDataView(r: typeof quoteData.$inferSelect): components['schemas']['QuoteData'] {
  return { id: r.id, quote_code_id: r.quoteCodeId, price: Number(r.price), date: r.date, created_at: r.createdAt.toISOString() };
}

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
    const [list, totalResult] = await Promise.all([
      selectQuoteCodes(db, where, rows, offset),
      db.execute(sql`SELECT count(*)::int AS n FROM quote_codes qc WHERE ${where}`),
    ]);
    return listOf(list, Number(rowsOf<{ n: number }>(totalResult)[0]?.n ?? 0), page, rows);
  },

  async quoteCodeGet(ctx) {
    const [row] = await selectQuoteCodes(ctx.deps.db, sql`qc.id = ${ctx.query.id}`, 1, 0);
    if (!row) throw new AppError(Code.NotFound, 'quote_code_not_found');
    return row;
  },

  async quoteDataLists(ctx) {
    const { db } = ctx.deps;
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
    const [row] = await ctx.deps.db.select().from(quoteData).where(eq(quoteData.id, ctx.query.id));
    if (!row) throw new AppError(Code.NotFound, 'quote_data_not_found');
    return quoteDataView(row);
  },

  async quoteDataAdd(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const b = ctx.body;
    await requireCode(db, b.quote_code_id);
    let row;
    try {
      [row] = await db
        .insert(quoteData)
        .values({ quoteCodeId: b.quote_code_id, price: b.price, date: b.date, createdBy: me.id })
        .onConflictDoNothing()
        .returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(Code.Conflict, 'quote_data_exists');
      throw err;
    }
    if (!row) throw new AppError(Code.Conflict, 'quote_data_exists');
    await publishQuotes(ctx.deps, [row.quoteCodeId]);
    ctx.say('added');
    return quoteDataView(row);
  },

  async quoteDataEdit(ctx) {
    const { db } = ctx.deps;
    const b = ctx.body;
    const set: Partial<typeof quoteData.$inferInsert> = { updatedAt: new Date() };
    if (b.price !== undefined) set.price = b.price;
    if (b.date !== undefined) set.date = b.date;
    let row;
    try {
      [row] = await db.update(quoteData).set(set).where(eq(quoteData.id, b.id)).returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(Code.Conflict, 'quote_data_exists');
      throw err;
    }
    if (!row) throw new AppError(Code.NotFound, 'quote_data_not_found');
    await publishQuotes(ctx.deps, [row.quoteCodeId]);
    ctx.say('modified');
    return quoteDataView(row);
  },

  async quoteDataDel(ctx) {
    const { db } = ctx.deps;
    const [deleted] = await db.delete(quoteData).where(eq(quoteData.id, ctx.body.id)).returning({ codeId: quoteData.quoteCodeId });
    if (!deleted) throw new AppError(Code.NotFound, 'quote_data_not_found');
    await publishQuotes(ctx.deps, [deleted.codeId]);
    ctx.say('deleted');
    return null;
  },

  async quoteDataImport(ctx) {
    const me = ctx.me();
    const result = await importQuoteCsv(ctx.deps.db, ctx.body.csv, ctx.lang, me.id);
    if (result.inserted + result.replaced > 0) await publishQuotes(ctx.deps);
    ctx.say('imported', result);
    return result;
  },
};
