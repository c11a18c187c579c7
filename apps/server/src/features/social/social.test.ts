import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnSubscriptions, columns, follows, notifications, userCounterDeltas, users } from '../../db/schema.ts';
import { member } from '../../../test/factories.ts';
import { foldCounterDeltas } from './handlers.ts';
import { createTestServer, DEMO_ID, type TestServer } from '../../../test/harness.ts';

let t: TestServer;
let lin: string;
let oliver: string;
beforeAll(async () => {
  t = await createTestServer();
  lin = (await t.login('lin')).token;
  oliver = (await t.login('oliver')).token;
});
afterAll(async () => {
  await t.close();
});

async function counters(uid: number): Promise<{ fans: number; follows: number; fanRows: number; followRows: number }> {
  const [u] = await t.db.select({ fans: users.fansAmount, follows: users.followAmount }).from(users).where(eq(users.id, uid));
  const [fanRows] = await t.db.select({ n: count() }).from(follows).where(eq(follows.followUid, uid));
  const [followRows] = await t.db.select({ n: count() }).from(follows).where(eq(follows.uid, uid));
  return { fans: u?.fans ?? -1, follows: u?.follows ?? -1, fanRows: fanRows?.n ?? -2, followRows: followRows?.n ?? -2 };
}

describe('follow', () => {
  it('counts a follow once however often it is sent, and notifies once', async () => {
    const before = await counters(DEMO_ID.sato);
    const first = await t.api.call('friendFollow', { token: lin, body: { follow_uid: DEMO_ID.sato, type: 'uid' } });
    expect(first.body).toMatchObject({ code: 0, msg: '关注成功', data: { is_follow: true, fans_amount: before.fans + 1 } });
    const again = await t.api.call('friendFollow', { token: lin, body: { follow_uid: DEMO_ID.sato, type: 'uid' } });
    expect(again.body.data.fans_amount).toBe(before.fans + 1);
    const [n] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.uid, DEMO_ID.sato), eq(notifications.fromUid, DEMO_ID.lin), eq(notifications.type, 'follow')));
    expect(n?.n).toBe(1);
    const rel = await t.api.call('friendGet', { token: lin, query: { follow_uid: DEMO_ID.sato } });
    expect(rel.body.data).toEqual({ follow_uid: DEMO_ID.sato, is_follow: true, is_fans: false });
    const un = await t.api.call('friendUnfollow', { token: lin, body: { follow_uid: DEMO_ID.sato, type: 'uid' }, lang: 'en' });
    expect(un.body).toMatchObject({ code: 0, msg: 'Unfollowed', data: { is_follow: false, fans_amount: before.fans } });
    const un2 = await t.api.call('friendUnfollow', { token: lin, body: { follow_uid: DEMO_ID.sato, type: 'uid' } });
    expect(un2.body.data.fans_amount).toBe(before.fans);
  });

  it('keeps one "followed you" per follower: unread stays put, read comes back unread at the top', async () => {
    const star = await member(t);
    const fan = await member(t);
    const followAgain = async () => {
      await t.api.call('friendUnfollow', { token: fan.token, body: { follow_uid: star.id, type: 'uid' } });
      expect((await t.api.call('friendFollow', { token: fan.token, body: { follow_uid: star.id, type: 'uid' } })).body.code).toBe(0);
    };
    const theirs = () =>
      t.db
        .select({ id: notifications.id, isRead: notifications.isRead })
        .from(notifications)
        .where(and(eq(notifications.uid, star.id), eq(notifications.type, 'follow')));
    await t.api.call('friendFollow', { token: fan.token, body: { follow_uid: star.id, type: 'uid' } });
    const [first] = await theirs();
    await followAgain();
    await followAgain();
    expect(await theirs()).toEqual([{ id: first?.id, isRead: 0 }]);
    // Read, then followed again: the same one, unread again and newer than anything before it.
    expect((await t.api.call('notificationRead', { token: star.token, body: { all: true } })).body.code).toBe(0);
    const other = await member(t);
    await t.api.call('friendFollow', { token: other.token, body: { follow_uid: star.id, type: 'uid' } });
    await followAgain();
    const list = await t.api.call('notificationLists', { token: star.token, query: { page: 1, rows: 10 } });
    expect(list.body.data.list.map((n) => [n.from_user?.id, n.is_read])).toEqual([
      [fan.id, 0],
      [other.id, 0],
    ]);
    expect(list.body.data.unread).toBe(2);
  });

  it('keeps counters equal to the rows through a burst of concurrent follows and unfollows', async () => {
    const followers = [await member(t), await member(t), await member(t), await member(t)];
    const calls = [];
    for (let i = 0; i < 40; i++) {
      const token = followers[i % followers.length]?.token;
      // Without `type`, which defaults to uid.
      calls.push(t.api.send(i % 3 === 2 ? 'friendUnfollow' : 'friendFollow', { token, body: { follow_uid: DEMO_ID.shop } }));
    }
    const results = await Promise.all(calls);
    expect(results.every((r) => r.body.code === 0)).toBe(true);
    for (const uid of [DEMO_ID.shop, ...followers.map((f) => f.id)]) {
      const c = await counters(uid);
      expect(c.fans, `fans of ${uid}`).toBe(c.fanRows);
      expect(c.follows, `follows of ${uid}`).toBe(c.followRows);
    }
    const stat = await t.api.call('userstatGet', { query: { uid: DEMO_ID.shop } });
    expect(stat.body.data.fans_amount).toBe((await counters(DEMO_ID.shop)).fanRows);
  });

  it('answers every change in a burst on one follows row (those that queue share a transaction), counting exactly', async () => {
    const star = await member(t);
    const fan = await member(t);
    const ops = Array.from({ length: 24 }, (_, i): 'friendFollow' | 'friendUnfollow' => (i % 2 === 0 ? 'friendFollow' : 'friendUnfollow'));
    const answers = await Promise.all(ops.map((op) => t.api.call(op, { token: fan.token, body: { follow_uid: star.id, type: 'uid' } })));
    expect(answers.map((a) => [a.body.code, a.body.data.is_follow])).toEqual(ops.map((op) => [0, op === 'friendFollow']));
    for (const a of answers) expect([0, 1]).toContain(a.body.data.fans_amount);
    const star_ = await counters(star.id);
    expect(star_.fans).toBe(star_.fanRows);
    const fan_ = await counters(fan.id);
    expect(fan_.follows).toBe(fan_.followRows);
    expect(fan_.followRows).toBe(star_.fanRows);
  });

  it('lets many followers of one user in at once, with exact counts and nothing left to fold', async () => {
    const star = await member(t);
    const fans = await Promise.all(Array.from({ length: 12 }, () => member(t)));
    const follow = (token: string) => t.api.call('friendFollow', { token, body: { follow_uid: star.id, type: 'uid' } });
    const answers = await Promise.all(fans.map((f) => follow(f.token)));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    // Each answer counts its own follow and those committed before it, never more than all of them.
    for (const a of answers) expect(a.body.data.fans_amount).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect(a.body.data.fans_amount).toBeLessThanOrEqual(fans.length);
    const c = await counters(star.id);
    expect(c).toMatchObject({ fans: fans.length, fanRows: fans.length });
    const left = await t.db.select({ n: count() }).from(userCounterDeltas);
    expect(left[0]?.n).toBe(0);
    const gone = await Promise.all(
      fans.map((f) => t.api.call('friendUnfollow', { token: f.token, body: { follow_uid: star.id, type: 'uid' } })),
    );
    expect(gone.every((a) => a.body.code === 0)).toBe(true);
    expect(await counters(star.id)).toMatchObject({ fans: 0, fanRows: 0 });
    for (const f of fans) expect(await counters(f.id)).toMatchObject({ follows: 0, followRows: 0 });
  });

  it('counts changes not folded yet (a crash between the write and the fold) and folds them at the next fold', async () => {
    const star = await member(t);
    const fan = await member(t);
    // As a kill between a follow's commit and its fold leaves them: the row and its two pending changes.
    await t.db.insert(follows).values({ uid: fan.id, followUid: star.id });
    await t.db.insert(userCounterDeltas).values([
      { uid: fan.id, followDelta: 1 },
      { uid: star.id, fansDelta: 1 },
    ]);
    expect((await counters(star.id)).fans).toBe(0);
    const stat = await t.api.call('userstatGet', { query: { uid: star.id } });
    expect(stat.body.data).toMatchObject({ fans_amount: 1, follow_amount: 0 });
    expect((await t.api.call('userstatGet', { query: { uid: fan.id } })).body.data.follow_amount).toBe(1);
    // A second follower's answer counts the pending one too.
    const other = await member(t);
    const res = await t.api.call('friendFollow', { token: other.token, body: { follow_uid: star.id, type: 'uid' } });
    expect(res.body.data.fans_amount).toBe(2);
    expect(await foldCounterDeltas(t.db)).toBe(0);
    expect(await counters(star.id)).toMatchObject({ fans: 2, fanRows: 2 });
    expect(await counters(fan.id)).toMatchObject({ follows: 1, followRows: 1 });
    // What the start folds: changes left without any follow after them.
    await t.db.insert(userCounterDeltas).values([{ uid: star.id, fansDelta: -1 }]);
    await t.db.delete(follows).where(and(eq(follows.uid, other.id), eq(follows.followUid, star.id)));
    expect(await foldCounterDeltas(t.db)).toBe(1);
    expect(await counters(star.id)).toMatchObject({ fans: 1, fanRows: 1 });
  });

  it('refuses following yourself or nobody, and changes nothing', async () => {
    const before = await t.snapshot();
    expect((await t.api.call('friendFollow', { token: lin, body: { follow_uid: DEMO_ID.lin, type: 'uid' } })).body).toMatchObject({
      code: 40001,
      msg: '不能关注自己',
    });
    expect((await t.api.call('friendFollow', { token: lin, body: { follow_uid: 99999, type: 'uid' }, lang: 'en' })).body).toMatchObject({
      code: 40004,
      msg: 'User not found',
    });
    expect((await t.api.send('friendFollow', { token: lin, body: { follow_uid: '6' } })).body.code).toBe(40001);
    expect((await t.api.send('friendFollow', { token: lin, body: { follow_uid: 6, type: 'column' } })).body.code).toBe(40001);
    expect((await t.api.send('friendFollow', { token: lin, body: { follow_uid: -1 } })).body.code).toBe(40001);
    expect(await t.snapshot()).toEqual(before);
  });

  it('lists fans and follows with the viewer relation', async () => {
    const fans = await t.api.call('friendLists', { query: { uid: DEMO_ID.creator, t: 'fans', rows: 100 }, token: lin });
    expect(fans.body.data.total).toBe((await counters(DEMO_ID.creator)).fanRows);
    const oliverRow = fans.body.data.list.find((u) => u.id === DEMO_ID.oliver);
    expect(oliverRow?.is_follow).toBe(true);
    const anon = await t.api.call('friendLists', { query: { uid: DEMO_ID.creator, t: 'fans' } });
    expect(anon.body.data.list.every((u) => u.is_follow === false)).toBe(true);
  });
});

describe('column subscriptions', () => {
  it('moves subscribe_amount once per subscriber and shows it in the column', async () => {
    const [col] = await t.db.select({ n: columns.subscribeAmount }).from(columns).where(eq(columns.id, 2));
    const start = col?.n ?? -1;
    const a = await t.api.call('columnUserSubscribe', { token: (await t.login('zhou')).token, body: { column_id: 2 } });
    expect(a.body).toMatchObject({ code: 0, msg: '订阅成功', data: { is_subscribe: true, subscribe_amount: start + 1 } });
    const zhou = (await t.login('zhou')).token;
    await t.api.call('columnUserSubscribe', { token: zhou, body: { column_id: 2 } });
    const [rows] = await t.db.select({ n: count() }).from(columnSubscriptions).where(eq(columnSubscriptions.columnId, 2));
    const got = await t.api.call('columnGet', { query: { id: 2 }, token: zhou });
    expect(got.body.data.subscribe_amount).toBe(rows?.n);
    expect(got.body.data.is_subscribe).toBe(true);
    const subs = await t.api.call('columnUserLists', { query: { column_id: 2 } });
    expect(subs.body.data.total).toBe(rows?.n);
    expect(subs.body.data.list[0]?.id).toBe(DEMO_ID.zhou);
    const un = await t.api.call('columnUserUnsubscribe', { token: zhou, body: { column_id: 2 } });
    expect(un.body.data.subscribe_amount).toBe(start);
    expect((await t.api.call('columnUserSubscribe', { token: zhou, body: { column_id: 999 } })).body).toMatchObject({
      code: 40004,
      msg: '专栏不存在',
    });
  });

  it('serves fresh counts to anonymous readers after a write (the cache is invalidated)', async () => {
    const cached = await createTestServer({ env: { PUBLIC_CACHE_TTL_MS: '60000' } });
    try {
      const first = await cached.api.call('columnLists');
      const hit = await cached.api.call('columnLists');
      expect(hit.headers['x-cache']).toBe('hit');
      const token = (await cached.login('sato')).token;
      await cached.api.call('columnUserSubscribe', { token, body: { column_id: 4 } });
      const after = await cached.api.call('columnLists');
      expect(after.headers['x-cache']).toBeUndefined();
      const before4 = first.body.data.list.find((c) => c.id === 4)?.subscribe_amount ?? -1;
      expect(after.body.data.list.find((c) => c.id === 4)?.subscribe_amount).toBe(before4 + 1);
    } finally {
      await cached.close();
    }
  });
});

describe('messages and notifications', () => {
  it('stores a message, says 发送成功, and notifies the receiver', async () => {
    const sent = await t.api.call('messageAdd', { token: lin, body: { receive_uid: DEMO_ID.oliver, content: '  周三下午的论坛见！  ' } });
    expect(sent.body).toMatchObject({
      code: 0,
      msg: '发送成功',
      data: { content: '周三下午的论坛见！', sender: { id: DEMO_ID.lin }, receiver: { id: DEMO_ID.oliver } },
    });
    const inbox = await t.api.call('messageLists', { token: oliver });
    expect(inbox.body.data.list[0]?.id).toBe(sent.body.data.id);
    const convo = await t.api.call('messageLists', { token: lin, query: { with_uid: DEMO_ID.oliver } });
    expect(convo.body.data.total).toBeGreaterThanOrEqual(3);
    const notes = await t.api.call('notificationLists', { token: oliver, query: { unread: 1 }, lang: 'en' });
    expect(notes.body.data.list[0]).toMatchObject({
      type: 'message',
      title: '林晓 sent you a message',
      link: `/message/list?with_uid=${DEMO_ID.lin}`,
    });
    const unread = notes.body.data.unread;
    expect(unread).toBeGreaterThan(0);
    const read = await t.api.call('notificationRead', { token: oliver, body: { all: true } });
    expect(read.body.data.unread).toBe(0);
  });

  it('refuses empty, too long and misaddressed messages and writes nothing', async () => {
    const before = await t.snapshot();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ receive_uid: DEMO_ID.oliver, content: '   ' }, 40001, '内容不能为空'],
      [{ receive_uid: DEMO_ID.oliver, content: '' }, 40001, '内容不能为空'],
      [{ receive_uid: DEMO_ID.oliver, content: 'x'.repeat(1001) }, 40001, '内容不能超过1000个字符'],
      [{ receive_uid: DEMO_ID.lin, content: 'me' }, 40001, '不能给自己发私信'],
      [{ receive_uid: 99999, content: 'hi' }, 40004, '用户不存在'],
      [{ content: 'hi' }, 40001, '请填写收信人'],
      [{ receive_uid: 'abc', content: 'hi' }, 40001, '收信人格式不正确'],
      // Lin does not follow the organiser (uid 1): the profile shows no message button, and the server agrees.
      [{ receive_uid: DEMO_ID.admin, content: 'hi' }, 40003, '关注对方后才能发私信'],
    ];
    for (const [body, code, msg] of cases)
      expect((await t.api.send('messageAdd', { token: lin, body })).body, JSON.stringify(body)).toMatchObject({ code, msg });
    expect(await t.snapshot()).toEqual(before);
  });

  it("refuses to mark another user's notification", async () => {
    const [theirs] = await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.uid, DEMO_ID.creator)).limit(1);
    const before = await t.snapshot();
    expect((await t.api.send('notificationRead', { token: lin, body: { id: theirs?.id } })).body).toMatchObject({
      code: 40004,
      msg: '通知不存在',
    });
    expect((await t.api.call('notificationRead', { token: lin, body: {} })).body.code).toBe(40001);
    expect(await t.snapshot()).toEqual(before);
  });
});
