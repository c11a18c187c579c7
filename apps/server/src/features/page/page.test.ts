import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

// The demo seed (FEATURE_SEEDS) gives the template database the pages the site links to.
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const XSS = fs
  .readFileSync(new URL('../../../../../tests/corpus/xss.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'));

describe('page', () => {
  it('gives a page by its name, in both languages', async () => {
    const res = await t.api.call('pageGet', { query: { name: 'agreement' } });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ name: 'agreement', title: '用户协议', en_title: 'User agreement' });
    expect(res.body.data.content).toContain('<h2>一、账号</h2>');
    expect(res.body.data.en_content).toContain('<h2>1. Your account</h2>');
  });

  it('lets an admin write a page, cleaned, and readers get the new words at once', async () => {
    const { token } = await t.login('admin');
    const before = await t.api.call('pageGet', { query: { name: 'privacy' } });
    const saved = await t.api.call('pageSave', {
      token,
      body: {
        name: 'privacy',
        title: ' 隐私政策（修订） ',
        en_title: 'Privacy policy (revised)',
        content: '<p onclick="window.__xss=1">第一条<script>window.__xss=1</script></p><a href="javascript:alert(1)">链接</a>',
        en_content: '<p>First<img src=x onerror=alert(1)></p>',
      },
    });
    expect(saved.body).toMatchObject({ code: 0, msg: '保存成功', data: { name: 'privacy', title: '隐私政策（修订）' } });
    expect(saved.body.data.content).toBe('<p>第一条</p><a rel="noopener noreferrer nofollow" target="_blank">链接</a>');
    expect(saved.body.data.en_content).toBe('<p>First<img src="x" /></p>');
    expect(saved.body.data.updated_at > before.body.data.updated_at).toBe(true);
    // The cached answer was dropped with the write.
    const after = await t.api.call('pageGet', { query: { name: 'privacy' } });
    expect(after.body.data).toEqual(saved.body.data);
    // A new name adds a page.
    const added = await t.api.call('pageSave', { token, body: { name: 'contact', title: '联系我们', content: '<p>021-0000 0000</p>' } });
    expect(added.body.data).toMatchObject({ name: 'contact', en_title: '', en_content: '' });
    expect((await t.api.call('pageGet', { query: { name: 'contact' } })).body.data.title).toBe('联系我们');
  });

  it('stores nothing of the XSS corpus that could run', async () => {
    const { token } = await t.login('admin');
    const content = XSS.map((line) => `<p>${line}</p>`).join('\n');
    const saved = await t.api.call('pageSave', { token, body: { name: 'xss', title: 'XSS', content, en_content: XSS.join('\n') } });
    expect(saved.body.code).toBe(0);
    for (const html of [saved.body.data.content, saved.body.data.en_content]) {
      // No element that runs or embeds, no handler attribute, no script URL (text may still say them).
      expect(html).not.toMatch(/<(script|svg|iframe|object|embed|style|math|form|base)\b/i);
      expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
      expect(html).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i);
    }
  });

  it('refuses bad input, members and visitors, and writes nothing', async () => {
    const before = await t.snapshot();
    const { token } = await t.login('lin');
    const admin = (await t.login('admin')).token;
    const good = { name: 'agreement', title: '用户协议', content: '<p>x</p>' };
    const cases = [
      { opts: { body: good }, code: 40100 },
      { opts: { token, body: good }, code: 40003 },
      { opts: { token: admin, body: {} }, code: 40001 },
      { opts: { token: admin, body: { ...good, name: 'Bad Name' } }, code: 40001 },
      { opts: { token: admin, body: { ...good, name: 'x'.repeat(41) } }, code: 40001 },
      { opts: { token: admin, body: { ...good, title: '' } }, code: 40001 },
      { opts: { token: admin, body: { ...good, title: '   ' } }, code: 40001 },
      { opts: { token: admin, body: { ...good, title: 'x'.repeat(101) } }, code: 40001 },
      { opts: { token: admin, body: { ...good, title: 5 } }, code: 40001 },
      { opts: { token: admin, body: { ...good, content: '' } }, code: 40001 },
      // Only a script: nothing left once cleaned.
      { opts: { token: admin, body: { ...good, content: '<script>alert(1)</script>' } }, code: 40001 },
      { opts: { token: admin, body: { ...good, content: 'x'.repeat(100_001) } }, code: 40001 },
      { opts: { token: admin, body: { ...good, extra: 1 } }, code: 40001 },
    ];
    for (const { opts, code } of cases) {
      const res = await t.api.send('pageSave', { ...opts, lang: 'en' });
      expect(res.status, res.raw).toBeLessThan(500);
      expect(res.body.code, res.raw).toBe(code);
      expect(res.body.msg).not.toBe('');
    }
    const { sessions: _a, ...restBefore } = before;
    const { sessions: _b, ...restAfter } = await t.snapshot();
    expect(restAfter).toEqual(restBefore);
    const missing = await t.api.send('pageGet', { query: { name: 'nothing-here' }, lang: 'en' });
    expect(missing.body).toMatchObject({ code: 40004, msg: 'Page not found' });
    const malformed = await t.api.send('pageGet', { query: { name: '../etc' }, lang: 'zh' });
    expect(malformed.body.code).toBe(40001);
  });
});
