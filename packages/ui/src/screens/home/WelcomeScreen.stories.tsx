import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WelcomeScreen } from './WelcomeScreen.tsx';

const meta = {
  title: 'Screens/Home/Welcome',
  component: WelcomeScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    nickname: '林晓',
    links: [
      { href: '#/events/reg?events_id=14', title: '报名 2025 铂金周', description: '填写参会信息并购票。' },
      { href: '#/quoteData/index', title: '行情与报告', description: '每日铂族金属、黄金与白银报价。' },
    ],
  },
} satisfies Meta<typeof WelcomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('林晓，欢迎回来'),
};
export const Visitor: Story = {
  args: { nickname: undefined },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('欢迎来到上海铂金周'),
};
export const Empty: Story = { args: { links: [] } };
export const LongText: Story = { args: { nickname: '上海铂金周组委会特别顾问委员会首席代表' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, 林晓'),
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
