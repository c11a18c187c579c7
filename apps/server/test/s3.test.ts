import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { demoPdf } from '../src/features/document/demo-pdf.ts';
import { DEMO_NETDISK } from './good-calls.ts';
import { createTestServer, type TestServer } from './harness.ts';
import { multipart } from './multipart.ts';

// STORAGE=s3 against a real S3 API on this machine (s3rver speaks the protocol the SDK signs and
// sends), so uploads, reports' PDFs and shared files are proven to go to buckets, not DATA_DIR.
let s3: S3rver;
let endpoint: string;
let t: TestServer;
let creator: string;
let lin: string;
const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-s3-'));

beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: bucketDir,
    configureBuckets: [
      { name: 'spw-public', configs: [] },
      { name: 'spw-private', configs: [] },
    ],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestServer({
    env: {
      STORAGE: 's3',
      S3_BUCKET: 'spw-public',
      S3_PRIVATE_BUCKET: 'spw-private',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${endpoint}/spw-public`,
    },
  });
  creator = (await t.login('creator')).token;
  lin = (await t.login('lin')).token;
});

afterAll(async () => {
  await t.close();
  await s3.close();
  fs.rmSync(bucketDir, { recursive: true, force: true });
});

/** What the bucket holds at an object key (straight from the S3 API, not through the site). */
const object = (bucket: string, key: string) => fetch(`${endpoint}/${bucket}/${key}`);

/** Files the site wrote to its own disk: with STORAGE=s3 there must be none. */
function localFiles(dir: string): string[] {
  const root = path.join(t.dataDir, dir);
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String) : [];
}

describe('STORAGE=s3', () => {
  it('puts an uploaded picture in the public bucket, at the public address, and lets pages show it', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 190, b: 170 } } })
      .png()
      .toBuffer();
    const res = await t.api.send('uploadFile2server', {
      ...multipart([
        { name: 'ascription', value: 'post' },
        { name: 'file_type', value: 'pic' },
        { name: 'attachment', value: png, filename: 'a.png', type: 'image/png' },
      ]),
      token: lin,
    });
    expect(res.body.code).toBe(0);
    const url = res.body.data.url;
    expect(url.startsWith(`${endpoint}/spw-public/uploads/`)).toBe(true);
    const stored = await fetch(url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toMatch(/^image\//);
    expect(localFiles('uploads')).toEqual([]);
    // A record may point at it as at a local upload; another host's picture is still refused.
    const avatar = await t.api.call('userChangeAvatar', { token: lin, body: { avatar: url } });
    expect(avatar.body).toMatchObject({ code: 0, data: { avatar: url } });
    const elsewhere = await t.api.call('userChangeAvatar', { token: lin, body: { avatar: 'https://evil.example.com/uploads/x.png' } });
    expect(elsewhere.body.code).toBe(40001);
    // The page policy lets the browser load pictures (and recordings) from the bucket's origin.
    const page = await t.server.app.inject({ url: '/healthz' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).toMatch(new RegExp(`media-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}`));
  });

  it('keeps a shared file in the private bucket, sends byte ranges from it, and deletes it for good', async () => {
    const bytes = Buffer.from('%PDF-1.4\n' + 'y'.repeat(9000) + '\n%%EOF\n');
    const start = await t.api.call('netdiskUploadStart', {
      token: creator,
      body: { folder_id: DEMO_NETDISK.folder.fair, name: 'bucket.pdf', size: bytes.length },
    });
    expect(start.body.code).toBe(0);
    const done = await t.api.send('netdiskUploadChunk', {
      ...multipart([
        { name: 'id', value: start.body.data.id },
        { name: 'offset', value: '0' },
        { name: 'chunk', value: bytes, filename: 'blob', type: 'application/octet-stream' },
      ]),
      token: creator,
    });
    expect(done.body.code).toBe(0);
    const fileId = (done.body.data as { file?: { id: number } }).file?.id ?? 0;
    expect(fileId).toBeGreaterThan(0);
    expect(localFiles('private')).toEqual([]);
    expect(localFiles('netdisk-parts')).toEqual([]);

    const link = await t.api.call('netdiskDownload', { token: creator, body: { id: fileId } });
    const whole = await t.server.app.inject({ url: link.body.data.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await t.server.app.inject({ url: link.body.data.url, headers: { range: 'bytes=9-13' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('yyyyy');
    expect(part.headers['content-range']).toBe(`bytes 9-13/${bytes.length}`);
    const past = await t.server.app.inject({ url: link.body.data.url, headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);

    // The object is where the key says, in the private bucket only.
    const { netdiskFiles } = await import('../src/features/netdisk/tables.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.db.select().from(netdiskFiles).where(eq(netdiskFiles.id, fileId));
    const key = String(row?.key).slice(1);
    expect(key.startsWith('private/')).toBe(true);
    expect((await object('spw-private', key)).status).toBe(200);
    expect((await object('spw-public', key)).status).toBe(404);

    // Deleted for good: the bucket lets it go too.
    await t.api.call('netdiskDelete', { token: creator, body: { items: [{ kind: 'file', id: fileId }] } });
    const purged = await t.api.call('netdiskPurge', { token: creator, body: { items: [{ kind: 'file', id: fileId }], all: false } });
    expect(purged.body.code).toBe(0);
    expect((await object('spw-private', key)).status).toBe(404);
    const gone = await t.server.app.inject({ url: link.body.data.url });
    expect(gone.json()).toMatchObject({ code: 40003 });
  });

  it("keeps a report's PDF privately and its page pictures publicly; members download it from the bucket", async () => {
    const pdf = await demoPdf({ title: 'Bucket report', subtitle: 'S3', bars: [0.3, 0.6], sections: ['One', 'Two'] });
    const up = await t.api.send('documentUpload', {
      ...multipart([{ name: 'attachment', value: pdf, filename: 'bucket.pdf', type: 'application/pdf' }]),
      token: creator,
    });
    expect(up.body.code).toBe(0);
    expect(up.body.data.file.startsWith('/private/')).toBe(true);
    const added = await t.api.call('documentAdd', {
      token: creator,
      body: {
        title: '桶里的报告',
        en_title: 'Report in a bucket',
        source: '研究院',
        date: '2026-11-20',
        tags: ['market'],
        file: up.body.data.file,
        status: 1,
      },
    });
    expect(added.body.code).toBe(0);
    // The size is the bucket's, and the previews (made by the job) are public objects.
    expect(added.body.data).toMatchObject({ file_size: pdf.length, preview_status: 1 });
    const preview = added.body.data.previews[0] ?? '';
    expect(preview.startsWith(`${endpoint}/spw-public/uploads/`)).toBe(true);
    expect((await fetch(preview)).headers.get('content-type')).toBe('image/webp');
    const link = await t.api.call('documentDownload', { token: lin, body: { id: added.body.data.id } });
    const got = await t.server.app.inject({ url: link.body.data.url, headers: { range: 'bytes=0-4' } });
    expect(got.statusCode).toBe(206);
    expect(got.body).toBe('%PDF-');
    expect(localFiles('private')).toEqual([]);
    expect(localFiles('uploads')).toEqual([]);
  });
});

describe('STORAGE settings', () => {
  const base = { STORAGE: 's3', S3_BUCKET: 'b1', S3_PUBLIC_URL: 'https://cdn.example.com/spw' };
  it('names what is missing or wrong, and takes a full set', () => {
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE must be "local" or "s3"/);
    expect(() => loadConfig({ STORAGE: 's3', S3_PUBLIC_URL: base.S3_PUBLIC_URL })).toThrow(/needs S3_BUCKET/);
    expect(() => loadConfig({ ...base, S3_PUBLIC_URL: 'http://cdn.example.com' })).toThrow(/S3_PUBLIC_URL must be the https address/);
    expect(() => loadConfig({ ...base, S3_PUBLIC_URL: '' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ ...base, S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(loadConfig({ ...base, S3_PUBLIC_URL: 'https://cdn.example.com/spw/' }).storage).toEqual({
      kind: 's3',
      bucket: 'b1',
      privateBucket: 'b1',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: 'https://cdn.example.com/spw',
    });
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });
});
