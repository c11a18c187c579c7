// Tables of the data-set feature (the drizzle schema is their sum: src/db/schema.ts).
import { bigint, boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from '../../db/columns.ts';
import { users } from '../user/tables.ts';

export type DataSetLicence = 'cc-by-4.0' | 'cc-by-nc-4.0' | 'cc0-1.0' | 'proprietary';
export type DataSetFormat = 'csv' | 'tsv' | 'json' | 'xlsx' | 'zip' | 'pdf';
export interface DataSetColumn {
  name: string;
  en_name: string;
  type: 'text' | 'number' | 'date';
  description: string;
}

/** Data sets (数据集): a creator's downloadable data, described once; its files come in versions. */
export const dataSets = pgTable(
  'data_sets',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    title: varchar('title', { length: 100 }).notNull(),
    enTitle: varchar('en_title', { length: 200 }).notNull().default(''),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    enDescription: varchar('en_description', { length: 4000 }).notNull().default(''),
    licence: varchar('licence', { length: 16 }).$type<DataSetLicence>().notNull(),
    access: varchar('access', { length: 8 }).$type<'public' | 'members'>().notNull(),
    columns: jsonb('columns').$type<DataSetColumn[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    /** The current version; 0 before the first file. */
    version: integer('version').notNull().default(0),
    downloadAmount: integer('download_amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('data_sets_uid_idx').on(t.uid, t.updatedAt), index('data_sets_live_idx').on(t.published, t.updatedAt)],
);

/** Every file ever uploaded to a data set (in the private store); versions name which they hold. */
export const dataSetFiles = pgTable(
  'data_set_files',
  {
    id: serial('id').primaryKey(),
    setId: cascadeRef('set_id', () => dataSets.id),
    /** The private store's key ('demo:<name>' for a demo file made on request). */
    file: varchar('file', { length: 200 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    format: varchar('format', { length: 8 }).$type<DataSetFormat>().notNull(),
    downloadAmount: integer('download_amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('data_set_files_set_idx').on(t.setId)],
);

/** A data set's versions: which files each holds, and how it came from the one before. */
export const dataSetVersions = pgTable(
  'data_set_versions',
  {
    id: serial('id').primaryKey(),
    setId: cascadeRef('set_id', () => dataSets.id),
    version: integer('version').notNull(),
    mode: varchar('mode', { length: 8 }).$type<'first' | 'append' | 'replace'>().notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    /** The files' ids, in the order shown. */
    fileIds: jsonb('file_ids').$type<number[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('data_set_versions_set_version_idx').on(t.setId, t.version)],
);

/** Who downloaded which file, when (uid null for a visitor): the counts' ledger. */
export const dataSetDownloads = pgTable(
  'data_set_downloads',
  {
    id: serial('id').primaryKey(),
    setId: cascadeRef('set_id', () => dataSets.id),
    fileId: cascadeRef('file_id', () => dataSetFiles.id),
    uid: integer('uid').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_set_downloads_set_idx').on(t.setId, t.createdAt),
    index('data_set_downloads_file_idx').on(t.fileId),
    index('data_set_downloads_uid_idx').on(t.uid),
  ],
);
