import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { FILE_CSP, HSTS, PERMISSIONS_POLICY, siteCsp } from '../src/http/security.ts';
import { createTestServer, type BodyOf, type CallResult, type OperationId, type TestServer } from './harness.ts';
import { multipart } from './multipart.ts';

type Headers = Record<string, unknown>;

/** The headers every response carries, whatever it is. */
function expectCommonHeaders(headers: Headers, what: string): void {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  expect(String(headers['permissions-policy']), what).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
}

/** The page policy: no inline or eval'd script anywhere, nothing from other origins. */
function expectSitePolicy(headers: Headers, what: string, tls = false): void {
  expectCommonHeaders(headers, what);
  const csp = String(headers['content-security-policy'] ?? '');
  // The test servers run with the default configuration: no media origins, the default embeds.
  expect(csp, what).toBe(siteCsp(tls, loadConfig({})));
  expect(csp, what).toContain("media-src 'self' blob:;");
  expect(csp, what).toContain("connect-src 'self';");
  const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d] as const));
  expect(directives.get('default-src'), what).toBe("default-src 'self'");
  expect(directives.get('script-src'), what).toBe("script-src 'self'");
  // Stylesheets and style attributes from files only; inline <style> elements alone are let in.
  expect(directives.get('style-src'), what).toBe("style-src 'self'");
  expect(directives.get('style-src-elem'), what).toBe("style-src-elem 'self' 'unsafe-inline'");
  expect(directives.has('script-src-elem') || directives.has('script-src-attr') || directives.has('style-src-attr'), what).toBe(false);
  // Only the live platforms' embed pages (EMBED_ORIGINS) come from elsewhere, and only as frames.
  const embeds = loadConfig({}).embedOrigins;
  expect(directives.get('frame-src'), what).toBe(`frame-src ${embeds.join(' ')}`);
  expect(embeds.every((origin) => origin.startsWith('https://'))).toBe(true);
  expect(csp.replace("style-src-elem 'self' 'unsafe-inline'", '').replace(directives.get('frame-src') ?? '', ''), what).not.toMatch(
    /unsafe-|\*|https?:/,
  );
  for (const directive of [
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ])
    expect(csp.split('; '), what).toContain(directive);
  expect(csp.includes('upgrade-insecure-requests'), what).toBe(tls);
  if (tls) expect(headers['strict-transport-security'], what).toBe(HSTS);
  else expect(headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers', () => {
  let t: TestServer;
  let siteDir: string;
  beforeAll(async () => {
    // The built site may not exist in a test run: a stand-in with the same layout.
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-site-'));
    fs.mkdirSync(path.join(siteDir, 'assets'));
    fs.writeFileSync(
      path.join(siteDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(siteDir, 'assets', 'app.js'), 'document.getElementById("root").textContent = "hi";');
    t = await createTestServer({ env: { SITE_DIR: siteDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('are on a JSON answer of the API, without HSTS over plain http', async () => {
    const res = await t.api.call('webinfoGet');
    expect(res.body.code).toBe(0);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    expectSitePolicy(res.headers, 'webinfo');
  });

  it('are on error envelopes: bad signature, unknown call, bad input, and on CSV', async () => {
    const cases: [string, CallResult][] = [
      ['bad signature', await t.call('GET', '/webinfo/get', { sign: 'wrong' })],
      ['no such call', await t.call('GET', '/no/such/call')],
      ['bad input', await t.api.send('userLogin', { body: { type: 'password' }, lang: 'en' })],
      ['login required', await t.api.call('userInfo')],
    ];
    expect(cases.map(([, r]) => r.body.code)).toEqual([40101, 40004, 40001, 40100]);
    for (const [what, res] of cases) expectSitePolicy(res.headers, what);

    const { token } = await t.login('lin');
    const csv = await t.api.call('offerExport', { token });
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expectSitePolicy(csv.headers, 'csv');
  });

  it('are on the site: the page and its assets, under a policy without inline script', async () => {
    const page = await t.server.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-type'])).toMatch(/^text\/html/);
    expect(page.body).toContain('/assets/app.js');
    expectSitePolicy(page.headers, 'index.html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expectSitePolicy(asset.headers, 'asset');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.server.app.inject({ method: 'GET', url: '/assets/none.js' });
    expect(missing.statusCode).toBe(404);
    expectSitePolicy(missing.headers, 'missing asset');
  });

  it('are on the API reference, which needs no inline script either', async () => {
    const docs = await t.server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expectSitePolicy(docs.headers, 'docs');
    expect(docs.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('lock uploaded files down: sandboxed, no script, nosniff, inline', async () => {
    const { token } = await t.login('lin');
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#aa9988' } })
      .jpeg()
      .toBuffer();
    const up = await t.api.send('uploadFile2server', {
      token,
      ...multipart([{ name: 'attachment', value: jpeg, filename: 'a.jpg', type: 'image/jpeg' }]),
    });
    expect(up.body.code).toBe(0);
    const file = await t.server.app.inject({ method: 'GET', url: up.body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-security-policy']).toBe(FILE_CSP);
    expect(file.headers['content-disposition']).toBe('inline');
    expectCommonHeaders(file.headers, 'upload');
    const missing = await t.server.app.inject({ method: 'GET', url: '/uploads/2020/01/none.html' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(FILE_CSP);
    // The demo pictures keep their own, stricter policy.
    const demo = await t.server.app.inject({ method: 'GET', url: '/demo/avatars/lin.svg' });
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expectCommonHeaders(demo.headers, 'demo');
  });

  it('ignore X-Forwarded-Proto unless TRUST_PROXY is set: no HSTS on plain http', async () => {
    const res = await t.api.call('webinfoGet', { headers: { 'x-forwarded-proto': 'https' } });
    expectSitePolicy(res.headers, 'spoofed https');
  });
});

describe('the placeholder page without a built site', () => {
  let t: TestServer;
  let emptyDir: string;
  beforeAll(async () => {
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-nosite-'));
    t = await createTestServer({ env: { SITE_DIR: emptyDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  it('has the same policy: its <style> element is allowed, and it has no script', async () => {
    const page = await t.server.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Shanghai Platinum Week');
    expect(page.body).toContain('<style>');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toMatch(/\sstyle=/);
    expectSitePolicy(page.headers, 'placeholder');
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends HSTS and upgrade-insecure-requests only when the proxy says the client used https', async () => {
    const https = await t.api.call('webinfoGet', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.body.code).toBe(0);
    expectSitePolicy(https.headers, 'https', true);
    const error = await t.call('GET', '/no/such/call', { headers: { 'x-forwarded-proto': 'https' } });
    expectSitePolicy(error.headers, 'https error', true);
    const page = await t.server.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expectSitePolicy(page.headers, 'https page', true);

    const http = await t.api.call('webinfoGet', { headers: { 'x-forwarded-proto': 'http' } });
    expectSitePolicy(http.headers, 'http via proxy');
    const direct = await t.api.call('webinfoGet');
    expectSitePolicy(direct.headers, 'no proxy header');
  });
});

describe('rate limits (RATE_LIMIT on) answer 40029 in the envelope and write nothing', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ env: { RATE_LIMIT: 'on' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const outboxFiles = (): string[] => {
    const dir = path.join(t.dataDir, 'outbox');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  /** Calls until the limit, then checks the refusal in both languages and that nothing changed. */
  async function hitUntilRefused(
    id: OperationId,
    allowed: number,
    call: (i: number, lang?: 'en') => Promise<CallResult>,
  ): Promise<number[]> {
    const codes: number[] = [];
    for (let i = 0; i < allowed; i++) codes.push((await call(i)).body.code);
    expect(codes, id).not.toContain(40029);
    const before = await t.snapshot();
    const files = outboxFiles().length;
    const zh = await call(allowed);
    expect(zh.status).toBe(200);
    expect(zh.body).toEqual({ code: 40029, msg: '请求过于频繁，请稍后再试', data: null });
    const en = await call(allowed + 1, 'en');
    expect(en.body).toEqual({ code: 40029, msg: 'Too many requests, try again later', data: null });
    expectSitePolicy(en.headers, `${id} refused`);
    expect(await t.snapshot()).toEqual(before);
    expect(outboxFiles()).toHaveLength(files);
    return codes;
  }

  it('on password sign-in: 20 a minute per IP', async () => {
    const codes = await hitUntilRefused('userLogin', 20, (i, lang) =>
      t.api.call('userLogin', { body: { type: 'password', username: `ghost${i}`, password: 'whatever1' }, lang }),
    );
    expect(new Set(codes)).toEqual(new Set([60204]));
  });

  it('on registration: 10 an hour per IP, and the 11th account is not created', async () => {
    // Ten refused ones (taken name) count as much as ten accepted ones; the 11th is a good one.
    const codes = await hitUntilRefused('userReg', 10, (i, lang) =>
      t.api.call('userReg', {
        body:
          i < 10
            ? { username: 'lin', password: 'platinum2025', nickname: 'x', agree: true }
            : { username: `fresh_${i}`, password: 'platinum2025', nickname: '新人', agree: true },
        lang,
      }),
    );
    expect(new Set(codes)).toEqual(new Set([40009]));
  });

  it('on code sending: 10 a minute per IP, across different numbers and addresses', async () => {
    const codes = await hitUntilRefused('userSendCode', 10, (i, lang) =>
      t.api.call('userSendCode', {
        body:
          i % 2 === 0
            ? { channel: 'sms', scene: 'reg', tel: `1360000${String(i).padStart(4, '0')}` }
            : { channel: 'email', scene: 'reg', email: `new${i}@example.com` },
        lang,
      }),
    );
    expect(new Set(codes)).toEqual(new Set([0]));
    expect(outboxFiles()).toHaveLength(10);
  });

  it('on password reset: 10 a minute per IP', async () => {
    const codes = await hitUntilRefused('userForgotPassword', 10, (_i, lang) =>
      t.api.call('userForgotPassword', { body: { channel: 'sms', tel: '13912345678', code: '123456', password: 'platinum2025' }, lang }),
    );
    expect(new Set(codes)).toEqual(new Set([60210]));
  });
});

describe('code sending per target number or address', () => {
  let t: TestServer;
  beforeAll(async () => {
    // Per-target limits live in the database and hold even with the per-IP limits off.
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a second code within a minute, however the number or address is written, and writes nothing', async () => {
    const cases: [BodyOf<'userSendCode'>, BodyOf<'userSendCode'>][] = [
      [
        { channel: 'sms', scene: 'reg', tel: '13500001234' },
        { channel: 'sms', scene: 'reg', tel: ' 13500001234 ', country_code: '+86' },
      ],
      [
        { channel: 'email', scene: 'reg', email: 'Someone@Example.com' },
        { channel: 'email', scene: 'reg', email: 'someone@example.com' },
      ],
    ];
    for (const [first, again] of cases) {
      expect((await t.api.call('userSendCode', { body: first })).body.code).toBe(0);
      const before = await t.snapshot();
      const zh = await t.api.call('userSendCode', { body: again });
      expect(zh.body.code).toBe(40029);
      expect(zh.body.msg).toMatch(/^发送过于频繁，请(60|59)秒后再试$/);
      const en = await t.api.call('userSendCode', { body: again, lang: 'en' });
      expect(en.body.code).toBe(40029);
      expect(en.body.msg).toMatch(/^Too frequent, try again in (60|59) s$/);
      expect(await t.snapshot()).toEqual(before);
    }
    expect(fs.readdirSync(path.join(t.dataDir, 'outbox'))).toHaveLength(2);
  });
});
