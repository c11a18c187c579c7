import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CreatorSeriesListScreen } from './CreatorSeriesListScreen.tsx';
import { SERIES_ADMIN_ITEMS, SERIES_ADMIN_LONG } from './videoFixtures.ts';
import type { SeriesAdmin } from './videoText.ts';

/** Public with three videos and two articles; hidden and empty (no cover of its own is needed: it has one). */
const [STARTER, INVESTING] = SERIES_ADMIN_ITEMS as [SeriesAdmin, SeriesAdmin];
/** Public, one article, no cover, no English title or summary. */
const JEWELLERY: SeriesAdmin = {
  ...STARTER,
  id: 3,
  title: '铂金首饰选购指南',
  en_title: '',
  summary: '',
  en_summary: '',
  cover: '',
  entries: STARTER.entries.filter((entry) => entry.kind === 'article').slice(0, 1),
};
const ITEMS = [STARTER, INVESTING, JEWELLERY];

const meta = {
  title: 'Features/Media/CreatorSeriesList',
  component: CreatorSeriesListScreen,
  args: {
    status: 'ready',
    items: ITEMS,
    total: ITEMS.length,
    page: 1,
    rows: 10,
    onPageChange: fn(),
    addHref: '#/creator/series/list?add=1',
    editHref: (id) => `#/creator/series/list?edit=${id}`,
    viewHref: (id) => `#/series/detail?id=${id}`,
    onPublish: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreatorSeriesListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The row of a series, found by its title. */
const rowOf = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement);

/** The Chinese site: each series with its counts, the switch, and deleting asked first. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '系列管理' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '新建系列' })).toHaveAttribute('href', '#/creator/series/list?add=1');
    const list = canvas.getAllByRole('list')[0] as HTMLElement;
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      STARTER.title,
      INVESTING.title,
      JEWELLERY.title,
    ]);

    // Public: its counts by kind, its summary, switched on, a way to its page.
    const starter = rowOf(canvas, STARTER.title);
    await expect(starter.getByText('3 个视频 · 2 篇文章')).toBeVisible();
    await expect(starter.getByText(STARTER.summary)).toBeVisible();
    await expect(starter.getByText(/^更新于/)).toHaveTextContent(/^更新于 2026年\d+月\d+日$/);
    await expect(starter.getByRole('switch', { name: `公开 ${STARTER.title}` })).toBeChecked();
    await expect(starter.getByRole('link', { name: `编辑 ${STARTER.title}` })).toHaveAttribute('href', '#/creator/series/list?edit=1');
    await expect(starter.getByRole('link', { name: `查看 ${STARTER.title}` })).toHaveAttribute('href', '#/series/detail?id=1');
    await expect(starter.queryByText('未公开')).toBeNull();

    // Hidden and empty: said so, switched off, nothing to view.
    const investing = rowOf(canvas, INVESTING.title);
    await expect(investing.getByText('未公开')).toBeVisible();
    await expect(investing.getByText('还没有内容')).toBeVisible();
    await expect(investing.getByRole('switch', { name: `公开 ${INVESTING.title}` })).not.toBeChecked();
    await expect(investing.queryByRole('link', { name: /^查看/ })).toBeNull();
    await expect(investing.getByRole('link', { name: `编辑 ${INVESTING.title}` })).toHaveAttribute('href', '#/creator/series/list?edit=2');

    // One kind only: the other counted as none.
    await expect(rowOf(canvas, JEWELLERY.title).getByText('0 个视频 · 1 篇文章')).toBeVisible();

    // The switch: one press each way, no question asked.
    await userEvent.click(starter.getByRole('switch'));
    await expect(args.onPublish).toHaveBeenLastCalledWith(STARTER, 0);
    await userEvent.click(investing.getByRole('switch'));
    await expect(args.onPublish).toHaveBeenLastCalledWith(INVESTING, 1);
    await expect(screen.queryByRole('alertdialog')).toBeNull();

    // Deleting is asked first; keeping it calls nothing and gives the focus back.
    const remove = investing.getByRole('button', { name: `删除 ${INVESTING.title}` });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: '删除这个系列？' });
    await expect(dialog).toHaveTextContent(`《${INVESTING.title}》将被删除，无法恢复；其中的视频和文章不受影响。`);
    await userEvent.click(within(dialog).getByRole('button', { name: '保留' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.click(remove);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(INVESTING);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The dialog asking, as the admin sees it. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(rowOf(canvas, STARTER.title).getByRole('button', { name: `删除 ${STARTER.title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除这个系列？' });
    await expect(dialog).toHaveTextContent(`《${STARTER.title}》将被删除`);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A call on its way: the series' switch and delete keep the focus but take no second press; the others still work. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { busyId: STARTER.id },
  play: async ({ canvas, args }) => {
    const row = rowOf(canvas, STARTER.title);
    const toggle = row.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveFocus();
    await userEvent.click(row.getByRole('button', { name: /^删除/ }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onPublish).not.toHaveBeenCalled();
    await userEvent.click(rowOf(canvas, JEWELLERY.title).getByRole('switch'));
    await expect(args.onPublish).toHaveBeenCalledWith(JEWELLERY, 0);
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

/** The English site: English titles where there are, marked English; a Chinese-only series stays Chinese, marked so. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Series' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New series' })).toBeVisible();

    await expect(canvas.getByRole('heading', { level: 2, name: STARTER.en_title })).toHaveAttribute('lang', 'en');
    const starter = rowOf(canvas, STARTER.en_title);
    await expect(starter.getByText('3 videos · 2 articles')).toBeVisible();
    await expect(starter.getByText(STARTER.en_summary)).toHaveAttribute('lang', 'en');
    await expect(starter.getByText(/^Updated/)).toHaveTextContent(/^Updated \d+ \w+ 2026$/);
    await expect(starter.getByRole('switch', { name: `Public ${STARTER.en_title}` })).toBeChecked();
    await expect(starter.getByRole('link', { name: `View ${STARTER.en_title}` })).toBeVisible();

    const investing = rowOf(canvas, INVESTING.en_title);
    await expect(investing.getByText('Hidden')).toBeVisible();
    await expect(investing.getByText('Nothing in it yet')).toBeVisible();

    await expect(canvas.getByRole('heading', { level: 2, name: JEWELLERY.title })).toHaveAttribute('lang', 'zh-CN');
    await expect(rowOf(canvas, JEWELLERY.title).getByText('0 videos · 1 article')).toBeVisible();

    // No Chinese outside what is marked Chinese (the admins' own words).
    const root = canvasElement.cloneNode(true) as HTMLElement;
    for (const zh of root.querySelectorAll('[lang="zh-CN"]')) zh.remove();
    await expect(root.textContent ?? '').not.toMatch(/[\u4e00-\u9fff]/);

    await userEvent.click(investing.getByRole('button', { name: `Delete ${INVESTING.en_title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this series?' });
    await expect(dialog).toHaveTextContent(`“${INVESTING.en_title}” will be deleted for good; its videos and articles stay as they are.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** No series at all: the way to make the first one. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有系列')).toBeVisible();
    await expect(canvas.getByText(/^新建一个系列：把视频和文章按顺序串起来/)).toBeVisible();
    const links = canvas.getAllByRole('link', { name: '新建系列' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '#/creator/series/list?add=1');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '系列管理' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('系列加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The longest title and summary, twelve entries: everything wraps inside its row, the summary kept to two lines. */
export const LongText: Story = {
  args: { items: [SERIES_ADMIN_LONG, { ...SERIES_ADMIN_LONG, id: 10, is_public: 0, cover: '' }, STARTER] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('12 个视频 · 0 篇文章')).toHaveLength(2);
    for (const row of canvasElement.querySelectorAll<HTMLElement>('.spw-live-desk-row')) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
    const summary = canvasElement.querySelector('.spw-series-desk-row__summary') as HTMLElement;
    const lineHeight = Number.parseFloat(getComputedStyle(summary).lineHeight);
    await expect(summary.clientHeight).toBeLessThanOrEqual(Math.ceil(lineHeight * 2) + 1);
    const root = canvasElement.querySelector('.spw-live-desk') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A phone: cover beside the words, the switch and actions under them; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [STARTER, INVESTING, SERIES_ADMIN_LONG], total: 30, rows: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText('第 1 / 10 页')).toBeVisible();
    const row = rowOf(canvas, STARTER.title);
    const toggle = row.getByRole('switch');
    const counts = row.getByText('3 个视频 · 2 篇文章');
    await expect(toggle.getBoundingClientRect().top).toBeGreaterThan(counts.getBoundingClientRect().bottom);
    for (const item of canvasElement.querySelectorAll<HTMLElement>('.spw-live-desk-row, .spw-live-desk-row__actions')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
