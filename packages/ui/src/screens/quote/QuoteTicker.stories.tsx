import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QUOTES } from '../../fixtures.ts';
import { QuoteTicker } from './QuoteTicker.tsx';

const meta = {
  title: 'Screens/Quote/QuoteTicker',
  component: QuoteTicker,
  args: { now: new Date('2026-11-20T02:03:04Z'), quotes: QUOTES, moreHref: '#/quoteData/index' },
} satisfies Meta<typeof QuoteTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    // Beijing time is UTC+8 whatever the browser's zone.
    await expect(canvas.getByText(/北京时间/)).toHaveTextContent('2026-11-20 10:03:04');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByText('下跌 -1.64')).toBeInTheDocument();
    // Zero counts as up.
    await expect(canvas.getByText('上涨 +0.00')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '更多' })).toHaveAttribute('href', '#/quoteData/index');
  },
};
export const MoreThanEight: Story = {
  args: { quotes: [...QUOTES, ...QUOTES.slice(0, 1).map((q) => ({ ...q, id: 99, name: '第九个' }))] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.queryByText('第九个')).toBeNull();
  },
};
export const Empty: Story = { args: { quotes: [] }, play: async ({ canvas }) => expect(canvas.getByText('暂无推荐指标')).toBeVisible() };
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('加载中...'),
};
export const LongText: Story = { args: { quotes: QUOTES.map((q) => ({ ...q, name: `${q.name}（上海黄金交易所现货延期交收合约）` })) } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Platinum')).toBeVisible();
    await expect(canvas.getByText(/Beijing time/)).toBeVisible();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
