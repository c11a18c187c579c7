import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PriceChart } from './PriceChart.tsx';
import { convertPrice } from './quote-units.ts';
import { SERIES_PLATINUM_1Y, SERIES_PLATINUM_3M, SERIES_PLATINUM_3M_GAPS, SERIES_SILVER_3M } from './quoteFixtures.ts';

const meta = {
  title: 'Features/Quotes/PriceChart',
  component: PriceChart,
  args: { points: SERIES_PLATINUM_3M.points, unitLabel: '元/克', label: '铂金 近三个月价格走势' },
} satisfies Meta<typeof PriceChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** uPlot arrives lazily: the plot is drawn once its canvas is in the box. */
const drawn = async (root: HTMLElement) => {
  await waitFor(() => expect(root.querySelector('[data-state="ready"] canvas')).not.toBeNull(), { timeout: 5000 });
  return root.querySelector('.spw-price-chart__plot') as HTMLElement;
};

/** Three months of platinum, every weekday priced. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const plot = await drawn(canvasElement);
    // The drawing is an image with a name and a summary; uPlot's own DOM is hidden.
    const image = canvas.getByRole('img', { name: '铂金 近三个月价格走势' });
    await expect(image).toBe(plot);
    await expect(plot.querySelector('.uplot')).toHaveAttribute('aria-hidden', 'true');
    await expect(image).toHaveAccessibleDescription(
      /^2026年8月20日 至 2026年11月20日：起始 .+ 元\/克，最新 232\.15 元\/克；最高 .+（.+），最低 .+（.+）。$/,
    );
    await expect(plot).toHaveAttribute('data-gaps', '0');
    // The latest price until the pointer says otherwise.
    await expect(canvasElement.querySelector('.spw-price-chart__readout')).toHaveTextContent('2026年11月20日232.15 元/克');
    // As wide as its box.
    await expect(
      Math.abs((plot.querySelector('canvas') as HTMLCanvasElement).getBoundingClientRect().width - plot.getBoundingClientRect().width),
    ).toBeLessThan(2);
  },
};

/** The Mid-Autumn day and the National Day week have no price: the line breaks there, never drops to 0. */
export const WithGaps: Story = {
  args: { points: SERIES_PLATINUM_3M_GAPS.points },
  play: async ({ canvas, canvasElement }) => {
    const plot = await drawn(canvasElement);
    await expect(plot).toHaveAttribute('data-gaps', '6');
    await expect(canvas.getByRole('img')).toHaveAccessibleDescription(/其中 6 个交易日无报价，图中断开。$/);
    // The figures, on request: the missing days say so.
    await userEvent.click(canvas.getByText('查看数据表'));
    const figures = within(canvas.getByRole('region', { name: '铂金 近三个月价格走势' }));
    await expect(figures.getByRole('columnheader', { name: '价格（元/克）' })).toBeVisible();
    const golden = figures.getByText('2026年10月1日').closest('tr') as HTMLElement;
    await expect(golden).toHaveTextContent('无报价');
    await expect(figures.getAllByText('无报价')).toHaveLength(6);
    await expect(figures.getByText('2026年11月20日').closest('tr')).toHaveTextContent('232.15');
  },
};

/** A year: the ticks are months. */
export const OneYear: Story = {
  args: { points: SERIES_PLATINUM_1Y.points, label: '铂金 近一年价格走势' },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('img', { name: '铂金 近一年价格走势' })).toHaveAccessibleDescription(/^2025年11月20日 至 2026年11月20日/);
  },
};

/** Silver per ounce: the chart draws what `convert` gives, in the unit it is told. */
export const Converted: Story = {
  tags: ['!visual'],
  args: {
    points: SERIES_SILVER_3M.points,
    unitLabel: '元/盎司',
    label: '白银 近三个月价格走势',
    convert: (price: number) => convertPrice(price, 1000, 'ounce'),
  },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    // 7800 元/千克 is 242.61 元/盎司.
    await expect(canvas.getByRole('img')).toHaveAccessibleDescription(/最新 242\.61 元\/盎司/);
    await expect(canvasElement.querySelector('.spw-price-chart__readout')).toHaveTextContent('242.61 元/盎司');
  },
};

/** The pointer over the plot: the readout follows it. */
export const Pointed: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const plot = await drawn(canvasElement);
    const over = plot.querySelector('.u-over') as HTMLElement;
    const box = over.getBoundingClientRect();
    // The far left of the plot: the first day of the range.
    over.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: box.left + 1, clientY: box.top + box.height / 2 }));
    const readout = canvasElement.querySelector('.spw-price-chart__readout') as HTMLElement;
    await waitFor(() => expect(readout).toHaveAttribute('data-pointed'));
    await expect(readout).toHaveTextContent('2026年8月20日');
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('该时间段暂无价格')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

/** Only days without a price: nothing to draw either. */
export const OnlyGaps: Story = {
  tags: ['!visual'],
  args: {
    points: [
      { date: '2026-10-01', price: null },
      { date: '2026-10-02', price: null },
    ],
  },
  play: async ({ canvas }) => expect(canvas.getByText('该时间段暂无价格')).toBeVisible(),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { points: SERIES_PLATINUM_3M_GAPS.points, unitLabel: 'CNY/g', label: 'Platinum: prices over the past 3 months' },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Platinum: prices over the past 3 months' })).toHaveAccessibleDescription(
      /^20 Aug 2026 to 20 Nov 2026: first .+ CNY\/g, last 232\.15 CNY\/g; high .+ \(.+\), low .+ \(.+\)\. Days without a price \(gaps in the line\): 6\.$/,
    );
    await expect(canvas.getByText('Show the figures')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { height: 220 },
  play: async ({ canvasElement }) => {
    const plot = await drawn(canvasElement);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(plot.getBoundingClientRect().height).toBe(220);
  },
};
