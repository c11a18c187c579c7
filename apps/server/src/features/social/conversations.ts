// Conversations, reading them, blocking a member's messages, and refusing strangers'.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db } from '../../db/index.ts';
import { messageBlocks, messages, notifications, users } from '../../db/schema.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { listOf, paging } from '../../http/paging.ts';
import { briefColumns, briefView } from '../user/view.ts';
import { publishUnread } from './handlers.ts';

type Conversation = components['schemas']['Conversation'];

/** The member's unread received messages, in all. */
async function unreadMessages(db: Db, uid: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.receiveUid, uid), eq(messages.isRead, 0)));
  return row?.n ?? 0;
}

/** Whether `uid` has blocked `other`'s messages. */
export async function hasBlocked(db: Db, uid: number, other: number): Promise<boolean> {
  const [row] = await db
    .select({ uid: messageBlocks.uid })
    .from(messageBlocks)
    .where(and(eq(messageBlocks.uid, uid), eq(messageBlocks.blockedUid, other)))
    .limit(1);
  return Boolean(row);
}

export const conversationHandlers: PartialHandlers<'messageConversations' | 'messageRead' | 'messageBlock' | 'messageSetting'> = {
  async messageConversations(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    // One row per other member: the newest message either way (DISTINCT ON), newest conversations first.
    const last = await db.execute<{ other: number; id: number; content: string; created_at: Date | string; send_uid: number }>(sql`
      SELECT other, id, content, created_at, send_uid FROM (
        SELECT DISTINCT ON (other) other, id, content, created_at, send_uid FROM (
          SELECT CASE WHEN ${messages.sendUid} = ${me.id} THEN ${messages.receiveUid} ELSE ${messages.sendUid} END AS other,
                 ${messages.id} AS id, ${messages.content} AS content, ${messages.createdAt} AS created_at, ${messages.sendUid} AS send_uid
          FROM ${messages} WHERE ${messages.sendUid} = ${me.id} OR ${messages.receiveUid} = ${me.id}
        ) mine ORDER BY other, id DESC
      ) latest ORDER BY id DESC LIMIT ${rows} OFFSET ${offset}`);
    const [totalRow] = (
      await db.execute<{ n: number }>(sql`
        SELECT count(DISTINCT CASE WHEN ${messages.sendUid} = ${me.id} THEN ${messages.receiveUid} ELSE ${messages.sendUid} END)::int AS n
        FROM ${messages} WHERE ${messages.sendUid} = ${me.id} OR ${messages.receiveUid} = ${me.id}`)
    ).rows;
    const others = last.rows.map((r) => Number(r.other));
    const [people, unreadRows, blocks, [setting]] = await Promise.all([
      others.length ? db.select(briefColumns).from(users).where(inArray(users.id, others)) : Promise.resolve([]),
      others.length
        ? db
            .select({ from: messages.sendUid, n: sql<number>`count(*)::int` })
            .from(messages)
            .where(and(eq(messages.receiveUid, me.id), eq(messages.isRead, 0), inArray(messages.sendUid, others)))
            .groupBy(messages.sendUid)
        : Promise.resolve([]),
      others.length
        ? db
            .select({ blocked: messageBlocks.blockedUid })
            .from(messageBlocks)
            .where(and(eq(messageBlocks.uid, me.id), inArray(messageBlocks.blockedUid, others)))
        : Promise.resolve([]),
      db.select({ strangers: users.messageStrangers }).from(users).where(eq(users.id, me.id)),
    ]);
    const byId = new Map(people.map((p) => [p.id, p]));
    const unreadOf = new Map(unreadRows.map((r) => [r.from, r.n]));
    const blocked = new Set(blocks.map((b) => b.blocked));
    const list: Conversation[] = [];
    for (const row of last.rows) {
      const other = Number(row.other);
      const person = byId.get(other);
      if (!person) continue;
      list.push({
        user: briefView(person),
        last: { content: row.content, created_at: new Date(row.created_at).toISOString(), from_me: Number(row.send_uid) === me.id },
        unread: unreadOf.get(other) ?? 0,
        blocked: blocked.has(other),
      });
    }
    return {
      ...listOf(list, totalRow?.n ?? 0, page, rows),
      unread: await unreadMessages(db, me.id),
      strangers: (setting?.strangers ?? 1) === 1,
    };
  },

  async messageRead(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const other = ctx.body.with_uid;
    const changed = await db.transaction(async (tx) => {
      const read = await tx
        .update(messages)
        .set({ isRead: 1 })
        .where(and(eq(messages.receiveUid, me.id), eq(messages.sendUid, other), eq(messages.isRead, 0)))
        .returning({ id: messages.id });
      // Their message notifications are read with the conversation.
      const notes = await tx
        .update(notifications)
        .set({ isRead: 1 })
        .where(
          and(
            eq(notifications.uid, me.id),
            eq(notifications.type, 'message'),
            eq(notifications.fromUid, other),
            eq(notifications.isRead, 0),
          ),
        )
        .returning({ id: notifications.id });
      return read.length + notes.length;
    });
    if (changed > 0) await publishUnread(ctx.deps, me.id);
    return { unread: await unreadMessages(db, me.id) };
  },

  async messageBlock(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { uid, block } = ctx.body;
    if (uid === me.id) badField('uid', 'cannot_block_self');
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, uid)).limit(1);
    if (!exists) throw new AppError(Code.NotFound, 'user_not_found');
    if (block) await db.insert(messageBlocks).values({ uid: me.id, blockedUid: uid }).onConflictDoNothing();
    else await db.delete(messageBlocks).where(and(eq(messageBlocks.uid, me.id), eq(messageBlocks.blockedUid, uid)));
    ctx.say(block ? 'blocked' : 'unblocked');
    return { uid, blocked: block };
  },

  async messageSetting(ctx) {
    const me = ctx.me();
    const strangers = ctx.body.strangers;
    await ctx.deps.db
      .update(users)
      .set({ messageStrangers: strangers ? 1 : 0, updatedAt: new Date() })
      .where(eq(users.id, me.id));
    ctx.say('modified');
    return { strangers };
  },
};
