import { expect, test } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

/**
 * A creator describes a data set, uploads its first file (a lying one refused), publishes it and
 * replaces the file (a second version, the first kept); a visitor finds it, downloads the current
 * file and the earlier version's; a members-only set asks the visitor to sign in.
 */
test('a creator publishes a versioned data set that a visitor downloads', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const title = `铂金回收来源（${Date.now() % 100000}）`;
  await page.goto(`/#/login?redirect=${encodeURIComponent('/creator/dataSet/list')}`);
  await signInByPassword(page, 'creator', 'creator12345');
  await expect(page.getByRole('table', { name: '数据集列表' })).toContainText('铂族金属日度价格（2024—2025）');

  await page.getByRole('link', { name: '新建数据集' }).click();
  await page.getByRole('textbox', { name: /^标题/ }).fill(title);
  await page.getByRole('textbox', { name: /^说明/ }).fill('按来源统计的回收铂金。');
  await expect(page.getByRole('checkbox', { name: /^发布/ })).toBeDisabled();
  await page.getByRole('button', { name: '添加一列' }).click();
  await page.getByRole('textbox', { name: '第 1 列列名' }).fill('year');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/#\/creator\/dataSet\/edit\?id=\d+/);
  await expect(page.getByText('数据集已保存').first()).toBeVisible();

  // A picture named .csv is refused by its content, with the server's reason.
  // '上传第一个文件' before the first version, '上传新版本' after.
  const upload = page.getByRole('form', { name: /^上传/ });
  const fileInput = upload.locator('input[type="file"]');
  const gif = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0]);
  await fileInput.setInputFiles({ name: 'fake.csv', mimeType: 'text/csv', buffer: gif });
  await upload.getByRole('button', { name: '上传' }).click();
  await expect(page.getByText('只能上传 CSV、TSV、JSON、Excel（xlsx）、ZIP 或 PDF 文件')).toBeVisible();
  await fileInput.setInputFiles({ name: 'sources.csv', mimeType: 'text/csv', buffer: Buffer.from('year,tonnes\n2024,31.5\n') });
  await upload.getByRole('button', { name: '上传' }).click();
  await expect(page.getByText('已上传，当前为第 1 版').first()).toBeVisible();

  await page.getByRole('checkbox', { name: /^发布/ }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('数据集已保存').first()).toBeVisible();

  // The second version replaces the file; the first stays in the history.
  await upload.getByRole('radio', { name: /^替换文件/ }).check();
  await fileInput.setInputFiles({ name: 'sources.csv', mimeType: 'text/csv', buffer: Buffer.from('year,tonnes\n2024,31.5\n2025,33.1\n') });
  await upload.getByRole('textbox', { name: /^版本说明/ }).fill('加入 2025 年');
  await upload.getByRole('button', { name: '上传' }).click();
  await expect(page.getByText('已上传，当前为第 2 版').first()).toBeVisible();
  const url = new URL(page.url().replace('#/', ''));
  const id = url.searchParams.get('id');

  // A visitor finds it and downloads both versions' files.
  const visitor = await browser.newPage({ baseURL, locale: 'zh-CN', acceptDownloads: true });
  await visitor.goto('/#/dataSet/list');
  await visitor.getByRole('searchbox').fill(title);
  await visitor.keyboard.press('Enter');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`#/dataSet/detail\\?id=${id}`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const [current] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('list', { name: '文件下载' }).getByRole('button', { name: '下载 sources.csv' }).click(),
  ]);
  expect(current.suggestedFilename()).toBe('sources.csv');
  const stream = await current.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString()).toContain('2025,33.1');
  await visitor.getByText('版本历史').first().click();
  const first = visitor.getByRole('list', { name: 'v1 的文件' });
  const [older] = await Promise.all([visitor.waitForEvent('download'), first.getByRole('button', { name: '下载 sources.csv' }).click()]);
  const olderChunks: Buffer[] = [];
  for await (const chunk of await older.createReadStream()) olderChunks.push(chunk as Buffer);
  expect(Buffer.concat(olderChunks).toString()).not.toContain('2025');

  // A members-only set asks the visitor to sign in.
  await visitor.goto('/#/dataSet/detail?id=2');
  await expect(visitor.getByRole('heading', { level: 1, name: '2026 年铂金首饰零售调查' })).toBeVisible();
  await visitor
    .getByRole('button', { name: /登录后下载/ })
    .first()
    .click();
  await expect(visitor).toHaveURL(/#\/login\?redirect=/);
  await visitor.close();

  // Deleted from the desk, after a confirm.
  await page.goto('/#/creator/dataSet/list');
  await page.getByRole('button', { name: `删除 ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('数据集已删除').first()).toBeVisible();
  await expect(page.getByRole('table', { name: '数据集列表' })).not.toContainText(title);
});

test('a visitor reads the data sets in English', async ({ page }) => {
  await page.goto('/#/dataSet/list');
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Data sets' })).toBeVisible();
  await page.getByRole('link', { name: 'Daily PGM prices (2024–2025)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily PGM prices (2024–2025)' })).toBeVisible();
  await expect(page.getByText('Version 2 corrects February 2025 rhodium prices.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Columns' })).toContainText('usd_per_oz');
});
