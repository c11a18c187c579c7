// The guestbook: the organisers' message form (/message/add) and their inbox. Spam is kept out without a captcha
// service: the visitor's browser solves an ALTCHA proof-of-work puzzle (altcha-lib, PBKDF2/SHA-256)
// while they type, each solved puzzle carries one message (its nonce is unique in the table), and
// the contract's rate limit caps an address at 5 messages in 10 minutes.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { components } from '@spw/api/schema';
import type { Db } from '../../db/index.ts';
import { events, guestbookMessages } from '../../db/schema.ts';
import { badField } from '../../http/errors.ts';
import { listOf, paging } from '../../http/paging.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { EMAIL } from '../../http/email.ts';

type GuestbookMessage = components['schemas']['GuestbookMessage'];
type Row = typeof guestbookMessages.$inferSelect;

/**
 * The puzzle's work: PBKDF2 with 1 000 rounds per try, the answer between the 1 000th and 4 000th
 * try (about half a second in a phone's browser, in the background while the visitor types); the
 * server checks an answer with one derivation, thanks to the key signature (deterministic mode).
 */
export const GUESTBOOK_POW = { algorithm: 'PBKDF2/SHA-256', cost: 1000, counterMin: 1000, counterMax: 4000, ttlSeconds: 600 } as const;

/** The two HMAC secrets of the puzzles, derived from the site's secret (API_TOKEN_SECRET). */
function powSecrets(secret: string): { hmacSignatureSecret: string; hmacKeySignatureSecret: string } {
  const derive = (purpose: string) => createHmac('sha256', secret).update(`guestbook-pow:${purpose}`).digest('hex');
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') };
}

/** A phone number: an optional +, then digits with spaces or dashes, 6 to 20 digits in all. */
const PHONE = /^\+?[\d\s-]+$/;

export function isContact(value: string): boolean {
  if (EMAIL.test(value)) return true;
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 6 && digits <= 20;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `proof` decoded: base64 of the JSON `{ challenge, solution }`; null when it is not that shape. */
function decodeProof(proof: string): { challenge: Challenge; solution: Solution } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return null;
  const { challenge, solution } = parsed;
  const p = challenge.parameters;
  if (!isRecord(p) || typeof challenge.signature !== 'string') return null;
  if (typeof p.nonce !== 'string' || p.nonce.length === 0 || p.nonce.length > 100) return null;
  if (p.algorithm !== GUESTBOOK_POW.algorithm || p.cost !== GUESTBOOK_POW.cost) return null;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
  return { challenge: challenge as unknown as Challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/** The puzzle's nonce when `proof` is a good, unexpired answer to one of ours; null otherwise. */
export async function checkProof(secret: string, proof: string): Promise<string | null> {
  const decoded = decodeProof(proof);
  if (!decoded) return null;
  try {
    const result = await verifySolution({ ...decoded, deriveKey, ...powSecrets(secret) });
    return result.verified ? decoded.challenge.parameters.nonce : null;
  } catch {
    return null;
  }
}

/** A new puzzle, signed, good for ten minutes. */
export async function newChallenge(secret: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: GUESTBOOK_POW.algorithm,
    cost: GUESTBOOK_POW.cost,
    counter: randomInt(GUESTBOOK_POW.counterMax, GUESTBOOK_POW.counterMin),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + GUESTBOOK_POW.ttlSeconds,
    ...powSecrets(secret),
  });
}

function view(row: Row): GuestbookMessage {
  return {
    id: row.id,
    events_id: row.eventsId,
    uid: row.uid,
    name: row.name,
    contact: row.contact,
    content: row.content,
    lang: row.lang === 'en' ? 'en' : 'zh',
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}

async function unreadCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(guestbookMessages)
    .where(not(guestbookMessages.isRead));
  return row?.n ?? 0;
}

export const guestbookHandlers: PartialHandlers<'guestbookChallenge' | 'guestbookAdd' | 'guestbookLists' | 'guestbookRead'> = {
  async guestbookChallenge(ctx) {
    const challenge = await newChallenge(ctx.deps.config.apiTokenSecret);
    const { parameters, signature } = challenge;
    if (!signature) throw new Error('guestbook: an unsigned puzzle');
    return {
      signature,
      parameters: {
        algorithm: parameters.algorithm,
        nonce: parameters.nonce,
        salt: parameters.salt,
        cost: parameters.cost,
        keyLength: parameters.keyLength,
        keyPrefix: parameters.keyPrefix,
        ...(parameters.keySignature ? { keySignature: parameters.keySignature } : {}),
        ...(parameters.expiresAt ? { expiresAt: parameters.expiresAt } : {}),
      },
    };
  },

  async guestbookAdd(ctx) {
    const { db, config } = ctx.deps;
    const body = ctx.body;
    const name = body.name.trim();
    const contact = body.contact.trim();
    const content = body.content.trim();
    if (!name) badField('name', 'field_required');
    if (!isContact(contact)) badField('contact', 'guestbook_contact_format');
    if (!content) badField('content', 'field_required');
    if (body.events_id !== undefined) {
      const [edition] = await db.select({ id: events.id }).from(events).where(eq(events.id, body.events_id)).limit(1);
      if (!edition) badField('events_id', 'field_format');
    }
    const nonce = await checkProof(config.apiTokenSecret, body.proof);
    if (!nonce) badField('proof', 'guestbook_proof_failed');
    // A puzzle answered once already: its nonce is taken, nothing is written.
    const [row] = await db
      .insert(guestbookMessages)
      .values({ eventsId: body.events_id ?? null, uid: ctx.user?.id ?? null, name, contact, content, lang: ctx.lang, proof: nonce })
      .onConflictDoNothing({ target: guestbookMessages.proof })
      .returning({ id: guestbookMessages.id, createdAt: guestbookMessages.createdAt });
    if (!row) badField('proof', 'guestbook_proof_failed');
    ctx.say('submitted');
    return { id: row.id, created_at: row.createdAt.toISOString() };
  },

  async guestbookLists(ctx) {
    const { db } = ctx.deps;
    const { page, rows, offset } = paging(ctx.query, 20);
    const where: SQL[] = [];
    if ((ctx.query.box ?? 'unread') === 'unread') where.push(not(guestbookMessages.isRead));
    if (ctx.query.events_id !== undefined) where.push(eq(guestbookMessages.eventsId, ctx.query.events_id));
    const filter = where.length ? and(...where) : undefined;
    const [list, [total], unread] = await Promise.all([
      db.select().from(guestbookMessages).where(filter).orderBy(desc(guestbookMessages.id)).limit(rows).offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(guestbookMessages)
        .where(filter),
      unreadCount(db),
    ]);
    return { ...listOf(list.map(view), total?.n ?? 0, page, rows), unread };
  },

  async guestbookRead(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const { ids, read } = ctx.body;
    const changed = await db
      .update(guestbookMessages)
      .set({ isRead: read, readBy: read ? me.id : null })
      .where(and(inArray(guestbookMessages.id, ids), eq(guestbookMessages.isRead, !read)))
      .returning({ id: guestbookMessages.id });
    return { changed: changed.length, unread: await unreadCount(db) };
  },
};
