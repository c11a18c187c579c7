// Tables of the column feature (the drizzle schema is their sum: src/db/schema.ts).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt } from '../../db/columns.ts';
import { users } from '../user/tables.ts';

export const columns = pgTable(
  'columns',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    name: varchar('name', { length: 50 }).notNull(),
    enName: varchar('en_name', { length: 100 }).notNull().default(''),
    pic: text('pic').notNull().default(''),
    content: text('content').notNull().default(''),
    /** The introduction in English, for the English site ('' when the owner wrote none). */
    enContent: text('en_content').notNull().default(''),
    articleAmount: integer('article_amount').notNull().default(0),
    chosenAmount: integer('chosen_amount').notNull().default(0),
    subscribeAmount: integer('subscribe_amount').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('columns_uid_idx').on(t.uid)],
);

/** Applications to write a column (/column/recruit), and the admins' decisions on them. */
export const columnApplications = pgTable(
  'column_applications',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    name: varchar('name', { length: 20 }).notNull(),
    enName: varchar('en_name', { length: 60 }).notNull().default(''),
    content: varchar('content', { length: 300 }).notNull(),
    enContent: varchar('en_content', { length: 600 }).notNull().default(''),
    pic: varchar('pic', { length: 500 }).notNull().default(''),
    samples: varchar('samples', { length: 500 }).notNull(),
    contact: varchar('contact', { length: 100 }).notNull().default(''),
    /** 0 waiting, 1 approved, 2 rejected, 3 withdrawn. */
    status: integer('status').notNull().default(0),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    /** The admin who decided; null while it waits or when the member withdrew it. */
    deciderUid: integer('decider_uid').references(() => users.id, { onDelete: 'set null' }),
    /** The column approval created. */
    columnId: integer('column_id').references(() => columns.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('column_applications_uid_idx').on(t.uid, t.id),
    index('column_applications_status_idx').on(t.status, t.createdAt),
    index('column_applications_decider_uid_idx').on(t.deciderUid),
    index('column_applications_column_id_idx').on(t.columnId),
    // One waiting application per member, whatever two tabs send at once.
    uniqueIndex('column_applications_one_waiting')
      .on(t.uid)
      .where(sql`${t.status} = 0`),
  ],
);
