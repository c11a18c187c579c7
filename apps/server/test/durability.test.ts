import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/index.ts';
import { rowsOf } from '../src/db/rows.ts';
import { apiTokenFor } from '../src/http/auth.ts';
import { DEMO_USERS } from '../src/seed/demo.ts';
import { embeddedDir, stopLeftBehind } from '../src/db/embedded.ts';

/**
 * Kills the real server with SIGKILL at a random moment of a burst of writes (follows and
 * unfollows, column subscriptions, messages, uploads), restarts it on the same data, and checks
 * that every acknowledged write is there and that every counter agrees with the rows it counts.
 * Two rounds: burst, kill, restart, check, burst again, kill, restart, check.
 *
 * It runs on the zero-setup default, the embedded PostgreSQL in DATA_DIR: a SIGKILL of the server
 * leaves its postmaster running, and the restart must find it, stop it and carry on.
 *
 * It takes minutes, so it is not part of `pnpm test:unit`: `pnpm test:durability` runs it, and
 * `pnpm test` runs that as its own stage.
 *
 * Everything random comes from one seed, printed at the start; `DURABILITY_SEED=<n>` replays the
 * kill moments and the pictures exactly (message suffixes and the racers' choices follow the order
 * the requests happen to run in, which stays up to the OS).
 *
 * Counter columns in the schema and what they mirror:
 *   users.follow_amount        rows of follows with uid = the user
 *   users.fans_amount          rows of follows with follow_uid = the user
 *   columns.subscribe_amount   rows of column_subscriptions of the column
 * columns.article_amount / chosen_amount and competitions.works_amount count nothing stored here
 * (no articles or works tables), and the unread notification count is computed from the rows on
 * every read; it is still compared with the rows after the restart.
 */
const ROUNDS = 2;
const seed = process.env.DURABILITY_SEED ? Number(process.env.DURABILITY_SEED) : randomInt(2 ** 31);
if (!Number.isSafeInteger(seed)) throw new Error(`DURABILITY_SEED must be an integer, got "${process.env.DURABILITY_SEED}"`);

/** mulberry32: small, fast and good enough to pick kill moments and colours. */
function generator(s: number): () => number {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
/** Kill moments and pictures, drawn in a fixed order so a seed replays them. */
const plan = generator(seed);
/** Message suffixes and the racers' choices, drawn in whatever order the requests run. */
const noise = generator(seed ^ 0x5bd1e995);
const between = (lo: number, hi: number) => lo + Math.floor(plan() * (hi - lo + 1));

const serverDir = path.resolve(import.meta.dirname, '..');
const port = 19_000 + (process.pid % 500);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-durable-'));
// Under root PostgreSQL runs as `postgres`, which must reach the folder mkdtemp made private.
fs.chmodSync(dataDir, 0o755);
const uploadsDir = path.join(dataDir, 'uploads');
/** The end of the server's output, to explain a failed start or a refused write. */
let serverOutput = '';

function start(env: Record<string, string>): ChildProcess {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      VITEST: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      RATE_LIMIT: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The logger writes to stdout, crashes to stderr.
  const keep = (chunk: Buffer) => {
    serverOutput = (serverOutput + chunk.toString()).slice(-4000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return proc;
}

async function ready(proc: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}: ${serverOutput}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not start: ${serverOutput}`);
}

async function boot(env: Record<string, string>): Promise<ChildProcess> {
  const proc = start(env);
  child = proc;
  await ready(proc);
  return proc;
}

const exited = (proc: ChildProcess) =>
  proc.exitCode !== null || proc.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => proc.once('exit', () => r()));

async function stopGracefully(proc: ChildProcess): Promise<void> {
  const done = exited(proc);
  proc.kill('SIGTERM');
  await done;
}

function signedHeaders(token?: string): Record<string, string> {
  const ts = String(Date.now());
  return {
    timestamp: ts,
    'api-token': apiTokenFor('spw', ts, 'spw-dev-secret-change-me'),
    ...(token ? { 'user-token': token } : {}),
  };
}

interface Reply<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<Reply<T>> {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { ...signedHeaders(token), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Reply<T>;
}

/** GET that must succeed (used by the checks, never during the burst). */
async function read<T>(url: string, token?: string): Promise<T> {
  const res = await api<T>('GET', url, token);
  if (res.code !== 0) throw new Error(`GET ${url}: ${res.code} ${res.msg}`);
  return res.data;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let child: ChildProcess | undefined;
afterAll(async () => {
  if (child) await stopGracefully(child);
  // A failed run may have killed the server: its postmaster is stopped before the folder goes.
  await stopLeftBehind(path.join(embeddedDir(dataDir), 'cluster'), () => undefined).catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the server's embedded database beside it, by the port and password it keeps in the data folder. */
async function openDirect(): Promise<Database> {
  const dir = embeddedDir(dataDir);
  const password = fs.readFileSync(`${dir}.password`, 'utf8').trim();
  const port = fs.readFileSync(`${dir}.port`, 'utf8').trim();
  return openDatabase({
    databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/spw`,
    migrate: false,
    poolSize: 1,
  });
}

// ---------------------------------------------------------------------------------------------
// What the burst writes, and what was acknowledged.

interface AckedMessage {
  from: number;
  to: number;
  content: string;
}
interface AckedUpload {
  url: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  /** The served bytes right after the acknowledgement, when the kill let us read them. */
  sha?: string;
}
/** The last acknowledged state of one (member, target) switch that only one worker drives. */
interface Switch {
  kind: 'follow' | 'subscribe';
  member: Member;
  target: number;
  state: boolean | undefined;
  inFlight: boolean;
}

interface Tally {
  sent: number;
  acked: number;
  /** Answers that were neither success nor the expected refusals: each is a bug. */
  failed: string[];
}
const tally = (): Tally => ({ sent: 0, acked: 0, failed: [] });

const ackedMessages: AckedMessage[] = [];
const ackedUploads: AckedUpload[] = [];

const members = ['lin', 'oliver', 'zhou', 'sato', 'creator'] as const;
type Member = (typeof members)[number];
const session: Partial<Record<Member, { token: string; id: number }>> = {};
function me(name: Member): { token: string; id: number } {
  const s = session[name];
  if (!s) throw new Error(`${name} is not signed in`);
  return s;
}

/** Post pictures: jpg and png, the types the spec takes for uploads other than the avatar. */
const FORMATS = [
  ['png', 'image/png'],
  ['jpeg', 'image/jpeg'],
] as const;

async function pictures(n: number): Promise<{ bytes: Buffer; mime: string; ext: string }[]> {
  const out: { bytes: Buffer; mime: string; ext: string }[] = [];
  for (let i = 0; i < n; i++) {
    const [format, mime] = FORMATS[i % FORMATS.length] ?? FORMATS[0];
    const bytes = await sharp({
      create: {
        width: between(16, 96),
        height: between(16, 96),
        channels: 3,
        background: { r: between(0, 255), g: between(0, 255), b: between(0, 255) },
      },
    })
      .toFormat(format)
      .toBuffer();
    out.push({ bytes, mime, ext: format === 'jpeg' ? 'jpg' : format });
  }
  return out;
}

interface RoundReport {
  messages: Tally;
  follows: Tally;
  subscriptions: Tally;
  uploads: Tally;
  switches: Switch[];
  killAfterMs: number;
  inFlightAtKill: number;
}

/** Runs the writers until a random moment, then SIGKILLs the server and waits for the writers to notice. */
async function burst(round: number, proc: ChildProcess): Promise<RoundReport> {
  const report: RoundReport = {
    messages: tally(),
    follows: tally(),
    subscriptions: tally(),
    uploads: tally(),
    switches: [],
    killAfterMs: 0,
    inFlightAtKill: 0,
  };
  const pool = await pictures(24);
  let stop = false;
  let inFlight = 0;

  /** Sends one write; undefined when the connection broke (the server is gone). */
  async function write<T>(t: Tally, send: () => Promise<Response>): Promise<Reply<T> | undefined> {
    t.sent += 1;
    inFlight += 1;
    try {
      const res = await send();
      const body = (await res.json()) as Reply<T>;
      if (res.status === 200 && body.code === 0) t.acked += 1;
      else t.failed.push(`${res.status} ${body.code} ${body.msg}`);
      return body;
    } catch {
      return undefined;
    } finally {
      inFlight -= 1;
    }
  }
  const post = (url: string, token: string, body: unknown) => () =>
    fetch(`${base}/api${url}`, {
      method: 'POST',
      headers: { ...signedHeaders(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const messageWorker = async (from: Member, to: Member) => {
    for (let i = 0; !stop; i++) {
      // Exact content matters: mixed scripts, an emoji (two UTF-16 units) and quotes; over 100
      // characters every few messages, so the notification keeps only the first 100.
      const long = i % 4 === 3 ? ` ${'铂金'.repeat(60)}` : '';
      const content = `r${round} ${from}→${to} #${i} “${seed.toString(36)}” 💍 ${noise().toString(36).slice(2, 10)}${long}`;
      const res = await write(report.messages, post('/message/add', me(from).token, { receive_uid: me(to).id, content }));
      if (!res) return;
      if (res.code === 0) ackedMessages.push({ from: me(from).id, to: me(to).id, content });
    }
  };

  /** One worker per switch, alternating on and off, so its last acknowledged state is known. */
  const switchWorker = async (member: Member, target: number, kind: 'follow' | 'subscribe') => {
    const sw: Switch = { kind, member, target, state: undefined, inFlight: false };
    report.switches.push(sw);
    const t = kind === 'follow' ? report.follows : report.subscriptions;
    for (let i = 0; !stop; i++) {
      const on = (i + round) % 2 === 0;
      const url =
        kind === 'follow' ? (on ? '/friend/follow' : '/friend/unfollow') : on ? '/columnUser/subscribe' : '/columnUser/unsubscribe';
      const body = kind === 'follow' ? { follow_uid: target, type: 'uid' } : { column_id: target };
      sw.inFlight = true;
      const res = await write(t, post(url, me(member).token, body));
      if (!res) return; // stays in flight: its outcome is unknown
      sw.inFlight = false;
      if (res.code === 0) sw.state = on;
    }
  };
  /** Several workers on one switch at once, each choosing on or off at random: only counters are checked. */
  const racer = async (member: Member, target: number, kind: 'follow' | 'subscribe') => {
    const t = kind === 'follow' ? report.follows : report.subscriptions;
    while (!stop) {
      const on = noise() < 0.5;
      const url =
        kind === 'follow' ? (on ? '/friend/follow' : '/friend/unfollow') : on ? '/columnUser/subscribe' : '/columnUser/unsubscribe';
      const body = kind === 'follow' ? { follow_uid: target, type: 'uid' } : { column_id: target };
      if (!(await write(t, post(url, me(member).token, body)))) return;
    }
  };

  const uploadWorker = async (member: Member, offset: number) => {
    for (let i = offset; !stop; i += 2) {
      const pic = pool[i % pool.length];
      if (!pic) return;
      const form = new FormData();
      form.append('ascription', 'post');
      form.append('file_type', 'pic');
      form.append('attachment', new Blob([new Uint8Array(pic.bytes)], { type: pic.mime }), `p.${pic.ext}`);
      const res = await write<{ url: string; width: number; height: number; size: number; mime: string }>(report.uploads, () =>
        fetch(`${base}/api/upload/file2server`, { method: 'POST', headers: signedHeaders(me(member).token), body: form }),
      );
      if (!res) return;
      if (res.code !== 0) continue;
      const acked: AckedUpload = { ...res.data };
      ackedUploads.push(acked);
      try {
        const served = await fetch(`${base}${res.data.url}`);
        if (served.ok) acked.sha = sha256(new Uint8Array(await served.arrayBuffer()));
      } catch {
        return;
      }
    }
  };

  // Crossing follows (zhou→creator while creator→zhou, sato→lin while lin→sato: each updates the
  // other's counter row), several members onto one target, subscriptions, and racers that fight
  // over one switch each.
  const workers = [
    messageWorker('lin', 'oliver'),
    messageWorker('oliver', 'lin'),
    // Messages go only to members the sender follows (the demo seed: zhou follows lin).
    messageWorker('zhou', 'lin'),
    switchWorker('lin', 2, 'follow'),
    switchWorker('oliver', 2, 'follow'),
    switchWorker('zhou', 2, 'follow'),
    switchWorker('sato', 3, 'follow'),
    switchWorker('lin', 8, 'follow'),
    switchWorker('sato', 5, 'follow'),
    switchWorker('creator', 7, 'follow'),
    racer('oliver', 7, 'follow'),
    racer('oliver', 7, 'follow'),
    switchWorker('lin', 4, 'subscribe'),
    switchWorker('zhou', 1, 'subscribe'),
    switchWorker('sato', 2, 'subscribe'),
    racer('creator', 3, 'subscribe'),
    racer('creator', 3, 'subscribe'),
    uploadWorker('lin', 0),
    uploadWorker('zhou', 1),
  ];

  // Once every kind of write has been acknowledged at least once, kill at a random moment.
  const began = Date.now();
  const warm = () => [report.messages, report.follows, report.subscriptions, report.uploads].every((t) => t.acked > 0);
  while (!warm() && Date.now() - began < 30_000) await new Promise((r) => setTimeout(r, 20));
  const delay = between(200, 2500);
  await new Promise((r) => setTimeout(r, delay));
  report.inFlightAtKill = inFlight;
  proc.kill('SIGKILL');
  report.killAfterMs = Date.now() - began;
  stop = true;
  await Promise.all(workers);
  await exited(proc);
  return report;
}

// ---------------------------------------------------------------------------------------------
// Checks after the restart.

interface Unread {
  uid: number;
  unread: number;
}

/** Through the API of the restarted server. Returns what must match the rows read directly. */
async function checkThroughApi(report: RoundReport): Promise<Unread[]> {
  // Every acknowledged message, with its exact content, in its sender's box.
  const stored = new Map<string, number>();
  for (const name of members) {
    for (let page = 1; ; page++) {
      const res = await read<{ list: { content: string; receive_uid: number }[]; total: number }>(
        `/message/lists?box=sent&rows=100&page=${page}`,
        me(name).token,
      );
      for (const m of res.list) stored.set(m.content, (stored.get(m.content) ?? 0) + 1);
      if (page * 100 >= res.total) break;
    }
  }
  expect(
    ackedMessages.filter((m) => stored.get(m.content) !== 1),
    'acknowledged messages missing or stored twice',
  ).toEqual([]);

  // The last acknowledged state of every switch nobody was changing at the kill.
  for (const sw of report.switches) {
    if (sw.state === undefined || sw.inFlight) continue;
    if (sw.kind === 'follow') {
      const rel = await read<{ is_follow: boolean }>(`/friend/get?follow_uid=${sw.target}`, me(sw.member).token);
      expect(rel.is_follow, `${sw.member} follows ${sw.target}`).toBe(sw.state);
    } else {
      const sub = await read<{ is_subscribe: boolean }>(`/columnUser/get?column_id=${sw.target}`, me(sw.member).token);
      expect(sub.is_subscribe, `${sw.member} subscribes to column ${sw.target}`).toBe(sw.state);
    }
  }

  // The counters the API shows agree with the lists it shows.
  for (let uid = 1; uid <= 8; uid++) {
    const stat = await read<{ fans_amount: number; follow_amount: number }>(`/userstat/get?uid=${uid}`);
    const fans = await read<{ total: number }>(`/friend/lists?uid=${uid}&t=fans&rows=1`);
    const follows = await read<{ total: number }>(`/friend/lists?uid=${uid}&t=follow&rows=1`);
    expect(stat.fans_amount, `fans of ${uid}`).toBe(fans.total);
    expect(stat.follow_amount, `follows of ${uid}`).toBe(follows.total);
  }
  const columns = await read<{ list: { id: number }[] }>('/column/lists?rows=50&page=1');
  expect(columns.list.length).toBeGreaterThan(0);
  for (const { id } of columns.list) {
    const got = await read<{ subscribe_amount: number }>(`/columnUser/get?column_id=${id}`, me('lin').token);
    const list = await read<{ total: number }>(`/columnUser/lists?column_id=${id}&rows=1`);
    expect(got.subscribe_amount, `subscribers of column ${id}`).toBe(list.total);
  }

  // Every acknowledged upload is served, whole, with its type.
  for (const up of ackedUploads) {
    const res = await fetch(`${base}${up.url}`);
    expect(res.status, up.url).toBe(200);
    expect(res.headers.get('content-type'), up.url).toContain(up.mime);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length, up.url).toBe(up.size);
    if (up.sha) expect(sha256(bytes), up.url).toBe(up.sha);
    else up.sha = sha256(bytes);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.pageHeight ?? meta.height], up.url).toEqual([up.width, up.height]);
  }

  const unread: Unread[] = [];
  for (const name of members) {
    const res = await read<{ unread: number }>('/notification/lists?rows=1', me(name).token);
    unread.push({ uid: me(name).id, unread: res.unread });
  }
  return unread;
}

/** Straight from the tables: every counter against its rows, messages against notifications, uploads against files. */
async function checkRows(database: Database, unread: Unread[]): Promise<{ orphanFiles: number; tmpFiles: number }> {
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

  const users = await q<{ id: number; follow_amount: number; fans_amount: number; follows: number; fans: number }>(sql`
    SELECT u.id, u.follow_amount, u.fans_amount,
      (SELECT count(*)::int FROM follows f WHERE f.uid = u.id) AS follows,
      (SELECT count(*)::int FROM follows f WHERE f.follow_uid = u.id) AS fans
    FROM users u ORDER BY u.id`);
  expect(users.length).toBeGreaterThan(0);
  expect(
    users.filter((u) => u.follow_amount !== u.follows || u.fans_amount !== u.fans),
    'users.follow_amount / fans_amount against follows',
  ).toEqual([]);

  const columns = await q<{ id: number; subscribe_amount: number; rows: number }>(sql`
    SELECT c.id, c.subscribe_amount,
      (SELECT count(*)::int FROM column_subscriptions s WHERE s.column_id = c.id) AS rows
    FROM columns c ORDER BY c.id`);
  expect(columns.length).toBeGreaterThan(0);
  expect(
    columns.filter((c) => c.subscribe_amount !== c.rows),
    'columns.subscribe_amount against column_subscriptions',
  ).toEqual([]);

  // Each acknowledged message once, with its exact content, sender and receiver.
  const messages = await q<{ send_uid: number; receive_uid: number; content: string }>(
    sql`SELECT send_uid, receive_uid, content FROM messages`,
  );
  const byContent = new Map<string, { send_uid: number; receive_uid: number }[]>();
  for (const m of messages) byContent.set(m.content, [...(byContent.get(m.content) ?? []), m]);
  expect(
    ackedMessages.filter((a) => {
      const found = byContent.get(a.content);
      return found?.length !== 1 || found[0]?.send_uid !== a.from || found[0]?.receive_uid !== a.to;
    }),
    'acknowledged messages in the messages table',
  ).toEqual([]);

  // A message and its notification are written together: the two multisets are the same.
  const notes = await q<{ uid: number; from_uid: number | null; content: string }>(
    sql`SELECT uid, from_uid, content FROM notifications WHERE type = 'message'`,
  );
  const count = (keys: string[]) => {
    const m = new Map<string, number>();
    for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
    return m;
  };
  const fromMessages = count(messages.map((m) => `${m.send_uid}→${m.receive_uid}: ${m.content.slice(0, 100)}`));
  const fromNotes = count(notes.map((n) => `${n.from_uid}→${n.uid}: ${n.content}`));
  const diff = [...new Set([...fromMessages.keys(), ...fromNotes.keys()])].filter((k) => fromMessages.get(k) !== fromNotes.get(k));
  expect(diff, 'message notifications against messages').toEqual([]);

  // Every follow row came with its notification.
  const silentFollows = await q<{ uid: number; follow_uid: number }>(sql`
    SELECT f.uid, f.follow_uid FROM follows f
    WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.type = 'follow' AND n.uid = f.follow_uid AND n.from_uid = f.uid)`);
  expect(silentFollows, 'follows without a follow notification').toEqual([]);

  // The unread counts the API gave agree with the rows.
  const unreadRows = await q<{ uid: number; unread: number }>(
    sql`SELECT u.id AS uid, (SELECT count(*)::int FROM notifications n WHERE n.uid = u.id AND n.is_read = 0) AS unread FROM users u`,
  );
  for (const u of unread) expect(unreadRows.find((r) => r.uid === u.uid)?.unread, `unread of ${u.uid}`).toBe(u.unread);

  // Uploads: every row points at a whole file; every acknowledged upload has its row.
  const uploads = await q<{ url: string; mime: string; size: number; width: number; height: number; sha256: string }>(
    sql`SELECT url, mime, size, width, height, sha256 FROM uploads`,
  );
  const broken: string[] = [];
  for (const row of uploads) {
    const file = path.join(uploadsDir, row.url.replace(/^\/uploads\//, ''));
    if (!fs.existsSync(file)) {
      broken.push(`${row.url}: no file`);
      continue;
    }
    const bytes = fs.readFileSync(file);
    if (bytes.length !== row.size || sha256(bytes) !== row.sha256) broken.push(`${row.url}: the file is not the one recorded`);
  }
  expect(broken, 'upload rows against files').toEqual([]);
  expect(
    uploads.filter((u) => u.url.endsWith('.tmp')),
    'rows naming a temporary file',
  ).toEqual([]);
  const byUrl = new Map(uploads.map((u) => [u.url, u]));
  expect(
    ackedUploads.filter((a) => {
      const row = byUrl.get(a.url);
      return !row || row.mime !== a.mime || row.size !== a.size || row.width !== a.width || row.height !== a.height || row.sha256 !== a.sha;
    }),
    'acknowledged uploads in the uploads table',
  ).toEqual([]);

  // Files without a row are uploads cut off before their row was written: allowed, but they must be whole.
  const files = uploadedFiles();
  const tmpFiles = files.filter((f) => f.endsWith('.tmp')).length;
  let orphanFiles = 0;
  for (const file of files) {
    if (file.endsWith('.tmp')) continue;
    const url = urlOf(file);
    if (byUrl.has(url)) continue;
    orphanFiles += 1;
    await expect(sharp(file, { failOn: 'truncated', animated: true }).raw().toBuffer(), `${url} is whole`).resolves.toBeInstanceOf(Buffer);
  }
  return { orphanFiles, tmpFiles };
}

function uploadedFiles(): string[] {
  if (!fs.existsSync(uploadsDir)) return [];
  return fs
    .readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
const urlOf = (file: string) => `/uploads/${path.relative(uploadsDir, file).split(path.sep).join('/')}`;

/**
 * A kill during an upload can leave `.<name>.tmp` behind (written, not yet renamed). No URL the
 * API hands out points at one and no row names one (checked in checkRows), and the static route
 * must not answer at that name (a dotfile); the next start sweeps them once an hour old.
 */
async function probeTemporaryFiles(): Promise<string[]> {
  const out: string[] = [];
  for (const file of uploadedFiles().filter((f) => f.endsWith('.tmp'))) {
    const res = await fetch(`${base}${urlOf(file)}`);
    await res.arrayBuffer();
    out.push(`${res.status} ${fs.statSync(file).size} bytes`);
  }
  return out;
}

const summary = (t: Tally) => `${t.acked}/${t.sent}`;

describe('durability', () => {
  it('keeps every acknowledged write and every counter across SIGKILLs', { timeout: 240_000 }, async () => {
    console.log(`durability (embedded PostgreSQL): seed ${seed} — replay with DURABILITY_SEED=${seed}`);
    // The embedded default, whatever the shell says.
    const env = { DATABASE_URL: '' };
    let proc = await boot(env);

    for (const name of members) {
      const password = DEMO_USERS.find((u) => u.username === name)?.password;
      const res = await api<{ token: string; id: number }>('POST', '/user/login', undefined, {
        type: 'password',
        username: name,
        password,
      });
      expect(res.code, `login ${name}`).toBe(0);
      session[name] = res.data;
    }

    for (let round = 1; round <= ROUNDS; round++) {
      const report = await burst(round, proc);
      const line =
        `round ${round}: killed ${report.killAfterMs} ms into the burst with ${report.inFlightAtKill} writes in flight; ` +
        `acknowledged/sent: messages ${summary(report.messages)}, follows ${summary(report.follows)}, ` +
        `subscriptions ${summary(report.subscriptions)}, uploads ${summary(report.uploads)}`;
      console.log(line);
      // Refusals other than the kill are bugs of their own (a deadlock, a constraint error).
      expect(
        [...report.messages.failed, ...report.follows.failed, ...report.subscriptions.failed, ...report.uploads.failed],
        `writes refused during the burst; the server said: ${serverOutput}`,
      ).toEqual([]);
      expect(report.messages.acked).toBeGreaterThan(0);
      expect(report.uploads.acked).toBeGreaterThan(0);

      const restarting = Date.now();
      proc = await boot(env);
      const restartMs = Date.now() - restarting;
      const unread = await checkThroughApi(report);
      const tmpServed = await probeTemporaryFiles();
      // A temporary file is a dotfile: the static route never answers at its name.
      expect(
        tmpServed.filter((answer) => !answer.startsWith('404')),
        'temporary upload files served',
      ).toEqual([]);
      const database = await openDirect();
      let files: { orphanFiles: number; tmpFiles: number };
      try {
        files = await checkRows(database, unread);
      } finally {
        await database.close();
      }
      console.log(
        `round ${round}: restarted in ${restartMs} ms; all ${ackedMessages.length} acknowledged messages and ${ackedUploads.length} uploads are there; ` +
          `${files.orphanFiles} unacknowledged upload file(s) without a row, ${files.tmpFiles} temporary file(s) left` +
          (tmpServed.length ? ` (answered at their own unpublished names: ${tmpServed.join(', ')})` : ''),
      );
    }
  });
});
