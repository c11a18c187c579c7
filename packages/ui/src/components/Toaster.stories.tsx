import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Toaster } from './Toaster.tsx';

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  args: { toasts: [{ id: 'a', kind: 'success', message: '发送成功' }], onDismiss: fn(), duration: 600_000 },
  play: async ({ args }) => {
    for (const toast of args.toasts) await expect((await screen.findAllByText(toast.message))[0]).toBeVisible();
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Error: Story = { args: { toasts: [{ id: 'e', kind: 'error', message: 'Account and password are incorrect.' }] } };
export const Several: Story = {
  args: {
    toasts: [
      { id: '1', kind: 'info', message: '暂未开放，敬请期待' },
      { id: '2', kind: 'error', message: '验证失败，请重新登录.' },
    ],
  },
};
export const LongText: Story = { args: { toasts: [{ id: 'l', kind: 'error', message: '服务器返回了一条很长的错误信息，'.repeat(8) }] } };
export const Dismiss: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    await userEvent.click((await screen.findAllByRole('button', { name: '关闭' }))[0] as HTMLElement);
    await expect(args.onDismiss).toHaveBeenCalledWith('a');
  },
};
export const ClosesAfterItsTime: Story = {
  args: { duration: 300 },
  play: async ({ args }) => {
    await expect((await screen.findAllByText('发送成功'))[0]).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(args.onDismiss).toHaveBeenCalledWith('a');
  },
};
export const English: Story = { globals: { locale: 'en' }, args: { toasts: [{ id: 'en', kind: 'success', message: 'Sent' }] } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
