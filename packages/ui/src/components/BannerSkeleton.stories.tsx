import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BannerSkeleton } from './BannerSkeleton.tsx';
import { frameRatio } from './banner-story-kit.ts';

/**
 * The carousel's place while its code or banners load: the same picture as BannerCarousel's
 * Loading story (so no baseline of its own), announced once, and exactly the carousel's size.
 */
const meta = {
  title: 'Components/BannerSkeleton',
  component: BannerSkeleton,
  tags: ['!visual'],
} satisfies Meta<typeof BannerSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: '焦点图' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(frameRatio(canvasElement)).toBeCloseTo(1 / 3, 2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Featured' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(frameRatio(canvasElement)).toBeCloseTo(1 / 2, 1);
  },
};
