import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, pageItems } from './Pagination.tsx';

/** What the list of pages shows, gaps ('…', hidden from screen readers) included. */
const shown = (list: HTMLElement) => Array.from(list.children, (item) => item.textContent);

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  // 96 items, 8 a page (the spec's list size): 12 pages.
  args: { page: 1, total: 96, rows: 8, onPageChange: fn() },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(shown(canvas.getByRole('list'))).toEqual(['1', '2', '3', '4', '5', '…', '12']);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledOnce();
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Middle: Story = {
  args: { page: 6 },
  play: async ({ canvas, args }) => {
    await expect(shown(canvas.getByRole('list'))).toEqual(['1', '…', '5', '6', '7', '…', '12']);
    await expect(canvas.getByRole('button', { name: '第 6 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    // The current page is no link to itself.
    await userEvent.click(canvas.getByRole('button', { name: '第 6 页' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(shown(canvas.getByRole('list'))).toEqual(['1', '…', '8', '9', '10', '11', '12']);
    await userEvent.click(canvas.getByRole('button', { name: '第 1 页' }));
    await expect(args.onPageChange).toHaveBeenCalledOnce();
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const FewPages: Story = {
  // Works review: 10 a page.
  args: { page: 2, total: 30, rows: 10 },
  play: async ({ canvas }) => {
    await expect(shown(canvas.getByRole('list'))).toEqual(['1', '2', '3']);
    await expect(pageItems(5, 9)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 9]);
    await expect(pageItems(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap-end', 9]);
    await expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  },
};

/** Everything fits on one page: no pagination at all. */
export const OnePage: Story = {
  args: { total: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    // Previous is disabled on page 1, so the first stop is page 1.
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByRole('button', { name: '第 4 页' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const LongText: Story = {
  args: { page: 1234, total: 40_000, rows: 8 },
  play: async ({ canvas }) => {
    await expect(shown(canvas.getByRole('list'))).toEqual(['1', '…', '1233', '1234', '1235', '…', '5000']);
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

export const English: Story = {
  globals: { locale: 'en' },
  args: { page: 6 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledOnce();
    await expect(args.onPageChange).toHaveBeenCalledWith(7);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { page: 6 },
  play: async ({ canvas, args }) => {
    // Compact: where we are in words, and the two steps; the numbers are left out.
    await expect(canvas.getByText('第 6 / 12 页')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '第 7 页' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledOnce();
    await expect(args.onPageChange).toHaveBeenCalledWith(7);
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Middle, globals: { ...Middle.globals, theme: 'dark' } };
