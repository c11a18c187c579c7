import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorMark } from './ErrorMark.tsx';

/** The drawing LoadError puts in EmptyState's icon slot; decorative, so hidden from screen readers there. */
const meta = {
  title: 'Components/ErrorMark',
  component: ErrorMark,
  render: () => (
    <div style={{ width: 48, height: 48, color: 'var(--color-muted)' }} data-testid="mark">
      <ErrorMark />
    </div>
  ),
  play: async ({ canvas }) => {
    const svg = canvas.getByTestId('mark').querySelector('svg');
    await expect(svg).not.toBeNull();
    await expect(svg?.getAttribute('focusable')).toBe('false');
  },
} satisfies Meta<typeof ErrorMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = {};
export const Night: Story = { globals: { theme: 'dark' } };
