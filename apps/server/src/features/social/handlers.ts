import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '@spw/api/schema';
import type { Db } from '../../db/index.ts';
import { columnSubscriptions, columns, follows, messages, notifications, users } from '../../db/schema.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import type { Ctx, PartialHandlers } from '../../http/types.ts';
import { listOf, paging } from '../../http/paging.ts';
import { briefColumns, briefView, type BriefRow } from '../user/view.ts';

type Message = components['schemas']['Message'];

async function userExists(db: Db, uid: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, uid)).limit(1);
  return Boolean(row);
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

async function fansOf(db: Db, uid: number): Promise<number> {
  const [row] = await db.select({ n: users.fansAmount }).from(users).where(eq(users.id, uid));
  return row?.n ?? 0;
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
 * Follows or unfollows. The row and both counters change in one transaction, and the counters move
 * only when a row was really added or removed: following twice counts once.
 */
async function setFollow(ctx: Ctx<'friendFollow'> | Ctx<'friendUnfollow'>, on: boolean): Promise<components['schemas']['FollowResult']> {
  const me = ctx.me();
  const target = ctx.body.follow_uid;
  const { db } = ctx.deps;
  if (target === me.id) badField('follow_uid', 'cannot_follow_self');
  if (!(await userExists(db, target))) throw new AppError(Code.NotFound, 'user_not_found');
  const step = on ? sql`+ 1` : sql`- 1`;
  await db.transaction(async (tx) => {
    const changed = on
      ? await tx.insert(follows).values({ uid: me.id, followUid: target }).onConflictDoNothing().returning({ uid: follows.uid })
      : await tx
          .delete(follows)
          .where(and(eq(follows.uid, me.id), eq(follows.followUid, target)))
          .returning({ uid: follows.uid });
    if (changed.length === 0) return;
    // The two users' rows are updated in id order: a→b and b→a at the same moment would otherwise
    // lock them in opposite orders, and PostgreSQL would abort one of them as a deadlock.
    const counters = [
      { id: target, set: { fansAmount: sql`greatest(${users.fansAmount} ${step}, 0)` } },
      { id: me.id, set: { followAmount: sql`greatest(${users.followAmount} ${step}, 0)` } },
    ].sort((a, b) => a.id - b.id);
    for (const { id, set } of counters) await tx.update(users).set(set).where(eq(users.id, id));
    if (on) await tx.insert(notifications).values({ uid: target, type: 'follow', fromUid: me.id, link: `/user/index?uid=${me.id}` });
  });
  ctx.say(on ? 'followed' : 'unfollowed');
  return { follow_uid: target, is_follow: on, fans_amount: await fansOf(db, target) };
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
    const [row] = await ctx.deps.db
      .select({ follow: users.followAmount, fans: users.fansAmount })
      .from(users)
      .where(eq(users.id, ctx.query.uid));
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
    return { unread: unread?.n ?? 0 };
  },
};
