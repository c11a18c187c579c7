import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { DEMO_BROADCAST, DEMO_DOCUMENT, DEMO_VIDEO } from '../../../test/good-calls.ts';

// The demo seed: published articles, reports, live streams, videos and competitions.
let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

describe('the explorer home’s feed', () => {
  it('mixes every kind, newest first, paged', async () => {
    const first = (await t.api.call('homeFeed', { query: { rows: 50 } })).body.data;
    const kinds = new Set(first.list.map((i) => i.kind));
    expect([...kinds].sort()).toEqual(['article', 'competition', 'document', 'live', 'post', 'video']);
    const times = first.list.map((i) => Date.parse(i.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Nothing hidden: the draft report, the hidden stream and video are not in it.
    expect(first.list.some((i) => i.kind === 'document' && i.id === DEMO_DOCUMENT.draft)).toBe(false);
    expect(first.list.some((i) => i.kind === 'live' && i.id === DEMO_BROADCAST.hidden)).toBe(false);
    expect(first.list.some((i) => i.kind === 'video' && i.id === DEMO_VIDEO.hidden)).toBe(false);
    const page2 = (await t.api.call('homeFeed', { query: { rows: 5, page: 2 } })).body.data;
    expect(page2.list.map((i) => `${i.kind}:${i.id}`)).toEqual(first.list.slice(5, 10).map((i) => `${i.kind}:${i.id}`));
    expect(page2.total).toBe(first.total);
  });

  it('says what each card shows: a stream to come counts from now, with its status; a report its source', async () => {
    const live = (await t.api.call('homeFeed', { query: { kind: 'live', rows: 20 } })).body.data.list;
    expect(live.map((i) => i.kind)).toEqual(live.map(() => 'live'));
    const coming = live.find((i) => i.id === DEMO_BROADCAST.exhibitors);
    expect(coming?.status).toBe(0);
    expect(Date.parse(coming?.at ?? '')).toBeLessThanOrEqual(Date.now());
    expect(live.find((i) => i.id === DEMO_BROADCAST.weekly)).toMatchObject({ status: 1, en_byline: 'Shanghai Platinum Week Research' });
    const report = (await t.api.call('homeFeed', { query: { kind: 'document' } })).body.data.list.find(
      (i) => i.id === DEMO_DOCUMENT.quarterly,
    );
    expect(report).toMatchObject({ lang: 'both', status: null });
    expect(report?.byline).toBeTruthy();
    const article = (await t.api.call('homeFeed', { query: { kind: 'article', rows: 1 } })).body.data.list[0];
    expect(article?.lang === 'zh' || article?.lang === 'en').toBe(true);
    expect(article?.en_title).toBe('');
  });

  it('follows what the admins change, and refuses an unknown kind', async () => {
    await t.api.call('videoPublish', { body: { id: DEMO_VIDEO.studio, is_public: 0 }, token: admin });
    const videos = (await t.api.call('homeFeed', { query: { kind: 'video' } })).body.data.list;
    expect(videos.some((i) => i.id === DEMO_VIDEO.studio)).toBe(false);
    const bad = await t.api.send('homeFeed', { query: { kind: 'photo' as 'video' }, lang: 'en' });
    expect(bad.body.code).toBe(40001);
  });
});
