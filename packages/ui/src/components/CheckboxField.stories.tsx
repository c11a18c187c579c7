import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CheckboxField } from './CheckboxField.tsx';

const meta = {
  title: 'Components/CheckboxField',
  component: CheckboxField,
  args: { label: '记住登录' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
} satisfies Meta<typeof CheckboxField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLinkAndError: Story = {
  args: {
    label: (
      <>
        我已阅读并同意 <a href="#/page/index">用户协议</a>
      </>
    ),
    error: '请先阅读并同意用户协议',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('请先阅读并同意用户协议');
    await expect(canvas.getByRole('link', { name: '用户协议' })).toBeVisible();
  },
};
export const LongText: Story = { args: { label: '一段很长的勾选说明，'.repeat(12) } };
export const English: Story = { globals: { locale: 'en' }, args: { label: 'Keep me signed in' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
