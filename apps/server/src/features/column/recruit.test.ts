import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnApplications, columns, notifications, users } from '../../db/schema.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { DEMO_APPLICATION } from '../../../test/good-calls.ts';

// The demo seed (features/column/seed.ts) gives the template database its applications.
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const application = {
  column_name: '东京铂金通讯',
  column_en_name: 'Tokyo Platinum Letter',
  content: '日本铂金首饰市场与设计动态。',
  en_content: 'Platinum jewellery in Japan: the market and its designers.',
  samples: 'https://example.com/sato',
  contact: 'sato@example.com',
};

async function userRow(uid: number) {
  const [row] = await t.db.select({ isColumn: users.isColumn }).from(users).where(eq(users.id, uid));
  return row;
}

describe('column recruitment: the member', () => {
  it('shows where a member stands: never applied, waiting, a columnist with their columns', async () => {
    const sato = (await t.login('sato')).token;
    expect((await t.api.call('columnApplyMine', { token: sato })).body.data).toEqual({ is_column: 0, columns: [], application: null });
    const lin = (await t.login('lin')).token;
    const mine = (await t.api.call('columnApplyMine', { token: lin })).body.data;
    expect(mine).toMatchObject({
      is_column: 0,
      application: { id: DEMO_APPLICATION.linWaiting, status: 0, decided_at: null, column_id: null },
    });
    const creator = (await t.login('creator')).token;
    const theirs = (await t.api.call('columnApplyMine', { token: creator })).body.data;
    expect(theirs.is_column).toBe(1);
    expect(theirs.columns.map((c) => c.id)).toEqual([1, 2, 4]);
    expect((await t.api.send('columnApplyMine', {})).body.code).toBe(40100);
  });

  it('takes one waiting application at a time, even from two tabs at once', async () => {
    const sato = (await t.login('sato')).token;
    const [a, b] = await Promise.all([
      t.api.send('columnApplyAdd', { token: sato, body: application }),
      t.api.send('columnApplyAdd', { token: sato, body: { ...application, column_name: '东京铂金通讯二' } }),
    ]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([0, 40009]);
    const sent = a.body.code === 0 ? a : b;
    expect(sent.body.msg).toBe('申请已提交，请等待审核');
    const again = await t.api.send('columnApplyAdd', { token: sato, lang: 'en', body: application });
    expect(again.body).toMatchObject({
      code: 40009,
      msg: 'An application of yours is already under review; wait for the decision or withdraw it first',
    });
    const waiting = await t.db
      .select({ id: columnApplications.id })
      .from(columnApplications)
      .where(and(eq(columnApplications.uid, 8), eq(columnApplications.status, 0)));
    expect(waiting).toHaveLength(1);
  });

  it('refuses a name another column has, blank or over-long words, and a picture from elsewhere, writing nothing', async () => {
    const zhou = (await t.login('zhou')).token;
    const before = await t.db.select({ id: columnApplications.id }).from(columnApplications).where(eq(columnApplications.uid, 7));
    const taken = await t.api.send('columnApplyAdd', { token: zhou, body: { ...application, column_name: '铂金市场周报' } });
    // The envelope names the field, so the form shows the message there.
    expect(taken.body).toMatchObject({ code: 40001, msg: '已有同名专栏，请换一个名称', data: { field: 'column_name' } });
    const takenEn = await t.api.send('columnApplyAdd', {
      token: zhou,
      lang: 'en',
      body: { ...application, column_en_name: 'platinum market weekly' },
    });
    expect(takenEn.body).toMatchObject({ code: 40001, msg: 'A column already has this name; choose another' });
    const blank = await t.api.send('columnApplyAdd', { token: zhou, body: { ...application, samples: '   ' } });
    expect(blank.body.code).toBe(40001);
    expect(blank.body.msg).toContain('作品示例');
    const long = await t.api.send('columnApplyAdd', { token: zhou, lang: 'en', body: { ...application, column_name: '铂'.repeat(21) } });
    expect(long.body.code).toBe(40001);
    expect(long.body.msg).toContain('Column name');
    expect(long.body.data).toEqual({ field: 'column_name' });
    const wrongType = await t.api.send('columnApplyAdd', { token: zhou, body: { ...application, content: 42 } });
    expect(wrongType.body.code).toBe(40001);
    const extra = await t.api.send('columnApplyAdd', { token: zhou, body: { ...application, status: 1 } });
    expect(extra.body.code).toBe(40001);
    const picture = await t.api.send('columnApplyAdd', { token: zhou, body: { ...application, pic: 'https://evil.example/x.png' } });
    expect(picture.body).toMatchObject({ code: 40001, msg: '请使用本站上传的图片' });
    expect((await t.api.send('columnApplyAdd', { body: application })).body.code).toBe(40100);
    const after = await t.db.select({ id: columnApplications.id }).from(columnApplications).where(eq(columnApplications.uid, 7));
    expect(after).toEqual(before);
  });

  it('withdraws one’s own waiting application only; a rejected member applies again', async () => {
    const lin = (await t.login('lin')).token;
    const zhou = (await t.login('zhou')).token;
    expect((await t.api.send('columnApplyWithdraw', { token: zhou, body: { id: DEMO_APPLICATION.linWaiting } })).body.code).toBe(40004);
    const done = await t.api.call('columnApplyWithdraw', { token: lin, body: { id: DEMO_APPLICATION.linWaiting } });
    expect(done.body).toMatchObject({ code: 0, msg: '申请已撤回', data: { status: 3 } });
    expect(done.body.data.decided_at).not.toBeNull();
    expect((await t.api.send('columnApplyWithdraw', { token: lin, body: { id: DEMO_APPLICATION.linWaiting } })).body.code).toBe(40009);
    const zhouAgain = await t.api.call('columnApplyAdd', { token: zhou, body: { ...application, column_name: '铂金回收观察' } });
    expect(zhouAgain.body.data).toMatchObject({ status: 0, name: '铂金回收观察', en_name: 'Tokyo Platinum Letter', nickname: '周一鸣' });
  });
});

describe('column recruitment: the admins', () => {
  it('lists the waiting oldest first and the decided newest first; admins only', async () => {
    const admin = (await t.login('admin')).token;
    const waiting = (await t.api.call('columnApplyLists', { token: admin })).body.data.list;
    const times = waiting.map((a) => a.created_at);
    expect(times).toEqual([...times].sort());
    expect(waiting.every((a) => a.status === 0)).toBe(true);
    const rejected = (await t.api.call('columnApplyLists', { token: admin, query: { status: 2 } })).body.data.list;
    expect(rejected.map((a) => a.id)).toContain(DEMO_APPLICATION.zhouRejected);
    const lin = (await t.login('lin')).token;
    expect((await t.api.send('columnApplyLists', { token: lin })).body.code).toBe(40003);
    expect(
      (await t.api.send('columnApplyDecide', { token: lin, body: { id: DEMO_APPLICATION.oliverWaiting, pass: true } })).body.code,
    ).toBe(40003);
  });

  it('approves: the column is made from the application, the member becomes a columnist and is told', async () => {
    const admin = (await t.login('admin')).token;
    expect((await userRow(6))?.isColumn).toBe(0);
    const decided = await t.api.call('columnApplyDecide', { token: admin, body: { id: DEMO_APPLICATION.oliverWaiting, pass: true } });
    expect(decided.body).toMatchObject({ code: 0, msg: '已通过，专栏已创建', data: { status: 1, reason: '' } });
    const columnId = decided.body.data.column_id;
    expect(columnId).toBeTypeOf('number');
    const column = await t.api.call('columnGet', { query: { id: columnId ?? 0 } });
    expect(column.body.data).toMatchObject({ uid: 6, name: '铂金投资笔记', en_name: 'Platinum Investor Notes', subscribe_amount: 0 });
    expect((await userRow(6))?.isColumn).toBe(1);
    // Placed after the organisers' columns.
    const all = (await t.api.call('columnLists', { query: { rows: 50 } })).body.data.list;
    expect(all.at(-1)?.id).toBe(columnId);
    const oliver = (await t.login('oliver')).token;
    const mine = (await t.api.call('columnApplyMine', { token: oliver })).body.data;
    expect(mine).toMatchObject({ is_column: 1, columns: [{ id: columnId, name: '铂金投资笔记' }], application: { status: 1 } });
    const told = await t.api.call('notificationLists', { token: oliver, lang: 'en' });
    expect(told.body.data.list[0]).toMatchObject({ title: 'Your column application was approved', link: `/column/detail?id=${columnId}` });
    // Decided once: a second decision is a conflict, and no second column is made.
    expect(
      (await t.api.send('columnApplyDecide', { token: admin, body: { id: DEMO_APPLICATION.oliverWaiting, pass: true } })).body.code,
    ).toBe(40009);
    expect(await t.db.select({ id: columns.id }).from(columns).where(eq(columns.uid, 6))).toHaveLength(1);
  });

  it('rejects only with a reason, and the member reads it', async () => {
    const admin = (await t.login('admin')).token;
    const zhou = (await t.login('zhou')).token;
    // 周一鸣 applied again above (the tests of a file run in order): his waiting application.
    const [sent] = await t.db
      .select({ id: columnApplications.id })
      .from(columnApplications)
      .where(and(eq(columnApplications.uid, 7), eq(columnApplications.status, 0)));
    const id = sent?.id ?? 0;
    const noReason = await t.api.send('columnApplyDecide', { token: admin, lang: 'en', body: { id, pass: false, reason: '  ' } });
    expect(noReason.body.code).toBe(40001);
    expect(noReason.body.msg).toContain('Reason');
    const [still] = await t.db.select({ status: columnApplications.status }).from(columnApplications).where(eq(columnApplications.id, id));
    expect(still?.status).toBe(0);
    const rejected = await t.api.call('columnApplyDecide', { token: admin, body: { id, pass: false, reason: '请补充铂金相关的示例文章' } });
    expect(rejected.body.data).toMatchObject({ status: 2, reason: '请补充铂金相关的示例文章', column_id: null });
    const mine = (await t.api.call('columnApplyMine', { token: zhou })).body.data;
    expect(mine.application).toMatchObject({ id, status: 2, reason: '请补充铂金相关的示例文章' });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.uid, 7), eq(notifications.type, 'column_nopass')));
    expect(note?.link).toBe('/column/recruit');
    expect((await t.api.send('columnApplyDecide', { token: admin, body: { id: 999999, pass: true } })).body.code).toBe(40004);
  });

  it('refuses to approve a name a column took after the application was sent', async () => {
    const admin = (await t.login('admin')).token;
    const [row] = await t.db
      .insert(columnApplications)
      .values({ uid: 9, name: '钯铑观察', content: '钯与铑', samples: '示例' })
      .returning({ id: columnApplications.id });
    const id = row?.id ?? 0;
    const taken = await t.api.send('columnApplyDecide', { token: admin, body: { id, pass: true } });
    expect(taken.body).toMatchObject({ code: 40001, msg: '已有同名专栏，请换一个名称' });
    const [still] = await t.db.select({ status: columnApplications.status }).from(columnApplications).where(eq(columnApplications.id, id));
    expect(still?.status).toBe(0);
    expect((await userRow(9))?.isColumn).toBe(0);
  });
});
