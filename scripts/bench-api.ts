/**
 * API benchmark on loopback: starts the built server on a fresh database, measures first start and
 * restart, then runs autocannon against a bare route and the public lists, three follow/unfollow
 * writes and the other member writes, and prints req/s, p50, p99 and each endpoint's ratio to the
 * bare route:
 *   spread      each connection its own signed-in member, following and unfollowing its own target
 *   hot target  each connection its own member, all following and unfollowing one user (a celebrity)
 *   same pair   every connection the same member and target (the follows row itself is the queue)
 *   comment     each connection's member comments on the 2024 edition and deletes the comment
 *   address     each connection's member adds a shipping address and deletes it
 * The members (one per connection) are made in the database with real sessions. Afterwards every
 * user's follow and fan counters are checked against the follows rows.
 *
 *   pnpm bench:api                         the embedded PostgreSQL under a temporary DATA_DIR
 *   BENCH_DATABASE_URL=postgres://… pnpm bench:api   PostgreSQL (a fresh database is created and dropped)
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=50   seconds per endpoint and connections (defaults)
 *   BENCH_ONLY=follow                       only the endpoints whose name matches (a regular expression)
 *
 *   pnpm bench:api --long  (or BENCH_LONG=1)
 *     instead: a 60 s run at 200 connections over the public reads (banner, quote code, quote data
 *     and column lists, webinfo), then a 60 s mixed run at 200 connections (the nine demo members
 *     signed in, each connection reading the home page's banners, its profile, a relation and the
 *     prices and following and unfollowing someone: four reads, two writes), on the embedded
 *     PostgreSQL and then on an external one when BENCH_DATABASE_URL,
 *     TEST_DATABASE_URL or DATABASE_URL is set. Reports req/s, p50, p99, errors (connection errors
 *     and timeouts), non-2xx answers and answers whose envelope is not `code: 0` (failures answer
 *     HTTP 200 with another code); exits 1 unless all three are zero. The server runs with
 *     RATE_LIMIT=off, as in every run here (the limits only cover sign-in and codes anyway).
 *     BENCH_LONG_DURATION / BENCH_LONG_CONNECTIONS change 60 / 200.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 18080);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const longRun = process.argv.includes('--long') || process.env.BENCH_LONG === '1';
const longDuration = Number(process.env.BENCH_LONG_DURATION ?? 60);
const longConnections = Number(process.env.BENCH_LONG_CONNECTIONS ?? 200);
const word = 'spw';
const secret = 'spw-dev-secret-change-me';

function signed(): Record<string, string> {
  const ts = String(Date.now());
  return { timestamp: ts, 'api-token': createHash('sha256').update(`${word}${ts}${secret}`).digest('hex'), lang: 'zh' };
}

async function waitReady(child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // Timed to the first answer of what every page asks first.
      const res = await fetch(`${base}/api/webinfo/get`, { headers: signed() });
      if (res.ok && OK_ENVELOPE.test(await res.text())) return Date.now() - started;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; started: number } {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    // DATABASE_URL is always decided here (empty means the embedded PostgreSQL), never inherited by accident.
    env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, started };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** A signed-in member made for the benchmark. */
interface Member {
  id: number;
  token: string;
}

/** The database the server under test uses: DATABASE_URL, or the embedded one's (its port and password files). */
function databaseUrlOf(env: NodeJS.ProcessEnv): string {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const dir = path.join(env.DATA_DIR ?? '', 'postgres');
  const password = fs.readFileSync(`${dir}.password`, 'utf8').trim();
  const port = fs.readFileSync(`${dir}.port`, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/spw`;
}

/** `n` members with a session each, straight in the database (a sign-in each would cost n argon2 hashes). */
async function makeMembers(db: pg.Client, n: number): Promise<Member[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, nickname, flag) SELECT 'bench' || g, 'Bench ' || g, 2 FROM generate_series(1, $1::int) g RETURNING id`,
    [n],
  );
  const members = rows.map((r) => ({
    id: r.id,
    token: `bench-${r.id}-${createHash('sha256').update(String(Math.random())).digest('hex')}`,
  }));
  await db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) SELECT * FROM unnest($1::int[], $2::text[], $3::timestamptz[])`, [
    members.map((m) => m.id),
    members.map((m) => createHash('sha256').update(m.token).digest('hex')),
    members.map(() => new Date(Date.now() + 86_400_000)),
  ]);
  return members;
}

/** Users whose counters differ from their follows rows (after every answer, the counters must be exact). */
async function counterMismatches(db: pg.Client): Promise<number> {
  // A counter is its column plus the changes not folded yet (a request autocannon stopped waiting
  // for may still be folding): what every read of the site adds up.
  const { rows } = await db.query<{ n: number }>(`
    SELECT count(*)::int AS n FROM users u
    WHERE u.follow_amount + (SELECT coalesce(sum(d.follow_delta), 0) FROM user_counter_deltas d WHERE d.uid = u.id)
            <> (SELECT count(*) FROM follows f WHERE f.uid = u.id)
       OR u.fans_amount + (SELECT coalesce(sum(d.fans_delta), 0) FROM user_counter_deltas d WHERE d.uid = u.id)
            <> (SELECT count(*) FROM follows f WHERE f.follow_uid = u.id)`);
  return rows[0]?.n ?? -1;
}

/** The public reads of the long run: what every page view asks for. */
const PUBLIC_READS: [string, string][] = [
  ['GET /banner/lists', '/api/banner/lists?rows=5&position=index&platform=web&type=banner'],
  ['GET /quoteCode/lists', '/api/quoteCode/lists'],
  ['GET /quoteData/lists', '/api/quoteData/lists?rows=8&page=1&quote_code_id=1'],
  ['GET /column/lists', '/api/column/lists?rows=8&page=1'],
  ['GET /article/lists', '/api/article/lists?lang=zh&page=1&rows=10'],
  ['GET /article/get', '/api/article/get?id=1'],
  ['GET /special/lists', '/api/special/lists?rows=4&page=1'],
  ['GET /document/lists', '/api/document/lists?rows=12&page=1'],
  ['GET /document/get', '/api/document/get?id=1'],
  ['GET /broadcast/lists', '/api/broadcast/lists?rows=12&page=1'],
  ['GET /broadcast/get', '/api/broadcast/get?id=4'],
  ['GET /video/lists', '/api/video/lists?rows=12&page=1'],
  ['GET /video/get', '/api/video/get?id=2'],
  ['GET /series/get', '/api/series/get?id=1'],
  ['GET /home/feed', '/api/home/feed?rows=12&page=1'],
  ['GET /netdisk/share/get', '/api/netdisk/share/get?token=demo-schedule-2026-share'],
  ['GET /user/get', '/api/user/get?uid=6'],
  ['GET /userstat/get', '/api/userstat/get?uid=6'],
  ['GET /friend/lists', '/api/friend/lists?uid=2&t=fans&page=1&rows=20'],
  ['GET /webinfo/get', '/api/webinfo/get'],
];

/** A success envelope; failures answer HTTP 200 too, with another code. */
const OK_ENVELOPE = /^\{"code":0[,}]/;

const WARM_UP_S = 3;
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

async function run(name: string, opts: autocannon.Options): Promise<Row | undefined> {
  if (only && !only.test(name)) return undefined;
  // A few seconds first that are not counted: the route's code and statements warmed up (JIT,
  // prepared plans), as on a node that has been serving for a while.
  await autocannon({ connections, ...opts, duration: WARM_UP_S });
  const result = await autocannon({ duration, connections, ...opts });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Answers whose envelope is not `code: 0` (with verifyBody) count as errors too.
    errors: result.errors + result.timeouts + result.mismatches,
    non2xx: result.non2xx,
  };
}

/**
 * Follow then unfollow, over and over, on each connection as the member and target `seat` gives
 * the connection (seats numbered in the order connections start). Every answer must be `code: 0`.
 */
function followRun(name: string, seat: (n: number) => { token: string; target: number }): Promise<Row | undefined> {
  let next = 0;
  const seats = new WeakMap<object, { token: string; target: number }>();
  const as =
    (path: string) =>
    (req: autocannon.Request, context: object): autocannon.Request => {
      let mine = seats.get(context);
      if (!mine) seats.set(context, (mine = seat(next++)));
      return {
        ...req,
        method: 'POST',
        path,
        headers: { ...signed(), 'user-token': mine.token, 'content-type': 'application/json' },
        body: JSON.stringify({ follow_uid: mine.target, type: 'uid' }),
      };
    };
  return run(name, {
    url: base,
    requests: [{ setupRequest: as('/api/friend/follow') }, { setupRequest: as('/api/friend/unfollow') }],
    verifyBody: (body) => OK_ENVELOPE.test(String(body ?? '')),
  });
}

/**
 * Add a row then delete it by the id the add answered, over and over, each connection as its own
 * member (`tokenAt(n)`, seats numbered as they start): a write path whose rows come and go.
 */
function addDeleteRun(
  name: string,
  paths: { add: string; del: string },
  body: (n: number) => unknown,
  tokenAt: (n: number) => string,
): Promise<Row | undefined> {
  let next = 0;
  const seats = new WeakMap<object, { n: number; id?: number }>();
  const seatOf = (context: object): { n: number; id?: number } => {
    let mine = seats.get(context);
    if (!mine) seats.set(context, (mine = { n: next++ }));
    return mine;
  };
  const headersOf = (n: number): Record<string, string> => ({ ...signed(), 'user-token': tokenAt(n), 'content-type': 'application/json' });
  return run(name, {
    url: base,
    requests: [
      {
        setupRequest: (req, context) => {
          const mine = seatOf(context);
          return { ...req, method: 'POST', path: paths.add, headers: headersOf(mine.n), body: JSON.stringify(body(mine.n)) };
        },
        onResponse: (_status, answer, context) => {
          const id = /"id":(\d+)/.exec(String(answer ?? ''))?.[1];
          seatOf(context).id = id ? Number(id) : undefined;
        },
      },
      {
        setupRequest: (req, context) => {
          const mine = seatOf(context);
          return { ...req, method: 'POST', path: paths.del, headers: headersOf(mine.n), body: JSON.stringify({ id: mine.id ?? 0 }) };
        },
      },
    ],
    verifyBody: (answer) => OK_ENVELOPE.test(String(answer ?? '')),
  });
}

async function apiCall<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { ...signed(), ...(token ? { 'user-token': token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const env = (await res.json()) as { code: number; msg: string; data: T };
  if (env.code !== 0) throw new Error(`${url}: ${env.code} ${env.msg}`);
  return env.data;
}

interface Target {
  kind: 'embedded' | 'PostgreSQL';
  /** Where to create (and drop) a fresh database; undefined for the embedded default. */
  adminUrl?: string | undefined;
}

/** A fresh data folder and, for PostgreSQL, a fresh database; the returned function removes both. */
async function prepare(target: Target): Promise<{ env: NodeJS.ProcessEnv; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-bench-'));
  // Under root the embedded PostgreSQL runs as `postgres`, which must reach the folder.
  fs.chmodSync(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, RATE_LIMIT: 'off' };
  let dropDb: (() => Promise<void>) | undefined;
  if (target.adminUrl) {
    const name = `spw_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: target.adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(target.adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDb = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  return {
    env,
    cleanup: async () => {
      if (dropDb) await dropDb();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function shortRuns(target: Target): Promise<void> {
  const { env, cleanup } = await prepare(target);
  try {
    let { child, started } = startServer(env);
    const firstStart = await waitReady(child, started);
    await stop(child);
    ({ child, started } = startServer(env));
    const restart = await waitReady(child, started);

    const { token } = await apiCall<{ token: string }>('POST', '/user/login', {
      type: 'password',
      username: 'lin',
      password: 'member12345',
    });
    const headers = signed();
    const db = new pg.Client({ connectionString: databaseUrlOf(env) });
    await db.connect();
    const members = await makeMembers(db, connections);
    const memberAt = (n: number): Member => members[n % members.length] ?? { id: 0, token: '' };
    const lists: [string, string][] = [
      ['GET /banner/lists', '/api/banner/lists?rows=5&position=index&platform=web&type=banner'],
      ['GET /quoteData/lists', '/api/quoteData/lists?rows=8&page=1&quote_code_id=1'],
      ['GET /column/lists', '/api/column/lists?rows=8&page=1'],
      ['GET /article/lists', '/api/article/lists?lang=zh&page=1&rows=10'],
      ['GET /article/get', '/api/article/get?id=1'],
      ['GET /special/lists', '/api/special/lists?rows=4&page=1'],
      ['GET /document/lists', '/api/document/lists?rows=12&page=1'],
      ['GET /document/get', '/api/document/get?id=1'],
      ['GET /broadcast/lists', '/api/broadcast/lists?rows=12&page=1'],
      ['GET /broadcast/get', '/api/broadcast/get?id=4'],
      ['GET /video/lists', '/api/video/lists?rows=12&page=1'],
      ['GET /video/get', '/api/video/get?id=2'],
      ['GET /series/get', '/api/series/get?id=1'],
      ['GET /home/feed', '/api/home/feed?rows=12&page=1'],
      ['GET /posts/lists', '/api/posts/lists?rows=12&page=1'],
      ['GET /posts/lists sell, south, words', '/api/posts/lists?type=sell&region=south&keyword=Pt950&rows=12&page=1'],
      ['GET /company/get', '/api/company/get?id=1'],
      ['GET /product/lists', '/api/product/lists?company_id=1&rows=12&page=1'],
      ['GET /product/get', '/api/product/get?id=1'],
      ['GET /quoteCode/lists quotes', '/api/quoteCode/lists?is_quote=1&rows=30&page=1'],
      ['GET /quoteData/series 3m', '/api/quoteData/series?quote_code_id=1&range=3m'],
      ['GET /quoteData/series all', '/api/quoteData/series?quote_code_id=1&range=all'],
      ['GET /offer/lists', '/api/offer/lists?rows=10&page=1'],
      ['GET /statistic/home', '/api/statistic/home'],
      ['GET /statistic/get', '/api/statistic/get?id=3'],
      ['GET /dataSet/lists', '/api/dataSet/lists?page=1&rows=12'],
      ['GET /dataSet/get', '/api/dataSet/get?id=1'],
      ['GET /netdisk/share/get', '/api/netdisk/share/get?token=demo-schedule-2026-share'],
      ['GET /user/get', '/api/user/get?uid=6'],
      ['GET /friend/lists', '/api/friend/lists?uid=2&t=fans&page=1&rows=20'],
    ];
    for (const [, url] of lists) await apiCall('GET', url.replace('/api', ''));

    const measured: (Row | undefined)[] = [];
    measured.push(await run('hello (GET /healthz)', { url: `${base}/healthz` }));
    for (const [name, url] of lists) measured.push(await run(name, { url: `${base}${url}`, headers }));
    // The square's reads (members only): the hot order is computed per request, with the viewer's likes.
    const member = { ...headers, 'user-token': token };
    measured.push(await run('GET /forum/lists hot (member)', { url: `${base}/api/forum/lists?sort=hot&page=1&rows=10`, headers: member }));
    measured.push(await run('GET /posts/get (member)', { url: `${base}/api/posts/get?id=1`, headers: member }));
    measured.push(
      await run('GET /forum/reply/lists (member)', { url: `${base}/api/forum/reply/lists?thread_id=1&page=1&rows=20`, headers: member }),
    );
    // Each member follows the next one: every user is one connection's target and another's follower.
    measured.push(await followRun('follow+unfollow, spread', (n) => ({ token: memberAt(n).token, target: memberAt(n + 1).id })));
    // A celebrity: the demo creator (id 2), followed by every connection's member at once.
    measured.push(await followRun('follow+unfollow, hot target', (n) => ({ token: memberAt(n).token, target: 2 })));
    // lin (5) and sato (8) on every connection: the worst case, one follows row for all.
    measured.push(await followRun('follow+unfollow, same pair', () => ({ token, target: 8 })));
    // The other member writes of the built site: a comment on the 2024 edition, and an address.
    measured.push(
      await addDeleteRun(
        'comment add+delete',
        { add: '/api/eventsComment/add', del: '/api/eventsComment/del' },
        (n) => ({ events_id: 14, content: `Bench comment ${n}: 期待今年的铂金周` }),
        (n) => memberAt(n).token,
      ),
    );
    measured.push(
      await addDeleteRun(
        'address add+delete',
        { add: '/api/userAddress/add', del: '/api/userAddress/del' },
        (n) => ({ realname: `Bench ${n}`, tel: '13800138000', street: `上海市浦东新区世纪大道 ${n} 号`, zip: '200120' }),
        (n) => memberAt(n).token,
      ),
    );
    const rows = measured.filter((r): r is Row => r !== undefined);
    const mismatches = await counterMismatches(db);
    await db.end();
    await stop(child);

    const hello = rows.find((r) => r.name.startsWith('hello'))?.rps;
    console.log(`\nAPI benchmark — ${target.kind}, ${connections} connections, ${duration} s each, loopback, ${os.cpus().length} cores`);
    console.log(`first start ${firstStart} ms (target ≤ 4000), restart ${restart} ms (target ≤ 1500), to the first /api/webinfo/get\n`);
    console.log('endpoint                        req/s     p50 ms  p99 ms  ratio  errors');
    for (const r of rows) {
      const ratio = hello ? `${Math.round((r.rps / hello) * 100)}%` : '—';
      console.log(
        `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${ratio.padStart(6)} ${String(r.errors + r.non2xx).padStart(7)}`,
      );
    }
    console.log(`\nfollow counters against the follows rows: ${mismatches === 0 ? 'all exact' : `${mismatches} user(s) off`}`);
    if (mismatches !== 0 || rows.some((r) => r.errors + r.non2xx > 0)) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

interface LongResult {
  kind: string;
  /** 'public reads' or 'mixed' (signed-in reads and writes). */
  workload: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** HTTP 2xx answers whose envelope was not `code: 0`. */
  notOk: number;
}

function summarise(kind: string, workload: string, result: autocannon.Result): LongResult {
  return {
    kind,
    workload,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    notOk: result.mismatches,
  };
}

/** The demo accounts the mixed run signs in as (seed/demo.ts), with their ids 1–9. */
const MEMBERS: [string, string][] = [
  ['admin', 'admin12345'],
  ['creator', 'creator12345'],
  ['reviewer', 'reviewer12345'],
  ['shop', 'shop12345'],
  ['lin', 'member12345'],
  ['oliver', 'member12345'],
  ['zhou', 'member12345'],
  ['sato', 'member12345'],
  ['staff', 'staff12345'],
];

/**
 * Signed-in users reading and writing together: each connection is one of the demo members and
 * cycles through the home page's reads, its own profile, a relation, follow, the prices and
 * unfollow (four reads, two writes). Every answer must be HTTP 2xx with `code: 0`.
 */
async function mixedRun(): Promise<autocannon.Result> {
  const tokens: string[] = [];
  for (const [username, password] of MEMBERS) {
    tokens.push((await apiCall<{ token: string }>('POST', '/user/login', { type: 'password', username, password })).token);
  }
  const headers = { ...signed(), 'content-type': 'application/json' };
  let next = 0;
  /** Each connection's member and whom it follows (never itself), kept by the connection's context. */
  const seats = new WeakMap<object, { token: string; target: number }>();
  const who = (context: object): { token: string; target: number } => {
    let seat = seats.get(context);
    if (!seat) {
      const me = next % MEMBERS.length;
      const step = (Math.floor(next / MEMBERS.length) % (MEMBERS.length - 1)) + 1;
      seat = { token: tokens[me] ?? '', target: ((me + step) % MEMBERS.length) + 1 };
      seats.set(context, seat);
      next += 1;
    }
    return seat;
  };
  const as =
    (method: 'GET' | 'POST', path: (target: number) => string, body?: boolean) =>
    (req: autocannon.Request, context: object): autocannon.Request => {
      const { token, target } = who(context);
      return {
        ...req,
        method,
        path: path(target),
        headers: { ...headers, 'user-token': token },
        ...(body ? { body: JSON.stringify({ follow_uid: target, type: 'uid' }) } : {}),
      };
    };
  const requests: autocannon.Request[] = [
    { setupRequest: as('GET', () => '/api/banner/lists?rows=5&position=index&platform=web&type=banner') },
    { setupRequest: as('GET', () => '/api/user/info') },
    { setupRequest: as('GET', (target) => `/api/friend/get?follow_uid=${target}`) },
    { setupRequest: as('POST', () => '/api/friend/follow', true) },
    { setupRequest: as('GET', () => '/api/quoteData/lists?rows=8&page=1&quote_code_id=1') },
    { setupRequest: as('POST', () => '/api/friend/unfollow', true) },
  ];
  return autocannon({
    url: base,
    requests,
    duration: longDuration,
    connections: longConnections,
    verifyBody: (body) => OK_ENVELOPE.test(String(body ?? '')),
  });
}

async function longRunOn(target: Target): Promise<LongResult[]> {
  const { env, cleanup } = await prepare(target);
  try {
    const { child, started } = startServer(env);
    await waitReady(child, started);
    try {
      // Each read answers code 0 before it is measured.
      for (const [name, url] of PUBLIC_READS) {
        const body = await (await fetch(`${base}${url}`, { headers: signed() })).text();
        if (!OK_ENVELOPE.test(body)) throw new Error(`${name}: ${body.slice(0, 200)}`);
      }
      const requests = (headers: Record<string, string>) => PUBLIC_READS.map(([, p]) => ({ method: 'GET' as const, path: p, headers }));
      // A short warm-up (JIT, pool, cache), not counted.
      await autocannon({ url: base, requests: requests(signed()), duration: 3, connections: 50 });
      const publicReads = await autocannon({
        url: base,
        requests: requests(signed()),
        duration: longDuration,
        connections: longConnections,
        verifyBody: (body) => OK_ENVELOPE.test(String(body ?? '')),
      });
      const mixed = await mixedRun();
      return [summarise(target.kind, 'public reads', publicReads), summarise(target.kind, 'mixed', mixed)];
    } finally {
      await stop(child);
    }
  } finally {
    await cleanup();
  }
}

async function longRuns(): Promise<void> {
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const targets: Target[] = [{ kind: 'embedded' }, ...(pgUrl ? [{ kind: 'PostgreSQL' as const, adminUrl: pgUrl }] : [])];
  if (!pgUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL to run it too.');
  const results: LongResult[] = [];
  for (const target of targets) {
    console.log(`${target.kind}: ${longDuration} s at ${longConnections} connections over ${PUBLIC_READS.map(([n]) => n).join(', ')}…`);
    results.push(...(await longRunOn(target)));
  }
  console.log(
    `\nAPI load — ${longDuration} s, ${longConnections} connections, the ${PUBLIC_READS.length} public reads in turn, loopback, ${os.cpus().length} cores\n`,
  );
  console.log('database       workload       requests    req/s  p50 ms  p99 ms  max ms  errors  timeouts  non-2xx  code≠0');
  for (const r of results) {
    console.log(
      `${r.kind.padEnd(14)} ${r.workload.padEnd(13)} ${String(r.requests).padStart(9)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.max).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.timeouts).padStart(9)} ${String(r.non2xx).padStart(8)} ${String(r.notOk).padStart(7)}`,
    );
  }
  const bad = results.filter((r) => r.errors + r.timeouts + r.non2xx + r.notOk > 0);
  if (bad.length) {
    console.error(`\nFAILED: errors, timeouts, non-2xx or code≠0 answers on ${bad.map((r) => `${r.kind} ${r.workload}`).join(', ')}`);
    process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  execFileSync('pnpm', ['--filter', '@spw/server', 'build'], { cwd: root, stdio: 'ignore' });
  if (longRun) await longRuns();
  else
    await shortRuns(
      process.env.BENCH_DATABASE_URL ? { kind: 'PostgreSQL', adminUrl: process.env.BENCH_DATABASE_URL } : { kind: 'embedded' },
    );
}

await main();
