import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { LONG_VIDEO_DETAIL, VIDEO, VIDEO_NO_SERIES } from './videoFixtures.ts';
import { VideoDetailScreen } from './VideoDetailScreen.tsx';

const meta = {
  title: 'Features/Media/VideoDetail',
  component: VideoDetailScreen,
  args: {
    status: 'ready',
    video: VIDEO,
    listHref: '#/media/list',
    seriesHref: (id) => `#/series/detail?id=${id}`,
    detailHref: (id) => `#/media/detail?id=${id}`,
    onEnded: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof VideoDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The list of series boxes. */
const seriesOf = (canvas: Canvas, name: string) => within(canvas.getByRole('list', { name }));

/** The related videos' section. */
const relatedOf = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement);

/** Nothing wider than the page. */
const fitsSideways = async (canvasElement: HTMLElement) => {
  const doc = canvasElement.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
};

/** On the English site: no Chinese text outside an element marked Chinese (a Chinese-only title, say). */
const noStrayChinese = async (canvasElement: HTMLElement) => {
  const walker = canvasElement.ownerDocument.createTreeWalker(canvasElement, NodeFilter.SHOW_TEXT);
  const stray: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/\p{Script=Han}/u.test(node.textContent ?? '') && !node.parentElement?.closest('[lang="zh-CN"]'))
      stray.push(node.textContent ?? '');
  }
  await expect(stray).toEqual([]);
};

/** The Chinese site: the way back, the player, the title, day and length, the series, the text, and the related videos beside. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '全部视频' })).toHaveAttribute('href', '#/media/list');
    const title = canvas.getByRole('heading', { level: 1, name: VIDEO.title });
    await expect(title).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText('2026年11月24日')).toHaveAttribute('datetime', VIDEO.published_at);
    await expect(canvas.getByText('时长 12:34')).toBeVisible();
    await expect(canvas.getByText(VIDEO.summary)).toHaveAttribute('lang', 'zh-CN');
    // The player: the cover and the play button, named after the video; nothing plays before the press.
    await expect(canvas.getByRole('button', { name: `播放：${VIDEO.title}` })).toBeVisible();

    // The series it is part of: its name the link, with how many parts it has.
    const series = seriesOf(canvas, '所属系列');
    await expect(series.getAllByRole('listitem')).toHaveLength(1);
    await expect(series.getByRole('listitem')).toHaveTextContent('系列：铂金入门 · 共 5 集');
    await expect(series.getByRole('link', { name: '铂金入门' })).toHaveAttribute('href', '#/series/detail?id=1');

    // What it is about, a paragraph a block.
    await expect(canvas.getByRole('heading', { level: 2, name: '视频介绍' })).toBeVisible();
    const about = canvas.getByText(/^本片拍摄于/).parentElement as HTMLElement;
    await expect(about).toHaveAttribute('lang', 'zh-CN');
    await expect(about.querySelectorAll('p')).toHaveLength(2);

    // The related videos, each its own link, with its length; beside the player on a desktop.
    const related = relatedOf(canvas, '相关视频');
    await expect(related.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(VIDEO.related.map((v) => v.title));
    await expect(related.getByRole('link', { name: VIDEO.related[0]?.title })).toHaveAttribute('href', '#/media/detail?id=2');
    await expect(related.getByRole('link', { name: VIDEO.related[2]?.title })).toHaveAttribute('href', '#/media/detail?id=4');
    await expect(related.getByText('7:05')).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 2, name: '相关视频' });
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
    await expect(args.onEnded).not.toHaveBeenCalled();
  },
};

/** The English site: English words where the video has them, marked English; a Chinese-only related title marked Chinese. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'All videos' })).toHaveAttribute('href', '#/media/list');
    await expect(canvas.getByRole('heading', { level: 1, name: VIDEO.en_title })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('24 Nov 2026')).toBeVisible();
    await expect(canvas.getByText('Duration 12:34')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Play: ${VIDEO.en_title}` })).toBeVisible();
    const series = seriesOf(canvas, 'Series');
    await expect(series.getByRole('listitem')).toHaveTextContent('Series: Platinum, from the start · 5 parts');
    await expect(series.getByRole('link', { name: 'Platinum, from the start' })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('heading', { level: 2, name: 'About this video' })).toBeVisible();
    await expect(canvas.getByText(/^Filmed at a mine/).parentElement).toHaveAttribute('lang', 'en');
    const related = relatedOf(canvas, 'Related videos');
    await expect(related.getByRole('link', { name: VIDEO.related[0]?.en_title })).toHaveAttribute('href', '#/media/detail?id=2');
    await expect(related.getByRole('heading', { level: 3, name: VIDEO.related[2]?.title })).toHaveAttribute('lang', 'zh-CN');
    await noStrayChinese(canvasElement);
  },
};

/** In no series, nothing related, no English words (on the English site): no such boxes or sections; the Chinese marked Chinese. */
export const NoSeries: Story = {
  globals: { locale: 'en' },
  args: { video: VIDEO_NO_SERIES },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: VIDEO_NO_SERIES.title })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.queryByRole('list', { name: 'Series' })).toBeNull();
    await expect(canvas.queryByText(/^Series:/)).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Related videos' })).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['About this video']);
    await expect(canvas.getByText(/^本片拍摄于/).parentElement).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByRole('button', { name: `Play: ${VIDEO_NO_SERIES.title}` })).toBeVisible();
    await noStrayChinese(canvasElement);
  },
};

/**
 * Played to the end: onEnded once, even when watched through again. The video's address is an
 * empty MediaSource's (nothing downloaded, no error); its end is the browser's `ended` event.
 */
export const Ended: Story = {
  tags: ['!visual'],
  // axe waits for a video's metadata (10 s) before its checks: this one never has any.
  parameters: { a11y: { options: { preload: false } } },
  loaders: [() => ({ url: URL.createObjectURL(new MediaSource()) })],
  render: (args, { loaded }) => <VideoDetailScreen {...args} video={{ ...VIDEO, source_url: String(loaded.url) }} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `播放：${VIDEO.title}` }));
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video).toHaveAttribute('aria-label', VIDEO.title);
    await expect(args.onEnded).not.toHaveBeenCalled();
    video.dispatchEvent(new Event('ended'));
    await waitFor(() => expect(args.onEnded).toHaveBeenCalledTimes(1));
    video.dispatchEvent(new Event('ended'));
    await expect(args.onEnded).toHaveBeenCalledTimes(1);
  },
};

/** Everything at its longest: a title that wraps, a length in hours, two series, a long text; nothing sideways. */
export const LongText: Story = {
  args: { video: LONG_VIDEO_DETAIL },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1, name: LONG_VIDEO_DETAIL.title });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(canvas.getByText('时长 3:25:07')).toBeVisible();
    const series = seriesOf(canvas, '所属系列');
    await expect(series.getAllByRole('listitem')).toHaveLength(2);
    await expect(series.getByRole('link', { name: `${LONG_NAME}系列` })).toHaveAttribute('href', '#/series/detail?id=2');
    await expect(series.getAllByRole('listitem')[1]).toHaveTextContent('共 40 集');
    await expect(relatedOf(canvas, '相关视频').getAllByRole('link')).toHaveLength(4);
    await fitsSideways(canvasElement);
  },
};

export const Loading: Story = {
  args: { status: 'loading', video: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('link', { name: '全部视频' })).toHaveAttribute('href', '#/media/list');
  },
};

export const Error: Story = {
  args: { status: 'error', video: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('视频加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: '全部视频' })).toBeVisible();
  },
};

/** No such video, or no longer public: said so, with the way back to the list. */
export const NotFound: Story = {
  args: { status: 'notFound', video: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '未找到这个视频' })).toBeVisible();
    await expect(canvas.getByText('这个视频不存在，或已不再公开。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '浏览全部视频' })).toHaveAttribute('href', '#/media/list');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A phone: one column — the player across the screen, the title, the series, the text, then the related videos; nothing sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const player = (canvasElement.querySelector('.spw-live-player') as HTMLElement).getBoundingClientRect();
    await expect(Math.abs(player.width / player.height - 16 / 9)).toBeLessThan(0.01);
    const title = canvas.getByRole('heading', { level: 1, name: VIDEO.title });
    await expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(player.bottom);
    const about = canvas.getByRole('heading', { level: 2, name: '视频介绍' });
    const related = canvas.getByRole('heading', { level: 2, name: '相关视频' });
    await expect(related.getBoundingClientRect().left).toBe(about.getBoundingClientRect().left);
    await expect(related.getBoundingClientRect().top).toBeGreaterThan(about.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('link', { name: '铂金入门' })).toBeVisible();
    await fitsSideways(canvasElement);
  },
};
