import { expect, test } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

/**
 * The organisers' message form and inbox: a visitor (no account) writes from an edition's pages —
 * the spam check solves in the background, the form says what is wrong, the message goes — and an
 * admin finds it unread in the creator centre and marks it read. Each project writes its own message.
 */
test('a visitor leaves the organisers a message; an admin reads it in the inbox', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const words = `请问 B 馆的布展时间？编号 ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/#/message/add?events_id=14');
  await expect(page.getByRole('heading', { level: 1, name: '给主办方留言' })).toBeVisible();
  // Nothing filled in: each field says what it needs, and the first gets the focus.
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('请填写您的姓名')).toBeVisible();
  await expect(page.getByText('请填写联系方式')).toBeVisible();
  await expect(page.getByLabel(/^姓名/)).toBeFocused();
  // The first touch of the form started the puzzle; it is solved while the visitor types.
  await expect(page.getByText('安全验证已通过')).toBeVisible({ timeout: 20_000 });

  await page.getByLabel(/^姓名/).fill('  赵女士 ');
  await page.getByLabel(/^联系方式/).fill('call me');
  await page.getByLabel(/^留言内容/).fill(words);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('请填写正确的手机号或邮箱')).toBeVisible();
  await page.getByLabel(/^联系方式/).fill('zhao@example.com');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByRole('heading', { name: '留言已提交' })).toBeVisible();
  await expect(page.getByText('提交成功').first()).toBeVisible();

  // The admin's inbox, in another browser.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`/#/login?redirect=${encodeURIComponent('/creator/guestbook/list')}`);
  await signInByPassword(admin, 'admin', 'admin12345');
  await expect(admin.getByRole('heading', { level: 1, name: '主办方留言' })).toBeVisible();
  const card = admin.getByRole('article').filter({ hasText: words });
  await expect(card).toContainText('赵女士');
  await expect(card.getByRole('link', { name: 'zhao@example.com' })).toHaveAttribute('href', 'mailto:zhao@example.com');
  await card.getByRole('button', { name: /标为已读/ }).click();
  await expect(admin.getByRole('article').filter({ hasText: words })).toHaveCount(0);
  await admin.getByRole('link', { name: '全部' }).click();
  await expect(
    admin
      .getByRole('article')
      .filter({ hasText: words })
      .getByRole('button', { name: /标为未读/ }),
  ).toBeVisible();
  await adminContext.close();
});

test('the form reads in English and names the edition', async ({ page }) => {
  await page.goto('/#/message/add?events_id=13');
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Leave the organisers a message' })).toBeVisible();
  await expect(page.getByText(/Shanghai Platinum Week 2024/).first()).toBeVisible();
  await page.getByLabel(/^Contact/).fill('+44 20 7946');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // The other fields are missing; the phone number is a good contact.
  await expect(page.getByText('Enter a valid mobile number or e-mail address')).toHaveCount(0);
  await expect(page.getByLabel(/^Name/)).toBeFocused();
});
