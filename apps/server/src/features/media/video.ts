// Videos (视频) and series (系列): the public pages, members' progress through a series, and the
// admins' editors. A series' entries are videos and articles in order; what is no longer public
// (a hidden video, an unpublished article) is left out for readers and kept for the admins.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/index.ts';
import { likePattern } from '../../db/like.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { ownPicture } from '../../http/own-picture.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { BodyOf, PartialHandlers } from '../../http/types.ts';
import { itemQuery, itemView as articleItemView, live as publishedArticle } from '../article/handlers.ts';
import { articles } from '../article/tables.ts';
import { sourceTypeOf } from './broadcast.ts';
import { sourceUrlOf } from './sources.ts';
import { series, seriesEntries, seriesProgress, videos } from './tables.ts';

type VideoItem = components['schemas']['VideoItem'];
type VideoAdmin = components['schemas']['VideoAdmin'];
type Series = components['schemas']['Series'];
type SeriesAdmin = components['schemas']['SeriesAdmin'];
type SeriesEntry = components['schemas']['SeriesEntry'];
type SeriesRef = components['schemas']['SeriesRef'];
type VideoRow = typeof videos.$inferSelect;
type SeriesRow = typeof series.$inferSelect;

/** How many other videos a video's page suggests. */
const RELATED = 4;
const publicVideo = eq(videos.isPublic, 1);

function videoItemView(row: VideoRow): VideoItem {
  return {
    id: row.id,
    title: row.title,
    en_title: row.enTitle,
    summary: row.summary,
    en_summary: row.enSummary,
    cover: row.cover,
    duration: row.duration,
    published_at: row.publishedAt.toISOString(),
  };
}

function videoAdminView(row: VideoRow): VideoAdmin {
  return {
    ...videoItemView(row),
    content: row.content,
    en_content: row.enContent,
    source_type: sourceTypeOf(row),
    source_url: row.sourceUrl,
    is_public: row.isPublic === 1 ? 1 : 0,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function findVideo(db: Db | Tx, id: number, onlyPublic: boolean): Promise<VideoRow> {
  const [row] = await db
    .select()
    .from(videos)
    .where(onlyPublic ? and(eq(videos.id, id), publicVideo) : eq(videos.id, id));
  if (!row) throw new AppError(Code.NotFound, 'video_not_found');
  return row;
}

async function findSeries(db: Db | Tx, id: number, onlyPublic: boolean): Promise<SeriesRow> {
  const [row] = await db
    .select()
    .from(series)
    .where(onlyPublic ? and(eq(series.id, id), eq(series.isPublic, 1)) : eq(series.id, id));
  if (!row) throw new AppError(Code.NotFound, 'series_not_found');
  return row;
}

/** A series' entries in order, each with its video or article; `onlyPublic` leaves out what readers may not see. */
async function entriesOf(db: Db | Tx, seriesId: number, onlyPublic: boolean): Promise<SeriesEntry[]> {
  const refs = await db.select().from(seriesEntries).where(eq(seriesEntries.seriesId, seriesId)).orderBy(asc(seriesEntries.position));
  const videoIds = refs.filter((r) => r.kind === 'video').map((r) => r.refId);
  const articleIds = refs.filter((r) => r.kind === 'article').map((r) => r.refId);
  const [videoRows, articleRows] = await Promise.all([
    videoIds.length
      ? db
          .select()
          .from(videos)
          .where(onlyPublic ? and(inArray(videos.id, videoIds), publicVideo) : inArray(videos.id, videoIds))
      : [],
    articleIds.length
      ? itemQuery(db).where(onlyPublic ? and(inArray(articles.id, articleIds), publishedArticle) : inArray(articles.id, articleIds))
      : [],
  ]);
  const videoById = new Map(videoRows.map((v) => [v.id, videoItemView(v)]));
  const articleById = new Map(articleRows.map((a) => [a.a.id, articleItemView(a)]));
  return refs.flatMap((r): SeriesEntry[] => {
    if (r.kind === 'video') {
      const video = videoById.get(r.refId);
      return video ? [{ kind: 'video', id: r.refId, video, article: null }] : [];
    }
    const article = articleById.get(r.refId);
    return article ? [{ kind: 'article', id: r.refId, video: null, article }] : [];
  });
}

function seriesView(row: SeriesRow, entries: SeriesEntry[]): Series {
  return {
    id: row.id,
    title: row.title,
    en_title: row.enTitle,
    summary: row.summary,
    en_summary: row.enSummary,
    cover: row.cover,
    entries,
  };
}

async function seriesAdminView(db: Db | Tx, row: SeriesRow): Promise<SeriesAdmin> {
  return {
    ...seriesView(row, await entriesOf(db, row.id, false)),
    is_public: row.isPublic === 1 ? 1 : 0,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A video's words and source, checked; nothing is written until all of it is right. */
function videoValuesOf(config: Config, body: BodyOf<'videoAdd'>) {
  const title = body.title.trim();
  if (!title) badField('title', 'field_required');
  const sourceUrl = sourceUrlOf(config, 'source_url', body.source_type, body.source_url);
  if (!sourceUrl) badField('source_url', 'field_required');
  return {
    title,
    enTitle: (body.en_title ?? '').trim(),
    summary: (body.summary ?? '').trim(),
    enSummary: (body.en_summary ?? '').trim(),
    content: (body.content ?? '').trim(),
    enContent: (body.en_content ?? '').trim(),
    cover: body.cover?.trim() ? ownPicture('cover', body.cover) : '',
    duration: body.duration ?? 0,
    sourceType: body.source_type,
    sourceUrl,
    isPublic: body.is_public === 0 ? 0 : 1,
  };
}

/** A series' words and entries, checked: each entry once, each an existing video or a published article. */
async function seriesValuesOf(db: Db | Tx, body: BodyOf<'seriesAdd'>) {
  const title = body.title.trim();
  if (!title) badField('title', 'field_required');
  const keys = body.entries.map((e) => `${e.kind}:${e.id}`);
  if (new Set(keys).size !== keys.length) badField('entries', 'series_entry_twice');
  const videoIds = body.entries.filter((e) => e.kind === 'video').map((e) => e.id);
  const articleIds = body.entries.filter((e) => e.kind === 'article').map((e) => e.id);
  const [foundVideos, foundArticles] = await Promise.all([
    videoIds.length ? db.select({ id: videos.id }).from(videos).where(inArray(videos.id, videoIds)) : [],
    articleIds.length
      ? db
          .select({ id: articles.id })
          .from(articles)
          .where(and(inArray(articles.id, articleIds), publishedArticle))
      : [],
  ]);
  const okVideos = new Set(foundVideos.map((v) => v.id));
  const okArticles = new Set(foundArticles.map((a) => a.id));
  const missing = body.entries.filter((e) => !(e.kind === 'video' ? okVideos : okArticles).has(e.id));
  if (missing.length > 0) badField('entries', 'series_entry_unavailable', { entries: missing.map((e) => `${e.kind} ${e.id}`).join(', ') });
  return {
    words: {
      title,
      enTitle: (body.en_title ?? '').trim(),
      summary: (body.summary ?? '').trim(),
      enSummary: (body.en_summary ?? '').trim(),
      cover: body.cover?.trim() ? ownPicture('cover', body.cover) : '',
      isPublic: body.is_public === 0 ? 0 : 1,
    },
    entries: body.entries,
  };
}

async function writeEntries(tx: Tx, seriesId: number, entries: readonly SeriesRef[]): Promise<void> {
  await tx.delete(seriesEntries).where(eq(seriesEntries.seriesId, seriesId));
  if (entries.length > 0) {
    await tx.insert(seriesEntries).values(entries.map((e, position) => ({ seriesId, position, kind: e.kind, refId: e.id })));
  }
  // Progress on entries that left the series goes with them.
  await tx.execute(sql`
    DELETE FROM ${seriesProgress} p WHERE p.series_id = ${seriesId}
      AND NOT EXISTS (SELECT 1 FROM ${seriesEntries} e WHERE e.series_id = p.series_id AND e.kind = p.kind AND e.ref_id = p.ref_id)`);
}

/** A member's finished entries that are public entries of the series now, and how many public entries it has. */
async function progressOf(db: Db | Tx, uid: number, seriesId: number) {
  const entries = await entriesOf(db, seriesId, true);
  const rows = await db
    .select({ kind: seriesProgress.kind, refId: seriesProgress.refId })
    .from(seriesProgress)
    .where(and(eq(seriesProgress.uid, uid), eq(seriesProgress.seriesId, seriesId)));
  const finished = new Set(rows.map((r) => `${r.kind}:${r.refId}`));
  const done = entries.filter((e) => finished.has(`${e.kind}:${e.id}`)).map((e) => ({ kind: e.kind, id: e.id }));
  return { series_id: seriesId, done, total: entries.length };
}

export const videoHandlers: PartialHandlers<
  | 'videoLists'
  | 'videoGet'
  | 'seriesGet'
  | 'seriesProgress'
  | 'seriesMark'
  | 'videoAdminLists'
  | 'videoAdminGet'
  | 'videoAdd'
  | 'videoEdit'
  | 'videoPublish'
  | 'videoDelete'
  | 'seriesAdminLists'
  | 'seriesAdminGet'
  | 'seriesAdd'
  | 'seriesEdit'
  | 'seriesPublish'
  | 'seriesDelete'
> = {
  async videoLists(ctx) {
    const { page, rows, offset } = paging(ctx.query);
    const filters: SQL[] = [publicVideo];
    if (ctx.query.keyword?.trim()) {
      const p = likePattern(ctx.query.keyword);
      const match = or(ilike(videos.title, p), ilike(videos.enTitle, p));
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const [list, [total]] = await Promise.all([
      ctx.deps.db.select().from(videos).where(where).orderBy(desc(videos.publishedAt), desc(videos.id)).limit(rows).offset(offset),
      ctx.deps.db.select({ n: count() }).from(videos).where(where),
    ]);
    return listOf(list.map(videoItemView), total?.n ?? 0, page, rows);
  },

  async videoGet(ctx) {
    const { db } = ctx.deps;
    const row = await findVideo(db, ctx.query.id, true);
    const [inSeries, related] = await Promise.all([
      db
        .select({
          id: series.id,
          title: series.title,
          en_title: series.enTitle,
          count: sql<number>`(SELECT count(*)::int FROM ${seriesEntries} c WHERE c.series_id = ${series.id})`,
        })
        .from(series)
        .innerJoin(
          seriesEntries,
          and(eq(seriesEntries.seriesId, series.id), eq(seriesEntries.kind, 'video'), eq(seriesEntries.refId, row.id)),
        )
        .where(eq(series.isPublic, 1))
        .orderBy(asc(series.id)),
      db
        .select()
        .from(videos)
        .where(and(publicVideo, ne(videos.id, row.id)))
        .orderBy(desc(videos.publishedAt), desc(videos.id))
        .limit(RELATED),
    ]);
    // A series counts the entries readers see in it.
    const brief = [];
    for (const s of inSeries) brief.push({ ...s, count: (await entriesOf(db, s.id, true)).length });
    return {
      ...videoItemView(row),
      content: row.content,
      en_content: row.enContent,
      source_type: sourceTypeOf(row),
      source_url: row.sourceUrl,
      series: brief,
      related: related.map(videoItemView),
    };
  },

  async seriesGet(ctx) {
    const row = await findSeries(ctx.deps.db, ctx.query.id, true);
    return seriesView(row, await entriesOf(ctx.deps.db, row.id, true));
  },

  async seriesProgress(ctx) {
    const me = ctx.me();
    const row = await findSeries(ctx.deps.db, ctx.query.id, true);
    return progressOf(ctx.deps.db, me.id, row.id);
  },

  async seriesMark(ctx) {
    const me = ctx.me();
    const { series_id: seriesId, kind, id, done } = ctx.body;
    const row = await findSeries(ctx.deps.db, seriesId, true);
    const entries = await entriesOf(ctx.deps.db, row.id, true);
    if (!entries.some((e) => e.kind === kind && e.id === id)) throw new AppError(Code.NotFound, 'series_entry_not_found');
    if (done === 1) {
      await ctx.deps.db.insert(seriesProgress).values({ uid: me.id, seriesId: row.id, kind, refId: id }).onConflictDoNothing();
    } else {
      await ctx.deps.db
        .delete(seriesProgress)
        .where(
          and(
            eq(seriesProgress.uid, me.id),
            eq(seriesProgress.seriesId, row.id),
            eq(seriesProgress.kind, kind),
            eq(seriesProgress.refId, id),
          ),
        );
    }
    return progressOf(ctx.deps.db, me.id, row.id);
  },

  async videoAdminLists(ctx) {
    ctx.me();
    const { page, rows, offset } = paging(ctx.query);
    const filters: SQL[] = [];
    if (ctx.query.keyword?.trim()) {
      const p = likePattern(ctx.query.keyword);
      const match = or(ilike(videos.title, p), ilike(videos.enTitle, p));
      if (match) filters.push(match);
    }
    const where = filters.length ? and(...filters) : undefined;
    const [list, [total]] = await Promise.all([
      ctx.deps.db.select().from(videos).where(where).orderBy(desc(videos.updatedAt), desc(videos.id)).limit(rows).offset(offset),
      ctx.deps.db.select({ n: count() }).from(videos).where(where),
    ]);
    return listOf(list.map(videoAdminView), total?.n ?? 0, page, rows);
  },

  async videoAdminGet(ctx) {
    ctx.me();
    return videoAdminView(await findVideo(ctx.deps.db, ctx.query.id, false));
  },

  async videoAdd(ctx) {
    ctx.me();
    const [row] = await ctx.deps.db.insert(videos).values(videoValuesOf(ctx.deps.config, ctx.body)).returning();
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('saved');
    return videoAdminView(row);
  },

  async videoEdit(ctx) {
    ctx.me();
    const values = videoValuesOf(ctx.deps.config, ctx.body);
    const current = await findVideo(ctx.deps.db, ctx.body.id, false);
    const [row] = await ctx.deps.db
      .update(videos)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(videos.id, current.id))
      .returning();
    if (!row) throw new AppError(Code.NotFound, 'video_not_found');
    if (current.cover && current.cover !== row.cover) await ctx.deps.files.remove(current.cover).catch(() => undefined);
    ctx.say('saved');
    return videoAdminView(row);
  },

  async videoPublish(ctx) {
    ctx.me();
    const current = await findVideo(ctx.deps.db, ctx.body.id, false);
    const [row] = await ctx.deps.db
      .update(videos)
      .set({ isPublic: ctx.body.is_public, updatedAt: new Date() })
      .where(eq(videos.id, current.id))
      .returning();
    if (!row) throw new AppError(Code.NotFound, 'video_not_found');
    ctx.say(ctx.body.is_public === 1 ? 'broadcast_shown' : 'broadcast_hidden');
    return videoAdminView(row);
  },

  async videoDelete(ctx) {
    ctx.me();
    const row = await findVideo(ctx.deps.db, ctx.body.id, false);
    await ctx.deps.db.transaction(async (tx) => {
      await tx.delete(seriesEntries).where(and(eq(seriesEntries.kind, 'video'), eq(seriesEntries.refId, row.id)));
      await tx.delete(seriesProgress).where(and(eq(seriesProgress.kind, 'video'), eq(seriesProgress.refId, row.id)));
      await tx.delete(videos).where(eq(videos.id, row.id));
    });
    if (row.cover) await ctx.deps.files.remove(row.cover).catch(() => undefined);
    ctx.say('deleted');
    return null;
  },

  async seriesAdminLists(ctx) {
    ctx.me();
    const { page, rows, offset } = paging(ctx.query);
    const filters: SQL[] = [];
    if (ctx.query.keyword?.trim()) {
      const p = likePattern(ctx.query.keyword);
      const match = or(ilike(series.title, p), ilike(series.enTitle, p));
      if (match) filters.push(match);
    }
    const where = filters.length ? and(...filters) : undefined;
    const [list, [total]] = await Promise.all([
      ctx.deps.db.select().from(series).where(where).orderBy(desc(series.updatedAt), desc(series.id)).limit(rows).offset(offset),
      ctx.deps.db.select({ n: count() }).from(series).where(where),
    ]);
    const views = [];
    for (const row of list) views.push(await seriesAdminView(ctx.deps.db, row));
    return listOf(views, total?.n ?? 0, page, rows);
  },

  async seriesAdminGet(ctx) {
    ctx.me();
    return seriesAdminView(ctx.deps.db, await findSeries(ctx.deps.db, ctx.query.id, false));
  },

  async seriesAdd(ctx) {
    ctx.me();
    const { words, entries } = await seriesValuesOf(ctx.deps.db, ctx.body);
    const row = await ctx.deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(series).values(words).returning();
      if (!row) throw new AppError(Code.ServerError, 'server_error');
      await writeEntries(tx, row.id, entries);
      return row;
    });
    ctx.say('saved');
    return seriesAdminView(ctx.deps.db, row);
  },

  async seriesEdit(ctx) {
    ctx.me();
    const { words, entries } = await seriesValuesOf(ctx.deps.db, ctx.body);
    const { current, row } = await ctx.deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(series).where(eq(series.id, ctx.body.id)).for('update');
      if (!current) throw new AppError(Code.NotFound, 'series_not_found');
      const [row] = await tx
        .update(series)
        .set({ ...words, updatedAt: new Date() })
        .where(eq(series.id, current.id))
        .returning();
      if (!row) throw new AppError(Code.NotFound, 'series_not_found');
      await writeEntries(tx, row.id, entries);
      return { current, row };
    });
    if (current.cover && current.cover !== row.cover) await ctx.deps.files.remove(current.cover).catch(() => undefined);
    ctx.say('saved');
    return seriesAdminView(ctx.deps.db, row);
  },

  async seriesPublish(ctx) {
    ctx.me();
    const current = await findSeries(ctx.deps.db, ctx.body.id, false);
    const [row] = await ctx.deps.db
      .update(series)
      .set({ isPublic: ctx.body.is_public, updatedAt: new Date() })
      .where(eq(series.id, current.id))
      .returning();
    if (!row) throw new AppError(Code.NotFound, 'series_not_found');
    ctx.say(ctx.body.is_public === 1 ? 'broadcast_shown' : 'broadcast_hidden');
    return seriesAdminView(ctx.deps.db, row);
  },

  async seriesDelete(ctx) {
    ctx.me();
    const row = await findSeries(ctx.deps.db, ctx.body.id, false);
    await ctx.deps.db.delete(series).where(eq(series.id, row.id));
    if (row.cover) await ctx.deps.files.remove(row.cover).catch(() => undefined);
    ctx.say('deleted');
    return null;
  },
};
