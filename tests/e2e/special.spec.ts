import { expect, test } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

/**
 * Special topics, the articles home and the creator centre's home: a creator gathers published
 * articles into a topic, orders them and publishes it; a member reads it; the articles home shows
 * it to everyone. Each project (desktop, phone) makes and deletes its own topic.
 */

const WEEKLY = '铂金周报：供应缺口延续，价格站上每盎司 1,000 美元';
const SONG = '设计手记：当铂金遇见宋代美学';

test('a creator makes a topic of two articles in their order, a member reads it, and the articles home shows it', async ({
  page,
  browser,
  baseURL,
}, info) => {
  const title = `铂金周精选（${info.project.name === 'phone' ? '手机' : '桌面'} ${Date.now() % 100000}）`;
  await page.goto('/#/creator/special/add');
  await signInByPassword(page, 'creator', 'creator12345');
  await expect(page.getByRole('heading', { level: 1, name: '新建专题' })).toBeVisible();

  // Nothing is sent without a title and an article.
  await page.getByRole('button', { name: '创建专题' }).click();
  await expect(page.getByText('请输入专题标题')).toBeVisible();
  await expect(page.getByText('请至少加入一篇文章')).toBeVisible();

  await page.getByRole('textbox', { name: /^标题/ }).fill(title);
  await page.getByRole('textbox', { name: /^英文标题/ }).fill('Platinum Week picks');
  const search = page.getByRole('searchbox', { name: '搜索已发布的文章' }).or(page.getByRole('textbox', { name: '搜索已发布的文章' }));
  const results = page.getByRole('list', { name: '搜索结果' });
  await search.fill('铂金周报');
  await search.press('Enter');
  await results.getByRole('listitem').filter({ hasText: WEEKLY }).getByRole('button', { name: /^加入/ }).click();
  await search.fill('宋代');
  await search.press('Enter');
  await results.getByRole('listitem').filter({ hasText: SONG }).getByRole('button', { name: /^加入/ }).click();
  const chosen = page.getByRole('list', { name: '已加入的文章' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  // The design notes first.
  await chosen.getByRole('listitem').filter({ hasText: SONG }).getByRole('button', { name: /^上移/ }).click();
  await expect(chosen.getByRole('listitem').first()).toContainText(SONG);
  await page.getByRole('button', { name: '创建专题' }).click();

  await expect(page.getByText('专题已保存').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/creator\/special\/detail\?id=\d+$/);
  const id = Number(/id=(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('会员现在可以阅读这个专题。')).toBeVisible();

  // A member, in a browser of their own, reads it in the topic's order.
  const other = await browser.newContext({ baseURL });
  const lin = await other.newPage();
  await lin.goto(`/#/special/detail?id=${id}`);
  await signInByPassword(lin, 'lin', 'member12345');
  await expect(lin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const links = lin.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links).toHaveText([SONG, WEEKLY]);
  await other.close();

  // The articles home shows it to everyone, with the hot and latest articles and the columns.
  await page.goto('/#/article/index');
  await expect(page.getByRole('heading', { level: 2, name: '热门' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '专栏' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title.replace(/[()（）]/g, '.')) })).toHaveAttribute(
    'href',
    `#/special/detail?id=${id}`,
  );

  // Unpublished, then deleted from the creator's list.
  await page.goto('/#/creator/special/list');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await row.getByRole('button', { name: /^取消发布/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '取消发布' }).click();
  await expect(page.getByText('专题已取消发布').first()).toBeVisible();
  await expect(row.getByText('未发布')).toBeVisible();
  await row.getByRole('button', { name: /^删除/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('专题已删除').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test('the creator centre’s home counts the creator’s articles by state and lists the tools they may open', async ({ page }) => {
  await page.goto('/#/creator/index');
  await signInByPassword(page, 'creator', 'creator12345');
  await expect(page.getByRole('heading', { level: 1, name: /创作中心/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^已发布/ })).toHaveAttribute('href', '#/creator/article/list?filter=publish');
  await expect(page.getByRole('link', { name: '写文章' })).toHaveAttribute('href', '#/creator/article/add');
  await page
    .getByRole('link', { name: /^专题管理/ })
    .last()
    .click();
  await expect(page).toHaveURL(/#\/creator\/special\/list$/);
  await expect(page.getByRole('heading', { level: 2, name: '2026 铂金市场年度回顾' })).toBeVisible();
});

test('the articles home in English: English titles, the topics’ English names', async ({ page }) => {
  await page.goto('/#/article/index');
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Popular' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Platinum market 2026: the year in review/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Platinum weekly: the deficit holds/ }).first()).toBeVisible();
});
