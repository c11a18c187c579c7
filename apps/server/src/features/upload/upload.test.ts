import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { multipart, type Part } from '../../../test/multipart.ts';

let t: TestServer;
let lin: string;
beforeAll(async () => {
  t = await createTestServer();
  lin = (await t.login('lin')).token;
});
afterAll(async () => {
  await t.close();
});

const upload = (parts: Part[], opts: { token?: string; lang?: 'zh' | 'en' } = { token: lin }) =>
  t.api.send('uploadFile2server', {
    ...multipart(parts),
    ...opts,
  });

const picture = (format: 'jpeg' | 'png' | 'gif' | 'webp', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 170, b: 150 } } })
    .toFormat(format)
    .toBuffer();

function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('uploads', () => {
  it('re-encodes a JPEG without its EXIF and serves it', async () => {
    const withExif = await sharp(await picture('jpeg', 3000, 1000))
      .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'SPW-Camera' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload([
      { name: 'ascription', value: 'post' },
      { name: 'file_type', value: 'pic' },
      { name: 'attachment', value: withExif, filename: 'p.jpg', type: 'image/jpeg' },
    ]);
    expect(res.body).toMatchObject({ code: 0, msg: '上传成功', data: { mime: 'image/jpeg', width: 2048 } });
    expect(res.body.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.jpg$/);
    const served = await t.server.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('takes jpg and png, and for the avatar jpeg, gif and png (the spec); gif and webp elsewhere are refused', async () => {
    const take = async (ascription: string, format: 'jpeg' | 'png' | 'gif' | 'webp') =>
      (
        await upload([
          { name: 'ascription', value: ascription },
          { name: 'attachment', value: await picture(format), filename: `x.${format}` },
        ])
      ).body;
    for (const ascription of ['post', 'cover', 'works', 'other']) {
      for (const format of ['jpeg', 'png'] as const) expect((await take(ascription, format)).data.mime, format).toBe(`image/${format}`);
      for (const format of ['gif', 'webp'] as const) {
        expect(await take(ascription, format), `${ascription} ${format}`).toMatchObject({ code: 40001, msg: '上传文件只能是图片格式!' });
      }
    }
    for (const format of ['jpeg', 'gif', 'png'] as const) expect((await take('avatar', format)).data.mime, format).toBe(`image/${format}`);
    expect(await take('avatar', 'webp')).toMatchObject({ code: 40001, msg: '上传文件只能是图片格式!' });
  });

  it('refuses anything that is not a picture, by content, with the spec messages, and stores nothing', async () => {
    const before = await t.snapshot();
    const files = storedFiles().length;
    const jpeg = await picture('jpeg');
    const big = await sharp({
      create: { width: 900, height: 900, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const cases: [Part[], number, string][] = [
      [
        [
          {
            name: 'attachment',
            value: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
            filename: 'x.svg',
            type: 'image/svg+xml',
          },
        ],
        40001,
        '上传文件只能是图片格式!',
      ],
      [
        [{ name: 'attachment', value: '<html><script>alert(1)</script></html>', filename: 'x.jpg', type: 'image/jpeg' }],
        40001,
        '上传文件只能是图片格式!',
      ],
      [[{ name: 'attachment', value: '%PDF-1.4 fake', filename: 'x.png' }], 40001, '上传文件只能是图片格式!'],
      [
        [
          {
            name: 'attachment',
            value: Buffer.concat([jpeg.subarray(0, 20), Buffer.from('*/=alert(1)/*<script>alert(1)</script>')]),
            filename: 'poly.jpg',
          },
        ],
        40001,
        '上传文件只能是图片格式!',
      ],
      [
        [
          { name: 'ascription', value: 'avatar' },
          { name: 'attachment', value: await picture('webp'), filename: 'a.webp' },
        ],
        40001,
        '上传文件只能是图片格式!',
      ],
      [[{ name: 'attachment', value: big, filename: 'big.png' }], 40013, '上传文件大小不能超过 1MB!'],
      [[{ name: 'attachment', value: Buffer.alloc(0), filename: 'empty.jpg' }], 40001, '上传的文件是空的'],
      [
        [
          { name: 'ascription', value: 'avatar' },
          { name: 'attachment', value: jpeg, filename: '1.jpg' },
          { name: 'attachment', value: jpeg, filename: '2.jpg' },
        ],
        40001,
        '最多上传一张',
      ],
      [[1, 2, 3, 4].map((i) => ({ name: 'attachment', value: jpeg, filename: `${i}.jpg` })), 40001, '最多允许上传3个文件'],
      [[{ name: 'ascription', value: 'post' }], 40001, '请选择要上传的图片'],
      [
        [
          { name: 'ascription', value: 'virus' },
          { name: 'attachment', value: jpeg, filename: 'x.jpg' },
        ],
        40001,
        '上传目的的取值无效'.replace('上传目的', 'ascription'),
      ],
    ];
    for (const [parts, code, msg] of cases) {
      const res = await upload(parts);
      expect(res.body, JSON.stringify(parts.map((p) => p.filename ?? p.name))).toMatchObject({ code, msg });
    }
    const en = await upload([{ name: 'attachment', value: 'not an image', filename: 'x.jpg' }], { token: lin, lang: 'en' });
    expect(en.body.msg).toBe('Only image files can be uploaded!');
    expect((await upload([{ name: 'attachment', value: jpeg, filename: 'x.jpg' }], {})).body.code).toBe(40100);
    expect(await t.snapshot()).toEqual(before);
    expect(storedFiles().length).toBe(files);
  });
});
