// Tables of the events feature (the drizzle schema is their sum: src/db/schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt } from '../../db/columns.ts';
import { users } from '../user/tables.ts';

export interface SponsorJson {
  name: string;
  en_name?: string;
  logo: string;
  url?: string;
}

export interface AgendaJson {
  date: string;
  title: string;
  en_title?: string;
}

export const events = pgTable('events', {
  id: integer('id').primaryKey(),
  year: integer('year').notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  enName: varchar('en_name', { length: 200 }).notNull().default(''),
  city: varchar('city', { length: 50 }).notNull().default(''),
  enCity: varchar('en_city', { length: 100 }).notNull().default(''),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  isCurrent: boolean('is_current').notNull().default(false),
  createdAt: createdAt(),
});

export const eventsGuestGroups = pgTable(
  'events_guest_groups',
  {
    id: serial('id').primaryKey(),
    eventsId: cascadeRef('events_id', () => events.id),
    name: varchar('name', { length: 50 }).notNull(),
    enName: varchar('en_name', { length: 100 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('events_guest_groups_events_idx').on(t.eventsId, t.sort)],
);

export const eventsGuests = pgTable(
  'events_guests',
  {
    id: serial('id').primaryKey(),
    eventsId: cascadeRef('events_id', () => events.id),
    groupId: cascadeRef('group_id', () => eventsGuestGroups.id),
    nickname: varchar('nickname', { length: 50 }).notNull(),
    enName: varchar('en_name', { length: 100 }).notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    company: varchar('company', { length: 100 }).notNull().default(''),
    enCompany: varchar('en_company', { length: 200 }).notNull().default(''),
    position: varchar('position', { length: 100 }).notNull().default(''),
    enPosition: varchar('en_position', { length: 200 }).notNull().default(''),
    brief: varchar('brief', { length: 300 }).notNull().default(''),
    enBrief: varchar('en_brief', { length: 600 }).notNull().default(''),
    content: text('content').notNull().default(''),
    enContent: text('en_content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('events_guests_group_id_idx').on(t.groupId), index('events_guests_events_idx').on(t.eventsId, t.groupId, t.sort)],
);

/** Sponsors of an edition, by tier (title, platinum, gold, silver, partner, media). */
export const eventsSponsors = pgTable(
  'events_sponsors',
  {
    id: serial('id').primaryKey(),
    eventsId: cascadeRef('events_id', () => events.id),
    /** title | platinum | gold | silver | partner | media */
    tier: varchar('tier', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    enName: varchar('en_name', { length: 200 }).notNull().default(''),
    logo: text('logo').notNull().default(''),
    url: text('url').notNull().default(''),
    description: text('description').notNull().default(''),
    enDescription: text('en_description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('events_sponsors_events_idx').on(t.eventsId, t.sort),
    check('events_sponsors_tier_ck', sql`${t.tier} IN ('title', 'platinum', 'gold', 'silver', 'partner', 'media')`),
  ],
);

/** One session of an edition's agenda: a day, a time, a room, speakers (below). */
export const eventsAgendaSessions = pgTable(
  'events_agenda_sessions',
  {
    id: serial('id').primaryKey(),
    eventsId: cascadeRef('events_id', () => events.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    enTitle: varchar('en_title', { length: 300 }).notNull().default(''),
    room: varchar('room', { length: 100 }).notNull().default(''),
    enRoom: varchar('en_room', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    enDescription: text('en_description').notNull().default(''),
  },
  (t) => [
    index('events_agenda_sessions_events_idx').on(t.eventsId, t.startsAt),
    check('events_agenda_sessions_time_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const eventsAgendaSpeakers = pgTable(
  'events_agenda_speakers',
  {
    sessionId: cascadeRef('session_id', () => eventsAgendaSessions.id),
    guestId: cascadeRef('guest_id', () => eventsGuests.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('events_agenda_speakers_guest_id_idx').on(t.guestId), primaryKey({ columns: [t.sessionId, t.guestId] })],
);

/** Photos of an edition's album. */
export const eventsPhotos = pgTable(
  'events_photos',
  {
    id: serial('id').primaryKey(),
    eventsId: cascadeRef('events_id', () => events.id),
    url: text('url').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    caption: varchar('caption', { length: 200 }).notNull().default(''),
    enCaption: varchar('en_caption', { length: 300 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('events_photos_events_idx').on(t.eventsId, t.sort)],
);

/** Reports (press, summaries) of an edition. Content is sanitised HTML. */
export const eventsReports = pgTable(
  'events_reports',
  {
    id: serial('id').primaryKey(),
    eventsId: cascadeRef('events_id', () => events.id),
    title: varchar('title', { length: 200 }).notNull(),
    enTitle: varchar('en_title', { length: 300 }).notNull().default(''),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    enSummary: varchar('en_summary', { length: 800 }).notNull().default(''),
    cover: text('cover').notNull().default(''),
    content: text('content').notNull().default(''),
    enContent: text('en_content').notNull().default(''),
    source: varchar('source', { length: 100 }).notNull().default(''),
    enSource: varchar('en_source', { length: 200 }).notNull().default(''),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [index('events_reports_events_idx').on(t.eventsId, t.publishedAt)],
);

/** Comments on an edition: members write, everyone reads, the author or an admin deletes. */
export const eventsComments = pgTable(
  'events_comments',
  {
    id: serial('id').primaryKey(),
    eventsId: cascadeRef('events_id', () => events.id),
    uid: cascadeRef('uid', () => users.id),
    content: varchar('content', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_comments_uid_idx').on(t.uid), index('events_comments_events_idx').on(t.eventsId, t.createdAt)],
);
