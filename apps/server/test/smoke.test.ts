import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('smoke', () => {
  it('serves banners', async () => {
    const res = await t.call<{ list: unknown[]; total: number }>('GET', '/banner/lists', { query: { rows: 5 } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.list).toHaveLength(5);
  });
  it('refuses a wrong api-token', async () => {
    const res = await t.call('GET', '/banner/lists', { sign: 'wrong' });
    expect(res.body.code).toBe(40101);
  });
});
