// Tables of the upload feature (the drizzle schema is their sum: src/db/schema.ts).
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from '../../db/columns.ts';
import { users } from '../user/tables.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    url: text('url').notNull(),
    mime: varchar('mime', { length: 20 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ascription: varchar('ascription', { length: 16 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_uid_idx').on(t.uid)],
);
