import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WechatAuth } from '../../adapters/wechat.ts';
import { sessions, users, verificationCodes } from '../../db/schema.ts';
import { createTestServer, DEMO_ID, type BodyOf, type TestServer } from '../../../test/harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

async function codeFor(to: string): Promise<string> {
  const message = await t.outbox.latest(to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Lets the resend gap pass, as if a minute went by. */
async function age(target: string, minutes: number): Promise<void> {
  await t.db
    .update(verificationCodes)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(verificationCodes.target, target));
}

describe('registration and password sign-in', () => {
  it('registers, signs in, knows the user, and signs out', async () => {
    const reg = await t.api.call('userReg', {
      body: { username: 'Mei_Ling', password: 'platinum2025', nickname: ' 美玲 ', agree: true },
    });
    expect(reg.body).toMatchObject({ code: 0, msg: '注册成功', data: { role: 'user', flag: 2 } });
    const again = await t.api.call('userReg', {
      body: { username: 'mei_ling', password: 'platinum2025', nickname: 'x', agree: true },
      lang: 'en',
    });
    expect(again.body).toMatchObject({ code: 40009, msg: 'Username already taken' });

    const login = await t.api.call('userLogin', {
      body: { type: 'password', username: '  Mei_Ling ', password: 'platinum2025' },
    });
    expect(login.body.code).toBe(0);
    expect(login.body.msg).toBe('登录成功');
    const info = await t.api.call('userInfo', {
      query: { token: login.body.data.token },
    });
    expect(info.body.data).toMatchObject({ nickname: '美玲', username: 'Mei_Ling', has_password: true });

    expect((await t.api.call('userLogout', { token: login.body.data.token })).body.code).toBe(0);
    expect((await t.api.call('userInfo', { token: login.body.data.token })).body.code).toBe(50008);
    // The registration's own session is still valid: logout ends one session only.
    expect((await t.api.call('userInfo', { token: reg.body.data.token })).body.code).toBe(0);
  });

  it('refuses wrong passwords and unknown accounts alike, in both languages', async () => {
    const wrong = await t.api.call('userLogin', { body: { type: 'password', username: 'lin', password: 'nope-nope' } });
    const unknown = await t.api.call('userLogin', {
      body: { type: 'password', username: 'nobody', password: 'nope-nope' },
      lang: 'en',
    });
    expect(wrong.body).toEqual({ code: 60204, msg: '账号或密码错误', data: null });
    expect(unknown.body).toEqual({ code: 60204, msg: 'Account and password are incorrect.', data: null });
  });

  it('signs in by phone number or email in the username field', async () => {
    expect(
      (await t.api.call('userLogin', { body: { type: 'password', username: '13800000005', password: 'member12345' } })).body.code,
    ).toBe(0);
    expect(
      (await t.api.call('userLogin', { body: { type: 'password', username: 'OLIVER@spw.example', password: 'member12345' } })).body.code,
    ).toBe(0);
  });

  it('locks an account after ten failed passwords', async () => {
    for (let i = 0; i < 10; i++) await t.api.call('userLogin', { body: { type: 'password', username: 'sato', password: `wrong-${i}` } });
    const locked = await t.api.call('userLogin', { body: { type: 'password', username: 'sato', password: 'member12345' } });
    expect(locked.body.code).toBe(40029);
  });

  it('refuses the shop-keeper back-office to members', async () => {
    const member = await t.api.call('userLogin', {
      body: { type: 'password', username: 'zhou', password: 'member12345', shopkeeper_manage: 1 },
    });
    expect(member.body.code).toBe(40003);
    const shop = await t.api.call('userLogin', {
      body: { type: 'password', username: 'shop', password: 'shop12345', shopkeeper_manage: 1 },
    });
    expect(shop.body.data.role).toBe('shop_keeper');
  });

  it('gives the spec messages for bad registrations and writes nothing', async () => {
    const before = await t.snapshot();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ password: 'abcd1234', nickname: 'n', agree: true }, 40001, '请输入用户名'],
      [{ username: 'okname', password: 'short', nickname: 'n', agree: true }, 40001, '密码至少8位，由数字或字母组成'],
      [{ username: 'okname', password: 'abcd1234', nickname: 'n', agree: false }, 40001, '请先阅读并同意用户协议'],
      [{ username: 'okname', password: 'abcd1234', agree: true }, 40001, '请输入昵称'],
      [{ username: 'okname', password: 'abcd1234', nickname: 'n', agree: true, email: 'not-an-email' }, 40001, '邮箱格式不正确'],
      [{ username: 'okname', password: 'abcd1234', nickname: 'n', agree: true, tel: '12' }, 40001, '手机号格式不正确'],
      [{ username: 'okname', password: 'abcd1234', nickname: 'n', agree: true, tel: '13912345678' }, 40001, '请输入验证码'],
      [{ username: 'okname', password: 'abcd1234', nickname: '   ', agree: true }, 40001, '请输入昵称'],
      [{ username: 'lin', password: 'abcd1234', nickname: 'n', agree: true }, 40009, '用户名已被占用'],
    ];
    for (const [body, code, msg] of cases)
      expect((await t.api.send('userReg', { body })).body, JSON.stringify(body)).toMatchObject({ code, msg });
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('verification codes', () => {
  it('signs in with an SMS code read from the outbox, once', async () => {
    const sent = await t.api.call('userSendCode', {
      body: { channel: 'sms', scene: 'login', tel: '13800000004' },
    });
    expect(sent.body).toMatchObject({ code: 0, data: { resend_in: 60, expires_in: 600 } });
    const code = await codeFor('86:13800000004');
    const login = await t.api.call('userLogin', { body: { type: 'verifyCode', tel: ' 13800000004 ', code } });
    expect(login.body.data.id).toBe(DEMO_ID.lin);
    const reuse = await t.api.call('userLogin', { body: { type: 'verifyCode', tel: '13800000004', code } });
    expect(reuse.body.code).toBe(60205);
  });

  it('waits 60 s between codes and refuses a sixth in an hour', async () => {
    const body: BodyOf<'userSendCode'> = { channel: 'email', scene: 'login', email: 'oliver@spw.example' };
    expect((await t.api.call('userSendCode', { body })).body.code).toBe(0);
    const soon = await t.api.call('userSendCode', { body, lang: 'en' });
    expect(soon.body.code).toBe(40029);
    expect(soon.body.msg).toMatch(/^Too frequent, try again in \d+ s$/);
    for (let i = 0; i < 4; i++) {
      await age('oliver@spw.example', 1.01 * (i + 1));
      expect((await t.api.call('userSendCode', { body })).body.code).toBe(0);
    }
    await age('oliver@spw.example', 2);
    expect((await t.api.call('userSendCode', { body })).body).toMatchObject({ code: 40029, msg: '验证码发送次数过多，请稍后再试' });
  });

  it('tells a wrong code from an expired one, and kills a code after five wrong tries', async () => {
    await t.api.call('userSendCode', { body: { channel: 'email', scene: 'login', email: 'zhou@spw.example' } });
    const code = await codeFor('zhou@spw.example');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.api.call('userLogin', { body: { type: 'email_verifyCode', email: 'zhou@spw.example', code: wrong } })).body.code).toBe(
      60205,
    );
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, 'zhou@spw.example'));
    expect((await t.api.call('userLogin', { body: { type: 'email_verifyCode', email: 'zhou@spw.example', code } })).body).toMatchObject({
      code: 60206,
      msg: '验证码已过期，请重新获取',
    });

    await age('zhou@spw.example', 2);
    await t.api.call('userSendCode', { body: { channel: 'email', scene: 'login', email: 'zhou@spw.example' } });
    const fresh = await codeFor('zhou@spw.example');
    const bad = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await t.api.call('userLogin', { body: { type: 'email_verifyCode', email: 'zhou@spw.example', code: bad } });
    expect((await t.api.call('userLogin', { body: { type: 'email_verifyCode', email: 'zhou@spw.example', code: fresh } })).body.code).toBe(
      60206,
    );
  });

  it('sends no login code to an unknown number and no registration code to a taken one', async () => {
    expect((await t.api.call('userSendCode', { body: { channel: 'sms', scene: 'login', tel: '13999999999' } })).body.code).toBe(60210);
    expect(
      (await t.api.call('userSendCode', { body: { channel: 'sms', scene: 'reg', tel: '13800000004' }, lang: 'en' })).body,
    ).toMatchObject({
      code: 40009,
      msg: 'This mobile number is already registered',
    });
    expect((await t.api.call('userSendCode', { body: { channel: 'sms', scene: 'reg' } })).body).toMatchObject({
      code: 40001,
      msg: '请输入手机号',
    });
  });

  it('registers with a phone number and its code', async () => {
    await t.api.call('userSendCode', { body: { channel: 'sms', scene: 'reg', tel: '13700001111' } });
    const code = await codeFor('86:13700001111');
    const reg = await t.api.call('userReg', {
      body: { username: 'phone_user', password: 'abcd12345', nickname: '手机用户', tel: '13700001111', code, agree: true },
    });
    expect(reg.body.code).toBe(0);
    const [row] = await t.db.select({ tel: users.tel }).from(users).where(eq(users.id, reg.body.data.id));
    expect(row?.tel).toBe('13700001111');
  });

  it('resets a forgotten password and ends every session', async () => {
    const old = await t.login('oliver');
    expect((await t.api.call('userInfo', { token: old.token })).body.code).toBe(0);
    await age('86:13800000005', 2);
    await t.api.call('userSendCode', { body: { channel: 'sms', scene: 'reset', tel: '13800000005' } });
    const code = await codeFor('86:13800000005');
    const reset = await t.api.call('userForgotPassword', { body: { channel: 'sms', tel: '13800000005', code, password: 'newsecret99' } });
    expect(reset.body).toMatchObject({ code: 0, msg: '密码修改成功' });
    expect((await t.api.call('userInfo', { token: old.token })).body.code).toBe(50012);
    expect((await t.api.call('userLogin', { body: { type: 'password', username: 'oliver', password: 'newsecret99' } })).body.code).toBe(0);
  });
});

describe('sessions', () => {
  it('rotates the remember key on use and refuses the spent one', async () => {
    const first = await t.api.call('userLogin', {
      body: { type: 'password', username: 'creator', password: 'creator12345', remember_login: true },
    });
    const key = first.body.data.remember_key;
    expect(key.length).toBeGreaterThan(20);
    const second = await t.api.call('userLogin', { body: { type: 'remember_key', remember_key: key } });
    expect(second.body.code).toBe(0);
    expect(second.body.data.remember_key).not.toBe(key);
    expect((await t.api.call('userLogin', { body: { type: 'remember_key', remember_key: key } })).body.code).toBe(50014);
    expect((await t.api.call('userLogin', { body: { type: 'remember_key', remember_key: second.body.data.remember_key } })).body.code).toBe(
      0,
    );
  });

  it('ends other sessions on a password change (50012) and keeps the current one', async () => {
    const a = await t.login('reviewer');
    const b = await t.login('reviewer');
    // b has just been used, so this node has it in its session cache: the change must end it anyway.
    expect((await t.api.call('userInfo', { token: b.token })).body.code).toBe(0);
    const wrongOld = await t.api.call('userSetPwd', {
      token: a.token,
      body: { old_password: 'not-it-123', password: 'reviewer12345' },
    });
    expect(wrongOld.body).toMatchObject({ code: 60204, msg: '密码错误' });
    expect((await t.api.call('userSetPwd', { token: a.token, body: { password: 'reviewer12345' } })).body).toMatchObject({
      code: 40001,
      msg: '请输入原密码',
    });
    const ok = await t.api.call('userSetPwd', { token: a.token, body: { old_password: 'reviewer12345', password: 'reviewer12345' } });
    expect(ok.body.code).toBe(0);
    expect((await t.api.call('userInfo', { token: a.token })).body.code).toBe(0);
    const other = await t.api.call('userInfo', { token: b.token, lang: 'en' });
    expect(other.body.code).toBe(50012);
  });

  it('answers 50014 to an expired session', async () => {
    const s = await t.login('shop');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, DEMO_ID.shop));
    expect((await t.api.call('userInfo', { token: s.token })).body).toMatchObject({ code: 50014, msg: '登录已过期，请重新登录' });
  });
});

describe('WeChat sign-in', () => {
  it('answers 40060 while WeChat is not configured', async () => {
    expect((await t.api.call('userLogin', { body: { type: 'wechat', code: 'abc' }, lang: 'en' })).body).toMatchObject({
      code: 40060,
      msg: 'WeChat login is not enabled on this site',
    });
    const info = await t.api.call('webinfoGet');
    expect(info.body.data.login.wechat).toBe(false);
  });

  it('signs in through the adapter and creates the member once', async () => {
    const fake: WechatAuth = {
      enabled: () => true,
      exchange: async (_type, code) => {
        if (code === 'refused') throw new Error('invalid code');
        return { openid: 'wx-openid-1', nickname: '微信好友', avatar: '' };
      },
    };
    const w = await createTestServer({ wechat: fake });
    try {
      const first = await w.api.call('userLogin', { body: { type: 'wechat_op_web', code: 'good' } });
      const second = await w.api.call('userLogin', { body: { type: 'wechat', code: 'good' } });
      expect(first.body.code).toBe(0);
      expect(second.body.data.id).toBe(first.body.data.id);
      expect((await w.api.call('userLogin', { body: { type: 'wechat', code: 'refused' } })).body.code).toBe(60204);
      expect((await w.api.call('webinfoGet')).body.data.login.wechat).toBe(true);
    } finally {
      await w.close();
    }
  });
});

describe('profiles', () => {
  it('shows private fields to the owner and admins only', async () => {
    const lin = await t.login('lin');
    const admin = await t.login('admin');
    const other = await t.login('zhou');
    const asOwner = await t.api.call('userGet', { query: { uid: DEMO_ID.lin }, token: lin.token });
    const asAdmin = await t.api.call('userGet', { query: { uid: DEMO_ID.lin }, token: admin.token });
    const asOther = await t.api.call('userGet', { query: { uid: DEMO_ID.lin }, token: other.token });
    const anon = await t.api.call('userGet', { query: { uid: DEMO_ID.lin } });
    expect(asOwner.body.data.phone).toBe('13800000004');
    expect(asAdmin.body.data.email).toBe('lin@spw.example');
    expect(asOther.body.data).not.toHaveProperty('phone');
    expect(asOther.body.data.is_follow).toBe(true);
    expect(anon.body.data).not.toHaveProperty('email');
    expect(anon.body.data).not.toHaveProperty('is_follow');
    expect((await t.api.call('userGet', { query: { uid: 99999 }, lang: 'en' })).body).toMatchObject({
      code: 40004,
      msg: 'User not found',
    });
  });

  it('edits only the owner profile, trimming, and refuses foreign pictures', async () => {
    const lin = await t.login('lin');
    const res = await t.api.call('userEdit', {
      token: lin.token,
      body: { company: '  水贝珠宝集团 ' },
    });
    expect(res.body).toMatchObject({ code: 0, msg: '修改成功', data: { company: '水贝珠宝集团', nickname: '林晓' } });
    const before = await t.snapshot();
    expect(
      (await t.api.call('userChangeAvatar', { token: lin.token, body: { avatar: 'https://tracker.example/pixel.png' } })).body.code,
    ).toBe(40001);
    expect((await t.api.call('userChangeBg', { token: lin.token, body: { bg_url: 'preset:9' } })).body.code).toBe(40001);
    expect((await t.api.call('userChangeBg', { token: lin.token, body: { bg_url: '/uploads/../etc/passwd' } })).body.code).toBe(40001);
    expect((await t.api.call('userEdit', { token: lin.token, body: {} })).body).toMatchObject({
      code: 40001,
      msg: '没有需要修改的内容',
    });
    expect((await t.api.call('userEdit', { token: lin.token, body: { website: 'javascript:alert(1)' } })).body.code).toBe(40001);
    expect(await t.snapshot()).toEqual(before);
    const bg = await t.api.call('userChangeBg', { token: lin.token, body: { bg_url: 'preset:3' } });
    expect(bg.body.data.bg_url).toBe('preset:3');
  });
});
