import { expect, test, type Page } from '@playwright/test';
import { callApi, signInByPassword } from './helpers.ts';

/**
 * Private messages through the site: a conversation with its unread mark, a reply from the
 * composer, blocking (the other member is refused until unblocked), and refusing strangers. Each
 * test registers its own members, so the two projects (desktop, phone) never meet.
 */

const PASSWORD = 'platinum2026';

async function newMember(baseURL: string, prefix: string): Promise<{ username: string; id: number; token: string }> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  expect((await callApi(baseURL, '/user/reg', { body: { username, password: PASSWORD, nickname: username, agree: true } })).code).toBe(0);
  const login = await callApi<{ id: number; token: string }>(baseURL, '/user/login', {
    body: { type: 'password', username, password: PASSWORD },
  });
  return { username, id: login.data.id, token: login.data.token };
}

async function signIn(page: Page, path: string, username: string): Promise<void> {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await signInByPassword(page, username, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
}

test('a member reads a message, replies, blocks the sender (who is then refused) and unblocks', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const me = await newMember(base, 'inbox');
  const them = await newMember(base, 'writer');
  for (const [a, b] of [
    [me, them],
    [them, me],
  ] as const)
    expect((await callApi(base, '/friend/follow', { body: { follow_uid: b.id, type: 'uid' }, token: a.token })).code).toBe(0);
  const first = await callApi(base, '/message/add', {
    body: { receive_uid: me.id, content: '您好！周三下午论坛结束后能聊聊吗？' },
    token: them.token,
  });
  expect(first.code).toBe(0);

  await signIn(page, '/message/list', me.username);
  await expect(page.getByRole('heading', { level: 1, name: '私信' })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(them.username) });
  await expect(row).toContainText('1 条未读');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/message/list\\?with_uid=${them.id}$`));
  const thread = page.getByRole('region', { name: `与 ${them.username} 的对话` });
  await expect(thread.getByText('您好！周三下午论坛结束后能聊聊吗？')).toBeVisible();
  // Opening it read it.
  await expect
    .poll(async () => (await callApi<{ unread: number }>(base, '/message/conversations', { token: me.token })).data.unread)
    .toBe(0);

  // A reply from the composer: a blank one is refused in place.
  const composer = page.getByLabel(/私信内容/);
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(page.getByText('内容不能为空').first()).toBeVisible();
  await composer.fill('可以的，四点在 B 馆咖啡区见。');
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(page.getByText('发送成功').first()).toBeVisible();
  await expect(thread.getByText('可以的，四点在 B 馆咖啡区见。')).toBeVisible();
  await expect(composer).toHaveValue('');

  // Blocking asks first; the other member is then refused, and the composer gives way to a note.
  await page.getByRole('button', { name: '屏蔽', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: '屏蔽该用户？' });
  await confirm.getByRole('button', { name: '屏蔽', exact: true }).click();
  await expect(page.getByText('已屏蔽，对方将无法给你发私信').first()).toBeVisible();
  await expect(page.getByText('你已屏蔽对方，对方无法给你发私信。')).toBeVisible();
  await expect(composer).toHaveCount(0);
  const refused = await callApi(base, '/message/add', { body: { receive_uid: me.id, content: '还在吗？' }, token: them.token });
  expect(refused).toMatchObject({ code: 40003, msg: '对方暂不接收你的私信' });
  await page.getByRole('button', { name: '取消屏蔽' }).click();
  await expect(page.getByText('已解除屏蔽').first()).toBeVisible();
  await expect(page.getByLabel(/私信内容/)).toBeVisible();
  expect((await callApi(base, '/message/add', { body: { receive_uid: me.id, content: '好的！' }, token: them.token })).code).toBe(0);
});

test('a member refuses messages from people they do not follow', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const me = await newMember(base, 'quiet');
  const fan = await newMember(base, 'fan');
  expect((await callApi(base, '/friend/follow', { body: { follow_uid: me.id, type: 'uid' }, token: fan.token })).code).toBe(0);
  await signIn(page, '/message/list', me.username);
  await expect(page.getByText('还没有私信')).toBeVisible();
  const strangers = page.getByRole('switch', { name: /接收未关注的人发来的私信/ });
  await expect(strangers).toHaveAttribute('aria-checked', 'true');
  await strangers.click();
  await expect(strangers).toHaveAttribute('aria-checked', 'false');
  await expect
    .poll(async () => (await callApi(base, '/message/add', { body: { receive_uid: me.id, content: 'hi' }, token: fan.token })).msg)
    .toBe('对方只接收其关注的人发来的私信');
  await page.reload();
  await expect(page.getByRole('switch', { name: /接收未关注的人发来的私信/ })).toHaveAttribute('aria-checked', 'false');
});
