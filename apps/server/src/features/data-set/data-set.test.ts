import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSetDownloads, dataSetFiles, dataSets } from '../../db/schema.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { DATA_SET_BODY, DEMO_DATA_SET } from '../../../test/good-calls.ts';
import { multipart } from '../../../test/multipart.ts';
import { demoFile } from './demo-files.ts';
import { formatOf } from './handlers.ts';

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

const file = (bytes: Buffer | string, filename = 'data.csv') => multipart([{ name: 'attachment', value: bytes, filename }]);
const upload = (
  id: number,
  bytes: Buffer | string,
  query: Record<string, string | number> = { mode: 'append' },
  token = creator,
  lang: 'zh' | 'en' = 'zh',
) => t.api.send('dataSetUpload', { ...file(bytes), token, lang, query: { id, ...query } });

/** A minimal PDF with its header and end mark. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

describe('what a file is, by its content', () => {
  it('tells CSV, TSV, JSON and PDF apart and refuses the rest', async () => {
    expect(await formatOf(Buffer.from('a,b\n1,2\n'))).toBe('csv');
    expect(await formatOf(Buffer.from('a\tb\n1\t2\n'))).toBe('tsv');
    expect(await formatOf(Buffer.from('[{"a":1}]'))).toBe('json');
    expect(await formatOf(PDF)).toBe('pdf');
    expect(await formatOf(Buffer.from('{"a":'))).toBeNull();
    expect(await formatOf(Buffer.from('just a line of words'))).toBeNull();
    expect(await formatOf(Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0]))).toBeNull();
    expect(await formatOf(Buffer.from('%PDF-1.4 no end'))).toBeNull();
  });
});

describe('data sets', () => {
  it('shows published sets to anyone with their current files and versions; drafts only to their author', async () => {
    const list = await t.api.call('dataSetLists', {});
    expect(list.body.data.list.map((s) => s.id)).toEqual([DEMO_DATA_SET.survey, DEMO_DATA_SET.prices]);
    const prices = list.body.data.list.find((s) => s.id === DEMO_DATA_SET.prices);
    expect(prices).toMatchObject({ version: 2, file_count: 2, author: '铂族金属研究院', licence: 'cc-by-4.0', access: 'public' });
    expect(prices?.total_size).toBe(
      (demoFile('demo:pgm-prices-2024.csv')?.length ?? 0) + (demoFile('demo:pgm-prices-2025.csv')?.length ?? 0),
    );
    const got = await t.api.call('dataSetGet', { query: { id: DEMO_DATA_SET.prices } });
    expect(got.body.data.files.map((f) => f.id)).toEqual([DEMO_DATA_SET.file.prices2024, DEMO_DATA_SET.file.prices2025]);
    expect(got.body.data.versions.map((v) => [v.version, v.mode, v.files.map((f) => f.id)])).toEqual([
      [2, 'replace', [1, 3]],
      [1, 'first', [1, 2]],
    ]);
    const draft = await t.api.call('dataSetGet', { query: { id: DEMO_DATA_SET.draft }, lang: 'en' });
    expect(draft.body).toMatchObject({ code: 40004, msg: 'Data set not found' });
    expect((await t.api.call('dataSetMyGet', { token: creator, query: { id: DEMO_DATA_SET.draft } })).body.data.version).toBe(0);
    expect((await t.api.call('dataSetMyGet', { token: admin, query: { id: DEMO_DATA_SET.draft } })).body.code).toBe(40004);
    const drafts = await t.api.call('dataSetMyLists', { token: creator, query: { published: false } });
    expect(drafts.body.data.list.map((s) => s.id)).toEqual([DEMO_DATA_SET.draft]);
    expect((await t.api.call('dataSetLists', { query: { keyword: 'survey' } })).body.data.list.map((s) => s.id)).toEqual([
      DEMO_DATA_SET.survey,
    ]);
  });

  it('counts a download and gives a signed link; members-only files need a sign-in; a link cannot be altered', async () => {
    const before = await t.api.call('dataSetGet', { query: { id: DEMO_DATA_SET.prices } });
    const link = await t.api.call('dataSetDownload', { body: { id: DEMO_DATA_SET.file.prices2025old } });
    expect(link.body.code).toBe(0);
    expect(link.body.data.download_amount).toBe(38);
    const res = await t.server.app.inject({ method: 'GET', url: link.body.data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''pgm-prices-2025.csv");
    expect(res.body.startsWith('date,metal,cny_per_g,usd_per_oz\n2025-01-01,Pt,')).toBe(true);
    const after = await t.api.call('dataSetGet', { query: { id: DEMO_DATA_SET.prices } });
    expect(after.body.data.download_amount).toBe(before.body.data.download_amount + 1);

    const visitor = await t.api.call('dataSetDownload', { body: { id: DEMO_DATA_SET.file.survey } });
    expect(visitor.body).toMatchObject({ code: 40100, msg: '该数据集仅限会员下载，请先登录' });
    const member = await t.api.call('dataSetDownload', { token: lin, body: { id: DEMO_DATA_SET.file.survey } });
    expect(member.body.code).toBe(0);
    const rows = await t.db.select().from(dataSetDownloads).where(eq(dataSetDownloads.fileId, DEMO_DATA_SET.file.survey));
    expect(rows.map((r) => r.uid)).toEqual([5]);
    const altered = member.body.data.url.replace(/uid=\d+/, 'uid=6');
    const refused = await t.server.app.inject({ method: 'GET', url: altered, headers: { lang: 'en' } });
    expect(JSON.parse(refused.body)).toMatchObject({ code: 40003, msg: 'The download link has expired: please download again' });
    // A draft's file is nobody's download.
    expect((await t.api.call('dataSetDownload', { token: lin, body: { id: 999 } })).body.code).toBe(40004);
  });

  it('describes a set, refuses publishing it before a file, then versions each upload and keeps the earlier files', async () => {
    const added = await t.api.call('dataSetAdd', { token: creator, body: DATA_SET_BODY });
    expect(added.body.data).toMatchObject({ version: 0, published: false, files: [], versions: [] });
    const id = added.body.data.id;
    const early = await t.api.call('dataSetEdit', { token: creator, body: { ...DATA_SET_BODY, id, published: true } });
    expect(early.body).toMatchObject({ code: 40001, msg: '请先上传文件再发布' });

    const first = await upload(id, 'year,tonnes\n2024,31.5\n', { mode: 'replace' });
    expect(first.body.code).toBe(0);
    expect(first.body.data.versions.map((v: { mode: string }) => v.mode)).toEqual(['first']);
    const firstFile = first.body.data.files[0]?.id ?? 0;
    // A draft's file: its author checks it; nobody else reaches it.
    expect((await t.api.call('dataSetDownload', { token: creator, body: { id: firstFile } })).body.code).toBe(0);
    expect((await t.api.call('dataSetDownload', { token: lin, body: { id: firstFile } })).body.code).toBe(40004);
    expect((await t.api.call('dataSetDownload', { body: { id: firstFile } })).body.code).toBe(40004);
    const second = await upload(id, PDF, { mode: 'append', note: '方法说明' });
    expect(second.body.data.files.map((f: { format: string }) => f.format)).toEqual(['csv', 'pdf']);
    const third = await upload(id, 'year,tonnes\n2024,31.5\n2025,33.1\n', { mode: 'replace', replaces: firstFile, note: '加入 2025 年' });
    expect(third.body.data.version).toBe(3);
    expect(third.body.data.files.map((f: { format: string }) => f.format)).toEqual(['csv', 'pdf']);
    expect(third.body.data.files[0]?.id).not.toBe(firstFile);
    expect(third.body.data.versions[2]?.files[0]?.id).toBe(firstFile);
    expect(third.body.data.versions[0]?.note).toBe('加入 2025 年');

    const published = await t.api.call('dataSetEdit', { token: creator, body: { ...DATA_SET_BODY, id, published: true } });
    expect(published.body.data.published).toBe(true);
    expect((await t.api.call('dataSetGet', { query: { id } })).body.data.version).toBe(3);

    // The files go with the set.
    const keys = await t.db.select({ file: dataSetFiles.file }).from(dataSetFiles).where(eq(dataSetFiles.setId, id));
    expect(keys).toHaveLength(3);
    expect((await t.api.call('dataSetDelete', { token: admin, body: { id } })).body.code).toBe(40004);
    expect((await t.api.call('dataSetDelete', { token: creator, body: { id } })).body.code).toBe(0);
    expect(await t.db.select().from(dataSets).where(eq(dataSets.id, id))).toEqual([]);
    for (const k of keys) expect(await t.server.deps.privateFiles.read(k.file)).toBeNull();
  });

  it('refuses bad uploads and descriptions with a clear message, and writes nothing', async () => {
    const before = await t.snapshot();
    const gif = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0]);
    expect((await upload(DEMO_DATA_SET.prices, gif, { mode: 'append' }, creator, 'en')).body).toMatchObject({
      code: 40001,
      msg: 'Only CSV, TSV, JSON, Excel (xlsx), ZIP or PDF files can be uploaded',
    });
    expect((await upload(DEMO_DATA_SET.prices, 'a,b\n', { mode: 'replace' })).body).toMatchObject({
      code: 40001,
      msg: '请选择要替换的文件',
    });
    expect((await upload(DEMO_DATA_SET.prices, 'a,b\n', { mode: 'replace', replaces: DEMO_DATA_SET.file.survey })).body.code).toBe(40001);
    expect((await upload(DEMO_DATA_SET.prices, 'a,b\n', { mode: 'append' }, admin)).body.code).toBe(40004);
    expect((await upload(DEMO_DATA_SET.prices, 'a,b\n', { mode: 'append' }, lin)).body.code).toBe(40003);
    const big = await upload(DEMO_DATA_SET.prices, Buffer.alloc(20 * 1024 * 1024 + 1, 0x61));
    expect(big.body).toMatchObject({ code: 40013, msg: '文件不能超过 20MB' });
    expect(
      (
        await t.api.send('dataSetUpload', {
          ...multipart([{ name: 'other', value: 'x' }]),
          token: creator,
          query: { id: 1, mode: 'append' },
        })
      ).body,
    ).toMatchObject({
      code: 40001,
      msg: '请选择要上传的文件',
    });
    const badColumn = await t.api.call('dataSetAdd', {
      token: creator,
      body: { ...DATA_SET_BODY, columns: [{ name: ' ', type: 'text' }] },
    });
    expect(badColumn.body).toMatchObject({ code: 40001, msg: '请填写数据列 1 列名' });
    const badLicence = await t.api.send('dataSetAdd', { token: creator, body: { ...DATA_SET_BODY, licence: 'mit' } });
    expect(badLicence.body.code).toBe(40001);
    const publishedAtOnce = await t.api.call('dataSetAdd', { token: creator, body: { ...DATA_SET_BODY, published: true } });
    expect(publishedAtOnce.body.code).toBe(40001);
    expect(await t.snapshot()).toEqual(before);
  });
});
