import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RegisterScreen } from './RegisterScreen.tsx';
import { expectOnlyCall } from './expectOnlyCall.ts';

const meta = {
  title: 'Features/Auth/Register',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), loginHref: '#/login', agreementHref: '#/page/index?name=agreement' },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^用户名/, { selector: 'input' }), ' new_member ');
    await userEvent.type(canvas.getByLabelText(/^昵称/, { selector: 'input' }), '新会员 ');
    await userEvent.type(canvas.getByLabelText(/^密码/, { selector: 'input' }), 'secret12345');
    await userEvent.type(canvas.getByLabelText(/^确认密码/, { selector: 'input' }), 'secret12345');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    // The agreement comes first.
    await expect(canvas.getByText('请先阅读并同意用户协议')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /我已阅读并同意/ }));
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    // Optional fields left empty are not sent, nor is the country code without a number.
    await expectOnlyCall(args.onSubmit, {
      username: 'new_member',
      nickname: '新会员',
      password: 'secret12345',
      agree: true,
    });
    await expect(canvas.getByRole('link', { name: '用户协议' })).toHaveAttribute('href', '#/page/index?name=agreement');
  },
};

export const WithEmailAndTel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^用户名/, { selector: 'input' }), 'lin.xiao@spw');
    await userEvent.type(canvas.getByLabelText(/^昵称/, { selector: 'input' }), '林晓');
    await userEvent.type(canvas.getByLabelText(/^密码/, { selector: 'input' }), 'secret12345');
    await userEvent.type(canvas.getByLabelText(/^确认密码/, { selector: 'input' }), 'secret12345');
    await userEvent.type(canvas.getByLabelText(/^邮箱/, { selector: 'input' }), ' lin@example.com ');
    await userEvent.type(canvas.getByLabelText(/^手机号/, { selector: 'input' }), '13800000007 ');
    await userEvent.click(canvas.getByRole('checkbox', { name: /我已阅读并同意/ }));
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expectOnlyCall(args.onSubmit, {
      username: 'lin.xiao@spw',
      nickname: '林晓',
      password: 'secret12345',
      email: 'lin@example.com',
      tel: '13800000007',
      country_code: '86',
      agree: true,
    });
  },
};

export const Validation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^密码/, { selector: 'input' }), 'short');
    await userEvent.type(canvas.getByLabelText(/^确认密码/, { selector: 'input' }), 'other');
    await userEvent.type(canvas.getByLabelText(/^邮箱/, { selector: 'input' }), 'not-an-email');
    await userEvent.type(canvas.getByLabelText(/^手机号/, { selector: 'input' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expect(canvas.getByText('请输入用户名')).toBeVisible();
    await expect(canvas.getByText('请输入昵称')).toBeVisible();
    await expect(canvas.getByLabelText(/^密码/, { selector: 'input' })).toHaveAccessibleDescription(/密码至少8位/);
    await expect(canvas.getByLabelText(/^密码/, { selector: 'input' })).toBeInvalid();
    await expect(canvas.getByText('两次输入的密码不一致')).toBeVisible();
    await expect(canvas.getByText('邮箱格式不正确')).toBeVisible();
    await expect(canvas.getByText('手机号格式不正确')).toBeVisible();
    await expect(canvas.getByText('请先阅读并同意用户协议')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^用户名/, { selector: 'input' }));
    await userEvent.type(canvas.getByLabelText(/^用户名/, { selector: 'input' }), 'ab');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expect(canvas.getByText('用户名为 3–32 位字母、数字或 _ . @ -')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '注册' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '注册' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: { error: '用户名已被占用' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('用户名已被占用'),
};

export const LongText: Story = {
  args: { error: '一条很长的服务器消息，'.repeat(8) },
  play: async ({ canvas }) => {
    const nickname = canvas.getByLabelText(/^昵称/, { selector: 'input' });
    // The contract's limit: 32 characters at most.
    await userEvent.type(nickname, '上海铂金周组委会特别顾问委员会国际铂族金属市场与珠宝设计联合研究中心首席代表');
    await expect(nickname).toHaveValue('上海铂金周组委会特别顾问委员会国际铂族金属市场与珠宝设计联合研究');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/服务器消息，$/);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '注册会员' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '已有账号？去登录' })).toHaveAttribute('href', '#/login');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('You must agree to the agreement before submitting')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('区号', { selector: 'input' })).toHaveValue('86');
    await expect(canvas.getByRole('button', { name: '注册' })).toBeVisible();
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Validation, globals: { ...Validation.globals, theme: 'dark' } };
