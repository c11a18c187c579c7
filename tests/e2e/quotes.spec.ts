import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signInByPassword } from './helpers.ts';

/** The last Saturday before today in Beijing: the seed prices trading days only, so that day is free. */
function lastSaturday(): string {
  const beijing = new Date(Date.now() + 8 * 3600_000);
  const back = ((beijing.getUTCDay() + 1) % 7) + 7;
  return new Date(beijing.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

async function platinumPrice(page: Page): Promise<number> {
  const text = (
    await page
      .getByRole('row', { name: /^铂金 Platinum/ })
      .getByRole('cell')
      .first()
      .innerText()
  ).replace(/[^\d.]/g, '');
  return Number(text);
}

/**
 * The quote page as a visitor sees it (prices, the unit switch, the chart and its ranges, offers),
 * and a member's offers export.
 */
test('a visitor reads prices per gram and per ounce with their chart, and a member exports the offers', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/#/quoteData/index');
  await expect(page.getByRole('heading', { level: 1, name: '行情数据' })).toBeVisible();
  const table = page.getByRole('table', { name: '各品种最新报价' });
  await expect(table.getByRole('row', { name: /^铂金 Platinum/ })).toBeVisible();
  // The chart comes with its own library, drawn for the first code.
  const chart = page.getByRole('region', { name: '铂金 价格走势' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart.getByRole('img', { name: '铂金 近三个月价格走势' })).toBeVisible();
  await chart.getByRole('button', { name: '近1年' }).click();
  await expect(chart.getByRole('img', { name: '铂金 近一年价格走势' })).toBeVisible();

  const perGram = await platinumPrice(page);
  await page.getByRole('button', { name: '每盎司' }).click();
  await expect(page.getByRole('button', { name: '每盎司', pressed: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /^铂金 Platinum/ })).toContainText('元/盎司');
  expect(await platinumPrice(page)).toBeCloseTo(perGram * 31.1034768, 1);
  // Silver is priced per kilogram; per gram it is a thousandth.
  await page.getByRole('button', { name: '每克' }).click();
  await expect(table.getByRole('row', { name: /^白银 Silver/ })).toContainText('元/克');

  // Another code's chart.
  await page.getByRole('button', { name: /^钯金 Palladium/ }).click();
  await expect(page.getByRole('region', { name: '钯金 价格走势' }).getByRole('img', { name: /钯金/ })).toBeVisible();

  // Offers: filtered by type; the export asks a visitor to sign in.
  await page.getByRole('tab', { name: '供求信息' }).click();
  const offers = page.getByRole('table', { name: '供求信息' });
  await expect(offers.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: '求购', pressed: false }).click();
  await expect(offers).not.toContainText('出售');
  const signIn = page.getByRole('link', { name: '登录后可导出' });
  await expect(signIn).toBeVisible();
  await signIn.click();
  await signInByPassword(page, 'lin', 'member12345');
  await expect(page.getByRole('heading', { level: 1, name: '行情数据' })).toBeVisible();
  await page.getByRole('tab', { name: '供求信息' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^offers-\d{8}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\n')[0]).toContain('编号');
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/^offers-\d{8}\.xlsx$/);
});

/**
 * The creator's quote data: a price added for a free day, refused twice for it, corrected, seen in the
 * change log, deleted; then a file imported after its preview named the bad row.
 */
test('a creator adds, corrects and deletes a price, and imports a file after its preview', async ({ page }) => {
  test.setTimeout(120_000);
  const day = lastSaturday();
  await page.goto(`/#/login?redirect=${encodeURIComponent('/creator/quoteData/list')}`);
  await signInByPassword(page, 'creator', 'creator12345');
  await expect(page.getByRole('heading', { level: 1, name: '行情数据' })).toBeVisible();
  await expect(page.getByRole('table', { name: '价格列表' }).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: '添加' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '添加行情数据' })).toBeVisible();
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page.getByText('请选择品种').first()).toBeVisible();
  await page.getByRole('combobox', { name: /^品种/ }).selectOption({ label: '铂金（Pt）' });
  await page.getByLabel(/^日期/).fill(day);
  await page.getByRole('textbox', { name: /^价格/ }).fill('12.3');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page).toHaveURL(/#\/creator\/quoteData\/list$/);
  await expect(page.getByText('添加成功').first()).toBeVisible();

  // A second price for the same day is refused on the date.
  await page.getByRole('link', { name: '添加' }).first().click();
  await page.getByRole('combobox', { name: /^品种/ }).selectOption({ label: '铂金（Pt）' });
  await page.getByLabel(/^日期/).fill(day);
  await page.getByRole('textbox', { name: /^价格/ }).fill('12.4');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page.getByText('该指标在这一天已有报价').first()).toBeVisible();
  await page.getByRole('link', { name: '取消' }).click();

  // Filtered to that day, corrected, and logged.
  await page.getByRole('combobox', { name: '品种' }).selectOption({ label: '铂金（Pt）' });
  await page.getByLabel('开始日期').fill(day);
  await page.getByLabel('结束日期').fill(day);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条价格')).toBeVisible();
  await page.getByRole('link', { name: `修改 铂金（Pt） ${day}` }).click();
  await expect(page.getByRole('textbox', { name: /^价格/ })).toHaveValue('12.3');
  await page.getByRole('textbox', { name: /^价格/ }).fill('232.5');
  await page.getByRole('button', { name: /保存/ }).click();
  await expect(page.getByText('修改成功').first()).toBeVisible();
  await page.getByRole('button', { name: '修改记录' }).click();
  const log = page.getByRole('region', { name: '修改记录' });
  const latest = log.getByRole('table', { name: '价格的修改记录' }).getByRole('row').nth(1);
  await expect(latest).toHaveAccessibleName(new RegExp(`铂族金属研究院 修改 铂金 ${day} 12\\.30 改为 232\\.50 元/克`));

  // Deleted after a confirm.
  await page.getByRole('combobox', { name: '品种' }).first().selectOption({ label: '铂金（Pt）' });
  await page.getByLabel('开始日期').fill(day);
  await page.getByLabel('结束日期').fill(day);
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('button', { name: `删除 铂金（Pt） ${day}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(page.getByText('没有符合条件的价格')).toBeVisible();

  // An import: the preview names the bad row and writes nothing until it is confirmed.
  await page.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog', { name: '导入行情数据' });
  const csv = `品种,日期,价格\n铂金,${day},231.8\n钯金,${day},abc\n`;
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByRole('alert')).toContainText('有 1 行有误');
  await expect(dialog.getByRole('region', { name: '有误的行' })).toContainText('价格需为大于 0 的数字');
  await dialog.getByRole('button', { name: '确认导入 1 行' }).click();
  await expect(dialog).toContainText('已导入：新增 1 条，更新 0 条，未变 0 条，跳过 1 行');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条价格')).toBeVisible();
  await expect(page.getByRole('table', { name: '价格列表' })).toContainText('231.80');
});
