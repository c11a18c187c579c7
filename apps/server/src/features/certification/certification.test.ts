import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { admin as makeAdmin, member, type Member } from '../../../test/factories.ts';
import { DEMO_CERTIFICATION } from '../../../test/good-calls.ts';
import { createTestServer, DEMO_ID, type TestServer } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { certifications } from './tables.ts';

// The demo seed (features/certification/seed.ts): zhou waits, sato was rejected, oliver approved.
let t: TestServer;
let adminToken: string;
beforeAll(async () => {
  t = await createTestServer();
  adminToken = (await makeAdmin(t)).token;
});
afterAll(() => t.close());

const picture = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .withExif({ IFD0: { Copyright: 'secret-owner' } })
    .toFormat(format)
    .toBuffer();

const upload = (who: Member, bytes: Buffer, filename = 'card.png', type = 'image/png', lang: 'zh' | 'en' = 'zh') =>
  t.api.send('certificationUpload', { ...multipart([{ name: 'attachment', value: bytes, filename, type }]), token: who.token, lang });

const form = (documents: string[]) => ({
  type: 1 as const,
  name: '王铂',
  organisation: '上海铂艺珠宝',
  title: '设计总监',
  reason: '上海铂艺珠宝 设计总监',
  documents,
});

describe('certification: applying', () => {
  it('keeps documents privately, cleaned; applies once; an admin approves and the badge says so', async () => {
    const me = await member(t);
    const up = await upload(me, await picture('jpeg'), 'badge.jpg', 'image/jpeg');
    expect(up.body.code).toBe(0);
    expect(up.body.data.key).toMatch(/^\/private\/\d{4}\/\d{2}\/[0-9a-f]{24}\.jpg$/);
    // Not served as a file of the site; seen only through its signed link, without its metadata.
    expect((await t.server.app.inject({ url: up.body.data.key })).statusCode).toBe(404);
    const seen = await t.server.app.inject({ url: up.body.data.url });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    expect((await t.server.app.inject({ url: up.body.data.url.replace(/sig=./, 'sig=A') })).json()).toMatchObject({ code: 40003 });

    const applied = await t.api.call('certificationApply', { token: me.token, body: form([up.body.data.key]) });
    expect(applied.body).toMatchObject({ code: 0, msg: '提交成功', data: { status: 0, type: 1, reason: '上海铂艺珠宝 设计总监' } });
    const mine = await t.api.call('certificationMine', { token: me.token });
    expect(mine.body.data).toMatchObject({ can_apply: false, current: { id: applied.body.data.id, status: 0 } });
    // While it waits, another is refused.
    const again = await t.api.send('certificationApply', { token: me.token, body: form([up.body.data.key]) });
    expect(again.body).toMatchObject({ code: 40009, msg: '认证申请正在审核中，请耐心等待' });

    const queue = await t.api.call('certificationLists', { token: adminToken, query: { status: 0 } });
    expect(queue.body.data.list.map((c) => c.id)).toContain(applied.body.data.id);
    expect(queue.body.data.waiting).toBeGreaterThanOrEqual(2);
    const decided = await t.api.call('certificationDecide', {
      token: adminToken,
      body: { id: applied.body.data.id, pass: true, verified_reason: '上海铂艺珠宝 首席设计师' },
    });
    expect(decided.body, JSON.stringify(decided.body)).toMatchObject({ code: 0, data: { status: 1, reason: '上海铂艺珠宝 首席设计师' } });
    const profile = await t.api.call('userGet', { query: { uid: me.id } });
    expect(profile.body.data).toMatchObject({ is_verified: 1, verified_type: 1, verified_reason: '上海铂艺珠宝 首席设计师' });
    const notes = await t.api.call('notificationLists', { token: me.token, lang: 'en' });
    expect(notes.body.data.list[0]).toMatchObject({ title: 'Your verification has been approved', link: '/certification/result' });
    // Approved: no second application, and a decided one is not decided again.
    expect((await t.api.call('certificationMine', { token: me.token })).body.data.can_apply).toBe(false);
    expect((await t.api.send('certificationApply', { token: me.token, body: form([up.body.data.key]) })).body.code).toBe(40009);
    expect(
      (await t.api.send('certificationDecide', { token: adminToken, body: { id: applied.body.data.id, pass: false, reason: 'x' } })).body
        .code,
    ).toBe(40009);
  });

  it('a rejected member is told why and may apply again; an organisation gets the organisation badge', async () => {
    const org = await member(t);
    const up = await upload(org, await picture('png'));
    const first = await t.api.call('certificationApply', {
      token: org.token,
      body: { type: 2, name: '中国铂金协会', reason: '中国铂金协会 官方账号', documents: [up.body.data.key] },
    });
    expect(first.body.data).toMatchObject({ type: 2, title: '', organisation: '' });
    const noReason = await t.api.send('certificationDecide', { token: adminToken, body: { id: first.body.data.id, pass: false } });
    expect(noReason.body).toMatchObject({ code: 40001, msg: '请填写未通过的原因' });
    await t.api.call('certificationDecide', { token: adminToken, body: { id: first.body.data.id, pass: false, reason: '请上传营业执照' } });
    const mine = await t.api.call('certificationMine', { token: org.token });
    expect(mine.body.data).toMatchObject({ can_apply: true, current: { status: 2, reject_reason: '请上传营业执照' } });
    const second = await t.api.call('certificationApply', {
      token: org.token,
      body: { type: 2, name: '中国铂金协会', reason: '中国铂金协会 官方账号', documents: [up.body.data.key] },
    });
    expect(second.body.code).toBe(0);
    await t.api.call('certificationDecide', { token: adminToken, body: { id: second.body.data.id, pass: true } });
    const [row] = await t.db.select().from(users).where(eq(users.id, org.id));
    expect(row).toMatchObject({ isVerified: 1, verifiedType: 2, verifiedReason: '中国铂金协会 官方账号' });
  });

  it('two applications sent at once leave one waiting', async () => {
    const me = await member(t);
    const up = await upload(me, await picture('png'));
    const results = await Promise.all(
      [1, 2, 3].map(() => t.api.send('certificationApply', { token: me.token, body: form([up.body.data.key]) })),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 40009)).toHaveLength(2);
    expect(await t.db.select().from(certifications).where(eq(certifications.uid, me.id))).toHaveLength(1);
  });
});

describe('certification: bad input', () => {
  it('refuses what is not a picture, another member’s documents, missing fields, and non-admins; writes nothing', async () => {
    const me = await member(t);
    const other = await member(t);
    const theirs = await upload(other, await picture('png'));
    const before = await t.snapshot();
    expect((await upload(me, Buffer.from('MZ\x90\x00 not a picture'), 'card.png')).body).toMatchObject({
      code: 40001,
      msg: '证明材料只能是 JPG 或 PNG 图片',
    });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await upload(me, gif, 'a.gif', 'image/gif', 'en')).body).toMatchObject({
      code: 40001,
      msg: 'Documents must be JPG or PNG pictures',
    });
    const cases: [Record<string, unknown>, number, string][] = [
      [form([theirs.body.data.key]), 40001, '证明材料无效，请重新上传'],
      [{ ...form([theirs.body.data.key]), organisation: '' }, 40001, '请填写任职单位'],
      [{ ...form([]) }, 40001, ''],
      [{ ...form([theirs.body.data.key]), name: '   ' }, 40001, '请填写姓名或机构名称'],
      [{ ...form([theirs.body.data.key]), reason: '<b>x</b>' }, 40001, ''],
      [{ ...form([theirs.body.data.key]), type: 3 }, 40001, ''],
      [{ ...form(['/uploads/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.png']) }, 40001, ''],
    ];
    for (const [body, code, msg] of cases) {
      const res = await t.api.send('certificationApply', { token: me.token, body });
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect((await t.api.send('certificationLists', { token: me.token })).body.code).toBe(40003);
    expect(
      (await t.api.send('certificationDecide', { token: me.token, body: { id: DEMO_CERTIFICATION.zhouWaiting, pass: true } })).body.code,
    ).toBe(40003);
    expect((await t.api.send('certificationDecide', { token: adminToken, body: { id: 99999, pass: true } })).body.code).toBe(40004);
    expect((await t.api.send('certificationMine', {})).body.code).toBe(40100);
    expect(await t.snapshot()).toEqual(before);
  });

  it('shows the demo queue: zhou waits with two documents that can be seen', async () => {
    const queue = await t.api.call('certificationLists', { token: adminToken, query: { status: 0 } });
    const zhou = queue.body.data.list.find((c) => c.id === DEMO_CERTIFICATION.zhouWaiting);
    expect(zhou).toMatchObject({ uid: DEMO_ID.zhou, type: 2, user: { nickname: '周一鸣' } });
    expect(zhou?.documents).toHaveLength(2);
    const seen = await t.server.app.inject({ url: zhou?.documents[0]?.url ?? '' });
    expect(seen.statusCode).toBe(200);
    expect((await sharp(seen.rawPayload).metadata()).format).toBe('png');
  });
});
