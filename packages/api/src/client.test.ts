import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client.ts';
import { ApiError, TransportError } from './errors.ts';
import { signApiToken } from './sign.ts';

const NOW = 1_795_000_000_000;

function envelope(code: number, msg: string, data: unknown = null): Response {
  return new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });
}

function setup(answer: (req: Request) => Response | Promise<Response>, extra: Partial<ApiClientOptions> = {}) {
  const seen: Request[] = [];
  const onError = vi.fn();
  const onSessionExpired = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://api.test/api',
    word: 'spw',
    secret: 's3cret',
    now: () => NOW,
    onError,
    onSessionExpired,
    fetch: async (input) => {
      const req = input instanceof Request ? input : new Request(input);
      seen.push(req);
      return answer(req);
    },
    ...extra,
  });
  return { api, seen, onError, onSessionExpired };
}

describe('signing', () => {
  it('computes api-token as hex SHA-256 of word + timestamp + secret', async () => {
    const expected = createHash('sha256').update(`spw${NOW}s3cret`).digest('hex');
    expect(await signApiToken('spw', NOW, 's3cret')).toBe(expected);
  });

  it('sends the signed headers, and the session ones only when there is a session', async () => {
    const anon = setup(() => envelope(0, 'ok', { list: [], total: 0, page: 1, rows: 5 }));
    await anon.api.get('/banner/lists', { query: { rows: 5 } });
    const a = anon.seen[0];
    expect(a?.url).toBe('http://api.test/api/banner/lists?rows=5');
    expect(a?.headers.get('api-token')).toBe(createHash('sha256').update(`spw${NOW}s3cret`).digest('hex'));
    expect(a?.headers.get('timestamp')).toBe(String(NOW));
    expect(a?.headers.has('user-token')).toBe(false);
    expect(a?.headers.has('login-uid')).toBe(false);
    expect(a?.headers.has('lang')).toBe(false);

    const zeroUid = setup(() => envelope(0, 'ok', null), { getSession: () => ({ token: 'tok', uid: 0 }), getLang: () => 'en' });
    await zeroUid.api.post('/user/logout', {});
    expect(zeroUid.seen[0]?.headers.get('user-token')).toBe('tok');
    expect(zeroUid.seen[0]?.headers.has('login-uid')).toBe(false);
    expect(zeroUid.seen[0]?.headers.get('lang')).toBe('en');

    const member = setup(() => envelope(0, 'ok', null), { getSession: () => ({ token: 'tok', uid: 5 }) });
    await member.api.post('/friend/follow', { body: { follow_uid: 2, type: 'uid' } });
    const req = member.seen[0];
    expect(req?.headers.get('login-uid')).toBe('5');
    expect(req?.method).toBe('POST');
    expect(await req?.json()).toEqual({ follow_uid: 2, type: 'uid' });
  });
});

describe('envelopes', () => {
  it('resolves with data on code 0', async () => {
    const { api, onError } = setup(() => envelope(0, '成功', { uid: 2, follow_amount: 3, fans_amount: 9 }));
    const stat = await api.get('/userstat/get', { query: { uid: 2 } });
    expect(stat.fans_amount).toBe(9);
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects quietly on code 1', async () => {
    const { api, onError, onSessionExpired } = setup(() => envelope(1, 'quiet'));
    await expect(api.get('/webinfo/get')).rejects.toMatchObject({ code: 1 });
    expect(onError).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('rejects with a typed error and reports the message on other codes', async () => {
    const { api, onError } = setup(() => envelope(40001, '内容不能为空', null));
    const error = await api.post('/message/add', { body: { receive_uid: 6, content: ' ' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 40001, msg: '内容不能为空', path: '/message/add' });
    expect(onError).toHaveBeenCalledWith('内容不能为空', error);
  });

  it("leaves a quiet call's failure to its caller, but still reports a session that ended", async () => {
    let code = 40001;
    const { api, onError, onSessionExpired } = setup(() => envelope(code, '内容不能为空', null));
    const body = { receive_uid: 6, content: ' ' };
    await expect(api.post('/message/add', { body, quiet: true })).rejects.toMatchObject({ code: 40001 });
    expect(onError).not.toHaveBeenCalled();
    code = 50008;
    await expect(api.post('/message/add', { body, quiet: true })).rejects.toMatchObject({ code: 50008 });
    expect(onSessionExpired).toHaveBeenCalledWith(50008);
    expect(onError).not.toHaveBeenCalled();
    await expect(api.post('/message/add', { body })).rejects.toMatchObject({ code: 50008 });
    expect(onError).toHaveBeenCalledOnce();
  });

  it("reports 'Error' when the message is empty", async () => {
    const { api, onError } = setup(() => envelope(40003, ''));
    await expect(api.get('/webinfo/get')).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledWith('Error', expect.any(ApiError));
  });

  it.each([50008, 50012, 50014])('asks to sign in again on %i', async (code) => {
    const { api, onError, onSessionExpired } = setup(() => envelope(code, 'Login failed, unable to get user details.'));
    const error = await api.get('/user/info').catch((e: unknown) => e);
    expect((error as ApiError).sessionEnded).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledWith(code);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('keeps the data of an error (the rows of a failed import)', async () => {
    const errors = [{ row: 3, field: 'price', message: 'bad' }];
    const { api } = setup(() => envelope(40001, 'Import failed', { errors }));
    await expect(api.upload('/quoteData/import', new FormData())).rejects.toMatchObject({ data: { errors } });
  });
});

describe('transport', () => {
  it('reports a network failure', async () => {
    const { api, onError } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await api.get('/webinfo/get').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(onError).toHaveBeenCalledWith('fetch failed', error);
  });

  it('times out a request that never answers', async () => {
    const { api, onError } = setup(
      (req) =>
        new Promise<Response>((_resolve, reject) => {
          req.signal.addEventListener('abort', () => reject(req.signal.reason));
        }),
      { timeoutMs: 50 },
    );
    const error = await api.get('/webinfo/get').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as Error).message).toMatch(/timed out/);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('treats a non-envelope answer (an HTML error page) as a transport failure', async () => {
    const { api } = setup(() => new Response('<html>502</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(api.get('/webinfo/get')).rejects.toMatchObject({ name: 'TransportError', status: 502 });
  });

  it('passes a CSV file through the raw client, signed', async () => {
    const { api, seen } = setup(
      () => new Response('\uFEFF编号,类型\n1,出售\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    const { data } = await api.raw.GET('/offer/export', { parseAs: 'text' });
    expect(data).toContain('编号');
    expect(seen[0]?.headers.get('api-token')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends uploads as multipart form data', async () => {
    const { api, seen } = setup(() => envelope(0, 'ok', { url: '/uploads/x.png', width: 1, height: 1, size: 10, mime: 'image/png' }));
    const form = new FormData();
    form.set('ascription', 'avatar');
    form.set('attachment', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'a.png');
    const data = await api.upload('/upload/file2server', form);
    expect(data.url).toBe('/uploads/x.png');
    expect(seen[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("sends an upload's query parameters in its address", async () => {
    const { api, seen } = setup(() => envelope(0, 'ok', null));
    await api.upload('/dataSet/upload', new FormData(), { query: { id: 3, mode: 'replace', replaces: 7, note: undefined } });
    expect(new URL(seen[0]?.url ?? '').search).toBe('?id=3&mode=replace&replaces=7');
  });
});

describe('prefetch', () => {
  it('hands the answer asked for ahead to the next get of the same query, once', async () => {
    let n = 0;
    const { api, seen } = setup(() => envelope(0, 'ok', { n: ++n }));
    api.prefetch('/eventsGuest/lists', { query: { events_id: 14, rows: 200 } });
    // The same query written in another order is the same question.
    await expect(api.get('/eventsGuest/lists', { query: { rows: 200, events_id: 14 } })).resolves.toEqual({ n: 1 });
    expect(seen).toHaveLength(1);
    // Taken once: the next reader asks again.
    await expect(api.get('/eventsGuest/lists', { query: { events_id: 14, rows: 200 } })).resolves.toEqual({ n: 2 });
    expect(seen).toHaveLength(2);
  });

  it('asks again for another query, another session or an answer that waited too long', async () => {
    let clock = NOW;
    let token: string | null = null;
    const { api, seen } = setup(() => envelope(0, 'ok', {}), {
      now: () => clock,
      prefetchTtlMs: 1_000,
      getSession: () => ({ token }),
    });
    api.prefetch('/events/get', { query: { id: 14 } });
    await api.get('/events/get', { query: { id: 15 } });
    expect(seen).toHaveLength(2);
    token = 'signed-in';
    await api.get('/events/get', { query: { id: 14 } });
    expect(seen).toHaveLength(3);
    token = null;
    api.prefetch('/ticket/lists', { query: { events_id: 14 } });
    clock += 1_001;
    await api.get('/ticket/lists', { query: { events_id: 14 } });
    expect(seen).toHaveLength(5);
  });

  it('reports a failure when the answer is read, not when it was asked for', async () => {
    const { api, onError } = setup(() => envelope(40004, '活动不存在'));
    api.prefetch('/events/get', { query: { id: 99 } });
    await new Promise((r) => setTimeout(r, 10));
    expect(onError).not.toHaveBeenCalled();
    await expect(api.get('/events/get', { query: { id: 99 } })).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledOnce();
  });
});
