import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { DEMO_BROADCAST } from '../../../test/good-calls.ts';
import { notifications } from '../social/tables.ts';
import { sendReminders, statusOf } from './broadcast.ts';
import { broadcastReminders, broadcasts } from './tables.ts';

// The demo seed (features/media/seed.ts): streams around the seed's moment, lin and oliver waiting for `hydrogen`.
let t: TestServer;
let admin: string;
let lin: string;
let oliver: string;
let zhou: string;
beforeAll(async () => {
  t = await createTestServer({ env: { MEDIA_ORIGINS: 'https://cdn.example.com', EMBED_ORIGINS: 'https://player.example.org' } });
  admin = (await t.login('admin')).token;
  lin = (await t.login('lin')).token;
  oliver = (await t.login('oliver')).token;
  zhou = (await t.login('zhou')).token;
});
afterAll(() => t.close());

const HOUR = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const stream = {
  title: '测试直播',
  en_title: 'Test stream',
  start_time: iso(48 * HOUR),
  end_time: iso(49 * HOUR),
  source_type: 'hls' as 'hls' | 'mp4' | 'embed',
  source_url: '/demo/media/demo.m3u8',
};

describe('live streams: reading', () => {
  it('says a stream’s status from its times', () => {
    const start = new Date('2026-11-27T02:00:00Z');
    const end = new Date('2026-11-27T03:00:00Z');
    expect(statusOf(start, end, start.getTime() - 1)).toBe(0);
    expect(statusOf(start, end, start.getTime())).toBe(1);
    expect(statusOf(start, end, end.getTime() - 1)).toBe(1);
    expect(statusOf(start, end, end.getTime())).toBe(2);
  });

  it('lists the public streams: in progress, then to come (soonest first), then closed (newest first)', async () => {
    const all = (await t.api.call('broadcastLists', {})).body.data;
    expect(all.list.map((b) => b.id)).toEqual([
      DEMO_BROADCAST.weekly,
      DEMO_BROADCAST.hydrogen,
      DEMO_BROADCAST.exhibitors,
      DEMO_BROADCAST.opening,
      DEMO_BROADCAST.design,
      DEMO_BROADCAST.recycling,
    ]);
    expect(all.list.map((b) => b.status)).toEqual([1, 0, 0, 2, 2, 2]);
    expect(all.list.map((b) => b.has_replay)).toEqual([false, false, false, true, true, false]);
    expect(all.list[1]).toMatchObject({ remind_amount: 2, en_title: 'Hydrogen and iridium: will electrolysers change PGM supply?' });
    const coming = (await t.api.call('broadcastLists', { query: { status: 0 } })).body.data.list;
    expect(coming.map((b) => b.id)).toEqual([DEMO_BROADCAST.hydrogen, DEMO_BROADCAST.exhibitors]);
    const closed = (await t.api.call('broadcastLists', { query: { status: 2, rows: 2 } })).body.data;
    expect(closed.list.map((b) => b.id)).toEqual([DEMO_BROADCAST.opening, DEMO_BROADCAST.design]);
    expect(closed.total).toBe(3);
    const found = (await t.api.call('broadcastLists', { query: { keyword: 'iridium' } })).body.data.list;
    expect(found.map((b) => b.id)).toEqual([DEMO_BROADCAST.hydrogen]);
    expect((await t.api.send('broadcastLists', { query: { status: 3 as 0 } })).body.code).toBe(40001);
  });

  it('shows one public stream with its source, speakers and published related articles, in order', async () => {
    const b = (await t.api.call('broadcastGet', { query: { id: DEMO_BROADCAST.opening } })).body.data;
    expect(b).toMatchObject({ status: 2, has_replay: true, source_type: 'hls', replay_url: '/demo/media/demo.m3u8' });
    expect(b.speakers.map((s) => s.en_name)).toEqual(['Chen Jiawen', 'Oliver Hughes', 'Lin Xiaoyu']);
    expect(b.articles.map((a) => a.id)).toEqual([1, 4, 5]);
    const hidden = await t.api.send('broadcastGet', { query: { id: DEMO_BROADCAST.hidden }, lang: 'en' });
    expect(hidden.body).toMatchObject({ code: 40004, msg: 'Live stream not found' });
  });
});

describe('live streams: reminders', () => {
  it('lets a member ask once for a stream to come, and stop asking', async () => {
    const id = DEMO_BROADCAST.exhibitors;
    const on = await t.api.send('broadcastRemind', { body: { id, on: 1 }, token: zhou });
    expect(on.body).toMatchObject({ code: 0, msg: '预约成功，开播时会通知你', data: { id, reminded: true, remind_amount: 1 } });
    const again = await t.api.call('broadcastRemind', { body: { id, on: 1 }, token: zhou });
    expect(again.body.data.remind_amount).toBe(1);
    expect((await t.api.call('broadcastReminders', { token: zhou })).body.data.ids).toEqual([id]);
    expect((await t.api.call('broadcastGet', { query: { id } })).body.data.remind_amount).toBe(1);
    const off = await t.api.call('broadcastRemind', { body: { id, on: 0 }, token: zhou });
    expect(off.body.data).toMatchObject({ reminded: false, remind_amount: 0 });
    expect((await t.api.call('broadcastReminders', { token: zhou })).body.data.ids).toEqual([]);
    expect((await t.api.call('broadcastReminders', { token: lin })).body.data.ids).toEqual([DEMO_BROADCAST.hydrogen]);
  });

  it('refuses a reminder for a stream that started, a hidden one, and a visitor', async () => {
    const before = await t.snapshot();
    const started = await t.api.send('broadcastRemind', { body: { id: DEMO_BROADCAST.weekly, on: 1 }, token: zhou, lang: 'en' });
    expect(started.body).toMatchObject({ code: 40009, msg: 'This live stream has already started' });
    const hidden = await t.api.send('broadcastRemind', { body: { id: DEMO_BROADCAST.hidden, on: 1 }, token: zhou });
    expect(hidden.body.code).toBe(40004);
    const visitor = await t.api.send('broadcastRemind', { body: { id: DEMO_BROADCAST.exhibitors, on: 1 } });
    expect(visitor.body.code).toBe(40100);
    expect(await t.snapshot()).toEqual(before);
  });

  it('notifies the members waiting when the stream starts, once, each in their language', async () => {
    const id = DEMO_BROADCAST.hydrogen;
    expect(await sendReminders(t.server.deps)).toBe(0);
    // The admins bring it forward: it has just started.
    const current = (await t.api.call('broadcastAdminGet', { query: { id }, token: admin })).body.data;
    const edited = await t.api.call('broadcastEdit', {
      body: {
        id,
        title: current.title,
        en_title: current.en_title,
        start_time: iso(-60_000),
        end_time: iso(HOUR),
        source_type: current.source_type,
        source_url: current.source_url,
        speakers: current.speakers,
        article_ids: current.article_ids,
      },
      token: admin,
    });
    expect(edited.body.data.status).toBe(1);
    expect(await sendReminders(t.server.deps)).toBe(2);
    expect(await sendReminders(t.server.deps)).toBe(0);
    const sent = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'live_start'), eq(notifications.link, `/live/detail?id=${id}`)));
    expect(sent.map((n) => n.content).sort()).toEqual([
      'Hydrogen and iridium: will electrolysers change PGM supply?',
      '氢能与铱：电解槽需求会改变铂族金属供应吗？',
    ]);
    const seen = (await t.api.call('notificationLists', { token: oliver, lang: 'en' })).body.data.list[0];
    expect(seen).toMatchObject({ type: 'system', title: 'A live stream you asked about has started', link: `/live/detail?id=${id}` });

    // Moved to later again: the reminders wait for the new start.
    await t.api.call('broadcastEdit', {
      body: { id, title: current.title, start_time: iso(2 * HOUR), end_time: iso(3 * HOUR), source_type: 'hls' },
      token: admin,
    });
    const waiting = await t.db.select().from(broadcastReminders).where(eq(broadcastReminders.broadcastId, id));
    expect(waiting.map((r) => r.notifiedAt)).toEqual([null, null]);
  });
});

describe('live streams: the admins’ editor', () => {
  it('schedules, hides, shows and deletes a stream', async () => {
    const added = await t.api.call('broadcastAdd', {
      body: {
        ...stream,
        speakers: [{ name: '陈嘉文', en_name: 'Chen Jiawen', avatar: '/demo/guests/3.svg' }],
        article_ids: [2, 1],
        is_public: 0,
      },
      token: admin,
    });
    const id = added.body.data.id;
    expect(added.body.data).toMatchObject({ status: 0, is_public: 0, article_ids: [2, 1] });
    expect(added.body.data.articles.map((a) => a.id)).toEqual([2, 1]);
    expect((await t.api.send('broadcastGet', { query: { id } })).body.code).toBe(40004);
    await t.api.call('broadcastPublish', { body: { id, is_public: 1 }, token: admin });
    expect((await t.api.call('broadcastGet', { query: { id } })).body.data.title).toBe('测试直播');
    const mine = (await t.api.call('broadcastAdminLists', { query: { keyword: 'Test stream' }, token: admin })).body.data.list;
    expect(mine.map((b) => b.id)).toEqual([id]);
    await t.api.call('broadcastDelete', { body: { id }, token: admin });
    expect((await t.api.send('broadcastAdminGet', { query: { id }, token: admin })).body.code).toBe(40004);
  });

  it('takes sources from this site or the allowed origins only, and says which field is wrong', async () => {
    const ok = await t.api.send('broadcastAdd', {
      body: { ...stream, source_url: 'https://cdn.example.com/live/a.m3u8', replay_url: 'https://cdn.example.com/live/a.mp4' },
      token: admin,
    });
    expect(ok.body.code).toBe(0);
    const embed = await t.api.send('broadcastAdd', {
      body: { ...stream, source_type: 'embed', source_url: 'https://player.example.org/room?id=9' },
      token: admin,
    });
    expect(embed.body.code).toBe(0);
    const before = await t.snapshot();
    const cases: [Partial<typeof stream> & Record<string, unknown>, string, string][] = [
      [{ source_url: 'https://elsewhere.example.net/a.m3u8' }, 'source_url', 'MEDIA_ORIGINS'],
      [{ source_url: 'http://cdn.example.com/a.m3u8' }, 'source_url', 'https'],
      [{ source_url: '/demo/media/demo.mp4' }, 'source_url', '.m3u8'],
      [{ source_type: 'mp4', source_url: '/demo/media/demo.m3u8' }, 'source_url', '.mp4'],
      [{ source_type: 'embed', source_url: 'https://cdn.example.com/room' }, 'source_url', 'EMBED_ORIGINS'],
      [{ source_type: 'embed', source_url: '/live/room' }, 'source_url', 'https'],
      [{ replay_url: 'javascript:alert(1)' }, 'replay_url', 'https'],
      [{ replay_url: '/demo/media/notes.txt' }, 'replay_url', '.m3u8'],
      [{ end_time: stream.start_time }, 'end_time', 'after the start'],
      [{ article_ids: [10] }, 'article_ids', '10'],
      [{ cover: 'https://evil.example.com/x.png' }, 'cover', 'uploaded'],
      [{ speakers: [{ name: '  ' }] }, 'speakers.0.name', ''],
    ];
    for (const [change, field, words] of cases) {
      const res = await t.api.send('broadcastAdd', { body: { ...stream, ...change } as typeof stream, token: admin, lang: 'en' });
      expect(res.body.code, JSON.stringify(change)).toBe(40001);
      expect(res.body.data, JSON.stringify(change)).toEqual({ field });
      expect(res.body.msg, JSON.stringify(change)).toContain(words);
    }
    // A refused edit leaves the stream as it was.
    const edit = await t.api.send('broadcastEdit', {
      body: { ...stream, id: DEMO_BROADCAST.opening, end_time: '2020-01-01T00:00:00Z' },
      token: admin,
    });
    expect(edit.body.code).toBe(40001);
    expect(await t.snapshot()).toEqual(before);
  });

  it('is the admins’ only', async () => {
    const creator = (await t.login('creator')).token;
    const add = await t.api.send('broadcastAdd', { body: stream, token: creator });
    expect(add.body.code).toBe(40003);
    const list = await t.api.send('broadcastAdminLists', { token: lin });
    expect(list.body.code).toBe(40003);
    const gone = await t.api.send('broadcastEdit', { body: { ...stream, id: 9999 }, token: admin });
    expect(gone.body.code).toBe(40004);
  });
});

describe('live streams: the page’s policy and the demo’s video', () => {
  it('lets the player reach the allowed origins and frame only the allowed platforms', async () => {
    const res = await t.server.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("media-src 'self' blob: https://cdn.example.com");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com");
    expect(csp).toContain('frame-src https://player.example.org');
  });

  it('serves the demo clip with byte ranges, as a file and as an HLS playlist', async () => {
    const part = await t.server.app.inject({ method: 'GET', url: '/demo/media/demo.mp4', headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    const playlist = await t.server.app.inject({ method: 'GET', url: '/demo/media/demo.m3u8' });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    expect(playlist.body).toContain('#EXT-X-BYTERANGE');
  });

  it('keeps the reminders with the stream: deleting it deletes them', async () => {
    await t.api.call('broadcastDelete', { body: { id: DEMO_BROADCAST.hydrogen }, token: admin });
    const left = await t.db.select().from(broadcastReminders).where(eq(broadcastReminders.broadcastId, DEMO_BROADCAST.hydrogen));
    expect(left).toEqual([]);
    expect(await t.db.select().from(broadcasts).where(eq(broadcasts.id, DEMO_BROADCAST.hydrogen))).toEqual([]);
  });
});
