import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommentsScreen } from './CommentsScreen.tsx';
import { COMMENTS } from './programmeFixtures.ts';

const meta = {
  title: 'Features/Events/Comments',
  component: CommentsScreen,
  args: {
    comments: COMMENTS,
    total: 3,
    page: 1,
    rows: 8,
    onPageChange: fn(),
    onRetry: fn(),
    editionsHref: '#/events/list',
    viewer: { uid: 5, isAdmin: false },
    signInHref: '#/login?redirect=%2FeventSpecial%2Fcomment',
    onSubmit: fn(async () => undefined),
    onDelete: fn(),
  },
} satisfies Meta<typeof CommentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '评论' })).toBeVisible();
    await expect(canvas.getByText('共 3 条评论')).toBeVisible();
    const list = within(canvas.getByRole('list', { name: '评论列表' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    // Only one's own comment has a delete button.
    await expect(canvas.getAllByRole('button', { name: /删除我的评论/ })).toHaveLength(1);
    // Writing: the button waits for text; the text is sent trimmed and the box empties.
    const post = canvas.getByRole('button', { name: '发表' });
    await expect(post).toBeDisabled();
    const box = canvas.getByRole('textbox', { name: '发表评论' });
    await userEvent.type(box, '  明年见！ ');
    await userEvent.click(post);
    await expect(args.onSubmit).toHaveBeenCalledWith('明年见！');
    await waitFor(() => expect(box).toHaveValue(''));
    // Deleting asks first; cancel keeps it.
    await userEvent.click(canvas.getByRole('button', { name: /删除我的评论/ }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: '删除这条评论？' }));
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /删除我的评论/ }));
    await userEvent.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(COMMENTS[0]);
  },
};

/** A failed post keeps what was typed. */
export const PostFails: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new globalThis.Error('40029'))) },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: '发表评论' });
    await userEvent.type(box, '再说一次');
    await userEvent.click(canvas.getByRole('button', { name: '发表' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue('再说一次');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
    await expect(canvas.getByText('3 comments')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your comment' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Delete my comment/ })).toBeVisible();
  },
};

/** A visitor reads and is asked to sign in to write. */
export const Visitor: Story = {
  args: { viewer: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '登录后发表评论' })).toHaveAttribute(
      'href',
      '#/login?redirect=%2FeventSpecial%2Fcomment',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /删除/ })).toBeNull();
  },
};

/** An admin may delete anyone's comment. */
export const Admin: Story = {
  args: { viewer: { uid: 1, isAdmin: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /删除我的评论/ })).toHaveLength(3);
  },
};

export const Paged: Story = {
  args: { total: 30 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { comments: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有评论，来说两句吧')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '发表评论' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const Error: Story = {
  args: { status: 'error', comments: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('评论加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    comments: COMMENTS.map((c) => ({
      ...c,
      nickname: `${c.nickname}${'长'.repeat(40)}`,
      content: `${'铂金'.repeat(200)}\n${'x'.repeat(120)}`,
    })),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '发表评论' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 3 条评论')).toBeVisible();
  },
};
