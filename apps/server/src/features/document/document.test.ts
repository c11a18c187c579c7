import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { DEMO_DOCUMENT } from '../../../test/good-calls.ts';
import { multipart } from '../../../test/multipart.ts';
import { demoPdf } from './demo-pdf.ts';
import { queueMissingPreviews } from './previews.ts';
import { documentDownloads, documents } from './tables.ts';

// The demo seed (features/document/seed.ts) gives the template database its reports; jobs run inline.
let t: TestServer;
let creator: string;
let lin: string;
let pdf: Buffer;
beforeAll(async () => {
  t = await createTestServer();
  creator = (await t.login('creator')).token;
  lin = (await t.login('lin')).token;
  pdf = await demoPdf({ title: 'Test report', subtitle: 'for the tests', bars: [0.2, 0.5], sections: ['One', 'Two', 'Three'] });
});
afterAll(() => t.close());

const upload = (bytes: Buffer, filename = 'report.pdf', token = creator, lang: 'zh' | 'en' = 'zh') =>
  t.api.send('documentUpload', { ...multipart([{ name: 'attachment', value: bytes, filename, type: 'application/pdf' }]), token, lang });

const words = {
  title: '铂金测试报告',
  en_title: 'Platinum test report',
  source: '铂族金属研究院',
  date: '2026-11-20',
  tags: ['market' as const],
};

describe('reports: reading', () => {
  it('lists the published reports, newest report date first, by topic, year and title in either language', async () => {
    const all = (await t.api.call('documentLists', {})).body.data.list;
    expect(all.map((d) => d.id)).toEqual([
      DEMO_DOCUMENT.quarterly,
      DEMO_DOCUMENT.consumers,
      DEMO_DOCUMENT.recycling,
      DEMO_DOCUMENT.hydrogen,
      DEMO_DOCUMENT.sge,
    ]);
    expect(all[0]).toMatchObject({
      title: '铂金季度报告：2026 年第三季度',
      en_source: 'PGM Research Institute',
      tags: ['market', 'supply'],
      date: '2026-10-20',
    });
    const market = (await t.api.call('documentLists', { query: { tag: 'market' } })).body.data.list;
    expect(market.map((d) => d.id)).toEqual([DEMO_DOCUMENT.quarterly, DEMO_DOCUMENT.consumers, DEMO_DOCUMENT.sge]);
    const found = (await t.api.call('documentLists', { query: { keyword: 'iridium' } })).body.data.list;
    expect(found.map((d) => d.id)).toEqual([DEMO_DOCUMENT.hydrogen]);
    const year = (await t.api.call('documentLists', { query: { year: 2026, tag: 'policy' } })).body.data;
    expect(year.list.map((d) => d.id)).toEqual([DEMO_DOCUMENT.recycling, DEMO_DOCUMENT.sge]);
    const bad = await t.api.send('documentLists', { query: { tag: 'gold' } });
    expect(bad.body.code).toBe(40001);
  });

  it('shows a published report to anyone, and not one kept back', async () => {
    const got = await t.api.call('documentGet', { query: { id: DEMO_DOCUMENT.recycling } });
    expect(got.body.data).toMatchObject({ en_title: 'Recycling the Platinum Group Metals', download_amount: 432 });
    expect(got.body.data.summary).toContain('回收');
    const hidden = await t.api.send('documentGet', { lang: 'en', query: { id: DEMO_DOCUMENT.draft } });
    expect(hidden.body).toMatchObject({ code: 40004, msg: 'Report not found' });
  });
});

describe('reports: the creator’s', () => {
  it('takes a PDF by its content only: a renamed text file, a picture and an empty file are refused', async () => {
    const text = await upload(Buffer.from('just text, not a report'), 'fake.pdf');
    expect(text.body).toMatchObject({ code: 40001, msg: '请上传 PDF 文件' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'picture.pdf', creator, 'en')).body).toMatchObject({ code: 40001, msg: 'Upload a PDF file' });
    // A PDF header with its end cut off (a broken download) is not taken either.
    expect((await upload(pdf.subarray(0, pdf.length - 200))).body.code).toBe(40001);
    expect((await upload(Buffer.alloc(0))).body.code).toBe(40001);
    expect((await upload(pdf, 'r.pdf', lin)).body.code).toBe(40003);
    expect((await t.api.send('documentUpload', multipart([{ name: 'attachment', value: pdf, filename: 'r.pdf' }]))).body.code).toBe(40100);
  });

  it('refuses a file over 30 MB with a clear message, keeping nothing', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(30 * 1024 * 1024 + 10, 0x20)]);
    const res = await upload(big, 'big.pdf', creator, 'en');
    expect(res.body).toMatchObject({ code: 40013, msg: 'The file must not be larger than 30 MB' });
    const stored = fs.existsSync(`${t.dataDir}/private`) ? fs.readdirSync(`${t.dataDir}/private`, { recursive: true }) : [];
    expect(
      stored.filter((f) => String(f).endsWith('.pdf') && fs.statSync(`${t.dataDir}/private/${String(f)}`).size > 30 * 1024 * 1024),
    ).toEqual([]);
  });

  it('saves a report from an uploaded PDF; its previews, page count and cover are made in the background', async () => {
    const up = await upload(pdf, '铂金 测试.pdf');
    expect(up.body.code).toBe(0);
    expect(up.body.data).toMatchObject({ file_name: '铂金 测试.pdf', file_size: pdf.length });
    const added = await t.api.call('documentAdd', {
      token: creator,
      body: { ...words, file: up.body.data.file, file_name: up.body.data.file_name, status: 1 },
    });
    expect(added.body.msg).toBe('保存成功');
    // Jobs run inline in the tests: the previews are there when the answer comes.
    const mine = added.body.data;
    expect(mine).toMatchObject({ status: 1, preview_status: 1, pages: 4, own_cover: '', file_size: pdf.length });
    expect(mine.previews).toHaveLength(3);
    expect(mine.cover).toBe(mine.previews[0]);
    const served = await t.server.app.inject({ method: 'GET', url: mine.previews[0] ?? '' });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const listed = (await t.api.call('documentLists', { query: { keyword: 'Platinum test' } })).body.data.list;
    expect(listed.map((d) => d.id)).toEqual([mine.id]);
  });

  it('marks a PDF it cannot draw as failed, and the report still shows', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 9 0 R >>\n%%EOF\n');
    const up = await upload(broken, 'broken.pdf');
    expect(up.body.code).toBe(0);
    const added = await t.api.call('documentAdd', {
      token: creator,
      body: { ...words, title: '损坏的报告', file: up.body.data.file, status: 1 },
    });
    expect(added.body.data).toMatchObject({ preview_status: 2, previews: [], pages: 0, cover: '' });
    expect((await t.api.call('documentGet', { query: { id: added.body.data.id } })).body.data.title).toBe('损坏的报告');
  });

  it('refuses bad words and a file that is not an upload, writing nothing', async () => {
    const before = await t.db.select({ id: documents.id }).from(documents);
    const cases = [
      { ...words, file: '/private/2026/11/nope.pdf' },
      { ...words, file: '../../etc/passwd' },
      { ...words, file: 'demo:platinum-q3-2026' },
      { ...words, file: '/private/x.pdf', title: '   ' },
      { ...words, file: '/private/x.pdf', date: '2026-02-30' },
      { ...words, file: '/private/x.pdf', tags: ['market', 'gold'] },
      { ...words, file: '/private/x.pdf', cover: 'https://elsewhere.example/c.png' },
      { ...words, file: '/private/x.pdf', title: '铂'.repeat(101) },
    ];
    for (const body of cases) {
      const res = await t.api.send('documentAdd', { token: creator, body });
      expect(res.body.code, JSON.stringify(body)).toBe(40001);
      expect(res.body.data).toMatchObject({ field: expect.any(String) });
    }
    expect(await t.db.select({ id: documents.id }).from(documents)).toEqual(before);
  });

  it('takes only the creator’s own upload: another creator’s PDF key is unknown to them', async () => {
    const admin = (await t.login('admin')).token;
    const theirs = await upload(pdf, 'admin.pdf', admin);
    expect(theirs.body.code).toBe(0);
    const taken = await t.api.send('documentAdd', { token: creator, body: { ...words, file: theirs.body.data.file } });
    expect(taken.body).toMatchObject({ code: 40001, msg: '请先上传报告的 PDF 文件', data: { field: 'file' } });
    const own = await t.api.call('documentAdd', { token: admin, body: { ...words, file: theirs.body.data.file, status: 0 } });
    expect(own.body.data.file).toBe(theirs.body.data.file);
  });

  it('keeps creators to their own reports; a new file makes new previews and the old file goes', async () => {
    const admin = (await t.login('admin')).token;
    // The organisers' report is not the institute's to change.
    const theirs = await t.api.send('documentEdit', {
      token: creator,
      body: { ...words, id: DEMO_DOCUMENT.recycling, file: 'demo:pgm-recycling' },
    });
    expect(theirs.body.code).toBe(40004);
    expect((await t.api.send('documentDelete', { token: creator, body: { id: DEMO_DOCUMENT.sge } })).body.code).toBe(40004);
    expect((await t.api.send('documentMyGet', { token: admin, query: { id: DEMO_DOCUMENT.quarterly } })).body.code).toBe(40004);

    const first = await upload(pdf);
    const added = await t.api.call('documentAdd', { token: creator, body: { ...words, file: first.body.data.file, status: 0 } });
    const id = added.body.data.id;
    const oldPath = `${t.dataDir}${first.body.data.file}`;
    expect(fs.existsSync(oldPath)).toBe(true);
    // Words only: the file and previews stay.
    const renamed = await t.api.call('documentEdit', {
      token: creator,
      body: { ...words, id, title: '改名的报告', file: first.body.data.file },
    });
    expect(renamed.body.data).toMatchObject({ title: '改名的报告', previews: added.body.data.previews });
    const shorter = await demoPdf({ title: 'Short', subtitle: 's', bars: [0.1], sections: ['Only'] });
    const second = await upload(shorter);
    const edited = await t.api.call('documentEdit', { token: creator, body: { ...words, id, file: second.body.data.file } });
    expect(edited.body.data).toMatchObject({ pages: 2, preview_status: 1 });
    expect(edited.body.data.previews).toHaveLength(2);
    expect(fs.existsSync(oldPath)).toBe(false);

    expect((await t.api.call('documentPublish', { token: creator, body: { id, status: 1 } })).body.msg).toBe('已发布');
    expect((await t.api.call('documentGet', { query: { id } })).body.data.pages).toBe(2);
    const mine = (await t.api.call('documentMyLists', { token: creator, query: { status: 1 } })).body.data.list;
    expect(mine[0]?.id).toBe(id);
    expect((await t.api.call('documentDelete', { token: creator, body: { id } })).body.code).toBe(0);
    expect(fs.existsSync(`${t.dataDir}${second.body.data.file}`)).toBe(false);
    expect((await t.api.send('documentGet', { query: { id } })).body.code).toBe(40004);
  });
});

describe('reports: downloads', () => {
  it('asks visitors to sign in; gives a member a signed link that serves the PDF, byte ranges too, and counts it', async () => {
    expect((await t.api.send('documentDownload', { body: { id: DEMO_DOCUMENT.quarterly } })).body.code).toBe(40100);
    const up = await upload(pdf);
    const added = await t.api.call('documentAdd', { token: creator, body: { ...words, file: up.body.data.file, status: 1 } });
    const id = added.body.data.id;
    const link = await t.api.call('documentDownload', { token: lin, body: { id } });
    expect(link.body.data.download_amount).toBe(1);
    const url = link.body.data.url;
    expect(url).toMatch(/^\/api\/document\/file\?id=\d+&uid=\d+&exp=\d+&sig=[A-Za-z0-9_-]{43}$/);
    const whole = await t.server.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toContain('attachment');
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    const part = await t.server.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
    expect(part.rawPayload.toString('latin1')).toBe(pdf.subarray(0, 8).toString('latin1'));
    const [logged] = await t.db.select().from(documentDownloads).where(eq(documentDownloads.documentId, id));
    expect(logged?.uid).toBeTypeOf('number');
  });

  it('refuses an altered or expired link, answering no bytes; and a report kept back cannot be downloaded', async () => {
    const link = (await t.api.call('documentDownload', { token: lin, body: { id: DEMO_DOCUMENT.quarterly } })).body.data.url;
    const other = link.replace(/id=\d+/, `id=${DEMO_DOCUMENT.consumers}`);
    const expired = link.replace(/exp=\d+/, 'exp=1000');
    for (const url of [other, expired, link.replace(/sig=.{5}/, 'sig=AAAAA')]) {
      const res = await t.server.app.inject({ method: 'GET', url, headers: { lang: 'en' } });
      expect(res.headers['content-type']).toContain('application/json');
      expect(JSON.parse(res.body)).toMatchObject({ code: 40003, msg: 'This download link has expired; download again' });
    }
    // A demo report is drawn when it is read.
    const demo = await t.server.app.inject({ method: 'GET', url: link });
    expect(demo.statusCode).toBe(200);
    expect(demo.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await t.api.send('documentDownload', { token: lin, body: { id: DEMO_DOCUMENT.draft } })).body.code).toBe(40004);
  });

  it('draws the demo reports’ previews when the server catches up on start', async () => {
    await queueMissingPreviews(t.server.deps);
    const got = (await t.api.call('documentGet', { query: { id: DEMO_DOCUMENT.hydrogen } })).body.data;
    expect(got.previews).toHaveLength(3);
    expect(got.pages).toBe(4);
    expect(got.cover).toBe(got.previews[0]);
  });
});
