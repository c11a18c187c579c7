// What every netdisk operation shares: the creator's lock, where a folder is, names, the quota's
// use, and how an entry is shown.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import { AppError, Code } from '../../http/errors.ts';
import { netdiskFiles, netdiskFolders, netdiskShares, netdiskUploads } from './tables.ts';

export type NetdiskEntry = components['schemas']['NetdiskEntry'];
export type FolderRow = typeof netdiskFolders.$inferSelect;
export type FileRow = typeof netdiskFiles.$inferSelect;

/** The first key of the advisory lock on one creator's disk (the second is their id). */
const DISK_LOCK = 7401;
/** How deep folders may go. */
export const MAX_DEPTH = 16;
/** Days the bin keeps what was deleted. */
export const BIN_DAYS = 30;

/**
 * Holds the creator's disk until the transaction ends: their writes run one after another, so two
 * at once cannot both take a name, both pass the quota, or move two folders into each other.
 * Other creators are not held up.
 */
export async function lockDisk(tx: Tx, uid: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${DISK_LOCK}::int, ${uid}::int)`);
}

/** A folder id of the contract (0 the top) as the tables keep it (null the top). */
export const folderKey = (id: number): number | null => (id === 0 ? null : id);

/** The place of a folder or file in the tables: the same parent (null the top). */
export const inFolder = (column: typeof netdiskFolders.parentId | typeof netdiskFiles.folderId, id: number | null): SQL =>
  id === null ? isNull(column) : eq(column, id);

interface ChainRow extends Record<string, unknown> {
  id: number;
  parent_id: number | null;
  name: string;
  deleted: boolean;
  depth: number;
}

/**
 * The folders from the top down to this one, when it is the creator's and neither it nor a folder
 * above it is in the bin; null otherwise (another creator's looks the same as none).
 */
export async function liveChain(db: Db | Tx, uid: number, folderId: number): Promise<{ id: number; name: string }[] | null> {
  const result = await db.execute<ChainRow>(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, name, deleted_at IS NOT NULL AS deleted, 0 AS depth
        FROM ${netdiskFolders} WHERE id = ${folderId} AND uid = ${uid}
      UNION ALL
      SELECT f.id, f.parent_id, f.name, f.deleted_at IS NOT NULL, up.depth + 1
        FROM ${netdiskFolders} AS f JOIN up ON f.id = up.parent_id
       WHERE up.depth < 64
    )
    SELECT * FROM up ORDER BY depth DESC`);
  const rows = result.rows;
  if (rows.length === 0 || rows.some((r) => r.deleted) || rows[0]?.parent_id !== null) return null;
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

/** The open folder's chain (empty at the top), or 40004. */
export async function folderChain(db: Db | Tx, uid: number, folderId: number): Promise<{ id: number; name: string }[]> {
  if (folderId === 0) return [];
  const chain = await liveChain(db, uid, folderId);
  if (!chain) throw new AppError(Code.NotFound, 'netdisk_folder_not_found');
  return chain;
}

/** How many levels the folders below this one go (0 when it has none). */
export async function heightBelow(db: Db | Tx, folderId: number): Promise<number> {
  const result = await db.execute<{ h: number }>(sql`
    WITH RECURSIVE down AS (
      SELECT id, 0 AS depth FROM ${netdiskFolders} WHERE id = ${folderId}
      UNION ALL
      SELECT f.id, down.depth + 1 FROM ${netdiskFolders} AS f JOIN down ON f.parent_id = down.id WHERE down.depth < 64
    )
    SELECT max(depth)::int AS h FROM down`);
  return result.rows[0]?.h ?? 0;
}

/** Whether `candidate` is `folderId` or a folder below it. */
export async function isWithin(db: Db | Tx, candidate: number, folderId: number): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, 0 AS depth FROM ${netdiskFolders} WHERE id = ${candidate}
      UNION ALL
      SELECT f.id, f.parent_id, up.depth + 1 FROM ${netdiskFolders} AS f JOIN up ON f.id = up.parent_id WHERE up.depth < 64
    )
    SELECT count(*)::int AS n FROM up WHERE id = ${folderId}`);
  return (result.rows[0]?.n ?? 0) > 0;
}

/** Whether a name is taken in a place by a folder or file not in the bin (case does not count). */
export async function nameTaken(
  tx: Db | Tx,
  uid: number,
  folder: number | null,
  name: string,
  except?: { kind: 'folder' | 'file'; id: number },
): Promise<boolean> {
  const lower = name.toLowerCase();
  const [folders, files] = await Promise.all([
    tx
      .select({ id: netdiskFolders.id })
      .from(netdiskFolders)
      .where(
        and(
          eq(netdiskFolders.uid, uid),
          inFolder(netdiskFolders.parentId, folder),
          isNull(netdiskFolders.deletedAt),
          sql`lower(${netdiskFolders.name}) = ${lower}`,
        ),
      ),
    tx
      .select({ id: netdiskFiles.id })
      .from(netdiskFiles)
      .where(
        and(
          eq(netdiskFiles.uid, uid),
          inFolder(netdiskFiles.folderId, folder),
          isNull(netdiskFiles.deletedAt),
          sql`lower(${netdiskFiles.name}) = ${lower}`,
        ),
      ),
  ]);
  const others = (rows: { id: number }[], kind: 'folder' | 'file') => rows.filter((r) => !(except?.kind === kind && except.id === r.id));
  return others(folders, 'folder').length + others(files, 'file').length > 0;
}

/** A name free in that place: the name itself, else "name (2).ext", "name (3).ext" … */
export async function freeName(tx: Tx, uid: number, folder: number | null, name: string, kind: 'folder' | 'file'): Promise<string> {
  if (!(await nameTaken(tx, uid, folder, name))) return name;
  const dot = kind === 'file' ? name.lastIndexOf('.') : -1;
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  for (let n = 2; n < 1000; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${stem.slice(0, 120 - suffix.length - ext.length)}${suffix}${ext}`;
    if (!(await nameTaken(tx, uid, folder, candidate))) return candidate;
  }
  throw new AppError(Code.Conflict, 'netdisk_name_taken');
}

/** Bytes the creator keeps: every file (the bin's too, until it is emptied) and unfinished uploads. */
export async function usedBytes(db: Db | Tx, uid: number): Promise<number> {
  const result = await db.execute<{ used: string }>(sql`
    SELECT (COALESCE((SELECT sum(size) FROM ${netdiskFiles} WHERE uid = ${uid}), 0)
          + COALESCE((SELECT sum(size) FROM ${netdiskUploads} WHERE uid = ${uid}), 0))::text AS used`);
  return Number(result.rows[0]?.used ?? 0);
}

/** '1.2 GB', '512 KB': sizes in messages. */
export function bytesText(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

export function folderEntry(row: FolderRow): NetdiskEntry {
  return { kind: 'folder', id: row.id, name: row.name, size: 0, mime: '', updated_at: row.updatedAt.toISOString(), shares: 0 };
}

export function fileEntry(row: FileRow, shares = 0): NetdiskEntry {
  return { kind: 'file', id: row.id, name: row.name, size: row.size, mime: row.mime, updated_at: row.updatedAt.toISOString(), shares };
}

/** A share link that still lets people download (its file's place is checked apart). */
export const workingShare = and(
  isNull(netdiskShares.revokedAt),
  sql`(${netdiskShares.expiresAt} IS NULL OR ${netdiskShares.expiresAt} > now())`,
  sql`(${netdiskShares.maxDownloads} = 0 OR ${netdiskShares.downloads} < ${netdiskShares.maxDownloads})`,
);

/** Whether a file is reachable: the creator's, not in the bin, and no folder above it in the bin. */
export async function fileIsLive(db: Db | Tx, file: FileRow): Promise<boolean> {
  if (file.deletedAt) return false;
  if (file.folderId === null) return true;
  return (await liveChain(db, file.uid, file.folderId)) !== null;
}
