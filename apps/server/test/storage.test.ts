import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalFileStore } from '../src/adapters/storage.ts';
import { createTestServer } from './harness.ts';

describe('the local file store', () => {
  it('writes under a hidden temporary name and sweeps what a crash left once it is old', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-store-'));
    const store = new LocalFileStore(root);
    const url = await store.put(Buffer.from('picture'), 'png');
    const dir = path.join(root, path.dirname(url.slice('/uploads/'.length)));
    // A crash between write and rename leaves a hidden .tmp beside the real files.
    const stale = path.join(dir, '.abc.png.tmp');
    const fresh = path.join(dir, '.def.png.tmp');
    fs.writeFileSync(stale, 'half');
    fs.writeFileSync(fresh, 'in flight');
    const hourAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(stale, hourAgo, hourAgo);
    expect(await store.sweep()).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.readFileSync(path.join(root, url.slice('/uploads/'.length)), 'utf8')).toBe('picture');
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp') && !name.startsWith('.'))).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('never serves a temporary file at its name', async () => {
    const t = await createTestServer();
    try {
      const dir = path.join(t.dataDir, 'uploads', '2026', '11');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, '.abc.png.tmp'), 'half a picture');
      fs.writeFileSync(path.join(dir, 'abc.png'), 'a picture');
      expect((await t.server.app.inject({ url: '/uploads/2026/11/.abc.png.tmp' })).statusCode).toBe(404);
      expect((await t.server.app.inject({ url: '/uploads/2026/11/abc.png' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
