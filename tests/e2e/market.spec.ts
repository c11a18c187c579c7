import { expect, test } from '@playwright/test';
import { callApi, drawPng, signInByPassword } from './helpers.ts';

/**
 * The market through the site: a new member publishes a sell post (the form's checks first, the
 * title measured by width); lin finds it, asks for the contact details (logged) and reports it; its
 * author closes it as sold; an admin warns the author from the reports queue, and the author is told.
 * Each project registers its own member, so desktop and phone never meet.
 */

const PASSWORD = 'platinum2026';

test('a member publishes a post; another sees its contact and reports it; the author closes it; an admin warns them', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const username = `market_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  expect((await callApi(base, '/user/reg', { body: { username, password: PASSWORD, nickname: username, agree: true } })).code).toBe(0);
  const tag = `${info.project.name === 'phone' ? '手机' : '桌面'}${Date.now() % 10000}`;
  const title = `出售铂金素链 ${tag}`;
  const contact = `王经理 138 0000 ${String(Date.now() % 10000).padStart(4, '0')}`;

  // The author: the form says what is missing and measures the title by width.
  await page.goto(`/#/login?redirect=${encodeURIComponent('/posts/add')}`);
  await signInByPassword(page, username, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: '发布供需信息' })).toBeVisible();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('请输入标题').first()).toBeVisible();
  await expect(page.getByText('内容不能为空').first()).toBeVisible();
  await expect(page.getByText('请上传 1 到 3 张图片').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^标题/ }).fill('铂'.repeat(21));
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('标题最多 20 个汉字或 40 个英文字符').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^标题/ }).fill(title);
  await page.getByRole('textbox', { name: /^内容/ }).fill('Pt950 素链现货 500 克，0.8–1.2 mm。\n深圳水贝提货，可寄样。');
  await page.locator('input[type="file"]').setInputFiles({ name: 'chain.png', mimeType: 'image/png', buffer: await drawPng(browser) });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('combobox', { name: /^分类/ }).selectOption({ label: '珠宝首饰' });
  await page.getByRole('combobox', { name: /^地区/ }).selectOption({ label: '华南' });
  await page.getByRole('textbox', { name: /^联系方式/ }).fill(contact);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page).toHaveURL(/#\/posts\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('发布成功').first()).toBeVisible();
  // Their own contact details show to them without asking.
  await expect(page.getByText(contact)).toBeVisible();
  const postUrl = page.url();

  // lin, in a browser of their own: the market lists it; the contact comes on a click; a report.
  const linContext = await browser.newContext();
  const lin = await linContext.newPage();
  await lin.goto(`/#/login?redirect=${encodeURIComponent('/posts/list?tab=sell')}`);
  await signInByPassword(lin, 'lin', 'member12345');
  await expect(lin.getByRole('heading', { level: 1, name: '供需市场' })).toBeVisible();
  await lin.getByRole('searchbox', { name: /关键词/ }).fill(tag);
  await lin.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(lin).toHaveURL(/keyword=/);
  const card = lin.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(lin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(lin.getByText(contact)).toHaveCount(0);
  await lin.getByRole('button', { name: '查看联系方式' }).click();
  await expect(lin.getByText(contact)).toBeVisible();
  await expect(lin.getByText(/^今日还可查看 \d+ 条联系方式$/)).toBeVisible();
  await lin.getByRole('button', { name: '举报', exact: true }).click();
  const report = lin.getByRole('dialog', { name: '举报' });
  await report.getByRole('radio', { name: '欺诈' }).check();
  await report.getByRole('button', { name: '提交' }).click();
  await expect(report).toBeHidden();
  await expect(lin.getByText('举报已提交，我们会尽快处理').first()).toBeVisible();
  await linContext.close();

  // The author closes it as sold: it says so, and it leaves the market.
  await page.goto(postUrl);
  await page.getByRole('button', { name: '标记成交并关闭' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定关闭' }).click();
  await expect(page.getByText('该信息已关闭').first()).toBeVisible();
  const open = await callApi<{ list: { title: string }[] }>(base, `/posts/lists?keyword=${encodeURIComponent(tag)}`);
  expect(open.data.list).toHaveLength(0);

  // The admin warns the author from the queue; the author is told.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`/#/login?redirect=${encodeURIComponent('/creator/forum/reports')}`);
  await signInByPassword(admin, 'admin', 'admin12345');
  const entry = admin.getByRole('article', { name: title });
  await expect(entry.getByText('供需信息')).toBeVisible();
  await expect(entry.getByRole('link', { name: title })).toHaveAttribute('href', /#\/posts\/detail\?id=\d+/);
  await entry.getByRole('button', { name: '警告作者' }).click();
  const warn = admin.getByRole('dialog', { name: '警告作者' });
  await warn.getByRole('textbox', { name: /警告内容/ }).fill('请在信息里写明成色和检测证书');
  await warn.getByRole('button', { name: '发送警告' }).click();
  await expect(admin.getByText('已警告作者').first()).toBeVisible();
  await adminContext.close();
  await page.goto('/#/notification/list');
  await expect(page.getByText('管理员就你发布的内容向你发出警告').first()).toBeVisible();
  await expect(page.getByText('请在信息里写明成色和检测证书').first()).toBeVisible();
});

test('the market in English for a visitor; a post asks them to sign in', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.goto('/#/posts/list?tab=buy');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wanted', exact: true })).toHaveAttribute('aria-current', 'page');
  // Members' own words stay as written; the site's are English.
  const chain = page.getByRole('article', { name: 'Wanted: Pt950 chain, hallmarked, 2 kg' });
  await expect(chain).toBeVisible();
  await expect(page.getByRole('link', { name: 'My posts', exact: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: /Region/ }).selectOption({ label: 'Overseas' });
  await expect(page).toHaveURL(/region=overseas/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await chain.getByRole('link', { name: 'Wanted: Pt950 chain, hallmarked, 2 kg' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=/);
});
