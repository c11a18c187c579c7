import { expect, test } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

/**
 * A creator filters the indicators, adds one (the grid's check first), imports a file of values
 * into it (a bad row named in the preview and skipped), sees the imported value in the grid, and
 * deletes the indicator.
 */
test('a creator adds an indicator, imports values into it and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `铂金回收量（${Date.now() % 100000}）`;
  await page.goto(`/#/login?redirect=${encodeURIComponent('/creator/dataItem/list')}`);
  await signInByPassword(page, 'creator', 'creator12345');
  const list = page.getByRole('table', { name: '指标列表' });
  await expect(list).toContainText('上海铂金溢价');
  // The filter is kept in the address.
  await page.getByRole('combobox', { name: /^频率/ }).selectOption('month');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/frequency=month/);
  await expect(list).toContainText('中国铂金首饰加工量');
  await expect(list).not.toContainText('上海铂金溢价');

  await page.getByRole('link', { name: '新建指标' }).click();
  await page.getByRole('textbox', { name: /^名称/ }).fill(name);
  await page.getByRole('textbox', { name: /^单位/ }).fill('吨');
  await page.getByRole('combobox', { name: /^频率/ }).selectOption('year');
  await page.getByRole('textbox', { name: '第 1 行周期' }).fill('2099');
  await page.getByRole('textbox', { name: '第 1 行数值' }).fill('29.8');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('button', { name: '第 1 行的周期晚于今天' })).toBeVisible();
  await page.getByRole('textbox', { name: '第 1 行周期' }).fill('2024');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/#\/creator\/dataItem\/edit\?id=\d+/);
  await expect(page.getByText('数据指标已保存').first()).toBeVisible();

  // An import: the preview names the bad row; the good one is imported.
  await page.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'recycled.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('周期,数值\n2025,"1,234.5"\n2030,1\n'),
  });
  await expect(dialog.getByRole('region', { name: '有误的行' })).toContainText('周期不能晚于今天');
  await dialog.getByRole('button', { name: '确认导入 1 行' }).click();
  await expect(dialog.getByRole('status')).toContainText('新增 1 条');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: '第 2 行周期' })).toHaveValue('2025');
  await expect(page.getByRole('textbox', { name: '第 2 行数值' })).toHaveValue(/1,?234\.5/);

  await page.goto('/#/creator/dataItem/list');
  await page.getByRole('button', { name: `删除 ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('数据指标已删除').first()).toBeVisible();
  await expect(list).not.toContainText(name);
});
