import { expect, test, type Page } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

/** The explorer home's figures, as a visitor sees them: they come as the reader scrolls past the feed. */
async function homeFigures(page: Page, name = '数据速览') {
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  return page.getByRole('region', { name });
}

/**
 * A creator publishes a statistical table (the form's checks first), places it on the explorer home
 * where a visitor finds it, makes it secret (it leaves the home), and deletes it.
 */
test('a creator publishes a table on the explorer home, makes it secret and deletes it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const title = `铂金回收量（${Date.now() % 100000}）`;
  const visitor = await browser.newPage({ baseURL, locale: 'zh-CN' });
  await visitor.goto('/#/home/index');
  const figures = await homeFigures(visitor);
  await expect(figures.getByRole('figure', { name: '全球铂金供需平衡' })).toBeVisible();
  await expect(figures.getByRole('figure', { name: '全球铂金供需平衡' })).toContainText('来源：演示数据，据公开资料整理');

  await page.goto(`/#/login?redirect=${encodeURIComponent('/creator/statistic/list')}`);
  await signInByPassword(page, 'creator', 'creator12345');
  await expect(page.getByRole('heading', { level: 1, name: '统计数据' })).toBeVisible();
  const list = page.getByRole('table', { name: '统计表列表' });
  await expect(list).toContainText('全球铂金供需平衡');
  // The filter is kept in the address.
  await page.getByRole('combobox', { name: '公开范围' }).selectOption({ label: '仅自己可见' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/visibility=secret/);
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list).toContainText('会员企业库存调查（内部）');

  await page.getByRole('link', { name: '新建统计表' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '新建统计表' })).toBeVisible();
  await page.getByRole('textbox', { name: /^标题/ }).fill(title);
  await page.getByRole('textbox', { name: /^单位/ }).fill('吨');
  await page.getByRole('checkbox', { name: '放在探索首页' }).check();
  await page.getByRole('textbox', { name: '系列 1 名称' }).fill('回收量');
  const grid = page.getByRole('table', { name: '数值表' });
  const row = (n: number) => grid.getByRole('row').nth(n);
  await page.getByRole('textbox', { name: '第 1 行周期' }).fill('24');
  await row(1).getByRole('textbox').nth(1).fill('29.8');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toContainText('第 1 行的周期应写作 2024');
  await page.getByRole('textbox', { name: '第 1 行周期' }).fill('2024');
  await page.getByRole('textbox', { name: '第 2 行周期' }).fill('2025');
  await row(2).getByRole('textbox').nth(1).fill('31.5');
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page).toHaveURL(/#\/creator\/statistic\/detail\?id=\d+/);
  await expect(page.getByText('统计表已保存').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByText('数据表').first().click();
  await expect(page.getByRole('table').filter({ hasText: '31.5' }).first()).toBeVisible();

  // The visitor finds it on the home, newest first.
  await visitor.reload();
  await expect((await homeFigures(visitor)).getByRole('figure').first()).toHaveAccessibleName(title);

  // Secret: it leaves the home.
  await page.getByRole('link', { name: '编辑' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '编辑统计表' })).toBeVisible();
  await page.getByRole('radio', { name: '仅自己可见' }).check();
  await expect(page.getByRole('checkbox', { name: '放在探索首页' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: '放在探索首页' })).not.toBeChecked();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/#\/creator\/statistic\/detail\?id=\d+/);
  await expect(page.getByText('仅自己可见，不会出现在任何公开页面')).toBeVisible();
  await visitor.reload();
  const after = await homeFigures(visitor);
  await expect(after.getByRole('figure', { name: '全球铂金供需平衡' })).toBeVisible();
  await expect(after.getByRole('figure', { name: title })).toHaveCount(0);

  // Deleted after a confirm.
  await page.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page).toHaveURL(/#\/creator\/statistic\/list/);
  await expect(page.getByText('统计表已删除').first()).toBeVisible();
  await expect(page.getByRole('table', { name: '统计表列表' })).not.toContainText(title);
  await visitor.close();
});

/** The creator's pages and the home's figures in English. */
test('the statistics in English: the list, a table and the home', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('spw.lang', 'en'));
  await page.goto('/#/home/index');
  const figures = await homeFigures(page, 'Figures at a glance');
  await expect(figures.getByRole('figure', { name: 'Global platinum supply and demand' })).toBeVisible();
  await page.goto(`/#/login?redirect=${encodeURIComponent('/creator/statistic/detail?id=3')}`);
  await signInByPassword(page, 'creator', 'creator12345');
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly platinum and palladium volume' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Palladium/ })).toBeVisible();
  await page
    .getByRole('link', { name: /Back to the list|back/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
});
