import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { sessions, users, type PermissionMap } from '../db/schema.ts';
import { AppError, Code } from './errors.ts';
import type { SessionCache } from './sessions.ts';

export type Role = 'admin' | 'shop_keeper' | 'user';
export type PermissionKey = keyof PermissionMap;

export interface AuthUser {
  id: number;
  flag: number;
  role: Role;
  isReviewer: number;
  permission: PermissionMap;
  sessionId: number;
}

export function roleOf(flag: number): Role {
  return flag === 0 ? 'admin' : flag === 1 ? 'shop_keeper' : 'user';
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** api-token = lowercase hex SHA-256 of word + timestamp + secret. */
export function apiTokenFor(word: string, timestamp: string | number, secret: string): string {
  return sha256(`${word}${timestamp}${secret}`);
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export function checkApiToken(
  headers: Record<string, string | string[] | undefined>,
  word: string,
  secret: string,
  windowMs: number,
  now = Date.now(),
): AppError | null {
  const ts = headers['timestamp'];
  const token = headers['api-token'];
  if (typeof ts !== 'string' || !/^\d{10,16}$/.test(ts)) return new AppError(Code.BadTimestamp, 'timestamp_invalid');
  if (Math.abs(now - Number(ts)) > windowMs) return new AppError(Code.BadTimestamp, 'timestamp_invalid');
  if (typeof token !== 'string' || !safeEqual(token, apiTokenFor(word, ts, secret)))
    return new AppError(Code.BadApiToken, 'api_token_invalid');
  return null;
}

/**
 * Finds the user of a session token. Unknown tokens answer 50008, sessions ended by a password
 * change or a sign-in elsewhere 50012, expired sessions 50014.
 */
function sessionQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
      id: users.id,
      flag: users.flag,
      isReviewer: users.isReviewer,
      permission: users.permission,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('session_by_token');
}

/**
 * The lookup every signed-in call makes, as a named prepared statement: each pooled connection
 * plans it once, not on every call (planning cost more than running it on small tables).
 */
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/**
 * The user of a session token: from this node's session cache when it has a current entry
 * (sessions.ts), otherwise from PostgreSQL.
 */
export async function resolveSession(db: Db, token: string, cache?: SessionCache, now = new Date()): Promise<AuthUser> {
  if (token.length > 128) throw new AppError(Code.SessionInvalid, 'session_invalid');
  const hash = sha256(token);
  const cached = await cache?.get(hash, now.getTime());
  if (cached) return cached;
  const before = await cache?.before();
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = sessionQuery(db)));
  const rows = await query.execute({ hash });
  const row = rows[0];
  if (!row) throw new AppError(Code.SessionInvalid, 'session_invalid');
  if (row.revokedAt) {
    if (row.revokeReason === 'password' || row.revokeReason === 'elsewhere')
      throw new AppError(Code.LoggedInElsewhere, 'session_elsewhere');
    throw new AppError(Code.SessionInvalid, 'session_invalid');
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(Code.SessionExpired, 'session_expired');
  const user: AuthUser = {
    id: row.id,
    flag: row.flag,
    role: roleOf(row.flag),
    isReviewer: row.isReviewer,
    permission: row.permission,
    sessionId: row.sessionId,
  };
  await cache?.keep(hash, user, row.expiresAt.getTime(), before, now.getTime());
  return user;
}

/**
 * `x-auth` of an operation: anonymous, user, owner (a user; the handler keeps them to their own
 * things), reviewer, admin, or creator:KEY. The rule of each operation is its `x-auth` in the contract.
 */
export function authorize(auth: string, user: AuthUser | null): AppError | null {
  if (auth === 'anonymous') return null;
  if (!user) return new AppError(Code.LoginRequired, 'login_required');
  // staff: whether the user staffs the edition is the handler's to check (see requireStaff)
  if (auth === 'user' || auth === 'owner' || auth === 'staff') return null;
  if (user.role === 'admin') return null;
  if (auth === 'admin') return new AppError(Code.Forbidden, 'forbidden');
  if (auth === 'reviewer') return user.isReviewer === 1 ? null : new AppError(Code.Forbidden, 'forbidden');
  if (auth.startsWith('creator:')) {
    const key = auth.slice('creator:'.length) as PermissionKey;
    return user.permission[key] === '1' ? null : new AppError(Code.Forbidden, 'forbidden');
  }
  return new AppError(Code.Forbidden, 'forbidden');
}

export async function createSession(
  db: Db,
  userId: number,
  days: number,
  ip: string,
  userAgent: string,
): Promise<{ token: string; sessionId: number }> {
  const token = randomToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + days * 86400_000),
      ip: ip.slice(0, 64),
      userAgent: userAgent.slice(0, 300),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

export async function revokeSession(db: Db, sessionId: number, reason: 'logout' | 'password' | 'elsewhere'): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(sessions.id, sessionId)));
}
