import { expect, test } from '@playwright/test';

test('the Moment header shows the five banners from the server, and the carousel moves', async ({ page }) => {
  await page.goto('/#/article/list');
  const carousel = page.getByRole('region', { name: '焦点图' });
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole('group', { name: /^第 \d 张，共 5 张$/ })).toHaveCount(5);
  // The first banner is the seeded registration one, linked inside the site.
  await expect(carousel.getByRole('link').first()).toHaveAttribute('href', '#/events/index?events_id=14');
  await expect(carousel.getByRole('img').first()).toHaveAttribute('alt', /^20\d\d 上海铂金周 · 开放注册$/);

  const dots = carousel.getByRole('group', { name: '选择幻灯片' }).getByRole('button');
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: '下一张' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  // Looping: previous twice from the second comes round to the fifth.
  await carousel.getByRole('button', { name: '上一张' }).click();
  await carousel.getByRole('button', { name: '上一张' }).click();
  await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
});
