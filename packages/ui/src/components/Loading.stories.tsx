import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Loading } from './Loading.tsx';

const meta = {
  title: 'Components/Loading',
  component: Loading,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/加载中\.\.\.|Loading/);
  },
} satisfies Meta<typeof Loading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const Block: Story = { args: { variant: 'block' } };
export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = { args: { variant: 'block' }, globals: { viewport: { value: 'phone' } } };
