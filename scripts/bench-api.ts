/**
 * API benchmark on loopback: starts the built server on a fresh database, measures first start and
 * restart, then runs autocannon against a bare route and the public lists and a follow/unfollow
 * write, and prints req/s, p50, p99 and each endpoint's ratio to the bare route.
 *
 *   pnpm bench:api                         PGlite under a temporary DATA_DIR
 *   BENCH_DATABASE_URL=postgres://… pnpm bench:api   PostgreSQL (a fresh database is created and dropped)
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=50   seconds per endpoint and connections (defaults)
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
const longRun = process.env.BENCH_LONG === '1';
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
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return Date.now() - started;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; started: number } {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
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

async function run(name: string, opts: autocannon.Options): Promise<Row> {
  const result = await autocannon({ duration, connections, ...opts });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
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

async function main(): Promise<void> {
  execFileSync('pnpm', ['--filter', '@spw/server', 'build'], { cwd: root, stdio: 'ignore' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-bench-'));
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, RATE_LIMIT: 'off' };
  let dropDb: (() => Promise<void>) | undefined;
  let kind = 'PGlite';
  if (process.env.BENCH_DATABASE_URL) {
    kind = 'PostgreSQL';
    const name = `spw_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDb = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }

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
    const authed = { ...signed(), 'user-token': token, 'content-type': 'application/json' };
    const followBody = JSON.stringify({ follow_uid: 8, type: 'uid' });
    const lists: [string, string][] = [
      ['GET /banner/lists', '/api/banner/lists?rows=5&position=index&platform=web&type=banner'],
      ['GET /quoteData/lists', '/api/quoteData/lists?rows=8&page=1&quote_code_id=1'],
      ['GET /column/lists', '/api/column/lists?rows=8&page=1'],
    ];
    for (const [, url] of lists) await apiCall('GET', url.replace('/api', ''));

    const rows: Row[] = [];
    rows.push(await run('hello (GET /healthz)', { url: `${base}/healthz` }));
    for (const [name, url] of lists) rows.push(await run(name, { url: `${base}${url}`, headers }));
    rows.push(
      await run('POST follow + unfollow', {
        url: base,
        requests: [
          { method: 'POST', path: '/api/friend/follow', headers: authed, body: followBody },
          { method: 'POST', path: '/api/friend/unfollow', headers: authed, body: followBody },
        ],
      }),
    );
    if (longRun) {
      const long = await autocannon({ url: `${base}${lists[0]?.[1] ?? ''}`, headers: signed(), duration: 60, connections: 200 });
      rows.push({
        name: 'GET /banner/lists 60 s × 200',
        rps: long.requests.average,
        p50: long.latency.p50,
        p99: long.latency.p99,
        errors: long.errors + long.timeouts,
        non2xx: long.non2xx,
      });
    }
    await stop(child);

    const hello = rows[0]?.rps ?? 1;
    console.log(`\nAPI benchmark — ${kind}, ${connections} connections, ${duration} s each, loopback, ${os.cpus().length} cores`);
    console.log(`first start ${firstStart} ms (target ≤ 5000), restart ${restart} ms (target ≤ 1000)\n`);
    console.log('endpoint                        req/s     p50 ms  p99 ms  ratio  errors');
    for (const r of rows) {
      const ratio = `${Math.round((r.rps / hello) * 100)}%`;
      console.log(
        `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${ratio.padStart(6)} ${String(r.errors + r.non2xx).padStart(7)}`,
      );
    }
  } finally {
    if (dropDb) await dropDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
