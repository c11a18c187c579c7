import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RegisterScreen } from './RegisterScreen.tsx';

const meta = {
  title: 'Screens/Auth/Register',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), loginHref: '#/login', agreementHref: '#/page/index?name=agreement' },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^用户名/), 'new_member');
    await userEvent.type(canvas.getByLabelText(/^昵称/), '新会员');
    await userEvent.type(canvas.getByLabelText(/^密码/), 'secret12345');
    await userEvent.type(canvas.getByLabelText(/^确认密码/), 'secret12345');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    // The agreement comes first.
    await expect(canvas.getByText('请先阅读并同意用户协议')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'new_member', nickname: '新会员', password: 'secret12345', agree: true });
  },
};
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^密码/), 'short');
    await userEvent.type(canvas.getByLabelText(/^确认密码/), 'other');
    await userEvent.type(canvas.getByLabelText(/^邮箱/), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expect(canvas.getByText('请输入用户名')).toBeVisible();
    await expect(canvas.getByText('请输入昵称')).toBeVisible();
    await expect(canvas.getByText('两次输入的密码不一致')).toBeVisible();
    await expect(canvas.getByText('邮箱格式不正确')).toBeVisible();
  },
};
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: '注册' })).toBeDisabled(),
};
export const ServerError: Story = {
  args: { error: '用户名已被占用' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('用户名已被占用'),
};
export const LongText: Story = { args: { error: '一条很长的服务器消息，'.repeat(8) } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible(),
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
