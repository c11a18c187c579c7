// Backups of the site's database: `pnpm db:backup` and `pnpm db:restore FILE` (backup-cli.ts).
//
// Two formats, chosen by the tools at hand:
// - custom: `pg_dump -Fc`, when a pg_dump at least as new as the server is found (PG_DUMP, PATH,
//   `pg_config --bindir`); restored by pg_restore into a database emptied first.
// - plain: what `pg_dump --data-only` writes (COPY blocks in foreign-key order, then setval), made
//   here over node-postgres and gzipped. The schema is not in it: the header names the migration the
//   data is at, and restore runs the migrations up to it, loads the data, then migrates to the end.
//   The embedded PostgreSQL 18 ships no pg_dump, so its backups are of this kind unless one is installed.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { finished, pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { redactUrl } from '../config.ts';
import { embeddedDir, startEmbeddedPostgres } from './embedded.ts';
import { migrationsFolder, openDatabase, type Database } from './index.ts';
import { alive } from './lock.ts';

const run = promisify(execFile);

/** An expected fault (a wrong file, an unreachable server, a refusal): the CLI prints the message alone. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The schema the app's tables live in; the migrator's own (`drizzle`) is recreated, not restored. */
const APP_SCHEMA = 'public';
const MIGRATIONS_SCHEMA = 'drizzle';
/** The plain format's signature line and version: restore refuses what it does not know. */
const PLAIN_FORMAT = 'spw-data';
const PLAIN_VERSION = 1;
/** What pg_dump sets before its data (without 17's transaction_timeout, so an older psql loads it too). */
const PREAMBLE = [
  'SET statement_timeout = 0;',
  'SET lock_timeout = 0;',
  'SET idle_in_transaction_session_timeout = 0;',
  "SET client_encoding = 'UTF8';",
  'SET standard_conforming_strings = on;',
  "SELECT pg_catalog.set_config('search_path', '', false);",
  'SET check_function_bodies = false;',
  'SET xmloption = content;',
  'SET client_min_messages = warning;',
  'SET row_security = off;',
];
const COMPLETE = '-- PostgreSQL database dump complete';

export type Format = 'custom' | 'plain';

export interface Target {
  /** DATABASE_URL: an external PostgreSQL. Without it, the embedded cluster of dataDir. */
  databaseUrl?: string | undefined;
  /** DATA_DIR: the embedded cluster's folder, and where backups go by default. */
  dataDir: string;
  /** Progress lines (the embedded server's start). */
  log?: (line: string) => void;
}

export interface BackupOptions {
  /** Where to write; default DATA_DIR/backups/spw-YYYYMMDD-HHMMSS.(dump|sql.gz). */
  file?: string | undefined;
  /** auto: custom when a fitting pg_dump is found, else plain. A .dump/.sql.gz/.sql file name decides too. */
  format?: Format | 'auto';
}

export interface BackupReport {
  file: string;
  format: Format;
  /** Why this format: the pg_dump used, or why none could be. */
  why: string;
  bytes: number;
  tables: number;
  rows: number;
  /** The drizzle migration the schema was at. */
  migration: string;
  /** Which server, and whether this run started it. */
  database: string;
  ms: number;
}

export interface RestoreOptions {
  /** Replace the data the database holds (all of it, in the restore's transaction when plain). */
  force?: boolean;
}

export interface RestoreReport {
  file: string;
  format: Format;
  tables: number;
  rows: number;
  migration: string;
  database: string;
  /** Whether the site runs on this database now (its caches hold the old data until it restarts). */
  siteRunning: boolean;
  ms: number;
}

// ---------------------------------------------------------------------------------------------
// The database: DATABASE_URL's, the running site's embedded one, or the embedded one started here.

interface Connection {
  url: string;
  /** "the PostgreSQL of DATABASE_URL (…)" and the like, for messages. */
  label: string;
  /** For the migrator (and its advisory lock). */
  database: Database;
  /** The connection the backup or restore runs its transaction on. */
  client: pg.Client;
  siteRunning: boolean;
  close(): Promise<void>;
}

/** The pid of the live process holding the data folder's lock (the site, or another backup), if any. */
function lockHolder(dir: string): number | undefined {
  const file = `${dir}.lock`;
  let holder: { pid?: number; host?: string };
  try {
    holder = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof holder;
  } catch {
    return undefined; // none, or half-written: startEmbeddedPostgres sorts it out
  }
  if (holder.host && holder.host !== os.hostname())
    throw new BackupError(`${file} is held by a server on ${holder.host}: run this there, or set DATABASE_URL.`);
  return holder.pid && alive(holder.pid) ? holder.pid : undefined;
}

/** Opens the database (openDatabase's pool, for the migrator) and one client; `unreachable` words the fault. */
async function opened(
  url: string,
  label: string,
  siteRunning: boolean,
  unreachable: (message: string) => string,
  stop: () => Promise<void> = async () => undefined,
): Promise<Connection> {
  let database: Database | undefined;
  const client = new pg.Client({ connectionString: url });
  try {
    database = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 2 });
    await client.connect();
  } catch (err) {
    await database?.close().catch(() => undefined);
    await stop();
    // openDatabase words its fault for DATABASE_URL: the driver's own message is what matters here.
    const inner = (err as Error).cause instanceof Error ? ((err as Error).cause as Error) : (err as Error);
    throw new BackupError(unreachable(inner.message), { cause: err });
  }
  const db = database;
  // A connection dropped mid-run fails the query at hand; the event must not end the process.
  client.on('error', () => undefined);
  return {
    url,
    label,
    database: db,
    client,
    siteRunning,
    close: async () => {
      await client.end().catch(() => undefined);
      await db.close();
      await stop();
    },
  };
}

async function connect(target: Target, purpose: 'backup' | 'restore'): Promise<Connection> {
  if (target.databaseUrl) {
    const url = target.databaseUrl;
    const label = `the PostgreSQL of DATABASE_URL (${redactUrl(url)})`;
    return opened(url, label, false, (message) => `Cannot reach ${label}: ${message}`);
  }
  const dir = embeddedDir(target.dataDir);
  const pid = lockHolder(dir);
  if (pid !== undefined) {
    // The site runs: its server is used where it listens, by the port and password it keeps beside the cluster.
    let port: string;
    let password: string;
    try {
      port = fs.readFileSync(`${dir}.port`, 'utf8').trim();
      password = fs.readFileSync(`${dir}.password`, 'utf8').trim();
    } catch (err) {
      throw new BackupError(`The site (pid ${pid}) holds ${dir}, but its port or password file cannot be read: ${(err as Error).message}`, {
        cause: err,
      });
    }
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/spw`;
    const label = `the embedded PostgreSQL of the running site (pid ${pid}, port ${port}, DATA_DIR ${target.dataDir})`;
    return opened(url, label, true, (message) => `Cannot reach ${label}: ${message}`);
  }
  if (purpose === 'backup' && !fs.existsSync(path.join(dir, 'cluster', 'PG_VERSION'))) {
    throw new BackupError(
      `DATA_DIR ${target.dataDir} has no database yet (no cluster in ${dir}): start the site once (pnpm start), or set DATA_DIR or DATABASE_URL to the database to back up.`,
    );
  }
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  const t0 = performance.now();
  try {
    embedded = await startEmbeddedPostgres({ dir, log: target.log });
  } catch (err) {
    throw new BackupError(`Cannot start the embedded PostgreSQL of DATA_DIR ${target.dataDir}: ${(err as Error).message}`, { cause: err });
  }
  const how = embedded.created ? 'created' : 'started';
  const label = `the embedded PostgreSQL of DATA_DIR ${target.dataDir} (${how} for this ${purpose} in ${Math.round(performance.now() - t0)} ms)`;
  return opened(
    embedded.url,
    label,
    false,
    (message) => `Cannot reach ${label}: ${message}`,
    () => embedded.stop(),
  );
}

// ---------------------------------------------------------------------------------------------
// pg_dump and pg_restore: found by PG_DUMP / PG_RESTORE, then PATH, then `pg_config --bindir`.

export interface PgTool {
  path: string;
  major: number;
  /** Where it was found: "PG_DUMP", "PATH", "pg_config". */
  source: string;
}

async function toolVersion(file: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(file, ['--version'], { timeout: 10_000 });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

async function candidates(name: 'pg_dump' | 'pg_restore', variable: string): Promise<{ path: string; source: string }[]> {
  const list: { path: string; source: string }[] = [];
  const set = process.env[variable];
  if (set) {
    if ((await toolVersion(set)) === undefined) throw new BackupError(`${variable}=${set} is not a ${name} that runs.`);
    list.push({ path: set, source: variable });
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      list.push({ path: file, source: 'PATH' });
      break;
    } catch {
      /* not in this folder */
    }
  }
  try {
    const { stdout } = await run('pg_config', ['--bindir'], { timeout: 10_000 });
    const file = path.join(stdout.trim(), name);
    if (fs.existsSync(file)) list.push({ path: file, source: 'pg_config' });
  } catch {
    /* no pg_config */
  }
  return list;
}

/** All the pg_dumps (or pg_restores) found, in the order they are tried, with their major versions. */
export async function findPgTools(name: 'pg_dump' | 'pg_restore'): Promise<PgTool[]> {
  const found: PgTool[] = [];
  for (const c of await candidates(name, name === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE')) {
    const real = fs.existsSync(c.path) ? fs.realpathSync(c.path) : c.path;
    if (found.some((t) => fs.existsSync(t.path) && fs.realpathSync(t.path) === real)) continue;
    const major = await toolVersion(c.path);
    if (major !== undefined) found.push({ ...c, major });
  }
  return found;
}

/** The first pg_dump that can dump a server of this major version (pg_dump refuses newer servers). */
export async function findPgDump(serverMajor: number): Promise<{ tool: PgTool | undefined; why: string }> {
  const tools = await findPgTools('pg_dump');
  const tool = tools.find((t) => t.major >= serverMajor);
  if (tool) return { tool, why: `pg_dump ${tool.major} (${tool.path}, from ${tool.source})` };
  const sources = new Map<number, string[]>();
  for (const t of tools) sources.set(t.major, [...(sources.get(t.major) ?? []), t.source]);
  const seen = [...sources].map(([major, from]) => `pg_dump ${major} (${from.join(', ')})`).join(', ');
  return {
    tool: undefined,
    why: seen
      ? `${seen} cannot dump PostgreSQL ${serverMajor}; set PG_DUMP to a pg_dump ${serverMajor} or later for the custom format`
      : `no pg_dump found (PG_DUMP, PATH, pg_config)`,
  };
}

/** The URL without its password, which goes to libpq by PGPASSWORD (not on a command line anyone can read). */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function runTool(file: string, args: string[], env: NodeJS.ProcessEnv, input?: Readable): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-8000);
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stderr: stderr.trim() }));
    if (input && child.stdin) {
      // pg_restore stopping early (an error) closes its stdin: that is reported by its exit, not here.
      child.stdin.on('error', () => undefined);
      input.on('error', (err) => {
        child.kill();
        reject(err);
      });
      input.pipe(child.stdin);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The catalogue: the app's tables in foreign-key order, its sequences, the migration it is at.

interface Table {
  name: string;
  columns: string[];
}

const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const qualified = (name: string): string => `${ident(APP_SCHEMA)}.${ident(name)}`;

async function tablesOf(client: pg.ClientBase): Promise<Table[]> {
  const { rows } = await client.query<Table>(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = $1 AND c.relkind = 'r'
     GROUP BY c.relname
     ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `SELECT ch.relname AS child, pa.relname AS parent
     FROM pg_constraint k
     JOIN pg_class ch ON ch.oid = k.conrelid
     JOIN pg_class pa ON pa.oid = k.confrelid
     WHERE k.contype = 'f' AND ch.relnamespace = pa.relnamespace
       AND ch.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = $1)`,
    [APP_SCHEMA],
  );
  // Parents before children (Kahn's sort, by name among equals); a cycle keeps the rest in name order.
  const parents = new Map(rows.map((t) => [t.name, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(e.child)?.add(e.parent);
  const ordered: Table[] = [];
  const left = [...rows];
  while (left.length) {
    const i = left.findIndex((t) => [...(parents.get(t.name) ?? [])].every((p) => ordered.some((o) => o.name === p)));
    ordered.push(...left.splice(i === -1 ? 0 : i, 1));
  }
  return ordered;
}

async function sequencesOf(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind = 'S' ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  return rows.map((r) => r.name);
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
interface Journal {
  entries: JournalEntry[];
}

function journal(): { folder: string; journal: Journal } {
  const folder = migrationsFolder();
  return { folder, journal: JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal };
}

/** The created_at of the last migration applied, or undefined when the migrator never ran here. */
async function migrationOf(client: pg.ClientBase): Promise<number | undefined> {
  const { rows } = await client.query<{ present: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS present`, [
    `${MIGRATIONS_SCHEMA}.__drizzle_migrations`,
  ]);
  if (!rows[0]?.present) return undefined;
  const last = await client.query<{ created_at: string | null }>(
    `SELECT created_at FROM ${ident(MIGRATIONS_SCHEMA)}."__drizzle_migrations" ORDER BY created_at DESC LIMIT 1`,
  );
  const at = last.rows[0]?.created_at;
  return at === undefined || at === null ? undefined : Number(at);
}

function migrationName(when: number | undefined): string {
  if (when === undefined) return 'none';
  return journal().journal.entries.find((e) => e.when === when)?.tag ?? `unknown to this version (${when})`;
}

/** Tables the migrations themselves fill (settings every install gets): their rows do not make a database "in use". */
function filledByMigrations(): Set<string> {
  const { folder, journal: j } = journal();
  const names = new Set<string>();
  for (const e of j.entries) {
    const text = fs.readFileSync(path.join(folder, `${e.tag}.sql`), 'utf8');
    for (const m of text.matchAll(/INSERT\s+INTO\s+(?:"?\w+"?\.)?"?(\w+)"?/gi)) if (m[1]) names.add(m[1]);
  }
  return names;
}

/** Tables holding rows beyond what the migrations put there, with their row counts. */
async function inUse(client: pg.ClientBase): Promise<{ table: string; rows: number }[]> {
  const ignore = filledByMigrations();
  const tables = (await tablesOf(client)).filter((t) => !ignore.has(t.name));
  if (!tables.length) return [];
  const { rows } = await client.query<{ name: string; n: string }>(
    tables.map((t, i) => `SELECT $${i + 1}::text AS name, count(*) AS n FROM ${qualified(t.name)}`).join(' UNION ALL '),
    tables.map((t) => t.name),
  );
  return rows.filter((r) => Number(r.n) > 0).map((r) => ({ table: r.name, rows: Number(r.n) }));
}

async function rowCounts(client: pg.ClientBase, tables: Table[]): Promise<number> {
  if (!tables.length) return 0;
  const { rows } = await client.query<{ n: string }>(
    `SELECT coalesce(sum(n), 0) AS n FROM (${tables.map((t) => `SELECT count(*) AS n FROM ${qualified(t.name)}`).join(' UNION ALL ')}) s`,
  );
  return Number(rows[0]?.n ?? 0);
}

function refuseInUse(used: { table: string; rows: number }[], label: string): void {
  if (!used.length) return;
  const list = used
    .slice(0, 5)
    .map((u) => `${u.table}: ${u.rows} rows`)
    .join(', ');
  throw new BackupError(
    `${sentence(label)} already holds data (${list}${used.length > 5 ? ', …' : ''}). Nothing was changed. ` +
      'Restore into an empty database, or add --force to replace all of its data.',
  );
}

async function serverVersion(client: pg.ClientBase): Promise<{ major: number; text: string }> {
  const { rows } = await client.query<{ num: string; text: string }>(
    `SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS text`,
  );
  return { major: Math.floor(Number(rows[0]?.num ?? 0) / 10_000), text: rows[0]?.text ?? '?' };
}

// ---------------------------------------------------------------------------------------------
// Backup.

function defaultName(dataDir: string, format: Format, now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return path.join(dataDir, 'backups', `spw-${stamp}.${format === 'custom' ? 'dump' : 'sql.gz'}`);
}

function formatOfName(file: string | undefined): Format | undefined {
  if (!file) return undefined;
  if (file.endsWith('.dump')) return 'custom';
  if (file.endsWith('.sql.gz') || file.endsWith('.sql')) return 'plain';
  return undefined;
}

export async function backup(target: Target, opts: BackupOptions = {}): Promise<BackupReport> {
  const t0 = performance.now();
  const wanted = opts.format && opts.format !== 'auto' ? opts.format : formatOfName(opts.file);
  const conn = await connect(target, 'backup');
  try {
    const { client } = conn;
    try {
      // One snapshot for everything read, the catalogue included (pg_dump joins it by its exported id).
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      // As pg_dump does: values in forms every server reads back the same, whatever its settings.
      await client.query(`SET LOCAL datestyle = 'ISO'; SET LOCAL intervalstyle = 'postgres'; SET LOCAL extra_float_digits = 3`);
      const version = await serverVersion(client);
      const migration = await migrationOf(client);
      if (migration === undefined) {
        throw new BackupError(`${sentence(conn.label)} has no tables of this app (it was never migrated): nothing to back up.`);
      }
      let format: Format = wanted ?? 'plain';
      let why = 'asked for';
      let dump: PgTool | undefined;
      if (wanted !== 'plain') {
        const found = await findPgDump(version.major);
        dump = found.tool;
        if (dump) format = 'custom';
        else if (wanted === 'custom') throw new BackupError(`The custom format needs pg_dump: ${found.why}.`);
        why = found.why;
      }
      const file = path.resolve(opts.file ?? defaultName(target.dataDir, format));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const partial = `${file}.partial`;
      try {
        const counted =
          format === 'custom' && dump
            ? await dumpCustom(client, conn.url, dump, partial)
            : await dumpPlain(client, partial, { migration, version: version.text, gzip: !file.endsWith('.sql') });
        fs.renameSync(partial, file);
        return {
          file,
          format,
          why,
          bytes: fs.statSync(file).size,
          ...counted,
          migration: migrationName(migration),
          database: `${conn.label}, PostgreSQL ${version.text}`,
          ms: Math.round(performance.now() - t0),
        };
      } catch (err) {
        fs.rmSync(partial, { force: true });
        throw err;
      }
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
    }
  } finally {
    await conn.close();
  }
}

async function dumpCustom(client: pg.ClientBase, url: string, tool: PgTool, file: string): Promise<{ tables: number; rows: number }> {
  const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
  const tables = await tablesOf(client);
  const count = await rowCounts(client, tables);
  const { dbname, env } = libpq(url);
  // The exporting transaction stays open until pg_dump is done: it reads what this one sees.
  const done = await runTool(
    tool.path,
    // The job queue's schema stays out: a restore goes back in time, and its mails of then are not sent again.
    ['--format=custom', '--exclude-schema=graphile_worker', `--file=${file}`, `--snapshot=${rows[0]?.id ?? ''}`, `--dbname=${dbname}`],
    env,
  );
  if (done.code !== 0) throw new BackupError(`pg_dump (${tool.path}) failed: ${done.stderr || `exit code ${done.code}`}`);
  return { tables: tables.length, rows: count };
}

/** A file written through gzip (or not), with back-pressure; an error of the disk fails the next write. */
function sink(file: string, gzip: boolean): { write(chunk: Buffer | string): Promise<void>; end(): Promise<void> } {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const gz = gzip ? zlib.createGzip() : undefined;
  const head: Writable = gz ?? out;
  const done = gz ? pipeline(gz, out) : finished(out);
  const failed = done.then(() => undefined);
  failed.catch(() => undefined);
  return {
    async write(chunk) {
      if (!head.write(chunk)) await Promise.race([once(head, 'drain'), failed]);
    },
    async end() {
      head.end();
      await done;
    },
  };
}

function newlines(chunk: Buffer): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
}

async function dumpPlain(
  client: pg.ClientBase,
  file: string,
  meta: { migration: number; version: string; gzip: boolean },
): Promise<{ tables: number; rows: number }> {
  const tables = await tablesOf(client);
  const out = sink(file, meta.gzip);
  await out.write(
    [
      '--',
      '-- PostgreSQL database dump',
      '--',
      '',
      `-- Format: ${PLAIN_FORMAT} ${PLAIN_VERSION} (plain SQL, data only, as pg_dump --data-only writes it; load into the migrated schema)`,
      `-- Migration: ${migrationName(meta.migration)} (created_at ${meta.migration})`,
      `-- Dumped from database version ${meta.version}`,
      `-- Dumped by spw db:backup at ${new Date().toISOString()}`,
      '',
      ...PREAMBLE,
      '',
      '',
    ].join('\n'),
  );
  let rows = 0;
  for (const t of tables) {
    const columns = t.columns.map(ident).join(', ');
    await out.write(
      `--\n-- Data for Name: ${t.name}; Type: TABLE DATA; Schema: ${APP_SCHEMA}; Owner: -\n--\n\nCOPY ${qualified(t.name)} (${columns}) FROM stdin;\n`,
    );
    const stream = client.query(copyTo(`COPY ${qualified(t.name)} (${columns}) TO STDOUT`));
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      rows += newlines(chunk);
      await out.write(chunk);
    }
    await out.write('\\.\n\n\n');
  }
  // Sequences are read after the data: nextval is not transactional, so they are at least what the rows used.
  const sequences = await sequencesOf(client);
  for (const s of sequences) {
    const { rows: values } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value, is_called FROM ${qualified(s)}`,
    );
    const v = values[0];
    if (!v) continue;
    const name = qualified(s).replace(/'/g, "''");
    await out.write(
      `--\n-- Name: ${s}; Type: SEQUENCE SET; Schema: ${APP_SCHEMA}; Owner: -\n--\n\nSELECT pg_catalog.setval('${name}', ${v.last_value}, ${v.is_called});\n\n\n`,
    );
  }
  // The trailer proves the file complete: restore refuses one that lacks it.
  await out.write(`-- Tables: ${tables.length}, rows: ${rows}, sequences: ${sequences.length}\n--\n${COMPLETE}\n--\n\n`);
  await out.end();
  return { tables: tables.length, rows };
}

// ---------------------------------------------------------------------------------------------
// Reading a backup: the format from the content.

interface PlainHeader {
  version: number;
  migration: number;
  tag: string;
}

type Sniffed = { format: 'custom'; gzip: boolean } | { format: 'plain'; gzip: boolean; header: PlainHeader };

const GZIP = Buffer.from([0x1f, 0x8b]);

function body(file: string, gzip: boolean): Readable {
  const input = fs.createReadStream(file);
  if (!gzip) return input;
  const gunzip = zlib.createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  return input.pipe(gunzip);
}

/** The first bytes of the (decompressed) content. */
async function head(file: string, gzip: boolean, bytes = 16_384): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = body(file, gzip);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= bytes) break;
    }
  } catch (err) {
    // A gzip cut short still gives its beginning; anything else is no gzip at all.
    if (!size) throw new BackupError(`${file} is not a readable backup: ${(err as Error).message}`, { cause: err });
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

async function sniff(file: string): Promise<Sniffed> {
  let first: Buffer;
  try {
    const fh = await fs.promises.open(file, 'r');
    try {
      const buf = Buffer.alloc(5);
      const { bytesRead } = await fh.read(buf, 0, 5, 0);
      first = buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  } catch (err) {
    throw new BackupError(`Cannot read the backup file ${file}: ${(err as Error).message}`, { cause: err });
  }
  const gzip = first.subarray(0, 2).equals(GZIP);
  const start = gzip ? await head(file, true) : await head(file, false);
  if (start.subarray(0, 5).toString('latin1') === 'PGDMP') return { format: 'custom', gzip };
  const text = start.toString('utf8');
  const format = new RegExp(`^-- Format: ${PLAIN_FORMAT} (\\d+) `, 'm').exec(text);
  const migration = /^-- Migration: (\S+) \(created_at (\d+)\)$/m.exec(text);
  if (!text.startsWith('--\n-- PostgreSQL database dump\n') || !format || !migration) {
    throw new BackupError(
      `${file} is not a backup made by db:backup (neither a pg_dump custom archive nor a ${PLAIN_FORMAT} SQL file${gzip ? ' inside its gzip' : ''}).`,
    );
  }
  const version = Number(format[1]);
  if (version !== PLAIN_VERSION)
    throw new BackupError(`${file} is a ${PLAIN_FORMAT} backup of version ${version}, which this version cannot read.`);
  return { format: 'plain', gzip, header: { version, migration: Number(migration[2]), tag: migration[1] ?? '' } };
}

/** The lines of a stream (without their \n), as Buffers: COPY data is bytes, split on \n only. */
async function* lines(stream: Readable): AsyncGenerator<Buffer> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const buf = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (let i = buf.indexOf(10); i !== -1; i = buf.indexOf(10, start)) {
      yield buf.subarray(start, i);
      start = i + 1;
    }
    rest = buf.subarray(start);
  }
  if (rest.length) yield rest;
}

// ---------------------------------------------------------------------------------------------
// Restore.

export async function restore(file: string, target: Target, opts: RestoreOptions = {}): Promise<RestoreReport> {
  const t0 = performance.now();
  const sniffed = await sniff(file);
  // A plain backup's migration must be one this version knows: checked before any server starts.
  const known = journal().journal.entries;
  const upTo = sniffed.format === 'plain' ? known.find((e) => e.when === sniffed.header.migration) : undefined;
  if (sniffed.format === 'plain' && !upTo) {
    throw new BackupError(
      `${file} was taken at migration ${sniffed.header.tag}, which this version of the app does not have: restore it with the version that made it, or a later one.`,
    );
  }
  const conn = await connect(target, 'restore');
  try {
    const { client } = conn;
    if (!opts.force) refuseInUse(await inUse(client), conn.label);
    const counted =
      sniffed.format === 'plain' && upTo
        ? await restorePlain(file, sniffed.gzip, conn, client, upTo, Boolean(opts.force))
        : await restoreCustom(file, sniffed.gzip, conn, client);
    return {
      file,
      format: sniffed.format,
      ...counted,
      database: conn.label,
      siteRunning: conn.siteRunning,
      ms: Math.round(performance.now() - t0),
    };
  } finally {
    await conn.close();
  }
}

/** Drops the app's objects and the migrator's schema: what a database is before its first migration. */
async function empty(client: pg.ClientBase): Promise<void> {
  const notExtension = (catalog: string, id: string) =>
    `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${id} AND d.deptype = 'e')`;
  await client.query('BEGIN');
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${ident(MIGRATIONS_SCHEMA)} CASCADE`);
    const { rows: relations } = await client.query<{ kind: string; name: string }>(
      `SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
                WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END AS kind, format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${notExtension('pg_class', 'c.oid')}`,
      [APP_SCHEMA],
    );
    const { rows: types } = await client.query<{ kind: string; name: string }>(
      `SELECT CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END AS kind, format('%I.%I', n.nspname, t.typname) AS name
       FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
       WHERE n.nspname = $1 AND ${notExtension('pg_type', 't.oid')}
         AND (t.typtype IN ('e', 'd', 'r') OR (t.typtype = 'c' AND (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c'))`,
      [APP_SCHEMA],
    );
    const { rows: routines } = await client.query<{ kind: string; name: string }>(
      `SELECT 'ROUTINE' AS kind, format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) AS name
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = $1 AND ${notExtension('pg_proc', 'p.oid')}`,
      [APP_SCHEMA],
    );
    // CASCADE may have dropped one already: IF EXISTS.
    for (const o of [...relations, ...types, ...routines]) await client.query(`DROP ${o.kind} IF EXISTS ${o.name} CASCADE`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

/** Runs the app's migrations, all of them or up to one (a copy of the folder with the journal cut there). */
async function migrateTo(database: Database, upTo?: JournalEntry): Promise<void> {
  const { folder, journal: j } = journal();
  if (!upTo) {
    await database.exclusive(() => migrate(database.db, { migrationsFolder: folder }));
    return;
  }
  const cut = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-migrations-'));
  try {
    const entries = j.entries.filter((e) => e.idx <= upTo.idx);
    fs.mkdirSync(path.join(cut, 'meta'));
    fs.writeFileSync(path.join(cut, 'meta/_journal.json'), JSON.stringify({ ...j, entries }));
    for (const e of entries) fs.copyFileSync(path.join(folder, `${e.tag}.sql`), path.join(cut, `${e.tag}.sql`));
    await database.exclusive(() => migrate(database.db, { migrationsFolder: cut }));
  } finally {
    fs.rmSync(cut, { recursive: true, force: true });
  }
}

const COPY_LINE = /^COPY ("(?:[^"]|"")+")\.("(?:[^"]|"")+") \((.*)\) FROM stdin;$/;
const SETVAL_LINE = /^SELECT pg_catalog\.setval\('((?:[^']|'')+)', (-?\d+), (true|false)\);$/;
const QUALIFIED = /^"((?:[^"]|"")+)"\."((?:[^"]|"")+)"$/;
const TRAILER = /^-- Tables: (\d+), rows: (\d+), sequences: (\d+)$/;

/** `"a", "b""c"` → ['a', 'b"c']; undefined when it is not a list of quoted names. */
function idents(list: string): string[] | undefined {
  const names: string[] = [];
  const re = /"((?:[^"]|"")+)"(?:, |$)/y;
  for (let m = re.exec(list); m; m = re.exec(list)) {
    names.push((m[1] ?? '').replace(/""/g, '"'));
    if (re.lastIndex === list.length) return names;
  }
  return list === '' ? names : undefined;
}

async function restorePlain(
  file: string,
  gzip: boolean,
  conn: Connection,
  client: pg.ClientBase,
  upTo: JournalEntry,
  force: boolean,
): Promise<{ tables: number; rows: number; migration: string }> {
  // The schema the data was taken at: a database migrated further (or holding other tables) starts over from none.
  const at = await migrationOf(client);
  const present = (await tablesOf(client)).length > 0;
  const emptied = (at !== undefined && at > upTo.when) || (at === undefined && present);
  if (emptied) await empty(client);
  await migrateTo(conn.database, upTo);

  const tables = new Map((await tablesOf(client)).map((t) => [t.name, t]));
  const sequences = new Set(await sequencesOf(client));
  let rows = 0;
  let loaded = 0;
  let setvals = 0;
  let trailer: RegExpExecArray | null = null;
  let lineNo = 0;
  const where = () => (lineNo ? `${file}, line ${lineNo}` : file);
  // What a failed load leaves: the load is one transaction, but making room for an older schema is not.
  const unchanged = emptied
    ? 'The database was emptied first (it was at another migration than the backup) and holds no data now.'
    : 'No data was changed.';
  await client.query('BEGIN');
  try {
    // A site running on this database waits; its writes must not slip in between the check and the load.
    await client.query(`SET LOCAL lock_timeout = '30s'`);
    const names = [...tables.keys()].map(qualified).join(', ');
    if (names) await client.query(`LOCK TABLE ${names} IN ACCESS EXCLUSIVE MODE`);
    if (!force) refuseInUse(await inUse(client), conn.label);
    // Foreign keys and triggers are not checked while loading (superusers only; else the file's FK order is enough).
    await client.query('SAVEPOINT replica');
    try {
      await client.query('SET LOCAL session_replication_role = replica');
      await client.query('RELEASE SAVEPOINT replica');
    } catch {
      await client.query('ROLLBACK TO SAVEPOINT replica');
    }
    if (names) await client.query(`TRUNCATE ${names} RESTART IDENTITY`);

    const it = lines(body(file, gzip))[Symbol.asyncIterator]();
    try {
      for (let next = await it.next(); !next.done; next = await it.next()) {
        lineNo++;
        const line = next.value.toString('utf8');
        if (line === '' || PREAMBLE.includes(line)) continue;
        if (line.startsWith('--')) {
          trailer = TRAILER.exec(line) ?? trailer;
          continue;
        }
        const copy = COPY_LINE.exec(line);
        if (copy) {
          const [schema, table] = [idents(copy[1] ?? ''), idents(copy[2] ?? '')].map((n) => n?.[0]);
          const columns = idents(copy[3] ?? '');
          const known = table !== undefined ? tables.get(table) : undefined;
          if (schema !== APP_SCHEMA || !known) {
            throw new BackupError(`${where()}: the table ${schema}.${table} is not one of the app's tables at ${upTo.tag}.`);
          }
          const unknown = columns?.filter((c) => !known.columns.includes(c)) ?? ['(unreadable column list)'];
          if (!columns || unknown.length) throw new BackupError(`${where()}: ${table} has no column ${unknown.join(', ')}.`);
          const stream = client.query(copyFrom(`COPY ${qualified(known.name)} (${columns.map(ident).join(', ')}) FROM STDIN`));
          // The server may refuse the data while the file is read: kept until the next write or the end.
          let refused: Error | undefined;
          stream.on('error', (err) => (refused ??= err));
          try {
            let batch: Buffer[] = [];
            let size = 0;
            let ended = false;
            for (next = await it.next(); !next.done; next = await it.next()) {
              lineNo++;
              if (next.value.length === 2 && next.value[0] === 0x5c && next.value[1] === 0x2e) {
                ended = true; // \.
                break;
              }
              batch.push(next.value, NEWLINE);
              size += next.value.length + 1;
              if (size >= 1 << 18) {
                if (refused) throw refused;
                if (!stream.write(Buffer.concat(batch))) await once(stream, 'drain');
                batch = [];
                size = 0;
              }
            }
            if (!ended) throw new BackupError(`${where()}: the data of ${table} has no end (\\.): the file is cut short.`);
            if (batch.length) stream.write(Buffer.concat(batch));
            stream.end();
            await finished(stream);
            if (refused) throw refused;
          } catch (err) {
            stream.destroy();
            await finished(stream).catch(() => undefined);
            if (err instanceof BackupError || isZlib(err)) throw err;
            throw new BackupError(`${where()}: loading ${table} failed: ${(err as Error).message}. ${unchanged}`, { cause: err });
          }
          rows += stream.rowCount;
          loaded++;
          continue;
        }
        const setval = SETVAL_LINE.exec(line);
        if (setval) {
          const name = QUALIFIED.exec((setval[1] ?? '').replace(/''/g, "'"));
          const [schema, sequence] = [name?.[1], name?.[2]].map((n) => n?.replace(/""/g, '"'));
          if (schema !== APP_SCHEMA || !sequence || !sequences.has(sequence)) {
            throw new BackupError(`${where()}: the sequence ${setval[1]} is not one of the app's.`);
          }
          await client.query('SELECT pg_catalog.setval($1::regclass, $2::bigint, $3::boolean)', [
            qualified(sequence),
            setval[2],
            setval[3] === 'true',
          ]);
          setvals++;
          continue;
        }
        throw new BackupError(`${where()} is not part of a ${PLAIN_FORMAT} backup: ${line.slice(0, 80)}`);
      }
    } finally {
      await it.return(undefined); // closes the file
    }
    if (!trailer) throw new BackupError(`${file} is cut short (it lacks the closing "-- Tables:" line). ${unchanged}`);
    if (Number(trailer[1]) !== loaded || Number(trailer[2]) !== rows || Number(trailer[3]) !== setvals) {
      throw new BackupError(
        `${file} says ${trailer[1]} tables, ${trailer[2]} rows, ${trailer[3]} sequences, but holds ${loaded}, ${rows}, ${setvals}. ${unchanged}`,
      );
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (err instanceof BackupError) throw err;
    if (isZlib(err)) throw new BackupError(`${file} is damaged (${err.message}). ${unchanged}`, { cause: err });
    throw new BackupError(`${where()}: ${(err as Error).message}. ${unchanged}`, { cause: err });
  }
  // The data as of its migration, then what this version added since.
  await migrateTo(conn.database);
  return { tables: loaded, rows, migration: upTo.tag };
}

const NEWLINE = Buffer.from('\n');

/** A gzip stream's fault: the file is damaged or cut short. */
function isZlib(err: unknown): err is Error {
  return err instanceof Error && 'code' in err && /^Z_/.test(String(err.code));
}

async function restoreCustom(
  file: string,
  gzip: boolean,
  conn: Connection,
  client: pg.ClientBase,
): Promise<{ tables: number; rows: number; migration: string }> {
  // The first pg_restore that reads the archive's table of contents (an older one refuses a newer archive).
  const tools = await findPgTools('pg_restore');
  let tool: PgTool | undefined;
  const refused: string[] = [];
  for (const t of tools) {
    const listed = await runTool(t.path, gzip ? ['--list'] : ['--list', file], process.env, gzip ? body(file, true) : undefined);
    if (listed.code === 0) {
      tool = t;
      break;
    }
    refused.push(`pg_restore ${t.major} (${t.source}): ${listed.stderr.split('\n')[0] ?? ''}`);
  }
  if (!tool) {
    throw new BackupError(
      `${file} is a pg_dump archive, and no pg_restore can read it${refused.length ? ` (${refused.join('; ')})` : ' (none found: PG_RESTORE, PATH, pg_config)'}. Set PG_RESTORE to a pg_restore as new as the pg_dump that made it.`,
    );
  }
  // Emptied first (the archive holds the schema); checked above, so only an unused or forced database gets here.
  await empty(client);
  const { dbname, env } = libpq(conn.url);
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`];
  const done = await runTool(tool.path, gzip ? args : [...args, file], env, gzip ? body(file, true) : undefined);
  if (done.code !== 0) {
    throw new BackupError(
      `pg_restore (${tool.path}) failed, and the database was emptied before it ran: ${done.stderr || `exit code ${done.code}`}`,
    );
  }
  const at = await migrationOf(client);
  await migrateTo(conn.database);
  const tables = await tablesOf(client);
  return { tables: tables.length, rows: await rowCounts(client, tables), migration: migrationName(at) };
}
