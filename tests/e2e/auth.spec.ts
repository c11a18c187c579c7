import { expect, test, type Page } from '@playwright/test';
import { latestCode, openMenuIfFolded, revokeSession, signInByPassword } from './helpers.ts';

test('a new member registers, sees the user menu, switches language (kept after reload) and logs out', async ({ page }, info) => {
  const username = `member_${info.project.name}_${Date.now() % 1_000_000}`;
  const nickname = `新会员${info.project.name === 'phone' ? '手机' : '桌面'}`;
  await page.goto('/#/reg');
  await expect(page).toHaveTitle(/注册/);

  // The agreement is required before anything is sent.
  await page.getByLabel('用户名', { exact: false }).first().fill(username);
  await page.getByLabel('昵称').fill(nickname);
  await page.getByLabel(/^密码/).fill('secret12345');
  await page.getByLabel('确认密码').fill('secret12345');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('请先阅读并同意用户协议')).toBeVisible();
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole('button', { name: '注册' }).click();

  await expect(page).toHaveURL(/#\/home\/welcome/);
  await expect(page.getByRole('heading', { name: `${nickname}，欢迎回来` })).toBeVisible();
  const menu = page.getByRole('button', { name: `${nickname} 的账户菜单` });
  await expect(menu).toBeVisible();

  // Language: Global switches to English and survives a reload.
  await openMenuIfFolded(page);
  await page.getByRole('button', { name: 'Global' }).last().click();
  // On a phone the switch is in the drawer, which closes once a language is chosen.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Welcome back, ${nickname}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back, ${nickname}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

  // The user menu lists the spec's entries; a member is not a reviewer.
  await page.getByRole('button', { name: `Account menu for ${nickname}` }).click();
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Review works' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // Logged out for good: a protected page asks for sign-in again.
  await page.goto('/#/order/list');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
});

test('a member signs in with an SMS code read from the outbox', async ({ page }, info) => {
  // One number per project: a number may ask for a new code only once a minute.
  const tel = info.project.name === 'phone' ? '13800000006' : '13800000005';
  await page.goto('/#/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByLabel('手机号').fill(tel);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送').first()).toBeVisible();
  // The button counts down before another code may be asked for.
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const code = await latestCode(`86:${tel}`);
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page.getByText('登录成功').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /的账户菜单/ })).toBeVisible();
});

test('a protected route sends the visitor to login and back after sign-in', async ({ page }) => {
  await page.goto('/#/order/list');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Forder%2Flist/);
  await signInByPassword(page, 'oliver', 'member12345');
  await expect(page).toHaveURL(/#\/order\/list$/);
  await expect(page).toHaveTitle(/我的订单/);
  await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
});

test('a wrong password shows the server message and keeps the visitor on login', async ({ page }) => {
  await page.goto('/#/login');
  await signInByPassword(page, 'oliver', 'wrong-password');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /密码|账号/ })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
});

test('an unknown route shows 404, and / leads to the about page', async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/#\/home\/aboutSPW$/);
  await expect(page.getByRole('heading', { name: '上海铂金周', level: 1 })).toBeVisible();
  await expect(page.getByText(/北京时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)).toBeVisible();
});

test('a signed-in user who opens login or reg is sent to the root', async ({ page }) => {
  await page.goto('/#/login');
  await signInByPassword(page, 'zhou', 'member12345');
  await expect(page.getByRole('button', { name: /的账户菜单/ })).toBeVisible();
  await page.goto('/#/login');
  await expect(page).toHaveURL(/#\/home\/aboutSPW$/);
  await page.goto('/#/reg');
  await expect(page).toHaveURL(/#\/home\/aboutSPW$/);
});

test('a reviewer sees the review entry in the user menu', async ({ page }) => {
  await page.goto('/#/login');
  await signInByPassword(page, 'reviewer', 'reviewer12345');
  await page.getByRole('button', { name: /的账户菜单/ }).click();
  await expect(page.getByRole('menuitem', { name: '作品评审' })).toHaveAttribute('href', /worksReview\/list\?competition_id=4/);
});

test('each page downloads only the parts of the catalogue it draws with, and no word is missing', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const catalogueChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(zh|en)-[\w-]+\.js$/.test(request.url())) catalogueChunks.push(new URL(request.url()).pathname);
  });

  await page.goto('/#/home/aboutSPW');
  await expect(page.getByRole('heading', { name: '上海铂金周', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('关于铂金周 · 上海铂金周');
  expect(catalogueChunks).toHaveLength(1);

  // Another language: again only its first half.
  await openMenuIfFolded(page);
  await page.getByRole('button', { name: 'Global' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Shanghai Platinum Week', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('About Platinum Week · Shanghai Platinum Week');
  expect(catalogueChunks).toHaveLength(2);

  // A page past the first visit brings the rest, and draws in full.
  await openMenuIfFolded(page);
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Log in to Shanghai Platinum Week' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'SMS code' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Shanghai Platinum Week');
  expect(catalogueChunks).toHaveLength(3);
  // The other forms draw with the same parts: nothing more to download, no word missing.
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.goto('/#/reg');
  await expect(page.getByRole('heading', { name: 'Become a member' })).toBeVisible();
  expect(catalogueChunks).toHaveLength(3);
  // A page past the forms brings the shared words and its feature's (the editions'), not the rest.
  await page.goto('/#/events/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Every edition' })).toBeVisible();
  expect(catalogueChunks).toHaveLength(5);
  expect(catalogueChunks.filter((chunk) => /\/en-/.test(chunk))).toHaveLength(4);
  expect(errors).toEqual([]);
});

test('a session ended elsewhere brings the re-login confirm: Cancel stays, Re-Login asks for sign-in', async ({ page, baseURL }) => {
  await page.goto('/#/login');
  await signInByPassword(page, 'oliver', 'member12345');
  const menu = page.getByRole('button', { name: /的账户菜单/ });
  await expect(menu).toBeVisible();
  const token = (await page.context().cookies()).find((c) => c.name === 'spw_token')?.value;
  expect(token).toBeTruthy();
  await revokeSession(baseURL ?? '', token ?? '');

  // Back on the tab, the site finds the session gone.
  const backOnTab = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await backOnTab();
  const dialog = page.getByRole('alertdialog', { name: '确认登出' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('您已退出登录，可以取消以停留在当前页面，或重新登录');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/home\/aboutSPW$|#\/$/);

  await backOnTab();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '重新登录' }).click();
  // The token is gone and the page reloaded: signed out, a sign-in link instead of the menu.
  await expect(page.getByRole('link', { name: '登录' }).first()).toBeAttached();
  await expect(menu).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'spw_token')).toBeUndefined();
});

/** Reloads the page while its session check gets no answer, three times (the first call and two retries). */
async function reloadWithNoAnswerToSessionCheck(page: Page): Promise<void> {
  let refused = 0;
  await page.route('**/api/user/info*', async (route) => {
    refused += 1;
    await route.abort('connectionreset');
  });
  await page.reload();
  await expect.poll(() => refused, { timeout: 10_000 }).toBe(3);
  await page.unroute('**/api/user/info*');
}

test('a start-up check that gets no answer keeps the session, and coming back to the tab finds the member', async ({ page }) => {
  await page.goto('/#/login?redirect=%2FuserAddress%2Flist');
  await signInByPassword(page, 'zhou', 'member12345');
  // Signing in leads where the sign-in was asked for, never to the root first.
  await expect(page).toHaveURL(/#\/userAddress\/list$/);
  const menu = page.getByRole('button', { name: /的账户菜单/ });
  await expect(menu).toBeVisible();

  await reloadWithNoAnswerToSessionCheck(page);
  // Still signed in: not sent to sign in, the token kept.
  await expect(page).toHaveURL(/#\/userAddress\/list$/);
  expect((await page.context().cookies()).find((c) => c.name === 'spw_token')?.value).toBeTruthy();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(menu).toBeVisible();
});

test('a start-up check that gets no answer, for a session that has ended meanwhile, signs out when the tab comes back', async ({
  page,
  baseURL,
}) => {
  await page.goto('/#/login');
  await signInByPassword(page, 'oliver', 'member12345');
  await expect(page.getByRole('button', { name: /的账户菜单/ })).toBeVisible();
  const token = (await page.context().cookies()).find((c) => c.name === 'spw_token')?.value ?? '';
  expect(token).toBeTruthy();

  await reloadWithNoAnswerToSessionCheck(page);
  await revokeSession(baseURL ?? '', token);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  // The token goes; a sign-in link shows, and no re-login confirm (nobody was shown as signed in).
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'spw_token')).toBeUndefined();
  await expect(page.getByRole('link', { name: '登录' }).first()).toBeAttached();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
