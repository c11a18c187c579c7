import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../src/http/spec.ts';
import { createTestServer, type CallOptions, type TestServer } from './harness.ts';

/**
 * Walks every operation of the contract: signing, who may call it, bad inputs generated from its
 * schemas (each refused with an envelope and the database unchanged), and one good call whose
 * answer is checked against the contract (the test server validates every response).
 * A new operation without an entry in GOOD fails here.
 */
type Who = 'anon' | 'lin' | 'creator' | 'admin' | 'zhou';
interface Good {
  who: Who;
  query?: CallOptions['query'];
  body?: Record<string, unknown>;
  /** Checked only for the code (the call needs state this table cannot give, e.g. a mailed code). */
  code?: number;
}

const GOOD: Record<string, Good> = {
  userLogin: { who: 'anon', body: { type: 'password', username: 'lin', password: 'member12345' } },
  userReg: { who: 'anon', body: { username: 'newbie_1', password: 'abcd1234', nickname: '新会员', agree: true } },
  userSendCode: { who: 'anon', body: { channel: 'email', scene: 'reg', email: 'newbie@spw.example' } },
  userForgetPwd: { who: 'anon', body: { channel: 'email', email: 'lin@spw.example', code: '123456', password: 'newpass123' }, code: 60205 },
  userInfo: { who: 'lin' },
  userLogout: { who: 'sato' as Who },
  userSetPwd: { who: 'zhou', body: { old_password: 'member12345', password: 'member12345' } },
  userChangeAvatar: { who: 'lin', body: { avatar: '/demo/avatars/lin.svg' } },
  userChangeBg: { who: 'lin', body: { bg_url: 'preset:2' } },
  userGet: { who: 'anon', query: { uid: 5 } },
  userEdit: { who: 'lin', body: { nickname: '林晓', city: '深圳' } },
  userstatGet: { who: 'anon', query: { uid: 2 } },
  friendLists: { who: 'anon', query: { uid: 2, t: 'fans' } },
  friendGet: { who: 'lin', query: { follow_uid: 2 } },
  friendFollow: { who: 'lin', body: { follow_uid: 8, type: 'uid' } },
  friendUnfollow: { who: 'lin', body: { follow_uid: 8, type: 'uid' } },
  columnUserLists: { who: 'anon', query: { column_id: 1 } },
  columnUserGet: { who: 'lin', query: { column_id: 1 } },
  columnUserSubscribe: { who: 'lin', body: { column_id: 4 } },
  columnUserUnsubscribe: { who: 'lin', body: { column_id: 4 } },
  messageLists: { who: 'lin' },
  messageAdd: { who: 'lin', body: { receive_uid: 6, content: '你好，周三见。' } },
  notificationLists: { who: 'lin' },
  notificationRead: { who: 'lin', body: { all: true } },
  columnLists: { who: 'anon' },
  columnGet: { who: 'anon', query: { id: 1 } },
  competitionLists: { who: 'anon' },
  competitionGet: { who: 'anon', query: { id: 4 } },
  bannerLists: { who: 'anon', query: { rows: 5, position: 'index', platform: 'web', type: 'banner' } },
  webinfoGet: { who: 'anon' },
  eventsGuestLists: { who: 'anon', query: { events_id: 9 } },
  eventsGuestGet: { who: 'anon', query: { id: 1 } },
  quoteCodeLists: { who: 'anon', query: { rows: 8, page: 1, is_recommend: 1 } },
  quoteCodeGet: { who: 'anon', query: { id: 1 } },
  quoteDataLists: { who: 'anon', query: { quote_code_id: 1, rows: 8, page: 1 } },
  quoteDataGet: { who: 'anon', query: { id: 1 } },
  quoteDataAdd: { who: 'creator', body: { quote_code_id: 1, price: 123.45, date: '2020-01-01' } },
  quoteDataEdit: { who: 'creator', body: { id: 1, price: 300 } },
  quoteDataDel: { who: 'creator', body: { id: 2 } },
  quoteDataImport: { who: 'creator', body: { csv: 'code,date,price\nPt,2020-02-01,230.50\n' } },
  offerLists: { who: 'anon' },
  offerNew: { who: 'anon' },
  offerExport: { who: 'lin' },
  uploadFile2server: { who: 'lin', code: 40015 },
};

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
    ...(op.method === 'GET' ? { query: good?.query } : { body: good?.body ?? {} }),
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
    for (const op of ops) {
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
        expect(res.status, `${op.operationId} ${JSON.stringify(c)}`).toBeLessThan(500);
        expect(res.body.code, `${op.operationId} ${JSON.stringify(c)} → ${res.raw}`).not.toBe(0);
        expect(res.body.msg.length, op.operationId).toBeGreaterThan(0);
      }
    }
    expect(tried).toBeGreaterThan(400);
    expect(await t.snapshot()).toEqual(before);
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
});
