import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { verificationCodes } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
export const MAX_PER_HOUR = 5;
export const MAX_ATTEMPTS = 5;

export type Channel = 'sms' | 'email';
export type Scene = 'login' | 'reg' | 'reset';

export function smsTarget(countryCode: string | undefined, tel: string): string {
  return `${(countryCode ?? '86').replace(/^\+/, '') || '86'}:${tel.trim()}`;
}

export function emailTarget(email: string): string {
  return email.trim().toLowerCase();
}

function codeHash(target: string, code: string): string {
  return createHash('sha256').update(`${target}|${code}`).digest('hex');
}

/**
 * Issues a code for a target, enforcing the resend gap and the hourly cap from the table itself,
 * so the limits hold across restarts and across API nodes.
 */
export async function issueCode(db: Db, channel: Channel, target: string, scene: Scene, ip: string): Promise<string> {
  const now = Date.now();
  const [last] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.target, target))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (last) {
    const wait = RESEND_AFTER_MS - (now - last.createdAt.getTime());
    if (wait > 0) throw new AppError(Code.TooManyRequests, 'code_too_soon', { seconds: Math.ceil(wait / 1000) });
  }
  const [hour] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, new Date(now - 3600_000))));
  if ((hour?.n ?? 0) >= MAX_PER_HOUR) throw new AppError(Code.TooManyRequests, 'code_too_many');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(verificationCodes).values({
    channel,
    target,
    scene,
    codeHash: codeHash(target, code),
    ip: ip.slice(0, 64),
    expiresAt: new Date(now + CODE_TTL_MS),
  });
  return code;
}

/**
 * Checks a code against the newest unused code of its target and scene and marks it used, once:
 * two calls racing with the same code cannot both pass. Wrong codes are counted (the one write a
 * refused call makes, against guessing); after MAX_ATTEMPTS the code is dead.
 */
export async function consumeCode(db: Db, target: string, scene: Scene, code: string): Promise<void> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.scene, scene), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError(Code.CodeWrong, 'code_wrong');
  if (row.expiresAt.getTime() <= Date.now() || row.attempts >= MAX_ATTEMPTS) throw new AppError(Code.CodeExpired, 'code_expired');
  if (row.codeHash !== codeHash(target, code.trim())) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw new AppError(Code.CodeWrong, 'code_wrong');
  }
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new AppError(Code.CodeWrong, 'code_wrong');
}

export function codeMessage(code: string, scene: Scene): { subject: string; text: string } {
  const what = { login: ['登录', 'sign in'], reg: ['注册', 'register'], reset: ['重置密码', 'reset your password'] }[scene];
  return {
    subject: `上海铂金周验证码 / Shanghai Platinum Week code: ${code}`,
    text: `【上海铂金周】您的${what[0]}验证码是 ${code}，10 分钟内有效，请勿告诉他人。\n[Shanghai Platinum Week] Your code to ${what[1]} is ${code}. It is valid for 10 minutes; do not share it.`,
  };
}
