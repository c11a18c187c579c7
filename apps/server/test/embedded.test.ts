// The zero-setup database (src/db/embedded.ts): what a user meets on their own machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, stopLeftBehind, tmpClusterDir } from '../src/db/embedded.ts';

const dirs: string[] = [];
function freshDir(): string {
  const dir = tmpClusterDir();
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) {
    await stopLeftBehind(path.join(dir, 'cluster'), () => undefined).catch(() => undefined);
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('SELECT 1 AS n');
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  it('creates a cluster on 127.0.0.1 with a generated password, and starts it again', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const first = await startEmbeddedPostgres({ dir });
    expect(first.created).toBe(true);
    const url = new URL(first.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/spw');
    const password = fs.readFileSync(`${dir}.password`, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(decodeURIComponent(url.password)).toBe(password);
    expect(fs.statSync(`${dir}.password`).mode & 0o077).toBe(0);
    expect(await selectOne(first.url)).toBe(1);
    // Without the password, no entry.
    const wrong = new URL(first.url);
    wrong.password = 'not-the-password';
    await expect(selectOne(wrong.toString())).rejects.toThrow(/password authentication failed/);
    // As a kill between initdb and the site's database leaves it: no database, no marker.
    const admin = new pg.Client({ connectionString: new URL('/postgres', first.url).toString() });
    await admin.connect();
    await admin.query('DROP DATABASE spw');
    await admin.end();
    fs.rmSync(`${dir}/database-made`);
    await first.stop();

    const again = await startEmbeddedPostgres({ dir });
    expect(again.created).toBe(false);
    expect(again.url).toBe(first.url);
    expect(await selectOne(again.url)).toBe(1);
    await again.stop();
  });

  it('gives the server a Unix socket in the cluster folder, with the same password', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const db = await startEmbeddedPostgres({ dir });
    try {
      const local = new URL(db.localUrl);
      const socketDir = local.searchParams.get('host') ?? '';
      expect(socketDir).toBe(path.join(dir, 'cluster'));
      expect(fs.statSync(path.join(socketDir, `.s.PGSQL.${local.searchParams.get('port')}`)).isSocket()).toBe(true);
      // Only PostgreSQL's own user (and root) can reach into the folder.
      expect(fs.statSync(socketDir).mode & 0o077).toBe(0);
      const client = new pg.Client({ connectionString: db.localUrl });
      await client.connect();
      const { rows } = await client.query<{ addr: string | null }>('SELECT inet_client_addr()::text AS addr');
      await client.end();
      expect(rows[0]?.addr).toBeNull();
      const wrong = new URL(db.localUrl);
      wrong.password = 'not-the-password';
      await expect(selectOne(wrong.toString())).rejects.toThrow(/password authentication failed/);
    } finally {
      await db.stop();
    }
  });

  it('falls back to TCP where the socket path would be too long for the system', { timeout: 60_000 }, async () => {
    const base = freshDir();
    const dir = path.join(path.dirname(base), 'x'.repeat(90), 'postgres');
    fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
    dirs.push(dir);
    const db = await startEmbeddedPostgres({ dir });
    try {
      expect(db.localUrl).toBe(db.url);
      expect(await selectOne(db.localUrl)).toBe(1);
    } finally {
      await db.stop();
    }
  });

  it('lets a process that stopped it end at once (no timer left behind)', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    await (await startEmbeddedPostgres({ dir })).stop();
    // A tool (db:backup) starts and stops the cluster, then simply returns: it must not linger.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./src/db/embedded.ts').then(m => m.startEmbeddedPostgres({ dir: ${JSON.stringify(dir)} })).then(p => p.stop()).then(() => console.log('stopped'));`,
      ],
      { cwd: path.resolve(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stoppedAt = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('stopped')) stoppedAt = Date.now();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(stoppedAt).toBeGreaterThan(0);
    expect(Date.now() - stoppedAt).toBeLessThan(3000);
  });

  it('refuses a second server on the same data folder, with a clear message', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const running = await startEmbeddedPostgres({ dir });
    try {
      // Another server process holds the folder: a child, so the lock's owner is alive and not us.
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import('./src/db/embedded.ts').then(m => m.startEmbeddedPostgres({ dir: ${JSON.stringify(dir)} })).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); });`,
        ],
        { cwd: path.resolve(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(3);
      expect(stderr).toMatch(/is in use by another server/);
      expect(await selectOne(running.url)).toBe(1);
    } finally {
      await running.stop();
    }
  });

  it('stops the postmaster a killed server left running, and starts in its place', { timeout: 90_000 }, async () => {
    const dir = freshDir();
    const created = await startEmbeddedPostgres({ dir });
    await created.stop();
    // A server process starts the cluster and is killed with SIGKILL: its postmaster lives on.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./src/db/embedded.ts').then(m => m.startEmbeddedPostgres({ dir: ${JSON.stringify(dir)} })).then(() => { console.log('up'); setInterval(() => {}, 1000); });`,
      ],
      { cwd: path.resolve(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('up') && resolve()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const orphan = Number(fs.readFileSync(path.join(dir, 'cluster', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(() => process.kill(orphan, 0)).not.toThrow();

    const lines: string[] = [];
    const restarted = await startEmbeddedPostgres({ dir, log: (line) => lines.push(line) });
    try {
      expect(lines.join('\n')).toMatch(/stopping the PostgreSQL \(pid \d+\) a killed server left running/);
      expect(() => process.kill(orphan, 0)).toThrow();
      expect(await selectOne(restarted.url)).toBe(1);
    } finally {
      await restarted.stop();
    }
  });
});
