import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, quoteData } from '../src/db/schema.ts';
import { createTestServer, type TestServer } from './harness.ts';

interface QuoteCode {
  id: number;
  en_name: string;
  buy_price: number;
  fluctuation_price: number;
  date: string | null;
}

let t: TestServer;
let creator: string;
let lin: string;
beforeAll(async () => {
  t = await createTestServer();
  creator = (await t.login('creator')).token;
  lin = (await t.login('lin')).token;
});
afterAll(async () => {
  await t.close();
});

describe('quote codes', () => {
  it('gives the ticker eight recommended codes with their latest price and its change', async () => {
    const res = await t.call<{ list: QuoteCode[]; total: number }>('GET', '/quoteCode/lists', {
      query: { rows: 8, page: 1, is_recommend: 1 },
    });
    expect(res.body.data.list).toHaveLength(8);
    const pt = res.body.data.list.find((q) => q.en_name === 'Platinum');
    const history = await t.call<{ list: { price: number; date: string }[] }>('GET', '/quoteData/lists', {
      query: { quote_code_id: pt?.id ?? 0, rows: 2 },
    });
    const [latest, previous] = history.body.data.list;
    expect(pt?.buy_price).toBe(latest?.price);
    expect(pt?.date).toBe(latest?.date);
    expect(pt?.fluctuation_price).toBeCloseTo((latest?.price ?? 0) - (previous?.price ?? 0), 2);
  });

  it('keeps 90 days of history per code, newest first, filtered by dates', async () => {
    const all = await t.call<{ total: number; list: { date: string }[] }>('GET', '/quoteData/lists', {
      query: { quote_code_id: 1, rows: 366 },
    });
    expect(all.body.data.total).toBe(90);
    const dates = all.body.data.list.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const some = await t.call<{ total: number }>('GET', '/quoteData/lists', {
      query: { quote_code_id: 1, start_date: dates[9] ?? '', end_date: dates[0] ?? '' },
    });
    expect(some.body.data.total).toBe(10);
  });
});

describe('quote data writes', () => {
  it('adds, refuses a second price for the same day, edits and deletes', async () => {
    const add = await t.call<{ id: number; price: number }>('POST', '/quoteData/add', {
      token: creator,
      body: { quote_code_id: 1, price: 229.9, date: '2019-03-01' },
    });
    expect(add.body).toMatchObject({ code: 0, msg: '添加成功', data: { price: 229.9 } });
    const before = await t.snapshot();
    expect(
      (await t.call('POST', '/quoteData/add', { token: creator, body: { quote_code_id: 1, price: 1, date: '2019-03-01' }, lang: 'en' }))
        .body,
    ).toMatchObject({
      code: 40009,
      msg: 'This quote code already has a price on that date',
    });
    const bad: Record<string, unknown>[] = [
      { quote_code_id: 999, price: 1, date: '2019-03-02' },
      { quote_code_id: 1, price: 0, date: '2019-03-02' },
      { quote_code_id: 1, price: 1.234, date: '2019-03-02' },
      { quote_code_id: 1, price: 1, date: '2019-13-45' },
      { quote_code_id: 1, price: '12', date: '2019-03-02' },
      { price: 1, date: '2019-03-02' },
    ];
    for (const body of bad)
      expect((await t.call('POST', '/quoteData/add', { token: creator, body })).body.code, JSON.stringify(body)).not.toBe(0);
    expect(
      (await t.call('POST', '/quoteData/add', { token: lin, body: { quote_code_id: 1, price: 1, date: '2019-03-09' } })).body.code,
    ).toBe(40003);
    expect(await t.snapshot()).toEqual(before);

    const edit = await t.call<{ price: number }>('POST', '/quoteData/edit', {
      token: creator,
      body: { id: add.body.data.id, price: 231.5 },
    });
    expect(edit.body.data.price).toBe(231.5);
    expect((await t.call('POST', '/quoteData/edit', { token: creator, body: { id: add.body.data.id } })).body.code).toBe(40001);
    expect((await t.call('POST', '/quoteData/del', { token: creator, body: { id: add.body.data.id } })).body.msg).toBe('删除成功');
    expect((await t.call('GET', '/quoteData/get', { query: { id: add.body.data.id } })).body.code).toBe(40004);
  });

  it('imports a CSV all or nothing, naming every bad row', async () => {
    const before = await t.snapshot();
    const csv = [
      'code,date,price',
      'Pt,2018-01-02,210.10',
      'Pd,2018-01-02,-3',
      'Xx,2018-01-02,5',
      'Au,2018-02-30,400',
      'Pt,2018-01-02,211',
    ].join('\n');
    const res = await t.call<{ errors: { row: number; field: string; message: string }[] }>('POST', '/quoteData/import', {
      token: creator,
      body: { csv },
      lang: 'en',
    });
    expect(res.body.code).toBe(40001);
    expect(res.body.msg).toBe('Import failed: 4 rows have errors; nothing was written');
    expect(res.body.data.errors).toEqual([
      { row: 3, field: 'price', message: 'Price must be a number above 0 with at most two decimals' },
      { row: 4, field: 'code', message: 'Unknown quote code' },
      { row: 5, field: 'date', message: 'Date must be YYYY-MM-DD' },
      { row: 6, field: 'date', message: 'Duplicates line 2' },
    ]);
    expect(await t.snapshot()).toEqual(before);

    expect((await t.call('POST', '/quoteData/import', { token: creator, body: { csv: 'when,amount\n2018-01-01,1' } })).body.code).toBe(
      40001,
    );
    expect((await t.call('POST', '/quoteData/import', { token: creator, body: { csv: 'code,date,price\n' } })).body.msg).toBe(
      'CSV 文件中没有数据',
    );
    expect(
      (await t.call('POST', '/quoteData/import', { token: creator, body: { csv: 'code,date,price\n"Pt,2018-01-01,1' } })).body.code,
    ).toBe(40001);
    expect(await t.snapshot()).toEqual(before);

    const today = new Date().toISOString().slice(0, 10);
    const good = `\uFEFFquote_code_id,date,price\n1,2018-01-02,210.10\n2,2018-01-02,250\n1,${today},233.33\n`;
    const ok = await t.call<{ inserted: number; replaced: number }>('POST', '/quoteData/import', { token: creator, body: { csv: good } });
    expect(ok.body).toMatchObject({ code: 0, data: { inserted: 2, replaced: 1 } });
    expect(ok.body.msg).toBe('导入成功：新增 2 条，替换 1 条');
    const [n] = await t.db.select({ n: count() }).from(quoteData).where(eq(quoteData.date, '2018-01-02'));
    expect(n?.n).toBe(2);
    const pt = await t.call<QuoteCode>('GET', '/quoteCode/get', { query: { id: 1 } });
    expect(pt.body.data.buy_price).toBe(233.33);
  });
});

describe('offers', () => {
  it('lists offers newest first, the valid ones as new, and exports CSV for members', async () => {
    const list = await t.call<{ list: { id: number; quote_name: string }[]; total: number }>('GET', '/offer/lists', {
      query: { type: 'sell', rows: 100 },
      lang: 'en',
    });
    expect(list.body.data.total).toBeGreaterThan(10);
    const ids = list.body.data.list.map((o) => o.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const fresh = await t.call<{ list: { valid_until: string }[] }>('GET', '/offer/new', { query: { rows: 50 } });
    const today = new Date().toISOString().slice(0, 10);
    expect(fresh.body.data.list.length).toBeGreaterThan(0);
    expect(fresh.body.data.list.every((o) => o.valid_until >= today)).toBe(true);

    expect((await t.call('GET', '/offer/export')).body.code).toBe(40100);
    const csv = await t.call('GET', '/offer/export', { token: lin });
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(String(csv.headers['content-disposition'])).toMatch(/attachment; filename="offers-\d{8}\.csv"/);
    expect(csv.raw.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(csv.raw.slice(1)) as string[][];
    expect(rows[0]?.[0]).toBe('编号');
    const total = await t.call<{ total: number }>('GET', '/offer/lists', { query: { rows: 1 } });
    expect(rows.length - 1).toBe(total.body.data.total);
  });

  it('neutralises spreadsheet formulas in exported cells', async () => {
    await t.db.update(offers).set({ title: '=HYPERLINK("http://evil")' }).where(eq(offers.id, 1));
    const csv = await t.call('GET', '/offer/export', { token: lin, lang: 'en' });
    expect(csv.raw).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
