// Tables of the page feature (the drizzle schema is their sum: src/db/schema.ts).
import { pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Editable pages, one per name (agreement, privacy, buy-rule …): their HTML is stored cleaned. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    enTitle: varchar('en_title', { length: 200 }).notNull().default(''),
    content: text('content').notNull(),
    enContent: text('en_content').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pages_name_idx').on(t.name)],
);
