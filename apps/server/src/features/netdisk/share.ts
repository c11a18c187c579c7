// Downloads and share links: every download is a short-lived signed link that honours byte ranges;
// a share link may expire, need a password (argon2id) and stop after so many downloads. A link that
// no longer works and a wrong password get the same answer.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db } from '../../db/index.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { dummyHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { users } from '../user/tables.ts';
import { fileIsLive, type FileRow } from './disk.ts';
import { demoFileBytes } from './seed.ts';
import { netdiskFiles, netdiskShares } from './tables.ts';

type NetdiskShare = components['schemas']['NetdiskShare'];
type ShareRow = typeof netdiskShares.$inferSelect;

/** How long a download link works. */
const LINK_SECONDS = 600;

/** The signature of a download link: this file, through this share (0 the owner's own), until then. */
export function fileSignature(secret: string, id: number, share: number, exp: number): string {
  return createHmac('sha256', `${secret}:netdisk-file`).update(`${id}.${share}.${exp}`).digest('base64url');
}

function link(secret: string, id: number, share: number) {
  const exp = Math.floor(Date.now() / 1000) + LINK_SECONDS;
  const sig = fileSignature(secret, id, share, exp);
  return { url: `/api/netdisk/file?id=${id}&share=${share}&exp=${exp}&sig=${sig}`, expires_at: new Date(exp * 1000).toISOString() };
}

/** Whether a share lets people download, apart from its file's place. */
function shareWorks(row: ShareRow, now = Date.now()): boolean {
  if (row.revokedAt) return false;
  if (row.expiresAt && row.expiresAt.getTime() <= now) return false;
  return row.maxDownloads === 0 || row.downloads < row.maxDownloads;
}

function stateOf(row: ShareRow, fileLive: boolean): NetdiskShare['state'] {
  if (row.revokedAt) return 'revoked';
  if (!fileLive) return 'deleted';
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return 'expired';
  if (row.maxDownloads > 0 && row.downloads >= row.maxDownloads) return 'used_up';
  return 'active';
}

function shareView(row: ShareRow, file: FileRow, fileLive: boolean): NetdiskShare {
  return {
    id: row.id,
    file_id: row.fileId,
    file_name: file.name,
    token: row.token,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    has_password: row.passwordHash !== '',
    max_downloads: row.maxDownloads,
    downloads: row.downloads,
    state: stateOf(row, fileLive),
    created_at: row.createdAt.toISOString(),
  };
}

/** One of the creator's files, not in the bin, or 40004. */
async function ownLiveFile(db: Db, uid: number, id: number): Promise<FileRow> {
  const [file] = await db
    .select()
    .from(netdiskFiles)
    .where(and(eq(netdiskFiles.id, id), eq(netdiskFiles.uid, uid)));
  if (!file || !(await fileIsLive(db, file))) throw new AppError(Code.NotFound, 'netdisk_not_found');
  return file;
}

/** A share link and its file when the link works and its file is reachable; null otherwise. */
async function workingShare(db: Db, token: string): Promise<{ share: ShareRow; file: FileRow } | null> {
  const [found] = await db
    .select({ share: netdiskShares, file: netdiskFiles })
    .from(netdiskShares)
    .innerJoin(netdiskFiles, eq(netdiskFiles.id, netdiskShares.fileId))
    .where(eq(netdiskShares.token, token));
  if (!found || !shareWorks(found.share) || !(await fileIsLive(db, found.file))) return null;
  return found;
}

export const netdiskShareHandlers: PartialHandlers<
  | 'netdiskDownload'
  | 'netdiskFile'
  | 'netdiskShareLists'
  | 'netdiskShareAdd'
  | 'netdiskShareRevoke'
  | 'netdiskShareGet'
  | 'netdiskShareOpen'
> = {
  async netdiskDownload(ctx) {
    const me = ctx.me();
    const file = await ownLiveFile(ctx.deps.db, me.id, ctx.body.id);
    return link(ctx.deps.config.apiTokenSecret, file.id, 0);
  },

  async netdiskFile(ctx) {
    const { id, exp, sig } = ctx.query;
    const share = ctx.query.share ?? 0;
    const { db, config } = ctx.deps;
    const expected = Buffer.from(fileSignature(config.apiTokenSecret, id, share, exp));
    const given = Buffer.from(sig);
    const refused = () => new AppError(Code.Forbidden, 'netdisk_link_invalid');
    // Expired or altered: the same answer, and no bytes.
    if (exp * 1000 < Date.now() || given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
    const [file] = await db.select().from(netdiskFiles).where(eq(netdiskFiles.id, id));
    if (!file || !(await fileIsLive(db, file))) throw refused();
    if (share !== 0) {
      // A link opened through a share stops with the share's revocation, not only at its own end.
      const [row] = await db
        .select({ id: netdiskShares.id })
        .from(netdiskShares)
        .where(and(eq(netdiskShares.id, share), eq(netdiskShares.fileId, id), isNull(netdiskShares.revokedAt)));
      if (!row) throw refused();
    }
    const ascii = file.name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_');
    const disposition = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
    if (!ctx.deps.privateFiles.owns(file.key)) {
      const bytes = await demoFileBytes(file.key);
      if (!bytes) throw refused();
      return ctx.reply.type(file.mime).header('content-disposition', disposition).header('cache-control', 'private, no-store').send(bytes);
    }
    const sent = await ctx.deps.privateFiles.serve(ctx.req.raw, file.key);
    if (!sent) throw refused();
    return ctx.reply
      .code(sent.statusCode)
      .headers(sent.headers)
      .type(file.mime)
      .header('content-disposition', disposition)
      .header('cache-control', 'private, no-store')
      .send(sent.stream);
  },

  async netdiskShareLists(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const fileId = ctx.query.file_id ?? 0;
    const rows = await db
      .select({ share: netdiskShares, file: netdiskFiles })
      .from(netdiskShares)
      .innerJoin(netdiskFiles, eq(netdiskFiles.id, netdiskShares.fileId))
      .where(and(eq(netdiskShares.uid, me.id), fileId ? eq(netdiskShares.fileId, fileId) : undefined))
      .orderBy(desc(netdiskShares.createdAt), desc(netdiskShares.id))
      .limit(200);
    const live = new Map<number, boolean>();
    for (const { file } of rows) if (!live.has(file.id)) live.set(file.id, await fileIsLive(db, file));
    return rows.map(({ share, file }) => shareView(share, file, live.get(file.id) ?? false));
  },

  async netdiskShareAdd(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const file = await ownLiveFile(db, me.id, ctx.body.file_id);
    const password = ctx.body.password ?? '';
    const [row] = await db
      .insert(netdiskShares)
      .values({
        uid: me.id,
        fileId: file.id,
        token: randomBytes(18).toString('base64url'),
        passwordHash: password ? await hashPassword(password) : '',
        expiresAt: ctx.body.expires_days > 0 ? new Date(Date.now() + ctx.body.expires_days * 86_400_000) : null,
        maxDownloads: ctx.body.max_downloads ?? 0,
      })
      .returning();
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('netdisk_share_added');
    return shareView(row, file, true);
  },

  async netdiskShareRevoke(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const [row] = await db
      .update(netdiskShares)
      .set({ revokedAt: sql`coalesce(${netdiskShares.revokedAt}, now())` })
      .where(and(eq(netdiskShares.id, ctx.body.id), eq(netdiskShares.uid, me.id)))
      .returning();
    if (!row) throw new AppError(Code.NotFound, 'not_found');
    const [file] = await db.select().from(netdiskFiles).where(eq(netdiskFiles.id, row.fileId));
    if (!file) throw new AppError(Code.NotFound, 'not_found');
    ctx.say('netdisk_share_revoked');
    return shareView(row, file, await fileIsLive(db, file));
  },

  async netdiskShareGet(ctx) {
    const { db } = ctx.deps;
    const found = await workingShare(db, ctx.query.token);
    if (!found) throw new AppError(Code.NotFound, 'netdisk_share_refused');
    const [owner] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, found.share.uid));
    return {
      name: found.file.name,
      size: found.file.size,
      mime: found.file.mime,
      expires_at: found.share.expiresAt ? found.share.expiresAt.toISOString() : null,
      needs_password: found.share.passwordHash !== '',
      owner: owner?.nickname ?? '',
    };
  },

  async netdiskShareOpen(ctx) {
    const { db, config } = ctx.deps;
    const refused = () => new AppError(Code.Forbidden, 'netdisk_share_refused');
    const found = await workingShare(db, ctx.body.token);
    const password = ctx.body.password ?? '';
    if (!found) {
      // As long as a wrong password takes: the answer's time does not tell a dead link from a live one.
      await verifyPassword(await dummyHash(), password);
      throw refused();
    }
    if (found.share.passwordHash && !(await verifyPassword(found.share.passwordHash, password))) throw refused();
    // Counted only while the limit allows: two at once cannot both take the last download.
    const [counted] = await db
      .update(netdiskShares)
      .set({ downloads: sql`${netdiskShares.downloads} + 1` })
      .where(
        and(
          eq(netdiskShares.id, found.share.id),
          isNull(netdiskShares.revokedAt),
          sql`(${netdiskShares.maxDownloads} = 0 OR ${netdiskShares.downloads} < ${netdiskShares.maxDownloads})`,
        ),
      )
      .returning({ id: netdiskShares.id });
    if (!counted) throw refused();
    return link(config.apiTokenSecret, found.file.id, found.share.id);
  },
};
