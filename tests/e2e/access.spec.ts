import { expect, test, type Page } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

let loads = 0;
/** A fresh load of a route (a new document, so no navigation of the page before can overtake it). */
async function open(page: Page, path: string): Promise<void> {
  loads += 1;
  await page.goto(`/?load=${loads}#${path}`);
}

const NOT_ALLOWED = { level: 1, name: '无权访问' } as const;

test('a member is shown “not allowed” on an admin’s and a reviewer’s page, and a reviewer opens theirs', async ({ page }) => {
  await open(page, '/login');
  await signInByPassword(page, 'lin', 'member12345');
  // Signed in: the site goes on to the root, which leads to the about page.
  await expect(page).toHaveURL(/#\/home\/aboutSPW$/);
  await open(page, '/creator/orders');
  await expect(page.getByRole('heading', NOT_ALLOWED)).toBeVisible();
  await expect(page).toHaveTitle(/无权访问/);
  await open(page, '/worksReview/list');
  await expect(page.getByRole('heading', NOT_ALLOWED)).toBeVisible();
  // A member's own page opens as before.
  await open(page, '/order/list');
  await expect(page).toHaveTitle(/我的订单/);
  await expect(page.getByRole('heading', NOT_ALLOWED)).toHaveCount(0);

  // Another member signs in on a fresh load (the session lives in a cookie).
  await page.context().clearCookies();
  await open(page, '/login');
  await signInByPassword(page, 'reviewer', 'reviewer12345');
  await expect(page).toHaveURL(/#\/home\/aboutSPW$/);
  await open(page, '/worksReview/list');
  await expect(page).toHaveTitle(/作品评审/);
  await expect(page.getByRole('heading', NOT_ALLOWED)).toHaveCount(0);
});
