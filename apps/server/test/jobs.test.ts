// The job queue (adapters/jobs.ts) on a real PostgreSQL: jobs outlive the node that took them,
// run once however many nodes work, are retried after a failure, and carry the site's mail.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueueJobs, type JobHandlers, type Jobs } from '../src/adapters/jobs.ts';
import type { OutboxMessage } from '../src/adapters/outbox.ts';
import type { Database } from '../src/db/index.ts';
import { createTestServer, freshDatabase } from './harness.ts';

let fresh: { database: Database; drop: () => Promise<void> };
const running: Jobs[] = [];

beforeAll(async () => {
  fresh = await freshDatabase();
});
afterEach(async () => {
  for (const jobs of running.splice(0)) await jobs.close();
});
afterAll(async () => {
  await fresh.database.close();
  await fresh.drop();
});

const message = (to: string): OutboxMessage => ({ channel: 'email', to, subject: 'Test', text: `hello ${to}` });

/** A node's worker: its own QueueJobs on the shared database, sending into `sent`. */
async function node(send: (m: OutboxMessage) => Promise<void>): Promise<Jobs> {
  const jobs = new QueueJobs(
    () => fresh.database.pool,
    () => undefined,
    { pollIntervalMs: 200, cron: false },
  );
  const handlers: JobHandlers = {
    'outbox:send': send,
    'orders:expire': async () => undefined,
    'document:previews': async () => undefined,
    'broadcast:remind': async () => undefined,
    'netdisk:purge': async () => undefined,
  };
  await jobs.start(handlers);
  running.push(jobs);
  return jobs;
}

describe('the job queue', () => {
  it('keeps a job that failed on a node that then stopped, and another node sends it', { timeout: 30_000 }, async () => {
    let tries = 0;
    const a = await node(async () => {
      tries += 1;
      throw new Error('gateway down');
    });
    await a.add('outbox:send', message('retry@spw.example'));
    await expect.poll(() => tries, { timeout: 5000 }).toBe(1);
    await a.close();
    const sent: string[] = [];
    await node(async (m) => {
      sent.push(m.to);
    });
    // The retry comes due after graphile-worker's backoff (about 3 s after the first try).
    await expect.poll(() => sent, { timeout: 20_000, interval: 200 }).toEqual(['retry@spw.example']);
    expect(tries).toBe(1);
  });

  it('runs each job once when two nodes take jobs from it', { timeout: 30_000 }, async () => {
    const seen: string[] = [];
    const record = async (m: OutboxMessage) => {
      seen.push(m.to);
      await new Promise((r) => setTimeout(r, 5));
    };
    const [a] = [await node(record), await node(record)];
    const addresses = Array.from({ length: 30 }, (_, i) => `n${i}@spw.example`);
    await Promise.all(addresses.map((to) => a?.add('outbox:send', message(to))));
    await expect.poll(() => seen.length, { timeout: 20_000 }).toBe(30);
    await new Promise((r) => setTimeout(r, 500));
    expect([...seen].sort()).toEqual([...addresses].sort());
  });
});

describe('a verification code', () => {
  it('is answered at once and reaches the outbox through the queue', { timeout: 30_000 }, async () => {
    const t = await createTestServer({ jobs: 'queue' });
    try {
      expect(t.server.deps.jobs.kind).toBe('queue');
      const res = await t.api.call('userSendCode', { body: { channel: 'email', scene: 'reg', email: 'queued@spw.example' } });
      expect(res.body.code).toBe(0);
      await expect.poll(async () => (await t.outbox.latest('queued@spw.example'))?.text ?? '', { timeout: 10_000 }).toMatch(/\b\d{6}\b/);
    } finally {
      await t.close();
    }
  });
});
