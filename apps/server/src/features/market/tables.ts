// Tables of the market feature (the drizzle schema is their sum: src/db/schema.ts).
import { date, index, integer, numeric, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from '../../db/columns.ts';
import { quoteCodes } from '../quotes/tables.ts';
import { users } from '../user/tables.ts';

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    type: varchar('type', { length: 4 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    company: varchar('company', { length: 100 }).notNull().default(''),
    quoteCodeId: integer('quote_code_id').references(() => quoteCodes.id, { onDelete: 'set null' }),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull().default('CNY'),
    unit: varchar('unit', { length: 20 }).notNull().default(''),
    quantity: varchar('quantity', { length: 50 }).notNull().default(''),
    contact: varchar('contact', { length: 100 }).notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('offers_uid_idx').on(t.uid), index('offers_created_idx').on(t.id), index('offers_code_idx').on(t.quoteCodeId)],
);
