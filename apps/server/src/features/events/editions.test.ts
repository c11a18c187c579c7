import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/index.ts';
import { currentDates } from './seed.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('editions', () => {
  it('lists every edition newest first, one current, with its guest and group counts', async () => {
    const res = await t.api.call('eventsLists');
    expect(res.body.code).toBe(0);
    const list = res.body.data.list;
    // The current edition is dated from the day the demo was seeded (always ahead).
    const current = currentDates();
    expect(list.map((e) => [e.id, e.year])).toEqual([
      [14, current.year],
      [13, 2024],
      [9, 2023],
      [7, 2022],
      [1, 2021],
    ]);
    expect(list.filter((e) => e.is_current).map((e) => e.id)).toEqual([14]);
    for (const edition of list) {
      const [guests] = await t.db.select({ n: count() }).from(schema.eventsGuests).where(eq(schema.eventsGuests.eventsId, edition.id));
      const [groups] = await t.db
        .select({ n: count() })
        .from(schema.eventsGuestGroups)
        .where(eq(schema.eventsGuestGroups.eventsId, edition.id));
      expect([edition.id, edition.guest_amount, edition.group_amount]).toEqual([edition.id, guests?.n, groups?.n]);
      expect(edition.start_date <= edition.end_date).toBe(true);
    }
  });

  it('gives one edition, and says so in the request language when there is none', async () => {
    const res = await t.api.call('eventsGet', { query: { id: 9 } });
    expect(res.body.data).toMatchObject({ id: 9, year: 2023, is_current: false });
    expect(res.body.data.guest_amount).toBeGreaterThan(0);
    expect((await t.api.call('eventsGet', { query: { id: 999 }, lang: 'zh' })).body).toMatchObject({ code: 40004, msg: '活动不存在' });
    expect((await t.api.call('eventsGet', { query: { id: 999 }, lang: 'en' })).body).toMatchObject({
      code: 40004,
      msg: 'Event not found',
    });
  });
});
