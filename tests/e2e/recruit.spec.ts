import { expect, test, type Page } from '@playwright/test';
import { callApi, signInByPassword } from './helpers.ts';

/**
 * The column recruitment: a visitor is asked to sign in; a member applies (the form's own checks
 * first), waits, withdraws or is decided on by an admin in the creator centre; an approved member
 * finds their new column. Each test registers its own member, so the two projects never meet.
 */

const PASSWORD = 'platinum2026';

async function newMember(baseURL: string, prefix: string): Promise<string> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const reg = await callApi(baseURL, '/user/reg', { body: { username, password: PASSWORD, nickname: username, agree: true } });
  expect(reg.code).toBe(0);
  return username;
}

async function fillApplication(page: Page, name: string): Promise<void> {
  await page.getByLabel(/^专栏名称/).fill(name);
  await page.getByLabel(/^专栏简介/).fill('铂金首饰的工艺与市场观察，每两周一篇。');
  await page.getByLabel(/^作品与写作计划/).fill('https://example.com/notes\n已写过二十篇铂金工艺笔记。');
}

test('a visitor is asked to sign in; a member is held to the form’s rules, applies, and withdraws', async ({ page, baseURL }) => {
  const member = await newMember(baseURL ?? '', 'apply');
  await page.goto('/#/column/recruit');
  await expect(page.getByRole('heading', { level: 1, name: '成为专栏作者' })).toBeVisible();
  await page.getByRole('link', { name: '登录后申请' }).click();
  await signInByPassword(page, member, PASSWORD);
  await expect(page).toHaveURL(/#\/column\/recruit$/);

  // Nothing filled in: each required field says so, and the first takes the focus.
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请输入专栏名称')).toBeVisible();
  await expect(page.getByText('请提供至少一篇作品或写作计划')).toBeVisible();
  await expect(page.getByLabel(/^专栏名称/)).toBeFocused();

  // A name another column has: the server's answer shows at the field.
  await fillApplication(page, '铂金市场周报');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByLabel(/^专栏名称/)).toHaveAccessibleDescription(/已有同名专栏，请换一个名称/);

  const name = `铂金工艺${Date.now() % 100000}`;
  await page.getByLabel(/^专栏名称/).fill(name);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('申请已提交，请等待审核').first()).toBeVisible();
  await expect(page.getByText('审核中')).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();

  // Still waiting after a reload; withdrawing asks first, and the form comes back.
  await page.reload();
  await expect(page.getByText('审核中')).toBeVisible();
  await page.getByRole('button', { name: '撤回申请' }).click();
  const dialog = page.getByRole('alertdialog', { name: '撤回这份申请？' });
  await dialog.getByRole('button', { name: '撤回', exact: true }).click();
  await expect(page.getByText('申请已撤回').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '提交申请' })).toBeVisible();
});

test('an admin rejects with a reason and then approves; the member reads why, and finds the new column', async ({
  browser,
  page,
  baseURL,
}) => {
  const member = await newMember(baseURL ?? '', 'writer');
  const stamp = Date.now() % 100000;
  await page.goto('/#/login?redirect=%2Fcolumn%2Frecruit');
  await signInByPassword(page, member, PASSWORD);
  await expect(page).toHaveURL(/#\/column\/recruit$/);
  const first = `黄金快评${stamp}`;
  await fillApplication(page, first);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('审核中')).toBeVisible();

  // The admin, in a browser of their own, finds it in the creator centre's queue.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/#/login?redirect=%2Fcreator%2Findex');
  await signInByPassword(admin, 'admin', 'admin12345');
  // The creator centre's home has a card for each entry (the sidebar may be folded on a phone).
  await admin.getByRole('link', { name: '专栏申请' }).filter({ visible: true }).first().click();
  await expect(admin).toHaveURL(/#\/creator\/column\/review$/);
  const entry = (title: string) => admin.getByRole('article', { name: title });
  await expect(entry(first)).toBeVisible();
  // A rejection needs its reason.
  await entry(first).getByRole('button', { name: /^驳回/ }).click();
  await entry(first).getByRole('button', { name: '确认驳回' }).click();
  await expect(entry(first).getByText('请填写驳回原因')).toBeVisible();
  await entry(first)
    .getByLabel(/^驳回原因/)
    .fill('请聚焦铂族金属与首饰，补充相关示例。');
  await entry(first).getByRole('button', { name: '确认驳回' }).click();
  await expect(admin.getByText('已驳回').first()).toBeVisible();
  await expect(admin.getByRole('heading', { name: first })).toHaveCount(0);

  // The member reads the reason, and applies again from the form it fills back in.
  await page.reload();
  await expect(page.getByText('上次的申请未通过')).toBeVisible();
  await expect(page.getByText('请聚焦铂族金属与首饰，补充相关示例。')).toBeVisible();
  await expect(page.getByLabel(/^专栏名称/)).toHaveValue(first);
  const second = `铂金观察${stamp}`;
  await page.getByLabel(/^专栏名称/).fill(second);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('审核中')).toBeVisible();

  await admin.reload();
  await expect(entry(second)).toBeVisible();
  await entry(second).getByRole('button', { name: /^通过/ }).click();
  await expect(admin.getByText('已通过，专栏已创建').first()).toBeVisible();
  await admin.getByRole('link', { name: '已通过', exact: true }).click();
  await expect(entry(second).getByRole('link', { name: '查看专栏' })).toBeVisible();
  await adminContext.close();

  // The member is a columnist now: their column is a link away, and readers find it.
  await page.reload();
  await expect(page.getByRole('heading', { name: '你已经是专栏作者' })).toBeVisible();
  await page.getByRole('link', { name: second }).click();
  await expect(page).toHaveURL(/#\/column\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
});
