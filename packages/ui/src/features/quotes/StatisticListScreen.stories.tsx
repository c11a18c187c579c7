import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatisticListScreen } from './StatisticListScreen.tsx';
import { itemOf, STATISTIC_ITEMS, STATISTIC_LONG } from './statisticFixtures.ts';

const meta = {
  title: 'Features/Quotes/StatisticListScreen',
  component: StatisticListScreen,
  args: {
    items: STATISTIC_ITEMS,
    total: 10,
    page: 1,
    rows: 4,
    onPage: fn(),
    filter: {},
    onFilter: fn(),
    loading: false,
    error: false,
    onRetry: fn(),
    addHref: '#/creator/statistic/add',
    detailHref: (id: number) => `#/creator/statistic/detail?id=${id}`,
    editHref: (id: number) => `#/creator/statistic/edit?id=${id}`,
    onDelete: fn(),
    deletingId: null,
  },
} satisfies Meta<typeof StatisticListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const noOverflow = async (root: HTMLElement) => {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

const keywordBox = (canvas: Canvas) => canvas.getByRole('searchbox', { name: '关键词' });
const visibilityBox = (canvas: Canvas) => canvas.getByRole('combobox', { name: '公开范围' });
const rowsOf = (canvas: Canvas, name = '统计表列表') => within(canvas.getByRole('table', { name })).getAllByRole('row').slice(1);

/** A page of tables: each names its title (a link), kind, range and size, chart, status and when; the actions name it. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '统计数据' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '新建统计表' })).toHaveAttribute('href', '#/creator/statistic/add');
    const table = canvas.getByRole('table', { name: '统计表列表' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['标题', '周期', '数据范围', '图表', '状态', '更新时间', '操作']);
    const rows = rowsOf(canvas);
    await expect(rows).toHaveLength(4);

    const balance = within(rows[0] as HTMLElement);
    const title = balance.getByRole('link', { name: '全球铂金供需平衡' });
    await expect(title).toHaveAttribute('href', '#/creator/statistic/detail?id=1');
    await expect(title).toHaveAttribute('translate', 'no');
    await expect(rows[0]).toHaveTextContent('单位：千盎司');
    await expect(rows[0]).toHaveTextContent('年度');
    await expect(rows[0]).toHaveTextContent('2019 – 2025');
    await expect(rows[0]).toHaveTextContent('3 个系列 · 7 期');
    await expect(rows[0]).toHaveTextContent('柱状图');
    await expect(balance.getByText('公开')).toBeVisible();
    await expect(balance.getByText('探索首页')).toBeVisible();
    await expect(balance.getByText('2026年11月20日 10:00')).toHaveAttribute('datetime', '2026-11-20T02:00:00.000Z');
    await expect(balance.getByRole('link', { name: '查看 全球铂金供需平衡' })).toHaveAttribute('href', '#/creator/statistic/detail?id=1');
    await expect(balance.getByRole('link', { name: '编辑 全球铂金供需平衡' })).toHaveAttribute('href', '#/creator/statistic/edit?id=1');
    await expect(balance.getByRole('button', { name: '删除 全球铂金供需平衡' })).toBeEnabled();

    await expect(rows[1]).toHaveTextContent('季度');
    await expect(rows[1]).toHaveTextContent('2024Q1 – 2026Q3');
    await expect(rows[1]).toHaveTextContent('1 个系列 · 11 期');
    await expect(rows[1]).toHaveTextContent('折线图');
    await expect(rows[2]).toHaveTextContent('月度');
    await expect(rows[2]).toHaveTextContent('2025-11 – 2026-10');
    await expect(within(rows[2] as HTMLElement).queryByText('探索首页')).toBeNull();
    // The secret table: only its author sees it, drawn as a table only.
    await expect(within(rows[3] as HTMLElement).getByText('仅自己可见')).toBeVisible();
    await expect(rows[3]).toHaveTextContent('仅表格');

    await expect(canvas.getByText('共 10 张统计表')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    canvas.getByRole('button', { name: '第 2 页' }).blur();
  },
};

/** The filter: words of the title (trimmed) and a visibility go to the page; reset asks for everything. */
export const Filter: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await expect(keywordBox(canvas)).toHaveAttribute('placeholder', '搜索标题');
    await expect(visibilityBox(canvas)).toHaveDisplayValue('全部');
    await expect(
      within(visibilityBox(canvas))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['全部', '公开', '仅自己可见']);

    await userEvent.type(keywordBox(canvas), '  铂金 ');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: '铂金' }));

    await userEvent.selectOptions(visibilityBox(canvas), '仅自己可见');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: '铂金', visibility: 'secret' }));

    // Enter in the keyword box sends too.
    await userEvent.clear(keywordBox(canvas));
    await userEvent.type(keywordBox(canvas), '{Enter}');
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({ visibility: 'secret' }));

    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({}));
    await expect(keywordBox(canvas)).toHaveValue('');
    await expect(visibilityBox(canvas)).toHaveDisplayValue('全部');
  },
};

/** Filtered (from the address): the boxes show it. */
export const Filtered: Story = {
  tags: ['!visual'],
  args: { filter: { keyword: '铂金', visibility: 'public' }, items: STATISTIC_ITEMS.slice(0, 3), total: 3 },
  play: async ({ canvas }) => {
    await expect(keywordBox(canvas)).toHaveValue('铂金');
    await expect(visibilityBox(canvas)).toHaveDisplayValue('公开');
    await expect(rowsOf(canvas)).toHaveLength(3);
    await expect(canvas.getByText('共 3 张统计表')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** No table yet: said so, with the call to create the first (not twice in the header). */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有统计表')).toBeVisible();
    await expect(canvas.getByText(/按年度、季度或月度录入数值/)).toBeVisible();
    const links = canvas.getAllByRole('link', { name: /统计表/ });
    await expect(links).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: '新建第一张统计表' })).toHaveAttribute('href', '#/creator/statistic/add');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(/^共 \d+ 张统计表$/)).toBeNull();
  },
};

/** A filter that finds nothing: said so; clearing it asks the page for everything. */
export const FilteredEmpty: Story = {
  args: { items: [], total: 0, filter: { keyword: '铑金' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('没有符合条件的统计表')).toBeVisible();
    await expect(canvas.getByText('换个关键词或公开范围试试')).toBeVisible();
    await expect(canvas.queryByText('还没有统计表')).toBeNull();
    await expect(keywordBox(canvas)).toHaveValue('铑金');
    // There are tables, just not these: the header keeps its link.
    await expect(canvas.getByRole('link', { name: '新建统计表' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onFilter).toHaveBeenCalledWith({});
    await expect(keywordBox(canvas)).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { loading: true, items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: '统计数据' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('还没有统计表')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: true, items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('统计数据加载失败');
    await expect(canvas.queryByText('还没有统计表')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Delete asks first, naming the table: cancelling keeps it; confirming hands its id to the page. */
export const DeleteAsks: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '删除 铂金与钯金月度成交量' });
    await userEvent.click(button);
    let dialog = await screen.findByRole('alertdialog', { name: '删除这张统计表？' });
    await expect(dialog).toHaveTextContent('将删除“铂金与钯金月度成交量”及其全部数值，删除后无法恢复。');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    dialog = await screen.findByRole('alertdialog', { name: '删除这张统计表？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(3));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    button.blur();
  },
};

/** A table being deleted: its delete button waits, the others do not. */
export const Deleting: Story = {
  tags: ['!visual'],
  args: { deletingId: 2 },
  play: async ({ canvas }) => {
    const row = rowsOf(canvas)[1] as HTMLElement;
    await expect(row).toHaveAttribute('aria-busy', 'true');
    const button = within(row).getByRole('button', { name: '删除 中国铂金首饰加工量' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '删除 全球铂金供需平衡' })).toBeEnabled();
  },
};

/** The longest title wraps within its cell; nothing wider than the page. */
export const LongText: Story = {
  args: { items: [itemOf(STATISTIC_LONG), ...STATISTIC_ITEMS.slice(0, 2)], total: 3 },
  play: async ({ canvas, canvasElement }) => {
    const long = rowsOf(canvas)[0] as HTMLElement;
    await expect(within(long).getByRole('link', { name: STATISTIC_LONG.title })).toBeVisible();
    await expect(long).toHaveTextContent('8 个系列 · 5 期');
    await expect(long).toHaveTextContent('2021 – 2025');
    await noOverflow(canvasElement);
  },
};

/** English: the English titles and units, the words and their plurals. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New table' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Visibility' })).toHaveDisplayValue('All');
    const rows = rowsOf(canvas, 'Tables');
    await expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Global platinum supply and demand' })).toBeVisible();
    await expect(rows[0]).toHaveTextContent('Unit: koz');
    await expect(rows[0]).toHaveTextContent('Yearly');
    await expect(rows[0]).toHaveTextContent('3 series · 7 periods');
    await expect(rows[0]).toHaveTextContent('Bar chart');
    await expect(rows[0]).toHaveTextContent('Explorer home');
    await expect(rows[0]).toHaveTextContent('20 Nov 2026, 10:00');
    await expect(rows[1]).toHaveTextContent('1 series · 11 periods');
    await expect(rows[1]).toHaveTextContent('Quarterly');
    await expect(rows[3]).toHaveTextContent('Only you');
    await expect(rows[3]).toHaveTextContent('Table only');
    await expect(canvas.getByRole('link', { name: 'Edit Monthly platinum and palladium volume' })).toBeVisible();
    await expect(canvas.getByText('10 tables')).toBeVisible();
  },
};

/** English with nothing yet: the call to create the first table. */
export const EnglishEmpty: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tables yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create your first table' })).toBeVisible();
  },
};

/** A phone: a card per table (title, kind and chart, range, status, when, actions); the filter stacks; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [itemOf(STATISTIC_LONG), ...STATISTIC_ITEMS] },
  play: async ({ canvas, canvasElement }) => {
    const rows = rowsOf(canvas);
    const long = rows[0] as HTMLElement;
    const box = long.getBoundingClientRect();
    for (const cell of long.querySelectorAll('th, td, a, button')) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    }
    const balance = rows[1] as HTMLElement;
    const title = within(balance).getByRole('link', { name: '全球铂金供需平衡' }).getBoundingClientRect();
    const edit = within(balance).getByRole('link', { name: /^编辑/ }).getBoundingClientRect();
    await expect(edit.top).toBeGreaterThan(title.bottom);
    // The filter: one box above the other.
    await expect(visibilityBox(canvas).getBoundingClientRect().top).toBeGreaterThan(keywordBox(canvas).getBoundingClientRect().bottom);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await noOverflow(canvasElement);
  },
};
