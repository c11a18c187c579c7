import { expect, test } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

/**
 * Videos and series through the site (the demo's: apps/server/src/features/media/seed.ts): a
 * visitor finds a video and its series, a member keeps track of their progress (by hand for an
 * article, by watching a video to its end), and an admin adds a video and makes a series of it.
 */

test('a visitor finds a video and its series; the member marks an article and finishes a video by watching it', async ({ page }) => {
  await page.goto('/#/media/list');
  await expect(page.getByRole('heading', { level: 1, name: '视频' })).toBeVisible();
  await page.getByLabel('按标题搜索').fill('价格');
  await page.getByLabel('按标题搜索').press('Enter');
  await expect(page).toHaveURL(/#\/media\/list\?keyword=/);
  await expect(page.getByRole('link', { name: '设计师工作室探访：手工锻造婚戒' })).toHaveCount(0);
  await page.getByRole('link', { name: '三分钟看懂铂金价格' }).first().click();
  await expect(page).toHaveURL(/#\/media\/detail\?id=3$/);
  await expect(page.getByRole('heading', { level: 1, name: '三分钟看懂铂金价格' })).toBeVisible();
  await page.getByRole('link', { name: '铂金入门' }).first().click();
  await expect(page).toHaveURL(/#\/series\/detail\?id=1$/);
  await expect(page.getByRole('heading', { level: 1, name: '铂金入门' })).toBeVisible();
  const entries = page.getByRole('region', { name: '目录' }).getByRole('listitem');
  await expect(entries).toHaveCount(5);

  await page.getByRole('link', { name: '登录后记录学习进度' }).click();
  await signInByPassword(page, 'sato', 'member12345');
  await expect(page).toHaveURL(/#\/series\/detail\?id=1$/);
  await expect(page.getByText('已完成 0 / 5')).toBeVisible();
  // An article is marked by hand…
  const article = entries.nth(3);
  await article.getByRole('button', { name: /标记为已完成/ }).click();
  await expect(page.getByText('已完成 1 / 5')).toBeVisible();
  await article.getByRole('button', { name: /取消完成/ }).click();
  await expect(page.getByText('已完成 0 / 5')).toBeVisible();

  // …a video by watching it to its end (the demo clip is six seconds).
  await page.goto('/#/media/detail?id=3');
  await page.getByRole('button', { name: /^播放/ }).click();
  await expect.poll(async () => page.locator('video').evaluate((v: HTMLVideoElement) => v.ended), { timeout: 20_000 }).toBe(true);
  await page.goto('/#/series/detail?id=1');
  await expect(page.getByText('已完成 1 / 5')).toBeVisible();
  const film = page.getByRole('region', { name: '目录' }).getByRole('listitem').nth(4);
  await expect(film.getByText('已完成', { exact: true })).toBeVisible();
  // Put back as it was, for the next run.
  await film.getByRole('button', { name: /取消完成/ }).click();
  await expect(page.getByText('已完成 0 / 5')).toBeVisible();
});

test('an admin adds a video, makes a series of it and an article, and deletes both', async ({ page }, info) => {
  const title = `测试视频 ${info.project.name} ${Date.now()}`;
  const seriesTitle = `测试系列 ${info.project.name} ${Date.now()}`;
  await page.goto('/#/login?redirect=%2Fcreator%2Fvideo%2Flist');
  await signInByPassword(page, 'admin', 'admin12345');
  await expect(page).toHaveURL(/#\/creator\/video\/list$/);
  await page
    .getByRole('link', { name: /新建视频/ })
    .first()
    .click();
  await page.getByLabel(/^标题/).first().fill(title);
  await page.getByLabel(/^时长/).fill('0:06');
  await page.getByLabel(/^视频地址/).fill('/demo/media/demo.mp4');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/creator\/video\/list$/);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
  await page.goto('/#/media/list');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  await page.goto('/#/creator/series/list?add=1');
  await page.getByLabel(/^标题/).first().fill(seriesTitle);
  await page.getByLabel('搜索视频和文章').fill(`测试视频 ${info.project.name}`);
  await page.getByLabel('搜索视频和文章').press('Enter');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: /添加/ }).click();
  await page.getByLabel('搜索视频和文章').fill('铂金');
  await page.getByLabel('搜索视频和文章').press('Enter');
  await page.getByRole('group', { name: '文章' }).getByRole('button', { name: /添加/ }).first().click();
  await expect(page.getByText('已选 2 / 50')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存').first()).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: seriesTitle });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /查看/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: seriesTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.goto('/#/creator/series/list');
  await page.getByRole('listitem').filter({ hasText: seriesTitle }).getByRole('button', { name: /删除/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /删除/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: seriesTitle })).toHaveCount(0);
  await page.goto('/#/creator/video/list');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: /删除/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /删除/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});
