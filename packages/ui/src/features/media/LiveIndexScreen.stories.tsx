import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { CLOSED, FIXED_NOW, LIVE_NOW, LONG_LIVE, REPLAY, SOON, UPCOMING } from './broadcastFixtures.ts';
import type { BroadcastItem } from './broadcastText.ts';
import { LiveIndexScreen } from './LiveIndexScreen.tsx';

const HOUR = 3600_000;
const at = (hours: number) => new Date(FIXED_NOW + hours * HOUR).toISOString();

/** The long stream, on now and over with its replay. */
const LONG_ON_AIR: BroadcastItem = { ...LONG_LIVE, id: 19, start_time: at(-1), end_time: at(26), status: 1 };
const LONG_REPLAY: BroadcastItem = {
  ...LONG_LIVE,
  id: 29,
  start_time: at(-30),
  end_time: at(-3),
  status: 2,
  has_replay: true,
  remind_amount: 0,
};

const meta = {
  title: 'Features/Media/LiveIndex',
  component: LiveIndexScreen,
  args: {
    status: 'ready',
    now: FIXED_NOW,
    live: [LIVE_NOW],
    upcoming: [SOON, UPCOMING],
    replays: [REPLAY, CLOSED],
    replayPaging: { total: 14, page: 1, rows: 6, onPageChange: fn() },
    // The member has set a reminder for the stream starting soon.
    reminded: new Set([SOON.id]),
    onRemind: fn(),
    loginHref: '#/login?redirect=%2Flive%2Findex',
    detailHref: (id) => `#/live/detail?id=${id}`,
    allHref: '#/live/list',
    onRetry: fn(),
  },
} satisfies Meta<typeof LiveIndexScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A stream's card, found by its title. */
const cardOf = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement);

/** A section, found by its heading. */
const sectionOf = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));

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

/** The Chinese site: what is live now, large; what comes next, with the member's reminders; the past streams, paged. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '直播' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['正在直播', '即将开始', '精彩回放']);
    await expect(canvas.getByRole('link', { name: '全部直播' })).toHaveAttribute('href', '#/live/list');

    // Live now: its badge, its schedule in Beijing time and the way in.
    const live = cardOf(canvas, LIVE_NOW.title);
    await expect(live.getByText('直播中')).toBeVisible();
    await expect(live.getByText('2026年11月27日 09:30 – 12:30')).toBeVisible();
    await expect(live.getByText('北京时间')).toBeVisible();
    await expect(live.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'zh-CN');
    await expect(live.getByRole('link', { name: '进入直播' })).toHaveAttribute('href', '#/live/detail?id=1');
    await expect(live.getByRole('link', { name: LIVE_NOW.title })).toHaveAttribute('href', '#/live/detail?id=1');
    await expect(live.queryByRole('button')).toBeNull();

    // Coming up: a countdown in days and minutes, how many wait, and the reminder to set.
    const upcoming = cardOf(canvas, UPCOMING.title);
    await expect(upcoming.getByText('未开始')).toBeVisible();
    await expect(upcoming.getByText('距开播 2 天 03:00')).toBeVisible();
    await expect(upcoming.getByText('128 人已预约')).toBeVisible();
    const remind = upcoming.getByRole('button', { name: '预约提醒' });
    await expect(remind).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(remind);
    await expect(args.onRemind).toHaveBeenLastCalledWith(UPCOMING, true);

    // Starting in forty minutes, no days; the member's reminder is set and can be taken back.
    const soon = cardOf(canvas, SOON.title);
    await expect(soon.getByText('距开播 00:39')).toBeVisible();
    await expect(soon.queryByText(/人已预约/)).toBeNull();
    const set = soon.getByRole('button', { name: '已预约' });
    await expect(set).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(set);
    await expect(args.onRemind).toHaveBeenLastCalledWith(SOON, false);
    await expect(args.onRemind).toHaveBeenCalledTimes(2);

    // Past streams: over, the one with a replay says so and leads to it.
    const past = sectionOf(canvas, '精彩回放');
    const replay = cardOf(past, REPLAY.title);
    await expect(replay.getByText('已结束')).toBeVisible();
    await expect(replay.getByText('回放')).toBeVisible();
    await expect(replay.getByRole('link', { name: '观看回放' })).toHaveAttribute('href', '#/live/detail?id=4');
    const closed = cardOf(past, CLOSED.title);
    await expect(closed.getByText('已结束')).toBeVisible();
    await expect(closed.queryByText('回放')).toBeNull();
    await expect(closed.getAllByRole('link')).toHaveLength(1);

    await userEvent.click(past.getByRole('button', { name: '第 2 页' }));
    await expect(args.replayPaging.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** The English site: the site's words in English, English titles where a stream has them; a Chinese-only one stays marked Chinese. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Live' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Live now', 'Coming up', 'Past streams']);
    await expect(canvas.getByRole('link', { name: 'All live streams' })).toHaveAttribute('href', '#/live/list');

    const live = cardOf(canvas, LIVE_NOW.en_title);
    await expect(live.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en');
    await expect(live.getByText('27 Nov 2026, 09:30 – 12:30')).toBeVisible();
    await expect(live.getByText('Beijing time')).toBeVisible();
    await expect(live.getByRole('link', { name: 'Watch live' })).toBeVisible();

    const upcoming = cardOf(canvas, UPCOMING.en_title);
    await expect(upcoming.getByText('Not started')).toBeVisible();
    await expect(upcoming.getByText('Starts in 2 d 03:00')).toBeVisible();
    await expect(upcoming.getByText('128 people waiting')).toBeVisible();
    await userEvent.click(upcoming.getByRole('button', { name: 'Remind me' }));
    await expect(args.onRemind).toHaveBeenLastCalledWith(UPCOMING, true);

    // No English: the Chinese title and host, marked Chinese; the site's words around them in English.
    const soon = cardOf(canvas, SOON.title);
    await expect(soon.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'zh-CN');
    await expect(soon.getByText(SOON.host)).toHaveAttribute('lang', 'zh-CN');
    await expect(soon.getByText('Starts in 00:39')).toBeVisible();
    await expect(soon.getByRole('button', { name: 'Reminder set' })).toHaveAttribute('aria-pressed', 'true');

    const replay = cardOf(canvas, REPLAY.en_title);
    await expect(replay.getByText('Ended')).toBeVisible();
    await expect(replay.getByText('Replay')).toBeVisible();
    await expect(replay.getByRole('link', { name: 'Watch the replay' })).toBeVisible();

    await expect(chineseOutsideChinese(canvasElement)).toEqual([]);
  },
};

/** A visitor: the reminder is a link to sign in; nothing else changes. */
export const Visitor: Story = {
  args: { reminded: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: /预约/ })).toBeNull();
    const links = canvas.getAllByRole('link', { name: '预约' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '#/login?redirect=%2Flive%2Findex');
    await expect(cardOf(canvas, UPCOMING.title).getByText('128 人已预约')).toBeVisible();
    await expect(args.onRemind).not.toHaveBeenCalled();
  },
};

/** A member's reminder on its way: the button waits and takes no second click. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { busyId: UPCOMING.id },
  play: async ({ canvas, args }) => {
    const button = cardOf(canvas, UPCOMING.title).getByRole('button', { name: '预约提醒' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRemind).not.toHaveBeenCalled();
    await expect(cardOf(canvas, SOON.title).getByRole('button', { name: '已预约' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Nothing live, nothing announced, nothing past: the live section is left out, the others say so. */
export const Empty: Story = {
  args: { live: [], upcoming: [], replays: [], replayPaging: { total: 0, page: 1, rows: 6, onPageChange: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['即将开始', '精彩回放']);
    await expect(sectionOf(canvas, '即将开始').getByText('暂无预告的直播')).toBeVisible();
    await expect(sectionOf(canvas, '精彩回放').getByText('暂无已结束的直播')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '全部直播' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', live: [], upcoming: [], replays: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('.spw-live-index')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2, name: '正在直播' })).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
    await expect(canvas.getByRole('link', { name: '全部直播' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', live: [], upcoming: [], replays: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('直播加载失败，请稍后重试');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Everything at its longest: titles wrap and stop at three lines, summaries at two, the host at one; nothing wider than the page. */
export const LongText: Story = {
  args: { live: [LONG_ON_AIR], upcoming: [LONG_LIVE, UPCOMING], replays: [LONG_REPLAY, REPLAY] },
  play: async ({ canvas, canvasElement }) => {
    const upcoming = cardOf(sectionOf(canvas, '即将开始'), LONG_LIVE.title);
    await expect(upcoming.getByText('123,456 人已预约')).toBeVisible();
    await expect(upcoming.getByText('距开播 03:00')).toBeVisible();
    // Across midnight: both dates.
    await expect(upcoming.getByText('2026年11月27日 13:00 – 2026年11月28日 16:00')).toBeVisible();
    const summary = upcoming.getByText(LONG_LIVE.summary);
    await expect(summary.scrollHeight).toBeGreaterThan(summary.clientHeight);
    const host = canvas.getAllByText(LONG_NAME)[0] as HTMLElement;
    await expect(host.scrollWidth).toBeGreaterThan(host.clientWidth);
    const root = canvasElement.querySelector('.spw-live-index') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: the featured stream's cover above its words, the cards one above the other, the pager short. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, args }) => {
    const live = canvas.getByRole('heading', { level: 3, name: LIVE_NOW.title }).closest('article') as HTMLElement;
    const cover = live.querySelector('.spw-live-card__cover') as HTMLElement;
    await expect(cover.getBoundingClientRect().bottom).toBeLessThanOrEqual(live.querySelector('h3')?.getBoundingClientRect().top ?? 0);
    const [first, second] = sectionOf(canvas, '即将开始')
      .getAllByRole('heading', { level: 3 })
      .map((h) => (h.closest('li') as HTMLElement).getBoundingClientRect());
    await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? Infinity);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.replayPaging.onPageChange).toHaveBeenLastCalledWith(2);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
