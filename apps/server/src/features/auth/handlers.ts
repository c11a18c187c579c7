import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { components } from '@spw/api/schema';
import type { Shared } from '../../adapters/shared.ts';
import type { Db } from '../../db/index.ts';
import { rememberKeys, sessions, users } from '../../db/schema.ts';
import { refuseWhileSuspended } from '../../http/suspension.ts';
import { createSession, randomToken, revokeSession, roleOf, sha256 } from '../../http/auth.ts';
import { authChanged } from '../../http/sessions.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import type { Ctx, PartialHandlers } from '../../http/types.ts';
import { type UserRow, userView } from '../user/view.ts';
import { codeMessage, consumeCode, emailTarget, issueCode, smsTarget } from './codes.ts';
import { dummyHash, hashPassword, verifyPassword } from './password.ts';

type LoginData = components['schemas']['LoginData'];

/**
 * Failed password logins per account, counted for the whole site (deps.shared: Redis when several
 * nodes run): 10 within 15 minutes lock that account's password logins for the rest of the window.
 */
const FAIL_LIMIT = 10;
const FAIL_WINDOW_MS = 15 * 60_000;

async function checkThrottle(shared: Shared, key: string): Promise<void> {
  if ((await shared.peek(key)) >= FAIL_LIMIT) throw new AppError(Code.TooManyRequests, 'too_many_attempts');
}

export function clientOf(req: FastifyRequest): { ip: string; ua: string } {
  const ua = req.headers['user-agent'];
  return { ip: req.ip ?? '', ua: typeof ua === 'string' ? ua : '' };
}

async function findUser(db: Db, where: ReturnType<typeof eq>): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

const byTel = (cc: string | undefined, tel: string) => {
  const [code, number] = smsTarget(cc, tel).split(':') as [string, string];
  return and(eq(users.countryCode, code), eq(users.tel, number)) as ReturnType<typeof eq>;
};
const byEmail = (email: string) => eq(sql`lower(${users.email})`, emailTarget(email));
const byUsername = (name: string) => eq(sql`lower(${users.username})`, name.trim().toLowerCase());

/** Opens a session (and a remember key when asked) for a user who proved who they are. */
async function signIn(ctx: Ctx<'userLogin'> | Ctx<'userReg'>, user: UserRow, remember: boolean): Promise<LoginData> {
  // A suspended account signs in by no way (password, code, remembered key, WeChat) until it ends.
  refuseWhileSuspended(ctx.lang, user);
  const { ip, ua } = clientOf(ctx.req);
  const { config, db } = ctx.deps;
  return db.transaction(async (tx) => {
    const { token, sessionId } = await createSession(tx as unknown as Db, user.id, config.sessionDays, ip, ua);
    let rememberKey = '';
    if (remember) {
      rememberKey = randomToken();
      await tx.insert(rememberKeys).values({
        userId: user.id,
        sessionId,
        keyHash: sha256(rememberKey),
        expiresAt: new Date(Date.now() + config.rememberDays * 86400_000),
      });
    }
    return {
      id: user.id,
      nickname: user.nickname,
      avatar: user.avatar,
      shop_id: user.shopId,
      token,
      is_reviewer: user.isReviewer ? 1 : 0,
      flag: user.flag,
      role: roleOf(user.flag),
      remember_key: rememberKey,
    };
  });
}

async function loginHandler(ctx: Ctx<'userLogin'>): Promise<LoginData> {
  const { db, wechat } = ctx.deps;
  const body = ctx.body;
  ctx.say('login_success');
  switch (body.type) {
    case 'password': {
      const name = body.username.trim();
      const key = `pw:${name.toLowerCase()}`;
      await checkThrottle(ctx.deps.shared, key);
      const user = await findUser(db, or(byUsername(name), byTel(body.country_code, name), byEmail(name)) as ReturnType<typeof eq>);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), body.password);
      if (!user || !user.passwordHash || !ok) {
        await ctx.deps.shared.hit(key, FAIL_WINDOW_MS);
        throw new AppError(Code.BadCredentials, 'account_password_incorrect');
      }
      await ctx.deps.shared.reset(key);
      if (body.shopkeeper_manage === 1 && user.flag !== 0 && user.flag !== 1) throw new AppError(Code.Forbidden, 'shopkeeper_only');
      return signIn(ctx, user, body.remember_login === true);
    }
    case 'verifyCode': {
      const user = await findUser(db, byTel(body.country_code, body.tel));
      if (!user) throw new AppError(Code.NoAccount, 'account_not_exist');
      await consumeCode(db, smsTarget(body.country_code, body.tel), 'login', body.code);
      return signIn(ctx, user, body.remember_login === true);
    }
    case 'email_verifyCode': {
      const user = await findUser(db, byEmail(body.email));
      if (!user) throw new AppError(Code.NoAccount, 'account_not_exist');
      await consumeCode(db, emailTarget(body.email), 'login', body.code);
      return signIn(ctx, user, body.remember_login === true);
    }
    case 'remember_key': {
      // A remember key works once: using it spends it and the answer carries its successor.
      const [spent] = await db
        .update(rememberKeys)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(rememberKeys.keyHash, sha256(body.remember_key.trim())),
            isNull(rememberKeys.usedAt),
            sql`${rememberKeys.expiresAt} > now()`,
          ),
        )
        .returning({ userId: rememberKeys.userId });
      const user = spent ? await findUser(db, eq(users.id, spent.userId)) : undefined;
      if (!user) throw new AppError(Code.SessionExpired, 'remember_key_invalid');
      return signIn(ctx, user, true);
    }
    case 'wechat':
    case 'wechat_op_web': {
      if (!wechat.enabled(body.type)) throw new AppError(Code.FeatureOff, 'wechat_off');
      let profile;
      try {
        profile = await wechat.exchange(body.type, body.code.trim());
      } catch (err) {
        ctx.req.log.warn({ err }, 'wechat exchange failed');
        throw new AppError(Code.BadCredentials, 'wechat_failed');
      }
      const openid = profile.openid.slice(0, 64);
      let user = await findUser(db, eq(users.wechatOpenid, openid));
      if (!user) {
        const [created] = await db
          .insert(users)
          .values({ wechatOpenid: openid, nickname: (profile.nickname ?? '').slice(0, 32) || '微信用户', avatar: profile.avatar ?? '' })
          .onConflictDoNothing()
          .returning();
        user = created ?? (await findUser(db, eq(users.wechatOpenid, openid)));
      }
      if (!user) throw new AppError(Code.BadCredentials, 'wechat_failed');
      return signIn(ctx, user, false);
    }
  }
}

export const authHandlers: PartialHandlers<
  'userLogin' | 'userReg' | 'userSendCode' | 'userForgotPassword' | 'userInfo' | 'userLogout' | 'userSetPwd'
> = {
  userLogin: loginHandler,

  async userReg(ctx) {
    const { db } = ctx.deps;
    const b = ctx.body;
    const username = b.username.trim();
    const nickname = b.nickname.trim();
    if (!nickname) badField('nickname', 'nickname_required');
    const tel = b.tel?.trim();
    const email = b.email?.trim();
    if (await findUser(db, byUsername(username))) throw new AppError(Code.Conflict, 'username_taken');
    if (tel && (await findUser(db, byTel(b.country_code, tel)))) throw new AppError(Code.Conflict, 'mobile_taken');
    if (email && (await findUser(db, byEmail(email)))) throw new AppError(Code.Conflict, 'email_taken');
    if (tel || email) {
      if (!b.code) badField('code', 'code_required');
      // With both given, the code was sent by SMS.
      await consumeCode(db, tel ? smsTarget(b.country_code, tel) : emailTarget(email ?? ''), 'reg', b.code);
    }
    const passwordHash = await hashPassword(b.password);
    let user: UserRow | undefined;
    try {
      [user] = await db
        .insert(users)
        .values({
          username,
          passwordHash,
          nickname,
          tel: tel || null,
          countryCode: tel ? (smsTarget(b.country_code, tel).split(':')[0] ?? '86') : '86',
          email: email ? emailTarget(email) : null,
          phone: tel ?? '',
        })
        .returning();
    } catch (err) {
      // Two registrations racing for one name: the unique index decides.
      if ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505')
        throw new AppError(Code.Conflict, 'username_taken');
      throw err;
    }
    if (!user) throw new Error('user insert returned nothing');
    const data = await signIn(ctx, user, false);
    ctx.say('reg_success');
    return data;
  },

  async userSendCode(ctx) {
    const { db, jobs } = ctx.deps;
    const b = ctx.body;
    let target: string;
    let exists: boolean;
    if (b.channel === 'sms') {
      if (!b.tel) badField('tel', 'mobile_required');
      target = smsTarget(b.country_code, b.tel);
      exists = Boolean(await findUser(db, byTel(b.country_code, b.tel)));
    } else {
      if (!b.email) badField('email', 'email_required');
      target = emailTarget(b.email);
      exists = Boolean(await findUser(db, byEmail(b.email)));
    }
    if (b.scene === 'reg' && exists) throw new AppError(Code.Conflict, b.channel === 'sms' ? 'mobile_taken' : 'email_taken');
    if (b.scene !== 'reg' && !exists) throw new AppError(Code.NoAccount, 'account_not_exist');
    const code = await issueCode(db, b.channel, target, b.scene, clientOf(ctx.req).ip);
    // Sent by the queue after the answer: a slow mail or SMS gateway does not hold the member up, and a failed send is retried.
    await jobs.add('outbox:send', { channel: b.channel, to: target, ...codeMessage(code, b.scene) }, { maxAttempts: 3 });
    ctx.say('code_sent');
    return { resend_in: 60, expires_in: 600 };
  },

  async userForgotPassword(ctx) {
    const { db } = ctx.deps;
    const b = ctx.body;
    let target: string;
    let user: UserRow | undefined;
    if (b.channel === 'sms') {
      if (!b.tel) badField('tel', 'mobile_required');
      target = smsTarget(b.country_code, b.tel);
      user = await findUser(db, byTel(b.country_code, b.tel));
    } else {
      if (!b.email) badField('email', 'email_required');
      target = emailTarget(b.email);
      user = await findUser(db, byEmail(b.email));
    }
    if (!user) throw new AppError(Code.NoAccount, 'account_not_exist');
    await consumeCode(db, target, 'reset', b.code);
    const passwordHash = await hashPassword(b.password);
    const uid = user.id;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, uid));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: 'password' })
        .where(and(eq(sessions.userId, uid), isNull(sessions.revokedAt)));
      await tx
        .update(rememberKeys)
        .set({ usedAt: new Date() })
        .where(and(eq(rememberKeys.userId, uid), isNull(rememberKeys.usedAt)));
    });
    await authChanged(ctx.deps.shared, uid);
    ctx.say('password_changed');
    return null;
  },

  async userInfo(ctx) {
    if (!ctx.user) throw new AppError(Code.SessionInvalid, 'session_invalid');
    const user = await findUser(ctx.deps.db, eq(users.id, ctx.user.id));
    if (!user) throw new AppError(Code.SessionInvalid, 'user_info_empty');
    return {
      ...userView(user, true),
      role: roleOf(user.flag),
      shop_id: user.shopId,
      flag: user.flag,
      permission: userView(user, true).permission ?? {},
      follow_amount: user.followAmount,
      fans_amount: user.fansAmount,
      has_password: Boolean(user.passwordHash),
    };
  },

  async userLogout(ctx) {
    const me = ctx.me();
    await ctx.deps.db.transaction(async (tx) => {
      await revokeSession(tx as unknown as Db, me.sessionId, 'logout');
      await tx
        .update(rememberKeys)
        .set({ usedAt: new Date() })
        .where(and(eq(rememberKeys.sessionId, me.sessionId), isNull(rememberKeys.usedAt)));
    });
    await authChanged(ctx.deps.shared, me.id);
    ctx.say('logout_success');
    return null;
  },

  async userSetPwd(ctx) {
    const me = ctx.me();
    const { db } = ctx.deps;
    const user = await findUser(db, eq(users.id, me.id));
    if (!user) throw new AppError(Code.SessionInvalid, 'user_info_empty');
    if (user.passwordHash) {
      if (!ctx.body.old_password) badField('old_password', 'old_password_required');
      if (!(await verifyPassword(user.passwordHash, ctx.body.old_password))) throw new AppError(Code.BadCredentials, 'password_incorrect');
    }
    const passwordHash = await hashPassword(ctx.body.password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, me.id));
      // Every other session of the account ends; they answer 50012 from now on.
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: 'password' })
        .where(and(eq(sessions.userId, me.id), ne(sessions.id, me.sessionId), isNull(sessions.revokedAt)));
      await tx
        .update(rememberKeys)
        .set({ usedAt: new Date() })
        .where(and(eq(rememberKeys.userId, me.id), isNull(rememberKeys.usedAt)));
    });
    await authChanged(ctx.deps.shared, me.id);
    ctx.say('password_changed');
    return null;
  },
};
