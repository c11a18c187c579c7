import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { and, count, desc, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, quoteData, quoteDataChanges, webSettings } from '../../db/schema.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { beijingDate } from '../commerce/common.ts';

let t: TestServer;
let creator: string;
let lin: string;
let shop: string;
beforeAll(async () => {
  t = await createTestServer();
  creator = (await t.login('creator')).token;
  lin = (await t.login('lin')).token;
  shop = (await t.login('shop')).token;
});
afterAll(async () => {
  await t.close();
});

const file = (bytes: Buffer | string, filename = 'prices.csv') => multipart([{ name: 'attachment', value: bytes, filename }]);
const preview = (bytes: Buffer | string, lang: 'zh' | 'en' = 'zh', token = creator) =>
  t.api.send('quoteDataImportPreview', { ...file(bytes), token, lang });
const importFile = (bytes: Buffer | string, lang: 'zh' | 'en' = 'zh', token = creator) =>
  t.api.send('quoteDataImport', { ...file(bytes), token, lang });

/** GBK bytes of a text, by reading the decoder's table backwards (no encoder ships with Node). */
function gbk(text: string): Buffer {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('gbk');
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x80) out.push(code);
    else {
      const bytes = table.get(ch);
      if (!bytes) throw new Error(`no GBK for ${ch}`);
      out.push(...bytes);
    }
  }
  return Buffer.from(out);
}

async function setNeedRole(role: string): Promise<void> {
  await t.db
    .update(webSettings)
    .set({ value: { is_open: 1, need_role: role } })
    .where(eq(webSettings.key, 'quote'));
}

async function latestDay(codeId: number): Promise<string> {
  const [row] = await t.db
    .select({ day: max(quoteData.date) })
    .from(quoteData)
    .where(eq(quoteData.quoteCodeId, codeId));
  return row?.day ?? '';
}

describe('quote codes and history', () => {
  it('gives the ticker eight recommended codes with their latest price, its change and the unit in grams', async () => {
    const res = await t.api.call('quoteCodeLists', { query: { rows: 8, page: 1, is_recommend: 1 } });
    expect(res.body.data.list).toHaveLength(8);
    const pt = res.body.data.list.find((q) => q.en_name === 'Platinum');
    expect(pt).toMatchObject({ unit: '元/克', unit_grams: 1, locked: false });
    expect(res.body.data.list.find((q) => q.en_name === 'Silver')).toMatchObject({ unit: '元/千克', unit_grams: 1000 });
    const history = await t.api.call('quoteDataLists', { query: { quote_code_id: pt?.id ?? 0, rows: 2 } });
    const [latest, previous] = history.body.data.list;
    expect(pt?.buy_price).toBe(latest?.price);
    expect(pt?.date).toBe(latest?.date);
    expect(pt?.fluctuation_price).toBeCloseTo((latest?.price ?? 0) - (previous?.price ?? 0), 2);
  });

  it('keeps about two years of trading days, newest first, filtered by dates', async () => {
    const all = await t.api.call('quoteDataLists', { query: { quote_code_id: 2, rows: 366 } });
    expect(all.body.data.total).toBeGreaterThan(450);
    const dates = all.body.data.list.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // No weekend carries a price.
    expect(dates.some((d) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(false);
    const some = await t.api.call('quoteDataLists', { query: { quote_code_id: 2, start_date: dates[9] ?? '', end_date: dates[0] ?? '' } });
    expect(some.body.data.total).toBe(10);
  });

  it('draws a range oldest first, every weekday present and a missing one as a gap (null), never a zero', async () => {
    const month = await t.api.call('quoteDataSeries', { query: { quote_code_id: 1, range: '1m' } });
    const { points, from, to } = month.body.data;
    expect(to).toBe(await latestDay(1));
    expect(points[0]?.date).toBe(from);
    expect(points.at(-1)?.date).toBe(to);
    expect(points.length).toBeGreaterThan(18);
    expect(points.length).toBeLessThan(25);
    const dates = points.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
    expect(points.some((p) => p.price === 0)).toBe(false);
    // The seed leaves out two of platinum's days in the last month.
    expect(points.filter((p) => p.price === null).length).toBeGreaterThanOrEqual(1);
    const year = await t.api.call('quoteDataSeries', { query: { quote_code_id: 1, range: '1y' } });
    const all = await t.api.call('quoteDataSeries', { query: { quote_code_id: 1, range: 'all' } });
    expect(year.body.data.points.length).toBeGreaterThan(240);
    expect(all.body.data.points.length).toBeGreaterThan(year.body.data.points.length);
    // The National Day week is a gap of weekdays.
    const october = year.body.data.points.filter((p) => /-10-0[1-7]$/.test(p.date));
    expect(october.length).toBeGreaterThan(0);
    expect(october.every((p) => p.price === null)).toBe(true);

    expect((await t.api.call('quoteDataSeries', { query: { quote_code_id: 999 } })).body.code).toBe(40004);
    expect((await t.api.send('quoteDataSeries', { query: { quote_code_id: 1, range: '5y' } })).body.code).toBe(40001);
  });
});

describe('quote.need_role', () => {
  it('hides prices from viewers without the role, with a prompt, and shows them to the role and to quote creators', async () => {
    await setNeedRole('user');
    try {
      // Queries no earlier test asked: an anonymous answer may sit in the public cache.
      const anon = await t.api.call('quoteCodeLists', { query: { is_quote: 1, rows: 30 } });
      expect(anon.body.data.list.every((q) => q.locked && q.buy_price === null && q.fluctuation_price === null)).toBe(true);
      expect(anon.body.data.list.every((q) => q.name !== '')).toBe(true);
      const series = await t.api.call('quoteDataSeries', { query: { quote_code_id: 3, range: '3m' } });
      expect(series.body).toMatchObject({ code: 40100, msg: '行情价格仅对会员开放，请登录后查看' });
      expect((await t.api.call('offerLists', { query: { rows: 30 } })).body.data.list.every((o) => o.price === null)).toBe(true);

      const member = await t.api.call('quoteCodeLists', { query: { is_quote: 1, rows: 30 }, token: lin });
      expect(member.body.data.list.every((q) => !q.locked && typeof q.buy_price === 'number')).toBe(true);

      await setNeedRole('shop_keeper');
      const refused = await t.api.call('quoteDataSeries', { query: { quote_code_id: 3, range: '1m' }, token: lin, lang: 'en' });
      expect(refused.body).toMatchObject({ code: 40003, msg: 'Prices are for shop keepers only' });
      expect((await t.api.call('offerExport', { token: lin })).body.code).toBe(40003);
      expect((await t.api.call('quoteDataSeries', { query: { quote_code_id: 3, range: '1m' }, token: shop })).body.code).toBe(0);
      expect((await t.api.call('quoteDataSeries', { query: { quote_code_id: 3, range: '1m' }, token: creator })).body.code).toBe(0);
    } finally {
      await setNeedRole('');
    }
  });
});

describe('quote data writes', () => {
  it('adds, refuses a second price for the same day or a future day, edits and deletes, logging each change', async () => {
    const add = await t.api.call('quoteDataAdd', { token: creator, body: { quote_code_id: 1, price: 229.9, date: '2019-03-01' } });
    expect(add.body).toMatchObject({ code: 0, msg: '添加成功', data: { price: 229.9 } });
    const before = await t.snapshot();
    expect(
      (await t.api.call('quoteDataAdd', { token: creator, body: { quote_code_id: 1, price: 1, date: '2019-03-01' }, lang: 'en' })).body,
    ).toMatchObject({
      code: 40009,
      msg: 'This quote code already has a price on that date',
    });
    const tomorrow = beijingDate(new Date(Date.now() + 86_400_000));
    expect((await t.api.call('quoteDataAdd', { token: creator, body: { quote_code_id: 1, price: 1, date: tomorrow } })).body).toMatchObject(
      {
        code: 40001,
        msg: '日期不能晚于今天',
      },
    );
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
    expect((await t.api.call('quoteDataEdit', { token: creator, body: { id: add.body.data.id, date: tomorrow } })).body.code).toBe(40001);
    expect(await t.snapshot()).toEqual(before);

    const edit = await t.api.call('quoteDataEdit', { token: creator, body: { id: add.body.data.id, price: 231.5, date: '2019-03-04' } });
    expect(edit.body.data).toMatchObject({ price: 231.5, date: '2019-03-04' });
    expect((await t.api.call('quoteDataEdit', { token: creator, body: { id: add.body.data.id } })).body.code).toBe(40001);
    expect((await t.api.call('quoteDataDel', { token: creator, body: { id: add.body.data.id } })).body.msg).toBe('删除成功');
    expect((await t.api.call('quoteDataGet', { query: { id: add.body.data.id } })).body.code).toBe(40004);

    const log = await t.api.call('quoteDataChanges', { token: creator, query: { quote_code_id: 1, rows: 3 }, lang: 'en' });
    expect(log.body.data.list.map((c) => [c.action, c.date, c.old_date, c.old_price, c.new_price])).toEqual([
      ['del', '2019-03-04', null, 231.5, null],
      ['edit', '2019-03-04', '2019-03-01', 229.9, 231.5],
      ['add', '2019-03-01', null, null, 229.9],
    ]);
    expect(log.body.data.list[0]).toMatchObject({ quote_name: 'Platinum', nickname: '铂族金属研究院', uid: 2 });
    expect((await t.api.call('quoteDataChanges', { token: lin })).body.code).toBe(40003);
    expect((await t.api.call('quoteDataChanges')).body.code).toBe(40100);
  });
});

describe('quote import', () => {
  it('previews a file with good and bad rows, naming each bad one, and writes nothing', async () => {
    const day = await latestDay(1);
    const tomorrow = beijingDate(new Date(Date.now() + 86_400_000));
    const csv = [
      'code,date,price',
      'Pt,2018-01-02,210.10',
      'Pd,2018-01-02,-3',
      'Xx,2018-01-02,5',
      'Au,2018-02-30,400',
      'Pt,2018-01-02,211',
      `Pt,${tomorrow},230`,
      'Pt,2018/1/3,"1,210.5"',
      `Pt,${day},0.01`,
    ].join('\n');
    const before = await t.snapshot();
    const res = await preview(csv, 'en');
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ format: 'csv-utf8', total: 8, good: 3, bad: 5, new: 2, changed: 1, same: 0 });
    expect(res.body.data.errors).toEqual([
      { row: 3, field: 'price', message: 'Price must be a number above 0 with at most two decimals' },
      { row: 4, field: 'code', message: 'Unknown quote code' },
      { row: 5, field: 'date', message: 'Date must be YYYY-MM-DD' },
      { row: 6, field: 'date', message: 'Duplicates line 2' },
      { row: 7, field: 'date', message: 'The date cannot be after today' },
    ]);
    expect(res.body.data.rows.map((r) => [r.row, r.date, r.price, r.status])).toEqual([
      [2, '2018-01-02', 210.1, 'new'],
      [8, '2018-01-03', 1210.5, 'new'],
      [9, day, 0.01, 'changed'],
    ]);
    expect(res.body.data.rows[2]?.old_price).toBeGreaterThan(0);
    expect(await t.snapshot()).toEqual(before);
  });

  it('imports the good rows of a GBK CSV with Chinese headers, and the same file again changes nothing', async () => {
    const text = ['品种,日期,价格', '铂金,2017-03-01,200.5', '钯金,2017-03-01,180', 'Pt,2017-03-02,abc'].join('\r\n');
    const bytes = gbk(text);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const look = await preview(bytes);
    expect(look.body.data).toMatchObject({ format: 'csv-gbk', good: 2, bad: 1, new: 2 });
    expect(look.body.data.rows.map((r) => r.quote_name)).toEqual(['铂金', '钯金']);

    const first = await importFile(bytes);
    expect(first.body).toMatchObject({ code: 0, data: { inserted: 2, replaced: 0, unchanged: 0, skipped: 1 } });
    expect(first.body.msg).toBe('导入成功：新增 2 条，更新 0 条，未变 0 条，跳过 1 行');
    const logged = await t.db.select({ n: count() }).from(quoteDataChanges).where(eq(quoteDataChanges.date, '2017-03-01'));
    expect(logged[0]?.n).toBe(2);

    const before = await t.snapshot();
    const again = await importFile(bytes);
    expect(again.body.data).toEqual({ inserted: 0, replaced: 0, unchanged: 2, skipped: 1 });
    expect(await t.snapshot()).toEqual(before);
    expect((await preview(bytes)).body.data).toMatchObject({ new: 0, changed: 0, same: 2, rows: [] });
  });

  it('reads an XLSX file by its content: dates, numbers, formulas by their result', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('价格');
    sheet.addRow(['quote_code_id', 'date', 'price']);
    sheet.addRow([1, new Date(Date.UTC(2016, 4, 3)), 198.25]);
    sheet.addRow([2, '2016-05-03', { formula: '100+80.5', result: 180.5 }]);
    sheet.addRow([3, 'yesterday', 1400]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    // Named .csv: the content decides.
    const look = await preview(bytes);
    expect(look.body.data).toMatchObject({ format: 'xlsx', total: 3, good: 2, bad: 1 });
    expect(look.body.data.errors).toEqual([{ row: 4, field: 'date', message: '日期需为 YYYY-MM-DD' }]);
    const done = await importFile(bytes);
    expect(done.body.data).toEqual({ inserted: 2, replaced: 0, unchanged: 0, skipped: 1 });
    const [row] = await t.db
      .select()
      .from(quoteData)
      .where(and(eq(quoteData.quoteCodeId, 2), eq(quoteData.date, '2016-05-03')));
    expect(row?.price).toBe(180.5);
  });

  it('refuses a file too large, unreadable, headless or empty, and one with no good row, writing nothing', async () => {
    const before = await t.snapshot();
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    expect((await preview(big, 'en')).body).toMatchObject({ code: 40013, msg: 'The import file must not be larger than 2 MB' });
    expect((await importFile(big)).body).toMatchObject({ code: 40013, msg: '导入文件不能超过 2MB' });
    const junk = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0x49, 0x48]);
    expect((await preview(junk)).body).toMatchObject({
      code: 40001,
      msg: '文件无法读取，请上传 UTF-8 或 GBK 编码的 CSV，或 Excel（.xlsx）文件',
    });
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
    expect((await preview(brokenZip)).body.code).toBe(40001);
    expect((await preview('when,amount\n2018-01-01,1')).body.msg).toContain('表头需要包含');
    expect((await preview('code,date,price\n')).body.msg).toBe('文件中没有数据');
    const allBad = await importFile('code,date,price\nXx,2018-01-01,1\nPt,bad,1\n', 'en');
    expect(allBad.body).toMatchObject({ code: 40001, msg: 'No row can be imported: 2 rows have errors' });
    expect(allBad.body.data).toHaveProperty('errors', [
      { row: 2, field: 'code', message: 'Unknown quote code' },
      { row: 3, field: 'date', message: 'Date must be YYYY-MM-DD' },
    ]);
    expect((await t.api.send('quoteDataImportPreview', { ...multipart([{ name: 'other', value: 'x' }]), token: creator })).body.code).toBe(
      40001,
    );
    expect((await preview('code,date,price\nPt,2018-01-01,1', 'zh', lin)).body.code).toBe(40003);
    expect(await t.snapshot()).toEqual(before);
  });

  it('lets two imports of the same new rows race: one adds them, the other finds them unchanged', async () => {
    const csv = 'code,date,price\nRh,2015-06-01,1300\nRh,2015-06-02,1310\n';
    const [a, b] = await Promise.all([importFile(csv), importFile(csv)]);
    const results = [a.body.data, b.body.data].sort((x, y) => y.inserted - x.inserted);
    expect(results).toEqual([
      { inserted: 2, replaced: 0, unchanged: 0, skipped: 0 },
      { inserted: 0, replaced: 0, unchanged: 2, skipped: 0 },
    ]);
    const log = await t.db
      .select()
      .from(quoteDataChanges)
      .where(eq(quoteDataChanges.date, '2015-06-01'))
      .orderBy(desc(quoteDataChanges.id));
    expect(log).toHaveLength(1);
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

  it('neutralises spreadsheet formulas in exported cells, in CSV and in XLSX', async () => {
    await t.db.update(offers).set({ title: '=HYPERLINK("http://evil")' }).where(eq(offers.id, 1));
    const csv = await t.api.call('offerExport', { token: lin, lang: 'en' });
    expect(csv.raw).toContain(`"'=HYPERLINK(""http://evil"")"`);

    const xlsx = await t.api.send('offerExport', { token: lin, lang: 'en', query: { format: 'xlsx', type: 'sell' } });
    expect(String(xlsx.headers['content-type'])).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(xlsx.headers['content-disposition'])).toMatch(/filename="offers-\d{8}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('ID');
    const cells: ExcelJS.Cell[] = [];
    sheet?.eachRow((row) => row.eachCell((c) => cells.push(c)));
    const evil = cells.find((c) => String(c.value).includes('HYPERLINK'));
    expect(evil?.type).toBe(ExcelJS.ValueType.String);
    expect(evil?.value).toBe('=HYPERLINK("http://evil")');
    expect(cells.some((c) => c.type === ExcelJS.ValueType.Formula)).toBe(false);
    const sells = await t.api.call('offerLists', { query: { type: 'sell', rows: 1 } });
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(sells.body.data.total);
    expect(typeof sheet?.getRow(2).getCell(6).value).toBe('number');
  });
});
