// Tables of the document feature (the drizzle schema is their sum: src/db/schema.ts).
import { bigint, date, index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../user/tables.ts';

/** Research reports (研究报告): a creator's PDF with a bilingual title and abstract, previews made in the background. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    title: varchar('title', { length: 100 }).notNull(),
    enTitle: varchar('en_title', { length: 200 }).notNull().default(''),
    summary: varchar('summary', { length: 2000 }).notNull().default(''),
    enSummary: varchar('en_summary', { length: 4000 }).notNull().default(''),
    source: varchar('source', { length: 60 }).notNull(),
    enSource: varchar('en_source', { length: 120 }).notNull().default(''),
    /** The topics (DocumentTag), at most four. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The report's own date (when its publisher issued it). */
    date: date('date', { mode: 'string' }).notNull(),
    /** The PDF in the private store ('demo:<name>' for a demo report drawn on request). */
    file: varchar('file', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull().default(''),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    /** The creator's cover; '' when the first page stands in. */
    ownCover: varchar('own_cover', { length: 500 }).notNull().default(''),
    /** Pictures of the first pages (public URLs), made by the previews job. */
    previews: jsonb('previews').$type<string[]>().notNull().default([]),
    pages: integer('pages').notNull().default(0),
    /** 0 being made, 1 ready, 2 could not be made from this file. */
    previewStatus: integer('preview_status').notNull().default(0),
    /** 1 published, 0 kept to its creator. */
    status: integer('status').notNull().default(0),
    downloadAmount: integer('download_amount').notNull().default(0),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('documents_uid_idx').on(t.uid, t.updatedAt), index('documents_live_idx').on(t.status, t.date)],
);

/** Who downloaded which report, when: the count's ledger. */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    id: serial('id').primaryKey(),
    documentId: cascadeRef('document_id', () => documents.id),
    uid: cascadeRef('uid', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('document_downloads_document_idx').on(t.documentId, t.createdAt), index('document_downloads_uid_idx').on(t.uid)],
);

/** Who uploaded each PDF of the private store: a report may only take its own creator's upload. */
export const documentFiles = pgTable(
  'document_files',
  {
    file: varchar('file', { length: 200 }).primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('document_files_uid_idx').on(t.uid)],
);
