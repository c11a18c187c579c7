import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoginScreen, type LoginMethod, type LoginScreenProps } from './LoginScreen.tsx';
import { expectOnlyCall } from './expectOnlyCall.ts';

const meta = {
  title: 'Features/Auth/Login',
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

/** The site keeps the method in its state; so does this story, to switch for real. */
function Switching(args: LoginScreenProps) {
  const [method, setMethod] = useState<LoginMethod>(args.method);
  return (
    <LoginScreen
      {...args}
      method={method}
      onMethodChange={(m) => {
        args.onMethodChange(m);
        setMethod(m);
      }}
    />
  );
}

export const Password: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByText('请输入用户名')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/用户名/, { selector: 'input' }), '  oliver  ');
    // A password is sent as typed, spaces included.
    await userEvent.type(canvas.getByLabelText(/^密码/, { selector: 'input' }), ' member12345');
    await userEvent.click(canvas.getByRole('checkbox', { name: '记住登录' }));
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    // Trimmed, as the spec says.
    await expectOnlyCall(args.onSubmit, {
      type: 'password',
      username: 'oliver',
      password: ' member12345',
      remember_login: true,
    });
    await expect(canvas.getByRole('link', { name: '还没有账号？立即注册' })).toHaveAttribute('href', '#/reg');
    await expect(canvas.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '#/forget');
  },
};

export const SmsCode: Story = {
  args: { method: 'sms' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
    // The number is checked before a code is asked for.
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByText('请输入手机号')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/手机号/, { selector: 'input' }), '1380');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByText('手机号格式不正确')).toBeVisible();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/手机号/, { selector: 'input' }), '0000005 ');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expectOnlyCall(args.onSendCode, { channel: 'sms', tel: '13800000005', country_code: '86' });
    await userEvent.type(canvas.getByLabelText(/验证码/, { selector: 'input' }), '12a');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(canvas.getByText('验证码格式不正确')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/验证码/, { selector: 'input' }));
    await userEvent.type(canvas.getByLabelText(/验证码/, { selector: 'input' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expectOnlyCall(args.onSubmit, {
      type: 'verifyCode',
      tel: '13800000005',
      country_code: '86',
      code: '123456',
      remember_login: false,
    });
  },
};

export const OtherCountryCode: Story = {
  args: { method: 'sms' },
  play: async ({ canvas, args }) => {
    const code = canvas.getByLabelText('区号', { selector: 'input' });
    await userEvent.clear(code);
    // The '+' is already drawn: only digits go in, four at most.
    await userEvent.type(code, '+85a2');
    await expect(code).toHaveValue('852');
    await userEvent.type(canvas.getByLabelText(/手机号/, { selector: 'input' }), '91234567');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expectOnlyCall(args.onSendCode, { channel: 'sms', tel: '91234567', country_code: '852' });
  },
};

/** An empty country code is left to the server, which takes 86. */
export const NoCountryCode: Story = {
  args: { method: 'sms' },
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByLabelText('区号', { selector: 'input' }));
    await userEvent.type(canvas.getByLabelText(/手机号/, { selector: 'input' }), '13800000005');
    await userEvent.type(canvas.getByLabelText(/验证码/, { selector: 'input' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expectOnlyCall(args.onSubmit, { type: 'verifyCode', tel: '13800000005', code: '123456', remember_login: false });
  },
};

export const EmailCode: Story = {
  args: { method: 'email' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/邮箱/, { selector: 'input' }), 'lin@');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByText('邮箱格式不正确')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/邮箱/, { selector: 'input' }), 'example.com  ');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expectOnlyCall(args.onSendCode, { channel: 'email', email: 'lin@example.com' });
    await userEvent.type(canvas.getByLabelText(/验证码/, { selector: 'input' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expectOnlyCall(args.onSubmit, {
      type: 'email_verifyCode',
      email: 'lin@example.com',
      code: '123456',
      remember_login: false,
    });
  },
};

export const CodeCooldown: Story = {
  args: { method: 'email', codeCooldown: 42 },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: '42 秒后重新获取' })).toBeDisabled(),
};

export const SwitchMethod: Story = {
  render: Switching,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: '登录方式' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '短信登录' }));
    await expect(args.onMethodChange).toHaveBeenLastCalledWith('sms');
    await expect(canvas.getByRole('tabpanel')).toContainElement(canvas.getByLabelText(/手机号/, { selector: 'input' }));
    // Arrow keys move between the methods; the chosen tab keeps the focus.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMethodChange).toHaveBeenLastCalledWith('email');
    await waitFor(() => expect(canvas.getByRole('tab', { name: '邮箱登录' })).toHaveFocus());
    await expect(canvas.getByLabelText(/邮箱/, { selector: 'input' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMethodChange).toHaveBeenLastCalledWith('password');
    await userEvent.keyboard('{End}');
    await expect(args.onMethodChange).toHaveBeenLastCalledWith('email');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText(/用户名/, { selector: 'input' })).toBeVisible();
  },
};

export const WithWechat: Story = {
  args: { wechatEnabled: true, onWechat: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '微信登录' }));
    await expect(args.onWechat).toHaveBeenCalledOnce();
  },
};

export const PasswordOnly: Story = {
  args: { smsEnabled: false, emailEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '微信登录' })).toBeNull();
    await expect(canvas.getByLabelText(/用户名/, { selector: 'input' })).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '登录' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { error: 'Account and password are incorrect.' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Account and password are incorrect.'),
};

export const LongText: Story = {
  args: { error: '服务器返回了一条很长的错误说明，'.repeat(6), wechatEnabled: true, onWechat: fn() },
  play: async ({ canvas }) => {
    const account = canvas.getByLabelText(/用户名/, { selector: 'input' });
    await userEvent.type(account, 'a.very.long.member.name@platinum-week.example.com');
    await expect(account).toHaveValue('a.very.long.member.name@platinum-week.example.com');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/错误说明，$/);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '登录上海铂金周' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['密码登录', '短信登录', '邮箱登录']);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { method: 'sms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to Shanghai Platinum Week' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Mobile number is required')).toBeVisible();
    await expect(canvas.getByText('Verification code is required')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { method: 'sms', codeCooldown: 59 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '59 秒后重新获取' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Password, globals: { ...Password.globals, theme: 'dark' } };
