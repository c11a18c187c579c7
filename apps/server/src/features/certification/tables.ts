// Tables of the certification feature (the drizzle schema is their sum: src/db/schema.ts).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from '../../db/columns.ts';
import { users } from '../user/tables.ts';

/**
 * Applications to be verified. At most one waits per member (a partial unique index); the
 * documents are keys in the private file store (or `demo:<name>` for the demo's, drawn on read).
 */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    /** 1 expert, 2 organisation. */
    type: smallint('type').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    organisation: varchar('organisation', { length: 100 }).notNull().default(''),
    title: varchar('title', { length: 50 }).notNull().default(''),
    reason: varchar('reason', { length: 40 }).notNull(),
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    /** 0 waiting, 1 approved, 2 rejected. */
    status: smallint('status').notNull().default(0),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('certifications_uid_idx').on(t.uid, t.id),
    index('certifications_status_idx').on(t.status, t.id),
    index('certifications_decided_by_idx').on(t.decidedBy),
    uniqueIndex('certifications_waiting_uq')
      .on(t.uid)
      .where(sql`${t.status} = 0`),
  ],
);

/** Documents uploaded for an application: whose they are, so an application takes only its member's. */
export const certificationFiles = pgTable(
  'certification_files',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('certification_files_uid_idx').on(t.uid)],
);
