import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statistics } from '../../db/schema.ts';
import { createTestServer, DEMO_ID, type TestServer } from '../../../test/harness.ts';
import { DEMO_STATISTIC, STATISTIC_BODY } from '../../../test/good-calls.ts';

let t: TestServer;
let creator: string;
let lin: string;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  creator = (await t.login('creator')).token;
  lin = (await t.login('lin')).token;
  admin = (await t.login('admin')).token;
});
afterAll(async () => {
  await t.close();
});

describe('statistical tables', () => {
  it("lists the creator's own tables without their figures, filtered by visibility and words", async () => {
    const all = await t.api.call('statisticMyLists', { token: creator, query: { rows: 20, page: 1 } });
    expect(all.body.code).toBe(0);
    expect(all.body.data.total).toBe(4);
    const balance = all.body.data.list.find((s) => s.id === DEMO_STATISTIC.balance);
    expect(balance).toMatchObject({ series_count: 3, period_count: 7, first_period: '2019', last_period: '2025', on_home: true });
    expect(balance).not.toHaveProperty('periods');
    const secret = await t.api.call('statisticMyLists', { token: creator, query: { visibility: 'secret' } });
    expect(secret.body.data.list.map((s) => s.id)).toEqual([DEMO_STATISTIC.secret]);
    const found = await t.api.call('statisticMyLists', { token: creator, query: { keyword: 'palladium' } });
    expect(found.body.data.list.map((s) => s.id)).toEqual([DEMO_STATISTIC.volume]);
    // Another creator's list has none of them.
    const admins = await t.api.call('statisticMyLists', { token: admin });
    expect(admins.body.data.list.some((s) => s.id === DEMO_STATISTIC.balance)).toBe(false);
  });

  it('shows a public table to anyone, a secret one only to its author, and the home its public placed ones', async () => {
    const pub = await t.api.call('statisticGet', { query: { id: DEMO_STATISTIC.volume } });
    expect(pub.body.code).toBe(0);
    expect(pub.body.data.author).toBe('铂族金属研究院');
    // The month without a palladium figure stays a null (a gap), never a zero.
    expect(pub.body.data.periods.find((p) => p.period === '2026-02')?.values).toEqual([3870, null]);
    const secret = await t.api.call('statisticGet', { query: { id: DEMO_STATISTIC.secret }, lang: 'en' });
    expect(secret.body).toMatchObject({ code: 40004, msg: 'Statistical table not found' });
    const mine = await t.api.call('statisticMyGet', { token: creator, query: { id: DEMO_STATISTIC.secret } });
    expect(mine.body.data.visibility).toBe('secret');
    const notYours = await t.api.call('statisticMyGet', { token: lin, query: { id: DEMO_STATISTIC.balance } });
    expect(notYours.body.code).toBe(40003);
    const home = await t.api.call('statisticHome');
    expect(home.body.data.map((s) => s.id)).toEqual([DEMO_STATISTIC.balance, DEMO_STATISTIC.jewellery]);
  });

  it('stores a table with its periods oldest first, and changes and deletes only its own', async () => {
    const added = await t.api.call('statisticAdd', { token: creator, body: { ...STATISTIC_BODY, title: '  铂金回收量  ' } });
    expect(added.body).toMatchObject({ code: 0, msg: '保存成功' });
    const id = added.body.data.id;
    expect(added.body.data.title).toBe('铂金回收量');
    expect(added.body.data.periods.map((p) => p.period)).toEqual(['2024', '2025']);
    expect(added.body.data.on_home).toBe(false);

    const edited = await t.api.call('statisticEdit', {
      token: creator,
      body: { ...STATISTIC_BODY, id, period: 'quarter', chart: 'bar', periods: [{ period: '2025q2', values: [8.1] }] },
    });
    expect(edited.body.code).toBe(0);
    expect(edited.body.data).toMatchObject({ period: 'quarter', chart: 'bar', periods: [{ period: '2025Q2', values: [8.1] }] });

    // The admin holds every permission but not this creator's table.
    const other = await t.api.call('statisticEdit', { token: admin, body: { ...STATISTIC_BODY, id } });
    expect(other.body.code).toBe(40004);
    const otherDelete = await t.api.call('statisticDelete', { token: admin, body: { id } });
    expect(otherDelete.body.code).toBe(40004);

    const deleted = await t.api.call('statisticDelete', { token: creator, body: { id }, lang: 'en' });
    expect(deleted.body).toMatchObject({ code: 0, msg: 'Deleted' });
    expect(await t.db.select().from(statistics).where(eq(statistics.id, id))).toEqual([]);
  });

  it('refuses a table whose periods or values do not fit, naming the row, and writes nothing', async () => {
    const before = await t.snapshot();
    const cases: { body: object; lang: 'zh' | 'en'; msg: string }[] = [
      {
        body: { ...STATISTIC_BODY, periods: [{ period: '2024-01', values: [1] }] },
        lang: 'zh',
        msg: '第 1 行的周期应写作 2024',
      },
      {
        body: {
          ...STATISTIC_BODY,
          periods: [
            { period: '2024', values: [1] },
            { period: '2024', values: [2] },
          ],
        },
        lang: 'en',
        msg: 'Row 2 repeats the period of row 1',
      },
      {
        body: { ...STATISTIC_BODY, periods: [{ period: '2024', values: [1, 2] }] },
        lang: 'zh',
        msg: '第 1 行应有 1 个数值（每个系列一个）',
      },
      { body: { ...STATISTIC_BODY, periods: [{ period: '2024', values: [null] }] }, lang: 'en', msg: 'Enter at least one figure' },
      {
        body: { ...STATISTIC_BODY, visibility: 'secret', on_home: true },
        lang: 'zh',
        msg: '只有公开的统计表可以放在探索首页',
      },
      { body: { ...STATISTIC_BODY, title: '   ' }, lang: 'zh', msg: '请填写标题' },
      // A series' name is named as such (the word for a person's name would mislead).
      { body: { ...STATISTIC_BODY, series: [{ name: '  ' }] }, lang: 'zh', msg: '请填写数据系列 1 名称' },
      { body: { ...STATISTIC_BODY, series: [{ name: '' }] }, lang: 'en', msg: 'Series 1: Name is required' },
    ];
    for (const c of cases) {
      const res = await t.api.send('statisticAdd', { token: creator, body: c.body, lang: c.lang });
      expect(res.status).toBeLessThan(500);
      expect(res.body, JSON.stringify(c.body)).toMatchObject({ code: 40001, msg: c.msg });
    }
    // The contract's own limits: a value out of range, a ninth series, a string for a number.
    const huge = await t.api.send('statisticAdd', {
      token: creator,
      body: { ...STATISTIC_BODY, periods: [{ period: '2024', values: [1e13] }] },
    });
    expect(huge.body.code).toBe(40001);
    const nine = Array.from({ length: 9 }, (_, i) => ({ name: `系列${i}` }));
    const many = await t.api.send('statisticAdd', { token: creator, body: { ...STATISTIC_BODY, series: nine } });
    expect(many.body.code).toBe(40001);
    const text = await t.api.send('statisticAdd', {
      token: creator,
      body: { ...STATISTIC_BODY, periods: [{ period: '2024', values: ['12'] }] },
    });
    expect(text.body.code).toBe(40001);
    // A member without the permission, and a visitor.
    expect((await t.api.send('statisticAdd', { token: lin, body: STATISTIC_BODY })).body.code).toBe(40003);
    expect((await t.api.send('statisticAdd', { body: STATISTIC_BODY })).body.code).toBe(40100);
    expect(await t.snapshot()).toEqual(before);
  });

  it('takes a table off the home when it turns secret, and the cached home follows', async () => {
    const first = await t.api.call('statisticHome');
    expect(first.body.data.map((s) => s.id)).toContain(DEMO_STATISTIC.jewellery);
    const [row] = await t.db.select().from(statistics).where(eq(statistics.id, DEMO_STATISTIC.jewellery));
    if (!row) throw new Error('no demo table');
    const body = {
      id: row.id,
      title: row.title,
      value_unit: row.valueUnit,
      period: row.period,
      chart: row.chart,
      visibility: 'secret' as const,
      on_home: false,
      series: row.series,
      periods: row.periods,
    };
    const edited = await t.api.call('statisticEdit', { token: creator, body });
    expect(edited.body.code).toBe(0);
    const after = await t.api.call('statisticHome');
    expect(after.body.data.map((s) => s.id)).not.toContain(DEMO_STATISTIC.jewellery);
    expect((await t.api.call('statisticGet', { query: { id: DEMO_STATISTIC.jewellery } })).body.code).toBe(40004);
    expect(row.uid).toBe(DEMO_ID.creator);
  });
});
