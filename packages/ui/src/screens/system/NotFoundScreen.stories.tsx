import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen.tsx';

const meta = {
  title: 'Screens/System/NotFound',
  component: NotFoundScreen,
  args: { homeHref: '#/home/aboutSPW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/页面不存在|Page not found/);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/home/aboutSPW');
  },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
