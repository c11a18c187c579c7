import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { AlbumScreen } from './AlbumScreen.tsx';
import { PHOTOS } from './programmeFixtures.ts';

const meta = {
  title: 'Features/Events/Album',
  component: AlbumScreen,
  args: { photos: PHOTOS, total: 12, page: 1, rows: 24, onPageChange: fn(), onRetry: fn(), editionsHref: '#/events/list' },
} satisfies Meta<typeof AlbumScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '活动相册' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    // A photo without a caption is named by its place in the album.
    await expect(canvas.getByRole('button', { name: '查看照片：第 11 张照片' })).toBeVisible();
    // Open the third: the viewer shows it, its caption and '3 / 12'.
    await userEvent.click(canvas.getByRole('button', { name: '查看照片：供需展望论坛' }));
    const dialog = within(await body().findByRole('dialog', { name: '照片查看' }));
    await expect(dialog.getByRole('img', { name: '供需展望论坛' })).toBeVisible();
    await expect(dialog.getByText('3 / 12')).toBeVisible();
    // Next and the arrow keys move; the ends stop.
    await userEvent.click(dialog.getByRole('button', { name: /下一张/ }));
    await expect(dialog.getByText('4 / 12')).toBeVisible();
    await expect(dialog.getByText('设计师作品展示', { selector: 'figcaption' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(dialog.getByText('1 / 12')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /上一张/ })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByText('2 / 12')).toBeVisible();
    // Escape closes it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The viewer open on the last photo, in English. */
export const EnglishViewer: Story = {
  globals: { locale: 'en' },
  args: { initialOpen: 11 },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Photo viewer' }));
    await expect(dialog.getByRole('img', { name: 'Group photo at the close' })).toBeVisible();
    await expect(dialog.getByText('12 / 12')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Next photo/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /Previous photo/ })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Photo album' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View photo: The opening ceremony' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View photo: Photo 11' })).toBeVisible();
  },
};

/** More photos than a page: the pager asks for the next. */
export const Paged: Story = {
  args: { photos: PHOTOS.slice(0, 6), total: 12, rows: 6 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { photos: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无照片')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', photos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Error: Story = {
  args: { status: 'error', photos: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('相册加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { photos: PHOTOS.map((p) => ({ ...p, caption: `${p.caption}${LONG_NAME}` })), initialOpen: 0 },
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    const caption = dialog.getByText(`开幕式现场${LONG_NAME}`, { selector: 'figcaption' });
    await expect(caption).toBeVisible();
    await expect(caption.scrollWidth).toBeLessThanOrEqual(caption.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole('listitem');
    await expect((items[2] as HTMLElement).getBoundingClientRect().top).toBe((items[0] as HTMLElement).getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  args: { initialOpen: 3 },
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByText('4 / 12')).toBeVisible();
  },
};
