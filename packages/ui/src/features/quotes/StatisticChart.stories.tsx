import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatisticChart } from './StatisticChart.tsx';
import { STATISTIC_BALANCE, STATISTIC_JEWELLERY, STATISTIC_LONG, STATISTIC_SECRET, STATISTIC_VOLUME } from './statisticFixtures.ts';

const meta = {
  title: 'Features/Quotes/StatisticChart',
  component: StatisticChart,
  args: { statistic: STATISTIC_BALANCE, label: STATISTIC_BALANCE.title },
} satisfies Meta<typeof StatisticChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** uPlot arrives lazily: the chart says `data-ready="true"` once it has drawn, and the picture waits for it. */
const drawn = async (root: HTMLElement) => {
  await waitFor(
    () => expect(root.querySelector('.spw-statistic-chart[data-ready="true"] .spw-statistic-chart__plot canvas')).not.toBeNull(),
    {
      timeout: 5000,
    },
  );
  return root.querySelector('.spw-statistic-chart__plot') as HTMLElement;
};

/** Yearly supply, demand and their balance: grouped bars, the balance below zero since 2023. */
export const Bar: Story = {
  play: async ({ canvas, canvasElement }) => {
    const plot = await drawn(canvasElement);
    const image = canvas.getByRole('img', { name: /^全球铂金供需平衡。最新数据：/ });
    await expect(image).toBe(plot);
    await expect(image).toHaveAccessibleName(
      '全球铂金供需平衡。最新数据：总供应：2025年 7,017 千盎司；总需求：2025年 7,865 千盎司；平衡：2025年 -848 千盎司。',
    );
    await expect(plot.querySelector('.uplot')).toHaveAttribute('aria-hidden', 'true');
    // The legend under the plot names the three series.
    const legend = within(canvas.getByRole('list', { name: '图例' }));
    await expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['总供应', '总需求', '平衡']);
    // As wide as its box.
    await expect(
      Math.abs((plot.querySelector('canvas') as HTMLCanvasElement).getBoundingClientRect().width - plot.getBoundingClientRect().width),
    ).toBeLessThan(2);
    // The figures on request, in a real table.
    await expect(canvas.getByText('数据表')).toBeVisible();
    await userEvent.click(canvas.getByText('数据表'));
    const table = within(canvas.getByRole('table', { name: '全球铂金供需平衡（单位：千盎司）' }));
    await expect(table.getByRole('columnheader', { name: '平衡' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '2023' }).closest('tr')).toHaveTextContent('20237,1738,208-1,035');
  },
};

/** A quarter a point: the labels are the quarters, kept apart. */
export const Line: Story = {
  args: { statistic: STATISTIC_JEWELLERY, label: STATISTIC_JEWELLERY.title },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName('中国铂金首饰加工量。最新数据：加工量：2026年第3季度 13.8 吨。');
    await expect(within(canvas.getByRole('list', { name: '图例' })).getByText('加工量')).toBeVisible();
    await userEvent.click(canvas.getByText('数据表'));
    await expect(canvas.getByRole('rowheader', { name: '2024年第1季度' }).closest('tr')).toHaveTextContent('10.2');
  },
};

/** February 2026 has no palladium figure: the line breaks there (never 0), the summary and the table say so. */
export const LineWithGap: Story = {
  args: { statistic: STATISTIC_VOLUME, label: STATISTIC_VOLUME.title },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      '铂金与钯金月度成交量。最新数据：铂金：2026年10月 6,925 千克；钯金：2026年10月 2,405 千克，1 期无数据。',
    );
    await userEvent.click(canvas.getByText('数据表'));
    const february = canvas.getByRole('rowheader', { name: '2026年2月' }).closest('tr') as HTMLElement;
    await expect(within(february).getAllByRole('cell')[1]).toHaveTextContent('—无数据');
    await expect(within(february).getAllByRole('cell')[0]).toHaveTextContent('3,870');
  },
};

/** `chart: 'table'`: no plot at all, the table open from the start. */
export const TableOnly: Story = {
  args: { statistic: STATISTIC_SECRET, label: STATISTIC_SECRET.title },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    await expect(canvasElement.querySelector('.spw-statistic-chart')).toHaveAttribute('data-ready', 'true');
    const table = canvas.getByRole('table', { name: '会员企业库存调查（内部）（单位：千克）' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: '2026年第2季度' }).closest('tr')).toHaveTextContent('905198');
  },
};

/** Eight series with long names: eight colours, a legend that wraps, a table that scrolls in its own box. */
export const EightSeries: Story = {
  args: { statistic: STATISTIC_LONG, label: STATISTIC_LONG.title },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    const items = within(canvas.getByRole('list', { name: '图例' })).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    const colours = items.map(
      (item) => getComputedStyle(item.querySelector('.spw-statistic-chart__swatch') as HTMLElement).backgroundColor,
    );
    await expect(new Set(colours).size).toBe(8);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/电子回收：2025年 88 千盎司。$/);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { statistic: STATISTIC_VOLUME, label: STATISTIC_VOLUME.en_title },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'Monthly platinum and palladium volume. Latest figures: Platinum: 6,925 kg in Oct 2026; Palladium: 2,405 kg in Oct 2026, 1 period without a figure.',
    );
    await expect(within(canvas.getByRole('list', { name: 'Legend' })).getByText('Palladium')).toBeVisible();
    await userEvent.click(canvas.getByText('Data table'));
    const table = within(canvas.getByRole('table', { name: 'Monthly platinum and palladium volume (unit: kg)' }));
    await expect(table.getByRole('columnheader', { name: 'Period' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Feb 2026' }).closest('tr')).toHaveTextContent('Feb 20263,870—No figure');
  },
};

/** A phone: the plot fits, the open table scrolls sideways inside its own box, never the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { statistic: STATISTIC_LONG, label: STATISTIC_LONG.title, height: 220 },
  play: async ({ canvas, canvasElement }) => {
    const plot = await drawn(canvasElement);
    await expect(plot.getBoundingClientRect().height).toBe(220);
    await userEvent.click(canvas.getByText('数据表'));
    const scroller = canvas.getByRole('region', { name: /^全球铂族金属/ });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** The pointer over a period: its figures show in the plot's corner (not spoken: the table says them). */
export const Pointed: Story = {
  tags: ['!visual'],
  args: { statistic: STATISTIC_VOLUME, label: STATISTIC_VOLUME.title },
  play: async ({ canvasElement }) => {
    const plot = await drawn(canvasElement);
    const over = plot.querySelector('.u-over') as HTMLElement;
    const box = over.getBoundingClientRect();
    // The fourth of twelve months: February 2026.
    over.dispatchEvent(
      new MouseEvent('mousemove', { bubbles: true, clientX: box.left + (box.width * 3.5) / 12, clientY: box.top + box.height / 2 }),
    );
    const readout = await waitFor(() => {
      const found = canvasElement.querySelector('.spw-statistic-chart__readout');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await expect(readout).toHaveAttribute('aria-hidden', 'true');
    await expect(readout).toHaveTextContent('2026年2月铂金3,870钯金—');
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('img', { name: /^全球铂金供需平衡/ })).toBeVisible();
  },
};

/** A series without a single figure: the summary says so, and the other still draws. */
export const SeriesWithoutFigures: Story = {
  tags: ['!visual'],
  args: {
    statistic: { ...STATISTIC_VOLUME, periods: STATISTIC_VOLUME.periods.map((row) => ({ ...row, values: [row.values[0] ?? null, null] })) },
    label: STATISTIC_VOLUME.title,
  },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/；钯金：暂无数据。$/);
  },
};
