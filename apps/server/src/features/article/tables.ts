// Tables of the article feature (the drizzle schema is their sum: src/db/schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, updatedAt } from '../../db/columns.ts';
import { columns } from '../column/tables.ts';
import { users } from '../user/tables.ts';

/** censor_status: 0 pending review, 1 approved, 2 rejected, 3 draft (not submitted). */
export const CensorStatus = { Pending: 0, Approved: 1, Rejected: 2, Draft: 3 } as const;

/**
 * Articles. What readers see is this row when it is approved (censor_status 1) and published
 * (status 1); its HTML was cleaned on the way in. A change to an approved article waits in
 * article_revisions until it is approved.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    columnId: integer('column_id').references(() => columns.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 100 }).notNull(),
    summary: varchar('summary', { length: 200 }).notNull().default(''),
    cover: varchar('cover', { length: 500 }).notNull().default(''),
    content: text('content').notNull(),
    lang: varchar('lang', { length: 2 }).notNull().default('zh'),
    status: integer('status').notNull().default(0),
    censorStatus: integer('censor_status').notNull().default(CensorStatus.Draft),
    censorReason: varchar('censor_reason', { length: 200 }).notNull().default(''),
    isTop: integer('is_top').notNull().default(0),
    likeAmount: integer('like_amount').notNull().default(0),
    favoriteAmount: integer('favorite_amount').notNull().default(0),
    /** When it was last sent for review (the queue's order). */
    submittedAt: at('submitted_at'),
    /** When it was first published. */
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_uid_idx').on(t.uid, t.updatedAt),
    index('articles_column_idx').on(t.columnId),
    // The readers' lists: published and approved, pinned first, newest first.
    index('articles_live_idx')
      .on(t.isTop, t.publishedAt, t.id)
      .where(sql`status = 1 AND censor_status = 1`),
    index('articles_queue_idx')
      .on(t.submittedAt)
      .where(sql`censor_status = 0`),
  ],
);

/** A change to an approved article, waiting for review (0), rejected (2) or not yet submitted (3); one per article. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: cascadeRef('article_id', () => articles.id),
    columnId: integer('column_id').references(() => columns.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 100 }).notNull(),
    summary: varchar('summary', { length: 200 }).notNull().default(''),
    cover: varchar('cover', { length: 500 }).notNull().default(''),
    content: text('content').notNull(),
    lang: varchar('lang', { length: 2 }).notNull().default('zh'),
    censorStatus: integer('censor_status').notNull().default(CensorStatus.Draft),
    censorReason: varchar('censor_reason', { length: 200 }).notNull().default(''),
    submittedAt: at('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('article_revisions_article_idx').on(t.articleId),
    index('article_revisions_column_idx').on(t.columnId),
    index('article_revisions_queue_idx')
      .on(t.submittedAt)
      .where(sql`censor_status = 0`),
  ],
);

/** Every review decision: who decided what about which version, when and why. */
export const articleReviews = pgTable(
  'article_reviews',
  {
    id: serial('id').primaryKey(),
    articleId: cascadeRef('article_id', () => articles.id),
    reviewerUid: integer('reviewer_uid').references(() => users.id, { onDelete: 'set null' }),
    /** new | revision */
    kind: varchar('kind', { length: 8 }).notNull(),
    pass: boolean('pass').notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    /** The title that was decided on (the article may change after). */
    title: varchar('title', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('article_reviews_article_idx').on(t.articleId, t.id), index('article_reviews_reviewer_idx').on(t.reviewerUid)],
);

/** Who liked what: one row per reader and article, so a like counts once however often it is clicked. */
export const articleLikes = pgTable(
  'article_likes',
  {
    articleId: cascadeRef('article_id', () => articles.id),
    uid: cascadeRef('uid', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.uid] }), index('article_likes_uid_idx').on(t.uid)],
);

/** Readers' favourites, as likes. */
export const articleFavorites = pgTable(
  'article_favorites',
  {
    articleId: cascadeRef('article_id', () => articles.id),
    uid: cascadeRef('uid', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.uid] }), index('article_favorites_uid_idx').on(t.uid, t.createdAt)],
);
