import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MethodTabs } from './MethodTabs.tsx';

type Method = 'password' | 'sms' | 'email';

function Demo({ labels, onChange, single }: { labels: [string, string, string]; onChange: (m: Method) => void; single?: boolean }) {
  const [value, setValue] = useState<Method>('password');
  const options = (['password', 'sms', 'email'] as const).map((v, i) => ({ value: v, label: labels[i] ?? v }));
  return (
    <MethodTabs
      label="登录方式"
      options={single ? options.slice(0, 1) : options}
      value={value}
      onChange={(m) => {
        setValue(m);
        onChange(m);
      }}
    >
      <p>{value}</p>
    </MethodTabs>
  );
}

const meta = {
  title: 'Features/Auth/MethodTabs',
  component: Demo,
  args: { labels: ['密码登录', '短信登录', '邮箱登录'], onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: '登录方式' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '短信登录' }));
    await expect(args.onChange).toHaveBeenCalledWith('sms');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('sms');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '密码登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '短信登录' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '邮箱登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '密码登录' })).toHaveFocus();
  },
};

export const SingleMethod: Story = {
  args: { single: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByText('password')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { labels: ['Password', 'SMS code', 'Email code'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'SMS code' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: { labels: ['使用用户名、手机号或邮箱与密码登录', '使用手机短信验证码登录', '使用电子邮箱验证码登录'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
