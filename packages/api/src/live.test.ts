import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLive, type LiveEvent, type LiveState } from './live.ts';
import { signApiToken } from './sign.ts';

const NOW = 1_795_000_000_000;

/** A stream the test writes to, answered as the server answers /live/stream. */
function stream() {
  let push: (text: string) => void = () => undefined;
  let finish: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      finish = () => controller.close();
    },
  });
  return { response: new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }), push, finish };
}

function setup(answers: (() => Response)[]) {
  const events: LiveEvent[] = [];
  const states: LiveState[] = [];
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const connection = openLive({
    baseUrl: 'http://api.test/api',
    word: 'spw',
    secret: 's3cret',
    now: () => NOW,
    getSession: () => ({ token: 'tok-1' }),
    getLang: () => 'en',
    retryMs: 10,
    maxRetryMs: 100,
    fetch: (input, init) => {
      requests.push({ url: String(input), headers: init?.headers as Record<string, string> });
      const answer = answers.shift();
      return answer ? Promise.resolve(answer()) : new Promise<Response>(() => undefined);
    },
    onEvent: (e) => events.push(e),
    onState: (s) => states.push(s),
  });
  return { connection, events, states, requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('openLive', () => {
  it('signs the request and hands over each event, split across chunks as the network splits them', async () => {
    const s = stream();
    const { connection, events, requests } = setup([() => s.response]);
    s.push('retry: 3000\n\nevent: ready\ndata: {"uid":5,"unread":{"notifications":2,"messages":1}}\n\n: ping\n\nevent: unr');
    s.push('ead\ndata: {"notifications":3,"messages":1}\n\nevent: other\ndata: {}\n\n');
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      { event: 'ready', data: { uid: 5, unread: { notifications: 2, messages: 1 } } },
      { event: 'unread', data: { notifications: 3, messages: 1 } },
    ]);
    expect(requests[0]?.url).toBe('http://api.test/api/live/stream');
    expect(requests[0]?.headers).toMatchObject({
      timestamp: String(NOW),
      'api-token': await signApiToken('spw', NOW, 's3cret'),
      'user-token': 'tok-1',
      lang: 'en',
    });
    connection.close();
  });

  it('reconnects after a drop, and gets `ready` again', async () => {
    const first = stream();
    const second = stream();
    const { connection, events, states, requests } = setup([() => first.response, () => second.response]);
    first.push('event: ready\ndata: {"uid":null,"unread":null}\n\n');
    first.finish();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    second.push('event: ready\ndata: {"uid":null,"unread":null}\n\n');
    await vi.waitFor(() => expect(events.map((e) => e.event)).toEqual(['ready', 'ready']));
    expect(states).toContain('waiting');
    connection.close();
    expect(states.at(-1)).toBe('closed');
  });

  it('stops for good on `end` and on a refusal envelope', async () => {
    const s = stream();
    const ended = setup([() => s.response]);
    s.push('event: end\ndata: {"code":50012}\n\n');
    await vi.waitFor(() => expect(ended.states.at(-1)).toBe('closed'));
    expect(ended.events).toEqual([{ event: 'end', data: { code: 50012 } }]);

    const refused = setup([
      () => new Response('{"code":50012,"msg":"Signed in elsewhere","data":null}', { headers: { 'content-type': 'application/json' } }),
    ]);
    await vi.waitFor(() => expect(refused.states.at(-1)).toBe('closed'));
    await new Promise((r) => setTimeout(r, 50));
    expect(refused.requests).toHaveLength(1);
  });

  it('tries again later when the node has too many streams', async () => {
    const s = stream();
    const crowded = setup([
      () => new Response('{"code":40029,"msg":"Too many requests","data":null}', { headers: { 'content-type': 'application/json' } }),
      () => s.response,
    ]);
    await vi.waitFor(() => expect(crowded.requests).toHaveLength(2), { timeout: 3000 });
    s.push('event: ready\ndata: {"uid":null,"unread":null}\n\n');
    await vi.waitFor(() => expect(crowded.events).toHaveLength(1));
    expect(crowded.states).not.toContain('closed');
    crowded.connection.close();
  });
});
