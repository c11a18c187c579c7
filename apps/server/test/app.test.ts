import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildApp } from '../src/http/app.ts';
import { apiTokenFor } from '../src/http/auth.ts';
import { PublicCache } from '../src/http/cache.ts';
import { loadSpec } from '../src/http/spec.ts';
import { handlers } from '../src/features/index.ts';
import { createTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

describe('the contract and the handlers', () => {
  it('has a handler for every operation and an operation for every handler', () => {
    const ops = [...loadSpec().operations.keys()].sort();
    expect(Object.keys(handlers).sort()).toEqual(ops);
  });

  it('refuses to build when an operation has no handler', async () => {
    const partial = Object.fromEntries(Object.entries(handlers).filter(([id]) => id !== 'bannerLists'));
    const deps = { ...t.server.deps, cache: new PublicCache(0, t.server.deps.shared) };
    await expect(buildApp({ deps, handlers: partial })).rejects.toThrow(/bannerLists/);
  });

  it('answers a write turned away by a unique index as a conflict, not as "not found"', async () => {
    const clash = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const failing = {
      ...handlers,
      webinfoGet: async () => {
        throw clash;
      },
    };
    const app = await buildApp({
      deps: { ...t.server.deps, cache: new PublicCache(0, t.server.deps.shared) },
      handlers: failing as typeof handlers,
    });
    try {
      for (const [lang, msg] of [
        ['zh', '内容已被修改，请刷新后重试'],
        ['en', 'This was changed at the same time; refresh and try again'],
      ] as const) {
        const ts = Date.now();
        const res = await app.inject({
          url: '/api/webinfo/get',
          headers: { lang, timestamp: String(ts), 'api-token': apiTokenFor(t.config.apiTokenWord, ts, t.config.apiTokenSecret) },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ code: 40009, msg });
      }
    } finally {
      await app.close();
    }
  });

  it('refuses to build when a handler has no operation', async () => {
    const extra = { ...handlers, notInTheContract: async () => null };
    await expect(buildApp({ deps: t.server.deps, handlers: extra as typeof handlers })).rejects.toThrow(/notInTheContract/);
  });
});

describe('signed headers', () => {
  it('answers 40102 without a timestamp and 40101 with a wrong api-token', async () => {
    expect((await t.call('GET', '/webinfo/get', { sign: 'none' })).body.code).toBe(40102);
    expect((await t.call('GET', '/webinfo/get', { sign: 'stale' })).body.code).toBe(40102);
    const wrong = await t.call('GET', '/webinfo/get', { sign: 'wrong', lang: 'en' });
    expect(wrong.body).toEqual({ code: 40101, msg: 'The api-token is missing or wrong', data: null });
    expect(wrong.status).toBe(200);
  });

  it('accepts a timestamp within five minutes and refuses one from the future beyond it', async () => {
    const { apiTokenFor } = await import('../src/http/auth.ts');
    for (const [offset, code] of [
      [4 * 60_000, 0],
      [-4 * 60_000, 0],
      [6 * 60_000, 40102],
    ] as const) {
      const ts = String(Date.now() + offset);
      const res = await t.server.app.inject({
        method: 'GET',
        url: '/api/webinfo/get',
        headers: { timestamp: ts, 'api-token': apiTokenFor(t.config.apiTokenWord, ts, t.config.apiTokenSecret) },
      });
      expect(JSON.parse(res.body).code).toBe(code);
    }
  });

  it('answers 50008 for an unknown user-token on a call that needs the user, and ignores it on a public read', async () => {
    expect((await t.call('GET', '/user/info', { token: 'not-a-session' })).body.code).toBe(50008);
    expect((await t.call('GET', '/webinfo/get', { token: 'not-a-session' })).body.code).toBe(0);
  });
});

describe('malformed requests', () => {
  it('answers an envelope, never a 5xx, for broken bodies', async () => {
    const before = await t.snapshot();
    const cases = [
      { payload: '{"follow_uid": ', contentType: 'application/json' },
      { payload: '', contentType: 'application/json' },
      { payload: 'follow_uid=2', contentType: 'application/x-www-form-urlencoded' },
      { payload: '<xml/>', contentType: 'text/xml' },
      { payload: JSON.stringify({ follow_uid: 'x'.repeat(3 * 1024 * 1024) }), contentType: 'application/json' },
    ];
    for (const c of cases) {
      const res = await t.call('POST', '/friend/follow', c);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).not.toBe(0);
      expect(res.body.msg).not.toBe('');
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('names the field in the request language', async () => {
    const zh = await t.call('GET', '/banner/lists', { query: { rows: 'many' } });
    expect(zh.body).toMatchObject({ code: 40001, msg: '每页条数格式不正确' });
    const en = await t.call('GET', '/banner/lists', { query: { rows: 99 }, lang: 'en' });
    expect(en.body).toMatchObject({ code: 40001, msg: 'Rows per page is out of range' });
  });

  it('answers an unknown path with 40004', async () => {
    const res = await t.call('GET', '/nope/lists');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(40004);
  });
});

describe('configuration', () => {
  it('refuses production mode with the default secrets', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(/default API_TOKEN/);
    expect(() => loadConfig({ NODE_ENV: 'production', API_TOKEN_WORD: 'w', API_TOKEN_SECRET: 'short' })).toThrow(/16 characters/);
    expect(loadConfig({ APP_MODE: 'production', API_TOKEN_WORD: 'word', API_TOKEN_SECRET: 'a-long-enough-secret' }).mode).toBe(
      'production',
    );
  });

  it('rejects a malformed PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('the generated client against this server', () => {
  it('signs, sends the session and unwraps envelopes exactly as the server expects', async () => {
    const { createApiClient, ApiError } = await import('@spw/api');
    const session: { token?: string } = {};
    const api = createApiClient({
      baseUrl: 'http://spw.local/api',
      word: t.config.apiTokenWord,
      secret: t.config.apiTokenSecret,
      getSession: () => ({ token: session.token, uid: 5 }),
      getLang: () => 'en',
      fetch: async (input) => {
        const req = input instanceof Request ? input : new Request(input);
        const res = await t.server.app.inject({
          method: req.method as 'GET' | 'POST',
          url: new URL(req.url).pathname + new URL(req.url).search,
          headers: Object.fromEntries(req.headers.entries()),
          ...(req.method === 'POST' ? { payload: await req.text() } : {}),
        });
        return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
      },
    });
    const banners = await api.get('/banner/lists', { query: { rows: 5 } });
    expect(banners.list).toHaveLength(5);
    const login = await api.post('/user/login', { body: { type: 'password', username: 'lin', password: 'member12345' } });
    session.token = login.token;
    expect((await api.get('/user/info')).nickname).toBe('林晓');
    const refused = await api.post('/message/add', { body: { receive_uid: 5, content: 'me' } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 40001, msg: 'You cannot send a message to yourself' });
  });
});

describe('rate limits', () => {
  it('answers 40029, not a hang, when one client signs in too often', async () => {
    const limited = await createTestServer({ env: { RATE_LIMIT: 'on' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await limited.call('POST', '/user/login', {
          body: { type: 'password', username: `ghost${i}`, password: 'whatever1' },
          lang: 'en',
        });
        codes.push(res.body.code);
        if (res.body.code === 40029) expect(res.body.msg).toBe('Too many requests, try again later');
      }
      expect(codes.slice(0, 20).every((c) => c === 60204)).toBe(true);
      expect(codes.slice(20)).toEqual([40029, 40029]);
    } finally {
      await limited.close();
    }
  });
});

describe('error codes', () => {
  it('match the contract, names and values, in the server and in the client package', async () => {
    const { Code } = await import('../src/http/errors.ts');
    const { ErrorCode } = await import('@spw/api');
    const schema = (loadSpec().document as { components: { schemas: { ErrorCode: { enum: number[]; 'x-enum-varnames': string[] } } } })
      .components.schemas.ErrorCode;
    const fromContract = Object.fromEntries(schema['x-enum-varnames'].map((name, i) => [name, schema.enum[i]]));
    expect(Code).toEqual(fromContract);
    expect(ErrorCode).toEqual(fromContract);
  });
});
