import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { operations } from '@spw/api';
import { inject } from 'vitest';
import { InlineJobs } from '../src/adapters/jobs.ts';
import { FileOutbox } from '../src/adapters/outbox.ts';
import type { WechatAuth } from '../src/adapters/wechat.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database, type Db } from '../src/db/index.ts';
import { apiTokenFor } from '../src/http/auth.ts';
import { loadSpec } from '../src/http/spec.ts';
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
  /** The body's bytes (an XLSX file). */
  bytes: Buffer;
  headers: Record<string, unknown>;
}

/** An operation of the contract, by its operationId (packages/api's generated `operations`). */
export type OperationId = keyof operations;
type Op<Id extends OperationId> = operations[Id];
/** The JSON body the operation takes. */
export type BodyOf<Id extends OperationId> = Op<Id> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** The query the operation takes. */
export type QueryOf<Id extends OperationId> = Op<Id> extends { parameters: { query?: infer Q } } ? Q : never;
/** The `data` of the operation's envelope `{ code, msg, data }` (what a successful call returns). */
export type DataOf<Id extends OperationId> =
  Op<Id> extends { responses: { 200: { content: { 'application/json': infer E } } } } ? (E extends { data: infer D } ? D : null) : unknown;

type QueryPart<Id extends OperationId> =
  Op<Id> extends { parameters: { query: infer Q } }
    ? [Q] extends [never]
      ? { query?: never }
      : { query: Q }
    : [QueryOf<Id>] extends [never]
      ? { query?: never }
      : { query?: QueryOf<Id> };
type BodyPart<Id extends OperationId> =
  Op<Id> extends { requestBody: { content: { 'application/json': infer B } } }
    ? { body: B }
    : [BodyOf<Id>] extends [never]
      ? { body?: never }
      : { body?: BodyOf<Id> };
/** Who calls and how: everything of CallOptions but the body and query, which the operation types. */
type Caller = Omit<CallOptions, 'query' | 'body' | 'payload'>;
export type ApiCallOptions<Id extends OperationId> = QueryPart<Id> & BodyPart<Id> & Caller;
type RequiredArgs<T> = Partial<T> extends T ? [opts?: T] : [opts: T];

export interface Api {
  /**
   * Calls an operation by its operationId with the body and query the contract gives it (required
   * when the operation requires them), and returns the envelope with `data` typed by the contract:
   *
   *   const res = await t.api.call('friendFollow', { token, body: { follow_uid: 8, type: 'uid' } });
   *   res.body.data.fans_amount; // number
   *
   * `data` is the answer of a successful call; a refused one (code ≠ 0) carries the error's data.
   */
  call<Id extends OperationId>(id: Id, ...opts: RequiredArgs<ApiCallOptions<Id>>): Promise<CallResult<DataOf<Id>>>;
  /**
   * The same call with any body and query: for inputs the contract refuses (wrong types, missing
   * fields), and for bodies that leave out a field with a default (openapi-typescript types those
   * as required). As with `call`, `data` is typed as the operation's answer: check `code` first.
   */
  send<Id extends OperationId>(id: Id, opts?: CallOptions): Promise<CallResult<DataOf<Id>>>;
  /** The method and path of an operation. */
  route(id: OperationId): { method: 'GET' | 'POST'; path: string };
}

let routes: Map<string, { method: 'GET' | 'POST'; path: string }> | undefined;
/** operationId → method and path, read from the contract the server itself serves. */
function routeOf(id: string): { method: 'GET' | 'POST'; path: string } {
  if (!routes) {
    routes = new Map();
    for (const op of loadSpec().operations.values()) {
      if (op.method !== 'GET' && op.method !== 'POST') throw new Error(`${op.operationId}: the harness calls GET and POST only`);
      routes.set(op.operationId, { method: op.method, path: op.path });
    }
  }
  const route = routes.get(id);
  if (!route) throw new Error(`no operation ${id} in the contract`);
  return route;
}

export interface TestServer {
  server: Server;
  db: Db;
  config: Config;
  outbox: FileOutbox;
  dataDir: string;
  call<T = unknown>(method: 'GET' | 'POST', url: string, opts?: CallOptions): Promise<CallResult<T>>;
  /** Calls by operationId, typed by the contract (see Api). */
  api: Api;
  /** Signs in a demo account by username and returns its token. */
  login(username: string): Promise<{ token: string; id: number }>;
  /** Row counts and checksums of every table, to prove a refused write changed nothing. */
  snapshot(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** A database of its own for one test server: a copy of the seeded template (test/global-setup.ts). */
export async function freshDatabase(
  template: string | null = inject('templateDatabase'),
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = inject('databaseUrl');
  const name = `spw_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  // A copy of the template is migrated already; an empty database is migrated as a new install is.
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), migrate: !template, poolSize: 5 });
  return {
    database,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface TestServerOptions {
  env?: Record<string, string>;
  wechat?: WechatAuth;
  /** 'queue': background jobs go through the PostgreSQL queue, as in production (default inline). */
  jobs?: 'inline' | 'queue';
}

export async function createTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMIT: 'off', PUBLIC_CACHE_TTL_MS: '0', ...opts.env });
  const { database, drop } = await freshDatabase();
  const outbox = new FileOutbox(path.join(dataDir, 'outbox'));
  // Jobs run inline, so a test reads the outbox right after the call (test/jobs.test.ts tries the queue).
  const jobs = opts.jobs === 'queue' ? undefined : new InlineJobs((_level, message) => console.warn(message));
  const server = await createServer(config, {
    database,
    outbox,
    ...(jobs ? { jobs } : {}),
    seed: false,
    catchUp: false,
    ...(opts.wechat ? { wechat: opts.wechat } : {}),
  });
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
    return { status: res.statusCode, body: body as never, raw: res.body, bytes: res.rawPayload, headers: res.headers };
  };

  const api: Api = {
    route: routeOf,
    call(id, ...opts) {
      const { method, path: url } = routeOf(id);
      return call(method, url, (opts[0] ?? {}) as CallOptions);
    },
    send(id, opts) {
      const { method, path: url } = routeOf(id);
      return call(method, url, opts);
    },
  };

  return {
    server,
    db,
    config,
    outbox,
    dataDir,
    call,
    api,
    async login(username) {
      const user = DEMO_USERS.find((u) => u.username === username);
      if (!user) throw new Error(`no demo user ${username}`);
      const res = await api.call('userLogin', { body: { type: 'password', username, password: user.password } });
      if (res.body.code !== 0) throw new Error(`login ${username} failed: ${res.raw}`);
      return { token: res.body.data.token, id: res.body.data.id };
    },
    async snapshot() {
      const tables = (await db.execute(
        sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
      )) as unknown as { rows: { table_name: string }[] } | { table_name: string }[];
      const names = (Array.isArray(tables) ? tables : tables.rows).map((r) => r.table_name);
      // Every table's count and digest in one statement: the access and contract suites take two
      // snapshots per refused call, and one round trip per table made them most of their time.
      const digest = names
        .map(
          (name) =>
            `SELECT '${name}' AS name, count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${name}" t`,
        )
        .join(' UNION ALL ');
      const res = (await db.execute(sql.raw(digest))) as unknown as
        { rows: { name: string; n: number; h: string }[] } | { name: string; n: number; h: string }[];
      const out: Record<string, string> = {};
      for (const row of Array.isArray(res) ? res : res.rows) out[row.name] = `${row.n}:${row.h}`;
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
