import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { ArticleListScreen } from '../article/ArticleListScreen.tsx';
import { ARTICLES } from '../article/articleFixtures.ts';
import { EDITION_NAMES, HUB_COUNTS, HUB_SHORTCUTS, HUB_USER, LONG_HUB_USER, READ_COUNTS, REGISTRATIONS } from './hubFixtures.ts';
import { MyHubScreen, type HubTab } from './MyHubScreen.tsx';
import { MyRegistrationList } from './MyRegistrationList.tsx';

const tabHrefOf = (tab: HubTab) => `#/user/my?tab=${tab}`;

/** The favourites tab's list, as the page passes it. */
const favourites = (status: 'loading' | 'ready' = 'ready') => (
  <ArticleListScreen
    status={status}
    items={status === 'ready' ? ARTICLES.slice(0, 3) : []}
    total={12}
    page={1}
    rows={3}
    onPageChange={fn()}
    hrefOf={(item) => `#/article/detail?id=${item.id}`}
    authorHrefOf={(item) => `#/user/index?uid=${item.uid}`}
    headingLevel={2}
  />
);

const meta = {
  title: 'Features/User/MyHub',
  component: MyHubScreen,
  args: {
    user: HUB_USER,
    counts: HUB_COUNTS,
    shortcuts: HUB_SHORTCUTS,
    tab: 'favorites',
    tabHrefOf,
    followHref: '#/user/list?t=follow&uid=208',
    fansHref: '#/user/list?t=fans&uid=208',
    children: favourites(),
  },
} satisfies Meta<typeof MyHubScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const LABELS = [
  '我的主页',
  '编辑资料',
  '我的订单',
  '我的门票',
  '私信',
  '通知',
  '收货地址',
  '发票抬头',
  '修改密码',
  '认证',
  '社区广场',
  '创作中心',
];

/** Nothing wider than the page. */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}

/** The Chinese site, on the favourites tab: the greeting, the shortcuts, the tabs and the articles kept. */
export const Favorites: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement }) => {
    const greeting = canvas.getByRole('heading', { level: 1, name: '你好，王思远' });
    await expect(within(greeting).getByText('王思远')).toHaveAttribute('translate', 'no');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // What was verified, written out.
    await expect(canvasElement.querySelector('.spw-hub__verified')).toHaveTextContent('专家认证铂金首饰设计师');
    await expect(canvas.getByRole('link', { name: '关注 36' })).toHaveAttribute('href', '#/user/list?t=follow&uid=208');
    await expect(canvas.getByRole('link', { name: '粉丝 1,234' })).toHaveAttribute('href', '#/user/list?t=fans&uid=208');

    // Every shortcut, in order, to its page; unread messages and notifications marked.
    const shortcuts = within(canvas.getByRole('navigation', { name: '快捷入口' })).getAllByRole('link');
    await expect(shortcuts.map((link) => link.getAttribute('href'))).toEqual(HUB_SHORTCUTS.map((s) => s.href));
    await expect(shortcuts.map((link) => link.textContent?.replace(/[\d+]|条未读/g, '').trim())).toEqual(LABELS);
    const messages = canvas.getByRole('link', { name: '私信 128 条未读' });
    await expect(messages).toHaveAttribute('href', '#/message/list');
    // More than 99: the badge says 99+, the hidden words the whole count.
    await expect(within(messages).getByText('99+')).toBeVisible();
    await expect(within(messages).getByText('128 条未读')).toHaveClass('spw-visually-hidden');
    const notices = canvas.getByRole('link', { name: '通知 3 条未读' });
    await expect(within(notices).getByText('3', { selector: '.spw-hub__badge' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我的主页' })).toHaveAttribute('href', '#/user/index?uid=208');
    await expect(canvas.getByRole('link', { name: '创作中心' })).toHaveAttribute('href', '#/creator/index');

    // The tabs: each to its page, with its count; the current one marked.
    const tabs = within(canvas.getByRole('navigation', { name: '我的内容' })).getAllByRole('link');
    await expect(tabs.map((link) => link.textContent)).toEqual(['收藏 12', '点赞 48', '订阅 3', '报名 4']);
    await expect(tabs.map((link) => link.getAttribute('href'))).toEqual([
      '#/user/my?tab=favorites',
      '#/user/my?tab=likes',
      '#/user/my?tab=subscriptions',
      '#/user/my?tab=registrations',
    ]);
    await expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    for (const tab of tabs.slice(1)) await expect(tab).not.toHaveAttribute('aria-current');

    // The tab's list, in a region named after it.
    const panel = within(canvas.getByRole('region', { name: '收藏' }));
    await expect(panel.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(panel.getByRole('link', { name: '2026 年三季度铂金市场回顾：供应缺口延续，价格震荡上行' })).toHaveAttribute(
      'href',
      '#/article/detail?id=21',
    );
  },
};

/** The English site: the site's words in English, the member's name as they wrote it. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { tab: 'likes' },
  play: async ({ canvas }) => {
    const greeting = canvas.getByRole('heading', { level: 1, name: 'Hello, 王思远' });
    await expect(within(greeting).getByText('王思远')).toHaveAttribute('translate', 'no');
    await expect(canvas.getByText('Verified expert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Following 36' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Followers 1,234' })).toBeVisible();
    const shortcuts = within(canvas.getByRole('navigation', { name: 'Shortcuts' }));
    await expect(shortcuts.getByRole('link', { name: 'Messages 128 unread' })).toHaveAttribute('href', '#/message/list');
    await expect(shortcuts.getByRole('link', { name: 'Notifications 3 unread' })).toHaveAttribute('href', '#/notification/list');
    await expect(shortcuts.getByRole('link', { name: 'Invoice titles' })).toHaveAttribute('href', '#/userInvoiceTitle/list');
    await expect(shortcuts.getByRole('link', { name: 'Creator centre' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: 'My content' }));
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Favourites 12',
      'Likes 48',
      'Subscriptions 3',
      'Registrations 4',
    ]);
    await expect(tabs.getByRole('link', { name: 'Likes 48' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Favourites 12' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('region', { name: 'Likes' })).toBeVisible();
  },
};

/** The registrations tab: the member's registrations under the tabs. */
export const Registrations: Story = {
  args: {
    tab: 'registrations',
    children: (
      <MyRegistrationList
        status="ready"
        items={REGISTRATIONS}
        editionNameOf={(eventsId) => EDITION_NAMES[eventsId]?.zh ?? ''}
        ticketHrefOf={(r) => (r.has_ticket ? `#/events/my?events_id=${r.events_id}` : `#/ticket/list?events_id=${r.events_id}`)}
        editionHrefOf={(r) => `#/eventSpecial/index?events_id=${r.events_id}`}
        registerHref="#/events/reg?events_id=14"
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '报名 4' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '报名 4' })).toHaveAttribute('href', '#/user/my?tab=registrations');
    await expect(canvas.getByRole('link', { name: '收藏 12' })).not.toHaveAttribute('aria-current');
    const panel = within(canvas.getByRole('region', { name: '报名' }));
    await expect(panel.getByRole('heading', { level: 2, name: '我的报名' })).toBeVisible();
    await expect(panel.getAllByRole('listitem')).toHaveLength(4);
    await expect(panel.getAllByText('同批报名 2 人')).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** The counts on their way: the tabs without numbers, the figures as grey bars, no badges yet. */
export const LoadingCounts: Story = {
  args: { counts: null, children: favourites('loading') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '你好，王思远' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: '我的内容' })).getAllByRole('link');
    await expect(tabs.map((link) => link.textContent)).toEqual(['收藏', '点赞', '订阅', '报名']);
    await expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    // The figures keep their links; their numbers are placeholders.
    const following = canvas.getByRole('link', { name: '关注' });
    await expect(following).toHaveAttribute('href', '#/user/list?t=follow&uid=208');
    await expect(following.closest('ul')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('.spw-hub__figure-value--pending')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '私信' })).toBeVisible();
    await expect(canvasElement.querySelector('.spw-hub__badge')).toBeNull();
    // The list loads under them.
    await expect(within(canvas.getByRole('region', { name: '收藏' })).getByRole('status')).toHaveTextContent('加载中...');
  },
};

/** A very long name and no picture: the greeting wraps, the initials stand in, nothing overflows. */
export const LongName: Story = {
  args: { user: LONG_HUB_USER },
  play: async ({ canvas, canvasElement }) => {
    const greeting = canvas.getByRole('heading', { level: 1, name: `你好，王思远${LONG_NAME}` });
    await expect(greeting.getBoundingClientRect().height).toBeGreaterThan(40);
    // Not verified: no seal and no words of it.
    await expect(canvas.queryByText('专家认证')).toBeNull();
    await expect(canvasElement.querySelector('.spw-hub__head .spw-verified')).toBeNull();
    await expect(canvasElement.querySelector('.spw-avatar__fallback')).toHaveTextContent('王');
    await expectNoOverflow(canvasElement);
  },
};

/** A phone: three shortcuts to a row, the tabs in one line, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const tiles = within(canvas.getByRole('navigation', { name: '快捷入口' })).getAllByRole('link');
    const tops = tiles.map((tile) => Math.round(tile.getBoundingClientRect().top));
    await expect(tops[1]).toBe(tops[0]);
    await expect(tops[2]).toBe(tops[0]);
    await expect(tops[3]).toBeGreaterThan(tops[0] as number);
    await expect(canvas.getByRole('link', { name: '私信 128 条未读' })).toBeVisible();
    // The tabs: one row, scrolling within their bar if they must.
    const tabs = within(canvas.getByRole('navigation', { name: '我的内容' })).getAllByRole('link');
    const tabTops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    await expect(tabTops.size).toBe(1);
    await expect(canvas.getByRole('link', { name: '收藏 12' })).toHaveAttribute('aria-current', 'page');
    await expectNoOverflow(canvasElement);
  },
};

/** Everything read, no creator centre (the page leaves it out for a member who is not a creator): no badges. */
export const NoUnread: Story = {
  args: { counts: READ_COUNTS, shortcuts: HUB_SHORTCUTS.filter((s) => s.key !== 'creator') },
  play: async ({ canvas, canvasElement }) => {
    const shortcuts = within(canvas.getByRole('navigation', { name: '快捷入口' }));
    await expect(shortcuts.getAllByRole('link')).toHaveLength(HUB_SHORTCUTS.length - 1);
    await expect(shortcuts.getByRole('link', { name: '私信' })).toHaveAttribute('href', '#/message/list');
    await expect(shortcuts.getByRole('link', { name: '通知' })).toHaveAttribute('href', '#/notification/list');
    await expect(shortcuts.queryByRole('link', { name: '创作中心' })).toBeNull();
    await expect(canvasElement.querySelector('.spw-hub__badge')).toBeNull();
    await expect(canvas.queryByText(/条未读/)).toBeNull();
  },
};
