// Tables of the forum feature (the drizzle schema is their sum: src/db/schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, updatedAt } from '../../db/columns.ts';
import { posts } from '../market/tables.ts';
import { users } from '../user/tables.ts';

/**
 * Threads of the community square (/forum/index). `like_amount` and `reply_amount` are kept with
 * the rows they count (forum_likes, forum_replies), in the same transaction. A hidden thread
 * (an admin's decision, `hidden_reason` told to its author) is out of the lists and found only by
 * its author and admins.
 */
export const forumThreads = pgTable(
  'forum_threads',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    title: varchar('title', { length: 50 }).notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    likeAmount: integer('like_amount').notNull().default(0),
    replyAmount: integer('reply_amount').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenReason: varchar('hidden_reason', { length: 200 }).notNull().default(''),
    lastReplyAt: at('last_reply_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('forum_threads_uid_idx').on(t.uid, t.id),
    index('forum_threads_new_idx')
      .on(t.id)
      .where(sql`NOT ${t.isHidden}`),
  ],
);

/** Replies to a thread, oldest first. */
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: serial('id').primaryKey(),
    threadId: cascadeRef('thread_id', () => forumThreads.id),
    uid: cascadeRef('uid', () => users.id),
    content: varchar('content', { length: 500 }).notNull(),
    likeAmount: integer('like_amount').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenReason: varchar('hidden_reason', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('forum_replies_thread_idx').on(t.threadId, t.id), index('forum_replies_uid_idx').on(t.uid)],
);

/** Who likes which thread (one row per member and thread). */
export const forumThreadLikes = pgTable(
  'forum_thread_likes',
  {
    threadId: cascadeRef('thread_id', () => forumThreads.id),
    uid: cascadeRef('uid', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.uid] }), index('forum_thread_likes_uid_idx').on(t.uid)],
);

/** Who likes which reply. */
export const forumReplyLikes = pgTable(
  'forum_reply_likes',
  {
    replyId: cascadeRef('reply_id', () => forumReplies.id),
    uid: cascadeRef('uid', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.replyId, t.uid] }), index('forum_reply_likes_uid_idx').on(t.uid)],
);

/**
 * Members' reports of a thread, a reply or a market post: one per member and post (reporting again changes
 * nothing). An admin's decision closes every open report of the post: `decision` hidden or
 * dismissed, with who and when.
 */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: serial('id').primaryKey(),
    /** thread | reply | post (a market post) */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** The thread (a reply's thread); null for a market post. */
    threadId: integer('thread_id').references(() => forumThreads.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    uid: cascadeRef('uid', () => users.id),
    /** spam | abuse | illegal | fraud | other */
    reason: varchar('reason', { length: 16 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull().default(''),
    /** open | hidden | warned | dismissed */
    decision: varchar('decision', { length: 12 }).notNull().default('open'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('forum_reports_once_uq').on(
      t.kind,
      sql`coalesce(${t.threadId}, 0)`,
      sql`coalesce(${t.replyId}, 0)`,
      sql`coalesce(${t.postId}, 0)`,
      t.uid,
    ),
    index('forum_reports_thread_idx').on(t.threadId),
    index('forum_reports_post_idx').on(t.postId),
    index('forum_reports_reply_idx').on(t.replyId),
    index('forum_reports_uid_idx').on(t.uid),
    index('forum_reports_decided_by_idx').on(t.decidedBy),
    index('forum_reports_open_idx')
      .on(t.id)
      .where(sql`${t.decision} = 'open'`),
  ],
);
