import { expect, test } from '@playwright/test';

/**
 * The explorer home (/home/index): everything new in one feed — articles, reports, live streams,
 * videos and competitions (the demo's) — with a chip per kind, each card leading to its page.
 */
test('the explorer home mixes every kind; a chip shows one kind; a card leads to its page', async ({ page }) => {
  await page.goto('/#/home/index');
  const chips = page.getByRole('navigation', { name: '按类型筛选' });
  await expect(chips.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  const kinds = await cards.evaluateAll((list) => list.map((card) => card.getAttribute('data-kind')));
  expect(new Set(kinds).size).toBeGreaterThanOrEqual(3);

  await chips.getByRole('link', { name: '直播' }).click();
  await expect(page).toHaveURL(/#\/home\/index\?kind=live$/);
  await expect(chips.getByRole('link', { name: '直播' })).toHaveAttribute('aria-current', 'page');
  await expect
    .poll(async () => cards.evaluateAll((list) => [...new Set(list.map((card) => card.getAttribute('data-kind')))]))
    .toEqual(['live']);
  await expect(page.getByText('直播中').first()).toBeVisible();
  await page.getByRole('link', { name: '每周铂金行情直播：库存、溢价与进口配额' }).click();
  await expect(page).toHaveURL(/#\/live\/detail\?id=1$/);

  // English: the items' English words.
  await page.goto('/#/home/index?kind=video');
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'How platinum is made: from ore to jewellery' })).toBeVisible();
});
