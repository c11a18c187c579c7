// Tables of the guestbook feature (the drizzle schema is their sum: src/db/schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { events } from '../events/tables.ts';
import { users } from '../user/tables.ts';

/**
 * Messages visitors leave the organisers on the events pages (/message/add), read by admins in an
 * inbox. `proof` is the nonce of the proof-of-work puzzle the visitor's browser solved: unique, so
 * one solved puzzle carries one message.
 */
export const guestbookMessages = pgTable(
  'guestbook_messages',
  {
    id: serial('id').primaryKey(),
    eventsId: integer('events_id').references(() => events.id, { onDelete: 'set null' }),
    uid: integer('uid').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 40 }).notNull(),
    contact: varchar('contact', { length: 100 }).notNull(),
    content: text('content').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    proof: varchar('proof', { length: 100 }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readBy: integer('read_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('guestbook_messages_proof_uq').on(t.proof),
    index('guestbook_messages_events_idx').on(t.eventsId, t.id),
    index('guestbook_messages_unread_idx')
      .on(t.id)
      .where(sql`NOT ${t.isRead}`),
    index('guestbook_messages_uid_idx').on(t.uid),
    index('guestbook_messages_read_by_idx').on(t.readBy),
  ],
);
