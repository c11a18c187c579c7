import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CLOSED, FIXED_NOW, LIVE_ITEMS, LIVE_NOW, LONG_LIVE, REPLAY, SOON, UPCOMING } from './broadcastFixtures.ts';
import type { BroadcastItem } from './broadcastText.ts';
import { LiveListScreen } from './LiveListScreen.tsx';

const HOUR = 3600_000;
const at = (hours: number) => new Date(FIXED_NOW + hours * HOUR).toISOString();

const meta = {
  title: 'Features/Media/LiveList',
  component: LiveListScreen,
  args: {
    status: 'ready',
    now: FIXED_NOW,
    items: LIVE_ITEMS,
    total: 23,
    page: 1,
    rows: 9,
    onPageChange: fn(),
    filter: 'all',
    filterHref: (filter) => (filter === 'all' ? '#/live/list' : `#/live/list?status=${filter}`),
    // The member has set a reminder for the stream starting soon.
    reminded: new Set([SOON.id]),
    onRemind: fn(),
    loginHref: '#/login?redirect=%2Flive%2Flist',
    detailHref: (id) => `#/live/detail?id=${id}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof LiveListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A stream's card, found by its title. */
const cardOf = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement);

/** The status tabs. */
const tabsOf = (canvas: Canvas, name: string) => within(canvas.getByRole('navigation', { name }));

/** Chinese characters outside an element marked Chinese: none may show on the English site. */
function chineseOutsideChinese(root: HTMLElement): string[] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (/[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/.test(text) && !node.parentElement?.closest('[lang="zh-CN"]')) found.push(text);
  }
  return found;
}

/** The Chinese site: the statuses as links ('全部' current), a card per stream, three across, and a pager. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '直播' })).toBeInTheDocument();
    const tabs = tabsOf(canvas, '按状态筛选');
    await expect(tabs.getAllByRole('link').map((a) => a.textContent)).toEqual(['全部', '直播中', '未开始', '已结束']);
    await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '直播中' })).toHaveAttribute('href', '#/live/list?status=1');
    await expect(tabs.getByRole('link', { name: '未开始' })).toHaveAttribute('href', '#/live/list?status=0');
    await expect(tabs.getByRole('link', { name: '已结束' })).toHaveAttribute('href', '#/live/list?status=2');
    await expect(tabs.getByRole('link', { name: '已结束' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('共 23 场直播')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(LIVE_ITEMS.map((item) => item.title));

    // Each card's badge, by the time now.
    await expect(cardOf(canvas, LIVE_NOW.title).getByText('直播中')).toBeVisible();
    await expect(cardOf(canvas, LIVE_NOW.title).getByRole('link', { name: '进入直播' })).toHaveAttribute('href', '#/live/detail?id=1');
    await expect(cardOf(canvas, REPLAY.title).getByText('回放')).toBeVisible();
    await expect(cardOf(canvas, REPLAY.title).getByRole('link', { name: '观看回放' })).toHaveAttribute('href', '#/live/detail?id=4');
    await expect(cardOf(canvas, CLOSED.title).getByText('已结束')).toBeVisible();
    await expect(cardOf(canvas, CLOSED.title).queryByRole('link', { name: '观看回放' })).toBeNull();

    const upcoming = cardOf(canvas, UPCOMING.title);
    await expect(upcoming.getByText('未开始')).toBeVisible();
    await expect(upcoming.getByText('距开播 2 天 03:00')).toBeVisible();
    await expect(upcoming.getByText('2026年11月29日 13:00 – 14:30')).toBeVisible();
    await userEvent.click(upcoming.getByRole('button', { name: '预约提醒' }));
    await expect(args.onRemind).toHaveBeenLastCalledWith(UPCOMING, true);
    const soon = cardOf(canvas, SOON.title);
    await expect(soon.getByText('距开播 00:39')).toBeVisible();
    await userEvent.click(soon.getByRole('button', { name: '已预约', pressed: true }));
    await expect(args.onRemind).toHaveBeenLastCalledWith(SOON, false);

    // Three across on a desktop.
    const tops = canvas.getAllByRole('heading', { level: 2 }).map((h) => (h.closest('li') as HTMLElement).getBoundingClientRect().top);
    await expect(tops[1]).toBe(tops[0]);
    await expect(tops[2]).toBe(tops[0]);
    await expect(tops[3]).toBeGreaterThan(tops[0] ?? Infinity);

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** The English site: every word of the site in English; a Chinese-only stream marked Chinese. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement, args }) => {
    const tabs = tabsOf(canvas, 'Filter by status');
    await expect(tabs.getAllByRole('link').map((a) => a.textContent)).toEqual(['All', 'Live now', 'Not started', 'Ended']);
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('23 streams')).toBeVisible();
    const upcoming = cardOf(canvas, UPCOMING.en_title);
    await expect(upcoming.getByText('Starts in 2 d 03:00')).toBeVisible();
    await expect(upcoming.getByText('128 people waiting')).toBeVisible();
    await expect(upcoming.getByText('29 Nov 2026, 13:00 – 14:30')).toBeVisible();
    await userEvent.click(upcoming.getByRole('button', { name: 'Remind me', pressed: false }));
    await expect(args.onRemind).toHaveBeenLastCalledWith(UPCOMING, true);
    await expect(cardOf(canvas, SOON.title).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'zh-CN');
    await expect(cardOf(canvas, LIVE_NOW.en_title).getByRole('link', { name: 'Watch live' })).toBeVisible();
    await expect(cardOf(canvas, REPLAY.en_title).getByRole('link', { name: 'Watch the replay' })).toBeVisible();
    await expect(chineseOutsideChinese(canvasElement)).toEqual([]);
  },
};

/** A visitor: the reminder is a link to sign in. */
export const Visitor: Story = {
  args: { reminded: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: /预约/ })).toBeNull();
    const link = cardOf(canvas, UPCOMING.title).getByRole('link', { name: '预约' });
    await expect(link).toHaveAttribute('href', '#/login?redirect=%2Flive%2Flist');
    await expect(canvas.getAllByRole('link', { name: '预约' })).toHaveLength(2);
    await expect(args.onRemind).not.toHaveBeenCalled();
  },
};

/** One status chosen: its tab is the current page; the cards are the streams not started yet. */
export const Upcoming: Story = {
  tags: ['!visual'],
  args: { filter: 0, items: [SOON, UPCOMING, LONG_LIVE], total: 3 },
  play: async ({ canvas }) => {
    const tabs = tabsOf(canvas, '按状态筛选');
    await expect(tabs.getByRole('link', { name: '未开始' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current');
    await expect(tabs.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(canvas.getAllByText('未开始')).toHaveLength(4);
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** Nothing live right now: said so, with the way back to every stream. */
export const Empty: Story = {
  args: { filter: 1, items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '直播中' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('当前没有正在进行的直播')).toBeVisible();
    await expect(canvas.getByText('看看其他直播吧。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部直播' })).toHaveAttribute('href', '#/live/list');
    await expect(canvas.queryByText(/场直播$/)).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** No streams at all, nothing chosen: said so, without a way elsewhere. */
export const EmptyAll: Story = {
  tags: ['!visual'],
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无直播')).toBeVisible();
    await expect(canvas.getByText('直播预告发布后会出现在这里。')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '全部直播' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '直播' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    // The tabs stay usable while the list loads.
    await expect(canvas.getByRole('link', { name: '已结束' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('直播加载失败，请稍后重试');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const LONG_ON_AIR: BroadcastItem = { ...LONG_LIVE, id: 19, start_time: at(-1), end_time: at(26), status: 1 };
const LONG_REPLAY: BroadcastItem = { ...LONG_LIVE, id: 29, start_time: at(-30), end_time: at(-3), status: 2, has_replay: true };

/** Everything at its longest, in English: titles stop at three lines, summaries at two; nothing wider than the list. */
export const LongText: Story = {
  globals: { locale: 'en' },
  args: { items: [LONG_LIVE, LONG_ON_AIR, LONG_REPLAY], total: 3 },
  play: async ({ canvas, canvasElement }) => {
    // The same stream before, during and after: the first card is the one not started.
    const card = within(canvas.getAllByRole('heading', { level: 2, name: LONG_LIVE.en_title })[0]?.closest('article') as HTMLElement);
    await expect(card.getByText('123,456 people waiting')).toBeVisible();
    await expect(card.getByText('Starts in 03:00')).toBeVisible();
    const title = card.getByRole('heading', { level: 2 });
    await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
    const summary = card.getByText(LONG_LIVE.en_summary.trim());
    await expect(summary.scrollHeight).toBeGreaterThan(summary.clientHeight);
    const root = canvasElement.querySelector('.spw-live-list') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(chineseOutsideChinese(canvasElement)).toEqual([]);
  },
};

/** A phone: one card across; the pager short. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: LIVE_ITEMS.slice(0, 3), total: 9, rows: 3 },
  play: async ({ canvas, canvasElement, args }) => {
    const cards = canvas.getAllByRole('heading', { level: 2 }).map((h) => (h.closest('li') as HTMLElement).getBoundingClientRect());
    await expect(cards).toHaveLength(3);
    await expect(cards[1]?.top).toBeGreaterThanOrEqual(cards[0]?.bottom ?? Infinity);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
