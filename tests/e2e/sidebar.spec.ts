import { expect, test } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

/** The spec: the sidebar's open or closed state is saved in a cookie (sidebarStatus: 1 open, 0 closed). */
test('the personal centre’s sidebar stays folded or open across reloads, by its cookie', async ({ page, context }) => {
  await page.goto('/#/userAddress/list');
  await signInByPassword(page, 'zhou', 'member12345');
  await expect(page).toHaveURL(/#\/userAddress\/list$/);
  const menu = page.getByRole('navigation', { name: '个人中心' });
  await expect(menu.getByRole('link', { name: '收货地址' })).toBeVisible();
  if ((page.viewportSize()?.width ?? 0) <= 860) {
    // Phones show the menu as a row above the page, never folded.
    await expect(menu.getByRole('button', { name: '收起菜单' })).toBeHidden();
    return;
  }

  await menu.getByRole('button', { name: '收起菜单' }).click();
  await expect(menu.getByRole('link', { name: '收货地址' })).toBeHidden();
  const status = async () => (await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value;
  expect(await status()).toBe('0');

  await page.reload();
  await expect(menu.getByRole('button', { name: '展开菜单' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: '收货地址' })).toBeHidden();

  await menu.getByRole('button', { name: '展开菜单' }).click();
  await expect(menu.getByRole('link', { name: '收货地址' })).toBeVisible();
  expect(await status()).toBe('1');
});
