// Two API nodes on one PostgreSQL and one Redis act as one site (issue 13, item 4). Redis is
// TEST_REDIS_URL's, or the one CI and this machine run on 127.0.0.1:6379; each run has its own
// key prefix. Between node A and Redis sits a proxy the test can cut, to lose Redis while running.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiTokenFor } from '../src/http/auth.ts';
import { DEMO_USERS } from '../src/seed/demo.ts';
import { withDatabase } from './global-setup.ts';
import { openLive, type LiveEvent } from '@spw/api';
import { Redis } from 'ioredis';
import pg from 'pg';

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const serverDir = path.resolve(import.meta.dirname, '..');
const prefix = `spw-t${process.pid}-${Date.now()}:`;

/** A TCP proxy to Redis that can be cut (every connection dropped, new ones refused) and mended. */
function redisProxy(): Promise<{ port: number; cut(): void; mend(): Promise<void>; close(): void }> {
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(REDIS.port || 6379), REDIS.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        if (typeof address === 'object' && address) port = address.port;
        resolve();
      });
    });
  return listen().then(() => ({
    port,
    cut() {
      server.close();
      for (const s of sockets) s.destroy();
    },
    mend: listen,
    close() {
      server.close();
      for (const s of sockets) s.destroy();
    },
  }));
}

interface Node {
  base: string;
  proc: ChildProcess;
  output: string;
}

async function startNode(name: string, env: Record<string, string>): Promise<Node> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `spw-node-${name}-`));
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const node: Node = { base: `http://127.0.0.1:${port}`, proc: undefined as unknown as ChildProcess, output: '' };
  node.proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, VITEST: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (node.output = (node.output + chunk.toString()).slice(-6000));
  node.proc.stdout?.on('data', keep);
  node.proc.stderr?.on('data', keep);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (node.proc.exitCode !== null) throw new Error(`node ${name} exited: ${node.output}`);
    if (Date.now() > deadline) throw new Error(`node ${name} did not start: ${node.output}`);
    const up = await fetch(`${node.base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return node;
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(node: Node, method: 'GET' | 'POST', url: string, opts: { body?: unknown; token?: string } = {}) {
  const ts = Date.now();
  const res = await fetch(`${node.base}/api${url}`, {
    method,
    headers: {
      timestamp: String(ts),
      'api-token': apiTokenFor('spw', ts, 'spw-dev-secret-change-me'),
      lang: 'en',
      ...(opts.token ? { 'user-token': opts.token } : {}),
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  return { cache: res.headers.get('x-cache'), body: (await res.json()) as Envelope<T> };
}

/** Every sign-in of this file counts against one per-IP budget (20 a minute), whichever node. */
let logins = 0;
const login = (node: Node, username: string, password: string) => {
  logins += 1;
  return call<{ token: string }>(node, 'POST', '/user/login', { body: { type: 'password', username, password } });
};

let a: Node;
let b: Node;
let proxy: Awaited<ReturnType<typeof redisProxy>>;
let dbName: string;
const admin = new pg.Client({ connectionString: inject('databaseUrl') });

beforeAll(async () => {
  await admin.connect();
  dbName = `spw_nodes_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('templateDatabase')}`);
  proxy = await redisProxy();
  const common = { DATABASE_URL: withDatabase(inject('databaseUrl'), dbName), REDIS_PREFIX: prefix, RATE_LIMIT: 'on' };
  // A reaches Redis through the proxy; B directly.
  [a, b] = await Promise.all([
    startNode('a', { ...common, REDIS_URL: `redis://127.0.0.1:${proxy.port}` }),
    startNode('b', { ...common, REDIS_URL: REDIS.toString() }),
  ]);
}, 120_000);

afterAll(async () => {
  for (const node of [a, b]) {
    if (node && node.proc.exitCode === null) {
      const exited = new Promise((r) => node.proc.once('exit', r));
      node.proc.kill('SIGTERM');
      await exited;
    }
  }
  proxy?.close();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
});

const sato = DEMO_USERS.find((u) => u.username === 'sato');
const creator = DEMO_USERS.find((u) => u.username === 'creator');

describe('two nodes on one PostgreSQL and one Redis', () => {
  it('say so when they start', async () => {
    // The banner comes after the first answer, a moment after /healthz is up.
    await expect.poll(() => a.output).toMatch(/shared through Redis/);
  });

  it('a session made on A works on B', async () => {
    const { body } = await login(a, 'lin', 'member12345');
    expect(body.code).toBe(0);
    const info = await call<{ username: string }>(b, 'GET', '/user/info', { token: body.data.token });
    expect(info.body).toMatchObject({ code: 0, data: { username: 'lin' } });
  });

  it('a session signed out on A is refused by B at once, though B had just used it', async () => {
    const { body } = await login(a, 'zhou', 'member12345');
    const token = body.data.token;
    for (let i = 0; i < 2; i++) expect((await call(b, 'GET', '/user/info', { token })).body.code).toBe(0);
    expect((await call(a, 'POST', '/user/logout', { token, body: {} })).body.code).toBe(0);
    expect((await call(b, 'GET', '/user/info', { token })).body.code).toBe(50008);
  });

  it('a price changed on A is what B serves at once, though B had it cached', async () => {
    const list = await call<{ list: { id: number; price: number }[] }>(b, 'GET', '/quoteData/lists?rows=1&page=1&quote_code_id=1');
    const row = list.body.data.list[0];
    if (!row) throw new Error('no price seeded');
    await call(b, 'GET', `/quoteData/get?id=${row.id}`);
    expect((await call(b, 'GET', `/quoteData/get?id=${row.id}`)).cache).toBe('hit');
    const { body: signedIn } = await login(a, 'creator', creator?.password ?? '');
    const price = Math.round(row.price * 100 + 1234) / 100;
    const edit = await call(a, 'POST', '/quoteData/edit', { token: signedIn.data.token, body: { id: row.id, price } });
    expect(edit.body.code).toBe(0);
    const after = await call<{ price: number }>(b, 'GET', `/quoteData/get?id=${row.id}`);
    expect(after.cache).not.toBe('hit');
    expect(after.body.data.price).toBe(price);
  });

  it('carry a live event raised on A to a page connected to B', async () => {
    const { body: signedIn } = await login(a, 'oliver', 'member12345');
    const { body: lin } = await login(b, 'lin', 'member12345');
    const events: LiveEvent[] = [];
    const page = openLive({
      baseUrl: `${b.base}/api`,
      word: 'spw',
      secret: 'spw-dev-secret-change-me',
      getSession: () => ({ token: lin.data.token }),
      onEvent: (e) => events.push(e),
    });
    try {
      await expect.poll(() => events.map((e) => e.event)).toEqual(['ready']);
      const ready = events[0]?.data as { unread: { notifications: number; messages: number } };
      const sent = await call(a, 'POST', '/message/add', { token: signedIn.data.token, body: { receive_uid: 5, content: 'from node A' } });
      expect(sent.body.code).toBe(0);
      await expect
        .poll(() => events.at(-1), { timeout: 5000 })
        .toEqual({
          event: 'unread',
          data: { notifications: ready.unread.notifications + 1, messages: ready.unread.messages + 1 },
        });
    } finally {
      page.close();
    }
  });

  it('keep serving when A loses Redis, with its cache off, and recover when Redis is back', async () => {
    expect(a.output).not.toMatch(/Redis is (out of reach|back)/);
    proxy.cut();
    // A notices (its connection closes) and falls back to its own limits and no cache.
    await expect.poll(() => a.output, { timeout: 10_000 }).toMatch(/Redis is out of reach/);
    const read = await call(a, 'GET', '/webinfo/get');
    expect(read.body.code).toBe(0);
    expect((await call(a, 'GET', '/webinfo/get')).cache).not.toBe('hit');
    await proxy.mend();
    await expect.poll(() => a.output, { timeout: 15_000 }).toMatch(/Redis is back/);
    await call(a, 'GET', '/webinfo/get');
    expect((await call(a, 'GET', '/webinfo/get')).cache).toBe('hit');
  });

  it('ignore anything else published on their channel, and stay up', async () => {
    const publisher = new Redis(REDIS.toString());
    try {
      await publisher.publish(`${prefix}invalidate`, 'not json');
      await publisher.publish(`${prefix}invalidate`, JSON.stringify({ node: 'someone', tags: 5 }));
    } finally {
      publisher.disconnect();
    }
    await new Promise((r) => setTimeout(r, 300));
    for (const node of [a, b]) {
      expect(node.proc.exitCode, node.output).toBeNull();
      expect((await call(node, 'GET', '/webinfo/get')).body.code).toBe(0);
    }
  });

  it('lock an account after 10 wrong passwords, however the tries are spread', async () => {
    if (!sato) throw new Error('no sato');
    for (let i = 0; i < 10; i++) {
      expect((await login(i % 2 === 0 ? a : b, 'sato', `wrong-${i}`)).body.code, `try ${i + 1}`).not.toBe(40029);
    }
    expect((await login(b, 'sato', sato.password)).body.code).toBe(40029);
  });

  it('share the sign-in limit: 20 a minute per IP across both nodes', async () => {
    const before = logins;
    expect(before).toBeLessThan(20);
    const codes: number[] = [];
    while (logins < 22) codes.push((await login(logins % 2 === 0 ? a : b, `nobody-${logins}`, 'wrong-password')).body.code);
    // The 21st sign-in of this file and the next are refused, on whichever node is asked.
    expect(codes.slice(0, 20 - before).every((code) => code !== 40029)).toBe(true);
    expect(codes.slice(20 - before)).toEqual([40029, 40029]);
  });
});
