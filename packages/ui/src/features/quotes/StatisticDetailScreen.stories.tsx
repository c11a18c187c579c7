import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatisticDetailScreen } from './StatisticDetailScreen.tsx';
import { STATISTIC_BALANCE, STATISTIC_LONG, STATISTIC_SECRET, STATISTIC_VOLUME } from './statisticFixtures.ts';

const meta = {
  title: 'Features/Quotes/StatisticDetailScreen',
  component: StatisticDetailScreen,
  args: {
    status: 'ready',
    statistic: STATISTIC_BALANCE,
    onRetry: fn(),
    onDelete: fn(),
    listHref: '#/creator/statistic/list',
    editHref: '#/creator/statistic/edit?id=1',
  },
} satisfies Meta<typeof StatisticDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chart has drawn (uPlot arrives lazily): the picture waits for it. */
const drawn = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('.spw-statistic-chart')).toHaveAttribute('data-ready', 'true'), { timeout: 5000 });

/** A fact of the definition list by its term. */
const fact = (root: HTMLElement, term: string) => {
  const dt = within(root).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

/** A public table on the explorer home: both titles, both badges, where it shows, its facts and chart. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '全球铂金供需平衡' })).toHaveAttribute('translate', 'no');
    await expect(canvas.getByText('Global platinum supply and demand')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('公开')).toBeVisible();
    await expect(canvas.getByText('在探索首页')).toBeVisible();
    await expect(canvas.getByText('显示在探索首页，也可放入文章')).toBeVisible();
    await expect(fact(canvasElement, '统计周期')).toHaveTextContent('年度');
    await expect(fact(canvasElement, '图表类型')).toHaveTextContent('柱状图');
    await expect(fact(canvasElement, '单位')).toHaveTextContent('千盎司');
    await expect(fact(canvasElement, '单位（英文）')).toHaveTextContent('koz');
    await expect(fact(canvasElement, '来源')).toHaveTextContent('演示数据，据公开资料整理');
    await expect(fact(canvasElement, '系列数')).toHaveTextContent('3');
    await expect(fact(canvasElement, '期数')).toHaveTextContent('7 期（2019 至 2025）');
    await expect(fact(canvasElement, '作者')).toHaveTextContent('铂族金属研究院');
    await expect(fact(canvasElement, '最后更新')).toHaveTextContent('2026年11月20日 10:00');
    await expect(fact(canvasElement, '说明（英文）')).toHaveTextContent(/^Mined and recycled supply/);
    await expect(canvas.getByRole('link', { name: '编辑' })).toHaveAttribute('href', '#/creator/statistic/edit?id=1');
    await expect(canvas.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '#/creator/statistic/list');
    await drawn(canvasElement);
    await expect(canvas.getByRole('img', { name: /^全球铂金供需平衡。最新数据：总供应：2025年 7,017 千盎司/ })).toBeVisible();
    await expect(canvas.getByRole('img').getBoundingClientRect().height).toBe(320);
  },
};

/** Public but not on the home page. */
export const PublicOnly: Story = {
  tags: ['!visual'],
  args: { statistic: STATISTIC_VOLUME },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('公开')).toBeVisible();
    await expect(canvas.queryByText('在探索首页')).toBeNull();
    await expect(canvas.getByText('可放在探索首页和文章中')).toBeVisible();
    await expect(fact(canvasElement, '统计周期')).toHaveTextContent('月度');
    await expect(fact(canvasElement, '期数')).toHaveTextContent('12 期（2025年11月 至 2026年10月）');
    await drawn(canvasElement);
  },
};

/** A secret table shown as a table only: the figures at once, no plot. */
export const Secret: Story = {
  args: { statistic: STATISTIC_SECRET, editHref: '#/creator/statistic/edit?id=4' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('仅自己可见')).toBeVisible();
    await expect(canvas.getByText('仅自己可见，不会出现在任何公开页面')).toBeVisible();
    await expect(canvas.queryByText('在探索首页')).toBeNull();
    await expect(fact(canvasElement, '图表类型')).toHaveTextContent('仅表格');
    await expect(fact(canvasElement, '统计周期')).toHaveTextContent('季度');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: '2026年第1季度' }).closest('tr')).toHaveTextContent('842215');
    await drawn(canvasElement);
  },
};

/** Fields left blank in English say so, and the English title is left out. */
export const NoEnglish: Story = {
  tags: ['!visual'],
  args: {
    statistic: { ...STATISTIC_SECRET, en_title: '', en_source: '', en_value_unit: '', en_description: '' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '会员企业库存调查（内部）' })).toBeVisible();
    await expect(canvasElement.querySelector('.spw-statistic-detail__subtitle')).toBeNull();
    await expect(fact(canvasElement, '单位（英文）')).toHaveTextContent('未填写');
    await expect(fact(canvasElement, '来源（英文）')).toHaveTextContent('未填写');
    await expect(canvas.queryByText('说明（英文）')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', statistic: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('link', { name: '返回列表' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '删除' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', statistic: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('统计表加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link', { name: '编辑' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Global platinum supply and demand' })).toBeVisible();
    await expect(canvas.getByText('全球铂金供需平衡')).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText('Public')).toBeVisible();
    await expect(canvas.getByText('On the explorer home')).toBeVisible();
    await expect(canvas.getByText('Shown on the explorer home; can be placed in articles')).toBeVisible();
    await expect(fact(canvasElement, 'Period')).toHaveTextContent('Yearly');
    await expect(fact(canvasElement, 'Chart type')).toHaveTextContent('Bar');
    await expect(fact(canvasElement, 'Periods')).toHaveTextContent('7 periods (2019 to 2025)');
    await expect(fact(canvasElement, 'Last updated')).toHaveTextContent('20 Nov 2026, 10:00');
    await expect(canvas.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the list' })).toBeVisible();
    await drawn(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/Total demand: 7,865 koz in 2025/);
  },
};

/** A secret table read in English. */
export const EnglishSecret: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { statistic: STATISTIC_SECRET },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only you')).toBeVisible();
    await expect(canvas.getByText('Only you can see it; it appears on no public page')).toBeVisible();
    await expect(canvas.getByText('Table only')).toBeVisible();
  },
};

/** The longest titles and texts, eight series: everything wraps. */
export const LongText: Story = {
  args: { statistic: STATISTIC_LONG },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: STATISTIC_LONG.title })).toBeVisible();
    await drawn(canvasElement);
    await expect(within(canvas.getByRole('list', { name: '图例' })).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { statistic: STATISTIC_VOLUME },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '铂金与钯金月度成交量' })).toBeVisible();
    await drawn(canvasElement);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** 删除 asks first; cancelling keeps the table, confirming calls onDelete once. */
export const DeleteFlow: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement, args }) => {
    await drawn(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    let dialog = await body.findByRole('alertdialog', { name: '删除这张统计表？' });
    await expect(dialog).toHaveTextContent('“全球铂金供需平衡”及其全部数据将被删除，此操作无法撤销。');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    dialog = await body.findByRole('alertdialog', { name: '删除这张统计表？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** The dialog's picture: the question over the page. */
export const DeleteAsked: Story = {
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '删除这张统计表？' });
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
  },
};

/** While the table is being deleted the button waits and cannot ask again. */
export const Deleting: Story = {
  tags: ['!visual'],
  args: { deleting: true },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: '删除' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('aria-busy', 'true');
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  args: { statistic: STATISTIC_VOLUME },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '铂金与钯金月度成交量' })).toBeVisible();
  },
};
