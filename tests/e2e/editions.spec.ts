import { expect, test } from '@playwright/test';
import { openMenuIfFolded } from './helpers.ts';

test('the series page lists every edition and leads to each edition’s page, in zh and en', async ({ page }) => {
  await page.goto('/#/events/list');
  await expect(page.getByRole('heading', { level: 1, name: '历届铂金周' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(5);
  // The open edition first, with its registration.
  await expect(cards.first()).toContainText('报名中');
  await expect(cards.first().getByRole('link', { name: /^报名/ })).toHaveAttribute('href', '#/events/reg?events_id=14');

  await page.getByRole('link', { name: '2023 上海铂金周' }).click();
  await expect(page).toHaveURL(/#\/events\/index\?events_id=9$/);
  await expect(page.getByRole('heading', { level: 1, name: '2023 上海铂金周' })).toBeVisible();
  await expect(page.getByText('2023年11月', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('往届')).toBeVisible();
  await expect(page.getByRole('link', { name: /^嘉宾/ }).last()).toHaveAttribute('href', '#/events/guest/list?events_id=9');
  await expect(page).toHaveTitle(/上海铂金周/);

  // English, from the series page's language switch.
  await page.goto('/#/events/list');
  await openMenuIfFolded(page);
  await page.getByRole('button', { name: 'Global' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Every edition' })).toBeVisible();
  await page.getByRole('link', { name: 'Shanghai Platinum Week 2023' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shanghai Platinum Week 2023' })).toBeVisible();
  await expect(page.getByText('Past edition')).toBeVisible();
});

test('an edition that does not exist says so and leads back to the series', async ({ page }) => {
  await page.goto('/#/events/index?events_id=abc');
  await expect(page.getByText('没有找到这一届铂金周')).toBeVisible();
  await page.goto('/#/events/index?events_id=999');
  await expect(page.getByText('没有找到这一届铂金周')).toBeVisible();
  await page.getByRole('link', { name: '查看历届铂金周' }).click();
  await expect(page).toHaveURL(/#\/events\/list$/);
});
