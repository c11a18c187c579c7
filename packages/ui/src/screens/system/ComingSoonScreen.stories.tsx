import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComingSoonScreen } from './ComingSoonScreen.tsx';

const meta = {
  title: 'Screens/System/ComingSoon',
  component: ComingSoonScreen,
  args: { title: '我的订单', homeHref: '#/home/aboutSPW' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: args.title })).toBeVisible();
    await expect(canvas.getByText(/暂未开放，敬请期待|Not open yet/)).toBeVisible();
  },
} satisfies Meta<typeof ComingSoonScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const LongText: Story = { args: { title: '一个非常长的页面标题，用来检查换行'.repeat(3) } };
export const English: Story = { globals: { locale: 'en' }, args: { title: 'My orders' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
