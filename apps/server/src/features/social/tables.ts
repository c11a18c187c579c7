// Tables of the social feature (the drizzle schema is their sum: src/db/schema.ts).
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from '../../db/columns.ts';
import { columns } from '../column/tables.ts';
import { users } from '../user/tables.ts';

export const follows = pgTable(
  'follows',
  {
    uid: cascadeRef('uid', () => users.id),
    followUid: cascadeRef('follow_uid', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.followUid] }), index('follows_follow_uid_idx').on(t.followUid)],
);

/**
 * Follow counter changes not yet folded into users.follow_amount / fans_amount: a follow adds rows
 * here instead of updating both users' rows, so the many followers of one user never queue on its
 * row lock. Exact count = the users column + its rows here (handlers.ts, foldCounterDeltas).
 * No foreign key: its check would share-lock the user's row again, and a deleted user's rows
 * match no user when folded.
 */
export const userCounterDeltas = pgTable(
  'user_counter_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: integer('uid').notNull(),
    followDelta: integer('follow_delta').notNull().default(0),
    fansDelta: integer('fans_delta').notNull().default(0),
  },
  (t) => [index('user_counter_deltas_uid_idx').on(t.uid)],
);

export const columnSubscriptions = pgTable(
  'column_subscriptions',
  {
    columnId: cascadeRef('column_id', () => columns.id),
    uid: cascadeRef('uid', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.columnId, t.uid] }), index('column_subscriptions_uid_idx').on(t.uid)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    sendUid: cascadeRef('send_uid', () => users.id),
    receiveUid: cascadeRef('receive_uid', () => users.id),
    content: text('content').notNull(),
    isRead: integer('is_read').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('messages_receive_idx').on(t.receiveUid, t.id), index('messages_send_idx').on(t.sendUid, t.id)],
);

/** Members whose messages a member refuses (/message/block): `uid` blocked `blockedUid`. */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    uid: cascadeRef('uid', () => users.id),
    blockedUid: cascadeRef('blocked_uid', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.blockedUid] }), index('message_blocks_blocked_uid_idx').on(t.blockedUid)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    /** message | follow | system | forum_reply (a reply to one's thread) | forum_like | article_like | forum_hidden | forum_warned (an admin's warning) | order_paid | order_refunded (an admin's confirmation or refund) | article_pass | article_nopass | column_pass | column_nopass (a review's decision) | live_start (a stream the member waited for) */
    type: varchar('type', { length: 16 }).notNull(),
    fromUid: integer('from_uid').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull().default(''),
    link: varchar('link', { length: 300 }).notNull().default(''),
    isRead: integer('is_read').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_from_uid_idx').on(t.fromUid),
    index('notifications_uid_idx').on(t.uid, t.id),
    // One "followed you" per follower: following again brings it back unread, to the top (a new id),
    // so follow and unfollow repeated cannot flood a member's list.
    uniqueIndex('notifications_follow_once')
      .on(t.uid, t.fromUid)
      .where(sql`type = 'follow'`),
    // One "liked your …" per member and thing: liking, unliking and liking again tells the author once.
    uniqueIndex('notifications_like_once')
      .on(t.uid, t.fromUid, t.link)
      .where(sql`type IN ('article_like', 'forum_like')`),
  ],
);
