import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VerifiedBadge, verifiedKind } from './VerifiedBadge.tsx';

const meta = {
  title: 'Components/VerifiedBadge',
  component: VerifiedBadge,
  args: { verified_type: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '机构认证' })).toBeVisible();
  },
} satisfies Meta<typeof VerifiedBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Organisation: Story = {};

export const Expert: Story = {
  args: { verified_type: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '专家认证' })).toBeVisible();
    // The spec: 2 is an organisation, any other type an expert.
    await expect([0, 1, 3].map(verifiedKind)).toEqual(['expert', 'expert', 'expert']);
    await expect(verifiedKind(2)).toBe('organisation');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <VerifiedBadge {...args} size="sm" />
      <VerifiedBadge {...args} size="md" />
      <VerifiedBadge {...args} size="lg" />
      <VerifiedBadge {...args} verified_type={1} size="sm" />
      <VerifiedBadge {...args} verified_type={1} size="md" />
      <VerifiedBadge {...args} verified_type={1} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: '机构认证' })).toHaveLength(3);
    await expect(canvas.getAllByRole('img', { name: '专家认证' })).toHaveLength(3);
  },
};

export const WithLabelAndReason: Story = {
  args: { withLabel: true, reason: '上海铂金周组委会官方账号' },
  play: async ({ canvas }) => {
    // The words are written out: the mark itself is then silent.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('机构认证')).toBeVisible();
    await expect(canvas.getByText('上海铂金周组委会官方账号')).toBeVisible();
  },
};

export const WithReason: Story = {
  args: { verified_type: 1, reason: '国际铂族金属协会首席分析师' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    // Screen readers still hear the kind of verification before the reason.
    await expect(canvas.getByText('专家认证')).toBeInTheDocument();
    await expect(canvas.getByText('国际铂族金属协会首席分析师')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    verified_type: 1,
    withLabel: true,
    reason: '国际铂族金属协会首席分析师、上海黄金交易所特聘专家、铂金首饰设计大赛评审委员会主席、多家矿业公司独立董事',
    style: { maxWidth: 360 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^国际铂族金属协会首席分析师、/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { withLabel: true },
  play: async ({ canvas }) => expect(canvas.getByText('机构认证')).toBeVisible(),
};

export const English: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <VerifiedBadge {...args} />
      <VerifiedBadge {...args} verified_type={1} withLabel />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Verified organisation' })).toBeVisible();
    await expect(canvas.getByText('Verified expert')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { withLabel: true, reason: '上海铂金周组委会官方账号' },
  play: async ({ canvas }) => expect(canvas.getByText('上海铂金周组委会官方账号')).toBeVisible(),
};
