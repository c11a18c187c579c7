import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInByPassword } from './helpers.ts';

/** The seeded 2024 edition (events_id 13): its agenda opens on 18 November 2024, Beijing time. */
test('a visitor browses the 2024 sponsors, agenda, album and a report', async ({ page }) => {
  await page.goto('/#/events/sponsor/list?events_id=13');
  await expect(page.getByRole('heading', { level: 1, name: '赞助商' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('冠名赞助');
  await page.getByRole('link', { name: '全球铂金协会' }).click();
  await expect(page).toHaveURL(/#\/events\/sponsor\/detail\?id=\d+&events_id=13$/);
  await expect(page.getByRole('heading', { level: 1, name: '全球铂金协会' })).toBeVisible();
  await expect(page.getByText('2024 上海铂金周冠名赞助商', { exact: false })).toBeVisible();

  // The agenda: day tabs in Beijing time; one session as an .ics file.
  await page.goto('/#/events/agenda/list?events_id=13');
  await expect(page.getByRole('tab', { name: '第 1 天 · 2024年11月18日' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /第 2 天/ }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 2, name: '市场与价格圆桌' })).toBeVisible();
  await expect(panel.getByText('09:30', { exact: true }).first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: '加入日历：市场与价格圆桌' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = (await fs.readFile(await download.path(), 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(ics).toContain('DTSTART:20241119T013000Z');
  expect(ics).toContain('LOCATION:主会场');
  expect(ics).toContain('SUMMARY:市场与价格圆桌');

  // The album: open a photo, move with the arrow key, close with Escape.
  await page.goto('/#/eventSpecial/album?events_id=13');
  await page.getByRole('button', { name: '查看照片：开幕式现场' }).click();
  const viewer = page.getByRole('dialog', { name: '照片查看' });
  await expect(viewer.getByText('1 / 12')).toBeVisible();
  await expect(viewer.getByRole('img', { name: '开幕式现场' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 / 12')).toBeVisible();
  await expect(viewer.getByRole('img', { name: '主旨演讲' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A report, its HTML drawn.
  await page.goto('/#/eventSpecial/report?events_id=13');
  await page.getByRole('link', { name: '2024 上海铂金周开幕' }).click();
  await expect(page).toHaveURL(/#\/eventSpecial\/report\?events_id=13&id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '2024 上海铂金周开幕' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '亮点' })).toBeVisible();
});

test('a member comments on the 2024 edition, sees it, and deletes it', async ({ page }, testInfo) => {
  const text = `期待下一届铂金周（${testInfo.project.name}）`;
  await page.goto('/#/eventSpecial/comment?events_id=13');
  await expect(page.getByRole('heading', { level: 1, name: '评论' })).toBeVisible();
  await page.getByRole('link', { name: '登录后发表评论' }).click();
  await signInByPassword(page, 'zhou', 'member12345');
  await expect(page).toHaveURL(/#\/eventSpecial\/comment\?events_id=13$/);

  await page.getByRole('textbox', { name: '发表评论' }).fill(`  ${text}  `);
  await page.getByRole('button', { name: '发表' }).click();
  const list = page.getByRole('list', { name: '评论列表' });
  await expect(list.getByRole('listitem').first()).toContainText(text);
  await expect(page.getByRole('textbox', { name: '发表评论' })).toHaveValue('');

  await page.getByRole('button', { name: `删除我的评论：${text.slice(0, 20)}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '删除这条评论？' });
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(list.getByText(text)).toHaveCount(0);
  // Someone else's comment stays, with no delete button for this member.
  await expect(list.getByText('Great panel on recycling.', { exact: false })).toBeVisible();
});
