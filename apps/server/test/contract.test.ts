import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../src/http/spec.ts';
import { GOOD } from './good-calls.ts';
import { createTestServer, type CallOptions, type TestServer } from './harness.ts';

/**
 * Walks every operation of the contract: signing, who may call it, bad inputs generated from its
 * schemas (each refused with an envelope and the database unchanged), and one good call whose
 * answer is checked against the contract (the test server validates every response).
 * A new operation without an entry in GOOD fails here.
 */
type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
};

const spec = loadSpec();
const doc = spec.document as {
  paths: Record<string, Record<string, { parameters?: Schema[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
};

function deref(s: Schema | undefined): Schema {
  if (!s) return {};
  if (s.$ref) {
    const parts = s.$ref.replace('#/', '').split('/');
    let node: unknown = spec.document;
    for (const p of parts) node = (node as Record<string, unknown>)[p];
    return deref(node as Schema);
  }
  return s;
}

/** Values that break one property's schema: a wrong type, and each limit overstepped. */
function breakers(raw: Schema): unknown[] {
  const s = deref(raw);
  if (s.anyOf || s.oneOf) return [12345, { nested: true }];
  const out: unknown[] = [];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'string') out.push(12345, ['x']);
  if (type === 'integer' || type === 'number') out.push('abc', 1.5e300, true);
  if (type === 'integer') out.push(1.5);
  if (type === 'boolean') out.push('yes', 1);
  if (type === 'object') out.push('x', [1]);
  if (s.maxLength !== undefined) out.push('字'.repeat(s.maxLength + 1));
  if (s.minLength !== undefined && s.minLength > 0) out.push('');
  if (s.maximum !== undefined) out.push(s.maximum + 1);
  if (s.minimum !== undefined) out.push(s.minimum - 1);
  if (s.exclusiveMinimum !== undefined) out.push(s.exclusiveMinimum);
  if (s.enum) out.push('__not_in_the_list__');
  if (s.const !== undefined) out.push(s.const === true ? false : '__not_the_const__');
  if (s.pattern || s.format) out.push('<script>alert(1)</script>');
  return out;
}

/** The schema a body is checked against: for oneOf, the branch the good body belongs to. */
function bodySchema(s: Schema, good: Record<string, unknown>): Schema {
  const top = deref(s);
  if (!top.oneOf) return top;
  const branch = top.oneOf.map(deref).find((b) => {
    const t = deref(b.properties?.type);
    return t.const === good.type || t.enum?.includes(good.type);
  });
  return branch ?? top;
}

let t: TestServer;
const tokens: Partial<Record<string, string>> = {};
const ops = [...spec.operations.values()];

beforeAll(async () => {
  t = await createTestServer();
  for (const name of ['lin', 'creator', 'admin', 'zhou', 'sato']) tokens[name] = (await t.login(name)).token;
});
afterAll(async () => {
  await t.close();
});

function call(op: (typeof ops)[number], who: string, extra: CallOptions = {}) {
  const good = GOOD[op.operationId];
  const token = who === 'anon' ? undefined : tokens[who];
  return t.call(op.method as 'GET' | 'POST', op.path, {
    // A POST may have query parameters too (an upload's `/dataSet/upload?id=…`).
    ...(op.method === 'GET' ? { query: good?.query } : { query: good?.query, body: good?.body ?? {} }),
    ...(token ? { token } : {}),
    ...extra,
  });
}

describe('every operation of the contract', () => {
  it('has a good call in this table', () => {
    expect(ops.map((o) => o.operationId).filter((id) => !GOOD[id])).toEqual([]);
  });

  it('refuses a missing, stale or wrong signature without touching the database', async () => {
    const before = await t.snapshot();
    // A link the operation signs itself (security: []) is checked by its own signature (document.test.ts).
    for (const op of ops.filter((o) => !o.unsigned)) {
      const who = GOOD[op.operationId]?.who ?? 'anon';
      expect((await call(op, who, { sign: 'none' })).body.code, op.operationId).toBe(40102);
      expect((await call(op, who, { sign: 'stale' })).body.code, op.operationId).toBe(40102);
      expect((await call(op, who, { sign: 'wrong' })).body.code, op.operationId).toBe(40101);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('asks anonymous callers to sign in, and keeps creators-only calls from other users', async () => {
    const before = await t.snapshot();
    for (const op of ops) {
      if (op.auth === 'anonymous') continue;
      const anon = await call(op, 'anon');
      expect(anon.body.code, op.operationId).toBe(40100);
      expect(anon.body.msg).toBe('请先登录');
      if (op.auth.startsWith('creator:') || op.auth === 'admin') {
        const res = await call(op, 'lin', { lang: 'en' });
        expect(res.body, op.operationId).toMatchObject({ code: 40003, msg: 'You are not allowed to do this' });
      }
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('answers 50008 to a token that is not a session on every call that needs one', async () => {
    for (const op of ops.filter((o) => o.auth !== 'anonymous')) {
      expect((await call(op, 'anon', { token: 'forged-token-0000' })).body.code, op.operationId).toBe(50008);
    }
  });

  it('refuses bad inputs generated from the schemas, with a message, and changes nothing', async () => {
    const before = await t.snapshot();
    let tried = 0;
    for (const op of ops) {
      const good = GOOD[op.operationId];
      if (!good) continue;
      const who = good.who;
      const cases: CallOptions[] = [];
      const item = doc.paths[op.path]?.[op.method.toLowerCase()];
      if (op.method === 'GET') {
        for (const p of (item?.parameters ?? []).map(deref)) {
          const name = String(p.name);
          if (p.required) cases.push({ query: { ...good.query, [name]: undefined } });
          for (const bad of breakers(p.schema as Schema)) {
            // A query carries text: a number is a valid string there, and objects cannot be sent.
            if (typeof bad === 'object' || typeof bad === 'boolean') continue;
            if (typeof bad === 'number' && deref(p.schema as Schema).type === 'string') continue;
            cases.push({ query: { ...good.query, [name]: bad as string | number } });
          }
        }
      } else if (op.multipart) {
        cases.push(
          { body: { attachment: 'not a file' } },
          { payload: 'x', contentType: 'text/plain' },
          { payload: '--b\r\n\r\n', contentType: 'multipart/form-data; boundary=b' },
        );
      } else if (op.json) {
        const base = good.body ?? {};
        const schema = bodySchema(item?.requestBody?.content['application/json']?.schema ?? {}, base);
        cases.push(
          { payload: '[]', contentType: 'application/json' },
          { payload: '"text"', contentType: 'application/json' },
          { payload: '{"a":', contentType: 'application/json' },
        );
        cases.push({ payload: JSON.stringify(base), contentType: 'text/plain' });
        // A huge body (over the server's 1 MB body limit) and deep nesting.
        cases.push({ payload: JSON.stringify({ ...base, padding: 'x'.repeat(1_100_000) }), contentType: 'application/json' });
        cases.push({ payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' });
        for (const field of schema.required ?? []) {
          cases.push({ body: Object.fromEntries(Object.entries(base).filter(([k]) => k !== field)) });
        }
        for (const [field, prop] of Object.entries(schema.properties ?? {})) {
          for (const bad of breakers(prop)) cases.push({ body: { ...base, [field]: bad } });
        }
      }
      for (const c of cases) {
        const res = await call(op, who, c);
        tried += 1;
        const what = `${op.operationId} ${JSON.stringify(c).slice(0, 300)}`;
        expect(res.status, what).toBeLessThan(500);
        expect(res.body.code, `${what} → ${res.raw.slice(0, 300)}`).not.toBe(0);
        expect(res.body.msg.length, op.operationId).toBeGreaterThan(0);
      }
    }
    expect(tried).toBeGreaterThan(400);
    expect(await t.snapshot()).toEqual(before);
    // It walks every operation of the contract: its time grows with the contract.
  }, 120_000);

  it('names an over-large or non-object body for what it is, in the request language', async () => {
    const login = ops.find((o) => o.operationId === 'userLogin');
    if (!login) throw new Error('no userLogin in the contract');
    const huge = { payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }), contentType: 'application/json' };
    expect((await call(login, 'anon', { ...huge, lang: 'zh' })).body).toMatchObject({ code: 40013, msg: '请求内容过大' });
    expect((await call(login, 'anon', { ...huge, lang: 'en' })).body).toMatchObject({ code: 40013, msg: 'The request body is too large' });
    for (const payload of ['[]', '"text"', '12', `${'['.repeat(5000)}${']'.repeat(5000)}`]) {
      expect(
        (await call(login, 'anon', { payload, contentType: 'application/json', lang: 'zh' })).body,
        payload.slice(0, 20),
      ).toMatchObject({
        code: 40001,
        msg: '请求内容格式不正确',
      });
      expect((await call(login, 'anon', { payload, contentType: 'application/json', lang: 'en' })).body.msg).toBe(
        'The request body must be a JSON object',
      );
    }
  });

  it('answers a good call of each operation as the contract says', async () => {
    for (const op of ops) {
      const good = GOOD[op.operationId];
      if (!good) continue;
      const res = await call(op, good.who);
      expect(res.status, `${op.operationId} ${res.raw}`).toBe(200);
      if (op.operationId === 'offerExport') {
        expect(String(res.headers['content-type'])).toContain('text/csv');
        continue;
      }
      if (op.operationId === 'liveStream') {
        expect(String(res.headers['content-type'])).toContain('text/event-stream');
        expect(res.raw).toMatch(/^retry: \d+\n\nevent: ready\ndata: \{"uid":\d+,"unread":\{"notifications":\d+,"messages":\d+\}\}\n\n$/);
        continue;
      }
      if (op.operationId === 'documentFile') {
        expect(String(res.headers['content-type'])).toContain('application/pdf');
        continue;
      }
      if (op.operationId === 'netdiskFile') {
        expect(String(res.headers['content-type'])).toContain('text/csv');
        expect(String(res.headers['content-disposition'])).toMatch(/^attachment; /);
        continue;
      }
      if (op.operationId === 'dataSetFile') {
        expect(String(res.headers['content-type'])).toContain('text/csv');
        expect(String(res.headers['content-disposition'])).toMatch(/^attachment; /);
        continue;
      }
      if (op.operationId === 'certificationFile') {
        expect(String(res.headers['content-type'])).toContain('image/png');
        continue;
      }
      if (op.operationId === 'businessCardVcard') {
        expect(String(res.headers['content-type'])).toContain('text/vcard');
        expect(res.raw).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
        continue;
      }
      if (op.operationId === 'eventsAgendaIcal') {
        expect(String(res.headers['content-type'])).toContain('text/calendar');
        continue;
      }
      expect(res.body.code, `${op.operationId} ${res.raw}`).toBe(good.code ?? 0);
    }
  });

  it('lets an admin do what creators with the permission do', async () => {
    for (const op of ops.filter((o) => o.auth.startsWith('creator:'))) {
      const res = await call(
        op,
        'admin',
        op.operationId === 'quoteDataAdd' ? { body: { quote_code_id: 2, price: 99.5, date: '2019-05-05' } } : {},
      );
      expect(res.body.code, `${op.operationId} ${res.raw}`).not.toBe(40003);
    }
  });
  // Last: random bodies may sign the caller out (logout takes any body).
  it('answers any generated body or query with an envelope, never a 5xx (property-based)', { timeout: 120_000 }, async () => {
    // Random JSON of every shape, and random values put into each operation's own fields.
    const anyJson = fc.jsonValue({ maxDepth: 4 });
    for (const op of ops) {
      const good = GOOD[op.operationId];
      // A stream stays open unless asked for `once`: features/live/live.test.ts tries it over HTTP.
      if (!good || op.multipart || op.operationId === 'liveStream') continue;
      const item = doc.paths[op.path]?.[op.method.toLowerCase()];
      const fields =
        op.method === 'GET'
          ? (item?.parameters ?? []).map((p) => String(deref(p).name))
          : Object.keys(bodySchema(item?.requestBody?.content['application/json']?.schema ?? {}, good.body ?? {}).properties ?? {});
      const scalar = fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(''), fc.constant('-1'));
      const arbitrary =
        op.method === 'GET'
          ? fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(fc.string({ maxLength: 40 }), fc.integer())])), {
              requiredKeys: [],
            })
          : fc.oneof(anyJson, fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(scalar, anyJson)])), { requiredKeys: [] }));
      await fc.assert(
        fc.asyncProperty(arbitrary, async (value) => {
          const options: CallOptions =
            op.method === 'GET'
              ? { query: value as Record<string, string | number> }
              : { payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' };
          const res = await call(op, good.who, options);
          expect(res.status, `${op.operationId} ${res.raw}`).toBeLessThan(500);
          expect(typeof res.body.code, `${op.operationId} ${res.raw}`).toBe('number');
          expect(res.body.msg.length, `${op.operationId} ${res.raw}`).toBeGreaterThan(0);
        }),
        { numRuns: 25, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
      );
    }
  });
});
