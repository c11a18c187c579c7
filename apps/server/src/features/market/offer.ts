import { stringify } from 'csv-stringify/sync';
import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { offers, quoteCodes } from '../../db/schema.ts';
import type { Lang } from '../../http/messages.ts';
import { SENT, type PartialHandlers } from '../../http/types.ts';
import { likePattern } from '../../db/like.ts';
import { listOf, paging } from '../../http/paging.ts';
import { pricesLocked, requirePrices } from '../quotes/access.ts';

type Offer = components['schemas']['Offer'];

const offerFields = { o: offers, name: quoteCodes.name, enName: quoteCodes.enName };
type OfferRow = { o: typeof offers.$inferSelect; name: string | null; enName: string | null };

function offerView(r: OfferRow, lang: Lang, locked: boolean): Offer {
  const o = r.o;
  return {
    id: o.id,
    uid: o.uid,
    type: o.type === 'buy' ? 'buy' : 'sell',
    title: o.title,
    company: o.company,
    quote_code_id: o.quoteCodeId,
    quote_name: (lang === 'en' ? r.enName : r.name) ?? '',
    price: locked ? null : Number(o.price),
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

/**
 * The rows as an XLSX workbook: text cells are written as strings (a spreadsheet never runs them as
 * formulas, whatever they start with), prices as numbers with two decimals.
 */
async function offersWorkbook(header: string[], rows: (string | number)[][], lang: Lang): Promise<Buffer> {
  // Loaded on the first XLSX export, not with the server.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'en' ? 'Offers' : '报价');
  sheet.addRow(header).font = { bold: true };
  for (const r of rows) {
    const row = sheet.addRow([]);
    r.forEach((v, i) => {
      const c = row.getCell(i + 1);
      // A string value is stored as a shared string: never a formula.
      c.value = v;
      if (typeof v === 'number') c.numFmt = '0.00';
    });
  }
  sheet.columns.forEach((col, i) => {
    col.width = Math.min(40, Math.max(8, ...[header[i] ?? '', ...rows.map((r) => String(r[i] ?? ''))].map((v) => v.length + 2)));
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const offerHandlers: PartialHandlers<'offerLists' | 'offerNew' | 'offerExport'> = {
  async offerLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const where = filtersOf(ctx.query);
    const locked = await pricesLocked(db, ctx.user);
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
      list.map((r) => offerView(r, ctx.lang, locked)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async offerNew(ctx) {
    const locked = await pricesLocked(ctx.deps.db, ctx.user);
    const list = await ctx.deps.db
      .select(offerFields)
      .from(offers)
      .leftJoin(quoteCodes, eq(quoteCodes.id, offers.quoteCodeId))
      .where(gte(offers.validUntil, sql`current_date`))
      .orderBy(desc(offers.id))
      .limit(ctx.query.rows ?? 8);
    return { list: list.map((r) => offerView(r, ctx.lang, locked)) };
  },

  async offerExport(ctx) {
    await requirePrices(ctx.deps.db, ctx.user);
    const list = await ctx.deps.db
      .select(offerFields)
      .from(offers)
      .leftJoin(quoteCodes, eq(quoteCodes.id, offers.quoteCodeId))
      .where(filtersOf(ctx.query))
      .orderBy(desc(offers.id))
      .limit(MAX_EXPORT_ROWS);
    const records = list.map((r) => {
      const o = offerView(r, ctx.lang, false);
      const type = ctx.lang === 'en' ? o.type : o.type === 'buy' ? '求购' : '出售';
      return [
        String(o.id),
        type,
        o.title,
        o.company,
        o.quote_name ?? '',
        Number(o.price),
        o.currency,
        o.unit,
        o.quantity,
        o.contact,
        o.valid_until,
        o.created_at,
      ];
    });
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    if (ctx.query.format === 'xlsx') {
      const bytes = await offersWorkbook(EXPORT_HEADER[ctx.lang], records, ctx.lang);
      await ctx.reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="offers-${day}.xlsx"`)
        .send(bytes);
      return SENT;
    }
    const text = stringify([
      EXPORT_HEADER[ctx.lang],
      ...records.map((r) => r.map((v) => (typeof v === 'number' ? v.toFixed(2) : cell(v)))),
    ]);
    await ctx.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="offers-${day}.csv"`)
      // The byte-order mark makes spreadsheet programs read the Chinese text as UTF-8.
      .send(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    return SENT;
  },
};
