// Tables of the social feature (the drizzle schema is their sum: src/db/schema.ts).
import { index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { columns } from '../content/tables.ts';
import { users } from '../user/tables.ts';

export const follows = pgTable(
  'follows',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followUid: integer('follow_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.followUid] }), index('follows_follow_uid_idx').on(t.followUid)],
);

export const columnSubscriptions = pgTable(
  'column_subscriptions',
  {
    columnId: integer('column_id')
      .notNull()
      .references(() => columns.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.columnId, t.uid] }), index('column_subscriptions_uid_idx').on(t.uid)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    sendUid: integer('send_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiveUid: integer('receive_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isRead: integer('is_read').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('messages_receive_idx').on(t.receiveUid, t.id), index('messages_send_idx').on(t.sendUid, t.id)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** message | follow | system */
    type: varchar('type', { length: 16 }).notNull(),
    fromUid: integer('from_uid').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull().default(''),
    link: varchar('link', { length: 300 }).notNull().default(''),
    isRead: integer('is_read').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_uid_idx').on(t.uid, t.id)],
);
