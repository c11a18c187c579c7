import { stringify } from 'csv-stringify/sync';
import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { offers, quoteCodes } from '../../db/schema.ts';
import type { Lang } from '../../http/messages.ts';
import { SENT, type PartialHandlers } from '../../http/types.ts';
import { likePattern } from '../../db/like.ts';
import { listOf, paging } from '../../http/paging.ts';

type Offer = components['schemas']['Offer'];

const offerFields = { o: offers, name: quoteCodes.name, enName: quoteCodes.enName };
type OfferRow = { o: typeof offers.$inferSelect; name: string | null; enName: string | null };

function offerView(r: OfferRow, lang: Lang): Offer {
  const o = r.o;
  return {
    id: o.id,
    uid: o.uid,
    type: o.type === 'buy' ? 'buy' : 'sell',
    title: o.title,
    company: o.company,
    quote_code_id: o.quoteCodeId,
    quote_name: (lang === 'en' ? r.enName : r.name) ?? '',
    price: Number(o.price),
    currency: o.currency,
    unit: o.unit,
    quantity: o.quantity,
    contact: o.contact,
    valid_until: o.validUntil,
    created_at: o.createdAt.toISOString(),
  };
}

function filtersOf(q: { type?: 'buy' | 'sell'; quote_code_id?: number; keyword?: string }): SQL | undefined {
  const filters: SQL[] = [];
  if (q.type) filters.push(eq(offers.type, q.type));
  if (q.quote_code_id) filters.push(eq(offers.quoteCodeId, q.quote_code_id));
  if (q.keyword?.trim()) {
    const match = or(ilike(offers.title, likePattern(q.keyword)), ilike(offers.company, likePattern(q.keyword)));
    if (match) filters.push(match);
  }
  return filters.length ? and(...filters) : undefined;
}

/** A cell a spreadsheet would run as a formula gets a leading quote. */
function cell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const EXPORT_HEADER: Record<Lang, string[]> = {
  zh: ['编号', '类型', '标题', '公司', '品种', '价格', '币种', '单位', '数量', '联系方式', '有效期至', '发布时间'],
  en: ['ID', 'Type', 'Title', 'Company', 'Metal', 'Price', 'Currency', 'Unit', 'Quantity', 'Contact', 'Valid until', 'Published'],
};
export const MAX_EXPORT_ROWS = 10_000;

export const offerHandlers: PartialHandlers<'offerLists' | 'offerNew' | 'offerExport'> = {
  async offerLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const where = filtersOf(ctx.query);
    const [list, [total]] = await Promise.all([
      db
        .select(offerFields)
        .from(offers)
        .leftJoin(quoteCodes, eq(quoteCodes.id, offers.quoteCodeId))
        .where(where)
        .orderBy(desc(offers.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(offers).where(where),
    ]);
    return listOf(
      list.map((r) => offerView(r, ctx.lang)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async offerNew(ctx) {
    const list = await ctx.deps.db
      .select(offerFields)
      .from(offers)
      .leftJoin(quoteCodes, eq(quoteCodes.id, offers.quoteCodeId))
      .where(gte(offers.validUntil, sql`current_date`))
      .orderBy(desc(offers.id))
      .limit(ctx.query.rows ?? 8);
    return { list: list.map((r) => offerView(r, ctx.lang)) };
  },

  async offerExport(ctx) {
    const list = await ctx.deps.db
      .select(offerFields)
      .from(offers)
      .leftJoin(quoteCodes, eq(quoteCodes.id, offers.quoteCodeId))
      .where(filtersOf(ctx.query))
      .orderBy(desc(offers.id))
      .limit(MAX_EXPORT_ROWS);
    const records = list.map((r) => {
      const o = offerView(r, ctx.lang);
      const type = ctx.lang === 'en' ? o.type : o.type === 'buy' ? '求购' : '出售';
      return [
        String(o.id),
        type,
        o.title,
        o.company,
        o.quote_name ?? '',
        o.price.toFixed(2),
        o.currency,
        o.unit,
        o.quantity,
        o.contact,
        o.valid_until,
        o.created_at,
      ].map(cell);
    });
    const text = stringify([EXPORT_HEADER[ctx.lang], ...records]);
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    await ctx.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="offers-${day}.csv"`)
      // The byte-order mark makes spreadsheet programs read the Chinese text as UTF-8.
      .send(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    return SENT;
  },
};
