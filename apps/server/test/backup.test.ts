// Backups (src/db/backup.ts, `pnpm db:backup` / `pnpm db:restore`): the seeded demo goes through a
// backup and comes back whole in another database, in the plain format always and in pg_dump's
// custom format where a pg_dump for the test server is installed (CI's PostgreSQL 15; not the
// embedded 18, whose backups are plain). A restore that would overwrite data, or a file that is not
// a backup, is refused and changes nothing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { runMigrations } from 'graphile-worker';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backup, BackupError, findPgDump, restore, type PgTool } from '../src/db/backup.ts';
import type { Database } from '../src/db/index.ts';
import { rowsOf } from '../src/db/rows.ts';
import { withDatabase } from './global-setup.ts';
import { freshDatabase } from './harness.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Fresh {
  database: Database;
  url: string;
}

/** A database from the harness (a copy of the seeded template, or migrated only with null), and its URL. */
async function fresh(template?: null): Promise<Fresh> {
  const made = template === null ? await freshDatabase(null) : await freshDatabase();
  cleanups.push(async () => {
    await made.database.close();
    await made.drop();
  });
  const [row] = rowsOf<{ name: string }>(await made.database.db.execute(sql`SELECT current_database() AS name`));
  return { database: made.database, url: withDatabase(inject('databaseUrl'), row?.name ?? '') };
}

/** A database as CREATE DATABASE leaves it: not even migrated. */
async function bare(): Promise<string> {
  const name = `spw_bk_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return withDatabase(inject('databaseUrl'), name);
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every table's row count and checksum, every sequence's value, and the migrations applied. */
async function fingerprint(
  url: string,
): Promise<{ tables: Record<string, string>; sequences: Record<string, string>; migrations: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: names } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const tables: Record<string, string> = {};
    for (const { name } of names) {
      const { rows } = await client.query<{ n: number; h: string }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM public."${name}" t`,
      );
      tables[name] = `${rows[0]?.n}:${rows[0]?.h}`;
    }
    const { rows: seqs } = await client.query<{ name: string; value: string | null }>(
      `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
    );
    const sequences = Object.fromEntries(seqs.map((s) => [s.name, s.value ?? 'not called']));
    const { rows: migrations } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'drizzle' AND tablename = '__drizzle_migrations'`,
    );
    const applied = migrations[0]?.n
      ? (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)).rows[0]?.n
      : 0;
    return { tables, sequences, migrations: applied ?? 0 };
  } finally {
    await client.end();
  }
}

const rowsIn = (f: { tables: Record<string, string> }) => Object.values(f.tables).reduce((sum, v) => sum + Number(v.split(':')[0]), 0);

let source: Fresh;
let expected: Awaited<ReturnType<typeof fingerprint>>;
let serverMajor: number;
let pgDump: PgTool | undefined;
let plainFile: string;

beforeAll(async () => {
  source = await fresh();
  // Values COPY must escape (tab, newline, backslash, a literal \N, carriage return) beside a real NULL,
  // and a sequence ahead of its table's rows: restored as they are, not recomputed from the data.
  await query(source.url, `UPDATE users SET content = E'tab\\there\\nline two\\\\back \\\\N 铂金 🎉\\r', email = NULL WHERE id = 5`);
  await query(source.url, `SELECT setval('public.users_id_seq', 1000)`);
  // A running site has the job queue's schema beside its own, with jobs in it: a backup leaves them out.
  await runMigrations({ pgPool: source.database.pool });
  await query(source.url, `SELECT graphile_worker.add_job('outbox:send', '{"to":"queued@spw.example"}'::json)`);
  expected = await fingerprint(source.url);
  const [v] = await query<{ num: string }>(source.url, `SELECT current_setting('server_version_num') AS num`);
  serverMajor = Math.floor(Number(v?.num) / 10_000);
  pgDump = (await findPgDump(serverMajor)).tool;
  plainFile = (await backup({ databaseUrl: source.url, dataDir: dir }, { format: 'plain' })).file;
});

describe('db:backup and db:restore', () => {
  it('the fixture has what a round trip must carry', () => {
    expect(Object.keys(expected.tables).length).toBeGreaterThan(20);
    expect(rowsIn(expected)).toBeGreaterThan(500);
    expect(expected.sequences.users_id_seq).toBe('1000');
    expect(expected.migrations).toBeGreaterThan(0);
  });

  it('writes the plain format as gzipped, pg_dump-style data-only SQL, named by date in DATA_DIR/backups', async () => {
    expect(path.dirname(plainFile)).toBe(path.join(dir, 'backups'));
    expect(path.basename(plainFile)).toMatch(/^spw-\d{8}-\d{6}\.sql\.gz$/);
    const text = zlib.gunzipSync(fs.readFileSync(plainFile)).toString('utf8');
    expect(text.startsWith('--\n-- PostgreSQL database dump\n--\n')).toBe(true);
    expect(text).toMatch(/^-- Migration: \d{4}_\w+ \(created_at \d+\)$/m);
    expect(text).toMatch(/^COPY "public"\."users" \("id", .*\) FROM stdin;$/m);
    expect(text).toMatch(/^SELECT pg_catalog\.setval\('"public"\."users_id_seq"', 1000, true\);$/m);
    // Parents before children: a user is loaded before what refers to it.
    expect(text.indexOf('COPY "public"."users"')).toBeLessThan(text.indexOf('COPY "public"."user_addresses"'));
    expect(text).not.toContain('__drizzle_migrations');
    expect(text.trimEnd().endsWith('-- PostgreSQL database dump complete\n--')).toBe(true);
  });

  it('restores the plain format into a database never migrated: migrations first, then the data', async () => {
    const target = await bare();
    const report = await restore(plainFile, { databaseUrl: target, dataDir: dir });
    expect(report.format).toBe('plain');
    expect(report.rows).toBe(rowsIn(expected));
    expect(report.tables).toBe(Object.keys(expected.tables).length);
    expect(await fingerprint(target)).toEqual(expected);
  });

  it('restores the plain format into a freshly migrated database (the rows its migrations insert do not count as data)', async () => {
    const target = await fresh(null);
    expect(rowsIn(await fingerprint(target.url))).toBeGreaterThan(0);
    await restore(plainFile, { databaseUrl: target.url, dataDir: dir });
    expect(await fingerprint(target.url)).toEqual(expected);
  });

  it(`uses pg_dump's custom format when a pg_dump as new as the server is found, the plain one otherwise`, async () => {
    const report = await backup({ databaseUrl: source.url, dataDir: dir });
    if (pgDump) {
      // e.g. CI: PostgreSQL 15 with pg_dump 15.
      expect(pgDump.major).toBeGreaterThanOrEqual(serverMajor);
      expect(report.format).toBe('custom');
      expect(report.file).toMatch(/\.dump$/);
      expect(fs.readFileSync(report.file).subarray(0, 5).toString('latin1')).toBe('PGDMP');
      expect(report.rows).toBe(rowsIn(expected));
      const target = await fresh(null);
      await runMigrations({ pgPool: target.database.pool });
      const restored = await restore(report.file, { databaseUrl: target.url, dataDir: dir });
      expect(restored.format).toBe('custom');
      expect(await fingerprint(target.url)).toEqual(expected);
      // The target's own queue is left as it was: the source's pending job is not sent a second time.
      expect(await query<{ n: number }>(target.url, 'SELECT count(*)::int AS n FROM graphile_worker.jobs')).toEqual([{ n: 0 }]);
    } else {
      // e.g. the embedded PostgreSQL 18, with no pg_dump 18 on the machine.
      expect(report.format).toBe('plain');
      expect(report.file).toMatch(/\.sql\.gz$/);
      expect(report.why).toMatch(/pg_dump/);
      const custom = path.join(dir, 'forced.dump');
      await expect(backup({ databaseUrl: source.url, dataDir: dir }, { file: custom })).rejects.toThrow(/custom format needs pg_dump/);
      expect(fs.existsSync(custom)).toBe(false);
      expect(fs.existsSync(`${custom}.partial`)).toBe(false);
    }
  });

  it('refuses to restore over data without --force and changes nothing; with --force it replaces all of it', async () => {
    const target = await fresh();
    await query(target.url, `DELETE FROM user_addresses`);
    await query(target.url, `INSERT INTO web_settings ("key", "value") VALUES ('only_here', '1'::jsonb)`);
    const before = await fingerprint(target.url);
    expect(before).not.toEqual(expected);
    const refused = restore(plainFile, { databaseUrl: target.url, dataDir: dir });
    await expect(refused).rejects.toBeInstanceOf(BackupError);
    await expect(refused).rejects.toThrow(/already holds data \(\w+: \d+ rows.*\)\. Nothing was changed\. .*--force/);
    expect(await fingerprint(target.url)).toEqual(before);

    await restore(plainFile, { databaseUrl: target.url, dataDir: dir }, { force: true });
    expect(await fingerprint(target.url)).toEqual(expected);
  });

  it('refuses what is not a backup, or not a whole one, and changes nothing', async () => {
    const target = await fresh(null);
    const before = await fingerprint(target.url);
    const at = (name: string, content: string | Buffer) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content);
      return file;
    };
    const whole = zlib.gunzipSync(fs.readFileSync(plainFile));
    const cases: [string, RegExp][] = [
      [at('notes.txt', 'hello\n'), /notes\.txt is not a backup made by db:backup/],
      [at('empty.sql.gz', ''), /empty\.sql\.gz is not a backup made by db:backup/],
      [at('other.sql.gz', zlib.gzipSync('--\n-- PostgreSQL database dump\n--\nDROP TABLE users;\n')), /other\.sql\.gz is not a backup/],
      [path.join(dir, 'missing.sql.gz'), /Cannot read the backup file .*missing\.sql\.gz/],
      // Cut inside the gzip, and cut at a line end before the trailer.
      [at('cut.sql.gz', fs.readFileSync(plainFile).subarray(0, 4000)), /cut\.sql\.gz is damaged|cut short/],
      [at('short.sql.gz', zlib.gzipSync(whole.subarray(0, whole.lastIndexOf('\n-- Tables:') + 1))), /short\.sql\.gz is cut short/],
      // A backup of a schema this version does not know yet.
      [
        at(
          'newer.sql.gz',
          zlib.gzipSync(whole.toString('utf8').replace(/^-- Migration: .*$/m, '-- Migration: 9999_future (created_at 99999999999999)')),
        ),
        /9999_future, which this version of the app does not have/,
      ],
      // SQL smuggled in between the data.
      [
        at('smuggled.sql.gz', zlib.gzipSync(whole.toString('utf8').replace('\nCOPY ', '\nDROP TABLE users;\nCOPY '))),
        /is not part of a spw-data backup/,
      ],
    ];
    for (const [file, message] of cases) {
      const attempt = restore(file, { databaseUrl: target.url, dataDir: dir });
      await expect(attempt, file).rejects.toBeInstanceOf(BackupError);
      await expect(attempt, file).rejects.toThrow(message);
    }
    expect(await fingerprint(target.url)).toEqual(before);
  });

  it('the CLI prints the fault alone and exits 1', async () => {
    const run = promisify(execFile);
    const failed = await run(process.execPath, ['--import', 'tsx', 'src/db/backup-cli.ts', 'restore', path.join(dir, 'missing.sql.gz')], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: source.url, INIT_CWD: '' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^error: Cannot read the backup file .*missing\.sql\.gz: ENOENT/);
    expect(failed.stderr).not.toMatch(/\n\s+at /);
  });
});
