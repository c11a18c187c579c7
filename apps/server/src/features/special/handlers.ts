import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import { articles } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { ownPicture } from '../../http/own-picture.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { BodyOf, PartialHandlers } from '../../http/types.ts';
import { itemQuery, itemView, live } from '../article/handlers.ts';
import { likePattern } from '../../db/like.ts';
import { specialArticles, specials } from './tables.ts';

type SpecialItem = components['schemas']['SpecialItem'];
type SpecialMine = components['schemas']['SpecialMine'];
type SpecialRow = typeof specials.$inferSelect;

/** How many of each topic's articles readers can see now. */
async function liveCounts(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: specialArticles.specialId, n: count() })
    .from(specialArticles)
    .innerJoin(articles, eq(articles.id, specialArticles.articleId))
    .where(and(inArray(specialArticles.specialId, ids), live))
    .groupBy(specialArticles.specialId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

function itemOf(row: SpecialRow, amount: number): SpecialItem {
  return {
    id: row.id,
    uid: row.uid,
    title: row.title,
    en_title: row.enTitle,
    summary: row.summary,
    en_summary: row.enSummary,
    banner: row.banner,
    status: row.status === 1 ? 1 : 0,
    article_amount: amount,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function itemsOf(db: Db | Tx, rows: SpecialRow[]): Promise<SpecialItem[]> {
  const counts = await liveCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => itemOf(r, counts.get(r.id) ?? 0));
}

/** The creator's view: every article the topic holds, in order, with whether readers see it now. */
async function mineOf(db: Db | Tx, row: SpecialRow): Promise<SpecialMine> {
  const held = await db
    .select({
      id: articles.id,
      title: articles.title,
      lang: articles.lang,
      published: sql<number>`(${articles.status} = 1 AND ${articles.censorStatus} = 1)::int`,
    })
    .from(specialArticles)
    .innerJoin(articles, eq(articles.id, specialArticles.articleId))
    .where(eq(specialArticles.specialId, row.id))
    .orderBy(asc(specialArticles.position));
  const list = held.map((a) => ({
    id: a.id,
    title: a.title,
    lang: a.lang === 'en' ? ('en' as const) : ('zh' as const),
    published: a.published ? (1 as const) : (0 as const),
  }));
  const items = await liveItems(db, row.id);
  return { ...itemOf(row, items.length), articles: list, items };
}

/** A topic's published articles as readers see them, in its order. */
async function liveItems(db: Db | Tx, specialId: number) {
  const rows = await itemQuery(db)
    .innerJoin(specialArticles, eq(specialArticles.articleId, articles.id))
    .where(and(eq(specialArticles.specialId, specialId), live))
    .orderBy(asc(specialArticles.position));
  return rows.map(itemView);
}

/** One's own topic, or 40004 (another's looks the same as none). */
async function ownSpecial(db: Db | Tx, me: AuthUser, id: number, lock = false): Promise<SpecialRow> {
  const q = db
    .select()
    .from(specials)
    .where(and(eq(specials.id, id), eq(specials.uid, me.id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError(Code.NotFound, 'special_not_found');
  return row;
}

/** The words of an add or edit, checked; the articles must all be published now. Nothing is written until all of it is right. */
async function wordsOf(db: Db | Tx, body: BodyOf<'specialAdd'>) {
  const title = body.title.trim();
  if (!title) badField('title', 'field_required');
  const ids = body.article_ids;
  if (new Set(ids).size !== ids.length) badField('article_ids');
  if (ids.length > 0) {
    const found = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(inArray(articles.id, ids), live));
    const ok = new Set(found.map((f) => f.id));
    const missing = ids.filter((id) => !ok.has(id));
    if (missing.length > 0) badField('article_ids', 'special_article_unavailable', { ids: missing.join(', ') });
  }
  return {
    words: {
      title,
      enTitle: (body.en_title ?? '').trim(),
      summary: (body.summary ?? '').trim(),
      enSummary: (body.en_summary ?? '').trim(),
      banner: body.banner?.trim() ? ownPicture('banner', body.banner) : '',
      status: body.status === 1 ? 1 : 0,
    },
    ids,
  };
}

async function writeArticles(tx: Tx, specialId: number, ids: number[]): Promise<void> {
  await tx.delete(specialArticles).where(eq(specialArticles.specialId, specialId));
  if (ids.length > 0) await tx.insert(specialArticles).values(ids.map((articleId, position) => ({ specialId, articleId, position })));
}

export const specialHandlers: PartialHandlers<
  'specialLists' | 'specialGet' | 'specialMyLists' | 'specialMyGet' | 'specialAdd' | 'specialEdit' | 'specialPublish' | 'specialDelete'
> = {
  async specialLists({ deps, query }) {
    const { page, rows, offset } = paging(query);
    const filters: SQL[] = [eq(specials.status, 1)];
    if (query.keyword?.trim()) {
      const p = likePattern(query.keyword);
      const match = or(ilike(specials.title, p), ilike(specials.enTitle, p), ilike(specials.summary, p));
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const [list, [total]] = await Promise.all([
      deps.db
        .select()
        .from(specials)
        .where(where)
        .orderBy(sql`${specials.sort} = 0`, asc(specials.sort), desc(specials.updatedAt), desc(specials.id))
        .limit(rows)
        .offset(offset),
      deps.db.select({ n: count() }).from(specials).where(where),
    ]);
    return listOf(await itemsOf(deps.db, list), total?.n ?? 0, page, rows);
  },

  async specialGet(ctx) {
    const { db } = ctx.deps;
    const [row] = await db
      .select()
      .from(specials)
      .where(and(eq(specials.id, ctx.query.id), eq(specials.status, 1)));
    if (!row) throw new AppError(Code.NotFound, 'special_not_found');
    const list = await liveItems(db, row.id);
    return { ...itemOf(row, list.length), articles: list };
  },

  async specialMyLists(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const filters: SQL[] = [eq(specials.uid, me.id)];
    if (ctx.query.status !== undefined) filters.push(eq(specials.status, ctx.query.status));
    const where = and(...filters);
    const [list, [total]] = await Promise.all([
      db.select().from(specials).where(where).orderBy(desc(specials.updatedAt), desc(specials.id)).limit(rows).offset(offset),
      db.select({ n: count() }).from(specials).where(where),
    ]);
    return listOf(await itemsOf(db, list), total?.n ?? 0, page, rows);
  },

  async specialMyGet(ctx) {
    const { db } = ctx.deps;
    return mineOf(db, await ownSpecial(db, ctx.me(), ctx.query.id));
  },

  async specialAdd(ctx) {
    const me = ctx.me();
    const result = await ctx.deps.db.transaction(async (tx) => {
      const { words, ids } = await wordsOf(tx, ctx.body);
      const [row] = await tx
        .insert(specials)
        .values({ uid: me.id, ...words })
        .returning();
      if (!row) throw new AppError(Code.ServerError, 'server_error');
      await writeArticles(tx, row.id, ids);
      return mineOf(tx, row);
    });
    ctx.say('saved');
    return result;
  },

  async specialEdit(ctx) {
    const me = ctx.me();
    const result = await ctx.deps.db.transaction(async (tx) => {
      const own = await ownSpecial(tx, me, ctx.body.id, true);
      const { words, ids } = await wordsOf(tx, ctx.body);
      const [row] = await tx
        .update(specials)
        .set({ ...words, updatedAt: new Date() })
        .where(eq(specials.id, own.id))
        .returning();
      if (!row) throw new AppError(Code.ServerError, 'server_error');
      await writeArticles(tx, row.id, ids);
      return mineOf(tx, row);
    });
    ctx.say('saved');
    return result;
  },

  async specialPublish(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const own = await ownSpecial(db, me, ctx.body.id);
    const [row] = await db
      .update(specials)
      .set({ status: ctx.body.status, updatedAt: new Date() })
      .where(eq(specials.id, own.id))
      .returning();
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('saved');
    return (await itemsOf(db, [row]))[0] ?? itemOf(row, 0);
  },

  async specialDelete(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const own = await ownSpecial(db, me, ctx.body.id);
    await db.delete(specials).where(eq(specials.id, own.id));
    ctx.say('deleted');
    return null;
  },
};
