import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar.tsx';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: '林晓', size: 'lg' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(args.name)).toBeInTheDocument();
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('林晓')).toHaveLength(4);
  },
};
export const LatinName: Story = {
  args: { name: 'oliver bennett' },
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('[data-initial]')).toHaveAttribute('data-initial', 'O'),
};
export const LongText: Story = { args: { name: '上海铂金周组委会特别顾问' } };
export const English: Story = { globals: { locale: 'en' }, args: { name: 'Yumi Sato' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
