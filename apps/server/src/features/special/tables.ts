// Tables of the special feature (the drizzle schema is their sum: src/db/schema.ts).
import { index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt } from '../../db/columns.ts';
import { articles } from '../article/tables.ts';
import { users } from '../user/tables.ts';

/** Special topics (专题): a creator's curated set of articles, with a bilingual title and introduction. */
export const specials = pgTable(
  'specials',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    title: varchar('title', { length: 60 }).notNull(),
    enTitle: varchar('en_title', { length: 120 }).notNull().default(''),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    enSummary: varchar('en_summary', { length: 600 }).notNull().default(''),
    banner: varchar('banner', { length: 500 }).notNull().default(''),
    /** 1 published, 0 kept to its creator. */
    status: integer('status').notNull().default(0),
    /** The organisers' order on the articles home (lower first); 0 for none. */
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('specials_uid_idx').on(t.uid, t.updatedAt), index('specials_live_idx').on(t.status, t.sort, t.updatedAt)],
);

/** A topic's articles, in its order. */
export const specialArticles = pgTable(
  'special_articles',
  {
    specialId: cascadeRef('special_id', () => specials.id),
    articleId: cascadeRef('article_id', () => articles.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.specialId, t.articleId] }), index('special_articles_article_idx').on(t.articleId)],
);
