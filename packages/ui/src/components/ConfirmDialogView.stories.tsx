import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialogView } from './ConfirmDialogView.tsx';

const meta = {
  title: 'Components/ConfirmDialogView',
  component: ConfirmDialogView,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Confirm logout',
    description: '您已退出登录，可以取消以停留在当前页面，或重新登录',
    confirmLabel: '重新登录',
    cancelLabel: '取消',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReLogin: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm logout' });
    await expect(dialog).toBeVisible();
    // Focus starts inside the dialog, on the safe answer.
    await expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
export const EscapeCancels: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    description: 'You have been logged out, you can cancel to stay on this page, or log in again',
    confirmLabel: 'Re-Login',
    cancelLabel: 'Cancel',
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Re-Login' })).toBeVisible();
  },
};
export const LongText: Story = {
  args: { description: '一段很长的说明文字。'.repeat(30) },
  play: async () => void (await screen.findByRole('alertdialog')),
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, play: async () => void (await screen.findByRole('alertdialog')) };
