import { expect, test } from '@playwright/test';
import { callApi, signInByPassword } from './helpers.ts';

/**
 * An edition's question and its share cards: a new member answers the current edition's question
 * (the form's check first), lands on their card with its QR code back to the edition, and changes
 * the answer; then the mobile landing shows the mini program's code and the official account.
 * Each project registers its own member.
 */
const PASSWORD = 'platinum2026';

test('a member answers the edition’s question and gets a share card, then changes the answer', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const username = `ans_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  expect((await callApi(base, '/user/reg', { body: { username, password: PASSWORD, nickname: username, agree: true } })).code).toBe(0);
  await page.goto(`/#/login?redirect=${encodeURIComponent('/activity/shareAnswer')}`);
  await signInByPassword(page, username, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: '参与互动' })).toBeVisible();
  await expect(page.getByText('铂金对你意味着什么？')).toBeVisible();

  await page.getByRole('button', { name: '生成分享卡片' }).click();
  await expect(page.getByText('请写下你的回答')).toBeVisible();
  await expect(page.getByLabel(/^我的回答/)).toBeFocused();
  const words = `铂金是时间的见证 ${Date.now() % 10000}`;
  await page.getByLabel(/^我的回答/).fill(words);
  await page.getByRole('button', { name: '生成分享卡片' }).click();

  await expect(page).toHaveURL(/#\/activity\/shareAnswer\?id=\d+$/);
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText(username).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /扫码/ })).toBeVisible();
  await expect(page).toHaveTitle(/铂金对你意味着什么？/);

  await page.getByRole('link', { name: '修改我的回答' }).click();
  await expect(page.getByLabel(/^我的回答/)).toHaveValue(words);
  await page.getByLabel(/^我的回答/).fill(`${words}，也是承诺。`);
  await page.getByRole('button', { name: '更新并分享' }).click();
  await expect(page.getByText(`${words}，也是承诺。`)).toBeVisible();
});

test('a member’s phone landing shows the mini program’s code and the official account', async ({ page }) => {
  await page.goto(`/#/login?redirect=${encodeURIComponent('/h5/mp')}`);
  await signInByPassword(page, 'lin', 'member12345');
  await expect(page.getByRole('heading', { level: 1, name: /移动端/ })).toBeVisible();
  await expect(page.getByRole('img', { name: '用微信扫码打开小程序' })).toBeVisible();
  await expect(page.getByText('在微信中搜索「上海铂金周」关注')).toBeVisible();
  // No app in the demo's settings: no store links.
  await expect(page.getByRole('link', { name: 'App Store' })).toHaveCount(0);
});
