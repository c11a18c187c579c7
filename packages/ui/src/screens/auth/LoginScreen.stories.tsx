import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoginScreen } from './LoginScreen.tsx';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    method: 'password',
    onMethodChange: fn(),
    onSubmit: fn(),
    wechatEnabled: false,
    smsEnabled: true,
    emailEnabled: true,
    codeCooldown: 0,
    onSendCode: fn(),
    registerHref: '#/reg',
    forgotHref: '#/forget',
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Password: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByText('请输入用户名')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/用户名/), '  oliver  ');
    await userEvent.type(canvas.getByLabelText(/^密码/), 'member12345');
    await userEvent.click(canvas.getByRole('checkbox', { name: '记住登录' }));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    // Trimmed, as the spec says.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'password',
      username: 'oliver',
      password: 'member12345',
      remember_login: true,
    });
  },
};
export const SmsCode: Story = {
  args: { method: 'sms' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByText('请输入手机号')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/手机号/), '13800000005');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ channel: 'sms', tel: '13800000005', country_code: '86' });
    await userEvent.type(canvas.getByLabelText(/验证码/), '12a');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByText('验证码格式不正确')).toBeVisible();
  },
};
export const CodeCooldown: Story = {
  args: { method: 'email', codeCooldown: 42 },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: '42 秒后重新获取' })).toBeDisabled(),
};
export const EmailCode: Story = {
  args: { method: 'email' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/邮箱/), 'lin@example.com');
    await userEvent.type(canvas.getByLabelText(/验证码/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'email_verifyCode',
      email: 'lin@example.com',
      code: '123456',
      remember_login: false,
    });
  },
};
export const SwitchMethod: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '短信登录' }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('sms');
  },
};
export const WithWechat: Story = {
  args: { wechatEnabled: true, onWechat: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '微信登录' }));
    await expect(args.onWechat).toHaveBeenCalled();
  },
};
export const PasswordOnly: Story = {
  args: { smsEnabled: false, emailEnabled: false },
  play: async ({ canvas }) => expect(canvas.queryByRole('button', { name: '短信登录' })).toBeNull(),
};
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: '登录' })).toBeDisabled(),
};
export const ServerError: Story = {
  args: { error: '账号或密码错误' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('账号或密码错误'),
};
export const LongText: Story = { args: { error: '服务器返回了一条很长的错误说明，'.repeat(6) } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Username is required')).toBeVisible();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
