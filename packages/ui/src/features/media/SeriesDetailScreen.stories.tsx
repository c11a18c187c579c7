import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { ARTICLES } from '../article/articleFixtures.ts';
import { LONG_SERIES, PROGRESS, PROGRESS_DONE, SERIES, SERIES_EMPTY, VIDEOS } from './videoFixtures.ts';
import { SeriesDetailScreen } from './SeriesDetailScreen.tsx';

const LOGIN = '#/login?redirect=%2Fseries%2Fdetail%3Fid%3D1';

const meta = {
  title: 'Features/Media/SeriesDetail',
  component: SeriesDetailScreen,
  args: {
    status: 'ready',
    series: SERIES,
    progress: PROGRESS,
    signedIn: true,
    loginHref: LOGIN,
    videoHref: (id) => `#/video/detail?id=${id}`,
    articleHref: (id) => `#/article/detail?id=${id}`,
    onMark: fn(),
    listHref: '#/video/list',
    onRetry: fn(),
  },
} satisfies Meta<typeof SeriesDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const [REVIEW, INTERVIEW] = ARTICLES as [(typeof ARTICLES)[number], (typeof ARTICLES)[number]];

/** The entries of the list, in order. */
const entriesOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => within(li as HTMLElement));

/** Nothing wider than the page. */
const fitsSideways = async (canvasElement: HTMLElement) => {
  const doc = canvasElement.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
};

/** On the English site: no Chinese text outside an element marked Chinese (a Chinese article, say). */
const noStrayChinese = async (canvasElement: HTMLElement) => {
  const walker = canvasElement.ownerDocument.createTreeWalker(canvasElement, NodeFilter.SHOW_TEXT);
  const stray: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/\p{Script=Han}/u.test(node.textContent ?? '') && !node.parentElement?.closest('[lang="zh-CN"]'))
      stray.push(node.textContent ?? '');
  }
  await expect(stray).toEqual([]);
};

/**
 * A member two entries in, on the Chinese site: the progress, the way on to the third entry, then
 * the five entries in order, the finished ones ticked, each with its button.
 */
export const Member: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: SERIES.title })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText(SERIES.summary)).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText('共 5 节')).toBeVisible();
    // The cover is decoration: the title says what the series is.
    await expect(canvasElement.querySelector('.spw-series__cover img')).toHaveAttribute('alt', '');
    // The progress, in words and as a bar named by them.
    await expect(canvas.getByText('已完成 2 / 5')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: '已完成 2 / 5' });
    await expect(bar).toHaveAttribute('value', '2');
    await expect(bar).toHaveAttribute('max', '5');
    // On to the first entry not yet finished: the third, a video.
    const next = canvas.getByRole('link', { name: '继续学习' });
    await expect(next).toHaveAttribute('href', '#/video/detail?id=2');
    await expect(next).toHaveAccessibleDescription(`下一节：${VIDEOS[1]?.title}`);
    await expect(canvas.queryByRole('link', { name: '登录后记录学习进度' })).toBeNull();
    // The entries, in the series' order, each linking to its page.
    await expect(canvas.getByRole('heading', { level: 2, name: '目录' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      VIDEOS[0]?.title,
      REVIEW.title,
      VIDEOS[1]?.title,
      INTERVIEW.title,
      VIDEOS[2]?.title,
    ]);
    const [first, second, third, fourth] = entriesOf(canvas) as [ReturnType<typeof within>, ...ReturnType<typeof within>[]];
    await expect(first.getByRole('link', { name: VIDEOS[0]?.title })).toHaveAttribute('href', '#/video/detail?id=1');
    await expect(first.getByText('视频')).toBeVisible();
    await expect(first.getByText('12:34')).toBeVisible();
    await expect(second?.getByRole('link', { name: REVIEW.title })).toHaveAttribute('href', `#/article/detail?id=${REVIEW.id}`);
    await expect(second?.getByText('文章')).toBeVisible();
    await expect(second?.getByText(REVIEW.nickname)).toHaveAttribute('lang', 'zh-CN');
    await expect(fourth?.getByRole('heading', { level: 3, name: INTERVIEW.title })).toHaveAttribute('lang', 'en');
    await expect(fourth?.getByText(INTERVIEW.nickname)).toHaveAttribute('lang', 'en');
    // The first two are finished: ticked, their buttons pressed.
    await expect(first.getByText('已完成')).toBeVisible();
    await expect(first.getByRole('button', { name: '取消完成' })).toHaveAttribute('aria-pressed', 'true');
    await expect(third?.queryByText('已完成')).toBeNull();
    const mark = third?.getByRole('button', { name: '标记为已完成' }) as HTMLElement;
    await expect(mark).toHaveAttribute('aria-pressed', 'false');
    await expect(mark).toHaveAccessibleDescription(VIDEOS[1]?.title ?? '');
    await expect(canvas.getAllByRole('button', { name: '标记为已完成' })).toHaveLength(3);
    // Marking an entry says which, and how.
    await userEvent.click(mark);
    await expect(args.onMark).toHaveBeenCalledTimes(1);
    await expect(args.onMark).toHaveBeenLastCalledWith({ kind: 'video', id: 2 }, true);
    await userEvent.click(second?.getByRole('button', { name: '取消完成' }) as HTMLElement);
    await expect(args.onMark).toHaveBeenLastCalledWith({ kind: 'article', id: REVIEW.id }, false);
    await userEvent.click(fourth?.getByRole('button', { name: '标记为已完成' }) as HTMLElement);
    await expect(args.onMark).toHaveBeenLastCalledWith({ kind: 'article', id: INTERVIEW.id }, true);
  },
};

/** Every entry finished: all done in place of the way on; each button takes its entry back. */
export const AllDone: Story = {
  args: { progress: PROGRESS_DONE },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: '已完成 5 / 5' })).toHaveAttribute('value', '5');
    await expect(canvas.getByText('全部完成')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '继续学习' })).toBeNull();
    await expect(canvas.getAllByText('已完成')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: '标记为已完成' })).toBeNull();
    const undo = canvas.getAllByRole('button', { name: '取消完成' });
    await expect(undo).toHaveLength(5);
    await userEvent.click(undo[4] as HTMLElement);
    await expect(args.onMark).toHaveBeenCalledWith({ kind: 'video', id: 3 }, false);
  },
};

/** Nothing finished yet: the way on is to start, at the first entry. */
export const NotStarted: Story = {
  tags: ['!visual'],
  args: { progress: { series_id: 1, done: [], total: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '已完成 0 / 5' })).toHaveAttribute('value', '0');
    await expect(canvas.getByRole('link', { name: '开始学习' })).toHaveAttribute('href', '#/video/detail?id=1');
    await expect(canvas.queryByText('已完成')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: '标记为已完成' })).toHaveLength(5);
  },
};

/** The English site: the English titles, marked English; a Chinese article keeps its language; the site's words in English. */
export const MemberEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: SERIES.en_title })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText(SERIES.en_summary)).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('5 parts')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '2 of 5 done' })).toBeVisible();
    const next = canvas.getByRole('link', { name: 'Continue' });
    await expect(next).toHaveAttribute('href', '#/video/detail?id=2');
    await expect(next).toHaveAccessibleDescription(`Next: ${VIDEOS[1]?.en_title}`);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contents' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      VIDEOS[0]?.en_title,
      REVIEW.title,
      VIDEOS[1]?.en_title,
      INTERVIEW.title,
      VIDEOS[2]?.en_title,
    ]);
    await expect(canvas.getByRole('link', { name: VIDEOS[0]?.en_title })).toHaveAttribute('href', '#/video/detail?id=1');
    await expect(canvas.getByRole('heading', { level: 3, name: VIDEOS[0]?.en_title })).toHaveAttribute('lang', 'en');
    // A Chinese article keeps its language.
    await expect(canvas.getByRole('heading', { level: 3, name: REVIEW.title })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getAllByText('Video')).toHaveLength(3);
    await expect(canvas.getAllByText('Article')).toHaveLength(2);
    await expect(canvas.getAllByText('Done')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Mark as not done' })).toHaveLength(2);
    const [, , , fourth] = entriesOf(canvas);
    await userEvent.click(fourth?.getByRole('button', { name: 'Mark as done' }) as HTMLElement);
    await expect(args.onMark).toHaveBeenCalledWith({ kind: 'article', id: INTERVIEW.id }, true);
    await noStrayChinese(canvasElement);
  },
};

/** A visitor: the way to sign in (and back here) in place of the progress; no ticks and no buttons. */
export const Visitor: Story = {
  args: { signedIn: false, progress: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '登录后记录学习进度' })).toHaveAttribute('href', LOGIN);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('link', { name: '继续学习' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('已完成')).toBeNull();
    // The entries are there all the same, each linking to its page.
    await expect(entriesOf(canvas)).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: VIDEOS[2]?.title })).toHaveAttribute('href', '#/video/detail?id=3');
    await expect(canvas.getByRole('link', { name: INTERVIEW.title })).toHaveAttribute('href', `#/article/detail?id=${INTERVIEW.id}`);
    await expect(args.onMark).not.toHaveBeenCalled();
  },
};

/** A member whose progress is still on its way: its place kept, no buttons yet. */
export const ProgressLoading: Story = {
  tags: ['!visual'],
  args: { progress: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('link', { name: '登录后记录学习进度' })).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(entriesOf(canvas)).toHaveLength(5);
  },
};

/** An entry being marked: its button waits and cannot be pressed again; the others can. */
export const Marking: Story = {
  tags: ['!visual'],
  args: { busyKey: 'video:2' },
  play: async ({ canvas, args }) => {
    const [, , third, fourth] = entriesOf(canvas);
    const busy = third?.getByRole('button', { name: '标记为已完成' }) as HTMLElement;
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expect(args.onMark).not.toHaveBeenCalled();
    await userEvent.click(fourth?.getByRole('button', { name: '标记为已完成' }) as HTMLElement);
    await expect(args.onMark).toHaveBeenCalledWith({ kind: 'article', id: INTERVIEW.id }, true);
  },
};

/** Nothing in the series: said so, with the way on to all videos; no progress to keep. */
export const Empty: Story = {
  args: { series: SERIES_EMPTY },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: SERIES_EMPTY.title })).toBeVisible();
    await expect(canvas.getByText('共 0 节')).toBeVisible();
    await expect(canvas.getByText('这个系列还没有内容')).toBeVisible();
    await expect(canvas.getByText('视频和文章加入后会出现在这里。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '浏览全部视频' })).toHaveAttribute('href', '#/video/list');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Twelve entries with long titles and an unbroken word in the summary: nothing wider than the page. */
export const LongText: Story = {
  args: {
    series: LONG_SERIES,
    progress: { series_id: 1, done: [100, 101, 102].map((id) => ({ kind: 'video' as const, id })), total: 12 },
  },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1, name: LONG_SERIES.title });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(canvas.getByText('共 12 节')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '已完成 3 / 12' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '继续学习' })).toHaveAttribute('href', '#/video/detail?id=103');
    await expect(canvas.getAllByRole('heading', { level: 3, name: new RegExp(LONG_NAME) })).toHaveLength(12);
    await expect(canvas.getAllByText('3:25:07')).toHaveLength(12);
    const summary = canvas.getByText(LONG_SERIES.summary);
    await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth);
    await fitsSideways(canvasElement);
  },
};

export const Loading: Story = {
  args: { status: 'loading', series: undefined, progress: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', series: undefined, progress: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('系列加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No such series, or no longer public: said so, with the way on to all videos. */
export const NotFound: Story = {
  args: { status: 'notFound', series: undefined, progress: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '未找到这个系列' })).toBeVisible();
    await expect(canvas.getByText('这个系列不存在，或已不再公开。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '浏览全部视频' })).toHaveAttribute('href', '#/video/list');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A phone: one column — the cover across the screen, then the title and the progress, the entries one under another; nothing sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const cover = canvasElement.querySelector('.spw-series__cover') as HTMLElement;
    const title = canvas.getByRole('heading', { level: 1, name: SERIES.title });
    await expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(cover.getBoundingClientRect().bottom);
    const box = cover.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.01);
    // The entries one under another, as wide as each other.
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    const [a, b] = items.map((li) => li.getBoundingClientRect());
    await expect(b?.top).toBeGreaterThanOrEqual(a?.bottom ?? Infinity);
    await expect(b?.left).toBe(a?.left);
    // A button on its own line under its entry's title.
    const [, , third] = entriesOf(canvas);
    const mark = third?.getByRole('button', { name: '标记为已完成' }) as HTMLElement;
    const heading = third?.getByRole('heading', { level: 3 }) as HTMLElement;
    await expect(mark.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('link', { name: '继续学习' })).toBeVisible();
    await fitsSideways(canvasElement);
  },
};
