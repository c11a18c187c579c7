import type { Page } from '@playwright/test';
import { signApiToken } from '../../packages/api/src/sign.ts';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The newest verification code sent to an address, read from the server's file outbox. */
export async function latestCode(to: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
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
  await page.getByRole('button', { name: /^登录$|^Sign in$/ }).click();
}

/** Ends a session on the server, as a logout on another device would (signed like the site). */
export async function revokeSession(baseURL: string, token: string): Promise<void> {
  const timestamp = Date.now();
  const apiToken = await signApiToken(
    process.env.API_TOKEN_WORD ?? 'spw',
    timestamp,
    process.env.API_TOKEN_SECRET ?? 'spw-dev-secret-change-me',
  );
  const response = await fetch(`${baseURL}/api/user/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-token': apiToken, timestamp: String(timestamp), 'user-token': token },
    body: '{}',
  });
  const envelope = (await response.json()) as { code: number; msg: string };
  if (envelope.code !== 0) throw new Error(`logout refused: ${envelope.code} ${envelope.msg}`);
}
