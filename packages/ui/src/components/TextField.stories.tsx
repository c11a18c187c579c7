import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: {
    label: '手机号',
    name: 'tel',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    onChange: fn(),
    onBlur: fn(),
    style: { maxWidth: 360 },
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^手机号/);
    await userEvent.type(input, '13800000000');
    await expect(input).toHaveValue('13800000000');
    await expect(args.onChange).toHaveBeenCalledTimes(11);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: {
    defaultValue: '13800000000',
    prefix: '+86',
    suffix: (
      <Button type="button" variant="ghost" size="sm">
        获取验证码
      </Button>
    ),
    hint: '仅用于登录与活动通知',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '手机号' });
    await expect(input).toHaveValue('13800000000');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('仅用于登录与活动通知');
    await expect(canvas.getByText('+86')).toBeVisible();
    // The suffix is reachable by keyboard, right after the input.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toHaveFocus();
  },
};

export const Optional: Story = {
  args: { label: '邮箱', name: 'email', type: 'email', inputMode: 'email', autoComplete: 'email', optional: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '邮箱 （选填）' });
    await expect(input).not.toBeRequired();
    await userEvent.type(input, 'lin@example.com');
    await expect(input).toHaveValue('lin@example.com');
  },
};

export const WithError: Story = {
  args: { error: '手机号格式不正确', hint: '中国大陆手机号为 11 位数字', defaultValue: '1380000', required: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^手机号/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is read out with the field (error first, then the hint), not as an interrupting alert.
    await expect(input).toHaveAccessibleDescription('手机号格式不正确 中国大陆手机号为 11 位数字');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(input, '0000');
    await expect(input).toHaveValue('13800000000');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '13800000000' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^手机号/);
    await expect(input).toBeDisabled();
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('13800000000');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Password: Story = {
  args: { label: '密码', name: 'password', type: 'password', inputMode: undefined, autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('密码');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'platinum2026');
    await expect(input).toHaveValue('platinum2026');
  },
};

export const LongText: Story = {
  args: {
    label: '参会企业联系人手机号（用于接收电子门票、会场座位安排与展商服务通知）',
    error: '手机号格式不正确：请填写 11 位中国大陆手机号，或选择国家和地区代码后填写当地号码，不含空格与短横线',
    prefix: '+86',
    style: { maxWidth: 420 },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^参会企业联系人手机号/);
    await expect(input).toHaveAccessibleDescription(/^手机号格式不正确：.*不含空格与短横线$/);
    await userEvent.type(input, '13800000000');
    await expect(input).toHaveValue('13800000000');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { label: <FormattedMessage id="auth.field.tel" />, optional: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '手机号 （选填）' });
    await userEvent.type(input, '13800000000');
    await expect(input).toHaveValue('13800000000');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: <FormattedMessage id="auth.field.tel" />, optional: true, hint: 'Used for sign-in and event notices' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number (optional)' });
    await expect(input).toHaveAccessibleDescription('Used for sign-in and event notices');
    await userEvent.type(input, '13800000000');
    await expect(input).toHaveValue('13800000000');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    style: {},
    required: true,
    prefix: '+86',
    suffix: (
      <Button type="button" variant="ghost" size="sm">
        获取验证码
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText(/^手机号/);
    // A numeric keypad on phones.
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '13800000000');
    await expect(input).toHaveValue('13800000000');
    // Nothing spills past a 375 px screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Filled, globals: { ...Filled.globals, theme: 'dark' } };
