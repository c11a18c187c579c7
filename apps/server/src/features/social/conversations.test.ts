import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../../../test/factories.ts';
import { createTestServer, DEMO_ID, type TestServer } from '../../../test/harness.ts';

// The demo seed (features/social/seed.ts): lin and oliver follow each other and have written;
// zhou wrote to lin. Members made here start with nothing.
let t: TestServer;
let lin: string;
let oliver: string;
beforeAll(async () => {
  t = await createTestServer();
  lin = (await t.login('lin')).token;
  oliver = (await t.login('oliver')).token;
});
afterAll(() => t.close());

const follow = (token: string, uid: number) => t.api.call('friendFollow', { token, body: { follow_uid: uid, type: 'uid' } });
const send = (token: string, to: number, content: string, lang: 'zh' | 'en' = 'zh') =>
  t.api.send('messageAdd', { token, body: { receive_uid: to, content }, lang });

describe('conversations', () => {
  it('lists one row per member, the latest message first, with unread counts, and reading one clears its count', async () => {
    const res = await t.api.call('messageConversations', { token: lin });
    const list = res.body.data.list;
    expect(list.map((c) => c.user.id)).toEqual(expect.arrayContaining([DEMO_ID.oliver, DEMO_ID.zhou]));
    expect(new Set(list.map((c) => c.user.id)).size).toBe(list.length);
    const withZhou = list.find((c) => c.user.id === DEMO_ID.zhou);
    expect(withZhou).toMatchObject({ unread: 1, blocked: false, last: { from_me: false } });
    expect(res.body.data.strangers).toBe(true);
    const before = res.body.data.unread;
    expect(before).toBeGreaterThanOrEqual(2);

    // A new message puts its conversation first.
    await send(oliver, DEMO_ID.lin, '明天展台见。');
    const after = (await t.api.call('messageConversations', { token: lin })).body.data;
    expect(after.list[0]).toMatchObject({ user: { id: DEMO_ID.oliver }, last: { content: '明天展台见。', from_me: false } });
    expect(after.unread).toBe(before + 1);

    const read = await t.api.call('messageRead', { token: lin, body: { with_uid: DEMO_ID.oliver } });
    expect(read.body.data.unread).toBe(before + 1 - (after.list[0]?.unread ?? 0));
    const again = (await t.api.call('messageConversations', { token: lin })).body.data;
    expect(again.list.find((c) => c.user.id === DEMO_ID.oliver)?.unread).toBe(0);
    // Its message notifications are read with it.
    const notes = (await t.api.call('notificationLists', { token: lin, query: { unread: 1 } })).body.data.list;
    expect(notes.filter((n) => n.type === 'message' && n.from_user?.id === DEMO_ID.oliver)).toEqual([]);
  });

  it('pages the conversations', async () => {
    const res = await t.api.call('messageConversations', { token: lin, query: { page: 1, rows: 1 } });
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.total).toBeGreaterThanOrEqual(2);
  });
});

describe('blocks and strangers', () => {
  it('a blocked member is refused without being told before, and unblocking lets them write again', async () => {
    const a = await member(t);
    const b = await member(t);
    await follow(a.token, b.id);
    await follow(b.token, a.id);
    expect((await send(a.token, b.id, 'hello')).body.code).toBe(0);
    const blocked = await t.api.call('messageBlock', { token: b.token, body: { uid: a.id, block: true } });
    expect(blocked.body).toMatchObject({ code: 0, data: { uid: a.id, blocked: true }, msg: '已屏蔽，对方将无法给你发私信' });
    const before = await t.snapshot();
    expect((await send(a.token, b.id, 'are you there?')).body).toMatchObject({ code: 40003, msg: '对方暂不接收你的私信' });
    expect((await send(a.token, b.id, 'are you there?', 'en')).body.msg).toBe('This member is not taking messages from you');
    // The blocker cannot write either until they unblock.
    expect((await send(b.token, a.id, 'hi')).body).toMatchObject({ code: 40003, msg: '你已屏蔽对方，解除屏蔽后才能发私信' });
    expect(await t.snapshot()).toEqual(before);
    const list = (await t.api.call('messageConversations', { token: b.token })).body.data.list;
    expect(list.find((c) => c.user.id === a.id)?.blocked).toBe(true);
    await t.api.call('messageBlock', { token: b.token, body: { uid: a.id, block: false } });
    expect((await send(a.token, b.id, 'back again')).body.code).toBe(0);
  });

  it('a member who takes messages only from people they follow refuses the others', async () => {
    const quiet = await member(t);
    const fan = await member(t);
    await follow(fan.token, quiet.id);
    const set = await t.api.call('messageSetting', { token: quiet.token, body: { strangers: false } });
    expect(set.body.data).toEqual({ strangers: false });
    expect((await t.api.call('messageConversations', { token: quiet.token })).body.data.strangers).toBe(false);
    expect((await send(fan.token, quiet.id, 'hello')).body).toMatchObject({ code: 40003, msg: '对方只接收其关注的人发来的私信' });
    await follow(quiet.token, fan.id);
    expect((await send(fan.token, quiet.id, 'hello')).body.code).toBe(0);
  });

  it('refuses bad blocks and settings and writes nothing', async () => {
    const before = await t.snapshot();
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['messageBlock', { uid: DEMO_ID.lin, block: true }, 40001, '不能屏蔽自己'],
      ['messageBlock', { uid: 99999, block: true }, 40004, '用户不存在'],
      ['messageBlock', { uid: 'x', block: true }, 40001, ''],
      ['messageBlock', { uid: DEMO_ID.zhou }, 40001, ''],
      ['messageSetting', { strangers: 'no' }, 40001, ''],
      ['messageRead', {}, 40001, ''],
    ];
    for (const [op, body, code, msg] of cases) {
      const res = await t.api.send(op as 'messageBlock', { token: lin, body });
      expect(res.body.code, `${op} ${JSON.stringify(body)}`).toBe(code);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect((await t.api.send('messageConversations', {})).body.code).toBe(40100);
    expect(await t.snapshot()).toEqual(before);
  });
});
