import { expect, test, type Page } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

/*
 * The built site under its Content-Security-Policy (no inline script, styles from files only):
 * every page renders, styled, without a single policy violation or console error; and the
 * session cookies carry SameSite, Path and an expiry that follows "remember me".
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const ROUTES: [string, RegExp][] = [
  ['/#/home/aboutSPW', /^关于铂金周 · 上海铂金周$/],
  ['/#/login', /^登录 · 上海铂金周$/],
  ['/#/reg', /^注册 · 上海铂金周$/],
  ['/#/article/list', /^资讯 · 上海铂金周$/],
];

/** Records CSP violations in the page and console errors, from before the first script runs. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (m) => {
    // Errors, and the warnings Chromium gives for a malformed policy header.
    if (m.type() === 'error' || /Content.Security.Policy|Permissions-Policy/i.test(m.text()))
      problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

test('every route renders under the CSP without violations or console errors', async ({ page }) => {
  const problems = await watch(page);
  for (const [route, title] of ROUTES) {
    // From a blank page, so each route is a real document load with its own response.
    await page.goto('about:blank');
    const response = await page.goto(route);
    expect(response, route).not.toBeNull();
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const directives = csp.split('; ');
    expect(directives, route).toContain("default-src 'self'");
    expect(directives, route).toContain("script-src 'self'");
    expect(directives, route).toContain("style-src 'self'");
    expect(directives, route).toContain("frame-ancestors 'none'");
    // Only <style> elements may be inline (Radix's scroll lock); never script, never eval.
    expect(directives.filter((d) => d.includes("'unsafe-"))).toEqual(["style-src-elem 'self' 'unsafe-inline'"]);
    expect(headers['x-content-type-options'], route).toBe('nosniff');
    expect(headers['x-frame-options'], route).toBe('DENY');
    // Plain http here: no HSTS.
    expect(headers['strict-transport-security'], route).toBeUndefined();

    await expect(page, route).toHaveTitle(title);
    await expect(page.locator('main').first(), route).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The stylesheet applied (a blocked one would leave the default transparent body).
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background, route).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.evaluate(() => window.__cspViolations ?? ['listener missing']), route).toEqual([]);
  }

  // A modal (the phone menu drawer) locks the page's scroll with an inline <style> element
  // (react-remove-scroll-bar): the policy lets it in, and it applies.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: /^(菜单|Menu)$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(problems).toEqual([]);
});

const DAY = 86400;

async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies();
  return ['spw_token', 'spw_uid'].map((name) => {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, name).toBeDefined();
    return cookie as NonNullable<typeof cookie>;
  });
}

test('session cookies: SameSite=Lax, Path=/, not Secure over http, 30 days with "remember me"', async ({ page }) => {
  const problems = await watch(page);
  await page.goto('/#/login');
  await page.getByLabel('记住登录').check();
  await signInByPassword(page, 'oliver', 'member12345');
  await expect(page.getByRole('button', { name: /的账户菜单/ })).toBeVisible();
  const now = Date.now() / 1000;
  for (const cookie of await sessionCookies(page)) {
    expect(cookie, cookie.name).toMatchObject({ sameSite: 'Lax', path: '/', secure: false, httpOnly: false });
    expect(cookie.expires, cookie.name).toBeGreaterThan(now + 29.9 * DAY);
    expect(cookie.expires, cookie.name).toBeLessThan(now + 30.1 * DAY);
  }
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(problems).toEqual([]);
});

test('without "remember me" the session cookies end with the browser session', async ({ page }) => {
  const problems = await watch(page);
  await page.goto('/#/login');
  await signInByPassword(page, 'oliver', 'member12345');
  await expect(page.getByRole('button', { name: /的账户菜单/ })).toBeVisible();
  for (const cookie of await sessionCookies(page)) {
    expect(cookie, cookie.name).toMatchObject({ sameSite: 'Lax', path: '/', secure: false, expires: -1 });
  }
  expect(problems).toEqual([]);
});
