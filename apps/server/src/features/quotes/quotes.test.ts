import { parse } from 'csv-parse/sync';
import { count, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, quoteData } from '../../db/schema.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

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
    const res = await t.api.call('quoteCodeLists', { query: { rows: 8, page: 1, is_recommend: 1 } });
    expect(res.body.data.list).toHaveLength(8);
    const pt = res.body.data.list.find((q) => q.en_name === 'Platinum');
    const history = await t.api.call('quoteDataLists', { query: { quote_code_id: pt?.id ?? 0, rows: 2 } });
    const [latest, previous] = history.body.data.list;
    expect(pt?.buy_price).toBe(latest?.price);
    expect(pt?.date).toBe(latest?.date);
    expect(pt?.fluctuation_price).toBeCloseTo((latest?.price ?? 0) - (previous?.price ?? 0), 2);
  });

  it('keeps 90 days of history per code, newest first, filtered by dates', async () => {
    const all = await t.api.call('quoteDataLists', { query: { quote_code_id: 1, rows: 366 } });
    expect(all.body.data.total).toBe(90);
    const dates = all.body.data.list.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const some = await t.api.call('quoteDataLists', { query: { quote_code_id: 1, start_date: dates[9] ?? '', end_date: dates[0] ?? '' } });
    expect(some.body.data.total).toBe(10);
  });
});

describe('quote data writes', () => {
  it('adds, refuses a second price for the same day, edits and deletes', async () => {
    const add = await t.api.call('quoteDataAdd', { token: creator, body: { quote_code_id: 1, price: 229.9, date: '2019-03-01' } });
    expect(add.body).toMatchObject({ code: 0, msg: '添加成功', data: { price: 229.9 } });
    const before = await t.snapshot();
    expect(
      (await t.api.call('quoteDataAdd', { token: creator, body: { quote_code_id: 1, price: 1, date: '2019-03-01' }, lang: 'en' })).body,
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
      expect((await t.api.send('quoteDataAdd', { token: creator, body })).body.code, JSON.stringify(body)).not.toBe(0);
    expect((await t.api.call('quoteDataAdd', { token: lin, body: { quote_code_id: 1, price: 1, date: '2019-03-09' } })).body.code).toBe(
      40003,
    );
    expect(await t.snapshot()).toEqual(before);

    const edit = await t.api.call('quoteDataEdit', { token: creator, body: { id: add.body.data.id, price: 231.5 } });
    expect(edit.body.data.price).toBe(231.5);
    expect((await t.api.call('quoteDataEdit', { token: creator, body: { id: add.body.data.id } })).body.code).toBe(40001);
    expect((await t.api.call('quoteDataDel', { token: creator, body: { id: add.body.data.id } })).body.msg).toBe('删除成功');
    expect((await t.api.call('quoteDataGet', { query: { id: add.body.data.id } })).body.code).toBe(40004);
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
    const res = await t.api.call('quoteDataImport', { token: creator, body: { csv }, lang: 'en' });
    expect(res.body.code).toBe(40001);
    expect(res.body.msg).toBe('Import failed: 4 rows have errors; nothing was written');
    expect(res.body.data).toHaveProperty('errors', [
      { row: 3, field: 'price', message: 'Price must be a number above 0 with at most two decimals' },
      { row: 4, field: 'code', message: 'Unknown quote code' },
      { row: 5, field: 'date', message: 'Date must be YYYY-MM-DD' },
      { row: 6, field: 'date', message: 'Duplicates line 2' },
    ]);
    expect(await t.snapshot()).toEqual(before);

    expect((await t.api.call('quoteDataImport', { token: creator, body: { csv: 'when,amount\n2018-01-01,1' } })).body.code).toBe(40001);
    expect((await t.api.call('quoteDataImport', { token: creator, body: { csv: 'code,date,price\n' } })).body.msg).toBe(
      'CSV 文件中没有数据',
    );
    expect((await t.api.call('quoteDataImport', { token: creator, body: { csv: 'code,date,price\n"Pt,2018-01-01,1' } })).body.code).toBe(
      40001,
    );
    expect(await t.snapshot()).toEqual(before);

    // The seed's newest day, not the clock's: a run that crosses midnight must still replace that row.
    const [newest] = await t.db
      .select({ day: max(quoteData.date) })
      .from(quoteData)
      .where(eq(quoteData.quoteCodeId, 1));
    const today = newest?.day ?? '';
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const good = `\uFEFFquote_code_id,date,price\n1,2018-01-02,210.10\n2,2018-01-02,250\n1,${today},233.33\n`;
    const ok = await t.api.call('quoteDataImport', { token: creator, body: { csv: good } });
    expect(ok.body).toMatchObject({ code: 0, data: { inserted: 2, replaced: 1 } });
    expect(ok.body.msg).toBe('导入成功：新增 2 条，替换 1 条');
    const [n] = await t.db.select({ n: count() }).from(quoteData).where(eq(quoteData.date, '2018-01-02'));
    expect(n?.n).toBe(2);
    const pt = await t.api.call('quoteCodeGet', { query: { id: 1 } });
    expect(pt.body.data.buy_price).toBe(233.33);
  });
});

describe('offers', () => {
  it('lists offers newest first, the valid ones as new, and exports CSV for members', async () => {
    const list = await t.api.call('offerLists', { query: { type: 'sell', rows: 100 }, lang: 'en' });
    expect(list.body.data.total).toBeGreaterThan(10);
    const ids = list.body.data.list.map((o) => o.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    // The day is read before the call: if the run crosses midnight, the server's day is the same or later.
    const today = new Date().toISOString().slice(0, 10);
    const fresh = await t.api.call('offerNew', { query: { rows: 50 } });
    expect(fresh.body.data.list.length).toBeGreaterThan(0);
    expect(fresh.body.data.list.every((o) => o.valid_until >= today)).toBe(true);

    expect((await t.api.call('offerExport')).body.code).toBe(40100);
    const csv = await t.api.call('offerExport', { token: lin });
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(String(csv.headers['content-disposition'])).toMatch(/attachment; filename="offers-\d{8}\.csv"/);
    expect(csv.raw.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(csv.raw.slice(1)) as string[][];
    expect(rows[0]?.[0]).toBe('编号');
    const total = await t.api.call('offerLists', { query: { rows: 1 } });
    expect(rows.length - 1).toBe(total.body.data.total);
  });

  it('neutralises spreadsheet formulas in exported cells', async () => {
    await t.db.update(offers).set({ title: '=HYPERLINK("http://evil")' }).where(eq(offers.id, 1));
    const csv = await t.api.call('offerExport', { token: lin, lang: 'en' });
    expect(csv.raw).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
