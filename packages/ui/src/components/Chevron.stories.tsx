import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Chevron } from './Chevron.tsx';

const meta = {
  title: 'Components/Chevron',
  component: Chevron,
  args: { direction: 'left' },
  decorators: [
    (Story) => (
      <span style={{ display: 'inline-flex', width: 32, height: 32, color: 'var(--spw-ink, #1f2430)' }}>
        <Story />
      </span>
    ),
  ],
} satisfies Meta<typeof Chevron>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both directions, side by side: the back link's and the pager's next step. */
export const BothDirections: Story = {
  render: () => (
    <span style={{ display: 'inline-flex', gap: 16 }}>
      <span style={{ width: 32, height: 32, display: 'inline-flex' }} data-testid="left">
        <Chevron direction="left" />
      </span>
      <span style={{ width: 32, height: 32, display: 'inline-flex' }} data-testid="right">
        <Chevron direction="right" />
      </span>
    </span>
  ),
  play: async ({ canvas }) => {
    // Decorative: hidden from screen readers, drawn in the text colour.
    for (const id of ['left', 'right']) {
      const svg = canvas.getByTestId(id).querySelector('svg');
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg?.querySelector('path')).toHaveAttribute('stroke', 'currentColor');
    }
    const path = (id: string) => canvas.getByTestId(id).querySelector('path')?.getAttribute('d');
    await expect(path('left')).not.toBe(path('right'));
  },
};
