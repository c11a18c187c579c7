import { expect, test } from '@playwright/test';
import { callApi, drawPng, signInByPassword } from './helpers.ts';

/**
 * The community square through the site: a new member starts a thread with a picture (the form's
 * checks first); lin finds it, likes it, replies and reports it; the author is told of the reply;
 * an admin hides it from the reports queue and suspends the author, who is signed out and cannot
 * sign in again. Each project registers its own member, so desktop and phone never meet.
 */

const PASSWORD = 'platinum2026';

test('a member posts; another likes, replies and reports; an admin hides the thread and suspends its author', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const username = `forum_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  expect((await callApi(base, '/user/reg', { body: { username, password: PASSWORD, nickname: username, agree: true } })).code).toBe(0);
  const title = `求推荐铂金婚戒工坊 ${info.project.name} ${Date.now() % 100000}`;

  // The author: the form says what is missing, then the thread goes with its picture.
  await page.goto(`/#/login?redirect=${encodeURIComponent('/forum/add')}`);
  await signInByPassword(page, username, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: '发帖' })).toBeVisible();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('请输入标题')).toBeVisible();
  await expect(page.getByText('请输入内容')).toBeVisible();
  await page.getByLabel(/^标题/).fill(title);
  await page.getByLabel(/^内容/).fill('想在上海定制一对铂金婚戒，预算两万左右。\n有去过 A 馆工坊展位的朋友吗？');
  await page.locator('input[type="file"]').setInputFiles({ name: 'ring.png', mimeType: 'image/png', buffer: await drawPng(browser) });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page).toHaveURL(/#\/forum\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('发布成功').first()).toBeVisible();
  await expect(page.getByRole('img', { name: '图片 1/1' })).toBeVisible();
  const threadUrl = page.url();

  // lin, in a browser of their own: the square lists it first; like, reply, report.
  const linContext = await browser.newContext();
  const lin = await linContext.newPage();
  await lin.goto(`/#/login?redirect=${encodeURIComponent('/forum/index')}`);
  await signInByPassword(lin, 'lin', 'member12345');
  await expect(lin.getByRole('heading', { level: 1, name: '社区广场' })).toBeVisible();
  await expect(lin.getByRole('link', { name: '最新' })).toHaveAttribute('aria-current', 'page');
  await lin.getByRole('article').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await expect(lin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const like = lin.getByRole('button', { name: /^点赞/ }).first();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName(/1 个赞/);
  await lin.getByLabel(/^写下你的回复/).fill('A 馆 12 号的工坊做得很好，可以现场刻字。');
  await lin.getByRole('button', { name: '回复', exact: true }).click();
  await expect(lin.getByText('回复成功').first()).toBeVisible();
  await expect(lin.getByRole('article').filter({ hasText: 'A 馆 12 号的工坊做得很好' })).toBeVisible();
  await expect(lin.getByLabel(/^写下你的回复/)).toHaveValue('');
  await lin.getByRole('button', { name: '举报', exact: true }).first().click();
  const report = lin.getByRole('dialog', { name: '举报' });
  await report.getByRole('button', { name: '提交' }).click();
  await expect(report.getByText('请选择举报原因', { exact: true })).toBeVisible();
  await report.getByRole('radio', { name: '垃圾广告' }).check();
  await report.getByRole('button', { name: '提交' }).click();
  await expect(report).toBeHidden();
  await expect(lin.getByText('举报已提交，我们会尽快处理').first()).toBeVisible();
  await linContext.close();

  // The author is told of the reply.
  await page.goto('/#/notification/list');
  await expect(page.getByText('林晓 回复了你的帖子').first()).toBeVisible();

  // The admin hides the thread from the queue, with a reason, and suspends its author for a day.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`/#/login?redirect=${encodeURIComponent('/creator/forum/reports')}`);
  await signInByPassword(admin, 'admin', 'admin12345');
  await expect(admin.getByRole('heading', { level: 1, name: '举报处理' })).toBeVisible();
  const entry = admin.getByRole('article').filter({ hasText: title });
  await expect(entry.getByText('被举报 1 次')).toBeVisible();
  await entry.getByRole('button', { name: '隐藏', exact: true }).click();
  const hide = admin.getByRole('dialog', { name: '隐藏被举报的内容' });
  await hide.getByRole('button', { name: '确认隐藏' }).click();
  await expect(hide.getByText('请填写隐藏原因')).toBeVisible();
  await hide.getByLabel(/^隐藏原因/).fill('广告引流');
  await hide.getByRole('button', { name: '确认隐藏' }).click();
  await expect(admin.getByText('已隐藏').first()).toBeVisible();
  await admin.getByRole('link', { name: '已处理' }).click();
  const done = admin.getByRole('article').filter({ hasText: title });
  await done.getByRole('button', { name: '停用账号' }).click();
  const suspend = admin.getByRole('dialog', { name: `停用账号：${username}` });
  await suspend.getByRole('radio', { name: '1 天' }).check();
  await suspend.getByLabel(/^停用原因/).fill('发布广告');
  await suspend.getByRole('button', { name: '确认停用' }).click();
  await expect(admin.getByText('已停用该账号').first()).toBeVisible();
  await expect(done.getByText(/^已停用至 /)).toBeVisible();
  await adminContext.close();

  // The author's session has ended; signing in again is refused with the date and the reason.
  await page.goto(threadUrl);
  await page.reload();
  await expect(page).toHaveURL(/#\/login/);
  await signInByPassword(page, username, PASSWORD);
  await expect(page.getByText(/^你的账号已被停用至 .+：发布广告$/).first()).toBeVisible();
});

test('the square in English, and a thread that does not exist', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.goto(`/#/login?redirect=${encodeURIComponent('/forum/index?sort=hot')}`);
  await page.reload();
  await signInByPassword(page, 'zhou', 'member12345');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hot' })).toHaveAttribute('aria-current', 'page');
  // Members' own words stay as written; the site's are English.
  await expect(page.getByRole('link', { name: 'Sketches from the design forum' })).toBeVisible();
  await page.getByRole('searchbox').fill('Birmingham');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/keyword=Birmingham/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.goto('/#/forum/detail?id=999999');
  await expect(page.getByText('This post does not exist or was deleted').first()).toBeVisible();
});
