import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SectionTabs } from './SectionTabs.tsx';

const meta = {
  title: 'Layouts/SectionTabs',
  component: SectionTabs,
  args: {
    label: '发现频道',
    tabs: [
      { id: '1', label: '发现', href: '#/home/index', current: true },
      { id: '2', label: '文章', href: '#/article/index' },
      { id: '7', label: '企业', onSelect: fn() },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: args.label })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.tabs[0]?.label })).toHaveAttribute('aria-current', 'page');
    const button = canvas.queryByRole('button');
    if (button) {
      await userEvent.click(button);
      await expect(args.tabs.find((t) => t.onSelect)?.onSelect).toHaveBeenCalled();
    }
  },
} satisfies Meta<typeof SectionTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongText: Story = {
  args: {
    tabs: Array.from({ length: 12 }, (_, i) => ({ id: String(i), label: `很长的栏目名称 ${i + 1}`, href: `#/t${i}`, current: i === 0 })),
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Explore sections',
    tabs: [
      { id: '1', label: 'Explore', href: '#/home/index', current: true },
      { id: '2', label: 'Articles', href: '#/article/index' },
    ],
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
