import { deflateRawSync, gzipSync, crc32 } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NETDISK } from '../../../test/good-calls.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { purgeExpired } from './purge.ts';
import { netdiskFiles, netdiskFolders, netdiskShares, netdiskUploads } from './tables.ts';

// The demo seed (features/netdisk/seed.ts) gives the template database the institute's files.
let t: TestServer;
let creator: string;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  creator = (await t.login('creator')).token;
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

/** Follows a signed link as a browser would: no tokens, no signature headers. */
const follow = (url: string, headers: Record<string, string> = {}) => t.server.app.inject({ method: 'GET', url, headers });

const names = (list: { kind: string; name: string }[]) => list.map((e) => `${e.kind}:${e.name}`);

const chunk = (server: TestServer, token: string, id: string, offset: number, bytes: Buffer, lang: 'zh' | 'en' = 'zh') =>
  server.api.send('netdiskUploadChunk', {
    ...multipart([
      { name: 'id', value: id },
      { name: 'offset', value: String(offset) },
      { name: 'chunk', value: bytes, filename: 'blob', type: 'application/octet-stream' },
    ]),
    token,
    lang,
  });

/** Uploads a whole file in parts of `part` bytes; answers the last call. */
async function uploadFile(name: string, bytes: Buffer, folder = 0, part = bytes.length, token = creator, server = t) {
  const start = await server.api.call('netdiskUploadStart', { token, body: { folder_id: folder, name, size: bytes.length } });
  if (start.body.code !== 0) return start;
  let offset = start.body.data.received;
  let last = start;
  while (offset < bytes.length) {
    last = await chunk(server, token, start.body.data.id, offset, bytes.subarray(offset, offset + part));
    if (last.body.code !== 0) return last;
    offset = last.body.data.received;
  }
  return last;
}

/** A zip whose one entry is `size` zero bytes, deflated (the classic bomb's shape, made small). */
function zipOfZeros(size: number, entries = 1): Buffer {
  const data = Buffer.alloc(size);
  const packed = deflateRawSync(data, { level: 9 });
  const crc = crc32(data);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < entries; i += 1) {
    const name = Buffer.from(`zeros-${i}.bin`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

describe('netdisk: folders and files', () => {
  it('lists a folder: folders first, by name, with its place, the links that work, and the quota used', async () => {
    const top = (await t.api.call('netdiskLists', { token: creator })).body.data;
    expect(top.path).toEqual([]);
    expect(names(top.list)).toEqual(['folder:2026 铂金周资料', 'folder:Sponsor logos', 'file:README.md', 'file:铂金周日程表.csv']);
    expect(top.list.find((e) => e.name === '铂金周日程表.csv')).toMatchObject({ shares: 1, mime: 'text/csv' });
    expect(top.used).toBeGreaterThan(0);
    expect(top.quota).toBe(5120 * 1024 * 1024);
    const inner = (await t.api.call('netdiskLists', { token: creator, query: { folder_id: DEMO_NETDISK.folder.manuals } })).body.data;
    expect(inner.path.map((c) => c.name)).toEqual(['2026 铂金周资料', '展商手册']);
    expect(names(inner.list)).toEqual(['file:Exhibitor manual 2026.pdf']);
    // A folder in the bin, and another creator's, are not found (the same answer).
    for (const [token, id] of [
      [creator, DEMO_NETDISK.folder.binned],
      [admin, DEMO_NETDISK.folder.fair],
    ] as const) {
      const res = await t.api.call('netdiskLists', { token, query: { folder_id: id } });
      expect(res.body).toMatchObject({ code: 40004, msg: '文件夹不存在' });
    }
    const folders = (await t.api.call('netdiskFolders', { token: creator })).body.data;
    expect(folders.map((f) => f.name)).toEqual(['2026 铂金周资料', 'Sponsor logos', '展商手册']);
  });

  it('keeps one name per place (folders and files alike, whatever the case), and nesting within its limit', async () => {
    const before = await t.snapshot();
    const taken = await t.api.call('netdiskFolderAdd', { token: creator, body: { parent_id: 0, name: 'readme.MD' }, lang: 'en' });
    expect(taken.body).toMatchObject({ code: 40009, msg: 'A file or folder with this name is already here' });
    const dots = await t.api.call('netdiskFolderAdd', { token: creator, body: { parent_id: 0, name: '..' } });
    expect(dots.body.code).toBe(40001);
    const slash = await t.api.send('netdiskFolderAdd', { token: creator, body: { parent_id: 0, name: 'a/b' } });
    expect(slash.body.code).toBe(40001);
    const elsewhere = await t.api.call('netdiskFolderAdd', { token: admin, body: { parent_id: DEMO_NETDISK.folder.fair, name: 'x' } });
    expect(elsewhere.body.code).toBe(40004);
    expect(await t.snapshot()).toEqual(before);

    let parent = 0;
    for (let depth = 1; depth <= 16; depth += 1) {
      const made = await t.api.call('netdiskFolderAdd', { token: admin, body: { parent_id: parent, name: `层 ${depth}` } });
      expect(made.body.code).toBe(0);
      parent = made.body.data.id;
    }
    const deeper = await t.api.call('netdiskFolderAdd', { token: admin, body: { parent_id: parent, name: '层 17' } });
    expect(deeper.body).toMatchObject({ code: 40001, msg: '文件夹最多嵌套 16 层' });
  });

  it('renames, and moves all or nothing: never into itself, never onto a taken name', async () => {
    const { body } = await t.api.call('netdiskFolderAdd', { token: creator, body: { parent_id: 0, name: '移动测试' } });
    const box = body.data.id;
    const inner = (await t.api.call('netdiskFolderAdd', { token: creator, body: { parent_id: box, name: '里面' } })).body.data.id;
    const before = await t.snapshot();
    const intoItself = await t.api.call('netdiskMove', {
      token: creator,
      body: { items: [{ kind: 'folder', id: box }], folder_id: inner },
    });
    expect(intoItself.body).toMatchObject({ code: 40001, msg: '不能把文件夹移动到它自己或它的子文件夹中' });
    // Two things of the same name cannot land in one place; the first is not moved either.
    await t.api.call('netdiskFolderAdd', { token: creator, body: { parent_id: box, name: 'README.md' } });
    const snapshot = await t.snapshot();
    const clash = await t.api.call('netdiskMove', {
      token: creator,
      body: {
        items: [
          { kind: 'file', id: DEMO_NETDISK.file.schedule },
          { kind: 'file', id: DEMO_NETDISK.file.readme },
        ],
        folder_id: box,
      },
    });
    expect(clash.body.code).toBe(40009);
    expect(await t.snapshot()).toEqual(snapshot);
    expect(before).not.toEqual(snapshot);

    const moved = await t.api.call('netdiskMove', {
      token: creator,
      body: { items: [{ kind: 'file', id: DEMO_NETDISK.file.schedule }], folder_id: inner },
    });
    expect(moved.body.code).toBe(0);
    const there = (await t.api.call('netdiskLists', { token: creator, query: { folder_id: inner } })).body.data;
    expect(names(there.list)).toEqual(['file:铂金周日程表.csv']);
    const renamed = await t.api.call('netdiskRename', {
      token: creator,
      body: { kind: 'file', id: DEMO_NETDISK.file.schedule, name: '日程表（终版）.csv' },
    });
    expect(renamed.body.data).toMatchObject({ name: '日程表（终版）.csv', kind: 'file' });
    const back = await t.api.call('netdiskMove', {
      token: creator,
      body: { items: [{ kind: 'file', id: DEMO_NETDISK.file.schedule }], folder_id: 0 },
    });
    expect(back.body.code).toBe(0);
    await t.api.call('netdiskRename', { token: creator, body: { kind: 'file', id: DEMO_NETDISK.file.schedule, name: '铂金周日程表.csv' } });
  });
});

describe('netdisk: the bin', () => {
  it('keeps deleted things 30 days, restores them where they were (or renamed), and purges for good', async () => {
    const { body } = await t.api.call('netdiskFolderAdd', { token: creator, body: { parent_id: 0, name: '回收测试' } });
    const folder = body.data.id;
    const file = await uploadFile('说明.txt', Buffer.from('你好，铂金周\n'), folder);
    expect(file.body.code).toBe(0);
    const fileId = (file.body.data as { file?: { id: number } }).file?.id ?? 0;
    const share = await t.api.call('netdiskShareAdd', { token: creator, body: { file_id: fileId, expires_days: 0, max_downloads: 0 } });
    const token = share.body.data.token;
    expect((await t.api.call('netdiskShareGet', { query: { token } })).body.code).toBe(0);

    expect((await t.api.call('netdiskDelete', { token: creator, body: { items: [{ kind: 'folder', id: folder }] } })).body.code).toBe(0);
    // Inside a folder in the bin: its file's link stops working, and says so to its owner.
    expect((await t.api.call('netdiskShareGet', { query: { token } })).body.code).toBe(40004);
    const links = (await t.api.call('netdiskShareLists', { token: creator, query: { file_id: fileId } })).body.data;
    expect(links[0]?.state).toBe('deleted');
    const bin = (await t.api.call('netdiskBin', { token: creator })).body.data;
    const entry = bin.list.find((e) => e.kind === 'folder' && e.id === folder);
    expect(entry).toBeDefined();
    expect(Date.parse(entry?.purge_at ?? '') - Date.parse(entry?.deleted_at ?? '')).toBe(30 * 86_400_000);
    expect(bin.list.find((e) => e.id === DEMO_NETDISK.file.inBinnedFolder && e.kind === 'file')).toBeUndefined();
    expect(bin.list.find((e) => e.kind === 'file' && e.id === DEMO_NETDISK.file.binned)?.place).toBe('');

    // A folder of the same name made meanwhile: the restored one takes "(2)".
    await t.api.call('netdiskFolderAdd', { token: creator, body: { parent_id: 0, name: '回收测试' } });
    expect((await t.api.call('netdiskRestore', { token: creator, body: { items: [{ kind: 'folder', id: folder }] } })).body.code).toBe(0);
    const top = (await t.api.call('netdiskLists', { token: creator })).body.data;
    expect(names(top.list)).toContain('folder:回收测试 (2)');
    expect((await t.api.call('netdiskShareGet', { query: { token } })).body.code).toBe(0);

    // Not in the bin: cannot be purged or restored (40004), and nothing changes.
    const before = await t.snapshot();
    const notBinned = await t.api.call('netdiskPurge', { token: creator, body: { items: [{ kind: 'folder', id: folder }], all: false } });
    expect(notBinned.body.code).toBe(40004);
    expect(await t.snapshot()).toEqual(before);

    await t.api.call('netdiskDelete', { token: creator, body: { items: [{ kind: 'folder', id: folder }] } });
    const used = top.used;
    const purged = await t.api.call('netdiskPurge', { token: creator, body: { items: [{ kind: 'folder', id: folder }], all: false } });
    expect(purged.body.code).toBe(0);
    expect(purged.body.data.used).toBe(used - Buffer.byteLength('你好，铂金周\n'));
    const [gone] = await t.db.select().from(netdiskFiles).where(eq(netdiskFiles.id, fileId));
    expect(gone).toBeUndefined();
    const [link] = await t.db.select().from(netdiskShares).where(eq(netdiskShares.token, token));
    expect(link).toBeUndefined();
  });

  it('empties what has been in the bin for 30 days, and uploads left unfinished for a day, in the hourly job', async () => {
    const { body } = await t.api.call('netdiskFolderAdd', { token: creator, body: { parent_id: 0, name: '过期' } });
    await t.api.call('netdiskDelete', { token: creator, body: { items: [{ kind: 'folder', id: body.data.id }] } });
    await t.db
      .update(netdiskFolders)
      .set({ deletedAt: sql`now() - interval '31 days'` })
      .where(eq(netdiskFolders.id, body.data.id));
    const started = await t.api.call('netdiskUploadStart', { token: creator, body: { folder_id: 0, name: '半途.txt', size: 10 } });
    await t.db
      .update(netdiskUploads)
      .set({ updatedAt: sql`now() - interval '25 hours'` })
      .where(eq(netdiskUploads.id, started.body.data.id));
    const gone = await purgeExpired({ db: t.db, privateFiles: t.server.deps.privateFiles, config: t.config });
    expect(gone.items).toBeGreaterThanOrEqual(1);
    expect(gone.uploads).toBe(1);
    const [folder] = await t.db.select().from(netdiskFolders).where(eq(netdiskFolders.id, body.data.id));
    expect(folder).toBeUndefined();
    // The demo's, deleted days ago, stay.
    const [binned] = await t.db.select().from(netdiskFolders).where(eq(netdiskFolders.id, DEMO_NETDISK.folder.binned));
    expect(binned?.deletedAt).not.toBeNull();
  });
});

describe('netdisk: uploads', () => {
  it('takes a file in parts, resumes where the server stopped, and keeps it with the type its content shows', async () => {
    const bytes = Buffer.from('%PDF-1.4\n' + 'x'.repeat(5000) + '\n%%EOF\n');
    const first = await t.api.call('netdiskUploadStart', {
      token: creator,
      body: { folder_id: DEMO_NETDISK.folder.fair, name: '草稿.pdf', size: bytes.length },
    });
    expect(first.body.data).toMatchObject({ received: 0, size: bytes.length, chunk_size: 8 * 1024 * 1024 });
    const id = first.body.data.id;
    expect((await chunk(t, creator, id, 0, bytes.subarray(0, 2000))).body.data.received).toBe(2000);
    // Out of step: refused, nothing written, and told where to go on from.
    const wrong = await chunk(t, creator, id, 1000, bytes.subarray(1000, 3000));
    expect(wrong.body).toMatchObject({ code: 40009, msg: '上传位置不一致，请从 2000 字节处继续' });
    // Another creator cannot add to it.
    expect((await chunk(t, admin, id, 2000, bytes.subarray(2000, 3000))).body.code).toBe(40004);
    // A reload: the same file in the same folder finds the upload again.
    const again = await t.api.call('netdiskUploadStart', {
      token: creator,
      body: { folder_id: DEMO_NETDISK.folder.fair, name: '草稿.pdf', size: bytes.length },
    });
    expect(again.body.data).toMatchObject({ id, received: 2000 });
    const beyond = await chunk(t, creator, id, 2000, Buffer.alloc(bytes.length));
    expect(beyond.body.code).toBe(40001);
    const done = await chunk(t, creator, id, 2000, bytes.subarray(2000));
    expect(done.body.code).toBe(0);
    expect(done.body.data.file).toMatchObject({ kind: 'file', name: '草稿.pdf', size: bytes.length, mime: 'application/pdf' });
    const [left] = await t.db.select().from(netdiskUploads).where(eq(netdiskUploads.id, id));
    expect(left).toBeUndefined();

    // Download: a signed link; a range gives those bytes only.
    const link = await t.api.call('netdiskDownload', { token: creator, body: { id: done.body.data.file?.id ?? 0 } });
    const part = await follow(link.body.data.url, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-1.4');
    expect(part.headers['content-range']).toBe(`bytes 0-7/${bytes.length}`);
    expect(String(part.headers['content-disposition'])).toContain("filename*=UTF-8''%E8%8D%89%E7%A8%BF.pdf");
    const altered = await follow(link.body.data.url.replace(/sig=./, 'sig=A'));
    expect(altered.json()).toMatchObject({ code: 40003, msg: '下载链接已失效，请重新下载' });
    const other = await t.api.call('netdiskDownload', { token: admin, body: { id: done.body.data.file?.id ?? 0 } });
    expect(other.body.code).toBe(40004);
  });

  it('refuses by content: a program renamed, a name that lies, a zip bomb and a gzip bomb; none is kept', async () => {
    const before = await t.snapshot();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(400)]);
    exe.writeUInt32LE(64, 60);
    const program = await uploadFile('年度报告.pdf', exe);
    expect(program.body.code).toBe(40001);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]);
    const elfRes = await uploadFile('photo.bin', elf);
    expect(elfRes.body).toMatchObject({ code: 40001, msg: '出于安全原因，不能上传可执行程序' });
    const script = await uploadFile('notes.txt', Buffer.from('#!/bin/sh\nrm -rf /\n'));
    expect(script.body.msg).toBe('出于安全原因，不能上传可执行程序');
    const lie = await uploadFile('报价单.pdf', Buffer.from('just text, not a PDF'), 0, 20);
    expect(lie.body).toMatchObject({ code: 40001, msg: '文件内容与扩展名 .pdf 不符' });
    const bomb = zipOfZeros(200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const zip = await uploadFile('资料.zip', bomb);
    expect(zip.body).toMatchObject({ code: 40001, msg: '压缩包解压后过大或已损坏，不能上传' });
    const gz = await uploadFile('dump.gz', gzipSync(Buffer.alloc(200 * 1024 * 1024), { level: 9 }));
    expect(gz.body.code).toBe(40001);
    const en = await uploadFile('setup.exe', Buffer.from('hello'));
    expect(en.body.code).toBe(40001);
    expect(await t.snapshot()).toEqual(before);
    // A small, honest zip passes.
    const fine = await uploadFile('小文件.zip', zipOfZeros(1000));
    expect(fine.body.data.file?.mime).toBe('application/zip');
  });

  it('holds each creator to the quota and the largest file, and parts to their size', async () => {
    const small = await createTestServer({ env: { NETDISK_QUOTA_MB: '1', NETDISK_MAX_FILE_MB: '2' } });
    try {
      const token = (await small.login('creator')).token;
      const over = await small.api.call('netdiskUploadStart', {
        token,
        body: { folder_id: 0, name: 'big.bin', size: 1024 * 1024 },
        lang: 'en',
      });
      expect(over.body.code).toBe(40013);
      expect(over.body.msg).toMatch(/^Not enough space: .* of 1 MB used, and this file is 1 MB$/);
      const huge = await small.api.call('netdiskUploadStart', { token, body: { folder_id: 0, name: 'big.bin', size: 3 * 1024 * 1024 } });
      expect(huge.body).toMatchObject({ code: 40013, msg: '单个文件不能超过 2 MB' });
      const ok = await small.api.call('netdiskUploadStart', { token, body: { folder_id: 0, name: 'half.bin', size: 400 * 1024 } });
      expect(ok.body.code).toBe(0);
      // The unfinished upload counts: a second one beyond what is left is refused.
      const second = await small.api.call('netdiskUploadStart', { token, body: { folder_id: 0, name: 'other.bin', size: 700 * 1024 } });
      expect(second.body.code).toBe(40013);
      const tooBig = await chunk(small, token, ok.body.data.id, 0, Buffer.alloc(8 * 1024 * 1024 + 1));
      expect(tooBig.body.code).toBe(40013);
      await small.api.call('netdiskUploadCancel', { token, body: { id: ok.body.data.id } });
      const after = await small.api.call('netdiskUploadStart', { token, body: { folder_id: 0, name: 'other.bin', size: 700 * 1024 } });
      expect(after.body.code).toBe(0);
    } finally {
      await small.close();
    }
  });
});

describe('netdisk: share links', () => {
  it('opens with the password only, counts downloads up to the limit, and says the same for a dead link and a wrong password', async () => {
    const got = await t.api.call('netdiskShareGet', { query: { token: DEMO_NETDISK.token.plan } });
    expect(got.body.data).toMatchObject({ name: '展位平面图.pdf', needs_password: true, owner: '铂族金属研究院', mime: 'application/pdf' });
    const wrong = await t.api.call('netdiskShareOpen', { body: { token: DEMO_NETDISK.token.plan, password: 'nope' } });
    const expired = await t.api.call('netdiskShareOpen', { body: { token: DEMO_NETDISK.token.expired, password: '' } });
    expect(wrong.body).toEqual(expired.body);
    expect(wrong.body).toMatchObject({ code: 40003, msg: '链接已失效或密码不正确' });
    expect((await t.api.call('netdiskShareGet', { query: { token: DEMO_NETDISK.token.expired } })).body.code).toBe(40004);

    const opened = await t.api.call('netdiskShareOpen', { body: { token: DEMO_NETDISK.token.plan, password: 'spw2026' } });
    expect(opened.body.code).toBe(0);
    const file = await follow(opened.body.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-')).toBe(true);
    const [row] = await t.db.select().from(netdiskShares).where(eq(netdiskShares.id, DEMO_NETDISK.share.plan));
    expect(row?.downloads).toBe(13);

    const limited = await t.api.call('netdiskShareAdd', {
      token: creator,
      body: { file_id: DEMO_NETDISK.file.manual, expires_days: 1, password: '', max_downloads: 1 },
    });
    expect(limited.body.data).toMatchObject({ state: 'active', has_password: false, max_downloads: 1 });
    const expiresIn = Date.parse(limited.body.data.expires_at ?? '') - Date.now();
    expect(expiresIn).toBeGreaterThan(86_000_000);
    expect(expiresIn).toBeLessThanOrEqual(86_400_000);
    const token = limited.body.data.token;
    const one = await t.api.call('netdiskShareOpen', { body: { token, password: '' } });
    expect(one.body.code).toBe(0);
    expect((await t.api.call('netdiskShareOpen', { body: { token, password: '' } })).body.code).toBe(40003);
    const mine = (await t.api.call('netdiskShareLists', { token: creator, query: { file_id: DEMO_NETDISK.file.manual } })).body.data;
    expect(mine.find((s) => s.token === token)).toMatchObject({ downloads: 1, state: 'used_up' });
  });

  it('revokes: the page and a link opened through it stop; only the owner revokes or shares', async () => {
    const made = await t.api.call('netdiskShareAdd', {
      token: creator,
      body: { file_id: DEMO_NETDISK.file.readme, expires_days: 7, password: 'ab12', max_downloads: 0 },
    });
    const { id, token } = made.body.data;
    const opened = await t.api.call('netdiskShareOpen', { body: { token, password: 'ab12' } });
    expect(opened.body.code).toBe(0);
    const notMine = await t.api.call('netdiskShareRevoke', { token: admin, body: { id } });
    expect(notMine.body.code).toBe(40004);
    const shareOther = await t.api.call('netdiskShareAdd', {
      token: admin,
      body: { file_id: DEMO_NETDISK.file.readme, expires_days: 0, password: '', max_downloads: 0 },
    });
    expect(shareOther.body.code).toBe(40004);
    const revoked = await t.api.call('netdiskShareRevoke', { token: creator, body: { id } });
    expect(revoked.body.data.state).toBe('revoked');
    expect((await t.api.call('netdiskShareGet', { query: { token } })).body.code).toBe(40004);
    const late = await follow(opened.body.data.url);
    expect(late.json()).toMatchObject({ code: 40003 });
    const badPassword = await t.api.send('netdiskShareAdd', {
      token: creator,
      body: { file_id: DEMO_NETDISK.file.readme, expires_days: 7, password: 'a b', max_downloads: 0 },
    });
    expect(badPassword.body.code).toBe(40001);
  });

  it('limits password attempts per client', async () => {
    const limited = await createTestServer({ env: { RATE_LIMIT: 'on' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await limited.api.call('netdiskShareOpen', { body: { token: DEMO_NETDISK.token.plan, password: `guess${i}` } });
        codes.push(res.body.code);
      }
      expect(codes.slice(0, 10).every((c) => c === 40003)).toBe(true);
      expect(codes[10]).toBe(40029);
    } finally {
      await limited.close();
    }
  });
});
