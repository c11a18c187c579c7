import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ForbiddenScreen } from './ForbiddenScreen.tsx';

const meta = {
  title: 'Features/System/Forbidden',
  component: ForbiddenScreen,
  args: { homeHref: '#/home/aboutSPW' },
} satisfies Meta<typeof ForbiddenScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '无权访问' })).toBeVisible();
    await expect(canvas.getByText('您的账号没有打开此页面的权限。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/home/aboutSPW');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(canvas.getByText('Your account may not open this page.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '#/home/aboutSPW');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: '返回首页' })).toBeVisible(),
};
