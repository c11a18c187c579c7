import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';
import { expectOnlyCall } from './expectOnlyCall.ts';

const meta = {
  title: 'Features/Auth/ForgotPassword',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), onSendCode: fn(), codeCooldown: 0, loginHref: '#/login' },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BySms: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: '通过手机号找回' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByText('请输入手机号')).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/手机号/, { selector: 'input' }), ' 13800000005 ');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expectOnlyCall(args.onSendCode, { channel: 'sms', tel: '13800000005', country_code: '86' });
    await userEvent.type(canvas.getByLabelText(/验证码/, { selector: 'input' }), '654321');
    await userEvent.type(canvas.getByLabelText(/^新密码/, { selector: 'input' }), 'newsecret123');
    await userEvent.type(canvas.getByLabelText(/^确认密码/, { selector: 'input' }), 'newsecret123');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expectOnlyCall(args.onSubmit, {
      channel: 'sms',
      tel: '13800000005',
      country_code: '86',
      code: '654321',
      password: 'newsecret123',
    });
  },
};

export const ByEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '通过邮箱找回' }));
    await expect(canvas.getByRole('tab', { name: '通过邮箱找回' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(canvas.getByLabelText(/邮箱/, { selector: 'input' }), 'lin@example');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByText('邮箱格式不正确')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/邮箱/, { selector: 'input' }), '.com');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expectOnlyCall(args.onSendCode, { channel: 'email', email: 'lin@example.com' });
    await userEvent.type(canvas.getByLabelText(/验证码/, { selector: 'input' }), '246810');
    await userEvent.type(canvas.getByLabelText(/^新密码/, { selector: 'input' }), 'newsecret123');
    await userEvent.type(canvas.getByLabelText(/^确认密码/, { selector: 'input' }), 'newsecret123');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expectOnlyCall(args.onSubmit, {
      channel: 'email',
      email: 'lin@example.com',
      code: '246810',
      password: 'newsecret123',
    });
  },
};

export const Validation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/验证码/, { selector: 'input' }), '12');
    await userEvent.type(canvas.getByLabelText(/^新密码/, { selector: 'input' }), 'short');
    await userEvent.type(canvas.getByLabelText(/^确认密码/, { selector: 'input' }), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(canvas.getByText('请输入手机号')).toBeVisible();
    await expect(canvas.getByText('验证码格式不正确')).toBeVisible();
    await expect(canvas.getByText('密码至少8位，由数字或字母组成')).toBeVisible();
    await expect(canvas.getByText('两次输入的密码不一致')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Cooldown: Story = {
  args: { codeCooldown: 9 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '9 秒后重新获取' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: '重置密码' })).toBeDisabled(),
};

export const ServerError: Story = {
  args: { error: '验证码已过期' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('验证码已过期'),
};

export const LongText: Story = {
  args: { error: '该手机号在过去一小时内请求验证码的次数过多，请稍后再试或改用邮箱找回密码。'.repeat(3) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '通过邮箱找回' }));
    await userEvent.type(
      canvas.getByLabelText(/邮箱/, { selector: 'input' }),
      'a.very.long.address.for.the.platinum.week@jewellery-design.example.com',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(/改用邮箱找回密码。$/);
  },
};

export const Done: Story = {
  args: { done: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('密码已重置，请使用新密码登录。');
    await expect(canvas.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '#/login');
    await expect(canvas.queryByRole('button', { name: '重置密码' })).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '找回密码' })).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: '找回方式' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Reset by email' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(canvas.getByText('Email is required')).toBeVisible();
  },
};

export const EnglishDone: Story = {
  globals: { locale: 'en' },
  args: { done: true },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '#/login'),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '找回密码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重置密码' })).toBeVisible();
  },
};
