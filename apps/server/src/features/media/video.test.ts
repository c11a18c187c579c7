import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { DEMO_SERIES, DEMO_VIDEO } from '../../../test/good-calls.ts';
import { seriesEntries, seriesProgress } from './tables.ts';

// The demo seed (features/media/seed.ts): five videos (5 hidden), series 1 mixing videos and articles, series 2 hidden.
let t: TestServer;
let admin: string;
let lin: string;
let zhou: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.login('admin')).token;
  lin = (await t.login('lin')).token;
  zhou = (await t.login('zhou')).token;
});
afterAll(() => t.close());

describe('videos and series: reading', () => {
  it('lists the public videos newest first, by title in either language', async () => {
    const all = (await t.api.call('videoLists', {})).body.data;
    expect(all.list.map((v) => v.id)).toEqual([DEMO_VIDEO.making, DEMO_VIDEO.studio, DEMO_VIDEO.prices, DEMO_VIDEO.opening]);
    expect(all.list[0]).toMatchObject({ duration: 754, en_title: 'How platinum is made: from ore to jewellery' });
    const found = (await t.api.call('videoLists', { query: { keyword: 'three minutes' } })).body.data.list;
    expect(found.map((v) => v.id)).toEqual([DEMO_VIDEO.prices]);
    expect((await t.api.send('videoGet', { query: { id: DEMO_VIDEO.hidden }, lang: 'en' })).body).toMatchObject({
      code: 40004,
      msg: 'Video not found',
    });
  });

  it('shows a video with the series it is in and a few others', async () => {
    const v = (await t.api.call('videoGet', { query: { id: DEMO_VIDEO.studio } })).body.data;
    expect(v).toMatchObject({ source_type: 'mp4', source_url: '/demo/media/demo.mp4' });
    expect(v.series).toEqual([{ id: DEMO_SERIES.intro, title: '铂金入门', en_title: 'Platinum, from the start', count: 5 }]);
    expect(v.related.map((r) => r.id)).toEqual([DEMO_VIDEO.making, DEMO_VIDEO.prices, DEMO_VIDEO.opening]);
  });

  it('shows a series’ videos and articles in order, and a member’s progress through it', async () => {
    const s = (await t.api.call('seriesGet', { query: { id: DEMO_SERIES.intro } })).body.data;
    expect(s.entries.map((e) => `${e.kind}:${e.id}`)).toEqual(['video:1', 'article:1', 'video:2', 'article:3', 'video:3']);
    expect(s.entries[1]?.article?.title).toBeTruthy();
    expect(s.entries[0]?.video?.duration).toBe(754);
    const progress = (await t.api.call('seriesProgress', { query: { id: DEMO_SERIES.intro }, token: lin })).body.data;
    expect(progress).toEqual({
      series_id: DEMO_SERIES.intro,
      done: [
        { kind: 'video', id: 1 },
        { kind: 'article', id: 1 },
      ],
      total: 5,
    });
    expect((await t.api.send('seriesGet', { query: { id: DEMO_SERIES.hidden } })).body.code).toBe(40004);
  });
});

describe('series progress', () => {
  it('marks an entry finished once, and unmarks it', async () => {
    const body = { series_id: DEMO_SERIES.intro, kind: 'article' as const, id: 3, done: 1 as const };
    const once = (await t.api.call('seriesMark', { body, token: zhou })).body.data;
    expect(once.done).toEqual([{ kind: 'article', id: 3 }]);
    const twice = (await t.api.call('seriesMark', { body, token: zhou })).body.data;
    expect(twice.done).toHaveLength(1);
    const undone = (await t.api.call('seriesMark', { body: { ...body, done: 0 }, token: zhou })).body.data;
    expect(undone).toEqual({ series_id: DEMO_SERIES.intro, done: [], total: 5 });
  });

  it('refuses an entry that is not in the series, a hidden series and a visitor, writing nothing', async () => {
    const before = await t.snapshot();
    const notIn = await t.api.send('seriesMark', {
      body: { series_id: DEMO_SERIES.intro, kind: 'video', id: DEMO_VIDEO.opening, done: 1 },
      token: zhou,
      lang: 'en',
    });
    expect(notIn.body).toMatchObject({ code: 40004, msg: 'That is not part of this series' });
    const hidden = await t.api.send('seriesMark', { body: { series_id: DEMO_SERIES.hidden, kind: 'video', id: 1, done: 1 }, token: zhou });
    expect(hidden.body.code).toBe(40004);
    const visitor = await t.api.send('seriesMark', { body: { series_id: DEMO_SERIES.intro, kind: 'video', id: 1, done: 1 } });
    expect(visitor.body.code).toBe(40100);
    const wrongKind = await t.api.send('seriesMark', {
      body: { series_id: DEMO_SERIES.intro, kind: 'photo' as 'video', id: 1, done: 1 },
      token: zhou,
    });
    expect(wrongKind.body.code).toBe(40001);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('videos and series: the admins’ editors', () => {
  it('refuses a series with an entry twice or an unpublished article, and a video without a usable source', async () => {
    const creator = (await t.login('creator')).token;
    const before = await t.snapshot();
    const twice = await t.api.send('seriesAdd', {
      body: {
        title: '重复',
        entries: [
          { kind: 'video', id: 1 },
          { kind: 'video', id: 1 },
        ],
      },
      token: admin,
      lang: 'en',
    });
    expect(twice.body).toMatchObject({ code: 40001, data: { field: 'entries' } });
    const draft = await t.api.send('seriesAdd', {
      body: { title: '草稿', entries: [{ kind: 'article', id: 10 }] },
      token: admin,
      lang: 'en',
    });
    expect(draft.body).toMatchObject({ code: 40001, data: { field: 'entries' } });
    expect(draft.body.msg).toContain('article 10');
    const none = await t.api.send('videoAdd', { body: { title: '无地址', source_type: 'mp4', source_url: '' }, token: admin });
    expect(none.body.code).toBe(40001);
    const elsewhere = await t.api.send('videoAdd', {
      body: { title: '外站', source_type: 'mp4', source_url: 'https://elsewhere.example.net/a.mp4' },
      token: admin,
      lang: 'en',
    });
    expect(elsewhere.body).toMatchObject({ code: 40001, data: { field: 'source_url' } });
    expect(elsewhere.body.msg).toContain('MEDIA_ORIGINS');
    expect(
      (await t.api.send('videoAdd', { body: { title: 'x', source_type: 'mp4', source_url: '/demo/media/demo.mp4' }, token: creator })).body
        .code,
    ).toBe(40003);
    expect(await t.snapshot()).toEqual(before);
  });

  it('keeps members’ progress on the entries that stay when a series is changed, and drops a deleted video from it', async () => {
    // lin finished video 1 and article 1; the admins take article 1 out and put video 4 first.
    const edited = await t.api.call('seriesEdit', {
      body: {
        id: DEMO_SERIES.intro,
        title: '铂金入门',
        entries: [
          { kind: 'video', id: DEMO_VIDEO.opening },
          { kind: 'video', id: 1 },
          { kind: 'video', id: 2 },
          { kind: 'article', id: 3 },
        ],
      },
      token: admin,
    });
    expect(edited.body.data.entries.map((e) => `${e.kind}:${e.id}`)).toEqual(['video:4', 'video:1', 'video:2', 'article:3']);
    const progress = (await t.api.call('seriesProgress', { query: { id: DEMO_SERIES.intro }, token: lin })).body.data;
    expect(progress).toEqual({ series_id: DEMO_SERIES.intro, done: [{ kind: 'video', id: 1 }], total: 4 });

    // A hidden video leaves the readers' series (not the admins'), a deleted one leaves both.
    await t.api.call('videoPublish', { body: { id: DEMO_VIDEO.studio, is_public: 0 }, token: admin });
    const readers = (await t.api.call('seriesGet', { query: { id: DEMO_SERIES.intro } })).body.data;
    expect(readers.entries.map((e) => e.id)).toEqual([4, 1, 3]);
    const admins = (await t.api.call('seriesAdminGet', { query: { id: DEMO_SERIES.intro }, token: admin })).body.data;
    expect(admins.entries).toHaveLength(4);
    await t.api.call('videoDelete', { body: { id: 1 }, token: admin });
    const left = await t.db
      .select()
      .from(seriesEntries)
      .where(and(eq(seriesEntries.kind, 'video'), eq(seriesEntries.refId, 1)));
    expect(left).toEqual([]);
    const progressLeft = await t.db
      .select()
      .from(seriesProgress)
      .where(and(eq(seriesProgress.kind, 'video'), eq(seriesProgress.refId, 1)));
    expect(progressLeft).toEqual([]);
  });
});
