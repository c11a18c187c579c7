import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComingSoonScreen } from './ComingSoonScreen.tsx';

const meta = {
  title: 'Features/System/ComingSoon',
  component: ComingSoonScreen,
  args: { title: '我的订单', homeHref: '#/home/aboutSPW' },
} satisfies Meta<typeof ComingSoonScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
    await expect(canvas.getByText('暂未开放，敬请期待')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/home/aboutSPW');
  },
};

/** A route without a title of its own: the notice itself is the heading. */
export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '暂未开放，敬请期待' })).toBeVisible();
    await expect(canvas.getAllByText('暂未开放，敬请期待')).toHaveLength(1);
  },
};

export const LongText: Story = {
  args: { title: '一个非常长的页面标题，用来检查换行'.repeat(3) },
  play: async ({ canvas, args }) => expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible(),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'My orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not open yet, stay tuned')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible(),
};
