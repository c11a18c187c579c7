import { expect, test } from '@playwright/test';
import { callApi, signInByPassword } from './helpers.ts';

/**
 * The member's hub (/user/my): a new member favourites an article and subscribes to a column, then
 * finds both in their hub, moves between its tabs, and follows a shortcut. Each project registers
 * its own member.
 */
const PASSWORD = 'platinum2026';

test('a member finds what they favourited and subscribed to in their hub', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const username = `hub_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  expect((await callApi(base, '/user/reg', { body: { username, password: PASSWORD, nickname: username, agree: true } })).code).toBe(0);
  const login = await callApi<{ token: string }>(base, '/user/login', { body: { type: 'password', username, password: PASSWORD } });
  const token = login.data.token;
  const articles = await callApi<{ list: { id: number; title: string }[] }>(base, '/article/lists?rows=10');
  // Not the pinned weekly (article 1): the article journey reads its exact counts.
  const [first, second] = articles.data.list.filter((a) => a.id !== 1);
  if (!first || !second) throw new Error('the seed has fewer than two articles');
  expect((await callApi(base, '/article/favorite', { body: { id: first.id }, token })).code).toBe(0);
  expect((await callApi(base, '/article/like', { body: { id: second.id }, token })).code).toBe(0);
  const columns = await callApi<{ list: { id: number; name: string }[] }>(base, '/column/lists?rows=10');
  // Not column 1, whose subscribers the column journey lists.
  const column = columns.data.list.find((c) => c.id !== 1);
  if (!column) throw new Error('the seed has no column');
  expect((await callApi(base, '/columnUser/subscribe', { body: { column_id: column.id }, token })).code).toBe(0);

  await page.goto(`/#/login?redirect=${encodeURIComponent('/user/my')}`);
  await signInByPassword(page, username, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: `你好，${username}` })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '我的内容' });
  await expect(tabs.getByRole('link', { name: /收藏/ })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: /收藏/ })).toContainText('1');
  await expect(page.getByRole('link', { name: first.title })).toBeVisible();

  await tabs.getByRole('link', { name: /点赞/ }).click();
  await expect(page).toHaveURL(/#\/user\/my\?tab=likes$/);
  await expect(page.getByRole('link', { name: second.title })).toBeVisible();
  await expect(page.getByRole('link', { name: first.title })).toHaveCount(0);

  await tabs.getByRole('link', { name: /订阅/ }).click();
  await expect(page.getByRole('heading', { name: column.name })).toBeVisible();

  await tabs.getByRole('link', { name: /报名/ }).click();
  await expect(page.getByText('还没有报名')).toBeVisible();

  await page.getByRole('navigation', { name: '快捷入口' }).getByRole('link', { name: '修改密码' }).click();
  await expect(page).toHaveURL(/#\/setting\/password$/);

  // Leave the demo's counts as they were for the other journeys.
  expect((await callApi(base, '/article/unfavorite', { body: { id: first.id }, token })).code).toBe(0);
  expect((await callApi(base, '/article/unlike', { body: { id: second.id }, token })).code).toBe(0);
  expect((await callApi(base, '/columnUser/unsubscribe', { body: { column_id: column.id }, token })).code).toBe(0);
});
