import { expect, test } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

/**
 * Live streams through the site (the demo's: apps/server/src/features/media/seed.ts): a visitor
 * finds the stream in progress and plays it (hls.js is fetched only then), a member asks to be
 * reminded of one to come, and an admin schedules, hides and deletes a stream.
 */

test('a visitor plays the stream in progress; hls.js is fetched only when it is played', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/#/live/index');
  await expect(page.getByRole('heading', { level: 1, name: '直播' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '正在直播' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '即将开始' })).toBeVisible();
  await page.getByRole('link', { name: '每周铂金行情直播：库存、溢价与进口配额' }).first().click();
  await expect(page).toHaveURL(/#\/live\/detail\?id=1$/);
  await expect(page.getByRole('heading', { level: 1, name: '每周铂金行情直播：库存、溢价与进口配额' })).toBeVisible();
  await expect(page.getByText('北京时间').first()).toBeVisible();
  await expect(page.getByText('陈嘉文')).toBeVisible();
  const before = scripts.length;
  expect(scripts.some((url) => /\/hls-[^/]*\.js/.test(url))).toBe(false);
  await page.getByRole('button', { name: /^播放/ }).click();
  const video = page.locator('video');
  await expect(video).toBeVisible();
  // It plays: the clock of the video moves.
  await expect.poll(async () => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
  // hls.js came with the press, unless this browser plays HLS itself (then it never comes).
  const native = await video.evaluate((v: HTMLVideoElement) => v.canPlayType('application/vnd.apple.mpegurl') !== '');
  expect(scripts.slice(before).some((url) => /\/hls-[^/]*\.js/.test(url))).toBe(!native);

  // A replay that is a file plays without hls.js.
  await page.goto('/#/live/detail?id=5');
  await expect(page.getByText('回放').first()).toBeVisible();
  await page.getByRole('button', { name: /^播放/ }).click();
  await expect
    .poll(async () => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.2);

  // English: the stream's English words and the zone's name.
  await page.goto('/#/live/detail?id=1');
  await page.evaluate(() => localStorage.setItem('spw.lang', 'en'));
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Weekly platinum market live: stocks, premiums and import quotas' }),
  ).toBeVisible();
  await expect(page.getByText('Beijing time').first()).toBeVisible();
});

test('a visitor is asked to sign in to be reminded; the member sets the reminder and cancels it', async ({ page }) => {
  await page.goto('/#/live/detail?id=3');
  await expect(page.getByRole('heading', { level: 1, name: '2027 上海铂金周招展说明会' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('link', { name: '登录后预约' }).click();
  await signInByPassword(page, 'sato', 'member12345');
  await expect(page).toHaveURL(/#\/live\/detail\?id=3$/);
  const remind = page.getByRole('button', { name: /预约提醒/ });
  await remind.click();
  await expect(page.getByText('预约成功，开播时会通知你').first()).toBeVisible();
  const set = page.getByRole('button', { name: /已预约/ });
  await expect(set).toHaveAttribute('aria-pressed', 'true');
  // The lists know it too.
  await page.goto('/#/live/list?status=0');
  await expect(page.getByRole('button', { name: /已预约/ })).toHaveCount(1);
  await page.getByRole('button', { name: /已预约/ }).click();
  await expect(page.getByText('已取消预约').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /已预约/ })).toHaveCount(0);
});

test('an admin schedules a stream, hides it and deletes it', async ({ page }, info) => {
  const title = `测试直播 ${info.project.name} ${Date.now()}`;
  await page.goto('/#/login?redirect=%2Fcreator%2Flive%2Flist');
  await signInByPassword(page, 'admin', 'admin12345');
  await expect(page).toHaveURL(/#\/creator\/live\/list$/);
  await page
    .getByRole('link', { name: /新建直播/ })
    .first()
    .click();
  await expect(page).toHaveURL(/add=1/);
  await page.getByLabel(/^标题/).first().fill(title);
  await page.getByLabel(/^开始时间/).fill('2027-05-20T14:00');
  await page.getByLabel(/^结束时间/).fill('2027-05-20T13:00');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('结束时间要晚于开始时间').first()).toBeVisible();
  await page.getByLabel(/^结束时间/).fill('2027-05-20T15:30');
  await page.getByLabel(/^直播地址/).fill('https://elsewhere.example.net/live.m3u8');
  await page.getByRole('button', { name: '保存' }).click();
  // The server refuses an origin it does not allow, at the field.
  await expect(page.getByLabel(/^直播地址/)).toHaveAccessibleDescription(/MEDIA_ORIGINS/);
  await page.getByLabel(/^直播地址/).fill('/demo/media/demo.m3u8');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/creator\/live\/list$/);
  const saved = page.getByRole('listitem').filter({ hasText: title });
  await expect(saved).toHaveCount(1);
  await expect(saved.getByText('2027年5月20日 14:00 – 15:30')).toBeVisible();
  await page.goto('/#/live/list?status=0');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto('/#/creator/live/list');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('switch').click();
  await expect(page.getByText('已隐藏').first()).toBeVisible();
  await page.goto('/#/live/list?status=0');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto('/#/creator/live/list');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: /删除/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /删除/ }).click();
  await expect(page.getByText('已删除').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});
