import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const meta = {
  title: 'Layouts/LanguageSwitch',
  component: LanguageSwitch,
  args: { locale: 'zh', onLocaleChange: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', String(args.locale === 'zh'));
    await userEvent.click(canvas.getByRole('button', { name: 'Global' }));
    if (args.locale === 'zh') await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
    else await expect(args.onLocaleChange).not.toHaveBeenCalled();
  },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const English: Story = { globals: { locale: 'en' }, args: { locale: 'en' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
