import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthFrame } from './AuthFrame.tsx';

const meta = {
  title: 'Features/Auth/AuthFrame',
  component: AuthFrame,
  parameters: { layout: 'fullscreen' },
  args: { children: <p>表单 / Form</p> },
  play: async ({ canvas }) => expect(canvas.getByText('表单 / Form')).toBeVisible(),
} satisfies Meta<typeof AuthFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
