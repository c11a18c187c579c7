import { expect, test } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

/**
 * A creator's business cards: the demo cards are there; a new card (the form's checks first) shows
 * with its QR code, downloads as a vCard a phone imports, and is deleted. Each project names its own
 * card, so desktop and phone never meet.
 */
test('a creator makes a business card, shares it by QR code and vCard, and deletes it', async ({ page, baseURL }, info) => {
  test.setTimeout(90_000);
  const name = `测试名片${info.project.name === 'phone' ? '手机' : '桌面'}${Date.now() % 10000}`;
  await page.goto(`/#/login?redirect=${encodeURIComponent('/creator/businessCard/list')}`);
  await signInByPassword(page, 'creator', 'creator12345');
  await expect(page.getByRole('heading', { level: 1, name: '我的名片' })).toBeVisible();
  await expect(page.getByRole('article', { name: /李明轩/ })).toBeVisible();

  await page.getByRole('button', { name: '新建名片' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入姓名').first()).toBeVisible();
  await expect(dialog.getByText('请至少填写一种联系方式：电话、邮箱或微信').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^姓名/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^英文名/ }).fill('Test Card');
  await dialog.getByRole('textbox', { name: /^公司/ }).fill('铂族金属研究院');
  await dialog.getByRole('textbox', { name: /^邮箱/ }).fill('not-an-email');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('邮箱格式不正确').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^邮箱/ }).fill('card@example.com');
  await dialog.getByRole('textbox', { name: /^电话/ }).fill('+86 21 6000 1234');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /card@example.com/ })).toHaveAttribute('href', 'mailto:card@example.com');
  // The QR code holds the card's vCard link; the link downloads a card a phone imports.
  await card.getByRole('button', { name: /二维码/ }).click();
  const share = page.getByRole('dialog', { name: '分享名片' });
  await expect(share.getByRole('img', { name: `${name} 的名片二维码` })).toBeVisible();
  const href = await share.getByRole('link', { name: /下载 vCard/ }).getAttribute('href');
  expect(href).toMatch(/\/api\/businessCard\/vcard\?token=[A-Za-z0-9_-]+$/);
  const vcard = await fetch(new URL(href ?? '', baseURL).toString());
  expect(vcard.headers.get('content-type')).toMatch(/^text\/vcard/);
  expect(await vcard.text()).toContain(`FN;CHARSET=UTF-8:${name}`);
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  await card.getByRole('button', { name: /删除/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(name) })).toHaveCount(0);
  // Its link ends with it.
  const gone = await fetch(new URL(href ?? '', baseURL).toString());
  expect(((await gone.json()) as { code: number }).code).toBe(40004);
});
