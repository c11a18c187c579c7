import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_VIDEO, VIDEOS } from './videoFixtures.ts';
import { VideoListScreen } from './VideoListScreen.tsx';
import type { VideoItem } from './videoText.ts';

const [PLATINUM, STUDIO, PRICES, OPENING] = VIDEOS as [VideoItem, VideoItem, VideoItem, VideoItem];

const meta = {
  title: 'Features/Media/VideoList',
  component: VideoListScreen,
  args: {
    status: 'ready',
    items: VIDEOS,
    total: 30,
    page: 1,
    rows: 12,
    onPageChange: fn(),
    keyword: '',
    onSearch: fn(),
    detailHref: (id) => `#/media/detail?id=${id}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof VideoListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A video's card, found by its title. */
const cardOf = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement);

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

/** Nothing wider than the page. */
const fitsSideways = async (canvasElement: HTMLElement) => {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
};

/** The Chinese site: the title, the search, a card per video (each the video's link), three across, and a pager. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '视频' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: '搜索视频' })).toBeVisible();
    await expect(canvas.getByText('共 30 个视频')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(VIDEOS.map((v) => v.title));

    const platinum = cardOf(canvas, PLATINUM.title);
    // One link a card, to the video's page: the cover is decoration beside the title.
    await expect(platinum.getAllByRole('link')).toHaveLength(1);
    await expect(platinum.getByRole('link', { name: PLATINUM.title })).toHaveAttribute('href', '#/media/detail?id=1');
    await expect(platinum.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'zh-CN');
    await expect(platinum.getByText(PLATINUM.summary)).toHaveAttribute('lang', 'zh-CN');
    // The length in the corner, named for a screen reader; the day in Beijing time.
    await expect(platinum.getByText('12:34')).toBeVisible();
    await expect(platinum.getByText('12:34')).toHaveAttribute('datetime', 'PT12M34S');
    await expect(platinum.getByText('12:34').parentElement).toHaveTextContent('时长 12:34');
    await expect(platinum.getByText('2026年11月24日')).toHaveAttribute('datetime', PLATINUM.published_at);
    await expect(cardOf(canvas, STUDIO.title).getByText('7:05')).toBeVisible();
    await expect(cardOf(canvas, PRICES.title).getByText('3:03')).toBeVisible();
    await expect(cardOf(canvas, OPENING.title).getByRole('link')).toHaveAttribute('href', '#/media/detail?id=4');

    // The first row's covers load at once, the rest when scrolled to; no cover, no picture.
    const covers = canvasElement.querySelectorAll('.spw-video-card img');
    await expect(covers).toHaveLength(3);
    await expect(covers[0]).toHaveAttribute('alt', '');
    await expect(covers[0]).toHaveAttribute('loading', 'eager');

    // Three across on a desktop.
    const tops = canvas.getAllByRole('heading', { level: 2 }).map((h) => (h.closest('li') as HTMLElement).getBoundingClientRect().top);
    await expect(tops[1]).toBe(tops[0]);
    await expect(tops[2]).toBe(tops[0]);
    await expect(tops[3]).toBeGreaterThan(tops[0] ?? Infinity);

    // The button searches with the words, trimmed.
    await userEvent.type(canvas.getByRole('searchbox', { name: '按标题搜索' }), ' 铂金 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('铂金');

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** The English site: English titles where a video has them, marked English; the others stay Chinese; Enter searches. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { total: 4 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    await expect(canvas.getByText('4 videos')).toBeVisible();
    const platinum = cardOf(canvas, PLATINUM.en_title);
    await expect(platinum.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    await expect(platinum.getByText(PLATINUM.en_summary)).toHaveAttribute('lang', 'en');
    await expect(platinum.getByText('24 Nov 2026')).toBeVisible();
    await expect(platinum.getByText('12:34').parentElement).toHaveTextContent('Duration 12:34');
    await expect(cardOf(canvas, OPENING.title).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'zh-CN');
    // Everything fits on one page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await expect(chineseOutsideChinese(canvasElement)).toEqual([]);

    // Enter in the box searches with the words, trimmed.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by title' }), '  platinum prices {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('platinum prices');
  },
};

/** No videos at all: said so, without a way elsewhere; no count, no pager. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无视频')).toBeVisible();
    await expect(canvas.getByText('视频发布后会出现在这里。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '清除搜索' })).toBeNull();
    await expect(canvas.queryByText(/个视频$/)).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** A search that found nothing: the words said back, in the box, and the way to clear them. */
export const EmptySearch: Story = {
  args: { items: [], total: 0, keyword: '钯金' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('没有找到与“钯金”相关的视频')).toBeVisible();
    await expect(canvas.getByText('换个关键词试试。')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '按标题搜索' })).toHaveValue('钯金');
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '视频' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    // The search stays usable while the list loads.
    await expect(canvas.getByRole('searchbox', { name: '按标题搜索' })).toBeEnabled();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('视频加载失败，请稍后重试');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Everything at its longest, in English: titles at most three lines, summaries stop at two; a length in hours; nothing wider than the list. */
export const LongText: Story = {
  globals: { locale: 'en' },
  args: {
    items: [LONG_VIDEO, { ...LONG_VIDEO, id: 10 }, { ...LONG_VIDEO, id: 11, cover: '' }],
    total: 3,
    keyword: 'an exceptionally long search',
  },
  play: async ({ canvas, canvasElement }) => {
    const card = within(canvas.getAllByRole('heading', { level: 2, name: LONG_VIDEO.en_title })[0]?.closest('article') as HTMLElement);
    await expect(card.getByText('3:25:07')).toHaveAttribute('datetime', 'PT3H25M7S');
    const title = card.getByRole('heading', { level: 2 });
    await expect(Math.round(title.clientHeight / parseFloat(getComputedStyle(title).lineHeight))).toBeLessThanOrEqual(3);
    const summary = card.getByText(LONG_VIDEO.en_summary.trim());
    await expect(summary.scrollHeight).toBeGreaterThan(summary.clientHeight);
    const root = canvasElement.querySelector('.spw-video-list') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await fitsSideways(canvasElement);
    await expect(chineseOutsideChinese(canvasElement)).toEqual([]);
  },
};

/** A phone: one card across, the search on one line; the pager short. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: VIDEOS.slice(0, 3), total: 9, rows: 3 },
  play: async ({ canvas, canvasElement, args }) => {
    const cards = canvas.getAllByRole('heading', { level: 2 }).map((h) => (h.closest('li') as HTMLElement).getBoundingClientRect());
    await expect(cards).toHaveLength(3);
    await expect(cards[1]?.top).toBeGreaterThanOrEqual(cards[0]?.bottom ?? Infinity);
    const box = canvas.getByRole('searchbox', { name: '按标题搜索' }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: '搜索' }).getBoundingClientRect();
    await expect(button.left).toBeGreaterThan(box.right);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await fitsSideways(canvasElement);
  },
};
