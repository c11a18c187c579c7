// The community square: threads with pictures, replies, likes, members' reports and the admins'
// decisions on them (hide, show again, dismiss; suspend an account). Counters live on the rows they
// count and change in the same transaction as the row that moves them.
import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import { likePattern } from '../../db/like.ts';
import {
  forumReplies,
  forumReplyLikes,
  forumReports,
  forumThreadLikes,
  forumThreads,
  notifications,
  posts,
  rememberKeys,
  sessions,
  users,
} from '../../db/schema.ts';
import { roleOf, type AuthUser } from '../../http/auth.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { refuseWhileSuspended } from '../../http/suspension.ts';
import { ownPicture } from '../../http/own-picture.ts';
import { listOf, paging } from '../../http/paging.ts';
import { authChanged } from '../../http/sessions.ts';
import type { Ctx, PartialHandlers } from '../../http/types.ts';
import { publishUnread } from '../social/handlers.ts';
import { briefColumns, briefView, type BriefRow } from '../user/view.ts';

type ForumThread = components['schemas']['ForumThread'];
type ForumReply = components['schemas']['ForumReply'];
type ReportKind = components['schemas']['ForumReportKind'];
type ReportEntry = components['schemas']['ForumReportEntry'];
type ThreadRow = typeof forumThreads.$inferSelect;
type ReplyRow = typeof forumReplies.$inferSelect;

const isAdmin = (user: AuthUser | null) => user?.role === 'admin';

/**
 * A member's own suspension, when it is still running (their sessions ended when it began, but a
 * call may race the revocation): they cannot post.
 */
async function refuseSuspended(ctx: Ctx<'forumAdd' | 'forumReplyAdd'>, uid: number): Promise<void> {
  const [row] = await ctx.deps.db
    .select({ suspendedUntil: users.suspendedUntil, suspendReason: users.suspendReason })
    .from(users)
    .where(eq(users.id, uid));
  if (row) refuseWhileSuspended(ctx.lang, row);
}

function threadView(row: { t: ThreadRow; u: BriefRow; liked: boolean }, viewer: AuthUser | null): ForumThread {
  const { t } = row;
  const mine = viewer?.id === t.uid;
  return {
    id: t.id,
    title: t.title,
    content: t.content,
    images: t.images,
    user: briefView(row.u),
    like_amount: t.likeAmount,
    reply_amount: t.replyAmount,
    is_like: row.liked,
    is_mine: mine,
    is_hidden: t.isHidden,
    hidden_reason: t.isHidden && (mine || isAdmin(viewer)) ? t.hiddenReason : '',
    created_at: t.createdAt.toISOString(),
    last_reply_at: t.lastReplyAt ? t.lastReplyAt.toISOString() : null,
  };
}

function replyView(row: { r: ReplyRow; u: BriefRow; liked: boolean }, viewer: AuthUser | null): ForumReply {
  const { r } = row;
  const mine = viewer?.id === r.uid;
  return {
    id: r.id,
    thread_id: r.threadId,
    content: r.isHidden && !isAdmin(viewer) ? '' : r.content,
    user: briefView(row.u),
    like_amount: r.likeAmount,
    is_like: row.liked,
    is_mine: mine,
    is_hidden: r.isHidden,
    created_at: r.createdAt.toISOString(),
  };
}

const threadLiked = (viewer: number) =>
  sql<boolean>`exists (select 1 from ${forumThreadLikes} where ${forumThreadLikes.threadId} = ${forumThreads.id} and ${forumThreadLikes.uid} = ${viewer})`;
const replyLiked = (viewer: number) =>
  sql<boolean>`exists (select 1 from ${forumReplyLikes} where ${forumReplyLikes.replyId} = ${forumReplies.id} and ${forumReplyLikes.uid} = ${viewer})`;

function threadQuery(db: Db | Tx, viewer: number) {
  return db
    .select({ t: forumThreads, u: briefColumns, liked: threadLiked(viewer) })
    .from(forumThreads)
    .innerJoin(users, eq(users.id, forumThreads.uid));
}

/** A thread the viewer may see: hidden ones only by their author and admins. */
async function visibleThread(db: Db | Tx, id: number, viewer: AuthUser): Promise<{ t: ThreadRow; u: BriefRow; liked: boolean }> {
  const [row] = await threadQuery(db, viewer.id).where(eq(forumThreads.id, id));
  if (!row || (row.t.isHidden && row.t.uid !== viewer.id && !isAdmin(viewer))) throw new AppError(Code.NotFound, 'forum_thread_not_found');
  return row;
}

/** Interest per day of age: a day-old thread needs twice the likes and replies of a new one. */
const hotScore = sql`(${forumThreads.likeAmount} + 2 * ${forumThreads.replyAmount} + 1)::float8 / (1 + extract(epoch from now() - ${forumThreads.createdAt}) / 86400)`;

async function findReply(db: Db | Tx, id: number): Promise<ReplyRow> {
  const [row] = await db.select().from(forumReplies).where(eq(forumReplies.id, id));
  if (!row) throw new AppError(Code.NotFound, 'forum_reply_not_found');
  return row;
}

/** What a like, a report or a decision is about: its thread (or market post), its author, whether hidden, where it is read. */
async function postOf(
  db: Db | Tx,
  kind: ReportKind,
  id: number,
): Promise<{
  threadId: number | null;
  replyId: number | null;
  postId: number | null;
  uid: number;
  hidden: boolean;
  words: string;
  link: string;
}> {
  if (kind === 'post') {
    const [p] = await db.select().from(posts).where(eq(posts.id, id));
    if (!p) throw new AppError(Code.NotFound, 'post_not_found');
    return {
      threadId: null,
      replyId: null,
      postId: p.id,
      uid: p.uid,
      hidden: p.isHidden,
      words: p.title,
      link: `/posts/detail?id=${p.id}`,
    };
  }
  if (kind === 'thread') {
    const [t] = await db.select().from(forumThreads).where(eq(forumThreads.id, id));
    if (!t) throw new AppError(Code.NotFound, 'forum_thread_not_found');
    const link = `/forum/detail?id=${t.id}`;
    return { threadId: t.id, replyId: null, postId: null, uid: t.uid, hidden: t.isHidden, words: t.title, link };
  }
  const r = await findReply(db, id);
  const link = `/forum/detail?id=${r.threadId}#reply-${r.id}`;
  return { threadId: r.threadId, replyId: r.id, postId: null, uid: r.uid, hidden: r.isHidden, words: r.content, link };
}

const notFoundOf = (kind: ReportKind) =>
  kind === 'thread' ? 'forum_thread_not_found' : kind === 'reply' ? 'forum_reply_not_found' : 'post_not_found';

const reportsOfPost = (kind: ReportKind, id: number): SQL =>
  and(
    eq(forumReports.kind, kind),
    kind === 'thread' ? eq(forumReports.threadId, id) : kind === 'reply' ? eq(forumReports.replyId, id) : eq(forumReports.postId, id),
  ) ?? sql`false`;

/** A reported thing's key in the queue's grouping: (kind, thread, reply, market post). */
const GROUP_KEY = [
  forumReports.kind,
  sql`coalesce(${forumReports.threadId}, 0)`,
  sql`coalesce(${forumReports.replyId}, 0)`,
  sql`coalesce(${forumReports.postId}, 0)`,
] as const;

async function openReports(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`count(distinct (${forumReports.kind}, coalesce(${forumReports.threadId}, 0), coalesce(${forumReports.replyId}, 0), coalesce(${forumReports.postId}, 0)))::int`,
    })
    .from(forumReports)
    .where(eq(forumReports.decision, 'open'));
  return row?.n ?? 0;
}

export const forumHandlers: PartialHandlers<
  | 'forumLists'
  | 'forumGet'
  | 'forumAdd'
  | 'forumDel'
  | 'forumReplyLists'
  | 'forumReplyAdd'
  | 'forumReplyDel'
  | 'forumLike'
  | 'forumReport'
  | 'forumReportLists'
  | 'forumModerate'
  | 'forumSuspend'
> = {
  async forumLists(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query, 10);
    const where: SQL[] = [];
    const { uid, keyword, sort } = ctx.query;
    if (uid !== undefined) {
      where.push(eq(forumThreads.uid, uid));
      // One's own hidden threads stay in one's own list (marked), nobody else's.
      if (uid !== me.id) where.push(eq(forumThreads.isHidden, false));
    } else {
      where.push(eq(forumThreads.isHidden, false));
    }
    if (keyword?.trim()) {
      const p = likePattern(keyword);
      const match = or(ilike(forumThreads.title, p), ilike(forumThreads.content, p));
      if (match) where.push(match);
    }
    const filter = and(...where);
    const order = sort === 'hot' ? [desc(hotScore), desc(forumThreads.id)] : [desc(forumThreads.id)];
    const [list, [total]] = await Promise.all([
      threadQuery(db, me.id)
        .where(filter)
        .orderBy(...order)
        .limit(rows)
        .offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(forumThreads)
        .where(filter),
    ]);
    return listOf(
      list.map((row) => threadView(row, me)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async forumGet(ctx) {
    const me = ctx.me();
    return threadView(await visibleThread(ctx.deps.db, ctx.query.id, me), me);
  },

  async forumAdd(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const title = ctx.body.title.trim();
    const content = ctx.body.content.trim();
    if (!title) badField('title', 'field_required');
    if (!content) badField('content', 'field_required');
    const images = (ctx.body.images ?? []).map((url, i) => ownPicture(`images[${i}]`, url));
    await refuseSuspended(ctx, me.id);
    const [row] = await db.insert(forumThreads).values({ uid: me.id, title, content, images }).returning({ id: forumThreads.id });
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('forum_posted');
    return threadView(await visibleThread(db, row.id, me), me);
  },

  async forumDel(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const [t] = await db.select({ uid: forumThreads.uid }).from(forumThreads).where(eq(forumThreads.id, ctx.body.id));
    // Someone else's thread is not found (x-auth: owner), unless the caller is an admin.
    if (!t || (t.uid !== me.id && !isAdmin(me))) throw new AppError(Code.NotFound, 'forum_thread_not_found');
    await db.delete(forumThreads).where(eq(forumThreads.id, ctx.body.id));
    ctx.say('forum_deleted');
    return null;
  },

  async forumReplyLists(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const thread = await visibleThread(db, ctx.query.thread_id, me);
    const { page, rows, offset } = paging(ctx.query, 20);
    const where = eq(forumReplies.threadId, thread.t.id);
    const [list, [total]] = await Promise.all([
      db
        .select({ r: forumReplies, u: briefColumns, liked: replyLiked(me.id) })
        .from(forumReplies)
        .innerJoin(users, eq(users.id, forumReplies.uid))
        .where(where)
        .orderBy(forumReplies.id)
        .limit(rows)
        .offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(forumReplies)
        .where(where),
    ]);
    return listOf(
      list.map((row) => replyView(row, me)),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async forumReplyAdd(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const content = ctx.body.content.trim();
    if (!content) badField('content', 'field_required');
    await refuseSuspended(ctx, me.id);
    const reply = await db.transaction(async (tx) => {
      // The thread's row is locked while its count moves: replies at once each count.
      const [thread] = await tx.select().from(forumThreads).where(eq(forumThreads.id, ctx.body.thread_id)).for('update');
      if (!thread || thread.isHidden) throw new AppError(Code.NotFound, 'forum_thread_not_found');
      const [row] = await tx.insert(forumReplies).values({ threadId: thread.id, uid: me.id, content }).returning();
      if (!row) throw new AppError(Code.ServerError, 'server_error');
      await tx
        .update(forumThreads)
        .set({ replyAmount: sql`${forumThreads.replyAmount} + 1`, lastReplyAt: row.createdAt })
        .where(eq(forumThreads.id, thread.id));
      if (thread.uid !== me.id) {
        await tx.insert(notifications).values({
          uid: thread.uid,
          type: 'forum_reply',
          fromUid: me.id,
          content: `${thread.title}: ${content}`.slice(0, 300),
          link: `/forum/detail?id=${thread.id}`,
        });
      }
      return { row, notify: thread.uid !== me.id ? thread.uid : null };
    });
    if (reply.notify !== null) await publishUnread(ctx.deps, reply.notify);
    const [u] = await db.select(briefColumns).from(users).where(eq(users.id, me.id));
    if (!u) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('forum_replied');
    return replyView({ r: reply.row, u, liked: false }, me);
  },

  async forumReplyDel(ctx) {
    const me = ctx.me();
    await ctx.deps.db.transaction(async (tx) => {
      const [r] = await tx.select().from(forumReplies).where(eq(forumReplies.id, ctx.body.id)).for('update');
      if (!r || (r.uid !== me.id && !isAdmin(me))) throw new AppError(Code.NotFound, 'forum_reply_not_found');
      await tx.delete(forumReplies).where(eq(forumReplies.id, r.id));
      await tx
        .update(forumThreads)
        .set({ replyAmount: sql`greatest(${forumThreads.replyAmount} - 1, 0)` })
        .where(eq(forumThreads.id, r.threadId));
    });
    ctx.say('forum_deleted');
    return null;
  },

  async forumLike(ctx) {
    const me = ctx.me();
    const { kind, id, like } = ctx.body;
    const result = await ctx.deps.db.transaction(async (tx) => {
      const post = await postOf(tx, kind, id);
      if (post.hidden && post.uid !== me.id && !isAdmin(me)) {
        throw new AppError(Code.NotFound, notFoundOf(kind));
      }
      let changed: { uid: number }[];
      let amount: number;
      if (kind === 'thread') {
        changed = like
          ? await tx
              .insert(forumThreadLikes)
              .values({ threadId: id, uid: me.id })
              .onConflictDoNothing()
              .returning({ uid: forumThreadLikes.uid })
          : await tx
              .delete(forumThreadLikes)
              .where(and(eq(forumThreadLikes.threadId, id), eq(forumThreadLikes.uid, me.id)))
              .returning({ uid: forumThreadLikes.uid });
        const [row] = await tx
          .update(forumThreads)
          .set({ likeAmount: sql`greatest(${forumThreads.likeAmount} + ${changed.length === 0 ? 0 : like ? 1 : -1}, 0)` })
          .where(eq(forumThreads.id, id))
          .returning({ n: forumThreads.likeAmount });
        amount = row?.n ?? 0;
      } else {
        changed = like
          ? await tx
              .insert(forumReplyLikes)
              .values({ replyId: id, uid: me.id })
              .onConflictDoNothing()
              .returning({ uid: forumReplyLikes.uid })
          : await tx
              .delete(forumReplyLikes)
              .where(and(eq(forumReplyLikes.replyId, id), eq(forumReplyLikes.uid, me.id)))
              .returning({ uid: forumReplyLikes.uid });
        const [row] = await tx
          .update(forumReplies)
          .set({ likeAmount: sql`greatest(${forumReplies.likeAmount} + ${changed.length === 0 ? 0 : like ? 1 : -1}, 0)` })
          .where(eq(forumReplies.id, id))
          .returning({ n: forumReplies.likeAmount });
        amount = row?.n ?? 0;
      }
      // The author hears of a like once per member and post (notifications_like_once).
      let told: number | null = null;
      if (like && changed.length > 0 && post.uid !== me.id) {
        const [notice] = await tx
          .insert(notifications)
          .values({
            uid: post.uid,
            type: 'forum_like',
            fromUid: me.id,
            content: post.words.slice(0, 300),
            link: post.link,
          })
          .onConflictDoNothing()
          .returning({ id: notifications.id });
        if (notice) told = post.uid;
      }
      return { amount, told };
    });
    if (result.told !== null) await publishUnread(ctx.deps, result.told);
    return { kind, id, is_like: like, like_amount: result.amount };
  },

  async forumReport(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { kind, id, reason } = ctx.body;
    const detail = (ctx.body.detail ?? '').trim();
    if (reason === 'other' && !detail) badField('detail', 'forum_report_detail_required');
    const post = await postOf(db, kind, id);
    if (post.hidden && !isAdmin(me) && post.uid !== me.id) throw new AppError(Code.NotFound, notFoundOf(kind));
    if (post.uid === me.id) badField('id', 'forum_report_own');
    await db
      .insert(forumReports)
      .values({ kind, threadId: post.threadId, replyId: post.replyId, postId: post.postId, uid: me.id, reason, detail })
      .onConflictDoNothing();
    ctx.say('forum_reported');
    return null;
  },

  async forumReportLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query, 10);
    const done = ctx.query.status === 'done';
    // One entry per reported thing: its reports grouped, the most reported first.
    const decided = done ? sql`${forumReports.decision} <> 'open'` : sql`${forumReports.decision} = 'open'`;
    const groups = await db
      .select({
        kind: forumReports.kind,
        threadId: sql<number>`coalesce(${forumReports.threadId}, 0)`,
        replyId: sql<number>`coalesce(${forumReports.replyId}, 0)`,
        postId: sql<number>`coalesce(${forumReports.postId}, 0)`,
        n: sql<number>`count(*)::int`,
        last: sql<Date>`max(${forumReports.createdAt})`,
        decision: sql<string>`max(${forumReports.decision})`,
        total: sql<number>`count(*) over ()`,
      })
      .from(forumReports)
      .where(decided)
      .groupBy(...GROUP_KEY)
      .orderBy(done ? desc(sql`max(${forumReports.decidedAt})`) : desc(sql`count(*)`), desc(sql`max(${forumReports.createdAt})`))
      .limit(rows)
      .offset(offset);
    const threadIds = [...new Set(groups.filter((g) => g.kind !== 'post').map((g) => Number(g.threadId)))];
    const replyIds = groups.filter((g) => g.kind === 'reply').map((g) => Number(g.replyId));
    const postIds = groups.filter((g) => g.kind === 'post').map((g) => Number(g.postId));
    const reportsOf = or(
      threadIds.length ? inArray(forumReports.threadId, threadIds) : undefined,
      postIds.length ? inArray(forumReports.postId, postIds) : undefined,
    );
    const [threads, replies, marketPosts, reports] = await Promise.all([
      threadIds.length
        ? db
            .select({ t: forumThreads, u: briefColumns, until: users.suspendedUntil })
            .from(forumThreads)
            .innerJoin(users, eq(users.id, forumThreads.uid))
            .where(inArray(forumThreads.id, threadIds))
        : [],
      replyIds.length
        ? db
            .select({ r: forumReplies, u: briefColumns, until: users.suspendedUntil })
            .from(forumReplies)
            .innerJoin(users, eq(users.id, forumReplies.uid))
            .where(inArray(forumReplies.id, replyIds))
        : [],
      postIds.length
        ? db
            .select({ p: posts, u: briefColumns, until: users.suspendedUntil })
            .from(posts)
            .innerJoin(users, eq(users.id, posts.uid))
            .where(inArray(posts.id, postIds))
        : [],
      groups.length && reportsOf
        ? db
            .select({ rep: forumReports, u: briefColumns })
            .from(forumReports)
            .innerJoin(users, eq(users.id, forumReports.uid))
            .where(and(decided, reportsOf))
            .orderBy(desc(forumReports.id))
        : [],
    ]);
    const now = Date.now();
    const running = (until: Date | null) => (until && until.getTime() > now ? until.toISOString() : null);
    const list: ReportEntry[] = [];
    for (const g of groups) {
      let entry: Pick<ReportEntry, 'kind' | 'id' | 'thread_id' | 'title'> & {
        words: string;
        hidden: boolean;
        u: BriefRow;
        until: Date | null;
      };
      if (g.kind === 'post') {
        const mp = marketPosts.find((x) => x.p.id === Number(g.postId));
        if (!mp) continue;
        entry = {
          kind: 'post',
          id: mp.p.id,
          thread_id: mp.p.id,
          title: mp.p.title,
          words: mp.p.content,
          hidden: mp.p.isHidden,
          u: mp.u,
          until: mp.until,
        };
      } else {
        const thread = threads.find((x) => x.t.id === Number(g.threadId));
        if (!thread) continue;
        const reply = g.kind === 'reply' ? replies.find((x) => x.r.id === Number(g.replyId)) : undefined;
        if (g.kind === 'reply' && !reply) continue;
        entry = reply
          ? {
              kind: 'reply',
              id: reply.r.id,
              thread_id: thread.t.id,
              title: thread.t.title,
              words: reply.r.content,
              hidden: reply.r.isHidden,
              u: reply.u,
              until: reply.until,
            }
          : {
              kind: 'thread',
              id: thread.t.id,
              thread_id: thread.t.id,
              title: thread.t.title,
              words: thread.t.content,
              hidden: thread.t.isHidden,
              u: thread.u,
              until: thread.until,
            };
      }
      const mine = reports.filter(
        (x) =>
          x.rep.kind === g.kind &&
          (x.rep.threadId ?? 0) === Number(g.threadId) &&
          (x.rep.replyId ?? 0) === Number(g.replyId) &&
          (x.rep.postId ?? 0) === Number(g.postId),
      );
      const decision = g.decision;
      list.push({
        kind: entry.kind,
        id: entry.id,
        thread_id: entry.thread_id,
        title: entry.title,
        excerpt: entry.words.slice(0, 200),
        author: briefView(entry.u),
        is_hidden: entry.hidden,
        report_amount: g.n,
        reasons: mine.slice(0, 10).map((x) => ({
          reason: x.rep.reason as ReportEntry['reasons'][number]['reason'],
          detail: x.rep.detail,
          reporter: briefView(x.u),
          created_at: x.rep.createdAt.toISOString(),
        })),
        last_reported_at: new Date(g.last).toISOString(),
        decision: decision === 'hidden' || decision === 'dismissed' || decision === 'warned' ? decision : 'open',
        author_suspended_until: running(entry.until),
      });
    }
    return { ...listOf(list, Number(groups[0]?.total ?? 0), page, rows), open: await openReports(db) };
  },

  async forumModerate(ctx) {
    const me = ctx.me();
    const { kind, id, action } = ctx.body;
    const reason = (ctx.body.reason ?? '').trim();
    if (action === 'hide' && !reason) badField('reason', 'forum_hide_reason_required');
    if (action === 'warn' && !reason) badField('reason', 'forum_warn_reason_required');
    const result = await ctx.deps.db.transaction(async (tx) => {
      const post = await postOf(tx, kind, id);
      const hidden = action === 'hide' ? true : action === 'show' ? false : post.hidden;
      if (action === 'hide' || action === 'show') {
        const set = { isHidden: hidden, hiddenReason: hidden ? reason : '' };
        if (kind === 'thread') await tx.update(forumThreads).set(set).where(eq(forumThreads.id, id));
        else if (kind === 'reply') await tx.update(forumReplies).set(set).where(eq(forumReplies.id, id));
        else await tx.update(posts).set(set).where(eq(posts.id, id));
      }
      const decision = action === 'warn' ? 'warned' : action === 'dismiss' ? 'dismissed' : hidden ? 'hidden' : 'dismissed';
      const closed = await tx
        .update(forumReports)
        .set({ decision, decidedBy: me.id, decidedAt: new Date() })
        .where(and(reportsOfPost(kind, id), eq(forumReports.decision, 'open')))
        .returning({ id: forumReports.id });
      // The author hears why: a hiding (once, when it happens) or a warning.
      const type = action === 'warn' ? 'forum_warned' : action === 'hide' && !post.hidden ? 'forum_hidden' : null;
      if (type) {
        await tx.insert(notifications).values({ uid: post.uid, type, fromUid: null, content: reason, link: post.link });
      }
      return { hidden, closed: closed.length, told: type ? post.uid : null };
    });
    if (result.told !== null) await publishUnread(ctx.deps, result.told);
    const said = { dismiss: 'forum_dismissed', warn: 'forum_warned', hide: 'forum_hidden', show: 'forum_shown' } as const;
    ctx.say(said[action]);
    return { kind, id, is_hidden: result.hidden, closed_reports: result.closed };
  },

  async forumSuspend(ctx) {
    const { db } = ctx.deps;
    const { uid, days } = ctx.body;
    const reason = (ctx.body.reason ?? '').trim();
    if (days > 0 && !reason) badField('reason', 'forum_suspend_reason_required');
    const [target] = await db.select({ id: users.id, flag: users.flag }).from(users).where(eq(users.id, uid));
    if (!target) throw new AppError(Code.NotFound, 'user_not_found');
    if (roleOf(target.flag) === 'admin') throw new AppError(Code.Forbidden, 'forum_suspend_admin');
    const until = days > 0 ? new Date(Date.now() + days * 86_400_000) : null;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ suspendedUntil: until, suspendReason: until ? reason : '', updatedAt: new Date() })
        .where(eq(users.id, uid));
      if (until) {
        // Their sessions end now (they answer 50012 from the next call), and remembered sign-ins with them.
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokeReason: 'suspended' })
          .where(and(eq(sessions.userId, uid), isNull(sessions.revokedAt)));
        await tx
          .update(rememberKeys)
          .set({ usedAt: new Date() })
          .where(and(eq(rememberKeys.userId, uid), isNull(rememberKeys.usedAt)));
      }
    });
    if (until) await authChanged(ctx.deps.shared, uid);
    ctx.say(until ? 'forum_suspended' : 'forum_unsuspended');
    return { uid, suspended_until: until ? until.toISOString() : null };
  },
};
