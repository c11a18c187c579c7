import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: '手机号', name: 'tel', onChange: fn(), style: { maxWidth: 360 } },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(String(args.label), { exact: false });
    await userEvent.type(input, '13800000000');
    await expect(input).toHaveValue('13800000000');
    await expect(args.onChange).toHaveBeenCalled();
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { error: '手机号格式不正确', defaultValue: '123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('手机号');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('手机号格式不正确');
  },
};
export const WithPrefixAndSuffix: Story = {
  args: { prefix: '+86', suffix: <button type="button">获取验证码</button>, hint: '仅用于登录与通知' },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '13800000000' },
  play: async ({ canvas }) => expect(canvas.getByLabelText('手机号')).toBeDisabled(),
};
export const LongText: Story = {
  args: { label: '一个非常长的字段名称，用来检查标签换行'.repeat(2), error: '一条很长的错误信息，'.repeat(6) },
};
export const English: Story = { globals: { locale: 'en' }, args: { label: 'Mobile number' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { style: {} } };
