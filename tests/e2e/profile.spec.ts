import { expect, test, type Page } from '@playwright/test';
import { callApi, signInByPassword } from './helpers.ts';

/**
 * A member's pages through the site: a profile (follow, the message button only for followers,
 * sending a message), the follow lists with follow-back, the member's own profile form and cover,
 * the password page, and notifications. Each test registers its own members, so the two projects
 * (desktop, phone) never meet.
 */

const PASSWORD = 'platinum2026';

async function newMember(baseURL: string, prefix: string): Promise<{ username: string; id: number; token: string }> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const reg = await callApi(baseURL, '/user/reg', { body: { username, password: PASSWORD, nickname: username, agree: true } });
  expect(reg.code).toBe(0);
  const login = await callApi<{ id: number; token: string }>(baseURL, '/user/login', {
    body: { type: 'password', username, password: PASSWORD },
  });
  expect(login.code).toBe(0);
  return { username, id: login.data.id, token: login.data.token };
}

async function signIn(page: Page, path: string, username: string, password = PASSWORD): Promise<void> {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await signInByPassword(page, username, password);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
}

test('a visitor is sent to sign in to follow; a follower may message, and the fan count moves by one each way', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const fan = await newMember(base, 'fan');
  const star = await newMember(base, 'star');
  await page.goto(`/#/user/index?uid=${star.id}`);
  await expect(page.getByRole('heading', { level: 1, name: star.username })).toBeVisible();
  await expect(page.getByText('暂没有个人简介')).toBeVisible();
  await expect(page.getByRole('link', { name: /0 粉丝/ })).toBeVisible();
  // No message button for someone who does not follow.
  await expect(page.getByRole('button', { name: '私信' })).toHaveCount(0);
  await page.getByRole('button', { name: '关注', exact: true }).click();
  await signInByPassword(page, fan.username, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`#/user/index\\?uid=${star.id}$`));

  const follow = page.getByRole('button', { name: /^(关注|已关注)$/ });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(page.getByText('关注成功').first()).toBeVisible();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /1 粉丝/ })).toBeVisible();

  // Following: the message button shows; a blank message is refused in the dialog, a real one is sent.
  await page.getByRole('button', { name: '私信' }).click();
  const dialog = page.getByRole('dialog', { name: `发私信给 ${star.username}` });
  await dialog.getByRole('button', { name: '发送' }).click();
  await expect(dialog.getByText('内容不能为空').first()).toBeVisible();
  await dialog.getByLabel(/私信内容/).fill('您好，想约周三下午在展台聊聊铂金新系列。');
  await dialog.getByRole('button', { name: '发送' }).click();
  await expect(page.getByText('发送成功').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const inbox = await callApi<{ list: { content: string; send_uid: number }[] }>(base, '/message/lists', { token: star.token });
  expect(inbox.data.list[0]).toMatchObject({ content: '您好，想约周三下午在展台聊聊铂金新系列。', send_uid: fan.id });

  // Unfollowing takes the button away again, and the count back; the server agrees after a reload.
  await follow.click();
  await expect(page.getByText('已取消关注').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '私信' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: /0 粉丝/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(关注|已关注)$/ })).toHaveAttribute('aria-pressed', 'false');
  const refused = await callApi(base, '/message/add', { body: { receive_uid: star.id, content: 'hi' }, token: fan.token });
  expect(refused).toMatchObject({ code: 40003, msg: '关注对方后才能发私信' });
});

test('a member is told of a new fan, opens the notification, follows back from the fans list, and reads all', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const me = await newMember(base, 'host');
  const fan = await newMember(base, 'guest');
  expect((await callApi(base, '/friend/follow', { body: { follow_uid: me.id, type: 'uid' }, token: fan.token })).code).toBe(0);
  await signIn(page, '/notification/list', me.username);
  await expect(page.getByRole('heading', { level: 1, name: '通知' })).toBeVisible();
  await expect(page.getByText('1 条未读')).toBeVisible();
  const item = page.getByRole('link', { name: new RegExp(`${fan.username}`) }).first();
  await expect(item).toContainText('未读');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`#/user/index\\?uid=${fan.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: fan.username })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('全部已读')).toBeVisible();

  // My fans: the new fan, with a follow-back button.
  await page.goto(`/#/user/list?t=fans&uid=${me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '我的粉丝' })).toBeVisible();
  const back = page.getByRole('button', { name: new RegExp(`回关 ${fan.username}`) });
  await back.click();
  await expect(page.getByText('关注成功').first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`已关注 ${fan.username}`) })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: '关注', exact: true }).click();
  await expect(page).toHaveURL(/t=follow/);
  await expect(page.getByRole('link', { name: fan.username })).toBeVisible();

  // A message makes an unread notification; read-all clears the count.
  expect(
    (await callApi(base, '/message/add', { body: { receive_uid: me.id, content: 'See you at the forum.' }, token: fan.token })).code,
  ).toBe(0);
  await page.goto('/#/notification/list?unread=1');
  await expect(page.getByText('1 条未读')).toBeVisible();
  await expect(page.getByText('See you at the forum.')).toBeVisible();
  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(page.getByText('没有未读通知')).toBeVisible();
});

test('a member edits the profile (the form’s checks first), picks a cover, and changes the password', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const me = await newMember(base, 'edit');
  await signIn(page, '/user/userinfo', me.username);
  await expect(page.getByRole('heading', { level: 1, name: '编辑个人资料' })).toBeVisible();
  const nickname = page.getByLabel(/^昵称/);
  await nickname.fill('');
  await page.getByLabel(/^手机号/).fill('abc');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(nickname).toBeFocused();
  await expect(page.getByText('请输入昵称').first()).toBeVisible();

  const name = `铂金匠人${Date.now() % 100000}`;
  await nickname.fill(name);
  await page.getByLabel(/^手机号/).fill('');
  await page.getByLabel(/^公司/).fill('上海铂艺珠宝工作室');
  await page.getByLabel(/^一句话介绍/).fill('专注铂金婚戒手工定制');
  await page.getByLabel(/^个人简介/).fill('十五年首饰工艺经验。\n作品曾获上海铂金周设计奖。');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/user/index\\?uid=${me.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('专注铂金婚戒手工定制')).toBeVisible();
  await expect(page.getByText('作品曾获上海铂金周设计奖。')).toBeVisible();

  // The owner's cover: one of the four presets, kept by the server.
  await page.getByRole('button', { name: '更换封面' }).click();
  await page.getByRole('menuitemradio', { name: /玫瑰金/ }).click();
  await expect.poll(async () => (await callApi<{ bg_url: string }>(base, `/user/get?uid=${me.id}`)).data.bg_url).toBe('preset:3');

  // The password: a wrong old one is refused at its field; the right one changes it.
  await page.goto('/#/setting/password');
  await expect(page.getByRole('heading', { level: 1, name: '修改密码' })).toBeVisible();
  await page.getByLabel(/^原密码/).fill('not-my-password1');
  await page.getByLabel(/^新密码/).fill('platinum2027');
  await page.getByLabel(/^确认密码/).fill('platinum2027');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByLabel(/^原密码/)).toHaveAccessibleDescription(/密码错误/);
  await page.getByLabel(/^原密码/).fill(PASSWORD);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码已更新')).toBeVisible();
  // The other session (the test's own API sign-in) has ended; the new password signs in.
  expect((await callApi(base, '/user/info', { token: me.token })).code).not.toBe(0);
  const again = await callApi(base, '/user/login', { body: { type: 'password', username: me.username, password: 'platinum2027' } });
  expect(again.code).toBe(0);
});

test('the profile in English: the site’s words in English, the member’s own as written', async ({ page }) => {
  await page.goto('/#/user/index?uid=6');
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.reload();
  await expect(page.getByRole('link', { name: /followers?$/i }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Articles' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page
    .getByRole('link', { name: /followers?$/i })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/user\/list\?t=fans&uid=6$/);
});
