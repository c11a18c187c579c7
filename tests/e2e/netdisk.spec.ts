import { expect, test, type Page } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

/**
 * Shared files through the site: a creator makes a folder, uploads into it (a file whose content
 * lies about its name is refused, with the server's reason), shares a file with a password, and a
 * visitor downloads it through the link only with that password; the creator revokes the link,
 * deletes the folder to the bin and restores it.
 */

async function openDisk(page: Page): Promise<void> {
  await page.goto('/#/login?redirect=%2Fcreator%2Futils%2Fnetdisk');
  await signInByPassword(page, 'creator', 'creator12345');
  await expect(page).toHaveURL(/#\/creator\/utils\/netdisk$/);
  await expect(page.getByRole('heading', { level: 1, name: '共享文件' })).toBeVisible();
}

test('a creator uploads into a new folder, shares a file with a password; a visitor needs it to download', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const folder = `现场资料 ${info.project.name} ${Date.now() % 100000}`;
  await openDisk(page);
  // The demo's files, and the quota used.
  await expect(page.getByRole('link', { name: '2026 铂金周资料' })).toBeVisible();
  await expect(page.getByText(/^已用 .+ \/ 5 GB$/)).toBeVisible();

  await page.getByRole('button', { name: '新建文件夹' }).click();
  const dialog = page.getByRole('dialog', { name: '新建文件夹' });
  await dialog.getByLabel('文件夹名称').fill('README.md');
  await dialog.getByRole('button', { name: /创建|确定|保存/ }).click();
  // A name taken by a file in the same place: the server's reason, in the dialog.
  await expect(dialog.getByText('此位置已有同名的文件或文件夹')).toBeVisible();
  await dialog.getByLabel('文件夹名称').fill(folder);
  await dialog.getByRole('button', { name: /创建|确定|保存/ }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: folder }).click();
  await expect(page).toHaveURL(/#\/creator\/utils\/netdisk\?folder=\d+$/);
  await expect(page.getByRole('navigation', { name: '文件夹路径' })).toContainText(folder);
  await expect(page.getByText('这个文件夹是空的')).toBeVisible();

  const notes = `Hall A opens at 09:00.\n${'展位搭建须知。'.repeat(2000)}\n`;
  await page.locator('input[type="file"]').setInputFiles([
    { name: '搭建须知.txt', mimeType: 'text/plain', buffer: Buffer.from(notes) },
    { name: '报价单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('this is not a PDF') },
  ]);
  const uploads = page.getByRole('region', { name: '上传列表' });
  await expect(uploads.getByText('失败：文件内容与扩展名 .pdf 不符')).toBeVisible();
  await expect(uploads.getByRole('progressbar', { name: '搭建须知.txt 上传进度' })).toHaveAttribute('aria-valuenow', '100');
  const row = page.getByRole('row').filter({ hasText: '搭建须知.txt' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '报价单.pdf' })).toHaveCount(0);

  // Share it with a password and a limit; the link's address is the site's share page.
  await row.getByRole('button', { name: /^分享 搭建须知\.txt/ }).click();
  const share = page.getByRole('dialog', { name: '分享「搭建须知.txt」' });
  await expect(share.getByText('还没有分享链接')).toBeVisible();
  await share.getByLabel(/^访问密码/).fill('site2026');
  await share.getByLabel(/^下载次数上限/).fill('5');
  await share.getByRole('button', { name: '创建链接' }).click();
  const address = share.getByRole('textbox', { name: /链接地址/ }).first();
  await expect(address).toHaveValue(/#\/netdisk\/share\?token=[A-Za-z0-9_-]{24}$/);
  const link = await address.inputValue();
  await expect(share.getByText('有密码')).toBeVisible();

  // A visitor, in a browser of their own: a wrong password is refused, the right one downloads.
  const visitor = await browser.newContext();
  const their = await visitor.newPage();
  await their.goto(link);
  await expect(their.getByRole('heading', { level: 1, name: '搭建须知.txt' })).toBeVisible();
  await expect(their.getByText('由 铂族金属研究院 分享')).toBeVisible();
  await their.getByLabel('访问密码').fill('wrong-one');
  await their.getByRole('button', { name: '下载' }).click();
  await expect(their.getByRole('alert')).toHaveText('链接已失效或密码不正确');
  await their.getByLabel('访问密码').fill('site2026');
  const downloading = their.waitForEvent('download');
  await their.getByRole('button', { name: '下载' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('搭建须知.txt');
  const saved = await download.path();
  expect(saved).toBeTruthy();

  // The owner sees the download counted, and revokes: the visitor's page now says the link is gone.
  await share.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(share).toBeHidden();
  await row.getByRole('button', { name: /^分享 搭建须知\.txt/ }).click();
  await expect(share.getByText(/已下载 1 次/)).toBeVisible();
  await share.getByRole('button', { name: '撤销' }).click();
  await share.getByRole('button', { name: '确认撤销' }).click();
  await expect(share.getByText('已撤销')).toBeVisible();
  await their.reload();
  await expect(their.getByRole('heading', { level: 1, name: '链接已失效或不存在' })).toBeVisible();
  await visitor.close();
  await share.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(share).toBeHidden();

  // To the bin and back.
  await page.getByRole('link', { name: '全部文件' }).click();
  const folderRow = page.getByRole('row').filter({ hasText: folder });
  await folderRow.getByRole('button', { name: new RegExp(`^删除 ${folder}`) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '移到回收站' }).click();
  await expect(page.getByRole('link', { name: folder })).toHaveCount(0);
  await page.getByRole('link', { name: '回收站' }).click();
  await expect(page).toHaveURL(/view=bin/);
  const binned = page.getByRole('row').filter({ hasText: folder });
  await expect(binned.getByText(/^(29|30) 天后永久删除$/)).toBeVisible();
  await binned.getByRole('button', { name: new RegExp(`^恢复 ${folder}`) }).click();
  await expect(binned).toHaveCount(0);
  await page.getByRole('link', { name: '我的文件' }).click();
  await expect(page.getByRole('link', { name: folder })).toBeVisible();
});

test('the share page in English, and a link that never worked', async ({ page }) => {
  await page.goto('/');
  // The site has taken its first address (the home) before the visitor goes anywhere else.
  await expect(page).toHaveURL(/#\/home\/aboutSPW$/);
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.goto('/#/netdisk/share?token=demo-schedule-2026-share');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '铂金周日程表.csv' })).toBeVisible();
  await expect(page.getByText('Never expires')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await downloading).suggestedFilename()).toBe('铂金周日程表.csv');
  await page.goto('/#/netdisk/share?token=not-a-real-token-at-all');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "This link has expired or doesn't exist" })).toBeVisible();
});
