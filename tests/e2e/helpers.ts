import { test, type Browser, type Page } from '@playwright/test';
import { signApiToken } from '../../packages/api/src/sign.ts';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The newest verification code sent to an address, read from the file outbox of the running test's
 * project's server (each project has its own: playwright.config.ts).
 */
export async function latestCode(to: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', test.info().project.name, 'outbox');
  const safe = to.replace(/[^A-Za-z0-9@._+-]/g, '_');
  for (let i = 0; i < 50; i++) {
    const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(`-${safe}.json`)).sort();
    const last = names.at(-1);
    if (last) {
      const message = JSON.parse(await fs.readFile(path.join(dir, last), 'utf8')) as { text: string };
      const code = /\b(\d{6})\b/.exec(message.text)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code in the outbox for ${to}`);
}

/** A phone folds the menu into the drawer: open it when the link is not on screen. */
export async function openMenuIfFolded(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: /^(菜单|Menu)$/ });
  if (await burger.isVisible()) await burger.click();
}

export async function signInByPassword(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(/用户名 \/ 手机号 \/ 邮箱|Username, phone or email/).fill(username);
  await page.getByLabel(/^密码|^Password/).fill(password);
  await page.getByRole('button', { name: /^登录$|^Sign in$|^Log in$/ }).click();
}

/** A call to the API from the test itself, signed as the site signs (the demo word and secret unless set). */
export async function callApi<T = unknown>(
  baseURL: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ code: number; msg: string; data: T }> {
  const timestamp = Date.now();
  const apiToken = await signApiToken(
    process.env.API_TOKEN_WORD ?? 'spw',
    timestamp,
    process.env.API_TOKEN_SECRET ?? 'spw-dev-secret-change-me',
  );
  const headers: Record<string, string> = { 'api-token': apiToken, timestamp: String(timestamp) };
  if (options.token) headers['user-token'] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseURL}/api${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** Ends a session on the server, as a logout on another device would. */
export async function revokeSession(baseURL: string, token: string): Promise<void> {
  const envelope = await callApi(baseURL, '/user/logout', { body: {}, token });
  if (envelope.code !== 0) throw new Error(`logout refused: ${envelope.code} ${envelope.msg}`);
}

/** A small PNG drawn by the browser (the server takes pictures by their content). */
export async function drawPng(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#d8c9a8';
      context.fillRect(0, 0, 120, 80);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await page.close();
  return Buffer.from(data, 'base64');
}
