import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

const meta = {
  title: 'Screens/Auth/ForgotPassword',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onSendCode: fn(), codeCooldown: 0, loginHref: '#/login' },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BySms: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/手机号/), '13800000005');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ channel: 'sms', tel: '13800000005' });
    await userEvent.type(canvas.getByLabelText(/验证码/), '654321');
    await userEvent.type(canvas.getByLabelText(/^新密码/), 'newsecret123');
    await userEvent.type(canvas.getByLabelText(/^确认密码/), 'newsecret123');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ channel: 'sms', tel: '13800000005', code: '654321', password: 'newsecret123' });
  },
};
export const ByEmail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '通过邮箱找回' }));
    await expect(canvas.getByLabelText(/邮箱/)).toBeVisible();
  },
};
export const Cooldown: Story = {
  args: { codeCooldown: 9 },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: '9 秒后重新获取' })).toBeDisabled(),
};
export const ServerError: Story = {
  args: { error: '验证码已过期' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('验证码已过期'),
};
export const Done: Story = {
  args: { done: true },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '#/login'),
};
export const English: Story = { globals: { locale: 'en' }, args: { done: true } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
