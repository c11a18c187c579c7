import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadError } from './LoadError.tsx';

const meta = {
  title: 'Components/LoadError',
  component: LoadError,
  args: { title: '嘉宾加载失败', description: '网络错误，请稍后再试', onRetry: fn() },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('嘉宾加载失败网络错误，请稍后再试');
    await expect(canvasElement.querySelector('svg')?.getAttribute('focusable')).toBe('false');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('嘉宾加载失败');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'The guests could not be loaded', description: 'Check the connection and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    description:
      '服务器暂时无法处理请求：数据库连接超时，请稍后再试；如果问题持续出现，请联系上海铂金周组委会会员服务中心并提供出现问题的时间。',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Night: Story = { ...Default, globals: { theme: 'dark' } };
