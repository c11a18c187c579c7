// Tables of the media feature (the drizzle schema is their sum: src/db/schema.ts).
import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../user/tables.ts';

/** A speaker of a live stream, in both languages. */
export interface SpeakerRow {
  name: string;
  enName: string;
  title: string;
  enTitle: string;
  avatar: string;
}

/** Live streams (直播): scheduled by admins; their status comes from the start and end times. */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 80 }).notNull(),
    enTitle: varchar('en_title', { length: 160 }).notNull().default(''),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    enSummary: varchar('en_summary', { length: 600 }).notNull().default(''),
    content: varchar('content', { length: 5000 }).notNull().default(''),
    enContent: varchar('en_content', { length: 10000 }).notNull().default(''),
    cover: varchar('cover', { length: 500 }).notNull().default(''),
    host: varchar('host', { length: 60 }).notNull().default(''),
    enHost: varchar('en_host', { length: 120 }).notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    /** hls | mp4 | embed */
    sourceType: varchar('source_type', { length: 8 }).notNull(),
    sourceUrl: varchar('source_url', { length: 1000 }).notNull().default(''),
    replayUrl: varchar('replay_url', { length: 1000 }).notNull().default(''),
    speakers: jsonb('speakers').$type<SpeakerRow[]>().notNull().default([]),
    /** Related articles, in order. */
    articleIds: jsonb('article_ids').$type<number[]>().notNull().default([]),
    /** 1 shown to the public, 0 kept to the admins. */
    isPublic: integer('is_public').notNull().default(1),
    remindAmount: integer('remind_amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('broadcasts_start_idx').on(t.isPublic, t.startTime), index('broadcasts_end_idx').on(t.isPublic, t.endTime)],
);

/** A member waiting for a stream's start; `notified_at` is set when the notification went out. */
export const broadcastReminders = pgTable(
  'broadcast_reminders',
  {
    broadcastId: cascadeRef('broadcast_id', () => broadcasts.id),
    uid: cascadeRef('uid', () => users.id),
    /** The language of the notification: the request's when the member asked. */
    lang: varchar('lang', { length: 2 }).notNull().default('zh'),
    notifiedAt: at('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.uid] }), index('broadcast_reminders_uid_idx').on(t.uid)],
);

/** Videos (视频): a recording to watch at any time, its source as a live stream's. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 80 }).notNull(),
    enTitle: varchar('en_title', { length: 160 }).notNull().default(''),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    enSummary: varchar('en_summary', { length: 600 }).notNull().default(''),
    content: varchar('content', { length: 5000 }).notNull().default(''),
    enContent: varchar('en_content', { length: 10000 }).notNull().default(''),
    cover: varchar('cover', { length: 500 }).notNull().default(''),
    /** Seconds; 0 when not known. */
    duration: integer('duration').notNull().default(0),
    /** hls | mp4 | embed */
    sourceType: varchar('source_type', { length: 8 }).notNull(),
    sourceUrl: varchar('source_url', { length: 1000 }).notNull(),
    isPublic: integer('is_public').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('videos_public_idx').on(t.isPublic, t.publishedAt)],
);

/** Series (系列): an ordered run of videos and articles. */
export const series = pgTable('series', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 80 }).notNull(),
  enTitle: varchar('en_title', { length: 160 }).notNull().default(''),
  summary: varchar('summary', { length: 300 }).notNull().default(''),
  enSummary: varchar('en_summary', { length: 600 }).notNull().default(''),
  cover: varchar('cover', { length: 500 }).notNull().default(''),
  isPublic: integer('is_public').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A series' entries in order: a video or an article (`ref_id` is the one of its kind). */
export const seriesEntries = pgTable(
  'series_entries',
  {
    seriesId: cascadeRef('series_id', () => series.id),
    position: integer('position').notNull(),
    /** video | article */
    kind: varchar('kind', { length: 8 }).notNull(),
    refId: integer('ref_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.kind, t.refId] }), index('series_entries_ref_idx').on(t.kind, t.refId)],
);

/** A member's finished entries of a series. */
export const seriesProgress = pgTable(
  'series_progress',
  {
    uid: cascadeRef('uid', () => users.id),
    seriesId: cascadeRef('series_id', () => series.id),
    kind: varchar('kind', { length: 8 }).notNull(),
    refId: integer('ref_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.seriesId, t.kind, t.refId] }), index('series_progress_series_idx').on(t.seriesId)],
);
