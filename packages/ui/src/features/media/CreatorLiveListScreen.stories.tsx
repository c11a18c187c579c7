import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_ITEMS, ADMIN_LONG, FIXED_NOW } from './broadcastFixtures.ts';
import type { BroadcastAdmin } from './broadcastText.ts';
import { CreatorLiveListScreen } from './CreatorLiveListScreen.tsx';

/** Upcoming (public, 128 waiting), soon (hidden, Chinese only, no cover), live, ended with a replay, ended. */
const [UPCOMING, SOON, LIVE, REPLAY, CLOSED] = ADMIN_ITEMS as [
  BroadcastAdmin,
  BroadcastAdmin,
  BroadcastAdmin,
  BroadcastAdmin,
  BroadcastAdmin,
];

const meta = {
  title: 'Features/Media/CreatorLiveList',
  component: CreatorLiveListScreen,
  args: {
    status: 'ready',
    now: FIXED_NOW,
    items: ADMIN_ITEMS,
    total: ADMIN_ITEMS.length,
    page: 1,
    rows: 10,
    onPageChange: fn(),
    filter: 'all',
    filterHref: (filter) => (filter === 'all' ? '#/creator/live/list' : `#/creator/live/list?status=${filter}`),
    addHref: '#/creator/live/list?add=1',
    editHref: (id) => `#/creator/live/list?edit=${id}`,
    viewHref: (id) => `#/live/detail?id=${id}`,
    onPublish: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreatorLiveListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The row of a stream, found by its title. */
const rowOf = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement);

/** Every status on the Chinese site: the status read from the clock, the schedule, the switch, and deleting asked first. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '直播管理' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '新建直播' })).toHaveAttribute('href', '#/creator/live/list?add=1');
    const tabs = within(canvas.getByRole('navigation', { name: '按状态筛选直播' }));
    await expect(tabs.getAllByRole('link').map((tab) => tab.textContent)).toEqual(['全部', '直播中', '未开始', '已结束']);
    await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('href', '#/creator/live/list');
    await expect(tabs.getByRole('link', { name: '直播中' })).toHaveAttribute('href', '#/creator/live/list?status=1');
    await expect(tabs.getByRole('link', { name: '未开始' })).toHaveAttribute('href', '#/creator/live/list?status=0');
    await expect(tabs.getByRole('link', { name: '已结束' })).toHaveAttribute('href', '#/creator/live/list?status=2');
    await expect(tabs.getByRole('link', { name: '直播中' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);

    // Not started, public, waited for: its schedule in Beijing time, its reminders, a way to its page.
    const upcoming = rowOf(canvas, UPCOMING.title);
    await expect(upcoming.getByText('未开始')).toBeVisible();
    await expect(upcoming.getByText('2026年11月29日 13:00 – 14:30')).toHaveAttribute('datetime', UPCOMING.start_time);
    await expect(upcoming.getByText(/^北京时间/)).toHaveTextContent('北京时间 2026年11月29日 13:00 – 14:30');
    await expect(upcoming.getByText('128 人预约')).toBeVisible();
    await expect(upcoming.getByRole('switch', { name: `公开 ${UPCOMING.title}` })).toBeChecked();
    await expect(upcoming.getByRole('link', { name: `编辑 ${UPCOMING.title}` })).toHaveAttribute('href', '#/creator/live/list?edit=2');
    await expect(upcoming.getByRole('link', { name: `查看 ${UPCOMING.title}` })).toHaveAttribute('href', '#/live/detail?id=2');

    // Hidden: said so, switched off, nothing to view.
    const soon = rowOf(canvas, SOON.title);
    await expect(soon.getByText('未公开')).toBeVisible();
    await expect(soon.getByRole('switch', { name: `公开 ${SOON.title}` })).not.toBeChecked();
    await expect(soon.queryByRole('link', { name: /^查看/ })).toBeNull();
    await expect(soon.getByRole('link', { name: `编辑 ${SOON.title}` })).toBeVisible();

    // The status comes from the clock; a replay is marked.
    await expect(rowOf(canvas, LIVE.title).getByText('直播中')).toBeVisible();
    const replay = rowOf(canvas, REPLAY.title);
    await expect(replay.getByText('已结束')).toBeVisible();
    await expect(replay.getByText('回放')).toBeVisible();
    await expect(rowOf(canvas, CLOSED.title).queryByText('回放')).toBeNull();

    // The switch: one press each way, no question asked.
    await userEvent.click(upcoming.getByRole('switch'));
    await expect(args.onPublish).toHaveBeenLastCalledWith(UPCOMING, 0);
    await userEvent.click(soon.getByRole('switch'));
    await expect(args.onPublish).toHaveBeenLastCalledWith(SOON, 1);
    await expect(screen.queryByRole('alertdialog')).toBeNull();

    // Deleting is asked first; keeping it calls nothing and gives the focus back.
    const remove = rowOf(canvas, CLOSED.title).getByRole('button', { name: `删除 ${CLOSED.title}` });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: '删除这场直播？' });
    await expect(dialog).toHaveTextContent(`《${CLOSED.title}》将被删除，无法恢复；读者预约的开播提醒也会一并取消。`);
    await userEvent.click(within(dialog).getByRole('button', { name: '保留' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.click(remove);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(CLOSED);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** A page left open: when the clock passes a start, the stream reads as live without a new answer from the server. */
export const StatusFromClock: Story = {
  tags: ['!visual'],
  args: { now: Date.parse(SOON.start_time) + 60_000 },
  play: async ({ canvas }) => {
    await expect(rowOf(canvas, SOON.title).getByText('直播中')).toBeVisible();
    await expect(rowOf(canvas, LIVE.title).getByText('直播中')).toBeVisible();
  },
};

/** A call on its way: the stream's switch and delete keep the focus but take no second press; the others still work. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { busyId: UPCOMING.id },
  play: async ({ canvas, args }) => {
    const row = rowOf(canvas, UPCOMING.title);
    const toggle = row.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveFocus();
    await userEvent.click(row.getByRole('button', { name: /^删除/ }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onPublish).not.toHaveBeenCalled();
    await userEvent.click(rowOf(canvas, LIVE.title).getByRole('switch'));
    await expect(args.onPublish).toHaveBeenCalledWith(LIVE, 0);
  },
};

/** More than one page: the pager asks for the others. */
export const ChangePage: Story = {
  tags: ['!visual'],
  args: { total: 25, rows: 5, page: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** The English site: English titles and hosts where there are, marked English; a Chinese-only stream stays Chinese, marked so. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Live streams' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New live stream' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: 'Filter live streams by status' }));
    await expect(tabs.getAllByRole('link').map((tab) => tab.textContent)).toEqual(['All', 'Live now', 'Not started', 'Ended']);

    await expect(canvas.getByRole('heading', { level: 2, name: UPCOMING.en_title })).toHaveAttribute('lang', 'en');
    const upcoming = rowOf(canvas, UPCOMING.en_title);
    await expect(upcoming.getByText('Not started')).toBeVisible();
    await expect(upcoming.getByText(/Beijing time$/)).toHaveTextContent('29 Nov 2026, 13:00 – 14:30 Beijing time');
    await expect(upcoming.getByText('128 reminders')).toBeVisible();
    await expect(upcoming.getByText(UPCOMING.en_host)).toHaveAttribute('lang', 'en');
    await expect(upcoming.getByRole('switch', { name: `Public ${UPCOMING.en_title}` })).toBeChecked();

    await expect(canvas.getByRole('heading', { level: 2, name: SOON.title })).toHaveAttribute('lang', 'zh-CN');
    const soon = rowOf(canvas, SOON.title);
    await expect(soon.getByText('Hidden')).toBeVisible();
    await expect(soon.getByText('0 reminders')).toBeVisible();
    await expect(soon.getByText(SOON.host)).toHaveAttribute('lang', 'zh-CN');
    await expect(rowOf(canvas, REPLAY.en_title).getByText('Replay')).toBeVisible();

    await userEvent.click(rowOf(canvas, LIVE.en_title).getByRole('button', { name: `Delete ${LIVE.en_title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this live stream?' });
    await expect(dialog).toHaveTextContent(`“${LIVE.en_title}” will be deleted for good, and the reminders readers set for it with it.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** No stream at all: the way to schedule the first one. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有直播')).toBeVisible();
    await expect(canvas.getByText(/^新建一场直播：填写标题、时间和直播地址/)).toBeVisible();
    const links = canvas.getAllByRole('link', { name: '新建直播' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '#/creator/live/list?add=1');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** Each tab with nothing in it says so in its own words, and still offers a new stream. */
export const EmptyFiltered: Story = {
  tags: ['!visual'],
  args: { items: [], total: 0, filter: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '直播中' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('现在没有正在进行的直播')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '新建直播' })).toHaveLength(2);
  },
};

/** The ended tab, empty, on the English site. */
export const EmptyClosedEnglish: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { items: [], total: 0, filter: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ended' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('No live streams have ended')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'New live stream' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '直播管理' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('直播加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The longest title, host and summary, a stream past midnight, a big count: everything wraps inside its row. */
export const LongText: Story = {
  args: { items: [ADMIN_LONG, { ...ADMIN_LONG, id: 10, is_public: 0, cover: '' }, UPCOMING] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('123,456 人预约')).toHaveLength(2);
    await expect(canvas.getAllByText('2026年11月27日 13:00 – 2026年11月28日 16:00')).toHaveLength(2);
    for (const row of canvasElement.querySelectorAll<HTMLElement>('.spw-live-desk-row')) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
    const root = canvasElement.querySelector('.spw-live-desk') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A phone: cover beside the words, the switch and actions under them; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [UPCOMING, SOON, ADMIN_LONG], total: 30, rows: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText('第 1 / 10 页')).toBeVisible();
    const row = rowOf(canvas, UPCOMING.title);
    const toggle = row.getByRole('switch');
    const reminders = row.getByText('128 人预约');
    await expect(toggle.getBoundingClientRect().top).toBeGreaterThan(reminders.getBoundingClientRect().bottom);
    for (const item of canvasElement.querySelectorAll<HTMLElement>('.spw-live-desk-row, .spw-live-desk-row__actions')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
