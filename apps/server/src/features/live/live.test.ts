// The live stream over real HTTP (an inject never ends while the stream is open), read with the
// site's own client (openLive in packages/api).
import { ErrorCode, openLive, type LiveConnection, type LiveEvent } from '@spw/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenFor } from '../../http/auth.ts';
import { createTestServer, DEMO_ID, type TestServer } from '../../../test/harness.ts';

let t: TestServer;
let base: string;
let lin: string;
let oliver: string;
let creator: string;
const open: LiveConnection[] = [];

beforeAll(async () => {
  t = await createTestServer({ env: { LIVE_MAX_STREAMS: '4' } });
  await t.server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  lin = (await t.login('lin')).token;
  oliver = (await t.login('oliver')).token;
  creator = (await t.login('creator')).token;
});
afterAll(async () => {
  for (const c of open) c.close();
  await t.close();
});

/** A stream as a page opens it; `events` fills as they come. */
function listen(token?: string) {
  const events: LiveEvent[] = [];
  const states: string[] = [];
  const connection = openLive({
    baseUrl: base,
    word: t.config.apiTokenWord,
    secret: t.config.apiTokenSecret,
    getSession: () => ({ token: token ?? null }),
    onEvent: (e) => events.push(e),
    onState: (s) => states.push(s),
    retryMs: 50,
  });
  open.push(connection);
  return { connection, events, states, of: (name: string) => events.filter((e) => e.event === name) };
}

async function raw(query: string, headers: Record<string, string> = {}) {
  const ts = Date.now();
  const res = await fetch(`${base}/live/stream${query}`, {
    headers: {
      timestamp: String(ts),
      'api-token': apiTokenFor(t.config.apiTokenWord, ts, t.config.apiTokenSecret),
      lang: 'en',
      ...headers,
    },
  });
  return { type: res.headers.get('content-type') ?? '', text: await res.text() };
}

describe('live stream', () => {
  it('starts with `ready`: the unread counts of a member, nothing for a visitor', async () => {
    const member = listen(lin);
    const visitor = listen();
    await expect.poll(() => member.of('ready').length).toBe(1);
    await expect.poll(() => visitor.of('ready').length).toBe(1);
    const ready = member.of('ready')[0];
    expect(ready?.data).toMatchObject({ uid: DEMO_ID.lin, unread: { notifications: expect.any(Number), messages: expect.any(Number) } });
    expect(visitor.of('ready')[0]?.data).toEqual({ uid: null, unread: null });
    member.connection.close();
    visitor.connection.close();
  });

  it('tells the receiver of a message at once, and only them, and again when they read their notifications', async () => {
    const receiver = listen(lin);
    const bystander = listen(oliver);
    await expect.poll(() => receiver.of('ready').length + bystander.of('ready').length).toBe(2);
    const before = receiver.of('ready')[0]?.data as { unread: { notifications: number; messages: number } };
    const sent = await t.api.call('messageAdd', { token: oliver, body: { receive_uid: DEMO_ID.lin, content: 'live?' } });
    expect(sent.body.code).toBe(0);
    await expect
      .poll(() => receiver.of('unread'))
      .toEqual([{ event: 'unread', data: { notifications: before.unread.notifications + 1, messages: before.unread.messages + 1 } }]);
    const read = await t.api.call('notificationRead', { token: lin, body: { all: true } });
    expect(read.body.code).toBe(0);
    await expect.poll(() => receiver.of('unread').at(-1)?.data).toEqual({ notifications: 0, messages: before.unread.messages + 1 });
    expect(bystander.of('unread')).toEqual([]);
    receiver.connection.close();
    bystander.connection.close();
  });

  it('tells a member at once that someone followed them', async () => {
    const followed = listen(lin);
    await expect.poll(() => followed.of('ready').length).toBe(1);
    const before = followed.of('ready')[0]?.data as { unread: { notifications: number; messages: number } };
    await t.api.call('friendUnfollow', { token: oliver, body: { follow_uid: DEMO_ID.lin, type: 'uid' } });
    const res = await t.api.call('friendFollow', { token: oliver, body: { follow_uid: DEMO_ID.lin, type: 'uid' } });
    expect(res.body.code).toBe(0);
    await expect
      .poll(() => followed.of('unread').at(-1)?.data)
      .toEqual({
        notifications: before.unread.notifications + 1,
        messages: before.unread.messages,
      });
    followed.connection.close();
  });

  it('sends every page the new latest price of a code when a creator changes it', async () => {
    const visitor = listen();
    await expect.poll(() => visitor.of('ready').length).toBe(1);
    // The latest price of code 1 changes (a price may not be dated after today, so the newest one is edited).
    const [latest] = (await t.api.call('quoteDataLists', { query: { quote_code_id: 1, rows: 1 } })).body.data.list;
    if (!latest) throw new Error('the seed has no price for code 1');
    const edited = await t.api.call('quoteDataEdit', { token: creator, body: { id: latest.id, price: 4321.5 } });
    expect(edited.body.code).toBe(0);
    await expect.poll(() => visitor.of('quote').at(-1)?.data).toMatchObject({ id: 1, buy_price: 4321.5, date: latest.date });
    const back = await t.api.call('quoteDataEdit', { token: creator, body: { id: latest.id, price: latest.price } });
    expect(back.body.code).toBe(0);
    await expect.poll(() => visitor.of('quote').length).toBe(2);
    expect(visitor.of('quote').at(-1)?.data).toMatchObject({ buy_price: latest.price });
    visitor.connection.close();
  });

  it('refuses a stale session with its code instead of a visitor stream, and a bad query or signature', async () => {
    const stale = await raw('', { 'user-token': 'forged-token-0000' });
    expect(stale.type).toContain('application/json');
    expect(JSON.parse(stale.text)).toMatchObject({ code: 50008 });
    const bad = await raw('?once=7');
    expect(JSON.parse(bad.text).code).toBe(ErrorCode.BadInput);
    const res = await fetch(`${base}/live/stream`);
    expect(((await res.json()) as { code: number }).code).toBe(40102);
  });

  it('keeps to LIVE_MAX_STREAMS on a node, and frees a place when a page closes', async () => {
    const pages = [listen(), listen(), listen(), listen()];
    await expect.poll(() => pages.every((p) => p.of('ready').length === 1)).toBe(true);
    const fifth = await raw('');
    expect(JSON.parse(fifth.text)).toMatchObject({ code: ErrorCode.TooManyRequests, msg: expect.stringMatching(/too many/i) });
    pages[0]?.connection.close();
    await expect.poll(() => t.server.deps.live.size).toBe(3);
    const again = listen();
    await expect.poll(() => again.of('ready').length).toBe(1);
    for (const p of [...pages, again]) p.connection.close();
    await expect.poll(() => t.server.deps.live.size).toBe(0);
  });

  it('ends the streams when the node stops, so that it can stop', async () => {
    const page = listen(lin);
    await expect.poll(() => page.of('ready').length).toBe(1);
    const other = await createTestServer();
    await other.server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const ts = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/live/stream`, {
      headers: { timestamp: String(ts), 'api-token': apiTokenFor(other.config.apiTokenWord, ts, other.config.apiTokenSecret) },
    });
    const reader = res.body?.getReader();
    await reader?.read();
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    // The client sees its stream end.
    for (;;) if ((await reader?.read())?.done !== false) break;
    page.connection.close();
  });
});
