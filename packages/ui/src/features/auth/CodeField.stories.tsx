import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CodeField } from './CodeField.tsx';

const meta = {
  title: 'Features/Auth/CodeField',
  component: CodeField,
  args: { cooldown: 0, onSend: fn(), style: { maxWidth: 360 } },
} satisfies Meta<typeof CodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSend).toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/验证码/), '123456');
    await expect(canvas.getByLabelText(/验证码/)).toHaveValue('123456');
  },
};
export const CountingDown: Story = {
  args: { cooldown: 58 },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: '58 秒后重新获取' })).toBeDisabled(),
};
export const WithError: Story = {
  args: { error: '验证码错误' },
  play: async ({ canvas }) => expect(canvas.getByLabelText(/验证码/)).toHaveAccessibleDescription('验证码错误'),
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Get code' })).toBeVisible(),
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { style: {} } };
