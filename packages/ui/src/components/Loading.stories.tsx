import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Loading, Skeleton } from './Loading.tsx';

const meta = {
  title: 'Components/Loading',
  component: Loading,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
} satisfies Meta<typeof Loading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};

export const Block: Story = { args: { variant: 'block' } };

export const Overlay: Story = {
  args: { variant: 'overlay' },
  render: (args) => (
    <section
      aria-busy="true"
      aria-label="今日报价"
      style={{ position: 'relative', maxWidth: 420, padding: 24, borderRadius: 14, background: '#fff' }}
    >
      <p style={{ margin: 0 }}>铂金 232 元/克</p>
      <p style={{ margin: 0 }}>钯金 258 元/克</p>
      <p style={{ margin: 0 }}>铑 1400 元/克</p>
      <Loading {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '今日报价' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const SkeletonLines: Story = {
  render: () => (
    <div style={{ maxWidth: 480, display: 'flex', gap: 16 }}>
      <Skeleton variant="circle" width={48} announce={false} />
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Skeleton lines={3} />
        <Skeleton variant="block" height={160} announce={false} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    // Several shapes, one announcement.
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const LongText: Story = {
  args: { variant: 'block', label: '正在生成 2026 上海铂金周参会数据报告，包含各分论坛签到人数与展商洽谈记录，请稍候...' },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent(/^正在生成 2026/),
};

export const Chinese: Story = {
  tags: ['!visual'],
  globals: { locale: 'zh' },
  args: { variant: 'block' },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { variant: 'block' },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Loading...'),
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { variant: 'block' } };
