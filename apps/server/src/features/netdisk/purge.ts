// Deleting for good: a creator emptying the bin, and the hourly job that empties what has been in
// the bin for 30 days and drops uploads left unfinished for a day.
import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { Deps } from '../../deps.ts';
import { BIN_DAYS } from './disk.ts';
import { netdiskFiles, netdiskFolders, netdiskUploads } from './tables.ts';

/** Where an upload's bytes gather until it is whole. */
export const partsDir = (dataDir: string): string => path.join(dataDir, 'netdisk-parts');
export const partPath = (dataDir: string, id: string): string => path.join(partsDir(dataDir), id);

/** Hours an unfinished upload is kept. */
const UNFINISHED_HOURS = 24;

/**
 * Deletes these folders (with everything below them) and files, their share links with them, and
 * answers the store keys of the bytes to remove once the transaction has committed.
 */
export async function purgeItems(tx: Tx, folderIds: readonly number[], fileIds: readonly number[]): Promise<string[]> {
  if (folderIds.length === 0 && fileIds.length === 0) return [];
  const below = folderIds.length
    ? await tx.execute<{ key: string }>(sql`
        WITH RECURSIVE down AS (
          SELECT id, 0 AS depth FROM ${netdiskFolders} WHERE id IN ${folderIds}
          UNION ALL
          SELECT f.id, down.depth + 1 FROM ${netdiskFolders} AS f JOIN down ON f.parent_id = down.id WHERE down.depth < 64
        )
        SELECT key FROM ${netdiskFiles} WHERE folder_id IN (SELECT id FROM down)`)
    : { rows: [] };
  const direct = fileIds.length
    ? await tx
        .select({ key: netdiskFiles.key })
        .from(netdiskFiles)
        .where(inArray(netdiskFiles.id, [...fileIds]))
    : [];
  if (fileIds.length) await tx.delete(netdiskFiles).where(inArray(netdiskFiles.id, [...fileIds]));
  // The folders' own rows take their folders, files and links with them (ON DELETE CASCADE).
  if (folderIds.length) await tx.delete(netdiskFolders).where(inArray(netdiskFolders.id, [...folderIds]));
  return [...below.rows, ...direct].map((r) => r.key).filter((key) => !key.startsWith('demo:'));
}

/** The hourly clean-up; answers how many items and uploads went. */
export async function purgeExpired(deps: Pick<Deps, 'db' | 'privateFiles' | 'config'>): Promise<{ items: number; uploads: number }> {
  const cutoff = new Date(Date.now() - BIN_DAYS * 86_400_000);
  const { keys, items } = await deps.db.transaction(async (tx) => {
    const [folders, files] = await Promise.all([
      tx.select({ id: netdiskFolders.id }).from(netdiskFolders).where(lt(netdiskFolders.deletedAt, cutoff)).limit(1000),
      tx.select({ id: netdiskFiles.id }).from(netdiskFiles).where(lt(netdiskFiles.deletedAt, cutoff)).limit(1000),
    ]);
    const keys = await purgeItems(
      tx,
      folders.map((f) => f.id),
      files.map((f) => f.id),
    );
    return { keys, items: folders.length + files.length };
  });
  for (const key of keys) await deps.privateFiles.remove(key).catch(() => undefined);
  const stale = await deps.db
    .delete(netdiskUploads)
    .where(lt(netdiskUploads.updatedAt, new Date(Date.now() - UNFINISHED_HOURS * 3_600_000)))
    .returning({ id: netdiskUploads.id });
  for (const { id } of stale) await fs.rm(partPath(deps.config.dataDir, id), { force: true });
  return { items, uploads: stale.length };
}
