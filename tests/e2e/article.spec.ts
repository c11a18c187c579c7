import { expect, test, type Page } from '@playwright/test';
import { callApi, signInByPassword } from './helpers.ts';

/**
 * Articles through the site: a visitor reads the news in both languages, a member likes,
 * favourites and follows, and an article goes from a creator's draft through review to readers.
 * Both projects (desktop, phone) run against one server: each uses its own article and member.
 */

const WEEKLY = '铂金周报：供应缺口延续，价格站上每盎司 1,000 美元';

async function signIn(base: string, username: string, password: string): Promise<string> {
  const login = await callApi<{ token: string }>(base, '/user/login', { body: { type: 'password', username, password } });
  expect(login.code).toBe(0);
  return login.data.token;
}

async function likeButton(page: Page) {
  return page.getByRole('button', { name: /^点赞 \d+$/ });
}

test('a visitor reads the news, opens an article, and is asked to sign in to like it', async ({ page }) => {
  await page.goto('/#/article/list');
  const first = page.getByRole('region', { name: '资讯' }).getByRole('listitem').first();
  await expect(first.getByRole('link', { name: WEEKLY })).toBeVisible();
  await expect(first.getByText('置顶')).toBeVisible();
  // Only published articles in the reader's language.
  await expect(page.getByRole('link', { name: /草稿|Platinum weekly/ })).toHaveCount(0);

  await first.getByRole('link', { name: WEEKLY }).click();
  await expect(page).toHaveURL(/#\/article\/detail\?id=1$/);
  await expect(page.getByRole('heading', { level: 1, name: WEEKLY })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${WEEKLY.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /南非矿山检修/);
  await expect(page.getByRole('cell', { name: '伦敦' })).toBeVisible();
  await expect(await likeButton(page)).toHaveAccessibleName('点赞 4');

  await (await likeButton(page)).click();
  await expect(page).toHaveURL(/#\/login\?redirect=/);

  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.goto('/#/article/list');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Platinum weekly: the deficit holds, prices above $1,000 an ounce' })).toBeVisible();
  await expect(page.getByRole('link', { name: WEEKLY })).toHaveCount(0);
});

test('a member likes, favourites and follows; the counts hold after a reload', async ({ page, baseURL }, info) => {
  // Each project its own article and member, so the two never count each other's clicks.
  const [id, member] = info.project.name === 'phone' ? [5, 'oliver'] : [2, 'sato'];
  const before = (await callApi<{ like_amount: number }>(baseURL ?? '', `/article/get?id=${id}`)).data.like_amount;
  await page.goto(`/#/article/detail?id=${id}`);
  await expect(await likeButton(page)).toHaveAccessibleName(`点赞 ${before}`);
  await (await likeButton(page)).click();
  await signInByPassword(page, member, 'member12345');
  await expect(page).toHaveURL(new RegExp(`#/article/detail\\?id=${id}$`));

  await (await likeButton(page)).click();
  await expect(await likeButton(page)).toHaveAccessibleName(`点赞 ${before + 1}`);
  await expect(await likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  const favourite = page.getByRole('button', { name: /^收藏 \d+$/ });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  const follow = page.getByRole('button', { name: /^(关注|已关注)$/ });
  await expect(follow).toBeVisible();
  const following = (await follow.getAttribute('aria-pressed')) === 'true';
  await follow.click();
  await expect(page.getByText(following ? '已取消关注' : '关注成功').first()).toBeVisible();

  await page.reload();
  await expect(await likeButton(page)).toHaveAccessibleName(`点赞 ${before + 1}`);
  await expect(page.getByRole('button', { name: /^收藏 \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  // Take both back, so the next run starts where this one did.
  await (await likeButton(page)).click();
  await expect(await likeButton(page)).toHaveAccessibleName(`点赞 ${before}`);
  await page.getByRole('button', { name: /^收藏 \d+$/ }).click();
  await expect(page.getByRole('button', { name: /^收藏 \d+$/ })).toHaveAttribute('aria-pressed', 'false');
});

test('a draft is seen only by its author, in the preview; once approved and published, readers find it', async ({
  page,
  browser,
  baseURL,
}, info) => {
  const base = baseURL ?? '';
  const title = `铂金回收市场调研（${info.project.name === 'phone' ? '手机' : '桌面'} ${Date.now()}）`;
  const creator = await signIn(base, 'creator', 'creator12345');
  const added = await callApi<{ id: number }>(base, '/article/add', {
    token: creator,
    body: { title, summary: '回收渠道与价格机制', content: '<h2>提纲</h2><p>回收渠道、成色检测、价格机制。</p>', lang: 'zh', column_id: 1 },
  });
  expect(added.code).toBe(0);
  const id = added.data.id;

  // Another member, in a browser of their own: the preview is not theirs to see.
  const other = await browser.newContext({ baseURL });
  const lin = await other.newPage();
  await lin.goto(`/#/article/preview?id=${id}`);
  await signInByPassword(lin, 'lin', 'member12345');
  await expect(lin.getByRole('heading', { level: 1, name: '未找到这篇文章' })).toBeVisible();
  await expect(lin.getByText(title)).toHaveCount(0);
  await other.close();

  // The author sees it as it will look, with its state.
  await page.goto(`/#/article/preview?id=${id}`);
  await signInByPassword(page, 'creator', 'creator12345');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '预览' })).toContainText('尚未提交审核，读者看不到这篇文章。');
  await expect(page.getByRole('button', { name: /^点赞/ })).toHaveCount(0);

  // Readers cannot open it yet.
  await page.goto(`/#/article/detail?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: '未找到这篇文章' })).toBeVisible();

  // Submitted, rejected with a reason: the preview says why.
  const admin = await signIn(base, 'admin', 'admin12345');
  const body = {
    id,
    title,
    summary: '回收渠道与价格机制',
    content: '<p>回收渠道、成色检测、价格机制。</p>',
    lang: 'zh',
    column_id: 1,
    submit: true,
  };
  expect((await callApi(base, '/article/edit', { token: creator, body })).code).toBe(0);
  expect((await callApi(base, '/article/censor', { token: admin, body: { id, pass: false, reason: '请补充数据来源' } })).code).toBe(0);
  await page.goto(`/#/article/preview?id=${id}`);
  // The draft's answer was kept by this tab: a fresh load asks again.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: '预览' })).toContainText('原因：请补充数据来源');

  // Sent again, approved, published: in the news list and on its page.
  expect((await callApi(base, '/article/edit', { token: creator, body })).code).toBe(0);
  expect((await callApi(base, '/article/censor', { token: admin, body: { id, pass: true } })).code).toBe(0);
  expect((await callApi(base, '/article/publish', { token: creator, body: { id, status: 1 } })).code).toBe(0);
  await page.goto('/#/article/list');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: /^点赞 0$/ })).toBeVisible();
  // Its author does not follow themself.
  await expect(page.getByRole('button', { name: /^(关注|已关注)$/ })).toHaveCount(0);
});

test('an admin rejects with a reason and approves from the queue; the creator sees why, then publishes', async ({
  page,
  browser,
  baseURL,
}, info) => {
  const base = baseURL ?? '';
  const title = `钯金回收价格观察（${info.project.name === 'phone' ? '手机' : '桌面'} ${Date.now()}）`;
  const creator = await signIn(base, 'creator', 'creator12345');
  const body = {
    title,
    summary: '回收价与基准价的差',
    content: '<p>以上海黄金交易所收盘价为基准。</p>',
    lang: 'zh',
    column_id: 2,
    submit: true,
  };
  const added = await callApi<{ id: number }>(base, '/article/add', { token: creator, body });
  expect(added.code).toBe(0);

  // The admin, in the creator centre's review queue.
  await page.goto('/#/creator/article/review');
  await signInByPassword(page, 'admin', 'admin12345');
  await expect(page).toHaveURL(/#\/creator\/article\/review$/);
  const entry = page.getByRole('article', { name: title });
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: /^驳回/ }).click();
  // 'Other' needs words of its own.
  await entry.getByRole('radio', { name: '其他' }).check();
  await entry.getByRole('button', { name: '确认驳回' }).click();
  await expect(entry.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await entry.getByRole('radio', { name: '数据或引用缺少来源' }).check();
  await entry.getByRole('button', { name: '确认驳回' }).click();
  await expect(page.getByText('已驳回').first()).toBeVisible();
  await expect(entry).toHaveCount(0);

  // The creator, in a browser of their own, sees why.
  const own = await browser.newContext({ baseURL });
  const author = await own.newPage();
  await author.goto('/#/creator/article/list?filter=nopass');
  await signInByPassword(author, 'creator', 'creator12345');
  const row = author.getByRole('listitem').filter({ has: author.getByRole('heading', { level: 2, name: title }) });
  await expect(row.getByRole('note')).toContainText('数据或引用缺少来源');

  // Sent again and approved from the queue.
  expect(
    (await callApi(base, '/article/edit', { token: creator, body: { ...body, id: added.data.id, summary: '回收价、基准价与数据来源' } }))
      .code,
  ).toBe(0);
  await page.reload();
  await page.getByRole('article', { name: title }).getByRole('button', { name: /^通过/ }).click();
  await expect(page.getByText('已通过审核').first()).toBeVisible();

  // Approved, not yet published: the creator publishes it, and readers find it.
  await author.getByRole('tab', { name: '未发布' }).click();
  await expect(author).toHaveURL(/filter=unpublish/);
  await author
    .getByRole('listitem')
    .filter({ has: author.getByRole('heading', { level: 2, name: title }) })
    .getByRole('button', { name: /^发布/ })
    .click();
  await expect(author.getByText('发布成功').first()).toBeVisible();
  await author.getByRole('tab', { name: '已发布' }).click();
  await expect(author.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await own.close();
  expect((await callApi<{ title: string }>(base, `/article/get?id=${added.data.id}`)).data.title).toBe(title);
});
