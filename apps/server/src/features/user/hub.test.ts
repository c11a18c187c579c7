import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../../../test/factories.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

// The demo seed: lin (uid 5) liked and favourited two published articles and subscribes to columns 1 and 2.
let t: TestServer;
let lin: string;
beforeAll(async () => {
  t = await createTestServer();
  lin = (await t.login('lin')).token;
});
afterAll(() => t.close());

const hub = async (token: string) => (await t.api.call('userMy', { token })).body.data;
const marked = async (token: string, kind: 'favorite' | 'like') =>
  (await t.api.call('articleMarkedLists', { token, query: { kind, rows: 50 } })).body.data;

describe("the member's hub", () => {
  it('counts what its lists hold', async () => {
    const counts = await hub(lin);
    const [favorites, likes, columns, regs] = await Promise.all([
      marked(lin, 'favorite'),
      marked(lin, 'like'),
      t.api.call('columnUserMine', { token: lin, query: { rows: 50 } }).then((r) => r.body.data),
      t.api.call('eventsRegLists', { token: lin }).then((r) => r.body.data),
    ]);
    expect(counts.favorites).toBe(favorites.total);
    expect(counts.likes).toBe(likes.total);
    expect(counts.subscriptions).toBe(columns.total);
    expect(counts.registrations).toBe(regs.list.length);
    expect(counts.likes).toBeGreaterThanOrEqual(2);
    expect(columns.list.map((c) => c.id)).toEqual(expect.arrayContaining([1, 2]));
    expect(columns.list.every((c) => c.is_subscribe)).toBe(true);
    const stat = (await t.api.call('userstatGet', { query: { uid: 5 } })).body.data;
    expect(counts).toMatchObject({ follow_amount: stat.follow_amount, fans_amount: stat.fans_amount });
  });

  it('puts the latest mark first and drops an article once unmarked', async () => {
    const before = await marked(lin, 'like');
    const all = (await t.api.call('articleLists', { query: { rows: 50 } })).body.data.list;
    const fresh = all.find((a) => !before.list.some((m) => m.id === a.id));
    if (!fresh) throw new Error('no article lin has not liked');
    await t.api.call('articleLike', { token: lin, body: { id: fresh.id } });
    const after = await marked(lin, 'like');
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ id: fresh.id, title: fresh.title });
    expect(Date.parse(after.list[0]?.marked_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await hub(lin)).likes).toBe(after.total);
    await t.api.call('articleUnlike', { token: lin, body: { id: fresh.id } });
    expect((await marked(lin, 'like')).list.some((m) => m.id === fresh.id)).toBe(false);
  });

  it("shows only the member's own marks and subscriptions; a new member's hub is empty", async () => {
    const fresh = await member(t);
    expect(await hub(fresh.token)).toMatchObject({ favorites: 0, likes: 0, subscriptions: 0, registrations: 0, unread_messages: 0 });
    expect((await marked(fresh.token, 'favorite')).list).toEqual([]);
    await t.api.call('columnUserSubscribe', { token: fresh.token, body: { column_id: 3 } });
    const mine = (await t.api.call('columnUserMine', { token: fresh.token })).body.data;
    expect(mine.list.map((c) => c.id)).toEqual([3]);
  });

  it('refuses visitors and a wrong kind', async () => {
    expect((await t.api.send('userMy', {})).body.code).not.toBe(0);
    expect((await t.api.send('columnUserMine', {})).body.code).not.toBe(0);
    const wrong = await t.api.send('articleMarkedLists', { token: lin, query: { kind: 'share' as 'like' }, lang: 'en' });
    expect(wrong.body.code).toBe(40001);
  });
});
