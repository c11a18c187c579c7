import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CreatorVideoListScreen } from './CreatorVideoListScreen.tsx';
import { VIDEO_ADMIN_ITEMS, VIDEO_ADMIN_LONG } from './videoFixtures.ts';
import type { VideoAdmin } from './videoText.ts';

/** MP4 with a cover (12:34); HLS (7:05); an embedded player (3:03); hidden, Chinese only, no cover (1:35). */
const [FILM, STUDIO, PRICES, OPENING] = VIDEO_ADMIN_ITEMS as [VideoAdmin, VideoAdmin, VideoAdmin, VideoAdmin];

const meta = {
  title: 'Features/Media/CreatorVideoList',
  component: CreatorVideoListScreen,
  args: {
    status: 'ready',
    items: VIDEO_ADMIN_ITEMS,
    total: VIDEO_ADMIN_ITEMS.length,
    page: 1,
    rows: 10,
    onPageChange: fn(),
    keyword: '',
    onSearch: fn(),
    addHref: '#/creator/video/list?add=1',
    editHref: (id) => `#/creator/video/list?edit=${id}`,
    viewHref: (id) => `#/video/detail?id=${id}`,
    onPublish: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreatorVideoListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The row of a video, found by its title. */
const rowOf = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement);

/** The Chinese site: each video's length, how it plays, when it changed; search, the switch, and deleting asked first. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '视频管理' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '新建视频' })).toHaveAttribute('href', '#/creator/video/list?add=1');
    await expect(canvas.getByText('共 4 个视频')).toBeVisible();
    const list = canvas.getAllByRole('list').find((ul) => ul.classList.contains('spw-live-desk__items')) as HTMLElement;
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(VIDEO_ADMIN_ITEMS.map((v) => v.title));

    // Public, with a cover: its length on the cover, its source, its date; a way to its page.
    const film = rowOf(canvas, FILM.title);
    await expect(film.getByText('12:34')).toBeVisible();
    await expect(film.getByText('12:34')).toHaveTextContent('时长 12:34');
    await expect(film.getByText('MP4 视频')).toBeVisible();
    await expect(film.getByText('2026年11月26日')).toHaveAttribute('datetime', FILM.updated_at);
    await expect(film.getByText(/^更新于/)).toHaveTextContent('更新于 2026年11月26日');
    await expect(film.getByRole('switch', { name: `公开 ${FILM.title}` })).toBeChecked();
    await expect(film.getByRole('link', { name: `编辑 ${FILM.title}` })).toHaveAttribute('href', '#/creator/video/list?edit=1');
    await expect(film.getByRole('link', { name: `查看 ${FILM.title}` })).toHaveAttribute('href', '#/video/detail?id=1');
    await expect(rowOf(canvas, STUDIO.title).getByText('HLS 视频流')).toBeVisible();
    await expect(rowOf(canvas, STUDIO.title).getByText('7:05')).toBeVisible();
    await expect(rowOf(canvas, PRICES.title).getByText('嵌入播放器')).toBeVisible();

    // Hidden: said so, switched off, nothing to view.
    const opening = rowOf(canvas, OPENING.title);
    await expect(opening.getByText('未公开')).toBeVisible();
    await expect(opening.getByText('1:35')).toBeVisible();
    await expect(opening.getByRole('switch', { name: `公开 ${OPENING.title}` })).not.toBeChecked();
    await expect(opening.queryByRole('link', { name: /^查看/ })).toBeNull();
    await expect(opening.getByRole('link', { name: `编辑 ${OPENING.title}` })).toBeVisible();

    // The search: Enter or the button asks for the words, trimmed.
    const search = canvas.getByRole('searchbox', { name: '按标题搜索' });
    await expect(canvas.getByRole('search', { name: '搜索视频' })).toContainElement(search);
    await userEvent.type(search, ' 铂金 {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('铂金');
    await userEvent.clear(search);
    await userEvent.type(search, '婚戒');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('婚戒');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    await userEvent.clear(search);

    // The switch: one press each way, no question asked.
    await userEvent.click(film.getByRole('switch'));
    await expect(args.onPublish).toHaveBeenLastCalledWith(FILM, 0);
    await userEvent.click(opening.getByRole('switch'));
    await expect(args.onPublish).toHaveBeenLastCalledWith(OPENING, 1);
    await expect(screen.queryByRole('alertdialog')).toBeNull();

    // Deleting is asked first; keeping it calls nothing and gives the focus back.
    const remove = rowOf(canvas, PRICES.title).getByRole('button', { name: `删除 ${PRICES.title}` });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: '删除这个视频？' });
    await expect(dialog).toHaveTextContent(`《${PRICES.title}》将被删除，无法恢复；它也会从所在的系列中移除。`);
    await userEvent.click(within(dialog).getByRole('button', { name: '保留' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.click(remove);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(PRICES);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** A search in the link: the box starts with its words. */
export const Searched: Story = {
  tags: ['!visual'],
  args: { keyword: '铂金', items: [FILM], total: 1 },
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: '按标题搜索' });
    await expect(search).toHaveValue('铂金');
    await expect(search).toHaveAttribute('maxlength', '50');
    await expect(canvas.getByText('共 1 个视频')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** A call on its way: the video's switch and delete keep the focus but take no second press; the others still work. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { busyId: FILM.id },
  play: async ({ canvas, args }) => {
    const row = rowOf(canvas, FILM.title);
    const toggle = row.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveFocus();
    await userEvent.click(row.getByRole('button', { name: /^删除/ }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onPublish).not.toHaveBeenCalled();
    await userEvent.click(rowOf(canvas, STUDIO.title).getByRole('switch'));
    await expect(args.onPublish).toHaveBeenCalledWith(STUDIO, 0);
  },
};

/** More than one page: the pager asks for the others. */
export const ChangePage: Story = {
  tags: ['!visual'],
  args: { total: 25, rows: 4, page: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** The English site: English titles where there are, marked English; a Chinese-only video stays Chinese, marked so. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New video' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search by title' })).toBeVisible();
    await expect(canvas.getByText('4 videos')).toBeVisible();

    await expect(canvas.getByRole('heading', { level: 2, name: FILM.en_title })).toHaveAttribute('lang', 'en');
    const film = rowOf(canvas, FILM.en_title);
    await expect(film.getByText('12:34')).toHaveTextContent('Length 12:34');
    await expect(film.getByText('MP4 video')).toBeVisible();
    await expect(film.getByText(/^Updated/)).toHaveTextContent('Updated 26 Nov 2026');
    await expect(film.getByRole('switch', { name: `Public ${FILM.en_title}` })).toBeChecked();
    await expect(rowOf(canvas, STUDIO.en_title).getByText('HLS stream')).toBeVisible();
    await expect(rowOf(canvas, PRICES.en_title).getByText('Embedded player')).toBeVisible();

    await expect(canvas.getByRole('heading', { level: 2, name: OPENING.title })).toHaveAttribute('lang', 'zh-CN');
    await expect(rowOf(canvas, OPENING.title).getByText('Hidden')).toBeVisible();

    // No Chinese outside what is marked Chinese (the admins' own words).
    const root = canvasElement.cloneNode(true) as HTMLElement;
    for (const zh of root.querySelectorAll('[lang="zh-CN"]')) zh.remove();
    await expect(root.textContent ?? '').not.toMatch(/[\u4e00-\u9fff]/);

    await userEvent.click(film.getByRole('button', { name: `Delete ${FILM.en_title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this video?' });
    await expect(dialog).toHaveTextContent(`“${FILM.en_title}” will be deleted for good, and taken out of every series it is in.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** No video at all: the way to add the first one. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有视频')).toBeVisible();
    await expect(canvas.getByText(/^新建一个视频：填写标题和视频地址/)).toBeVisible();
    const links = canvas.getAllByRole('link', { name: '新建视频' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '#/creator/video/list?add=1');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByText(/个视频$/)).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** A search that finds nothing says so, and offers the whole list again. */
export const EmptySearch: Story = {
  tags: ['!visual'],
  args: { items: [], total: 0, keyword: '钯金' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('没有找到与“钯金”相关的视频')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '新建视频' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '视频管理' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('视频加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The longest title, a length past three hours, hidden and without a cover: everything wraps inside its row. */
export const LongText: Story = {
  args: { items: [VIDEO_ADMIN_LONG, { ...VIDEO_ADMIN_LONG, id: 10, is_public: 0, cover: '' }, FILM], total: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('3:25:07')).toHaveLength(2);
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
  args: { items: [FILM, OPENING, VIDEO_ADMIN_LONG], total: 30, rows: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText('第 1 / 10 页')).toBeVisible();
    const row = rowOf(canvas, FILM.title);
    const toggle = row.getByRole('switch');
    const date = row.getByText(/^更新于/);
    await expect(toggle.getBoundingClientRect().top).toBeGreaterThan(date.getBoundingClientRect().bottom);
    for (const item of canvasElement.querySelectorAll<HTMLElement>(
      '.spw-live-desk-row, .spw-live-desk-row__actions, .spw-video-desk__search',
    )) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
