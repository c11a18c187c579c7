import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Tx } from '../../db/index.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { paging } from '../../http/paging.ts';
import type { PartialHandlers } from '../../http/types.ts';
import {
  BIN_DAYS,
  fileEntry,
  fileIsLive,
  folderChain,
  folderEntry,
  folderKey,
  freeName,
  heightBelow,
  isWithin,
  liveChain,
  lockDisk,
  MAX_DEPTH,
  nameTaken,
  usedBytes,
  type NetdiskEntry,
} from './disk.ts';
import { purgeItems } from './purge.ts';
import { netdiskFiles, netdiskFolders } from './tables.ts';

type NetdiskItem = components['schemas']['NetdiskItem'];
type NetdiskBinEntry = components['schemas']['NetdiskBinEntry'];

/** A name of only dots would read as a path, not a name. */
function checkName(name: string): string {
  if (/^\.+$/.test(name)) badField('name', 'field_format');
  return name;
}

interface ListRow extends Record<string, unknown> {
  kind: 'folder' | 'file';
  id: number;
  name: string;
  size: string;
  mime: string;
  updated_at: Date | string;
  shares: number;
}

interface BinRow extends ListRow {
  deleted_at: Date | string;
  place: string | null;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

const entryOf = (r: ListRow): NetdiskEntry => ({
  kind: r.kind,
  id: r.id,
  name: r.name,
  size: Number(r.size),
  mime: r.mime,
  updated_at: iso(r.updated_at),
  shares: r.shares,
});

/** Items of one kind, their ids. */
const idsOf = (items: readonly NetdiskItem[], kind: 'folder' | 'file'): number[] => [
  ...new Set(items.filter((i) => i.kind === kind).map((i) => i.id)),
];

/** The creator's rows of these items, in the bin or not as asked; one missing is 40004 and nothing changes. */
async function ownItems(tx: Tx, uid: number, items: readonly NetdiskItem[], inBin: boolean) {
  const folderIds = idsOf(items, 'folder');
  const fileIds = idsOf(items, 'file');
  const binned = (column: typeof netdiskFolders.deletedAt | typeof netdiskFiles.deletedAt) => (inBin ? isNotNull(column) : isNull(column));
  const [folders, files] = await Promise.all([
    folderIds.length
      ? tx
          .select()
          .from(netdiskFolders)
          .where(and(eq(netdiskFolders.uid, uid), inArray(netdiskFolders.id, folderIds), binned(netdiskFolders.deletedAt)))
      : [],
    fileIds.length
      ? tx
          .select()
          .from(netdiskFiles)
          .where(and(eq(netdiskFiles.uid, uid), inArray(netdiskFiles.id, fileIds), binned(netdiskFiles.deletedAt)))
      : [],
  ]);
  if (folders.length !== folderIds.length || files.length !== fileIds.length) throw new AppError(Code.NotFound, 'netdisk_not_found');
  return { folders, files };
}

export const netdiskHandlers: PartialHandlers<
  | 'netdiskLists'
  | 'netdiskFolders'
  | 'netdiskFolderAdd'
  | 'netdiskRename'
  | 'netdiskMove'
  | 'netdiskDelete'
  | 'netdiskBin'
  | 'netdiskRestore'
  | 'netdiskPurge'
> = {
  async netdiskLists(ctx) {
    const me = ctx.me();
    const { db, config } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query, 50);
    const folderId = ctx.query.folder_id ?? 0;
    const path = await folderChain(db, me.id, folderId);
    const folder = folderKey(folderId);
    const parent = folder === null ? sql`parent_id IS NULL` : sql`parent_id = ${folder}`;
    const place = folder === null ? sql`f.folder_id IS NULL` : sql`f.folder_id = ${folder}`;
    const entries = sql`
      SELECT 'folder' AS kind, id, name, '0' AS size, '' AS mime, updated_at, 0 AS shares
        FROM ${netdiskFolders} WHERE uid = ${me.id} AND ${parent} AND deleted_at IS NULL
      UNION ALL
      SELECT 'file', f.id, f.name, f.size::text, f.mime, f.updated_at,
             (SELECT count(*)::int FROM netdisk_shares AS s
               WHERE s.file_id = f.id AND s.revoked_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > now())
                 AND (s.max_downloads = 0 OR s.downloads < s.max_downloads))
        FROM ${netdiskFiles} AS f WHERE f.uid = ${me.id} AND ${place} AND f.deleted_at IS NULL`;
    const [list, counted, used] = await Promise.all([
      db.execute<ListRow>(sql`SELECT * FROM (${entries}) AS e ORDER BY kind DESC, lower(name), id LIMIT ${rows} OFFSET ${offset}`),
      db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${entries}) AS e`),
      usedBytes(db, me.id),
    ]);
    return {
      path,
      list: list.rows.map(entryOf),
      total: counted.rows[0]?.n ?? 0,
      page,
      rows,
      used,
      quota: config.netdiskQuota,
    };
  },

  async netdiskFolders(ctx) {
    const me = ctx.me();
    // Folders in the bin, and every folder below one, are left out.
    const result = await ctx.deps.db.execute<{ id: number; parent_id: number | null; name: string }>(sql`
      WITH RECURSIVE live AS (
        SELECT id, parent_id, name, 0 AS depth FROM ${netdiskFolders}
         WHERE uid = ${me.id} AND parent_id IS NULL AND deleted_at IS NULL
        UNION ALL
        SELECT f.id, f.parent_id, f.name, live.depth + 1 FROM ${netdiskFolders} AS f
          JOIN live ON f.parent_id = live.id
         WHERE f.deleted_at IS NULL AND live.depth < 64
      )
      SELECT id, parent_id, name FROM live ORDER BY lower(name), id LIMIT 2000`);
    return result.rows.map((r) => ({ id: r.id, parent_id: r.parent_id ?? 0, name: r.name }));
  },

  async netdiskFolderAdd(ctx) {
    const me = ctx.me();
    const name = checkName(ctx.body.name);
    const row = await ctx.deps.db.transaction(async (tx) => {
      await lockDisk(tx, me.id);
      const path = await folderChain(tx, me.id, ctx.body.parent_id);
      if (path.length + 1 > MAX_DEPTH) throw new AppError(Code.BadInput, 'netdisk_too_deep', { limit: MAX_DEPTH });
      const parent = folderKey(ctx.body.parent_id);
      if (await nameTaken(tx, me.id, parent, name)) throw new AppError(Code.Conflict, 'netdisk_name_taken');
      const [added] = await tx.insert(netdiskFolders).values({ uid: me.id, parentId: parent, name }).returning();
      return added;
    });
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('netdisk_folder_added');
    return folderEntry(row);
  },

  async netdiskRename(ctx) {
    const me = ctx.me();
    const name = checkName(ctx.body.name);
    const { kind, id } = ctx.body;
    const entry = await ctx.deps.db.transaction(async (tx) => {
      await lockDisk(tx, me.id);
      const { folders, files } = await ownItems(tx, me.id, [{ kind, id }], false);
      const place = kind === 'folder' ? (folders[0]?.parentId ?? null) : (files[0]?.folderId ?? null);
      if (await nameTaken(tx, me.id, place, name, { kind, id })) throw new AppError(Code.Conflict, 'netdisk_name_taken');
      if (kind === 'folder') {
        const [row] = await tx.update(netdiskFolders).set({ name, updatedAt: new Date() }).where(eq(netdiskFolders.id, id)).returning();
        return row && folderEntry(row);
      }
      const [row] = await tx.update(netdiskFiles).set({ name, updatedAt: new Date() }).where(eq(netdiskFiles.id, id)).returning();
      return row && fileEntry(row);
    });
    if (!entry) throw new AppError(Code.NotFound, 'netdisk_not_found');
    ctx.say('netdisk_renamed');
    return entry;
  },

  async netdiskMove(ctx) {
    const me = ctx.me();
    const { items, folder_id: target } = ctx.body;
    await ctx.deps.db.transaction(async (tx) => {
      await lockDisk(tx, me.id);
      const path = await folderChain(tx, me.id, target);
      const to = folderKey(target);
      const { folders, files } = await ownItems(tx, me.id, items, false);
      // What is reached only through a folder in the bin is not movable (restore the folder instead).
      for (const f of folders) if (!(await liveChain(tx, me.id, f.id))) throw new AppError(Code.NotFound, 'netdisk_not_found');
      for (const f of files) if (!(await fileIsLive(tx, f))) throw new AppError(Code.NotFound, 'netdisk_not_found');
      const names = new Set<string>();
      for (const f of folders) {
        if (target !== 0 && (await isWithin(tx, target, f.id))) throw new AppError(Code.BadInput, 'netdisk_move_into_self');
        if (path.length + 1 + (await heightBelow(tx, f.id)) > MAX_DEPTH)
          throw new AppError(Code.BadInput, 'netdisk_too_deep', { limit: MAX_DEPTH });
      }
      const moving = [
        ...folders.filter((f) => f.parentId !== to).map((f) => ({ kind: 'folder' as const, id: f.id, name: f.name })),
        ...files.filter((f) => f.folderId !== to).map((f) => ({ kind: 'file' as const, id: f.id, name: f.name })),
      ];
      for (const m of moving) {
        const lower = m.name.toLowerCase();
        if (names.has(lower) || (await nameTaken(tx, me.id, to, m.name))) throw new AppError(Code.Conflict, 'netdisk_name_taken');
        names.add(lower);
      }
      const now = new Date();
      const folderIds = moving.filter((m) => m.kind === 'folder').map((m) => m.id);
      const fileIds = moving.filter((m) => m.kind === 'file').map((m) => m.id);
      if (folderIds.length)
        await tx.update(netdiskFolders).set({ parentId: to, updatedAt: now }).where(inArray(netdiskFolders.id, folderIds));
      if (fileIds.length) await tx.update(netdiskFiles).set({ folderId: to, updatedAt: now }).where(inArray(netdiskFiles.id, fileIds));
    });
    ctx.say('netdisk_moved');
    return null;
  },

  async netdiskDelete(ctx) {
    const me = ctx.me();
    await ctx.deps.db.transaction(async (tx) => {
      await lockDisk(tx, me.id);
      const { folders, files } = await ownItems(tx, me.id, ctx.body.items, false);
      const now = new Date();
      if (folders.length)
        await tx
          .update(netdiskFolders)
          .set({ deletedAt: now })
          .where(
            inArray(
              netdiskFolders.id,
              folders.map((f) => f.id),
            ),
          );
      if (files.length)
        await tx
          .update(netdiskFiles)
          .set({ deletedAt: now })
          .where(
            inArray(
              netdiskFiles.id,
              files.map((f) => f.id),
            ),
          );
    });
    ctx.say('netdisk_binned');
    return null;
  },

  async netdiskBin(ctx) {
    const me = ctx.me();
    const { db, config } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query, 50);
    const entries = sql`
      SELECT 'folder' AS kind, id, name, '0' AS size, '' AS mime, updated_at, 0 AS shares, deleted_at, parent_id AS place_id
        FROM ${netdiskFolders} WHERE uid = ${me.id} AND deleted_at IS NOT NULL
      UNION ALL
      SELECT 'file', id, name, size::text, mime, updated_at, 0, deleted_at, folder_id
        FROM ${netdiskFiles} WHERE uid = ${me.id} AND deleted_at IS NOT NULL`;
    const [list, counted, used] = await Promise.all([
      db.execute<BinRow>(sql`
        WITH RECURSIVE paths AS (
          SELECT id, name::text AS path, 0 AS depth FROM ${netdiskFolders} WHERE uid = ${me.id} AND parent_id IS NULL
          UNION ALL
          SELECT f.id, paths.path || ' / ' || f.name, paths.depth + 1 FROM ${netdiskFolders} AS f
            JOIN paths ON f.parent_id = paths.id WHERE paths.depth < 64
        )
        SELECT e.*, paths.path AS place FROM (${entries}) AS e LEFT JOIN paths ON paths.id = e.place_id
         ORDER BY e.deleted_at DESC, e.kind DESC, lower(e.name), e.id LIMIT ${rows} OFFSET ${offset}`),
      db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${entries}) AS e`),
      usedBytes(db, me.id),
    ]);
    const list2: NetdiskBinEntry[] = list.rows.map((r) => {
      const deleted = new Date(iso(r.deleted_at));
      return {
        ...entryOf(r),
        deleted_at: deleted.toISOString(),
        purge_at: new Date(deleted.getTime() + BIN_DAYS * 86_400_000).toISOString(),
        place: r.place ?? '',
      };
    });
    return { list: list2, total: counted.rows[0]?.n ?? 0, page, rows, used, quota: config.netdiskQuota };
  },

  async netdiskRestore(ctx) {
    const me = ctx.me();
    await ctx.deps.db.transaction(async (tx) => {
      await lockDisk(tx, me.id);
      const { folders, files } = await ownItems(tx, me.id, ctx.body.items, true);
      const now = new Date();
      // Folders first: a file restored with its folder goes back into it.
      for (const f of folders) {
        const back = f.parentId !== null && !(await liveChain(tx, me.id, f.parentId)) ? null : f.parentId;
        const name = await freeName(tx, me.id, back, f.name, 'folder');
        await tx.update(netdiskFolders).set({ deletedAt: null, parentId: back, name, updatedAt: now }).where(eq(netdiskFolders.id, f.id));
      }
      for (const f of files) {
        const back = f.folderId !== null && !(await liveChain(tx, me.id, f.folderId)) ? null : f.folderId;
        const name = await freeName(tx, me.id, back, f.name, 'file');
        await tx.update(netdiskFiles).set({ deletedAt: null, folderId: back, name, updatedAt: now }).where(eq(netdiskFiles.id, f.id));
      }
    });
    ctx.say('netdisk_restored');
    return null;
  },

  async netdiskPurge(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const keys = await db.transaction(async (tx) => {
      await lockDisk(tx, me.id);
      if (ctx.body.all) {
        const [folders, files] = await Promise.all([
          tx
            .select({ id: netdiskFolders.id })
            .from(netdiskFolders)
            .where(and(eq(netdiskFolders.uid, me.id), isNotNull(netdiskFolders.deletedAt))),
          tx
            .select({ id: netdiskFiles.id })
            .from(netdiskFiles)
            .where(and(eq(netdiskFiles.uid, me.id), isNotNull(netdiskFiles.deletedAt))),
        ]);
        return purgeItems(
          tx,
          folders.map((f) => f.id),
          files.map((f) => f.id),
        );
      }
      if (ctx.body.items.length === 0) badField('items', 'field_required');
      const { folders, files } = await ownItems(tx, me.id, ctx.body.items, true);
      return purgeItems(
        tx,
        folders.map((f) => f.id),
        files.map((f) => f.id),
      );
    });
    // The bytes go after the rows: a failure here leaves an orphan file, never a row without bytes.
    for (const key of keys) await ctx.deps.privateFiles.remove(key).catch(() => undefined);
    ctx.say('netdisk_purged');
    return { used: await usedBytes(db, me.id), quota: ctx.deps.config.netdiskQuota };
  },
};
