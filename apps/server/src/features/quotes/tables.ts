// Tables of the quotes feature (the drizzle schema is their sum: src/db/schema.ts).
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from '../../db/columns.ts';
import { users } from '../user/tables.ts';

export const quoteCodes = pgTable('quote_codes', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  enName: varchar('en_name', { length: 100 }).notNull(),
  symbol: varchar('symbol', { length: 10 }).notNull().default(''),
  unit: varchar('unit', { length: 20 }).notNull(),
  /** Grams in the unit's mass (1 for 元/克, 1000 for 元/千克); null when the unit is not a mass. */
  unitGrams: integer('unit_grams'),
  currency: varchar('currency', { length: 8 }).notNull().default('CNY'),
  isQuote: integer('is_quote').notNull().default(1),
  isRecommend: integer('is_recommend').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const quoteData = pgTable(
  'quote_data',
  {
    id: serial('id').primaryKey(),
    quoteCodeId: cascadeRef('quote_code_id', () => quoteCodes.id),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('quote_data_created_by_idx').on(t.createdBy), uniqueIndex('quote_data_code_date_uq').on(t.quoteCodeId, t.date)],
);

/** Every change to a price (who, old, new, when): written in the same transaction as the change. */
export const quoteDataChanges = pgTable(
  'quote_data_changes',
  {
    id: serial('id').primaryKey(),
    quoteCodeId: cascadeRef('quote_code_id', () => quoteCodes.id),
    date: date('date', { mode: 'string' }).notNull(),
    oldDate: date('old_date', { mode: 'string' }),
    oldPrice: numeric('old_price', { precision: 14, scale: 2, mode: 'number' }),
    newPrice: numeric('new_price', { precision: 14, scale: 2, mode: 'number' }),
    action: varchar('action', { length: 8 }).notNull(),
    uid: integer('uid').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('quote_data_changes_code_idx').on(t.quoteCodeId, t.id), index('quote_data_changes_uid_idx').on(t.uid)],
);

/** A published statistical table: series (its columns) by period (its rows), drawn as a chart. */
export const statistics = pgTable(
  'statistics',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    title: varchar('title', { length: 100 }).notNull(),
    enTitle: varchar('en_title', { length: 200 }).notNull().default(''),
    source: varchar('source', { length: 100 }).notNull().default(''),
    enSource: varchar('en_source', { length: 200 }).notNull().default(''),
    valueUnit: varchar('value_unit', { length: 20 }).notNull(),
    enValueUnit: varchar('en_value_unit', { length: 40 }).notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    enDescription: varchar('en_description', { length: 1000 }).notNull().default(''),
    period: varchar('period', { length: 8 }).$type<'year' | 'quarter' | 'month'>().notNull(),
    chart: varchar('chart', { length: 8 }).$type<'line' | 'bar' | 'table'>().notNull(),
    visibility: varchar('visibility', { length: 8 }).$type<'public' | 'secret'>().notNull(),
    onHome: boolean('on_home').notNull().default(false),
    series: jsonb('series').$type<{ name: string; en_name: string }[]>().notNull(),
    /** Oldest first, each with one value (or null) per series. */
    periods: jsonb('periods').$type<{ period: string; values: (number | null)[] }[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('statistics_uid_idx').on(t.uid, t.updatedAt), index('statistics_home_idx').on(t.onHome, t.updatedAt)],
);

/** Data items (数据指标): a creator's indicators, each a time series (`data_item_values`). */
export const dataItems = pgTable(
  'data_items',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    name: varchar('name', { length: 60 }).notNull(),
    enName: varchar('en_name', { length: 120 }).notNull().default(''),
    valueUnit: varchar('value_unit', { length: 20 }).notNull(),
    enValueUnit: varchar('en_value_unit', { length: 40 }).notNull().default(''),
    frequency: varchar('frequency', { length: 8 }).$type<'day' | 'month' | 'quarter' | 'year'>().notNull(),
    source: varchar('source', { length: 100 }).notNull().default(''),
    enSource: varchar('en_source', { length: 200 }).notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    enDescription: varchar('en_description', { length: 1000 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('data_items_uid_idx').on(t.uid, t.updatedAt)],
);

/** One value of a data item per period ('2024-01-15', '2024-01', '2024Q1' or '2024', as its frequency says). */
export const dataItemValues = pgTable(
  'data_item_values',
  {
    itemId: cascadeRef('item_id', () => dataItems.id),
    period: varchar('period', { length: 10 }).notNull(),
    value: numeric('value', { precision: 20, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('data_item_values_period_idx').on(t.itemId, t.period)],
);
