import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('banners and site settings', () => {
  it('serves the five index banners in order and the ticker settings', async () => {
    const res = await t.api.call('bannerLists', {
      query: { rows: 5, position: 'index', platform: 'web', type: 'banner' },
    });
    expect(res.body.data.total).toBe(5);
    expect(res.body.data.list[0]?.url_web).toBe('/events/index?events_id=14');
    const moment = await t.api.call('bannerLists', { query: { position: 'moment' } });
    expect(moment.body.data.total).toBe(1);
    const info = await t.api.call('webinfoGet', { lang: 'en' });
    expect(info.body).toMatchObject({ code: 0, msg: 'OK', data: { quote: { is_open: 1, need_role: '' }, current_events_id: 14 } });
  });
});

describe('competitions', () => {
  it('computes timing and filters by it', async () => {
    const all = await t.api.call('competitionLists', { query: { rows: 20 } });
    const timing = Object.fromEntries(all.body.data.list.map((c) => [c.id, c.timing]));
    expect(timing).toEqual({ 1: 2, 2: 2, 3: 0, 4: 1 });
    const running = await t.api.call('competitionLists', { query: { timing: 1 } });
    expect(running.body.data.list.map((c) => c.id)).toEqual([4]);
    const ended = await t.api.call('competitionLists', { query: { timing: 2 } });
    expect(ended.body.data.total).toBe(2);
    const four = await t.api.call('competitionGet', {
      query: { id: 4 },
    });
    expect(four.body.data.title).toBe('2025 铂金首饰设计大赛');
    expect(four.body.data.extra_sponsor).toHaveLength(2);
    expect((await t.api.call('competitionGet', { query: { id: 404 }, lang: 'en' })).body).toMatchObject({
      code: 40004,
      msg: 'Competition not found',
    });
    const search = await t.api.call('competitionLists', { query: { keyword: '100%_' } });
    expect(search.body.data.total).toBe(0);
  });
});

describe('event guests', () => {
  it('groups the guests of every edition, in group order', async () => {
    for (const eventsId of [1, 7, 9, 13, 14]) {
      const res = await t.api.call('eventsGuestLists', {
        query: { events_id: eventsId },
      });
      expect(res.body.code).toBe(0);
      expect(res.body.data.groups.length).toBe(5);
      const order = res.body.data.groups.map((g) => g.id);
      const seen = res.body.data.list.map((g) => order.indexOf(g.group_id));
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
      expect(res.body.data.total).toBe(res.body.data.list.length);
    }
    // Every seeded guest has an English name (an English page shows no Chinese names from the demo).
    const some = await t.api.call('eventsGuestLists', { query: { events_id: 9 } });
    expect(some.body.data.list.filter((g) => g.en_name === '')).toEqual([]);
  });

  it('answers 40004 for an unknown edition or guest', async () => {
    expect((await t.api.call('eventsGuestLists', { query: { events_id: 2 } })).body).toMatchObject({ code: 40004, msg: '活动不存在' });
    expect((await t.api.call('eventsGuestGet', { query: { id: 99999 } })).body).toMatchObject({ code: 40004, msg: '嘉宾不存在' });
    const one = await t.api.call('eventsGuestGet', { query: { id: 1 } });
    expect(one.body.data).toMatchObject({ id: 1, events_id: 1 });
  });
});

describe('columns', () => {
  it('lists columns with their authors and finds by keyword', async () => {
    const res = await t.api.call('columnLists');
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.list[0]).toMatchObject({ name: '铂金市场周报', nickname: '铂族金属研究院' });
    expect(res.body.data.list.every((c) => c.userid === c.uid)).toBe(true);
    const found = await t.api.call('columnLists', { query: { keyword: 'palladium' } });
    expect(found.body.data.total).toBe(1);
    const byAuthor = await t.api.call('columnLists', { query: { uid: 3 } });
    expect(byAuthor.body.data.total).toBe(1);
  });
});

describe('demo pictures', () => {
  it('draws avatars and banners as SVG with a strict policy', async () => {
    const res = await t.server.app.inject({ method: 'GET', url: '/demo/avatars/lin.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<svg');
    expect((await t.server.app.inject({ method: 'GET', url: '/demo/avatars/%3Cscript%3E.svg' })).statusCode).toBe(404);
  });
});
