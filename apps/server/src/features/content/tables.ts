// Tables of the content feature (the drizzle schema is their sum: src/db/schema.ts).
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import type { AgendaJson, SponsorJson } from '../events/tables.ts';

export const competitions = pgTable('competitions', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  enTitle: varchar('en_title', { length: 200 }).notNull().default(''),
  banner: text('banner').notNull().default(''),
  sponsor: jsonb('sponsor').$type<SponsorJson>().notNull(),
  extraSponsor: jsonb('extra_sponsor').$type<SponsorJson[]>().notNull().default([]),
  reviewRule: text('review_rule').notNull().default(''),
  decorateMode: integer('decorate_mode').notNull().default(1),
  agenda: jsonb('agenda').$type<AgendaJson[]>().notNull().default([]),
  content: text('content').notNull().default(''),
  startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
  worksAmount: integer('works_amount').notNull().default(0),
  createdAt: createdAt(),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull().default(''),
    enTitle: varchar('en_title', { length: 200 }).notNull().default(''),
    pic: text('pic').notNull(),
    urlWeb: text('url_web').notNull().default(''),
    position: varchar('position', { length: 16 }).notNull().default('index'),
    platform: varchar('platform', { length: 8 }).notNull().default('web'),
    type: varchar('type', { length: 16 }).notNull().default('banner'),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('banners_position_idx').on(t.position, t.platform, t.type, t.sort)],
);

export const webSettings = pgTable('web_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
});
