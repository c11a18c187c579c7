import { expect, test } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

test('a member is shown “not allowed” on an admin’s and a reviewer’s page, and a reviewer opens theirs', async ({ page }) => {
  await page.goto('/#/login');
  await signInByPassword(page, 'lin', 'member12345');
  await expect(page).not.toHaveURL(/#\/login/);
  await page.goto('/#/creator/orders');
  await expect(page.getByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
  await expect(page).toHaveTitle(/无权访问/);
  await page.goto('/#/worksReview/list');
  await expect(page.getByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
  // A member's own page opens as before.
  await page.goto('/#/order/list');
  await expect(page.getByRole('heading', { level: 1, name: '无权访问' })).toHaveCount(0);

  // Another member signs in on a fresh load (the session lives in a cookie and in memory).
  await page.context().clearCookies();
  await page.reload();
  await page.goto('/#/login');
  await signInByPassword(page, 'reviewer', 'reviewer12345');
  await expect(page).not.toHaveURL(/#\/login/);
  await page.goto('/#/worksReview/list');
  await expect(page.getByRole('heading', { level: 1, name: '无权访问' })).toHaveCount(0);
  await expect(page).toHaveTitle(/作品评审/);
});
