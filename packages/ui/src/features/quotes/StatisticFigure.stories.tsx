import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatisticFigure } from './StatisticFigure.tsx';
import { STATISTIC_BALANCE, STATISTIC_JEWELLERY, STATISTIC_LONG, STATISTIC_SECRET, STATISTIC_VOLUME } from './statisticFixtures.ts';

const meta = {
  title: 'Features/Quotes/StatisticFigure',
  component: StatisticFigure,
  args: { statistic: STATISTIC_BALANCE },
} satisfies Meta<typeof StatisticFigure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every chart of the story has drawn (uPlot arrives lazily): the picture waits for them. */
const drawn = async (root: HTMLElement) => {
  await waitFor(
    () => {
      const charts = [...root.querySelectorAll('.spw-statistic-chart')];
      expect(charts.length).toBeGreaterThan(0);
      for (const chart of charts) expect(chart).toHaveAttribute('data-ready', 'true');
    },
    { timeout: 5000 },
  );
};

/** A table as an article places it: title, description, chart with its legend and table, source, unit and date. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    const figure = canvas.getByRole('figure', { name: '全球铂金供需平衡' });
    const inFigure = within(figure);
    await expect(inFigure.getByRole('heading', { level: 3, name: '全球铂金供需平衡' })).toHaveAttribute('translate', 'no');
    await expect(inFigure.getByText(/^矿产与回收供应合计/)).toBeVisible();
    await expect(inFigure.getByRole('img', { name: /总需求：2025年 7,865 千盎司/ })).toBeVisible();
    await expect(within(inFigure.getByRole('list', { name: '图例' })).getByText('平衡')).toBeVisible();
    const caption = figure.querySelector('figcaption') as HTMLElement;
    await expect(caption).toHaveTextContent('来源：演示数据，据公开资料整理');
    await expect(caption).toHaveTextContent('单位：千盎司');
    await expect(caption).toHaveTextContent('更新于 2026年11月20日');
    await userEvent.click(inFigure.getByText('数据表'));
    await expect(inFigure.getByRole('rowheader', { name: '2025' }).closest('tr')).toHaveTextContent('7,0177,865-848');
  },
};

/** The explorer home's cards: a smaller plot, no description, the heading level the page asks for. */
export const Compact: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))', gap: 16 }}>
      {[STATISTIC_BALANCE, STATISTIC_JEWELLERY, STATISTIC_VOLUME, STATISTIC_SECRET].map((statistic) => (
        <StatisticFigure key={statistic.id} {...args} statistic={statistic} />
      ))}
    </div>
  ),
  args: { compact: true, headingLevel: 2 },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getAllByRole('figure')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 2, name: '中国铂金首饰加工量' })).toBeVisible();
    await expect(canvas.queryByText(/^矿产与回收供应合计/)).toBeNull();
    for (const plot of canvas.getAllByRole('img')) await expect(plot.getBoundingClientRect().height).toBe(200);
    // The table-only one shows its figures at once.
    const survey = within(canvas.getByRole('figure', { name: '会员企业库存调查（内部）' }));
    await expect(survey.getByRole('rowheader', { name: '2026年第3季度' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { statistic: STATISTIC_VOLUME },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    const figure = within(canvas.getByRole('figure', { name: 'Monthly platinum and palladium volume' }));
    await expect(figure.getByText(/^Monthly exchange volume; palladium for February 2026/)).toBeVisible();
    await expect(figure.getByRole('img')).toHaveAccessibleName(/Palladium: 2,405 kg in Oct 2026, 1 period without a figure\.$/);
    await expect(within(figure.getByRole('list', { name: 'Legend' })).getByText('Platinum')).toBeVisible();
    const caption = canvasElement.querySelector('figcaption') as HTMLElement;
    await expect(caption).toHaveTextContent('Source: Demo figures, compiled from public reports');
    await expect(caption).toHaveTextContent('Unit: kg');
    await expect(caption).toHaveTextContent('Updated 3 Nov 2026');
  },
};

/** No English title or unit: the Chinese shows. */
export const EnglishFallback: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { statistic: { ...STATISTIC_JEWELLERY, en_title: '', en_value_unit: ' ', en_description: '' } },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('heading', { name: '中国铂金首饰加工量' })).toBeVisible();
    await expect(canvas.getByText('按季度统计的国内铂金首饰加工量。')).toBeVisible();
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent('Unit: 吨');
  },
};

/** The longest texts and eight series: everything wraps inside the figure. */
export const LongText: Story = {
  args: { statistic: STATISTIC_LONG, headingLevel: 2 },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: STATISTIC_LONG.title })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '图例' })).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { statistic: STATISTIC_VOLUME },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await userEvent.click(canvas.getByText('数据表'));
    await expect(canvas.getByRole('rowheader', { name: '2026年2月' }).closest('tr')).toHaveTextContent('2026年2月3,870—无数据');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** A phone with the home's compact card of eight series. */
export const PhoneCompact: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { statistic: STATISTIC_LONG, compact: true },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('img').getBoundingClientRect().height).toBe(200);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
