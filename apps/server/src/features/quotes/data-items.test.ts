import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataItems, dataItemValues } from '../../db/schema.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { DATA_ITEM_BODY, DEMO_DATA_ITEM } from '../../../test/good-calls.ts';
import { multipart } from '../../../test/multipart.ts';
import { currentPeriod, normalisePeriod, parseValue } from './data-items.ts';

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

const file = (bytes: Buffer | string, filename = 'values.csv') => multipart([{ name: 'attachment', value: bytes, filename }]);

async function valuesOf(id: number) {
  return t.db
    .select({ period: dataItemValues.period, value: dataItemValues.value })
    .from(dataItemValues)
    .where(eq(dataItemValues.itemId, id))
    .orderBy(dataItemValues.period);
}

describe('periods and values as people write them', () => {
  it("reads each frequency's periods and refuses nothing silently", () => {
    expect(normalisePeriod('day', '2026/3/5')).toBe('2026-03-05');
    expect(normalisePeriod('month', '2026/3')).toBe('2026-03');
    expect(normalisePeriod('month', '2026-03-01')).toBe('2026-03');
    expect(normalisePeriod('quarter', '2026 q2')).toBe('2026Q2');
    expect(normalisePeriod('year', ' 2026 ')).toBe('2026');
    expect(normalisePeriod('month', '2026-03-15')).toBe('2026-03-15');
    expect(currentPeriod('quarter', '2026-11-28')).toBe('2026Q4');
    expect(currentPeriod('month', '2026-11-28')).toBe('2026-11');
    expect(parseValue('1,234.5')).toBe(1234.5);
    expect(parseValue('-3')).toBe(-3);
    expect(parseValue('3e5')).toBeUndefined();
    expect(parseValue('')).toBeUndefined();
  });
});

describe('data items', () => {
  it("lists the creator's own items with their count, range and latest value, filtered", async () => {
    const all = await t.api.call('dataItemMyLists', { token: creator });
    expect(all.body.code).toBe(0);
    expect(all.body.data.total).toBe(3);
    const recycled = all.body.data.list.find((i) => i.id === DEMO_DATA_ITEM.recycled);
    expect(recycled).toMatchObject({ frequency: 'year', value_count: 10, first_period: '2016', last_period: '2025', last_value: 1600 });
    expect(recycled).not.toHaveProperty('values');
    const months = await t.api.call('dataItemMyLists', { token: creator, query: { frequency: 'month' } });
    expect(months.body.data.list.map((i) => i.id)).toEqual([DEMO_DATA_ITEM.fabrication]);
    const found = await t.api.call('dataItemMyLists', { token: creator, query: { keyword: 'premium' } });
    expect(found.body.data.list.map((i) => i.id)).toEqual([DEMO_DATA_ITEM.premium]);
    const admins = await t.api.call('dataItemMyLists', { token: admin });
    expect(admins.body.data.total).toBe(0);
    // A member without the permission is refused.
    expect((await t.api.call('dataItemMyLists', { token: lin })).body.code).toBe(40003);
  });

  it('stores an item with its values oldest first, replaces them on edit, and deletes only its own', async () => {
    const added = await t.api.call('dataItemAdd', { token: creator, body: { ...DATA_ITEM_BODY, name: '  铂金回收量 ' } });
    expect(added.body).toMatchObject({ code: 0, msg: '保存成功' });
    const id = added.body.data.id;
    expect(added.body.data.name).toBe('铂金回收量');
    expect(added.body.data.values).toEqual([
      { period: '2024', value: -29.8 },
      { period: '2025', value: 31.5 },
    ]);
    const edited = await t.api.call('dataItemEdit', {
      token: creator,
      body: { ...DATA_ITEM_BODY, id, frequency: 'quarter', values: [{ period: '2025q3', value: 8.25 }] },
    });
    expect(edited.body.data).toMatchObject({ frequency: 'quarter', values: [{ period: '2025Q3', value: 8.25 }] });
    expect(await valuesOf(id)).toEqual([{ period: '2025Q3', value: 8.25 }]);
    const got = await t.api.call('dataItemMyGet', { token: creator, query: { id } });
    expect(got.body.data.values).toEqual([{ period: '2025Q3', value: 8.25 }]);

    // The admin holds every permission but not this creator's item.
    expect((await t.api.call('dataItemMyGet', { token: admin, query: { id } })).body.code).toBe(40004);
    expect((await t.api.call('dataItemEdit', { token: admin, body: { ...DATA_ITEM_BODY, id } })).body.code).toBe(40004);
    expect((await t.api.call('dataItemDelete', { token: admin, body: { id } })).body.code).toBe(40004);
    expect(await valuesOf(id)).toHaveLength(1);

    const deleted = await t.api.call('dataItemDelete', { token: creator, body: { id }, lang: 'en' });
    expect(deleted.body).toMatchObject({ code: 0, msg: 'Deleted' });
    expect(await t.db.select().from(dataItems).where(eq(dataItems.id, id))).toEqual([]);
    expect(await valuesOf(id)).toEqual([]);
  });

  it('refuses values that do not fit the frequency, naming the row, and writes nothing', async () => {
    const before = await t.snapshot();
    const cases: [Partial<typeof DATA_ITEM_BODY>, string][] = [
      [
        {
          values: [
            { period: '2024', value: 1 },
            { period: '20x4', value: 2 },
          ],
        },
        '第 2 行的周期应写作 2024',
      ],
      [{ frequency: 'month', values: [{ period: '2024-13', value: 1 }] }, '第 1 行的周期应写作 2024-01'],
      [{ frequency: 'day', values: [{ period: '2025-02-30', value: 1 }] }, '第 1 行的周期应写作 2024-01-15'],
      [
        {
          values: [
            { period: '2024', value: 1 },
            { period: '2024', value: 2 },
          ],
        },
        '第 2 行的周期与第 1 行重复',
      ],
      [{ values: [{ period: '2099', value: 1 }] }, '第 1 行的周期晚于今天'],
      [{ name: '   ' }, '请填写指标名称'],
      [{ name: '' }, '请填写指标名称'],
      [{ name: '长'.repeat(61) }, '指标名称不能超过60个字符'],
    ];
    for (const [change, msg] of cases) {
      const res = await t.api.call('dataItemAdd', { token: creator, body: { ...DATA_ITEM_BODY, ...change } });
      expect(res.body, JSON.stringify(change)).toMatchObject({ code: 40001, msg });
    }
    const en = await t.api.call('dataItemAdd', { token: creator, body: { ...DATA_ITEM_BODY, name: '' }, lang: 'en' });
    expect(en.body.msg).toBe('Name is required');
    const wrongType = await t.api.send('dataItemAdd', {
      token: creator,
      body: { ...DATA_ITEM_BODY, values: [{ period: '2024', value: '1' }] },
    });
    expect(wrongType.body.code).toBe(40001);
    const edit = await t.api.call('dataItemEdit', {
      token: creator,
      body: { ...DATA_ITEM_BODY, id: DEMO_DATA_ITEM.fabrication, frequency: 'year' },
    });
    expect(edit.body.code).toBe(0);
    // That edit was good; the snapshot below is taken again after it.
    const after = await t.snapshot();
    const stale = await t.api.call('dataItemEdit', {
      token: creator,
      body: { ...DATA_ITEM_BODY, id: DEMO_DATA_ITEM.fabrication, frequency: 'month' },
    });
    expect(stale.body).toMatchObject({ code: 40001, msg: '第 1 行的周期应写作 2024-01' });
    expect(await t.snapshot()).toEqual(after);
    expect(before).not.toEqual(after);
  });

  it('imports a file into its item: a preview first, then an upsert by period that a second run leaves alone', async () => {
    const csv = '周期,数值\n2017,2011\n2026,1700\n2030,1\n2018,abc\n2019,"2,100.5"\n2017,5\n';
    const preview = await t.api.send('dataItemImportPreview', { ...file(csv), token: creator, query: { id: DEMO_DATA_ITEM.recycled } });
    expect(preview.body.code).toBe(0);
    expect(preview.body.data).toMatchObject({ format: 'csv-utf8', total: 6, good: 3, bad: 3, new: 1, changed: 2, same: 0 });
    expect(preview.body.data.errors.map((e: { row: number; message: string }) => [e.row, e.message])).toEqual([
      [4, '周期不能晚于今天'],
      [5, '数值需为数字'],
      [7, '与第 2 行重复'],
    ]);
    // The preview wrote nothing.
    expect((await valuesOf(DEMO_DATA_ITEM.recycled)).find((v) => v.period === '2017')?.value).toBe(2010);

    const done = await t.api.send('dataItemImport', { ...file(csv), token: creator, query: { id: DEMO_DATA_ITEM.recycled } });
    expect(done.body.data).toEqual({ inserted: 1, replaced: 2, unchanged: 0, skipped: 3 });
    const values = await valuesOf(DEMO_DATA_ITEM.recycled);
    expect(values.find((v) => v.period === '2017')?.value).toBe(2011);
    expect(values.find((v) => v.period === '2019')?.value).toBe(2100.5);
    expect(values.at(-1)).toEqual({ period: '2026', value: 1700 });
    const again = await t.api.send('dataItemImport', { ...file(csv), token: creator, query: { id: DEMO_DATA_ITEM.recycled } });
    expect(again.body.data).toEqual({ inserted: 0, replaced: 0, unchanged: 3, skipped: 3 });

    // Another's item, a wrong header, a picture, nothing good: refused, nothing written.
    const before = await t.snapshot();
    expect((await t.api.send('dataItemImport', { ...file(csv), token: admin, query: { id: DEMO_DATA_ITEM.recycled } })).body.code).toBe(
      40004,
    );
    const header = await t.api.send('dataItemImport', {
      ...file('年,值\n2017,1\n'),
      token: creator,
      query: { id: DEMO_DATA_ITEM.recycled },
      lang: 'en',
    });
    expect(header.body).toMatchObject({ code: 40001, msg: 'The header must contain period/周期 | date/日期, value/数值' });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(
      (await t.api.send('dataItemImport', { ...file(png, 'a.csv'), token: creator, query: { id: DEMO_DATA_ITEM.recycled } })).body.code,
    ).toBe(40001);
    const none = await t.api.send('dataItemImport', {
      ...file('period,value\n2017-01,1\n'),
      token: creator,
      query: { id: DEMO_DATA_ITEM.recycled },
    });
    expect(none.body).toMatchObject({ code: 40001, msg: '没有可导入的行：1 行有错误' });
    const big = await t.api.send('dataItemImportPreview', {
      ...file(Buffer.alloc(2 * 1024 * 1024 + 10, 0x31)),
      token: creator,
      query: { id: DEMO_DATA_ITEM.recycled },
    });
    expect(big.body.code).toBe(40013);
    expect(await t.snapshot()).toEqual(before);
  });
});
