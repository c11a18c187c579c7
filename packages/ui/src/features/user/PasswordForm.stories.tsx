import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectOnlyCall } from '../auth/expectOnlyCall.ts';
import { PasswordForm } from './PasswordForm.tsx';

const meta = {
  title: 'Features/User/PasswordForm',
  component: PasswordForm,
  parameters: { layout: 'fullscreen' },
  args: {
    hasPassword: true,
    saving: false,
    onSubmit: fn(),
    profileHref: '#/user/index?uid=201',
  },
} satisfies Meta<typeof PasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A password box, found by its label. */
const box = (canvas: ReturnType<typeof within>, label: RegExp) => canvas.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

/** The old password, the new one twice; the note about other devices on the button. */
export const Change: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '修改密码' })).toBeVisible();
    await expect(box(canvas, /^原密码/)).toHaveAttribute('autocomplete', 'current-password');
    await expect(box(canvas, /^新密码/)).toHaveAttribute('type', 'password');
    await expect(box(canvas, /^新密码/)).toHaveAccessibleDescription('密码至少8位，由数字或字母组成');
    const submit = canvas.getByRole('button', { name: '确认修改' });
    await expect(submit).toHaveAccessibleDescription('修改密码后，其他设备上的登录将会退出。');
    await userEvent.type(box(canvas, /^原密码/), 'oldsecret1');
    await userEvent.type(box(canvas, /^新密码/), 'Platinum950');
    await userEvent.type(box(canvas, /^确认密码/), 'Platinum950');
    await userEvent.click(submit);
    await expectOnlyCall(args.onSubmit, { old_password: 'oldsecret1', password: 'Platinum950' });
    await expect(canvas.getByRole('link', { name: '取消' })).toHaveAttribute('href', '#/user/index?uid=201');
  },
};

/** Signed up by code, no password yet: set one, no old password asked. */
export const SetFirst: Story = {
  args: { hasPassword: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '设置密码' })).toBeVisible();
    await expect(canvas.getByText(/还没有设置密码/)).toBeVisible();
    await expect(canvas.queryByLabelText(/^原密码/)).toBeNull();
    await userEvent.type(box(canvas, /^新密码/), 'Platinum950');
    await userEvent.type(box(canvas, /^确认密码/), 'Platinum950');
    await userEvent.click(canvas.getByRole('button', { name: '设置密码' }));
    await expectOnlyCall(args.onSubmit, { password: 'Platinum950' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await expect(canvas.getByText('After the change, you will be signed out on your other devices.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('Enter your current password')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The two new passwords differ: said at the confirmation, nothing sent. */
export const Mismatch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas, /^原密码/), 'oldsecret1');
    await userEvent.type(box(canvas, /^新密码/), 'Platinum950');
    await userEvent.type(box(canvas, /^确认密码/), 'Platinum905');
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(canvas.getByText('两次输入的密码不一致')).toBeVisible();
    await expect(box(canvas, /^确认密码/)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, /^确认密码/)).toHaveAccessibleDescription('两次输入的密码不一致');
    await waitFor(() => expect(box(canvas, /^确认密码/)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Too short a new password: the rule, now as the error. */
export const TooShort: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas, /^原密码/), 'oldsecret1');
    await userEvent.type(box(canvas, /^新密码/), 'pt950');
    await userEvent.type(box(canvas, /^确认密码/), 'pt950');
    await userEvent.click(canvas.getByRole('button', { name: '确认修改' }));
    await expect(box(canvas, /^新密码/)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, /^新密码/)).toHaveAccessibleDescription('密码至少8位，由数字或字母组成');
    await waitFor(() => expect(box(canvas, /^新密码/)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server says the old password is wrong: shown at that field, which takes the focus. */
export const WrongOld: Story = {
  args: { fieldError: { field: 'old_password', message: '原密码错误' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('原密码错误')).toBeVisible();
    await expect(box(canvas, /^原密码/)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, /^原密码/)).toHaveAccessibleDescription('原密码错误');
    await waitFor(() => expect(box(canvas, /^原密码/)).toHaveFocus());
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: '确认修改' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Changed: the confirmation, and the way back to the profile. */
export const Done: Story = {
  args: { done: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('密码已更新');
    await expect(canvas.getByRole('heading', { level: 1, name: '密码已更新' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回个人主页' })).toHaveAttribute('href', '#/user/index?uid=201');
    await expect(canvas.queryByRole('button', { name: '确认修改' })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '修改密码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '确认修改' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A long refusal naming no field: the form's alert wraps. */
export const LongText: Story = {
  args: {
    error: '修改密码的尝试次数过多，为保护你的账号安全，请在一小时后再试，或通过手机验证码找回密码后重新登录。'.repeat(3),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/重新登录。$/);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
