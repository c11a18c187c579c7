import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FilterTabsList } from './FilterTabs.tsx';
import { Tabs, TabsContent } from './Tabs.tsx';

const FILTERS = ['all', 'unpaid', 'paid', 'cancelled'] as const;
type Filter = (typeof FILTERS)[number];
const LABELS: Record<'zh' | 'en', Record<Filter, string>> = {
  zh: { all: '全部', unpaid: '待支付', paid: '已支付', cancelled: '已取消' },
  en: { all: 'All', unpaid: 'To pay', paid: 'Paid', cancelled: 'Cancelled' },
};

/** An order list's filter: the tabs drive the list below them (here, a line saying which). */
function Filtering({ label, language, onChange }: { label: string; language: 'zh' | 'en'; onChange: (value: Filter) => void }) {
  const [value, setValue] = useState<Filter>('all');
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        const filter = FILTERS.find((f) => f === next) ?? 'all';
        setValue(filter);
        onChange(filter);
      }}
    >
      <FilterTabsList label={label} values={FILTERS} labelOf={(filter) => LABELS[language][filter]} />
      {FILTERS.map((filter) => (
        <TabsContent key={filter} value={filter}>
          <p>{LABELS[language][filter]}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/FilterTabs',
  component: Filtering,
  args: { label: '订单状态', language: 'zh', onChange: fn() },
} satisfies Meta<typeof Filtering>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One tab per value, named by its label; the arrow keys move the filter. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: '订单状态' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '待支付', '已支付', '已取消']);
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '待支付' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('unpaid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '已支付' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('paid');
    await expect(canvas.getByRole('tabpanel', { name: '已支付' })).toHaveTextContent('已支付');
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Order status', language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Order status' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'To pay' })).toBeVisible();
  },
};
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => expect(canvas.getAllByRole('tab')).toHaveLength(4),
};
