import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ARTICLE_EN,
  ARTICLE_ZH,
  COMPETITION_ENDED,
  COMPETITION_RUNNING,
  FEED_ITEMS,
  LIVE_NOW,
  LIVE_UPCOMING,
  LONG_ITEM,
  REPORT,
  REPORT_ZH_ONLY,
  VIDEO,
} from './feedFixtures.ts';
import { HomeFeedScreen, type FeedFilter, type FeedItem } from './HomeFeedScreen.tsx';

/** Each kind's page on the site. */
const PAGE: Record<FeedItem['kind'], string> = {
  article: '#/article/detail',
  document: '#/document/detail',
  live: '#/live/detail',
  video: '#/video/detail',
  competition: '#/competition/detail',
  post: '#/posts/detail',
};
const hrefOf = (item: FeedItem) => `${PAGE[item.kind]}?id=${item.id}`;
const filterHref = (filter: FeedFilter) => (filter === 'all' ? '#/home/index' : `#/home/index?kind=${filter}`);

const meta = {
  title: 'Features/Home/HomeFeed',
  component: HomeFeedScreen,
  args: {
    status: 'ready',
    items: FEED_ITEMS,
    total: 40,
    page: 1,
    rows: 9,
    onPageChange: fn(),
    filter: 'all',
    filterHref,
    hrefOf,
    onRetry: fn(),
  },
} satisfies Meta<typeof HomeFeedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** An item's card, found by its title. */
const cardOf = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement);

/** The kind chips. */
const chipsOf = (canvas: Canvas, name: string) => within(canvas.getByRole('navigation', { name }));

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

/** The Chinese site: the kinds as chips ('全部' current), a card per item, three across, and a pager. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '发现' })).toBeInTheDocument();
    const chips = chipsOf(canvas, '按类型筛选');
    await expect(chips.getAllByRole('link').map((a) => a.textContent)).toEqual(['全部', '文章', '供需', '报告', '直播', '视频', '大赛']);
    await expect(chips.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(chips.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(chips.getByRole('link', { name: '全部' })).toHaveAttribute('href', '#/home/index');
    await expect(chips.getByRole('link', { name: '文章' })).toHaveAttribute('href', '#/home/index?kind=article');
    await expect(chips.getByRole('link', { name: '报告' })).toHaveAttribute('href', '#/home/index?kind=document');
    await expect(chips.getByRole('link', { name: '直播' })).toHaveAttribute('href', '#/home/index?kind=live');
    await expect(chips.getByRole('link', { name: '视频' })).toHaveAttribute('href', '#/home/index?kind=video');
    await expect(chips.getByRole('link', { name: '大赛' })).toHaveAttribute('href', '#/home/index?kind=competition');

    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(FEED_ITEMS.map((item) => item.title));

    // Each card: its kind, one link (the title) to its own page, its date.
    const kinds: [FeedItem, string][] = [
      [LIVE_NOW, '直播'],
      [ARTICLE_ZH, '文章'],
      [REPORT, '报告'],
      [VIDEO, '视频'],
      [COMPETITION_RUNNING, '大赛'],
    ];
    for (const [item, kind] of kinds) {
      const card = cardOf(canvas, item.title);
      await expect(card.getByText(kind)).toBeVisible();
      await expect(card.getAllByRole('link')).toHaveLength(1);
      await expect(card.getByRole('link', { name: item.title })).toHaveAttribute('href', hrefOf(item));
    }
    await expect(cardOf(canvas, ARTICLE_ZH.title).getByText('林晓')).toBeVisible();
    await expect(cardOf(canvas, ARTICLE_ZH.title).getByText('2026年11月26日')).toBeVisible();

    // The statuses of the streams and the competitions; the other kinds have none.
    const onAir = cardOf(canvas, LIVE_NOW.title).getByText('直播中');
    await expect(onAir).toBeVisible();
    await expect(onAir.querySelector('.spw-feed-badge__dot')).not.toBeNull();
    await expect(cardOf(canvas, LIVE_UPCOMING.title).getByText('未开始')).toBeVisible();
    await expect(cardOf(canvas, COMPETITION_RUNNING.title).getByText('进行中')).toBeVisible();
    await expect(cardOf(canvas, COMPETITION_ENDED.title).getByText('已结束')).toBeVisible();
    await expect(cardOf(canvas, COMPETITION_RUNNING.title).getByText('进行中').querySelector('.spw-feed-badge__dot')).toBeNull();
    await expect(canvasElement.querySelectorAll('.spw-feed-badge')).toHaveLength(4);

    // Covers: the first two at once, the rest when scrolled to; a panel where there is none.
    const covers = [...canvasElement.querySelectorAll<HTMLImageElement>('.spw-feed-card__cover img')];
    await expect(covers.map((img) => img.loading)).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    const bare = cardOf(canvas, ARTICLE_EN.title);
    await expect(canvasElement.querySelector(`[data-kind="article"] .spw-feed-card__placeholder`)).not.toBeNull();
    await expect(bare.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');

    // Three across on a desktop.
    const tops = canvas.getAllByRole('heading', { level: 2 }).map((h) => (h.closest('li') as HTMLElement).getBoundingClientRect().top);
    await expect(tops[1]).toBe(tops[0]);
    await expect(tops[2]).toBe(tops[0]);
    await expect(tops[3]).toBeGreaterThan(tops[0] ?? Infinity);

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** The English site: English titles where there are some; Chinese-only text marked Chinese. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    const chips = chipsOf(canvas, 'Filter by kind');
    await expect(chips.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'All',
      'Articles',
      'Market',
      'Reports',
      'Live',
      'Videos',
      'Competitions',
    ]);
    await expect(chips.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    for (const item of [LIVE_NOW, REPORT, VIDEO, LIVE_UPCOMING, COMPETITION_RUNNING, COMPETITION_ENDED]) {
      const title = canvas.getByRole('heading', { level: 2, name: item.en_title });
      await expect(title).toHaveAttribute('lang', 'en');
      await expect(within(title).getByRole('link')).toHaveAttribute('href', hrefOf(item));
    }
    const live = cardOf(canvas, LIVE_NOW.en_title);
    await expect(live.getByText('Live now')).toBeVisible();
    await expect(live.getByText('Live', { exact: true })).toBeVisible();
    await expect(live.getByText('Shanghai Platinum Week Research')).toBeVisible();
    await expect(live.getByText('27 Nov 2026')).toBeVisible();
    await expect(cardOf(canvas, LIVE_UPCOMING.en_title).getByText('Not started')).toBeVisible();
    await expect(cardOf(canvas, COMPETITION_RUNNING.en_title).getByText('In progress')).toBeVisible();
    await expect(cardOf(canvas, COMPETITION_RUNNING.en_title).getByText('Competition')).toBeVisible();
    await expect(cardOf(canvas, COMPETITION_ENDED.en_title).getByText('Ended')).toBeVisible();
    await expect(cardOf(canvas, REPORT.en_title).getByText('Report')).toBeVisible();
    await expect(cardOf(canvas, VIDEO.en_title).getByText('Video')).toBeVisible();

    // A stream without an English summary shows its Chinese one, marked Chinese.
    await expect(cardOf(canvas, LIVE_UPCOMING.en_title).getByText(LIVE_UPCOMING.summary)).toHaveAttribute('lang', 'zh-CN');
    // Articles in their one language, whatever the site's.
    const zh = cardOf(canvas, ARTICLE_ZH.title);
    await expect(zh.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'zh-CN');
    await expect(zh.getByText('Article')).toBeVisible();
    await expect(cardOf(canvas, ARTICLE_EN.title).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    await expect(cardOf(canvas, ARTICLE_EN.title).getByText('Oliver Hughes')).toHaveAttribute('lang', 'en');
    // A report with no English at all.
    await expect(cardOf(canvas, REPORT_ZH_ONLY.title).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'zh-CN');
    await expect(chineseOutsideChinese(canvasElement)).toEqual([]);
  },
};

/** One kind chosen: its chip is the current page; the cards are the live streams. */
export const LiveOnly: Story = {
  tags: ['!visual'],
  args: { filter: 'live', items: [LIVE_NOW, LIVE_UPCOMING], total: 2 },
  play: async ({ canvas }) => {
    const chips = chipsOf(canvas, '按类型筛选');
    await expect(chips.getByRole('link', { name: '直播' })).toHaveAttribute('aria-current', 'page');
    await expect(chips.getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current');
    await expect(chips.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([LIVE_NOW.title, LIVE_UPCOMING.title]);
    await expect(cardOf(canvas, LIVE_NOW.title).getByText('直播中')).toBeVisible();
    await expect(cardOf(canvas, LIVE_UPCOMING.title).getByText('未开始')).toBeVisible();
    await expect(cardOf(canvas, LIVE_NOW.title).getByRole('link')).toHaveAttribute('href', '#/live/detail?id=31');
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** No videos yet: said so, with the way back to everything. */
export const Empty: Story = {
  args: { filter: 'video', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(chipsOf(canvas, '按类型筛选').getByRole('link', { name: '视频' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('暂无视频')).toBeVisible();
    await expect(canvas.getByText('看看其他类型的内容吧。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看全部内容' })).toHaveAttribute('href', '#/home/index');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** Nothing published at all, nothing chosen: said so, without a way elsewhere. */
export const EmptyAll: Story = {
  tags: ['!visual'],
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无内容')).toBeVisible();
    await expect(canvas.getByText('新发布的文章、供需信息、报告、直播、视频和大赛会出现在这里。')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '查看全部内容' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '发现' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    // The chips stay usable while the feed loads.
    await expect(canvas.getByRole('link', { name: '大赛' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('内容加载失败，请稍后重试');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Everything at its longest, in English: titles stop at three lines, summaries at two; nothing wider than the feed. */
export const LongText: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      LONG_ITEM,
      { ...LONG_ITEM, kind: 'article', id: 140, lang: 'zh', en_title: '', en_summary: '', en_byline: '', status: null },
      REPORT,
    ],
    total: 3,
  },
  play: async ({ canvas, canvasElement }) => {
    const card = cardOf(canvas, LONG_ITEM.en_title);
    const title = card.getByRole('heading', { level: 2 });
    await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
    const summary = card.getByText(LONG_ITEM.en_summary.trim());
    await expect(summary.scrollHeight).toBeGreaterThan(summary.clientHeight);
    const byline = card.getByText(LONG_ITEM.en_byline);
    await expect(byline.scrollWidth).toBeGreaterThan(byline.clientWidth);
    await expect(card.getByText('27 Nov 2026')).toBeVisible();
    const chinese = cardOf(canvas, LONG_ITEM.title);
    await expect(chinese.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'zh-CN');
    const root = canvasElement.querySelector('.spw-home-feed') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(chineseOutsideChinese(canvasElement)).toEqual([]);
  },
};

/** A phone: one card across; the pager short; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [LIVE_NOW, ARTICLE_EN, COMPETITION_RUNNING], total: 9, rows: 3 },
  play: async ({ canvas, canvasElement, args }) => {
    // Every chip on the screen (wrapped, none scrolled out of sight).
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const chip of chipsOf(canvas, '按类型筛选').getAllByRole('link')) {
      await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
    const cards = canvas.getAllByRole('heading', { level: 2 }).map((h) => (h.closest('li') as HTMLElement).getBoundingClientRect());
    await expect(cards).toHaveLength(3);
    await expect(cards[1]?.top).toBeGreaterThanOrEqual(cards[0]?.bottom ?? Infinity);
    await expect(cards[2]?.top).toBeGreaterThanOrEqual(cards[1]?.bottom ?? Infinity);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const root = canvasElement.querySelector('.spw-home-feed') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
