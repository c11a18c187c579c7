import { expect, test } from '@playwright/test';

test('a visitor reads Articles in Chinese and in English', async ({ page }) => {
  await page.goto('/#/article/list');
  await expect(page.getByRole('heading', { level: 1, name: '文章' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '文章 示例一' })).toBeVisible();
  await expect(page).toHaveTitle(/文章/);
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Articles: first example' })).toBeVisible();
});
