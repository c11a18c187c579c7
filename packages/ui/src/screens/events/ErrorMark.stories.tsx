import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorMark } from './ErrorMark.tsx';

/** The failed-load drawing, in the EmptyState it is made for. */
const meta = {
  title: 'Screens/Events/ErrorMark',
  component: EmptyState,
  args: { icon: <ErrorMark />, title: '嘉宾加载失败', description: '请检查网络后重试。' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('嘉宾加载失败')).toBeVisible();
    const drawing = canvasElement.querySelector('svg');
    await expect(drawing).not.toBeNull();
    await expect(drawing?.getAttribute('focusable')).toBe('false');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'The guests could not be loaded', description: 'Check the connection and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The guests could not be loaded')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')?.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};

export const Night: Story = { ...Default, globals: { theme: 'dark' } };
