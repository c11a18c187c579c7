import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent } from 'storybook/test';
import { Tag } from './Tag.tsx';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: '已发布' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已发布')).toBeVisible();
  },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Tag {...args} tone="neutral">
        草稿
      </Tag>
      <Tag {...args} tone="gold">
        报名中
      </Tag>
      <Tag {...args} tone="success">
        已发布
      </Tag>
      <Tag {...args} tone="danger">
        已淘汰
      </Tag>
      <Tag {...args} tone="info">
        直播中
      </Tag>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['草稿', '报名中', '已发布', '已淘汰', '直播中']) await expect(canvas.getByText(text)).toBeVisible();
  },
};

/** Every tone stays readable at night (axe checks the contrast). */
export const TonesAtNight: Story = { ...Tones, globals: { theme: 'dark' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Tag {...args} size="sm" tone="gold">
        2026
      </Tag>
      <Tag {...args} size="md" tone="gold">
        2026
      </Tag>
    </div>
  ),
  play: async ({ canvas }) => expect(canvas.getAllByText('2026')).toHaveLength(2),
};

export const AsLink: Story = {
  args: {
    asChild: true,
    tone: 'info',
    children: <a href="#/article/list?tag=hydrogen">氢能</a>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '氢能' });
    await expect(link).toHaveAttribute('href', '#/article/list?tag=hydrogen');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const LongText: Story = {
  args: { children: '2026 上海铂金周铂金首饰设计大赛入围作品（珠宝设计与工艺创新类）', style: { maxWidth: 240 } },
  play: async ({ canvas }) => {
    // Cut with an ellipsis on screen; the whole text stays in the page.
    await expect(canvas.getByText(/^2026 上海铂金周铂金首饰设计大赛入围作品/)).toHaveTextContent(/创新类）$/);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { tone: 'gold', children: <FormattedMessage id="explorer.tab.market" /> },
  play: async ({ canvas }) => expect(canvas.getByText('市场')).toBeVisible(),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { tone: 'gold', children: <FormattedMessage id="explorer.tab.market" /> },
  play: async ({ canvas }) => expect(canvas.getByText('Market')).toBeVisible(),
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { tone: 'success' } };
