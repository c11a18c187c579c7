import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '@spw/api/schema';
import type { Db } from '../../db/index.ts';
import { preparedOn, runPrepared } from '../../db/rows.ts';
import {
  columnSubscriptions,
  columns,
  follows,
  messageBlocks,
  messages,
  notifications,
  userCounterDeltas,
  users,
} from '../../db/schema.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import { t, type MessageKey } from '../../http/messages.ts';
import type { Ctx, PartialHandlers } from '../../http/types.ts';
import { listOf, paging } from '../../http/paging.ts';
import { briefColumns, briefView, type BriefRow } from '../user/view.ts';
import type { Deps } from '../../deps.ts';
import { userTopic } from '../live/hub.ts';

type Message = components['schemas']['Message'];

async function userExists(db: Db, uid: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, uid)).limit(1);
  return Boolean(row);
}

/** A user's unread notifications and received messages (what the live stream's `ready` and `unread` carry). */
export async function unreadOf(db: Db, uid: number): Promise<{ notifications: number; messages: number }> {
  const [row] = await db
    .select({
      notifications: sql<number>`(SELECT count(*)::int FROM ${notifications} WHERE ${notifications.uid} = ${uid} AND ${notifications.isRead} = 0)`,
      messages: sql<number>`(SELECT count(*)::int FROM ${messages} WHERE ${messages.receiveUid} = ${uid} AND ${messages.isRead} = 0)`,
    })
    .from(sql`(SELECT 1) AS one`);
  return { notifications: row?.notifications ?? 0, messages: row?.messages ?? 0 };
}

/**
 * Tells the user's open pages, on whichever node, that their unread counts changed (after the
 * commit). The counts are read by the nodes that hold such a page (LiveHub's resolver), not here:
 * most writes have nobody listening.
 */
export async function publishUnread(deps: Deps, uid: number): Promise<void> {
  await deps.live.publish(userTopic(uid), 'unread', null);
}

/** The ids among `uids` that `viewer` follows. */
export async function followedAmong(db: Db, viewer: number | undefined, uids: number[]): Promise<Set<number>> {
  if (!viewer || uids.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followUid })
    .from(follows)
    .where(and(eq(follows.uid, viewer), inArray(follows.followUid, uids)));
  return new Set(rows.map((r) => r.id));
}

/** A user's exact counters: the users columns plus the changes not folded into them yet (one snapshot). */
export async function countersOf(db: Db, uid: number): Promise<{ follow: number; fans: number } | undefined> {
  const [row] = await db
    .select({
      follow: sql<number>`greatest(${users.followAmount} + coalesce(sum(${userCounterDeltas.followDelta}), 0), 0)::int`,
      fans: sql<number>`greatest(${users.fansAmount} + coalesce(sum(${userCounterDeltas.fansDelta}), 0), 0)::int`,
    })
    .from(users)
    .leftJoin(userCounterDeltas, eq(userCounterDeltas.uid, users.id))
    .where(eq(users.id, uid))
    .groupBy(users.id);
  return row;
}

/** The advisory lock that serialises folds (two would deadlock on each other's rows); any fixed number. */
const FOLD_LOCK = 7_274_032;

/**
 * Folds pending counter changes (user_counter_deltas) into users.follow_amount / fans_amount in one
 * statement, so a reader of the columns plus the rows never sees a change twice or not at all.
 * Answers the rows folded. All of them, by a sequential scan: the table only holds what requests in
 * flight wrote (an `IN (… ORDER BY id LIMIT n)` batch can be planned as a nested loop, quadratic).
 */
export async function foldCounterDeltas(db: Db): Promise<number> {
  const [row] = await runPrepared<{ n: number }>(
    db,
    'fold_counter_deltas',
    sql`
      WITH locked AS MATERIALIZED (SELECT pg_advisory_xact_lock(${FOLD_LOCK})),
      gone AS (
        DELETE FROM ${userCounterDeltas} WHERE EXISTS (SELECT 1 FROM locked) RETURNING uid, follow_delta, fans_delta
      ),
      sums AS (SELECT uid, sum(follow_delta) AS f, sum(fans_delta) AS n FROM gone GROUP BY uid),
      applied AS (
        UPDATE ${users} u SET follow_amount = greatest(u.follow_amount + s.f, 0), fans_amount = greatest(u.fans_amount + s.n, 0)
        FROM sums s WHERE u.id = s.uid AND (s.f <> 0 OR s.n <> 0)
      )
      SELECT count(*)::int AS n FROM gone`,
  );
  return row?.n ?? 0;
}

/**
 * One fold at a time per database, shared by every request that waits for one (as a group commit):
 * under load each fold takes all the changes committed while the previous one ran, so a user's row
 * is updated once per fold, not once per follower.
 */
class Folder {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  constructor(private readonly db: Db) {}

  /** Resolves when a fold that started after this call has ended. */
  request(log: FastifyBaseLogger): Promise<void> {
    if (!this.running) return this.start(log);
    // The running fold may have begun before the caller's change committed: wait for the next one.
    this.queued ??= this.running.then(() => {
      this.queued = undefined;
      return this.start(log);
    });
    return this.queued;
  }

  private start(log: FastifyBaseLogger): Promise<void> {
    const run: Promise<void> = foldCounterDeltas(this.db)
      // The change is committed and counted by every read already; the next fold (or start) folds it.
      .then(
        () => undefined,
        (err: unknown) => log.warn({ err }, 'could not fold follow counters'),
      )
      .finally(() => {
        if (this.running === run) this.running = undefined;
      });
    this.running = run;
    return run;
  }
}

const folders = new WeakMap<Db, Folder>();

function folderOf(db: Db): Folder {
  let folder = folders.get(db);
  if (!folder) folders.set(db, (folder = new Folder(db)));
  return folder;
}

async function subscribersOf(db: Db, columnId: number): Promise<number> {
  const [row] = await db.select({ n: columns.subscribeAmount }).from(columns).where(eq(columns.id, columnId));
  return row?.n ?? 0;
}

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');
const messageColumns = {
  id: messages.id,
  sendUid: messages.sendUid,
  receiveUid: messages.receiveUid,
  content: messages.content,
  isRead: messages.isRead,
  createdAt: messages.createdAt,
  s: {
    id: sender.id,
    nickname: sender.nickname,
    avatar: sender.avatar,
    isVerified: sender.isVerified,
    verifiedType: sender.verifiedType,
    description: sender.description,
    company: sender.company,
    position: sender.position,
  },
  r: {
    id: receiver.id,
    nickname: receiver.nickname,
    avatar: receiver.avatar,
    isVerified: receiver.isVerified,
    verifiedType: receiver.verifiedType,
    description: receiver.description,
    company: receiver.company,
    position: receiver.position,
  },
};

function messageView(m: {
  id: number;
  sendUid: number;
  receiveUid: number;
  content: string;
  isRead: number;
  createdAt: Date;
  s: BriefRow;
  r: BriefRow;
}): Message {
  return {
    id: m.id,
    send_uid: m.sendUid,
    receive_uid: m.receiveUid,
    content: m.content,
    is_read: m.isRead ? 1 : 0,
    created_at: m.createdAt.toISOString(),
    sender: briefView(m.s),
    receiver: briefView(m.r),
  };
}

/**
 * The statement of a follow (`on`) or an unfollow: it writes the follows row, a counter change for
 * each of the two users and (following) the "followed you" notification, only when a row was really
 * added or removed (following twice counts once); one statement, so atomic with no BEGIN/COMMIT
 * round trips. The users rows are not locked by it: the changes are folded into their columns by a
 * fold shared with concurrent requests (Folder), and count reads add the changes not folded yet.
 * Answers whether a row changed and the target's fans, from the statement's snapshot plus this change
 * (which the snapshot cannot see).
 */
function followStatement(on: boolean, me: number, target: number) {
  const step = on ? 1 : -1;
  const change = on
    ? sql`INSERT INTO ${follows} (uid, follow_uid) SELECT ${me}::int, id FROM ${users} WHERE id = ${target}::int
        ON CONFLICT DO NOTHING RETURNING uid, follow_uid`
    : sql`DELETE FROM ${follows} WHERE uid = ${me}::int AND follow_uid = ${target}::int RETURNING uid, follow_uid`;
  // One notification per follower (notifications_follow_once). Following again while it is still
  // unread leaves it be (not even a row lock); once read, it comes back unread and at the top.
  const notify = on
    ? sql`, notified AS (
        INSERT INTO ${notifications} (uid, type, from_uid, link)
        SELECT c.follow_uid, 'follow', c.uid, '/user/index?uid=' || c.uid FROM changed c
        WHERE NOT EXISTS (
          SELECT 1 FROM ${notifications} n WHERE n.uid = c.follow_uid AND n.from_uid = c.uid AND n.type = 'follow' AND n.is_read = 0
        )
        ON CONFLICT (uid, from_uid) WHERE type = 'follow'
        DO UPDATE SET id = nextval(pg_get_serial_sequence('notifications', 'id')), is_read = 0, created_at = now()
      )`
    : sql``;
  return sql`
    WITH changed AS (${change}),
    counted AS (
      INSERT INTO ${userCounterDeltas} (uid, follow_delta, fans_delta)
      SELECT uid, ${step}::int, 0 FROM changed UNION ALL SELECT follow_uid, 0, ${step}::int FROM changed
    )${notify}
    SELECT (SELECT count(*) FROM changed)::int AS changed,
      greatest(u.fans_amount + coalesce((SELECT sum(d.fans_delta) FROM ${userCounterDeltas} d WHERE d.uid = u.id), 0)
        + ${step}::int * (SELECT count(*) FROM changed), 0)::int AS fans
    FROM ${users} u WHERE u.id = ${target}::int`;
}

type FollowRow = { changed: number; fans: number };

interface FollowTurn {
  on: boolean;
  done(row: FollowRow | undefined): void;
  failed(err: unknown): void;
}

/**
 * Changes to one follows row (one member and one target) run one at a time on a node (a member
 * clicking fast, or two tabs): they would queue on that row in PostgreSQL anyway, each holding a
 * pooled connection while it waited. Here they wait without one, and those that arrived while the
 * previous ran go together in one transaction: in order, each with its own answer, one commit (one
 * WAL flush) for all. Other nodes are kept in line by the row lock.
 */
const followQueues = new Map<string, FollowTurn[]>();

function followInTurn(db: Db, me: number, target: number, on: boolean): Promise<FollowRow | undefined> {
  const key = `${me}>${target}`;
  const waiting = followQueues.get(key);
  return new Promise((done, failed) => {
    const turn = { on, done, failed };
    if (waiting) waiting.push(turn);
    else {
      followQueues.set(key, []);
      void runFollowTurns(db, key, me, target, [turn]);
    }
  });
}

async function runFollowTurns(db: Db, key: string, me: number, target: number, first: FollowTurn[]): Promise<void> {
  for (let batch = first; batch.length > 0; batch = followQueues.get(key)?.splice(0) ?? []) {
    const statement = (turn: FollowTurn) => followStatement(turn.on, me, target);
    const name = (turn: FollowTurn) => (turn.on ? 'friend_follow' : 'friend_unfollow');
    try {
      if (batch.length === 1 && batch[0]) {
        const [turn] = batch;
        turn.done((await runPrepared<FollowRow>(db, name(turn), statement(turn)))[0]);
        continue;
      }
      const client = await db.$client.connect();
      const rows: (FollowRow | undefined)[] = [];
      try {
        await client.query('BEGIN');
        for (const turn of batch) rows.push((await preparedOn<FollowRow>(client, name(turn), statement(turn)))[0]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
      batch.forEach((turn, i) => turn.done(rows[i]));
    } catch (err) {
      for (const turn of batch) turn.failed(err);
    }
  }
  followQueues.delete(key);
}

/** Follows or unfollows `follow_uid` as the signed-in member (see followStatement). */
async function setFollow(ctx: Ctx<'friendFollow'> | Ctx<'friendUnfollow'>, on: boolean): Promise<components['schemas']['FollowResult']> {
  const me = ctx.me();
  const target = ctx.body.follow_uid;
  const { db } = ctx.deps;
  if (target === me.id) badField('follow_uid', 'cannot_follow_self');
  const row = await followInTurn(db, me.id, target, on);
  if (!row) throw new AppError(Code.NotFound, 'user_not_found');
  let fans = row.fans;
  // The columns have the change before the answer leaves (readers of users alone see it too).
  if (row.changed > 0) {
    await folderOf(db).request(ctx.req.log);
    // The followed member's open pages, on any node, show the new notification.
    if (on) await publishUnread(ctx.deps, target);
  }
  // Nothing changed: maybe the same request of this user won just before, after this snapshot.
  else fans = (await countersOf(db, target))?.fans ?? fans;
  ctx.say(on ? 'followed' : 'unfollowed');
  return { follow_uid: target, is_follow: on, fans_amount: fans };
}

/** Subscribes or unsubscribes, with the same once-only counting as follows. */
async function setSubscription(
  ctx: Ctx<'columnUserSubscribe'> | Ctx<'columnUserUnsubscribe'>,
  on: boolean,
): Promise<components['schemas']['SubscribeResult']> {
  const me = ctx.me();
  const columnId = ctx.body.column_id;
  const { db } = ctx.deps;
  const [column] = await db.select({ id: columns.id }).from(columns).where(eq(columns.id, columnId));
  if (!column) throw new AppError(Code.NotFound, 'column_not_found');
  await db.transaction(async (tx) => {
    const changed = on
      ? await tx
          .insert(columnSubscriptions)
          .values({ columnId, uid: me.id })
          .onConflictDoNothing()
          .returning({ uid: columnSubscriptions.uid })
      : await tx
          .delete(columnSubscriptions)
          .where(and(eq(columnSubscriptions.columnId, columnId), eq(columnSubscriptions.uid, me.id)))
          .returning({ uid: columnSubscriptions.uid });
    if (changed.length === 0) return;
    await tx
      .update(columns)
      .set({ subscribeAmount: sql`greatest(${columns.subscribeAmount} ${on ? sql`+ 1` : sql`- 1`}, 0)` })
      .where(eq(columns.id, columnId));
  });
  ctx.say(on ? 'subscribed' : 'unsubscribed');
  return { column_id: columnId, is_subscribe: on, subscribe_amount: await subscribersOf(db, columnId) };
}

/** The titles of the notifications the site sends itself (decisions, a stream starting), by type. */
const SYSTEM_TITLES: Readonly<Record<string, MessageKey>> = {
  article_pass: 'notify_article_pass_title',
  article_nopass: 'notify_article_nopass_title',
  column_pass: 'notify_column_pass_title',
  column_nopass: 'notify_column_nopass_title',
  live_start: 'notify_live_start_title',
  forum_hidden: 'notify_forum_hidden_title',
  forum_warned: 'notify_forum_warned_title',
  order_paid: 'notify_order_paid_title',
  order_refunded: 'notify_order_refunded_title',
  cert_pass: 'notify_certification_pass_title',
  cert_nopass: 'notify_certification_nopass_title',
  company_pass: 'notify_company_pass_title',
  company_nopass: 'notify_company_nopass_title',
};

/** The titles of notifications about what another member did (their nickname in it), by type. */
const FROM_TITLES: Readonly<Record<string, MessageKey>> = {
  forum_reply: 'notify_forum_reply_title',
  forum_like: 'notify_forum_like_title',
  article_like: 'notify_article_like_title',
};

export const socialHandlers: PartialHandlers<
  | 'userstatGet'
  | 'friendLists'
  | 'friendGet'
  | 'friendFollow'
  | 'friendUnfollow'
  | 'columnUserLists'
  | 'columnUserGet'
  | 'columnUserSubscribe'
  | 'columnUserUnsubscribe'
  | 'messageLists'
  | 'messageAdd'
  | 'notificationLists'
  | 'notificationRead'
> = {
  async userstatGet(ctx) {
    const row = await countersOf(ctx.deps.db, ctx.query.uid);
    if (!row) throw new AppError(Code.NotFound, 'user_not_found');
    return { uid: ctx.query.uid, follow_amount: row.follow, fans_amount: row.fans };
  },

  async friendLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const { uid, t: kind } = ctx.query;
    if (!(await userExists(db, uid))) throw new AppError(Code.NotFound, 'user_not_found');
    // follow: the users `uid` follows; fans: the users following `uid`.
    const where = kind === 'follow' ? eq(follows.uid, uid) : eq(follows.followUid, uid);
    const other = kind === 'follow' ? follows.followUid : follows.uid;
    const [list, [total]] = await Promise.all([
      db
        .select(briefColumns)
        .from(follows)
        .innerJoin(users, eq(users.id, other))
        .where(where)
        .orderBy(desc(follows.createdAt), desc(users.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(follows).where(where),
    ]);
    const followed = await followedAmong(
      db,
      ctx.user?.id,
      list.map((u) => u.id),
    );
    return listOf(
      list.map((u) => briefView(u, followed.has(u.id))),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async friendGet(ctx) {
    const me = ctx.me();
    const target = ctx.query.follow_uid;
    const rows = await ctx.deps.db
      .select({ uid: follows.uid, followUid: follows.followUid })
      .from(follows)
      .where(or(and(eq(follows.uid, me.id), eq(follows.followUid, target)), and(eq(follows.uid, target), eq(follows.followUid, me.id))));
    return {
      follow_uid: target,
      is_follow: rows.some((r) => r.uid === me.id && r.followUid === target),
      is_fans: rows.some((r) => r.uid === target && r.followUid === me.id),
    };
  },

  friendFollow: (ctx) => setFollow(ctx, true),
  friendUnfollow: (ctx) => setFollow(ctx, false),

  async columnUserLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const columnId = ctx.query.column_id;
    const [column] = await db.select({ id: columns.id }).from(columns).where(eq(columns.id, columnId));
    if (!column) throw new AppError(Code.NotFound, 'column_not_found');
    const where = eq(columnSubscriptions.columnId, columnId);
    const [list, [total]] = await Promise.all([
      db
        .select({ ...briefColumns, subscribedAt: columnSubscriptions.createdAt })
        .from(columnSubscriptions)
        .innerJoin(users, eq(users.id, columnSubscriptions.uid))
        .where(where)
        .orderBy(desc(columnSubscriptions.createdAt), desc(users.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(columnSubscriptions).where(where),
    ]);
    const followed = await followedAmong(
      db,
      ctx.user?.id,
      list.map((u) => u.id),
    );
    return listOf(
      list.map((u) => ({ ...briefView(u, followed.has(u.id)), subscribed_at: u.subscribedAt.toISOString() })),
      total?.n ?? 0,
      page,
      rows,
    );
  },

  async columnUserGet(ctx) {
    const me = ctx.me();
    const uid = ctx.query.uid ?? me.id;
    const columnId = ctx.query.column_id;
    const { db } = ctx.deps;
    const [column] = await db.select({ n: columns.subscribeAmount }).from(columns).where(eq(columns.id, columnId));
    if (!column) throw new AppError(Code.NotFound, 'column_not_found');
    const [row] = await db
      .select({ uid: columnSubscriptions.uid })
      .from(columnSubscriptions)
      .where(and(eq(columnSubscriptions.columnId, columnId), eq(columnSubscriptions.uid, uid)));
    return { column_id: columnId, is_subscribe: Boolean(row), subscribe_amount: column.n };
  },

  columnUserSubscribe: (ctx) => setSubscription(ctx, true),
  columnUserUnsubscribe: (ctx) => setSubscription(ctx, false),

  async messageLists(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const withUid = ctx.query.with_uid;
    const where = withUid
      ? or(
          and(eq(messages.sendUid, me.id), eq(messages.receiveUid, withUid)),
          and(eq(messages.sendUid, withUid), eq(messages.receiveUid, me.id)),
        )
      : ctx.query.box === 'sent'
        ? eq(messages.sendUid, me.id)
        : eq(messages.receiveUid, me.id);
    const [list, [total]] = await Promise.all([
      db
        .select(messageColumns)
        .from(messages)
        .innerJoin(sender, eq(sender.id, messages.sendUid))
        .innerJoin(receiver, eq(receiver.id, messages.receiveUid))
        .where(where)
        .orderBy(desc(messages.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(messages).where(where),
    ]);
    return listOf(list.map(messageView), total?.n ?? 0, page, rows);
  },

  async messageAdd(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const content = ctx.body.content.trim();
    const to = ctx.body.receive_uid;
    if (!content) badField('content', 'content_empty');
    if (to === me.id) badField('receive_uid', 'cannot_message_self');
    if (!(await userExists(db, to))) throw new AppError(Code.NotFound, 'user_not_found');
    // The spec's rule, here as on the profile page: the message button shows only to a follower.
    const [following] = await db
      .select({ uid: follows.uid })
      .from(follows)
      .where(and(eq(follows.uid, me.id), eq(follows.followUid, to)))
      .limit(1);
    if (!following) throw new AppError(Code.Forbidden, 'message_follow_first');
    // The receiver's choices: a block either way, or only members they follow.
    const [rules] = await db
      .select({
        iBlocked: sql<boolean>`EXISTS (SELECT 1 FROM ${messageBlocks} WHERE ${messageBlocks.uid} = ${me.id} AND ${messageBlocks.blockedUid} = ${to})`,
        theyBlocked: sql<boolean>`EXISTS (SELECT 1 FROM ${messageBlocks} WHERE ${messageBlocks.uid} = ${to} AND ${messageBlocks.blockedUid} = ${me.id})`,
        strangers: users.messageStrangers,
        followsMe: sql<boolean>`EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.uid} = ${to} AND ${follows.followUid} = ${me.id})`,
      })
      .from(users)
      .where(eq(users.id, to));
    if (rules?.iBlocked) throw new AppError(Code.Forbidden, 'message_you_blocked');
    if (rules?.theyBlocked) throw new AppError(Code.Forbidden, 'message_blocked');
    if (rules && rules.strangers === 0 && !rules.followsMe) throw new AppError(Code.Forbidden, 'message_strangers_off');
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(messages).values({ sendUid: me.id, receiveUid: to, content }).returning({ id: messages.id });
      if (!row) throw new Error('message insert returned nothing');
      await tx
        .insert(notifications)
        .values({ uid: to, type: 'message', fromUid: me.id, content: content.slice(0, 100), link: `/message/list?with_uid=${me.id}` });
      return row.id;
    });
    const [stored] = await db
      .select(messageColumns)
      .from(messages)
      .innerJoin(sender, eq(sender.id, messages.sendUid))
      .innerJoin(receiver, eq(receiver.id, messages.receiveUid))
      .where(eq(messages.id, id));
    if (!stored) throw new Error('stored message not found');
    await publishUnread(ctx.deps, to);
    ctx.say('sent');
    return messageView(stored);
  },

  async notificationLists(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const mine = eq(notifications.uid, me.id);
    const where = ctx.query.unread === 1 ? and(mine, eq(notifications.isRead, 0)) : mine;
    const [list, [total], [unread]] = await Promise.all([
      db
        .select({ n: notifications, from: briefColumns })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.fromUid))
        .where(where)
        .orderBy(desc(notifications.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(notifications).where(where),
      db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine, eq(notifications.isRead, 0))),
    ]);
    return {
      ...listOf(
        list.map(({ n, from }) => {
          const nickname = from?.nickname ?? '';
          const type = n.type === 'message' || n.type === 'follow' ? n.type : 'system';
          const title =
            type === 'message'
              ? t(ctx.lang, 'notify_message_title', { nickname })
              : type === 'follow'
                ? t(ctx.lang, 'notify_follow_title', { nickname })
                : FROM_TITLES[n.type]
                  ? t(ctx.lang, FROM_TITLES[n.type] as MessageKey, { nickname })
                  : SYSTEM_TITLES[n.type]
                    ? t(ctx.lang, SYSTEM_TITLES[n.type] as MessageKey)
                    : n.content;
          return {
            id: n.id,
            type,
            title,
            content: n.content,
            link: n.link,
            is_read: n.isRead ? 1 : 0,
            created_at: n.createdAt.toISOString(),
            from_user: from ? briefView(from) : null,
          } as const;
        }),
        total?.n ?? 0,
        page,
        rows,
      ),
      unread: unread?.n ?? 0,
    };
  },

  async notificationRead(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const mine = eq(notifications.uid, me.id);
    if (ctx.body.all === true) {
      await db
        .update(notifications)
        .set({ isRead: 1 })
        .where(and(mine, eq(notifications.isRead, 0)));
    } else {
      const id = ctx.body.id;
      if (id === undefined) badField('id', 'field_required');
      const updated = await db
        .update(notifications)
        .set({ isRead: 1 })
        .where(and(mine, eq(notifications.id, id)))
        .returning({ id: notifications.id });
      if (updated.length === 0) throw new AppError(Code.NotFound, 'notification_not_found');
    }
    const [unread] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, eq(notifications.isRead, 0)));
    // The user's other tabs and devices drop their badge too.
    await publishUnread(ctx.deps, me.id);
    return { unread: unread?.n ?? 0 };
  },
};
