// Verification of experts and organisations: documents kept privately, one waiting application per
// member, and the admins' decision, which sets what the member's badge says.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readOneFile } from '../../http/one-file.ts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db } from '../../db/index.ts';
import { notifications, users } from '../../db/schema.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { publishUnread } from '../social/handlers.ts';
import { briefColumns, briefView } from '../user/view.ts';
import { demoDocument } from './demo.ts';
import { certificationFiles, certifications } from './tables.ts';

type Certification = components['schemas']['Certification'];
type Row = typeof certifications.$inferSelect;

export const CertStatus = { Waiting: 0, Approved: 1, Rejected: 2 } as const;

/** The largest document taken, before re-encoding. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** How long a document's signed link works. */
const LINK_SECONDS = 3600;

export function documentSignature(secret: string, key: string, exp: number): string {
  return createHmac('sha256', `${secret}:certification-file`).update(`${key}.${exp}`).digest('base64url');
}

/** A link an `<img>` can follow to see a document, for an hour (rounded, so a page's links stay cacheable). */
export function documentLink(secret: string, key: string, now = Date.now()): string {
  const exp = Math.ceil(now / 1000 / 600) * 600 + LINK_SECONDS;
  const query = new URLSearchParams({ key, exp: String(exp), sig: documentSignature(secret, key, exp) });
  return `/api/certification/file?${query.toString()}`;
}

function view(row: Row, user: Certification['user'], secret: string): Certification {
  return {
    id: row.id,
    uid: row.uid,
    type: row.type === 2 ? 2 : 1,
    name: row.name,
    organisation: row.organisation,
    title: row.title,
    reason: row.reason,
    documents: row.documents.map((key) => ({ key, url: documentLink(secret, key) })),
    status: row.status === 1 ? 1 : row.status === 2 ? 2 : 0,
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    user,
  };
}

/** Applications with their members, as the API shows them. */
async function views(db: Db, rows: Row[], secret: string): Promise<Certification[]> {
  const ids = [...new Set(rows.map((r) => r.uid))];
  const people = ids.length ? await db.select(briefColumns).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(people.map((p) => [p.id, briefView(p)]));
  return rows.flatMap((row) => {
    const user = byId.get(row.uid);
    return user ? [view(row, user, secret)] : [];
  });
}

async function latestOf(db: Db, uid: number): Promise<Row | undefined> {
  const [row] = await db.select().from(certifications).where(eq(certifications.uid, uid)).orderBy(desc(certifications.id)).limit(1);
  return row;
}

/** Reads the one `attachment` of a document upload. */
async function readDocument(ctx: Parameters<PartialHandlers<'certificationUpload'>['certificationUpload']>[0]): Promise<Buffer> {
  const { bytes } = await readOneFile(ctx.req.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2 } }), {
    tooLarge: 'certification_document_too_large',
    tooMany: 'upload_too_many',
    missing: 'certification_document_missing',
  });
  return bytes;
}

/** The applicant's notification of the decision, written with it. */
function notice(row: Row): typeof notifications.$inferInsert {
  return {
    uid: row.uid,
    type: row.status === CertStatus.Approved ? 'cert_pass' : 'cert_nopass',
    content: row.status === CertStatus.Approved ? row.reason : row.rejectReason,
    link: '/certification/result',
  };
}

export const certificationHandlers: PartialHandlers<
  'certificationMine' | 'certificationUpload' | 'certificationApply' | 'certificationLists' | 'certificationDecide' | 'certificationFile'
> = {
  async certificationMine(ctx) {
    const me = ctx.me();
    const { db, config } = ctx.deps;
    const row = await latestOf(db, me.id);
    const current = row ? ((await views(db, [row], config.apiTokenSecret))[0] ?? null) : null;
    return { current, can_apply: !row || row.status === CertStatus.Rejected };
  },

  async certificationUpload(ctx) {
    const me = ctx.me();
    const bytes = await readDocument(ctx);
    const { default: sharp } = await import('sharp');
    // Judged by the content and drawn again: metadata (a phone's location) does not survive.
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (!meta || (meta.format !== 'jpeg' && meta.format !== 'png')) throw new AppError(Code.BadInput, 'certification_document_type');
    const image = sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true });
    const clean = await (meta.format === 'png' ? image.png({ palette: false }) : image.jpeg({ quality: 85 })).toBuffer().catch(() => {
      throw new AppError(Code.BadInput, 'certification_document_type');
    });
    const key = await ctx.deps.privateFiles.put(clean, meta.format === 'png' ? 'png' : 'jpg');
    await ctx.deps.db.insert(certificationFiles).values({ key, uid: me.id });
    return { key, url: documentLink(ctx.deps.config.apiTokenSecret, key) };
  },

  async certificationApply(ctx) {
    const me = ctx.me();
    const { db, config } = ctx.deps;
    const b = ctx.body;
    const name = b.name.trim();
    const organisation = (b.organisation ?? '').trim();
    const title = (b.title ?? '').trim();
    const reason = b.reason.trim();
    if (!name) badField('name', 'certification_name_required');
    if (b.type === 1 && !organisation) badField('organisation', 'certification_organisation_required');
    if (reason.length < 2) badField('reason', 'certification_reason_required');
    const owned = await db
      .select({ key: certificationFiles.key })
      .from(certificationFiles)
      .where(and(eq(certificationFiles.uid, me.id), inArray(certificationFiles.key, b.documents)));
    if (owned.length !== b.documents.length) badField('documents', 'certification_document_not_yours');
    const row = await db.transaction(async (tx) => {
      const [latest] = await tx
        .select({ status: certifications.status })
        .from(certifications)
        .where(eq(certifications.uid, me.id))
        .orderBy(desc(certifications.id))
        .limit(1)
        .for('update');
      if (latest?.status === CertStatus.Waiting) throw new AppError(Code.Conflict, 'certification_waiting');
      if (latest?.status === CertStatus.Approved) throw new AppError(Code.Conflict, 'certification_approved');
      // Two sends at once: the partial unique index keeps one waiting (the other is told it waits).
      const [added] = await tx
        .insert(certifications)
        .values({ uid: me.id, type: b.type, name, organisation, title: b.type === 1 ? title : '', reason, documents: b.documents })
        .onConflictDoNothing()
        .returning();
      if (!added) throw new AppError(Code.Conflict, 'certification_waiting');
      return added;
    });
    ctx.say('submitted');
    const [shown] = await views(db, [row], config.apiTokenSecret);
    if (!shown) throw new AppError(Code.ServerError, 'server_error');
    return shown;
  },

  async certificationLists(ctx) {
    const { db, config } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query);
    const status = ctx.query.status ?? CertStatus.Waiting;
    const where = eq(certifications.status, status);
    const [list, [total], [waiting]] = await Promise.all([
      db
        .select()
        .from(certifications)
        .where(where)
        .orderBy(status === CertStatus.Waiting ? asc(certifications.id) : desc(certifications.decidedAt), desc(certifications.id))
        .limit(rows)
        .offset(offset),
      db.select({ n: count() }).from(certifications).where(where),
      db.select({ n: count() }).from(certifications).where(eq(certifications.status, CertStatus.Waiting)),
    ]);
    return { ...listOf(await views(db, list, config.apiTokenSecret), total?.n ?? 0, page, rows), waiting: waiting?.n ?? 0 };
  },

  async certificationDecide(ctx) {
    const admin = ctx.me();
    const { db, config } = ctx.deps;
    const { id, pass } = ctx.body;
    const reason = (ctx.body.reason ?? '').trim();
    if (!pass && !reason) badField('reason', 'certification_reject_reason_required');
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(certifications).where(eq(certifications.id, id)).for('update');
      if (!current) throw new AppError(Code.NotFound, 'certification_not_found');
      if (current.status !== CertStatus.Waiting) throw new AppError(Code.Conflict, 'certification_decided');
      const badge = (ctx.body.verified_reason ?? '').trim() || current.reason;
      const [decided] = await tx
        .update(certifications)
        .set({
          status: pass ? CertStatus.Approved : CertStatus.Rejected,
          rejectReason: pass ? '' : reason,
          reason: pass ? badge : current.reason,
          decidedBy: admin.id,
          decidedAt: new Date(),
        })
        .where(eq(certifications.id, id))
        .returning();
      if (!decided) throw new AppError(Code.NotFound, 'certification_not_found');
      if (pass) {
        await tx
          .update(users)
          .set({ isVerified: 1, verifiedType: decided.type === 2 ? 2 : 1, verifiedReason: badge, updatedAt: new Date() })
          .where(eq(users.id, decided.uid));
      }
      await tx.insert(notifications).values(notice(decided));
      return decided;
    });
    // The applicant's open pages, on any node, show the notification.
    await publishUnread(ctx.deps, row.uid);
    ctx.say(pass ? 'certification_approved_done' : 'certification_rejected_done');
    const [shown] = await views(db, [row], config.apiTokenSecret);
    if (!shown) throw new AppError(Code.ServerError, 'server_error');
    return shown;
  },

  async certificationFile(ctx) {
    const { key, exp, sig } = ctx.query;
    const expected = Buffer.from(documentSignature(ctx.deps.config.apiTokenSecret, key, exp));
    const given = Buffer.from(sig);
    const refused = () => new AppError(Code.Forbidden, 'certification_link_invalid');
    if (exp * 1000 < Date.now() || given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
    const type = key.endsWith('.png') ? 'image/png' : 'image/jpeg';
    const bytes = ctx.deps.privateFiles.owns(key) ? await ctx.deps.privateFiles.read(key) : await demoDocument(key);
    if (!bytes) throw refused();
    return ctx.reply
      .type(type)
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  },
};
