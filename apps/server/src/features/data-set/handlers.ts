// Data sets: a creator describes downloadable data (licence, columns, who may download) and
// uploads its files; each upload makes a new version (a file appended, or one replaced) and the
// earlier versions stay downloadable. Downloads are counted per file and per set.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import { likePattern } from '../../db/like.ts';
import { users } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { readOneFile } from '../../http/one-file.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { BodyOf, PartialHandlers } from '../../http/types.ts';
import { demoFile } from './demo-files.ts';
import { dataSetDownloads, dataSetFiles, dataSets, dataSetVersions, type DataSetFormat } from './tables.ts';

type Row = typeof dataSets.$inferSelect;
type FileRow = typeof dataSetFiles.$inferSelect;
type DataSet = components['schemas']['DataSet'];
type DataSetItem = components['schemas']['DataSetItem'];
type DataSetFile = components['schemas']['DataSetFile'];

/** The largest file taken (the contract says 20 MB). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Files in one version, and versions kept. */
export const MAX_FILES = 10;
export const MAX_VERSIONS = 50;
/** How long a download link works. */
const LINK_SECONDS = 600;

const MIME: Record<DataSetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  pdf: 'application/pdf',
};

export function linkSignature(secret: string, fileId: number, uid: number, exp: number): string {
  return createHmac('sha256', `${secret}:data-set-file`).update(`${fileId}.${uid}.${exp}`).digest('base64url');
}

/**
 * What a file is, judged by its content: a PDF by its header and end mark, a workbook or an archive
 * by what the zip holds, text (UTF-8 or GBK, no NUL byte) as JSON when it parses, else as a table
 * whose first line has tabs (TSV) or commas (CSV). Anything else is refused.
 */
export async function formatOf(bytes: Buffer): Promise<DataSetFormat | null> {
  const head = bytes.subarray(0, 5).toString('latin1');
  if (head === '%PDF-') {
    const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
    return tail.includes('%%EOF') ? 'pdf' : null;
  }
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    const { fileTypeFromBuffer } = await import('file-type');
    const type = await fileTypeFromBuffer(bytes);
    return type?.ext === 'xlsx' ? 'xlsx' : type?.ext === 'zip' ? 'zip' : null;
  }
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      text = new TextDecoder('gbk', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      JSON.parse(trimmed);
      return 'json';
    } catch {
      return null;
    }
  }
  const first = trimmed.split(/\r?\n/, 1)[0] ?? '';
  const tabs = first.split('\t').length - 1;
  const commas = first.split(',').length - 1;
  if (tabs > 0 && tabs >= commas) return 'tsv';
  return commas > 0 ? 'csv' : null;
}

const fileView = (f: FileRow): DataSetFile => ({
  id: f.id,
  name: f.name,
  size: f.size,
  format: f.format,
  download_amount: f.downloadAmount,
  created_at: f.createdAt.toISOString(),
});

/** The sets' current files, by set (for lists: their count and size). */
async function currentFiles(db: Db | Tx, rows: Row[]): Promise<Map<number, FileRow[]>> {
  const byId = new Map<number, FileRow[]>();
  const live = rows.filter((r) => r.version > 0);
  if (live.length === 0) return byId;
  const versions = await db
    .select({ setId: dataSetVersions.setId, fileIds: dataSetVersions.fileIds })
    .from(dataSetVersions)
    .where(or(...live.map((r) => and(eq(dataSetVersions.setId, r.id), eq(dataSetVersions.version, r.version)))));
  const ids = versions.flatMap((v) => v.fileIds);
  const files = ids.length ? await db.select().from(dataSetFiles).where(inArray(dataSetFiles.id, ids)) : [];
  const fileById = new Map(files.map((f) => [f.id, f]));
  for (const v of versions)
    byId.set(
      v.setId,
      v.fileIds.flatMap((id) => fileById.get(id) ?? []),
    );
  return byId;
}

function itemView(row: Row, author: string, files: FileRow[]): DataSetItem {
  return {
    id: row.id,
    title: row.title,
    en_title: row.enTitle,
    licence: row.licence,
    access: row.access,
    published: row.published,
    version: row.version,
    file_count: files.length,
    total_size: files.reduce((sum, f) => sum + f.size, 0),
    download_amount: row.downloadAmount,
    author,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A set as shown: its current files and every version, newest first. */
async function setView(db: Db | Tx, row: Row, author: string): Promise<DataSet> {
  const [versions, files] = await Promise.all([
    db.select().from(dataSetVersions).where(eq(dataSetVersions.setId, row.id)).orderBy(desc(dataSetVersions.version)),
    db.select().from(dataSetFiles).where(eq(dataSetFiles.setId, row.id)),
  ]);
  const byId = new Map(files.map((f) => [f.id, fileView(f)]));
  const filesOf = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const current = versions.find((v) => v.version === row.version);
  return {
    id: row.id,
    title: row.title,
    en_title: row.enTitle,
    description: row.description,
    en_description: row.enDescription,
    licence: row.licence,
    access: row.access,
    published: row.published,
    columns: row.columns,
    version: row.version,
    files: current ? filesOf(current.fileIds) : [],
    versions: versions.map((v) => ({
      version: v.version,
      mode: v.mode,
      note: v.note,
      files: filesOf(v.fileIds),
      created_at: v.createdAt.toISOString(),
    })),
    download_amount: row.downloadAmount,
    author,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function shown(db: Db | Tx, where: SQL | undefined): Promise<DataSet> {
  const [found] = await db
    .select({ row: dataSets, author: users.nickname })
    .from(dataSets)
    .innerJoin(users, eq(users.id, dataSets.uid))
    .where(where);
  if (!found) throw new AppError(Code.NotFound, 'data_set_not_found');
  return setView(db, found.row, found.author);
}

/** One's own set, or 40004 (another's looks the same as none). */
async function ownSet(db: Db | Tx, me: AuthUser, id: number, lock = false): Promise<Row> {
  const q = db
    .select()
    .from(dataSets)
    .where(and(eq(dataSets.id, id), eq(dataSets.uid, me.id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError(Code.NotFound, 'data_set_not_found');
  return row;
}

/** The description an add or edit stores, checked before anything is written. */
function described(body: BodyOf<'dataSetAdd'>) {
  const title = body.title.trim();
  if (!title) badField('title', 'field_required');
  const columns = body.columns.map((c, i) => {
    const name = c.name.trim();
    if (!name) badField(`columns.${i}.name`, 'field_required');
    return { name, en_name: (c.en_name ?? '').trim(), type: c.type, description: (c.description ?? '').trim() };
  });
  return {
    title,
    enTitle: (body.en_title ?? '').trim(),
    description: (body.description ?? '').trim(),
    enDescription: (body.en_description ?? '').trim(),
    licence: body.licence,
    access: body.access,
    columns,
    published: body.published === true,
  };
}

async function listed(db: Db, where: SQL | undefined, page: number, rows: number, offset: number) {
  const [list, [total]] = await Promise.all([
    db
      .select({ row: dataSets, author: users.nickname })
      .from(dataSets)
      .innerJoin(users, eq(users.id, dataSets.uid))
      .where(where)
      .orderBy(desc(dataSets.updatedAt), desc(dataSets.id))
      .limit(rows)
      .offset(offset),
    db.select({ n: count() }).from(dataSets).where(where),
  ]);
  const files = await currentFiles(
    db,
    list.map((l) => l.row),
  );
  return listOf(
    list.map((l) => itemView(l.row, l.author, files.get(l.row.id) ?? [])),
    total?.n ?? 0,
    page,
    rows,
  );
}

function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword?.trim()) return undefined;
  const p = likePattern(keyword);
  return or(ilike(dataSets.title, p), ilike(dataSets.enTitle, p));
}

export const dataSetHandlers: PartialHandlers<
  | 'dataSetLists'
  | 'dataSetGet'
  | 'dataSetDownload'
  | 'dataSetFile'
  | 'dataSetMyLists'
  | 'dataSetMyGet'
  | 'dataSetAdd'
  | 'dataSetEdit'
  | 'dataSetDelete'
  | 'dataSetUpload'
> = {
  async dataSetLists({ deps, query }) {
    const { page, rows, offset } = paging(query);
    return listed(deps.db, and(eq(dataSets.published, true), keywordFilter(query.keyword)), page, rows, offset);
  },

  async dataSetGet({ deps, query }) {
    return shown(deps.db, and(eq(dataSets.id, query.id), eq(dataSets.published, true)));
  },

  async dataSetDownload(ctx) {
    const { db, config } = ctx.deps;
    const uid = ctx.user?.id ?? 0;
    const amount = await db.transaction(async (tx) => {
      // A published set's file, or one's own set's (its author checks a draft's files).
      const readable = ctx.user ? or(eq(dataSets.published, true), eq(dataSets.uid, ctx.user.id)) : eq(dataSets.published, true);
      const [found] = await tx
        .select({ file: dataSetFiles, access: dataSets.access })
        .from(dataSetFiles)
        .innerJoin(dataSets, eq(dataSets.id, dataSetFiles.setId))
        .where(and(eq(dataSetFiles.id, ctx.body.id), readable));
      if (!found) throw new AppError(Code.NotFound, 'data_set_file_not_found');
      if (found.access === 'members' && !ctx.user) throw new AppError(Code.LoginRequired, 'data_set_members');
      const [file] = await tx
        .update(dataSetFiles)
        .set({ downloadAmount: sql`${dataSetFiles.downloadAmount} + 1` })
        .where(eq(dataSetFiles.id, found.file.id))
        .returning({ amount: dataSetFiles.downloadAmount });
      await tx
        .update(dataSets)
        .set({ downloadAmount: sql`${dataSets.downloadAmount} + 1` })
        .where(eq(dataSets.id, found.file.setId));
      await tx.insert(dataSetDownloads).values({ setId: found.file.setId, fileId: found.file.id, uid: ctx.user?.id ?? null });
      return file?.amount ?? 0;
    });
    const exp = Math.floor(Date.now() / 1000) + LINK_SECONDS;
    const sig = linkSignature(config.apiTokenSecret, ctx.body.id, uid, exp);
    return {
      url: `/api/dataSet/file?id=${ctx.body.id}&uid=${uid}&exp=${exp}&sig=${sig}`,
      expires_at: new Date(exp * 1000).toISOString(),
      download_amount: amount,
    };
  },

  async dataSetFile(ctx) {
    const { id, uid, exp, sig } = ctx.query;
    const expected = Buffer.from(linkSignature(ctx.deps.config.apiTokenSecret, id, uid, exp));
    const given = Buffer.from(sig);
    // Expired or altered: the same answer, and no bytes.
    if (exp * 1000 < Date.now() || given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError(Code.Forbidden, 'data_set_link_invalid');
    const [file] = await ctx.deps.db.select().from(dataSetFiles).where(eq(dataSetFiles.id, id));
    if (!file) throw new AppError(Code.NotFound, 'data_set_file_not_found');
    const ascii = file.name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_') || `data-${file.id}.${file.format}`;
    const disposition = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
    if (!ctx.deps.privateFiles.owns(file.file)) {
      // A demo file: made on request, small enough to send whole.
      const bytes = demoFile(file.file);
      if (!bytes) throw new AppError(Code.NotFound, 'data_set_file_not_found');
      return ctx.reply
        .type(MIME[file.format])
        .header('content-disposition', disposition)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    }
    const sent = await ctx.deps.privateFiles.serve(ctx.req.raw, file.file);
    if (!sent) throw new AppError(Code.NotFound, 'data_set_file_not_found');
    return ctx.reply
      .code(sent.statusCode)
      .headers(sent.headers)
      .type(MIME[file.format])
      .header('content-disposition', disposition)
      .header('cache-control', 'private, no-store')
      .send(sent.stream);
  },

  async dataSetMyLists(ctx) {
    const me = ctx.me();
    const { page, rows, offset } = paging(ctx.query);
    const filters: (SQL | undefined)[] = [eq(dataSets.uid, me.id), keywordFilter(ctx.query.keyword)];
    if (ctx.query.published !== undefined) filters.push(eq(dataSets.published, ctx.query.published));
    return listed(ctx.deps.db, and(...filters), page, rows, offset);
  },

  async dataSetMyGet(ctx) {
    return shown(ctx.deps.db, and(eq(dataSets.id, ctx.query.id), eq(dataSets.uid, ctx.me().id)));
  },

  async dataSetAdd(ctx) {
    const me = ctx.me();
    const values = described(ctx.body);
    // No file yet: nothing to publish.
    if (values.published) badField('published', 'data_set_no_file');
    const [row] = await ctx.deps.db
      .insert(dataSets)
      .values({ ...values, uid: me.id })
      .returning();
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('saved');
    return shown(ctx.deps.db, eq(dataSets.id, row.id));
  },

  async dataSetEdit(ctx) {
    const me = ctx.me();
    const { id, ...body } = ctx.body;
    const values = described(body);
    await ctx.deps.db.transaction(async (tx) => {
      const row = await ownSet(tx, me, id, true);
      if (values.published && row.version === 0) badField('published', 'data_set_no_file');
      await tx
        .update(dataSets)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(dataSets.id, row.id));
    });
    ctx.say('saved');
    return shown(ctx.deps.db, eq(dataSets.id, id));
  },

  async dataSetDelete(ctx) {
    const me = ctx.me();
    const row = await ownSet(ctx.deps.db, me, ctx.body.id);
    const files = await ctx.deps.db.select({ file: dataSetFiles.file }).from(dataSetFiles).where(eq(dataSetFiles.setId, row.id));
    await ctx.deps.db.delete(dataSets).where(and(eq(dataSets.id, row.id), eq(dataSets.uid, me.id)));
    // The rows are gone first: a file left by a failed removal is unreachable, never a dangling row.
    for (const f of files) if (ctx.deps.privateFiles.owns(f.file)) await ctx.deps.privateFiles.remove(f.file).catch(() => undefined);
    ctx.say('deleted');
    return null;
  },

  async dataSetUpload(ctx) {
    const me = ctx.me();
    const { id, mode, replaces } = ctx.query;
    const note = (ctx.query.note ?? '').trim();
    const { db, privateFiles } = ctx.deps;
    // Checked before the bytes are read, and again under the lock.
    const limits = async (tx: Db | Tx, lock: boolean) => {
      const row = await ownSet(tx, me, id, lock);
      const [current] = row.version
        ? await tx
            .select()
            .from(dataSetVersions)
            .where(and(eq(dataSetVersions.setId, row.id), eq(dataSetVersions.version, row.version)))
        : [];
      const ids = current?.fileIds ?? [];
      if (row.version >= MAX_VERSIONS) throw new AppError(Code.BadInput, 'data_set_versions_full', { max: MAX_VERSIONS });
      if (row.version > 0 && mode === 'append' && ids.length >= MAX_FILES)
        throw new AppError(Code.BadInput, 'data_set_files_full', { max: MAX_FILES });
      if (row.version > 0 && mode === 'replace' && (replaces === undefined || !ids.includes(replaces)))
        badField('replaces', 'data_set_replaces');
      return { row, ids };
    };
    await limits(db, false);
    const { bytes, name } = await readOneFile(ctx.req.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 2, fields: 5 } }), {
      tooLarge: 'data_set_too_large',
      tooMany: 'data_set_one_file',
      missing: 'data_set_missing',
      empty: 'upload_empty',
    });
    const format = await formatOf(bytes);
    if (!format) throw new AppError(Code.BadInput, 'data_set_format');
    const key = await privateFiles.put(bytes, format);
    const fileName = (name.replace(/[\r\n"\\/:*?<>|]+/g, ' ').trim() || `data.${format}`).slice(0, 200);
    try {
      await db.transaction(async (tx) => {
        const { row, ids } = await limits(tx, true);
        const [file] = await tx
          .insert(dataSetFiles)
          .values({ setId: row.id, file: key, name: fileName, size: bytes.length, format })
          .returning({ id: dataSetFiles.id });
        if (!file) throw new AppError(Code.ServerError, 'server_error');
        const fileIds =
          row.version === 0 ? [file.id] : mode === 'append' ? [...ids, file.id] : ids.map((f) => (f === replaces ? file.id : f));
        const version = row.version + 1;
        await tx.insert(dataSetVersions).values({ setId: row.id, version, mode: row.version === 0 ? 'first' : mode, note, fileIds });
        await tx.update(dataSets).set({ version, updatedAt: new Date() }).where(eq(dataSets.id, row.id));
      });
    } catch (err) {
      await privateFiles.remove(key).catch(() => undefined);
      throw err;
    }
    ctx.say('saved');
    return shown(db, eq(dataSets.id, id));
  },
};
