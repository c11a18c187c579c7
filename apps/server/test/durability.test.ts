import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiTokenFor } from '../src/http/auth.ts';
import { DEMO_USERS } from '../src/seed/demo.ts';
import { dbKind } from './harness.ts';

/**
 * Kills the real server with SIGKILL in the middle of a burst of writes, restarts it on the same
 * data, and checks that every acknowledged write is there and every counter agrees with its rows.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const port = 19_000 + (process.pid % 500) + (dbKind() === 'postgres' ? 500 : 0);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-durable-'));
let dbName: string | undefined;

async function databaseEnv(): Promise<Record<string, string>> {
  if (dbKind() !== 'postgres') return {};
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const pg = await import('pg');
  dbName = `spw_durable_${process.pid}`;
  const admin = new pg.default.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return { DATABASE_URL: u.toString() };
}

function start(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function ready(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

async function api<T>(method: string, url: string, token?: string, body?: unknown): Promise<{ code: number; data: T }> {
  const ts = String(Date.now());
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      timestamp: ts,
      'api-token': apiTokenFor('spw', ts, 'spw-dev-secret-change-me'),
      ...(token ? { 'user-token': token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { code: number; data: T };
}

let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (dbName && process.env.TEST_DATABASE_URL) {
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
});

describe('durability', () => {
  it('keeps every acknowledged write across a SIGKILL', { timeout: 120_000 }, async () => {
    const env = await databaseEnv();
    child = start(env);
    await ready(child);

    const members = ['lin', 'oliver', 'zhou', 'sato'];
    const tokens: Record<string, { token: string; id: number }> = {};
    for (const name of members) {
      const password = DEMO_USERS.find((u) => u.username === name)?.password;
      const res = await api<{ token: string; id: number }>('POST', '/user/login', undefined, {
        type: 'password',
        username: name,
        password,
      });
      expect(res.code).toBe(0);
      tokens[name] = res.data;
    }

    const ackedMessages: string[] = [];
    /** The last acknowledged follow state of each (follower, target) pair, and whether a call was in flight. */
    const pairs = new Map<string, { state: boolean | undefined; inFlight: boolean }>();
    let stop = false;

    const messageWorker = async (from: string, to: string) => {
      for (let i = 0; !stop; i++) {
        const content = `durable ${from}->${to} #${i} ${Math.random().toString(36).slice(2)}`;
        try {
          const res = await api('POST', '/message/add', tokens[from]?.token, { receive_uid: tokens[to]?.id, content });
          if (res.code === 0) ackedMessages.push(content);
        } catch {
          return; // the server is gone
        }
      }
    };
    const followWorker = async (from: string, targetId: number) => {
      const key = `${from}->${targetId}`;
      const entry = { state: undefined as boolean | undefined, inFlight: false };
      pairs.set(key, entry);
      for (let i = 0; !stop; i++) {
        const follow = i % 2 === 0;
        entry.inFlight = true;
        try {
          const res = await api('POST', follow ? '/friend/follow' : '/friend/unfollow', tokens[from]?.token, {
            follow_uid: targetId,
            type: 'uid',
          });
          if (res.code === 0) entry.state = follow;
          entry.inFlight = false;
        } catch {
          return;
        }
      }
    };

    const workers = [
      messageWorker('lin', 'oliver'),
      messageWorker('oliver', 'lin'),
      messageWorker('zhou', 'sato'),
      followWorker('lin', 2),
      followWorker('oliver', 2),
      followWorker('zhou', 2),
      followWorker('sato', 3),
      followWorker('lin', 8),
    ];
    await new Promise((r) => setTimeout(r, 2500));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    const killed = child;
    if (killed.exitCode === null && killed.signalCode === null) await new Promise((r) => killed.once('exit', r));
    expect(ackedMessages.length).toBeGreaterThan(10);

    child = start(env);
    await ready(child);

    const stored = new Set<string>();
    for (const name of members) {
      for (let page = 1; ; page++) {
        const res = await api<{ list: { content: string }[]; total: number }>(
          'GET',
          `/message/lists?box=sent&rows=100&page=${page}`,
          tokens[name]?.token,
        );
        expect(res.code).toBe(0);
        for (const m of res.data.list) stored.add(m.content);
        if (page * 100 >= res.data.total) break;
      }
    }
    const lost = ackedMessages.filter((c) => !stored.has(c));
    expect(lost).toEqual([]);

    for (const [key, entry] of pairs) {
      if (entry.state === undefined || entry.inFlight) continue;
      const [from, target] = key.split('->');
      const rel = await api<{ is_follow: boolean }>('GET', `/friend/get?follow_uid=${target}`, tokens[from ?? '']?.token);
      expect(rel.data.is_follow, key).toBe(entry.state);
    }

    for (const uid of [2, 3, 5, 6, 7, 8]) {
      const stat = await api<{ fans_amount: number; follow_amount: number }>('GET', `/userstat/get?uid=${uid}`);
      const fans = await api<{ total: number }>('GET', `/friend/lists?uid=${uid}&t=fans&rows=1`);
      const follows = await api<{ total: number }>('GET', `/friend/lists?uid=${uid}&t=follow&rows=1`);
      expect(stat.data.fans_amount, `fans of ${uid}`).toBe(fans.data.total);
      expect(stat.data.follow_amount, `follows of ${uid}`).toBe(follows.data.total);
    }
  });
});
