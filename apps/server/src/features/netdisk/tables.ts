// Tables of the netdisk feature (the drizzle schema is their sum: src/db/schema.ts).
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../user/tables.ts';

/**
 * A creator's folders. `deleted_at` puts a folder in the bin; what is inside stays as it was and is
 * reached again when the folder is restored. A folder purged takes its folders and files with it.
 */
export const netdiskFolders = pgTable(
  'netdisk_folders',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    /** null at the top. */
    parentId: integer('parent_id').references((): AnyPgColumn => netdiskFolders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('netdisk_folders_place_idx').on(t.parentId, t.uid),
    // One name per place among what is not in the bin (files are checked beside, under the creator's lock).
    uniqueIndex('netdisk_folders_name_idx')
      .on(t.uid, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A creator's files: the bytes live in the private store under `key`. */
export const netdiskFiles = pgTable(
  'netdisk_files',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    folderId: integer('folder_id').references(() => netdiskFolders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The type found in the content ('application/octet-stream' when none is recognised). */
    mime: varchar('mime', { length: 100 }).notNull(),
    /** Where the bytes are in the private store ('demo:<name>' for a demo file drawn on request). */
    key: varchar('key', { length: 200 }).notNull(),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('netdisk_files_place_idx').on(t.folderId, t.uid),
    uniqueIndex('netdisk_files_name_idx')
      .on(t.uid, sql`coalesce(${t.folderId}, 0)`, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Uploads under way: the bytes so far are in a part file (DATA_DIR/netdisk-parts/<id>). */
export const netdiskUploads = pgTable(
  'netdisk_uploads',
  {
    id: varchar('id', { length: 22 }).primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    /** Where the file goes (0 the top); checked again when it is whole. */
    folderId: integer('folder_id').notNull().default(0),
    name: varchar('name', { length: 120 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('netdisk_uploads_uid_idx').on(t.uid, t.folderId)],
);

/** Share links to a file: expiry, password (argon2id) and download limit optional. */
export const netdiskShares = pgTable(
  'netdisk_shares',
  {
    id: serial('id').primaryKey(),
    uid: cascadeRef('uid', () => users.id),
    fileId: cascadeRef('file_id', () => netdiskFiles.id),
    token: varchar('token', { length: 64 }).notNull(),
    /** '' without a password. */
    passwordHash: varchar('password_hash', { length: 200 }).notNull().default(''),
    expiresAt: at('expires_at'),
    /** 0: no limit. */
    maxDownloads: integer('max_downloads').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('netdisk_shares_token_idx').on(t.token),
    index('netdisk_shares_uid_idx').on(t.uid, t.createdAt),
    index('netdisk_shares_file_idx').on(t.fileId),
  ],
);
