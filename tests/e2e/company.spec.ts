import { expect, test } from '@playwright/test';
import { drawPng, signInByPassword } from './helpers.ts';

/**
 * The yellow pages through the site: the creator edits the company's approved entry (a draft while
 * the approved one keeps showing) and submits it; an admin approves it from the review queue; the
 * creator adds a product, which shows on its share card and on the company's, with their QR codes.
 * Each project has its own server (playwright.config.ts), so desktop and phone never meet.
 */
test('a creator resubmits the company entry, an admin approves it, and a new product shows on the share cards', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const tag = String(Date.now() % 100000);
  const intro = `铂族金属精炼与回收，新增钯金回收业务（${tag}）。`;
  const product = `铂铑热电偶丝 ${tag}`;

  await page.goto(`/#/login?redirect=${encodeURIComponent('/creator/company/detail')}`);
  await signInByPassword(page, 'creator', 'creator12345');
  await expect(page.getByRole('heading', { level: 1, name: '公司信息' })).toBeVisible();
  await expect(page.getByText('已通过审核，正在黄页展示')).toBeVisible();

  // An edit is a draft; the approved version stays public until the next approval.
  await page.getByRole('link', { name: '编辑', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '编辑公司信息' })).toBeVisible();
  await page.getByRole('textbox', { name: /^公司简介/ }).fill(intro);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(/#\/creator\/company\/detail$/);
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(page.getByText('你有未提交的修改，黄页展示的仍是上次通过的版本')).toBeVisible();
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('已提交审核').first()).toBeVisible();
  await expect(page.getByText('审核中：管理员通过后将在黄页展示')).toBeVisible();

  // The admin approves it from the queue on the same page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`/#/login?redirect=${encodeURIComponent('/creator/company/detail')}`);
  await signInByPassword(admin, 'admin', 'admin12345');
  await expect(admin.getByRole('heading', { level: 2, name: /待审核的公司/ })).toBeVisible();
  const entry = admin.getByRole('article', { name: '铂族金属研究院' });
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: '通过' }).click();
  await expect(admin.getByText('已通过审核').first()).toBeVisible();
  await expect(entry).toHaveCount(0);
  await adminContext.close();

  // A new product, published, with a price per gram.
  await page.goto('/#/creator/product/list');
  await expect(page.getByRole('heading', { level: 1, name: '我的产品' })).toBeVisible();
  await page.getByRole('link', { name: '添加产品' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '添加产品' })).toBeVisible();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('请填写产品名称').first()).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'wire.png', mimeType: 'image/png', buffer: await drawPng(browser) });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('textbox', { name: /^产品名称/ }).fill(product);
  await page.getByRole('combobox', { name: /^分类/ }).selectOption({ label: '贵金属' });
  await page.getByRole('textbox', { name: /^价格/ }).fill('312.5');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('请填写计价单位').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^计价单位/ }).fill('克');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page).toHaveURL(/#\/creator\/product\/list$/);
  await expect(page.getByText('添加成功').first()).toBeVisible();
  const row = page.getByRole('article', { name: product });
  await expect(row).toBeVisible();

  // Its share card: the price, the QR code, and the way to the company's card, which shows the approved intro.
  await row.getByRole('link', { name: '分享卡片' }).click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await expect(page.getByText('¥312.50 / 克')).toBeVisible();
  await expect(page.getByRole('img', { name: `${product}的二维码` })).toBeVisible();
  expect(await page.title()).toContain(product);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/uploads\//);
  await page
    .getByRole('link', { name: /铂族金属研究院/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '铂族金属研究院' })).toBeVisible();
  await expect(page.getByText(intro)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(product) })).toBeVisible();
});
