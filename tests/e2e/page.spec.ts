import { expect, test } from '@playwright/test';
import { callApi } from './helpers.ts';

test('a visitor reads the user agreement from sign-up, in Chinese and in English, and the purchase rules', async ({ page }) => {
  await page.goto('/#/reg');
  await page.getByRole('link', { name: '用户协议' }).click();
  await expect(page).toHaveURL(/#\/page\/index\?name=agreement$/);
  await expect(page.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '一、账号' })).toBeVisible();
  await expect(page.getByText(/^更新于 /)).toBeVisible();
  await expect(page).toHaveTitle(/页面/);

  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'User agreement' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Your account' })).toBeVisible();

  await page.goto('/#/page/index?name=buy-rule');
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket purchase rules' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'More than 15 days before the event' })).toBeVisible();
});

test('a page that does not exist, or a malformed name, says so and leads home', async ({ page }) => {
  for (const name of ['nothing-here', '..%2Fetc', '']) {
    await page.goto(`/#/page/index?name=${name}`);
    await expect(page.getByText('未找到该页面')).toBeVisible();
  }
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/home\/aboutSPW$/);
});

test("an admin's new words reach readers at once, and what could run was cleaned out", async ({ page, baseURL }, info) => {
  const base = baseURL ?? '';
  const login = await callApi<{ token: string }>(base, '/user/login', {
    body: { type: 'password', username: 'admin', password: 'admin12345' },
  });
  expect(login.code).toBe(0);
  const name = `e2e-${info.project.name}`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const version of ['一', '二']) {
    const saved = await callApi(base, '/page/save', {
      token: login.data.token,
      body: {
        name,
        title: `联系我们（第${version}版）`,
        content: `<p>电话 021-0000 000${version === '一' ? 1 : 2}</p><img src=x onerror="alert(1)"><script>alert(2)</script>`,
      },
    });
    expect(saved.code, saved.msg).toBe(0);
    // A reader who opens the page after the write (the server's cached answer went with it).
    await page.goto(`/#/page/index?name=${name}`);
    if (version === '二') await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `联系我们（第${version}版）` })).toBeVisible();
    await expect(page.getByText(`电话 021-0000 000${version === '一' ? 1 : 2}`)).toBeVisible();
  }
  expect(dialogs).toEqual([]);
});
