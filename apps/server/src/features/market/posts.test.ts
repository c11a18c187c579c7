import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postContactViews, posts } from '../../db/schema.ts';
import { DEMO_POSTS } from '../../../test/good-calls.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { beijingDay, CONTACT_DAILY } from './posts.ts';

// The demo market (features/market/seed.ts): 1 the shop's rings, 2 Oliver's chain, 3 the creator's
// sponge, 4 zhou's welder, 5 Sato's designs, 6 lin's diamonds (reported by zhou), 7 the shop's
// closed scrap, 8 lin's expired rhodium. Lin has seen two contacts today (1 and 2).
let t: TestServer;
let lin: string;
let linId: number;
let zhou: string;
let sato: string;
let oliver: string;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  ({ token: lin, id: linId } = await t.login('lin'));
  zhou = (await t.login('zhou')).token;
  sato = (await t.login('sato')).token;
  oliver = (await t.login('oliver')).token;
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

const body = {
  type: 'sell' as const,
  title: '出售 Pt950 素链 500 克',
  content: 'Pt950 素链现货 500 克，0.8 mm。',
  images: ['/demo/photos/post-test.svg'],
  category: 'jewellery' as const,
  region: 'east' as const,
  contact: '测试 138 0000 0000',
};

describe('the market list', () => {
  it('shows open posts to visitors, newest first, without contact details', async () => {
    const page = (await t.api.call('postsLists', {})).body.data;
    const ids = page.list.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toContain(DEMO_POSTS.shopRings);
    // Closed and expired posts are out of the market.
    expect(ids).not.toContain(DEMO_POSTS.shopScrapClosed);
    expect(ids).not.toContain(DEMO_POSTS.linRhodiumExpired);
    expect(page.list.every((p) => p.contact === '' && p.status === 'open' && !p.is_mine)).toBe(true);
    const rings = page.list.find((p) => p.id === DEMO_POSTS.shopRings);
    expect(rings?.user.company).toBeTruthy();
  });

  it('filters by type, category, region and words', async () => {
    const list = async (query: Record<string, string>) =>
      (await t.api.call('postsLists', { query })).body.data.list.map((p) => p.id).filter((id) => id <= 8);
    expect(await list({ type: 'buy' })).toEqual([DEMO_POSTS.linDiamonds, DEMO_POSTS.zhouWelder, DEMO_POSTS.oliverChain]);
    expect(await list({ category: 'metal' })).toEqual([DEMO_POSTS.creatorSponge]);
    expect(await list({ region: 'overseas', type: 'sell' })).toEqual([DEMO_POSTS.satoDesigns]);
    expect(await list({ keyword: 'hallmarked' })).toEqual([DEMO_POSTS.oliverChain]);
    const bad = await t.api.send('postsLists', { query: { region: 'mars' as 'east' }, lang: 'en' });
    expect(bad.body.code).toBe(40001);
  });

  it('puts open posts in the explorer home feed', async () => {
    const feed = (await t.api.call('homeFeed', { query: { kind: 'post' } })).body.data.list;
    expect(feed.map((i) => i.id)).toContain(DEMO_POSTS.oliverChain);
    const chain = feed.find((i) => i.id === DEMO_POSTS.oliverChain);
    expect(chain).toMatchObject({ kind: 'post', lang: 'en', cover: '/demo/photos/post-chain.svg' });
    expect(feed.map((i) => i.id)).not.toContain(DEMO_POSTS.shopScrapClosed);
  });
});

describe('publishing', () => {
  it('publishes a post open for 30 days, and lists it as the member’s own', async () => {
    const res = await t.api.send('postsAdd', { token: zhou, body: body, lang: 'en' });
    expect(res.body).toMatchObject({ code: 0, msg: 'Posted', data: { ...body, status: 'open', is_mine: true } });
    const days = (Date.parse(res.body.data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const mine = (await t.api.call('postsMine', { token: zhou })).body.data.list;
    expect(mine[0]).toMatchObject({ id: res.body.data.id, contact: body.contact });
  });

  it('measures the title by width: 20 Chinese or 40 English characters, not one more', async () => {
    const ok = await t.api.send('postsAdd', { token: zhou, body: { ...body, title: '铂'.repeat(20) } });
    expect(ok.body.code).toBe(0);
    const latin = await t.api.send('postsAdd', { token: zhou, body: { ...body, title: 'P'.repeat(40) } });
    expect(latin.body.code).toBe(0);
    const before = await t.snapshot();
    const wide = await t.api.send('postsAdd', { token: zhou, body: { ...body, title: '铂'.repeat(21) } });
    expect(wide.body).toMatchObject({ code: 40001, msg: '标题最多 20 个汉字或 40 个英文字符' });
    const mixed = await t.api.send('postsAdd', { token: zhou, body: { ...body, title: `${'铂'.repeat(20)}a` }, lang: 'en' });
    expect(mixed.body).toMatchObject({ code: 40001, msg: 'The title fits 20 Chinese or 40 English characters' });
    const long = await t.api.send('postsAdd', { token: zhou, body: { ...body, title: 'P'.repeat(41) } });
    expect(long.body.code).toBe(40001);
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses 0 or 4 pictures, pictures from elsewhere, over-long content, missing fields and wrong types', async () => {
    const before = await t.snapshot();
    const bad: Record<string, unknown>[] = [
      { ...body, images: [] },
      { ...body, images: Array(4).fill('/demo/photos/a.svg') },
      { ...body, images: ['https://evil.example/x.png'] },
      { ...body, content: '长'.repeat(301) },
      { ...body, contact: '   ' },
      { ...body, type: 'swap' },
      { ...body, category: 3 },
      { ...body, title: '<script>' },
      { type: 'sell', title: 'x' },
    ];
    for (const b of bad) {
      const res = await t.api.send('postsAdd', { token: zhou, body: b as typeof body, lang: 'en' });
      expect(res.status).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(b).slice(0, 80)).toBe(40001);
      expect(res.body.msg).not.toBe('');
    }
    const anon = await t.api.send('postsAdd', { body });
    expect(anon.body.code).not.toBe(0);
    expect(await t.snapshot()).toEqual(before);
  });
});

describe('the owner’s changes', () => {
  it('edits, closes for good, and refuses another member’s post with nothing changed', async () => {
    const mine = (await t.api.call('postsAdd', { token: sato, body })).body.data;
    const before = await t.snapshot();
    for (const op of ['postsClose', 'postsRenew', 'postsDel'] as const) {
      const res = await t.api.send(op, { token: lin, body: { id: mine.id } });
      expect(res.body.code).toBe(40004);
    }
    const other = await t.api.send('postsEdit', { token: lin, body: { ...body, id: mine.id, title: '改掉' } });
    expect(other.body, other.body.msg).toMatchObject({ code: 40004 });
    expect(await t.snapshot()).toEqual(before);

    const edited = await t.api.send('postsEdit', { token: sato, body: { ...body, id: mine.id, title: 'Pt950 chain 500 g' }, lang: 'en' });
    expect(edited.body).toMatchObject({ code: 0, msg: 'Modified', data: { title: 'Pt950 chain 500 g' } });
    const closed = await t.api.send('postsClose', { token: sato, body: { id: mine.id } });
    expect(closed.body).toMatchObject({ code: 0, msg: '已关闭', data: { status: 'closed' } });
    const list = (await t.api.call('postsLists', {})).body.data.list.map((p) => p.id);
    expect(list).not.toContain(mine.id);
    const frozen = await t.snapshot();
    const edit = await t.api.send('postsEdit', { token: sato, body: { ...body, id: mine.id }, lang: 'en' });
    expect(edit.body).toMatchObject({ code: 40003, msg: 'A closed post cannot be changed' });
    const renew = await t.api.send('postsRenew', { token: sato, body: { id: mine.id } });
    expect(renew.body).toMatchObject({ code: 40003, msg: '已关闭的信息不能续期' });
    expect(await t.snapshot()).toEqual(frozen);
    // Still readable at its address, marked closed.
    expect((await t.api.call('postsGet', { token: lin, query: { id: mine.id } })).body.data.status).toBe('closed');
    expect((await t.api.send('postsDel', { token: sato, body: { id: mine.id } })).body).toMatchObject({ code: 0, msg: '删除成功' });
    expect((await t.api.send('postsGet', { token: sato, query: { id: mine.id } })).body.code).toBe(40004);
  });

  it('renews an expired post for 30 days from now', async () => {
    const [row] = await t.db
      .insert(posts)
      .values({ uid: linId, ...body, expiresAt: new Date(Date.now() - 86_400_000) })
      .returning({ id: posts.id });
    const id = row?.id ?? 0;
    expect((await t.api.call('postsGet', { token: lin, query: { id } })).body.data.status).toBe('expired');
    const expired = (await t.api.call('postsMine', { token: lin, query: { status: 'expired' } })).body.data.list.map((p) => p.id);
    expect(expired).toContain(id);
    const res = await t.api.send('postsRenew', { token: lin, body: { id } });
    expect(res.body).toMatchObject({ code: 0, msg: '已续期 30 天', data: { status: 'open' } });
    expect(Date.parse(res.body.data.expires_at) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
  });

  it('lets an admin delete any post', async () => {
    const p = (await t.api.call('postsAdd', { token: zhou, body })).body.data;
    expect((await t.api.send('postsDel', { token: admin, body: { id: p.id } })).body.code).toBe(0);
  });
});

describe('contact details', () => {
  it('are shown on request to members only, each view logged once a day', async () => {
    const { token: creator } = await t.login('creator');
    const anon = await t.api.send('postsContact', { body: { id: DEMO_POSTS.oliverChain } });
    expect(anon.body.code).not.toBe(0);
    const first = await t.api.send('postsContact', { token: creator, body: { id: DEMO_POSTS.oliverChain } });
    expect(first.body.data).toMatchObject({ id: DEMO_POSTS.oliverChain, contact: expect.stringContaining('oliver@example.com') });
    const again = await t.api.send('postsContact', { token: creator, body: { id: DEMO_POSTS.oliverChain } });
    expect(again.body.data.remaining).toBe(first.body.data.remaining);
    const logged = await t.db
      .select()
      .from(postContactViews)
      .where(and(eq(postContactViews.postId, DEMO_POSTS.oliverChain), eq(postContactViews.day, beijingDay())));
    expect(logged.length).toBeGreaterThanOrEqual(2); // lin's (seed) and the creator's
    // The post's page never carries them for anyone but its author.
    expect((await t.api.call('postsGet', { token: creator, query: { id: DEMO_POSTS.oliverChain } })).body.data.contact).toBe('');
    expect((await t.api.call('postsGet', { token: oliver, query: { id: DEMO_POSTS.oliverChain } })).body.data.contact).not.toBe('');
  });

  it('are refused for closed and expired posts', async () => {
    const closed = await t.api.send('postsContact', { token: zhou, body: { id: DEMO_POSTS.shopScrapClosed } });
    expect(closed.body).toMatchObject({ code: 40003, msg: '该信息已关闭' });
    const [row] = await t.db
      .insert(posts)
      .values({ uid: linId, ...body, expiresAt: new Date(Date.now() - 1000) })
      .returning({ id: posts.id });
    const expired = await t.api.send('postsContact', { token: zhou, body: { id: row?.id ?? 0 }, lang: 'en' });
    expect(expired.body).toMatchObject({ code: 40003, msg: 'This post has expired' });
  });

  it(`stop at ${CONTACT_DAILY} posts a day, even when asked all at once`, async () => {
    const { token: reviewer } = await t.login('reviewer');
    const ids: number[] = [];
    for (let i = 0; i < CONTACT_DAILY + 5; i += 1) {
      const [row] = await t.db
        .insert(posts)
        .values({ uid: linId, ...body, title: `批量 ${i}`, expiresAt: new Date(Date.now() + 86_400_000) })
        .returning({ id: posts.id });
      if (row) ids.push(row.id);
    }
    const results = await Promise.all(ids.map((id) => t.api.send('postsContact', { token: reviewer, body: { id } })));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(CONTACT_DAILY);
    expect(codes.filter((c) => c === 40029)).toHaveLength(5);
    const refused = results.find((r) => r.body.code === 40029);
    expect(refused?.body.msg).toBe(`今日查看联系方式已达上限（${CONTACT_DAILY} 条），请明天再来`);
    // One already seen today is still free; one's own is too.
    const seen = results.find((r) => r.body.code === 0)?.body.data.id ?? 0;
    expect((await t.api.send('postsContact', { token: reviewer, body: { id: seen } })).body).toMatchObject({
      code: 0,
      data: { remaining: 0 },
    });
    expect((await t.api.send('postsContact', { token: lin, body: { id: ids[0] ?? 0 } })).body.code).toBe(0);
  });
});

describe('reports and moderation', () => {
  it('puts a reported post in the admins’ queue; a warning tells its author and leaves it up', async () => {
    const report = await t.api.send('forumReport', { token: sato, body: { kind: 'post', id: DEMO_POSTS.creatorSponge, reason: 'spam' } });
    expect(report.body.code).toBe(0);
    const own = await t.api.send('forumReport', { token: lin, body: { kind: 'post', id: DEMO_POSTS.linDiamonds, reason: 'spam' } });
    expect(own.body.code).toBe(40001);
    const queue = (await t.api.call('forumReportLists', { token: admin })).body.data.list;
    const entry = queue.find((e) => e.kind === 'post' && e.id === DEMO_POSTS.creatorSponge);
    expect(entry).toMatchObject({ title: '出售铂海绵 99.95% 现货 5 公斤', report_amount: 1, decision: 'open' });
    const seeded = queue.find((e) => e.kind === 'post' && e.id === DEMO_POSTS.linDiamonds);
    expect(seeded?.reasons[0]).toMatchObject({ reason: 'fraud' });

    const { token: creator } = await t.login('creator');
    const unread = async () => (await t.api.call('notificationLists', { token: creator, query: { unread: 1 } })).body.data.unread;
    const was = await unread();
    const noReason = await t.api.send('forumModerate', {
      token: admin,
      body: { kind: 'post', id: DEMO_POSTS.creatorSponge, action: 'warn' },
    });
    expect(noReason.body.code).toBe(40001);
    const warn = await t.api.send('forumModerate', {
      token: admin,
      body: { kind: 'post', id: DEMO_POSTS.creatorSponge, action: 'warn', reason: '请勿重复发布' },
    });
    expect(warn.body).toMatchObject({ code: 0, msg: '已警告作者', data: { is_hidden: false, closed_reports: 1 } });
    expect(await unread()).toBe(was + 1);
    const notice = (await t.api.call('notificationLists', { token: creator })).body.data.list[0];
    expect(notice).toMatchObject({
      type: 'system',
      title: '管理员就你发布的内容向你发出警告',
      content: '请勿重复发布',
      link: `/posts/detail?id=${DEMO_POSTS.creatorSponge}`,
    });
    const done = (await t.api.call('forumReportLists', { token: admin, query: { status: 'done' } })).body.data.list;
    expect(done.find((e) => e.kind === 'post' && e.id === DEMO_POSTS.creatorSponge)?.decision).toBe('warned');
    // A non-admin cannot decide.
    const member = await t.api.send('forumModerate', { token: lin, body: { kind: 'post', id: DEMO_POSTS.linDiamonds, action: 'dismiss' } });
    expect(member.body.code).not.toBe(0);
  });

  it('hides a post: out of the market, not found by others, its author sees why and cannot renew it', async () => {
    const p = (await t.api.call('postsAdd', { token: zhou, body })).body.data;
    await t.api.call('forumReport', { token: lin, body: { kind: 'post', id: p.id, reason: 'fraud' } });
    const hide = await t.api.send('forumModerate', { token: admin, body: { kind: 'post', id: p.id, action: 'hide', reason: '虚假信息' } });
    expect(hide.body).toMatchObject({ code: 0, data: { is_hidden: true, closed_reports: 1 } });
    expect((await t.api.call('postsLists', {})).body.data.list.map((x) => x.id)).not.toContain(p.id);
    expect((await t.api.send('postsGet', { token: lin, query: { id: p.id } })).body.code).toBe(40004);
    expect((await t.api.send('postsContact', { token: lin, body: { id: p.id } })).body.code).toBe(40004);
    const seen = (await t.api.call('postsGet', { token: zhou, query: { id: p.id } })).body.data;
    expect(seen).toMatchObject({ is_hidden: true, hidden_reason: '虚假信息' });
    const renew = await t.api.send('postsRenew', { token: zhou, body: { id: p.id } });
    expect(renew.body.code).toBe(40003);
    await t.api.call('forumModerate', { token: admin, body: { kind: 'post', id: p.id, action: 'show' } });
    expect((await t.api.call('postsGet', { token: lin, query: { id: p.id } })).body.data.is_hidden).toBe(false);
  });
});
