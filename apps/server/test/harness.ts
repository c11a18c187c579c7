import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { FileOutbox } from '../src/adapters/outbox.ts';
import type { WechatAuth } from '../src/adapters/wechat.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, schema, type Database, type Db } from '../src/db/index.ts';
import { apiTokenFor } from '../src/http/auth.ts';
import { createServer, type Server } from '../src/server.ts';
import { DEMO_USERS } from '../src/seed/demo.ts';
import { withDatabase } from './global-setup.ts';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A raw body sent as is (malformed JSON, multipart). */
  payload?: string | Buffer;
  token?: string;
  lang?: 'zh' | 'en';
  headers?: Record<string, string>;
  contentType?: string;
  /** Leave out or spoil the signed headers. */
  sign?: 'ok' | 'none' | 'stale' | 'wrong';
}

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  raw: string;
  headers: Record<string, unknown>;
}

export interface TestServer {
  server: Server;
  db: Db;
  config: Config;
  outbox: FileOutbox;
  dataDir: string;
  call<T = unknown>(method: 'GET' | 'POST', url: string, opts?: CallOptions): Promise<CallResult<T>>;
  /** Signs in a demo account by username and returns its token. */
  login(username: string): Promise<{ token: string; id: number }>;
  /** Row counts and checksums of every table, to prove a refused write changed nothing. */
  snapshot(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export const dbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (dbKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const name = `spw_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), migrate: false, poolSize: 5 });
    return {
      database,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const blob = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const client = new PGlite({ loadDataDir: blob });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return { database: { db, kind: 'pglite', exclusive: (fn) => fn(), close: () => client.close() }, drop: async () => {} };
}

export interface TestServerOptions {
  env?: Record<string, string>;
  wechat?: WechatAuth;
}

export async function createTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMIT: 'off', PUBLIC_CACHE_TTL_MS: '0', ...opts.env });
  const { database, drop } = await freshDatabase();
  const outbox = new FileOutbox(path.join(dataDir, 'outbox'));
  const server = await createServer(config, { database, outbox, seed: false, ...(opts.wechat ? { wechat: opts.wechat } : {}) });
  const db = database.db;

  const call: TestServer['call'] = async (method, url, o = {}) => {
    const ts = o.sign === 'stale' ? Date.now() - 10 * 60_000 : Date.now();
    const headers: Record<string, string> = { lang: o.lang ?? 'zh', ...o.headers };
    if (o.sign !== 'none') {
      headers.timestamp = String(ts);
      headers['api-token'] =
        o.sign === 'wrong' ? apiTokenFor('nope', ts, 'nope') : apiTokenFor(config.apiTokenWord, ts, config.apiTokenSecret);
    }
    if (o.token) headers['user-token'] = o.token;
    let payload: string | Buffer | undefined = o.payload;
    if (payload === undefined && o.body !== undefined) {
      payload = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    if (o.contentType) headers['content-type'] = o.contentType;
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) query[k] = String(v);
    const res = await server.app.inject({ method, url: `/api${url}`, query, headers, ...(payload !== undefined ? { payload } : {}) });
    let body: Envelope = { code: -1, msg: 'not json', data: null };
    try {
      body = JSON.parse(res.body) as Envelope;
    } catch {
      /* CSV and other non-JSON bodies stay in raw */
    }
    return { status: res.statusCode, body: body as never, raw: res.body, headers: res.headers };
  };

  return {
    server,
    db,
    config,
    outbox,
    dataDir,
    call,
    async login(username) {
      const user = DEMO_USERS.find((u) => u.username === username);
      if (!user) throw new Error(`no demo user ${username}`);
      const res = await call<{ token: string; id: number }>('POST', '/user/login', {
        body: { type: 'password', username, password: user.password },
      });
      if (res.body.code !== 0) throw new Error(`login ${username} failed: ${res.raw}`);
      return { token: res.body.data.token, id: res.body.data.id };
    },
    async snapshot() {
      const tables = (await db.execute(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
      )) as unknown as { rows: { table_name: string }[] } | { table_name: string }[];
      const names = (Array.isArray(tables) ? tables : tables.rows).map((r) => r.table_name);
      const out: Record<string, string> = {};
      for (const name of names) {
        const res = (await db.execute(
          sql.raw(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${name}" t`),
        )) as unknown as { rows: { n: number; h: string }[] } | { n: number; h: string }[];
        const row = (Array.isArray(res) ? res : res.rows)[0];
        out[name] = `${row?.n}:${row?.h}`;
      }
      return out;
    },
    async close() {
      await server.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ids of the demo accounts, in seed order (1 admin, 2 creator, 3 reviewer, 4 shop, 5 lin, 6 oliver, 7 zhou, 8 sato). */
export const DEMO_ID = { admin: 1, creator: 2, reviewer: 3, shop: 4, lin: 5, oliver: 6, zhou: 7, sato: 8, staff: 9 } as const;
