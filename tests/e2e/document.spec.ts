import { expect, test } from '@playwright/test';
import { callApi, signInByPassword } from './helpers.ts';

/**
 * Research reports through the site: a visitor browses and filters them, reads an abstract and
 * the first pages, is asked to sign in to download, and downloads the PDF as a member; a creator
 * uploads a PDF (a file of another kind is refused), saves the report, and sees its pages drawn.
 */

test('a visitor filters the reports, reads one, signs in and downloads its PDF; the count moves', async ({ page, baseURL }) => {
  await page.goto('/#/document/list');
  await expect(page.getByRole('heading', { level: 1, name: '研究报告' })).toBeVisible();
  await expect(page.getByRole('link', { name: '铂金季度报告：2026 年第三季度' })).toBeVisible();
  await page.getByRole('link', { name: '回收', exact: true }).click();
  await expect(page).toHaveURL(/#\/document\/list\?tag=recycling$/);
  await expect(page.getByRole('link', { name: '回收', exact: true })).toHaveAttribute('aria-current', /.+/);
  await expect(page.getByRole('link', { name: '铂金季度报告：2026 年第三季度' })).toHaveCount(0);
  await page.getByRole('link', { name: '铂族金属回收：汽车催化剂、首饰旧料与精炼产能' }).click();
  await expect(page).toHaveURL(/#\/document\/detail\?id=3$/);
  await expect(page.getByRole('heading', { level: 1, name: '铂族金属回收：汽车催化剂、首饰旧料与精炼产能' })).toBeVisible();
  await expect(page.getByText('回收已占铂族金属供应的四分之一')).toBeVisible();
  // The first pages, drawn by the server's job after it started.
  await expect(page.getByRole('img', { name: '《铂族金属回收：汽车催化剂、首饰旧料与精炼产能》第 1 页' })).toBeVisible({ timeout: 20_000 });

  const before = (await callApi<{ download_amount: number }>(baseURL ?? '', '/document/get?id=3')).data.download_amount;
  await expect(page.getByText('仅限会员下载')).toBeVisible();
  await page.getByRole('link', { name: '登录后下载' }).click();
  await signInByPassword(page, 'oliver', 'member12345');
  await expect(page).toHaveURL(/#\/document\/detail\?id=3$/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载 PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(file).toBeTruthy();
  const after = (await callApi<{ download_amount: number }>(baseURL ?? '', '/document/get?id=3')).data.download_amount;
  expect(after).toBeGreaterThan(before);

  // English: the report's English title and abstract.
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Recycling the Platinum Group Metals' })).toBeVisible();
  await expect(page.getByText('Recycling is now a quarter of PGM supply.')).toBeVisible();
});

/** A real PDF to upload: a demo report's, downloaded as a member would. */
async function somePdf(baseURL: string): Promise<Buffer> {
  const login = await callApi<{ token: string }>(baseURL, '/user/login', {
    body: { type: 'password', username: 'lin', password: 'member12345' },
  });
  const link = await callApi<{ url: string }>(baseURL, '/document/download', { body: { id: 4 }, token: login.data.token });
  const response = await fetch(`${baseURL}${link.data.url}`);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
}

test('a creator uploads a PDF (another kind of file is refused), saves the report and sees its pages drawn', async ({
  page,
  baseURL,
}, info) => {
  const title = `铂金回收月报 ${info.project.name} ${Date.now() % 100000}`;
  const pdf = await somePdf(baseURL ?? '');
  await page.goto('/#/login?redirect=%2Fcreator%2Fdocument%2Flist');
  await signInByPassword(page, 'creator', 'creator12345');
  await expect(page).toHaveURL(/#\/creator\/document\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: '研究报告' })).toBeVisible();
  await page
    .getByRole('link', { name: /上传报告/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/creator\/document\/list\?add=1$/);

  const input = page.locator('input[type="file"][accept*="pdf"]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a report') });
  await expect(page.getByText('请上传 PDF 文件').first()).toBeVisible();
  await input.setInputFiles({ name: 'recycling-monthly.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('recycling-monthly.pdf')).toBeVisible();

  await page.getByLabel(/^标题/).fill(title);
  await page.getByLabel(/^来源/).fill('铂族金属研究院');
  await page.getByRole('checkbox', { name: '回收' }).check();
  await page
    .getByRole('button', { name: /保存|提交|发布/ })
    .last()
    .click();
  await expect(page).toHaveURL(/#\/creator\/document\/list$/);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  // The pages are drawn in the background; the list asks again until they are.
  await expect(row.getByText('已生成')).toBeVisible({ timeout: 30_000 });
  await row.getByRole('link', { name: /查看/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: `《${title}》第 3 页` })).toBeVisible();
});
