import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: async ({ canvas }) => expect(canvas.getByText('暂无数据')).toBeVisible() };
export const WithAction: Story = {
  args: { title: '暂无推荐指标', description: '行情数据更新后会显示在这里。', action: <Button variant="secondary">刷新</Button> },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: '刷新' })).toBeVisible(),
};
export const LongText: Story = { args: { title: '很长的标题'.repeat(8), description: '很长的说明'.repeat(30) } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => expect(canvas.getByText('Nothing here yet')).toBeVisible(),
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
