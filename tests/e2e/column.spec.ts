import { expect, test } from '@playwright/test';
import { callApi, signInByPassword } from './helpers.ts';

/**
 * Columns through the site: the list, a column's page with its header and articles, its
 * subscribers, and subscribing (a visitor is sent to sign in first) with the count kept right.
 * The two projects (desktop, phone) use their own column and member, so their counts never mix.
 */

test('a visitor finds a column, reads its articles and subscribers, and English readers get its English name', async ({ page }) => {
  await page.goto('/#/column/list');
  await expect(page.getByRole('heading', { level: 1, name: '专栏' })).toBeVisible();
  await page.getByRole('link', { name: /铂金市场周报/ }).click();
  await expect(page).toHaveURL(/#\/column\/detail\?id=1$/);
  await expect(page.getByRole('heading', { level: 1, name: '铂金市场周报' })).toBeVisible();
  await expect(page.getByText('每周解读铂金供需、库存与价格走势')).toBeVisible();
  await expect(page).toHaveTitle(/^铂金市场周报 · /);
  // Its published articles, the pinned weekly first.
  const articles = page.getByRole('region', { name: '文章' });
  await expect(articles.getByRole('link', { name: '铂金周报：供应缺口延续，价格站上每盎司 1,000 美元' })).toBeVisible();
  await expect(articles.getByRole('link', { name: '铂金回收市场调研（草稿）' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '文章', exact: true })).toHaveAttribute('aria-current', 'page');

  // The subscribers tab stays on the same column.
  await page.getByRole('link', { name: '订阅者', exact: true }).click();
  await expect(page).toHaveURL(/#\/column\/user\?id=1$/);
  await expect(page.getByRole('heading', { level: 1, name: '铂金市场周报' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Oliver Grant/ })).toBeVisible();

  // English: the column's English name and introduction.
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Platinum Market Weekly' })).toBeVisible();
  await expect(page.getByText('A weekly reading of platinum supply, demand, stocks and prices')).toBeVisible();
  await expect(page.getByText('每周解读铂金供需')).toHaveCount(0);

  // A column that does not exist says so, with the way back.
  await page.goto('/#/column/detail?id=999999');
  await expect(page.getByText('Column not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all columns' })).toHaveAttribute('href', '#/column/list');
});

test('a visitor is sent to sign in to subscribe; the count moves by one each way and holds after a reload', async ({
  page,
  baseURL,
}, info) => {
  // The demo members' ids (apps/server/src/seed/demo.ts): their nicknames may be another spec's test text.
  const [id, member, uid] = info.project.name === 'phone' ? [2, 'sato', 8] : [4, 'zhou', 7];
  const before = (await callApi<{ subscribe_amount: number }>(baseURL ?? '', `/column/get?id=${id}`)).data.subscribe_amount;
  await page.goto(`/#/column/detail?id=${id}`);
  const subscribers = page.getByRole('definition').nth(2);
  await expect(subscribers).toHaveText(String(before));
  await page.getByRole('button', { name: '订阅' }).click();
  await signInByPassword(page, member, 'member12345');
  await expect(page).toHaveURL(new RegExp(`#/column/detail\\?id=${id}$`));

  const button = page.getByRole('button', { name: /^(订阅|已订阅)$/ });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(page.getByText('订阅成功').first()).toBeVisible();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(subscribers).toHaveText(String(before + 1));
  await page.reload();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(subscribers).toHaveText(String(before + 1));
  // Among the subscribers.
  await page.getByRole('link', { name: '订阅者', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ has: page.locator(`a[href="#/user/index?uid=${uid}"]`) })).toBeVisible();

  // Taken back, so the next run starts where this one did.
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(subscribers).toHaveText(String(before));
});
