import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FORUM } from '../../../test/good-calls.ts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

// The demo square (features/forum/seed.ts): five threads; reply 6 (the shop's advert on zhou's
// thread 3) is reported twice and open in the admins' queue.
let t: TestServer;
let lin: string;
let zhou: string;
let sato: string;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  lin = (await t.login('lin')).token;
  zhou = (await t.login('zhou')).token;
  sato = (await t.login('sato')).token;
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

const post = { title: '布展须知在哪里下载？', content: '想找 A 馆的布展须知和电源申请表。', images: ['/demo/photos/forum-q.svg'] };

describe('the square', () => {
  it('lists threads newest first, and hot ones by interest for their age', async () => {
    const latest = (await t.api.call('forumLists', { token: lin })).body.data;
    expect(latest.total).toBeGreaterThanOrEqual(5);
    const ids = latest.list.map((x) => x.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const hot = (await t.api.call('forumLists', { token: lin, query: { sort: 'hot' } })).body.data.list;
    // Zhou's price question (8 hours, 2 likes, 2 replies) outranks 陈评审's trends (50 hours, 4 likes, 1 reply).
    const at = (id: number) => hot.findIndex((x) => x.id === id);
    expect(at(DEMO_FORUM.thread.price)).toBeLessThan(at(DEMO_FORUM.thread.trends));
    const hall = latest.list.find((x) => x.id === DEMO_FORUM.thread.hall);
    expect(hall).toMatchObject({
      like_amount: 3,
      reply_amount: 3,
      is_like: false,
      is_mine: true,
      images: expect.arrayContaining([expect.stringMatching(/^\/demo\//)]),
    });
    const found = (await t.api.call('forumLists', { token: lin, query: { keyword: 'birmingham' } })).body.data.list;
    expect(found.map((x) => x.id)).toEqual([DEMO_FORUM.thread.chain]);
  });

  it('starts a thread with the site’s own pictures, and refuses pictures from elsewhere and empty words', async () => {
    const res = await t.api.send('forumAdd', { token: zhou, body: post, lang: 'en' });
    expect(res.body).toMatchObject({ code: 0, msg: 'Posted', data: { ...post, reply_amount: 0, like_amount: 0, is_mine: true } });
    const before = await t.snapshot();
    const elsewhere = await t.api.send('forumAdd', { token: zhou, body: { ...post, images: ['https://evil.example/x.png'] } });
    expect(elsewhere.body.code).toBe(40001);
    const blank = await t.api.send('forumAdd', { token: zhou, body: { ...post, title: '   ' }, lang: 'en' });
    expect(blank.body).toMatchObject({ code: 40001 });
    expect(blank.body.msg).toMatch(/Title/);
    const tooMany = await t.api.send('forumAdd', { token: zhou, body: { ...post, images: Array(10).fill('/demo/photos/a.svg') } });
    expect(tooMany.body.code).toBe(40001);
    const tooLong = await t.api.send('forumAdd', { token: zhou, body: { ...post, title: '长'.repeat(51) } });
    expect(tooLong.body.code).toBe(40001);
    expect(await t.snapshot()).toEqual(before);
  });

  it('counts a reply on the thread and tells its author, not when they reply themselves', async () => {
    const { token: oliver } = await t.login('oliver');
    const unread = async () => (await t.api.call('notificationLists', { token: oliver, query: { unread: 1 } })).body.data.unread;
    const start = await unread();
    const res = await t.api.send('forumReplyAdd', {
      token: sato,
      body: { thread_id: DEMO_FORUM.thread.chain, content: 'Try the B hall.' },
      lang: 'en',
    });
    expect(res.body).toMatchObject({ code: 0, msg: 'Reply posted', data: { content: 'Try the B hall.', is_mine: true } });
    await t.api.call('forumReplyAdd', { token: oliver, body: { thread_id: DEMO_FORUM.thread.chain, content: 'Thanks!' } });
    expect(await unread()).toBe(start + 1);
    const list = (await t.api.call('notificationLists', { token: oliver, lang: 'en' })).body.data.list;
    expect(list[0]).toMatchObject({ title: 'Yuki Sato replied to your post', link: `/forum/detail?id=${DEMO_FORUM.thread.chain}` });
    const thread = (await t.api.call('forumGet', { token: lin, query: { id: DEMO_FORUM.thread.chain } })).body.data;
    expect(thread.reply_amount).toBe(3);
    const replies = (await t.api.call('forumReplyLists', { token: lin, query: { thread_id: DEMO_FORUM.thread.chain } })).body.data;
    expect(replies.list.map((r) => r.content).slice(-2)).toEqual(['Try the B hall.', 'Thanks!']);
  });

  it('counts a like once however often it is sent, at once too', async () => {
    const like = (token: string, on: boolean) =>
      t.api.call('forumLike', { token, body: { kind: 'thread', id: DEMO_FORUM.thread.sketches, like: on } });
    const start = (await t.api.call('forumGet', { token: lin, query: { id: DEMO_FORUM.thread.sketches } })).body.data.like_amount;
    const answers = await Promise.all([like(lin, true), like(lin, true), like(lin, true), like(zhou, true)]);
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    const after = (await t.api.call('forumGet', { token: lin, query: { id: DEMO_FORUM.thread.sketches } })).body.data;
    expect(after).toMatchObject({ like_amount: start + 2, is_like: true });
    expect((await like(lin, false)).body.data).toMatchObject({ is_like: false, like_amount: start + 1 });
    expect((await like(lin, false)).body.data.like_amount).toBe(start + 1);
  });

  it("keeps members to their own threads and replies; an admin may delete anyone's", async () => {
    const mine = (await t.api.call('forumAdd', { token: zhou, body: { title: '删除测试', content: '马上删除' } })).body.data;
    const before = await t.snapshot();
    const other = await t.api.send('forumDel', { token: lin, body: { id: mine.id } });
    expect(other.body.code).toBe(40004);
    const otherReply = await t.api.send('forumReplyDel', { token: lin, body: { id: DEMO_FORUM.reply.zhouOnHall } });
    expect(otherReply.body.code).toBe(40004);
    expect(await t.snapshot()).toEqual(before);
    const reply = (await t.api.call('forumReplyAdd', { token: lin, body: { thread_id: mine.id, content: '收到' } })).body.data;
    expect((await t.api.send('forumReplyDel', { token: admin, body: { id: reply.id } })).body.code).toBe(0);
    expect((await t.api.call('forumGet', { token: zhou, query: { id: mine.id } })).body.data.reply_amount).toBe(0);
    expect((await t.api.send('forumDel', { token: zhou, body: { id: mine.id } })).body).toMatchObject({ code: 0, msg: '删除成功' });
    expect((await t.api.send('forumGet', { token: zhou, query: { id: mine.id } })).body).toMatchObject({
      code: 40004,
      msg: '帖子不存在或已被删除',
    });
  });
});

describe('what authors and buyers are told', () => {
  const unreadOf = async (token: string) => (await t.api.call('notificationLists', { token, query: { unread: 1 }, lang: 'en' })).body.data;

  it('tells the author of a like once per member and post, however often it is liked again, and never of their own', async () => {
    const { token: oliver } = await t.login('oliver');
    const start = (await unreadOf(oliver)).unread;
    const like = (token: string, on: boolean) =>
      t.api.call('forumLike', { token, body: { kind: 'thread', id: DEMO_FORUM.thread.chain, like: on } });
    await Promise.all([like(zhou, true), like(zhou, true)]);
    await like(zhou, false);
    await like(zhou, true);
    await like(oliver, true);
    const after = await unreadOf(oliver);
    expect(after.unread).toBe(start + 1);
    expect(after.list[0]).toMatchObject({ title: '周一鸣 liked your post', link: `/forum/detail?id=${DEMO_FORUM.thread.chain}` });
  });

  it("tells an article's author of a reader's like, once", async () => {
    const { token: creator } = await t.login('creator');
    const start = (await unreadOf(creator)).unread;
    for (const on of [true, false, true]) await t.api.call(on ? 'articleLike' : 'articleUnlike', { token: sato, body: { id: 1 } });
    const after = await unreadOf(creator);
    expect(after.unread).toBe(start + 1);
    expect(after.list[0]).toMatchObject({ title: 'Yuki Sato liked your article', link: '/article/detail?id=1' });
  });
});

describe('reports and moderation', () => {
  it('takes one report per member and post, refuses one’s own post, and needs words for "other"', async () => {
    const own = await t.api.send('forumReport', {
      token: lin,
      body: { kind: 'thread', id: DEMO_FORUM.thread.hall, reason: 'spam' },
      lang: 'en',
    });
    expect(own.body).toMatchObject({ code: 40001, msg: 'You cannot report your own post' });
    const vague = await t.api.send('forumReport', { token: lin, body: { kind: 'thread', id: DEMO_FORUM.thread.trends, reason: 'other' } });
    expect(vague.body).toMatchObject({ code: 40001, msg: '请说明举报原因' });
    const queue = async () => (await t.api.call('forumReportLists', { token: admin })).body.data;
    const open = (await queue()).open;
    const report = () => t.api.send('forumReport', { token: lin, body: { kind: 'thread', id: DEMO_FORUM.thread.trends, reason: 'abuse' } });
    expect((await report()).body).toMatchObject({ code: 0, msg: '举报已提交，我们会尽快处理' });
    expect((await report()).body.code).toBe(0);
    const after = await queue();
    expect(after.open).toBe(open + 1);
    expect(after.list.find((e) => e.kind === 'thread' && e.id === DEMO_FORUM.thread.trends)?.report_amount).toBe(1);
    await t.api.call('forumModerate', { token: admin, body: { kind: 'thread', id: DEMO_FORUM.thread.trends, action: 'dismiss' } });
    expect((await queue()).open).toBe(open);
  });

  it('hides a reported reply: its words go for members, the author is told why, the reports close', async () => {
    const queue = (await t.api.call('forumReportLists', { token: admin })).body.data;
    const advert = queue.list.find((e) => e.kind === 'reply' && e.id === DEMO_FORUM.reply.advert);
    expect(advert).toMatchObject({ report_amount: 2, decision: 'open', thread_id: DEMO_FORUM.thread.price, is_hidden: false });
    expect(advert?.reasons.map((r) => r.reason).sort()).toEqual(['other', 'spam']);

    const missing = await t.api.send('forumModerate', {
      token: admin,
      body: { kind: 'reply', id: DEMO_FORUM.reply.advert, action: 'hide' },
    });
    expect(missing.body).toMatchObject({ code: 40001, msg: '请填写隐藏原因' });
    const hidden = await t.api.call('forumModerate', {
      token: admin,
      body: { kind: 'reply', id: DEMO_FORUM.reply.advert, action: 'hide', reason: '站外交易广告' },
    });
    expect(hidden.body.data).toMatchObject({ is_hidden: true, closed_reports: 2 });
    const seen = (await t.api.call('forumReplyLists', { token: lin, query: { thread_id: DEMO_FORUM.thread.price } })).body.data.list;
    expect(seen.find((r) => r.id === DEMO_FORUM.reply.advert)).toMatchObject({ is_hidden: true, content: '' });
    const byAdmin = (await t.api.call('forumReplyLists', { token: admin, query: { thread_id: DEMO_FORUM.thread.price } })).body.data.list;
    expect(byAdmin.find((r) => r.id === DEMO_FORUM.reply.advert)?.content).toContain('jd-gold-888');
    const { token: shop } = await t.login('shop');
    const told = (await t.api.call('notificationLists', { token: shop })).body.data.list[0];
    expect(told).toMatchObject({ title: '你发布的内容已被管理员隐藏', content: '站外交易广告' });
    const done = (await t.api.call('forumReportLists', { token: admin, query: { status: 'done' } })).body.data.list;
    expect(done.find((e) => e.id === DEMO_FORUM.reply.advert)?.decision).toBe('hidden');
  });

  it('hides a thread from everyone but its author and admins, who read why', async () => {
    const mine = (await t.api.call('forumAdd', { token: sato, body: { title: 'Cheap watches', content: 'DM me' } })).body.data;
    await t.api.call('forumModerate', { token: admin, body: { kind: 'thread', id: mine.id, action: 'hide', reason: '广告' } });
    expect((await t.api.send('forumGet', { token: lin, query: { id: mine.id } })).body.code).toBe(40004);
    expect((await t.api.call('forumGet', { token: sato, query: { id: mine.id } })).body.data).toMatchObject({
      is_hidden: true,
      hidden_reason: '广告',
    });
    const list = (await t.api.call('forumLists', { token: lin })).body.data.list;
    expect(list.some((x) => x.id === mine.id)).toBe(false);
    expect((await t.api.send('forumReplyAdd', { token: lin, body: { thread_id: mine.id, content: '?' } })).body.code).toBe(40004);
    await t.api.call('forumModerate', { token: admin, body: { kind: 'thread', id: mine.id, action: 'show' } });
    expect((await t.api.call('forumGet', { token: lin, query: { id: mine.id } })).body.data).toMatchObject({
      is_hidden: false,
      hidden_reason: '',
    });
  });

  it('suspends an account: its sessions end, it cannot sign in or post until lifted; admins cannot be suspended', async () => {
    const { token: oliver, id } = await t.login('oliver');
    const noReason = await t.api.send('forumSuspend', { token: admin, body: { uid: id, days: 7 } });
    expect(noReason.body).toMatchObject({ code: 40001, msg: '请填写停用原因' });
    const res = await t.api.call('forumSuspend', { token: admin, body: { uid: id, days: 7, reason: '多次发布广告' } });
    expect(res.body).toMatchObject({ code: 0, msg: '已停用该账号' });
    expect(Date.parse(res.body.data.suspended_until ?? '')).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const after = await t.api.send('forumAdd', { token: oliver, body: post });
    expect([50008, 50012, 50014]).toContain(after.body.code);
    const login = await t.api.send('userLogin', { body: { type: 'password', username: 'oliver', password: 'member12345' }, lang: 'en' });
    expect(login.body.code).toBe(40003);
    expect(login.body.msg).toMatch(/^Your account is suspended until .+: 多次发布广告$/);
    const self = await t.api.send('forumSuspend', { token: admin, body: { uid: 1, days: 1, reason: 'x' } });
    expect(self.body).toMatchObject({ code: 40003, msg: '不能停用管理员账号' });
    await t.api.call('forumSuspend', { token: admin, body: { uid: id, days: 0 } });
    expect((await t.login('oliver')).id).toBe(id);
  });
});
