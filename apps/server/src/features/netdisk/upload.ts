// Uploads in parts: a start that finds an unfinished upload of the same file again (so a broken
// upload resumes), parts written at the offset the server has, and, with the last part, the
// content's judgement and the file's place on the disk.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import { AppError, badField, Code } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { bytesText, fileEntry, folderChain, folderKey, freeName, lockDisk, nameTaken, usedBytes } from './disk.ts';
import { inspectUpload } from './inspect.ts';
import { partPath, partsDir } from './purge.ts';
import { netdiskFiles, netdiskUploads } from './tables.ts';

type NetdiskUpload = components['schemas']['NetdiskUpload'];
type UploadRow = typeof netdiskUploads.$inferSelect;

/** The largest part taken in one call. */
export const CHUNK_BYTES = 8 * 1024 * 1024;
const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;

const uploadView = (row: UploadRow): NetdiskUpload => ({ id: row.id, size: row.size, received: row.received, chunk_size: CHUNK_BYTES });

/** The stored file's extension: the name's, when it is a plain one; 'bin' otherwise. */
const storeExt = (name: string): string => {
  const ext = path.extname(name).slice(1).toLowerCase();
  return /^[a-z0-9]{1,8}$/.test(ext) ? ext : 'bin';
};

/** The bytes on disk of an upload's part file (0 when it is missing). */
async function partSize(file: string): Promise<number> {
  const stat = await fs.stat(file).catch(() => null);
  return stat?.size ?? 0;
}

/** Reads the part's form: the id and offset fields and one `chunk` file of at most CHUNK_BYTES. */
async function readChunk(ctx: Parameters<PartialHandlers<'netdiskUploadChunk'>['netdiskUploadChunk']>[0]) {
  const fields: Record<string, string> = {};
  let chunk: Buffer | undefined;
  let files = 0;
  try {
    for await (const part of ctx.req.parts({ limits: { fileSize: CHUNK_BYTES, files: 2, fields: 5 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      files += 1;
      const p = part as MultipartFile;
      if (files > 1 || p.fieldname !== 'chunk') {
        await p.toBuffer().catch(() => undefined);
        continue;
      }
      chunk = await p.toBuffer();
      if (p.file.truncated) throw new AppError(Code.TooLarge, 'netdisk_chunk_too_large', { limit: bytesText(CHUNK_BYTES) });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = String((err as { code?: unknown }).code ?? '');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(Code.TooLarge, 'netdisk_chunk_too_large', { limit: bytesText(CHUNK_BYTES) });
    if (code.startsWith('FST_')) throw err;
    throw new AppError(Code.BadInput, 'upload_malformed');
  }
  const id = fields.id ?? '';
  if (!id) badField('id', 'field_required');
  if (!UPLOAD_ID.test(id)) badField('id', 'field_format');
  const offsetText = fields.offset ?? '';
  if (!offsetText) badField('offset', 'field_required');
  const offset = Number(offsetText);
  if (!/^\d{1,15}$/.test(offsetText) || !Number.isSafeInteger(offset)) badField('offset', 'field_type');
  if (files > 1) throw new AppError(Code.BadInput, 'upload_too_many');
  if (!chunk || chunk.length === 0) throw new AppError(Code.BadInput, 'netdisk_chunk_missing');
  return { id, offset, chunk };
}

export const netdiskUploadHandlers: PartialHandlers<'netdiskUploadStart' | 'netdiskUploadChunk' | 'netdiskUploadCancel'> = {
  async netdiskUploadStart(ctx) {
    const me = ctx.me();
    const { db, config } = ctx.deps;
    const { name, size, folder_id: folderId } = ctx.body;
    if (/^\.+$/.test(name)) badField('name', 'field_format');
    if (size > config.netdiskMaxFile)
      throw new AppError(Code.TooLarge, 'netdisk_file_too_large', { limit: bytesText(config.netdiskMaxFile) });
    await fs.mkdir(partsDir(config.dataDir), { recursive: true });
    const row = await db.transaction(async (tx) => {
      await lockDisk(tx, me.id);
      await folderChain(tx, me.id, folderId);
      const [unfinished] = await tx
        .select()
        .from(netdiskUploads)
        .where(
          and(
            eq(netdiskUploads.uid, me.id),
            eq(netdiskUploads.folderId, folderId),
            eq(netdiskUploads.name, name),
            eq(netdiskUploads.size, size),
          ),
        )
        .limit(1);
      if (unfinished) {
        // What the part file holds is what counts: a crash between its write and the row's loses nothing.
        const have = Math.min(await partSize(partPath(config.dataDir, unfinished.id)), unfinished.size);
        if (have === unfinished.received) return unfinished;
        const [fixed] = await tx
          .update(netdiskUploads)
          .set({ received: have, updatedAt: new Date() })
          .where(eq(netdiskUploads.id, unfinished.id))
          .returning();
        return fixed ?? unfinished;
      }
      if (await nameTaken(tx, me.id, folderKey(folderId), name)) throw new AppError(Code.Conflict, 'netdisk_name_taken');
      const used = await usedBytes(tx, me.id);
      if (used + size > config.netdiskQuota)
        throw new AppError(Code.TooLarge, 'netdisk_quota_full', {
          used: bytesText(used),
          quota: bytesText(config.netdiskQuota),
          size: bytesText(size),
        });
      const id = randomBytes(16).toString('base64url');
      await fs.writeFile(partPath(config.dataDir, id), Buffer.alloc(0));
      const [added] = await tx.insert(netdiskUploads).values({ id, uid: me.id, folderId, name, size }).returning();
      return added;
    });
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    return uploadView(row);
  },

  async netdiskUploadChunk(ctx) {
    const me = ctx.me();
    const { db, config } = ctx.deps;
    const { id, offset, chunk } = await readChunk(ctx);
    const file = partPath(config.dataDir, id);
    // One part at a time per upload: the row is held while its bytes are written.
    const row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(netdiskUploads)
        .where(and(eq(netdiskUploads.id, id), eq(netdiskUploads.uid, me.id)))
        .for('update');
      if (!current) throw new AppError(Code.NotFound, 'netdisk_upload_not_found');
      if (offset !== current.received) throw new AppError(Code.Conflict, 'netdisk_upload_offset', { received: current.received });
      if (offset + chunk.length > current.size) throw new AppError(Code.BadInput, 'netdisk_chunk_beyond');
      const handle = await fs.open(file, 'r+').catch(() => null);
      if (!handle) throw new AppError(Code.NotFound, 'netdisk_upload_not_found');
      try {
        await handle.write(chunk, 0, chunk.length, offset);
        await handle.truncate(offset + chunk.length);
        await handle.sync();
      } finally {
        await handle.close();
      }
      const [next] = await tx
        .update(netdiskUploads)
        .set({ received: offset + chunk.length, updatedAt: new Date() })
        .where(eq(netdiskUploads.id, id))
        .returning();
      return next ?? current;
    });
    if (row.received < row.size) return uploadView(row);

    // Whole: judged by its content; refused, it is dropped and counts against nobody.
    let mime: string;
    try {
      mime = await inspectUpload(file, row.name, row.size);
    } catch (err) {
      await db.delete(netdiskUploads).where(eq(netdiskUploads.id, id));
      await fs.rm(file, { force: true });
      throw err;
    }
    const key = await ctx.deps.privateFiles.putFile(file, storeExt(row.name));
    try {
      const added = await db.transaction(async (tx) => {
        await lockDisk(tx, me.id);
        const [still] = await tx.delete(netdiskUploads).where(eq(netdiskUploads.id, id)).returning();
        if (!still) throw new AppError(Code.NotFound, 'netdisk_upload_not_found');
        // The folder may have gone to the bin meanwhile: the file then lands at the top.
        const folder = folderKey(still.folderId);
        const place =
          folder === null
            ? null
            : await folderChain(tx, me.id, still.folderId).then(
                () => folder,
                () => null,
              );
        const name = await freeName(tx, me.id, place, still.name, 'file');
        const [inserted] = await tx
          .insert(netdiskFiles)
          .values({ uid: me.id, folderId: place, name, size: still.size, mime, key })
          .returning();
        return inserted;
      });
      if (!added) throw new AppError(Code.ServerError, 'server_error');
      ctx.say('uploaded');
      return { ...uploadView(row), file: fileEntry(added) };
    } catch (err) {
      await ctx.deps.privateFiles.remove(key).catch(() => undefined);
      throw err;
    }
  },

  async netdiskUploadCancel(ctx) {
    const me = ctx.me();
    const { db, config } = ctx.deps;
    const [gone] = await db
      .delete(netdiskUploads)
      .where(and(eq(netdiskUploads.id, ctx.body.id), eq(netdiskUploads.uid, me.id)))
      .returning({ id: netdiskUploads.id });
    if (gone) await fs.rm(partPath(config.dataDir, gone.id), { force: true });
    return null;
  },
};
