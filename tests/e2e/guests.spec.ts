import { expect, test } from '@playwright/test';
import { openMenuIfFolded } from './helpers.ts';

/** The seeded 2023 edition (events_id 9): five groups; 高桥健 and 周明 host. */
const GROUPS_2023 = ['主办嘉宾', '主旨演讲', '行业领袖', '设计师', '媒体与研究'];
const DETAIL = /#\/events\/guest\/detail\?guest_id=\d+&events_id=9$/;

test('a visitor browses the 2023 guests by group, reads one, comes back, and reads them in English', async ({ page }) => {
  await page.goto('/#/events/guest/list?events_id=9');
  await expect(page).toHaveTitle(/嘉宾/);
  await expect(page.getByRole('heading', { level: 1, name: '嘉宾阵容' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(GROUPS_2023);

  const hosts = page.getByRole('region', { name: '主办嘉宾' });
  await expect(hosts.getByText('高桥工房')).toBeVisible();
  const guest = hosts.getByRole('link', { name: '高桥健' });
  await expect(guest).toHaveAttribute('href', DETAIL);
  await guest.click();

  await expect(page).toHaveURL(DETAIL);
  await expect(page.getByRole('heading', { level: 1, name: '高桥健' })).toBeVisible();
  await expect(page.getByText('主理人', { exact: true })).toBeVisible();
  await expect(page.getByText('高桥工房', { exact: true })).toBeVisible();
  await expect(page.getByText('日本铂金婚戒工艺', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: '嘉宾介绍' })).toContainText('专注铂金婚戒手工制作三十年。');
  // The rest of the group, each a link to their own page.
  await expect(page.getByRole('region', { name: '同组嘉宾：主办嘉宾' }).getByRole('link', { name: '刘晨' })).toHaveAttribute(
    'href',
    DETAIL,
  );

  await page.getByRole('link', { name: '返回嘉宾列表' }).click();
  await expect(page).toHaveURL(/#\/events\/guest\/list\?events_id=9$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(GROUPS_2023);

  // Global: the English names.
  await openMenuIfFolded(page);
  await page.getByRole('button', { name: 'Global' }).last().click();
  // On a phone the switch is in the drawer, which closes once a language is chosen.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  const englishHosts = page.getByRole('region', { name: 'Hosts' });
  await expect(englishHosts.getByRole('link', { name: 'Ming Zhou' })).toBeVisible();
  await englishHosts.getByRole('link', { name: 'Ken Takahashi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ken Takahashi' })).toBeVisible();
  await expect(page.getByText('Founder', { exact: true })).toBeVisible();
  await expect(page.getByText('Takahashi Atelier', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the guests' })).toHaveAttribute('href', '#/events/guest/list?events_id=9');
});

test('an unknown or malformed guest id says the guest was not found', async ({ page }) => {
  await page.goto('/#/events/guest/detail?guest_id=999999&events_id=9');
  await expect(page.getByRole('heading', { level: 1, name: '未找到该嘉宾' })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回嘉宾列表' })).toHaveAttribute('href', '#/events/guest/list?events_id=9');

  await page.goto('/#/events/guest/detail?guest_id=abc&events_id=9');
  await expect(page.getByRole('heading', { level: 1, name: '未找到该嘉宾' })).toBeVisible();
});

test("a first visit asks for the page's data once, beside its code, and the guests only when the menu is wanted", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  await page.goto('/#/ticket/list?events_id=14');
  // The shell's title (the edition) and the page's tickets.
  await expect(page.getByText(/^\d{4} 上海铂金周$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '全程代表票', exact: true })).toBeVisible();
  // Asked ahead by the first visit (boot.ts) and taken by the page and its shell: not asked twice.
  expect(asked.filter((p) => p === '/api/ticket/lists')).toHaveLength(1);
  expect(asked.filter((p) => p === '/api/events/get')).toHaveLength(1);
  // The guests' menu has not been wanted yet: no guests asked for.
  expect(asked).not.toContain('/api/eventsGuest/lists');

  const toggle = page.getByRole('button', { name: '展开嘉宾菜单' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: '主旨演讲' }).getByRole('link').first()).toBeVisible();
  expect(asked.filter((p) => p === '/api/eventsGuest/lists')).toHaveLength(1);
});
