import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { STATISTIC_BALANCE, STATISTIC_JEWELLERY, STATISTIC_LONG } from '../quotes/statisticFixtures.ts';
import { HomeStatistics } from './HomeStatistics.tsx';

const meta = {
  title: 'Features/Home/HomeStatistics',
  component: HomeStatistics,
  args: { statistics: [STATISTIC_BALANCE, STATISTIC_JEWELLERY] },
} satisfies Meta<typeof HomeStatistics>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pictures wait for every chart to be drawn (uPlot arrives lazily). */
const drawn = (root: HTMLElement, count: number) =>
  waitFor(
    () => {
      const charts = [...root.querySelectorAll('.spw-statistic-chart')];
      expect(charts).toHaveLength(count);
      for (const chart of charts) expect(chart).toHaveAttribute('data-ready', 'true');
    },
    { timeout: 5000 },
  );

/** Two tables placed on the home: a heading, then each as a small figure with its caption. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement, 2);
    const section = canvas.getByRole('region', { name: '数据速览' });
    await expect(within(section).getAllByRole('figure')).toHaveLength(2);
    await expect(within(section).getByRole('heading', { level: 3, name: '全球铂金供需平衡' })).toBeVisible();
    await expect(within(section).getByRole('figure', { name: '中国铂金首饰加工量' })).toHaveTextContent('单位：吨');
    // Compact: the description is left out.
    await expect(within(section).queryByText(/^矿产与回收供应合计/)).toBeNull();
  },
};

/** None placed: the home shows nothing of it. */
export const Empty: Story = {
  args: { statistics: [] },
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: '数据速览' })).toBeNull();
  },
};

/** In English: English titles and units. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement, 2);
    await expect(canvas.getByRole('region', { name: 'Figures at a glance' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Global platinum supply and demand' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Platinum jewellery fabrication in China' })).toHaveTextContent('Unit: t');
  },
};

/** Long titles and eight series keep within a phone's width. */
export const PhoneLong: Story = {
  args: { statistics: [STATISTIC_LONG, STATISTIC_JEWELLERY] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, 2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
