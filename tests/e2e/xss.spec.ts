import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { callApi } from './helpers.ts';

/**
 * The XSS corpus (tests/corpus/xss.txt) through every free-text field the site shows, stored by
 * the API and then drawn by the site in Chromium: each must appear as the text it is, no script
 * may run (each vector would set window.__xss), no dialog open, and nothing trip the CSP.
 * A page that starts showing user text adds itself to SURFACES.
 */
const VECTORS = fs
  .readFileSync(new URL('../corpus/xss.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'));

declare global {
  interface Window {
    __xss?: number;
    __cspViolations?: string[];
  }
}

async function watch(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[], vector: string): Promise<void> {
  expect(await page.evaluate(() => window.__xss), vector).toBeUndefined();
  expect(await page.evaluate(() => window.__cspViolations ?? []), vector).toEqual([]);
  expect(dialogs, vector).toEqual([]);
}

/** Where the site draws a member's own free text today: how to store a text there, and how to see it. */
interface Surface {
  field: string;
  maxLength: number;
  save: (base: string, token: string, text: string) => Promise<{ code: number; msg: string }>;
  check: (page: Page, text: string) => Promise<void>;
}

/** The invoice title and the address the vectors are written into: added by the first save, edited after. */
const saved: { title?: number; address?: number } = {};

const SURFACES: Surface[] = [
  {
    field: 'nickname',
    maxLength: 32,
    save: (base, token, text) => callApi(base, '/user/edit', { body: { nickname: text }, token }),
    check: async (page, text) => {
      // A fresh load: the site fetches the user (and its stored text) at start.
      await page.goto('about:blank');
      await page.goto('/#/home/welcome');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${text}，欢迎回来`);
      const menu = page.getByRole('button', { name: `${text} 的账户菜单` });
      await menu.click();
      await expect(page.getByRole('menu')).toContainText(text);
      await page.keyboard.press('Escape');
    },
  },
  {
    field: 'title_name',
    maxLength: 100,
    save: async (base, token, text) => {
      const body = { title_type: 'personal', title_name: text };
      const res = await callApi<{ id: number }>(base, saved.title ? '/userInvoiceTitle/edit' : '/userInvoiceTitle/add', {
        body: saved.title ? { ...body, id: saved.title } : body,
        token,
      });
      saved.title ??= res.data?.id;
      return res;
    },
    check: async (page, text) => {
      await page.goto('about:blank');
      await page.goto('/#/userInvoiceTitle/list');
      await expect(page.getByRole('region', { name: '发票抬头' }).getByRole('heading', { level: 2 })).toHaveText(text);
    },
  },
  {
    field: 'street',
    maxLength: 200,
    save: async (base, token, text) => {
      const body = { realname: 'Yuki Sato', tel: '13800000007', street: text, zip: '100000' };
      const res = await callApi<{ id: number }>(base, saved.address ? '/userAddress/edit' : '/userAddress/add', {
        body: saved.address ? { ...body, id: saved.address } : body,
        token,
      });
      saved.address ??= res.data?.id;
      return res;
    },
    check: async (page, text) => {
      await page.goto('about:blank');
      await page.goto('/#/userAddress/list');
      // The card's lines: mobile number, address, postcode.
      await expect(page.getByRole('region', { name: '收货地址' }).getByRole('definition').nth(1)).toHaveText(text);
    },
  },
];

// One test a surface, each within its own time limit.
for (const surface of SURFACES) {
  test(`stored XSS vectors in ${surface.field} are shown as text and never run`, async ({ page, context, baseURL }) => {
    test.setTimeout(300_000);
    const base = baseURL ?? '';
    const login = await callApi<{ token: string; id: number }>(base, '/user/login', {
      body: { type: 'password', username: 'sato', password: 'member12345' },
    });
    expect(login.code).toBe(0);
    await context.addCookies([
      { name: 'spw_token', value: login.data.token, url: base },
      { name: 'spw_uid', value: String(login.data.id), url: base },
    ]);
    const dialogs = await watch(page);
    let shown = 0;
    for (const vector of VECTORS) {
      if (vector.length > surface.maxLength) continue;
      const stored = await surface.save(base, login.data.token, vector);
      expect(stored.code, `${surface.field} ${vector}: ${stored.msg}`).toBe(0);
      await surface.check(page, vector);
      await expectNothingRan(page, dialogs, vector);
      shown += 1;
    }
    // The short forms fit a nickname; every vector also goes through the URL test below.
    expect(shown).toBeGreaterThanOrEqual(20);
  });
}

test('XSS vectors in the URL (the login redirect, an unknown path) are never run or followed', async ({ page }) => {
  test.setTimeout(300_000);
  const dialogs = await watch(page);
  for (const vector of VECTORS) {
    await page.goto(`/#/login?redirect=${encodeURIComponent(vector)}`);
    await expect(page.getByRole('heading', { name: '登录上海铂金周' })).toBeVisible();
    await page.goto(`/#/${encodeURIComponent(vector)}`);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expectNothingRan(page, dialogs, vector);
  }
  // Signing in with a hostile redirect stays on this site.
  await page.goto(`/#/login?redirect=${encodeURIComponent('javascript:window.__xss=1')}`);
  await page.getByLabel(/用户名 \/ 手机号 \/ 邮箱/).fill('oliver');
  await page.getByLabel(/^密码/).fill('member12345');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/#\//);
  await expectNothingRan(page, dialogs, 'redirect after sign-in');
});
