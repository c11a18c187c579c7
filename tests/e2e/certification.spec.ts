import { expect, test } from '@playwright/test';
import { callApi, drawPng, signInByPassword } from './helpers.ts';

/**
 * Verification through the site: a member applies as an expert with a document, waits, an admin
 * approves in the creator centre with the badge's words, and the member's profile shows the badge.
 * Each project registers its own member, so desktop and phone never decide each other's.
 */

const PASSWORD = 'platinum2026';

test('a member applies with a document; an admin approves with the badge’s words; the profile shows them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const username = `cert_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  expect((await callApi(base, '/user/reg', { body: { username, password: PASSWORD, nickname: username, agree: true } })).code).toBe(0);
  await page.goto(`/#/login?redirect=${encodeURIComponent('/certification/apply')}`);
  await signInByPassword(page, username, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: '申请认证' })).toBeVisible();

  // Nothing filled in: the form says what is missing, and nothing is sent.
  await page.getByRole('button', { name: '提交认证申请' }).click();
  await expect(page.getByLabel(/^真实姓名/)).toBeFocused();

  const name = `王铂${Date.now() % 10000}`;
  await page.getByLabel(/^真实姓名/).fill(name);
  await page.getByLabel(/^任职单位/).fill('上海铂艺珠宝');
  await page.getByLabel(/^职位/).fill('设计总监');
  await page.getByLabel(/^认证说明/).fill('上海铂艺珠宝 设计总监');
  await page.locator('input[type="file"]').setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: await drawPng(browser) });
  await expect(page.getByRole('button', { name: /badge\.png/ })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: '提交认证申请' }).click();
  await expect(page).toHaveURL(/#\/certification\/result$/);
  await expect(page.getByText('审核中').first()).toBeVisible();

  // The admin's queue, in another browser.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`/#/login?redirect=${encodeURIComponent('/creator/certification/review')}`);
  await signInByPassword(admin, 'admin', 'admin12345');
  await expect(admin.getByRole('heading', { level: 1, name: /认证/ })).toBeVisible();
  // Each entry's buttons carry the applicant's name for screen readers.
  await admin.getByRole('button', { name: `通过 ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: '通过认证申请' });
  await dialog.getByLabel(/认证标识文字/).fill('上海铂艺珠宝 首席设计师');
  await dialog.getByRole('button', { name: '确认通过' }).click();
  await expect(admin.getByText('已通过认证').first()).toBeVisible();
  await adminContext.close();

  // The member's result, and the profile's badge, say what the admin approved.
  await page.reload();
  await expect(page.getByText('上海铂艺珠宝 首席设计师').first()).toBeVisible();
  await page.goto('/#/user/index');
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(page.getByText('上海铂艺珠宝 首席设计师').first()).toBeVisible();
});
