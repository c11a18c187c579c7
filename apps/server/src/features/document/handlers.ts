import { createHmac, timingSafeEqual } from 'node:crypto';
import { readOneFile } from '../../http/one-file.ts';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db, Tx } from '../../db/index.ts';
import { likePattern } from '../../db/like.ts';
import type { AuthUser } from '../../http/auth.ts';
import { AppError, badField, Code } from '../../http/errors.ts';
import { ownPicture } from '../../http/own-picture.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { BodyOf, PartialHandlers } from '../../http/types.ts';
import { PreviewStatus } from './previews.ts';
import { documentDownloads, documentFiles, documents } from './tables.ts';

type DocumentItem = components['schemas']['DocumentItem'];
type Document = components['schemas']['Document'];
type DocumentMine = components['schemas']['DocumentMine'];
type DocumentTag = components['schemas']['DocumentTag'];
type Row = typeof documents.$inferSelect;

/** The largest PDF taken (the contract says 30 MB). */
export const MAX_PDF_BYTES = 30 * 1024 * 1024;
/** How long a download link works. */
const LINK_SECONDS = 600;
const TAGS: readonly DocumentTag[] = ['market', 'supply', 'jewellery', 'investment', 'recycling', 'hydrogen', 'policy'];

const live = eq(documents.status, 1);

function tagsOf(row: Row): DocumentTag[] {
  return row.tags.filter((t): t is DocumentTag => (TAGS as readonly string[]).includes(t));
}

function itemView(row: Row): DocumentItem {
  return {
    id: row.id,
    title: row.title,
    en_title: row.enTitle,
    source: row.source,
    en_source: row.enSource,
    cover: row.ownCover || row.previews[0] || '',
    pages: row.pages,
    tags: tagsOf(row),
    date: row.date,
    download_amount: row.downloadAmount,
  };
}

function documentView(row: Row): Document {
  return { ...itemView(row), summary: row.summary, en_summary: row.enSummary, previews: row.previews, file_size: row.fileSize };
}

function mineView(row: Row): DocumentMine {
  return {
    ...documentView(row),
    status: row.status === 1 ? 1 : 0,
    preview_status: row.previewStatus === 1 ? 1 : row.previewStatus === 2 ? 2 : 0,
    own_cover: row.ownCover,
    file: row.file,
    file_name: row.fileName,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The signature of a download link: this report, this member, until then. */
export function signature(secret: string, id: number, uid: number, exp: number): string {
  return createHmac('sha256', `${secret}:document-file`).update(`${id}.${uid}.${exp}`).digest('base64url');
}

/** One's own report, or 40004 (another's looks the same as none). */
async function ownDocument(db: Db | Tx, me: AuthUser, id: number, lock = false): Promise<Row> {
  const q = db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.uid, me.id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError(Code.NotFound, 'document_not_found');
  return row;
}

/** The words of an add or edit, checked; nothing is written until all of it is right. */
function wordsOf(body: BodyOf<'documentAdd'>) {
  const title = body.title.trim();
  const source = body.source.trim();
  if (!title) badField('title', 'field_required');
  if (!source) badField('source', 'field_required');
  // The contract checks the form of the date; the calendar checks that it exists (no 2 30th).
  const day = new Date(`${body.date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== body.date) badField('date', 'field_format');
  return {
    title,
    enTitle: (body.en_title ?? '').trim(),
    summary: (body.summary ?? '').trim(),
    enSummary: (body.en_summary ?? '').trim(),
    source,
    enSource: (body.en_source ?? '').trim(),
    ownCover: body.cover?.trim() ? ownPicture('cover', body.cover) : '',
    tags: [...(body.tags ?? [])],
    date: body.date,
  };
}

/**
 * The file of an add or edit: one this creator uploaded (the store's key, recorded at the upload
 * with its uploader), or the report's own file kept in an edit. Another creator's upload is as
 * unknown as none.
 */
async function fileOf(db: Db | Tx, me: AuthUser, file: string, keep?: string): Promise<string> {
  const key = file.trim();
  if (keep !== undefined && key === keep) return key;
  const [own] = await db
    .select({ file: documentFiles.file })
    .from(documentFiles)
    .where(and(eq(documentFiles.file, key), eq(documentFiles.uid, me.id)));
  if (!own) badField('file', 'document_file_unknown');
  return key;
}

export const documentHandlers: PartialHandlers<
  | 'documentLists'
  | 'documentGet'
  | 'documentDownload'
  | 'documentFile'
  | 'documentUpload'
  | 'documentMyLists'
  | 'documentMyGet'
  | 'documentAdd'
  | 'documentEdit'
  | 'documentPublish'
  | 'documentDelete'
> = {
  async documentLists({ deps, query }) {
    const { page, rows, offset } = paging(query);
    const filters: SQL[] = [live];
    if (query.keyword?.trim()) {
      const p = likePattern(query.keyword);
      const match = or(ilike(documents.title, p), ilike(documents.enTitle, p));
      if (match) filters.push(match);
    }
    if (query.tag) filters.push(sql`${documents.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
    if (query.year) filters.push(sql`extract(year from ${documents.date}) = ${query.year}`);
    const where = and(...filters);
    const [list, [total]] = await Promise.all([
      deps.db.select().from(documents).where(where).orderBy(desc(documents.date), desc(documents.id)).limit(rows).offset(offset),
      deps.db.select({ n: count() }).from(documents).where(where),
    ]);
    return listOf(list.map(itemView), total?.n ?? 0, page, rows);
  },

  async documentGet({ deps, query }) {
    const [row] = await deps.db
      .select()
      .from(documents)
      .where(and(eq(documents.id, query.id), live));
    if (!row) throw new AppError(Code.NotFound, 'document_not_found');
    return documentView(row);
  },

  async documentDownload(ctx) {
    const me = ctx.me();
    const { db, config } = ctx.deps;
    const amount = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(documents)
        .set({ downloadAmount: sql`${documents.downloadAmount} + 1` })
        .where(and(eq(documents.id, ctx.body.id), live))
        .returning({ amount: documents.downloadAmount });
      if (!row) throw new AppError(Code.NotFound, 'document_not_found');
      await tx.insert(documentDownloads).values({ documentId: ctx.body.id, uid: me.id });
      return row.amount;
    });
    const exp = Math.floor(Date.now() / 1000) + LINK_SECONDS;
    const sig = signature(config.apiTokenSecret, ctx.body.id, me.id, exp);
    const url = `/api/document/file?id=${ctx.body.id}&uid=${me.id}&exp=${exp}&sig=${sig}`;
    return { url, expires_at: new Date(exp * 1000).toISOString(), download_amount: amount };
  },

  async documentFile(ctx) {
    const { id, uid, exp, sig } = ctx.query;
    const expected = Buffer.from(signature(ctx.deps.config.apiTokenSecret, id, uid, exp));
    const given = Buffer.from(sig);
    // Expired or altered: the same answer, and no bytes.
    if (exp * 1000 < Date.now() || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(Code.Forbidden, 'document_link_invalid');
    }
    const [row] = await ctx.deps.db
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), live));
    if (!row) throw new AppError(Code.NotFound, 'document_not_found');
    const name = encodeURIComponent((row.enTitle || row.title).replace(/[\\/:*?"<>|]+/g, ' ').trim() || `report-${row.id}`);
    const disposition = `attachment; filename="report-${row.id}.pdf"; filename*=UTF-8''${name}.pdf`;
    if (!ctx.deps.privateFiles.owns(row.file)) {
      // A demo report: drawn on request, small enough to send whole.
      const { pdfBytes } = await import('./previews.ts');
      const bytes = await pdfBytes(ctx.deps, row.file);
      if (!bytes) throw new AppError(Code.NotFound, 'document_not_found');
      return ctx.reply
        .type('application/pdf')
        .header('content-disposition', disposition)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    }
    const sent = await ctx.deps.privateFiles.serve(ctx.req.raw, row.file);
    if (!sent) throw new AppError(Code.NotFound, 'document_not_found');
    return ctx.reply
      .code(sent.statusCode)
      .headers(sent.headers)
      .type('application/pdf')
      .header('content-disposition', disposition)
      .header('cache-control', 'private, no-store')
      .send(sent.stream);
  },

  async documentUpload(ctx) {
    ctx.me();
    const { bytes: file, name } = await readOneFile(ctx.req.parts({ limits: { fileSize: MAX_PDF_BYTES, files: 2 } }), {
      tooLarge: 'document_too_large',
      tooMany: 'document_one_file',
      missing: 'document_missing',
      empty: 'upload_empty',
    });
    // Judged by the content: a PDF starts with its header and ends with its end-of-file mark.
    const { fileTypeFromBuffer } = await import('file-type');
    const type = await fileTypeFromBuffer(file);
    const tail = file.subarray(Math.max(0, file.length - 1024)).toString('latin1');
    if (type?.mime !== 'application/pdf' || !tail.includes('%%EOF')) throw new AppError(Code.BadInput, 'document_pdf_only');
    const key = await ctx.deps.privateFiles.put(file, 'pdf');
    await ctx.deps.db.insert(documentFiles).values({ file: key, uid: ctx.me().id });
    const fileName = (name.replace(/[\r\n"\\/]+/g, ' ').trim() || 'report.pdf').slice(0, 200);
    return { file: key, file_name: fileName, file_size: file.length };
  },

  async documentMyLists(ctx) {
    const me = ctx.me();
    const { page, rows, offset } = paging(ctx.query);
    const filters: SQL[] = [eq(documents.uid, me.id)];
    if (ctx.query.status !== undefined) filters.push(eq(documents.status, ctx.query.status));
    if (ctx.query.keyword?.trim()) {
      const p = likePattern(ctx.query.keyword);
      const match = or(ilike(documents.title, p), ilike(documents.enTitle, p));
      if (match) filters.push(match);
    }
    const where = and(...filters);
    const [list, [total]] = await Promise.all([
      ctx.deps.db.select().from(documents).where(where).orderBy(desc(documents.updatedAt), desc(documents.id)).limit(rows).offset(offset),
      ctx.deps.db.select({ n: count() }).from(documents).where(where),
    ]);
    return listOf(list.map(mineView), total?.n ?? 0, page, rows);
  },

  async documentMyGet(ctx) {
    return mineView(await ownDocument(ctx.deps.db, ctx.me(), ctx.query.id));
  },

  async documentAdd(ctx) {
    const me = ctx.me();
    const words = wordsOf(ctx.body);
    const file = await fileOf(ctx.deps.db, me, ctx.body.file);
    const size = (await ctx.deps.privateFiles.size(file)) ?? 0;
    const status = ctx.body.status === 1 ? 1 : 0;
    const [row] = await ctx.deps.db
      .insert(documents)
      .values({
        ...words,
        uid: me.id,
        file,
        fileName: (ctx.body.file_name ?? '').trim() || 'report.pdf',
        fileSize: size,
        status,
        publishedAt: status === 1 ? new Date() : null,
      })
      .returning();
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    await ctx.deps.jobs.add('document:previews', { id: row.id }, { jobKey: `document-previews-${row.id}`, maxAttempts: 2 });
    const [fresh] = await ctx.deps.db.select().from(documents).where(eq(documents.id, row.id));
    ctx.say('saved');
    return mineView(fresh ?? row);
  },

  async documentEdit(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const words = wordsOf(ctx.body);
    const current = await ownDocument(db, me, ctx.body.id);
    const file = await fileOf(db, me, ctx.body.file, current.file);
    const changed = file !== current.file;
    const status = ctx.body.status === undefined ? current.status : ctx.body.status;
    const [row] = await db
      .update(documents)
      .set({
        ...words,
        status,
        publishedAt: status === 1 ? (current.publishedAt ?? new Date()) : current.publishedAt,
        updatedAt: new Date(),
        ...(changed
          ? {
              file,
              fileName: (ctx.body.file_name ?? '').trim() || 'report.pdf',
              fileSize: (await ctx.deps.privateFiles.size(file)) ?? 0,
              previewStatus: PreviewStatus.Making,
              pages: 0,
            }
          : {}),
      })
      .where(and(eq(documents.id, current.id), eq(documents.uid, me.id)))
      .returning();
    if (!row) throw new AppError(Code.NotFound, 'document_not_found');
    if (changed) {
      await db.delete(documentFiles).where(eq(documentFiles.file, current.file));
      await ctx.deps.privateFiles.remove(current.file);
      await ctx.deps.jobs.add('document:previews', { id: row.id }, { jobKey: `document-previews-${row.id}`, maxAttempts: 2 });
    }
    if (current.ownCover && current.ownCover !== row.ownCover) await ctx.deps.files.remove(current.ownCover).catch(() => undefined);
    const [fresh] = await db.select().from(documents).where(eq(documents.id, row.id));
    ctx.say('saved');
    return mineView(fresh ?? row);
  },

  async documentPublish(ctx) {
    const me = ctx.me();
    const current = await ownDocument(ctx.deps.db, me, ctx.body.id);
    const [row] = await ctx.deps.db
      .update(documents)
      .set({
        status: ctx.body.status,
        publishedAt: ctx.body.status === 1 ? (current.publishedAt ?? new Date()) : current.publishedAt,
        updatedAt: new Date(),
      })
      .where(eq(documents.id, current.id))
      .returning();
    if (!row) throw new AppError(Code.NotFound, 'document_not_found');
    ctx.say(ctx.body.status === 1 ? 'document_published' : 'document_unpublished');
    return mineView(row);
  },

  async documentDelete(ctx) {
    const me = ctx.me();
    const row = await ownDocument(ctx.deps.db, me, ctx.body.id);
    await ctx.deps.db.transaction(async (tx) => {
      await tx.delete(documents).where(eq(documents.id, row.id));
      await tx.delete(documentFiles).where(eq(documentFiles.file, row.file));
    });
    // The files go after the row: a failure here leaves an orphan file, never a report without its file.
    await ctx.deps.privateFiles.remove(row.file).catch(() => undefined);
    for (const url of row.previews) await ctx.deps.files.remove(url).catch(() => undefined);
    if (row.ownCover) await ctx.deps.files.remove(row.ownCover).catch(() => undefined);
    ctx.say('deleted');
    return null;
  },
};
