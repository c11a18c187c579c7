// Live streams (直播): the public lists and page, members' reminders, the admins' editor, and the
// minute's job that notifies the members waiting for a stream that has just started.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/index.ts';
import { likePattern } from '../../db/like.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { ownPicture } from '../../http/own-picture.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { BodyOf, PartialHandlers } from '../../http/types.ts';
import { articles } from '../article/tables.ts';
import { itemQuery, itemView as articleItemView, live as publishedArticle } from '../article/handlers.ts';
import { publishUnread } from '../social/handlers.ts';
import { notifications } from '../social/tables.ts';
import { replayUrlOf, sourceUrlOf } from './sources.ts';
import { broadcastReminders, broadcasts, type SpeakerRow } from './tables.ts';

type BroadcastItem = components['schemas']['BroadcastItem'];
type Broadcast = components['schemas']['Broadcast'];
type BroadcastAdmin = components['schemas']['BroadcastAdmin'];
type BroadcastStatus = components['schemas']['BroadcastStatus'];
type SourceType = components['schemas']['BroadcastSourceType'];
type Row = typeof broadcasts.$inferSelect;

export const BroadcastState = { NotStarted: 0, InProgress: 1, Closed: 2 } as const;

/** Not started, in progress or closed, from the stream's times (the server's clock). */
export function statusOf(start: Date, end: Date, now = Date.now()): BroadcastStatus {
  if (now < start.getTime()) return BroadcastState.NotStarted;
  if (now < end.getTime()) return BroadcastState.InProgress;
  return BroadcastState.Closed;
}

/** The rows of one status, by the database's clock. */
function statusWhere(status: BroadcastStatus): SQL {
  if (status === BroadcastState.NotStarted) return gt(broadcasts.startTime, sql`now()`);
  if (status === BroadcastState.InProgress) return and(lte(broadcasts.startTime, sql`now()`), gt(broadcasts.endTime, sql`now()`)) as SQL;
  return lte(broadcasts.endTime, sql`now()`);
}

const shown = eq(broadcasts.isPublic, 1);
const SOURCE_TYPES: readonly SourceType[] = ['hls', 'mp4', 'embed'];

export function sourceTypeOf(row: { sourceType: string }): SourceType {
  return SOURCE_TYPES.find((t) => t === row.sourceType) ?? 'mp4';
}

function itemView(row: Row, now = Date.now()): BroadcastItem {
  const status = statusOf(row.startTime, row.endTime, now);
  return {
    id: row.id,
    title: row.title,
    en_title: row.enTitle,
    summary: row.summary,
    en_summary: row.enSummary,
    cover: row.cover,
    host: row.host,
    en_host: row.enHost,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    status,
    has_replay: status === BroadcastState.Closed && row.replayUrl !== '',
    remind_amount: row.remindAmount,
  };
}

const speakerView = (s: SpeakerRow) => ({ name: s.name, en_name: s.enName, title: s.title, en_title: s.enTitle, avatar: s.avatar });

/** The stream's related articles that are published now, in the admins' order. */
export async function relatedArticles(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await itemQuery(db).where(and(inArray(articles.id, [...ids]), publishedArticle));
  const byId = new Map(rows.map((r) => [r.a.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [articleItemView(r)] : [];
  });
}

async function broadcastView(db: Db | Tx, row: Row): Promise<Broadcast> {
  return {
    ...itemView(row),
    content: row.content,
    en_content: row.enContent,
    source_type: sourceTypeOf(row),
    source_url: row.sourceUrl,
    replay_url: row.replayUrl,
    speakers: row.speakers.map(speakerView),
    articles: await relatedArticles(db, row.articleIds),
  };
}

async function adminView(db: Db | Tx, row: Row): Promise<BroadcastAdmin> {
  return {
    ...(await broadcastView(db, row)),
    is_public: row.isPublic === 1 ? 1 : 0,
    article_ids: row.articleIds,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Everything of an add or edit, checked; nothing is written until all of it is right. */
async function valuesOf(db: Db | Tx, config: Config, body: BodyOf<'broadcastAdd'>) {
  const title = body.title.trim();
  if (!title) badField('title', 'field_required');
  const start = new Date(body.start_time);
  const end = new Date(body.end_time);
  if (Number.isNaN(start.getTime())) badField('start_time', 'field_format');
  if (Number.isNaN(end.getTime())) badField('end_time', 'field_format');
  if (end.getTime() <= start.getTime()) badField('end_time', 'broadcast_end_before_start');
  const sourceUrl = sourceUrlOf(config, 'source_url', body.source_type, body.source_url);
  const replayUrl = replayUrlOf(config, 'replay_url', body.replay_url);
  const speakers: SpeakerRow[] = (body.speakers ?? []).map((s, i) => {
    const name = s.name.trim();
    if (!name) badField(`speakers.${i}.name`, 'field_required');
    return {
      name,
      enName: (s.en_name ?? '').trim(),
      title: (s.title ?? '').trim(),
      enTitle: (s.en_title ?? '').trim(),
      avatar: s.avatar?.trim() ? ownPicture('avatar', s.avatar) : '',
    };
  });
  const ids = body.article_ids ?? [];
  if (new Set(ids).size !== ids.length) badField('article_ids');
  if (ids.length > 0) {
    const found = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(inArray(articles.id, ids), publishedArticle));
    const ok = new Set(found.map((f) => f.id));
    const missing = ids.filter((id) => !ok.has(id));
    if (missing.length > 0) badField('article_ids', 'special_article_unavailable', { ids: missing.join(', ') });
  }
  return {
    title,
    enTitle: (body.en_title ?? '').trim(),
    summary: (body.summary ?? '').trim(),
    enSummary: (body.en_summary ?? '').trim(),
    content: (body.content ?? '').trim(),
    enContent: (body.en_content ?? '').trim(),
    cover: body.cover?.trim() ? ownPicture('cover', body.cover) : '',
    host: (body.host ?? '').trim(),
    enHost: (body.en_host ?? '').trim(),
    startTime: start,
    endTime: end,
    sourceType: body.source_type,
    sourceUrl,
    replayUrl,
    speakers,
    articleIds: [...ids],
    isPublic: body.is_public === 0 ? 0 : 1,
  };
}

async function findBroadcast(db: Db | Tx, id: number, onlyShown: boolean): Promise<Row> {
  const [row] = await db
    .select()
    .from(broadcasts)
    .where(onlyShown ? and(eq(broadcasts.id, id), shown) : eq(broadcasts.id, id));
  if (!row) throw new AppError(Code.NotFound, 'broadcast_not_found');
  return row;
}

function listWhere(query: { status?: BroadcastStatus; keyword?: string }, extra: SQL[] = []): SQL | undefined {
  const filters = [...extra];
  if (query.status !== undefined) filters.push(statusWhere(query.status));
  if (query.keyword?.trim()) {
    const p = likePattern(query.keyword);
    const match = or(ilike(broadcasts.title, p), ilike(broadcasts.enTitle, p));
    if (match) filters.push(match);
  }
  return filters.length ? and(...filters) : undefined;
}

export const broadcastHandlers: PartialHandlers<
  | 'broadcastLists'
  | 'broadcastGet'
  | 'broadcastReminders'
  | 'broadcastRemind'
  | 'broadcastAdminLists'
  | 'broadcastAdminGet'
  | 'broadcastAdd'
  | 'broadcastEdit'
  | 'broadcastPublish'
  | 'broadcastDelete'
> = {
  async broadcastLists(ctx) {
    const { page, rows, offset } = paging(ctx.query);
    const where = listWhere(ctx.query, [shown]);
    // In progress, then not started (soonest first), then closed (newest first).
    const rank = sql`CASE WHEN ${broadcasts.startTime} > now() THEN 1 WHEN ${broadcasts.endTime} > now() THEN 0 ELSE 2 END`;
    const [list, [total]] = await Promise.all([
      ctx.deps.db
        .select()
        .from(broadcasts)
        .where(where)
        .orderBy(
          asc(rank),
          sql`CASE WHEN ${broadcasts.endTime} > now() THEN ${broadcasts.startTime} END ASC`,
          desc(broadcasts.startTime),
          desc(broadcasts.id),
        )
        .limit(rows)
        .offset(offset),
      ctx.deps.db.select({ n: count() }).from(broadcasts).where(where),
    ]);
    const now = Date.now();
    return listOf(
      list.map((r) => itemView(r, now)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async broadcastGet(ctx) {
    return broadcastView(ctx.deps.db, await findBroadcast(ctx.deps.db, ctx.query.id, true));
  },

  async broadcastReminders(ctx) {
    const me = ctx.me();
    const rows = await ctx.deps.db
      .select({ id: broadcastReminders.broadcastId })
      .from(broadcastReminders)
      .innerJoin(broadcasts, eq(broadcasts.id, broadcastReminders.broadcastId))
      .where(and(eq(broadcastReminders.uid, me.id), isNull(broadcastReminders.notifiedAt), gt(broadcasts.startTime, sql`now()`)))
      .orderBy(asc(broadcasts.startTime));
    return { ids: rows.map((r) => r.id) };
  },

  async broadcastRemind(ctx) {
    const me = ctx.me();
    const { id, on } = ctx.body;
    const lang: Lang = ctx.lang;
    const result = await ctx.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(broadcasts)
        .where(and(eq(broadcasts.id, id), shown))
        .for('update');
      if (!row) throw new AppError(Code.NotFound, 'broadcast_not_found');
      if (on === 1) {
        if (row.startTime.getTime() <= Date.now()) throw new AppError(Code.Conflict, 'broadcast_started');
        const added = await tx
          .insert(broadcastReminders)
          .values({ broadcastId: id, uid: me.id, lang })
          .onConflictDoUpdate({ target: [broadcastReminders.broadcastId, broadcastReminders.uid], set: { lang, notifiedAt: null } })
          .returning({ created: sql<boolean>`xmax = 0` });
        const fresh = added[0]?.created === true;
        const amount = row.remindAmount + (fresh ? 1 : 0);
        if (fresh) await tx.update(broadcasts).set({ remindAmount: amount }).where(eq(broadcasts.id, id));
        return { id, reminded: true, remind_amount: amount };
      }
      const removed = await tx
        .delete(broadcastReminders)
        .where(and(eq(broadcastReminders.broadcastId, id), eq(broadcastReminders.uid, me.id)))
        .returning({ uid: broadcastReminders.uid });
      const amount = Math.max(0, row.remindAmount - removed.length);
      if (removed.length > 0) await tx.update(broadcasts).set({ remindAmount: amount }).where(eq(broadcasts.id, id));
      return { id, reminded: false, remind_amount: amount };
    });
    ctx.say(on === 1 ? 'broadcast_reminder_on' : 'broadcast_reminder_off');
    return result;
  },

  async broadcastAdminLists(ctx) {
    ctx.me();
    const { page, rows, offset } = paging(ctx.query);
    const where = listWhere(ctx.query);
    const [list, [total]] = await Promise.all([
      ctx.deps.db
        .select()
        .from(broadcasts)
        .where(where)
        .orderBy(desc(broadcasts.startTime), desc(broadcasts.id))
        .limit(rows)
        .offset(offset),
      ctx.deps.db.select({ n: count() }).from(broadcasts).where(where),
    ]);
    const views = [];
    for (const row of list) views.push(await adminView(ctx.deps.db, row));
    return listOf(views, total?.n ?? 0, page, rows);
  },

  async broadcastAdminGet(ctx) {
    ctx.me();
    return adminView(ctx.deps.db, await findBroadcast(ctx.deps.db, ctx.query.id, false));
  },

  async broadcastAdd(ctx) {
    ctx.me();
    const values = await valuesOf(ctx.deps.db, ctx.deps.config, ctx.body);
    const [row] = await ctx.deps.db.insert(broadcasts).values(values).returning();
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('saved');
    return adminView(ctx.deps.db, row);
  },

  async broadcastEdit(ctx) {
    ctx.me();
    const { db } = ctx.deps;
    const values = await valuesOf(db, ctx.deps.config, ctx.body);
    const { current, row } = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(broadcasts).where(eq(broadcasts.id, ctx.body.id)).for('update');
      if (!current) throw new AppError(Code.NotFound, 'broadcast_not_found');
      const [row] = await tx
        .update(broadcasts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(broadcasts.id, current.id))
        .returning();
      if (!row) throw new AppError(Code.NotFound, 'broadcast_not_found');
      // A start moved to later: the members waiting are reminded at the new time.
      if (row.startTime.getTime() !== current.startTime.getTime() && row.startTime.getTime() > Date.now()) {
        await tx.update(broadcastReminders).set({ notifiedAt: null }).where(eq(broadcastReminders.broadcastId, row.id));
      }
      return { current, row };
    });
    if (current.cover && current.cover !== row.cover) await ctx.deps.files.remove(current.cover).catch(() => undefined);
    ctx.say('saved');
    return adminView(db, row);
  },

  async broadcastPublish(ctx) {
    ctx.me();
    const current = await findBroadcast(ctx.deps.db, ctx.body.id, false);
    const [row] = await ctx.deps.db
      .update(broadcasts)
      .set({ isPublic: ctx.body.is_public, updatedAt: new Date() })
      .where(eq(broadcasts.id, current.id))
      .returning();
    if (!row) throw new AppError(Code.NotFound, 'broadcast_not_found');
    ctx.say(ctx.body.is_public === 1 ? 'broadcast_shown' : 'broadcast_hidden');
    return adminView(ctx.deps.db, row);
  },

  async broadcastDelete(ctx) {
    ctx.me();
    const row = await findBroadcast(ctx.deps.db, ctx.body.id, false);
    await ctx.deps.db.delete(broadcasts).where(eq(broadcasts.id, row.id));
    if (row.cover) await ctx.deps.files.remove(row.cover).catch(() => undefined);
    ctx.say('deleted');
    return null;
  },
};

/**
 * The minute's job (broadcast:remind): the members waiting for a stream that has started (and not
 * yet closed) get their notification, once each. Marking and notifying are one transaction, so
 * two nodes running it at once cannot notify twice.
 */
export async function sendReminders(deps: Deps): Promise<number> {
  const due = await deps.db.transaction(async (tx) => {
    const result = await tx.execute<{ uid: number; lang: string; id: number; title: string; en_title: string }>(sql`
      UPDATE ${broadcastReminders} AS r SET notified_at = now()
      FROM ${broadcasts} AS b
      WHERE r.broadcast_id = b.id AND r.notified_at IS NULL AND b.is_public = 1
        AND b.start_time <= now() AND b.end_time > now()
      RETURNING r.uid, r.lang, b.id, b.title, b.en_title`);
    const rows = result.rows;
    if (rows.length > 0) {
      await tx.insert(notifications).values(
        rows.map((r) => ({
          uid: r.uid,
          type: 'live_start',
          content: r.lang === 'en' && r.en_title ? r.en_title : r.title,
          link: `/live/detail?id=${r.id}`,
        })),
      );
    }
    return rows;
  });
  for (const uid of new Set(due.map((r) => r.uid))) await publishUnread(deps, uid);
  return due.length;
}
