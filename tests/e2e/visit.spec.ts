import { expect, test } from '@playwright/test';

test('a visitor reads the delegate services, the places around the venue and a year page', async ({ page }) => {
  await page.goto('/#/events/service');
  await expect(page.getByRole('heading', { level: 1, name: '参会服务' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '签证邀请函' })).toBeVisible();
  await expect(page.getByRole('link', { name: '报名参会' })).toHaveAttribute('href', '#/events/regNotice?events_id=14');
  await page.getByRole('link', { name: '上海周边游览' }).click();

  await expect(page).toHaveURL(/#\/attraction\/index$/);
  await expect(page.getByRole('heading', { level: 1, name: '周边游览' })).toBeVisible();
  await page.getByRole('tab', { name: '博物馆' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(['上海博物馆']);

  await page.goto('/#/eventSpecial/index2023');
  await expect(page.getByRole('heading', { level: 1, name: /2023/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^嘉宾/ })).toHaveAttribute('href', '#/events/guest/list?events_id=9');
  await expect(page).toHaveTitle(/2023/);
});
