import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataItemListScreen } from './DataItemListScreen.tsx';
import { DATA_ITEM_LONG, DATA_ITEMS, itemOf } from './dataItemFixtures.ts';

const meta = {
  title: 'Features/Quotes/DataItemListScreen',
  component: DataItemListScreen,
  args: {
    items: DATA_ITEMS,
    total: 9,
    page: 1,
    rows: 4,
    onPage: fn(),
    filter: {},
    onFilter: fn(),
    loading: false,
    error: false,
    onRetry: fn(),
    addHref: '#/creator/dataItem/add',
    editHref: (id: number) => `#/creator/dataItem/edit?id=${id}`,
    onDelete: fn(),
    deletingId: null,
  },
} satisfies Meta<typeof DataItemListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const noOverflow = async (root: HTMLElement) => {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

const keywordBox = (canvas: Canvas) => canvas.getByRole('searchbox', { name: '关键词' });
const frequencyBox = (canvas: Canvas) => canvas.getByRole('combobox', { name: '频率' });
const rowsOf = (canvas: Canvas, name = '指标列表') => within(canvas.getByRole('table', { name })).getAllByRole('row').slice(1);

/** A page of items: each names itself (a link to its form), its unit, frequency, source, range and count, latest value and when; the actions name it. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '数据指标' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '新建指标' })).toHaveAttribute('href', '#/creator/dataItem/add');
    const table = canvas.getByRole('table', { name: '指标列表' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['名称', '单位', '频率', '来源', '数据范围', '最新值', '更新时间', '操作']);
    const rows = rowsOf(canvas);
    await expect(rows).toHaveLength(4);

    const premium = within(rows[0] as HTMLElement);
    const name = premium.getByRole('link', { name: '上海铂金溢价' });
    await expect(name).toHaveAttribute('href', '#/creator/dataItem/edit?id=1');
    await expect(name).toHaveAttribute('translate', 'no');
    await expect(rows[0]).toHaveTextContent('美元/盎司');
    await expect(premium.getByText('日度')).toBeVisible();
    await expect(rows[0]).toHaveTextContent('上海黄金交易所、伦敦铂钯市场协会');
    await expect(rows[0]).toHaveTextContent('2026-09-28 – 2026-11-20');
    await expect(rows[0]).toHaveTextContent('40 个数值');
    await expect(premium.getByText('13.59')).toBeVisible();
    await expect(premium.getByText('2026年11月20日 17:30')).toHaveAttribute('datetime', '2026-11-20T09:30:00.000Z');
    await expect(premium.getByRole('link', { name: '编辑 上海铂金溢价' })).toHaveAttribute('href', '#/creator/dataItem/edit?id=1');
    await expect(premium.getByRole('button', { name: '删除 上海铂金溢价' })).toBeEnabled();

    // The new item: no value yet, no source.
    await expect(rows[1]).toHaveTextContent('季度');
    await expect(rows[1]).toHaveTextContent('暂无数值');
    await expect(rows[2]).toHaveTextContent('月度');
    await expect(rows[2]).toHaveTextContent('2024-11 – 2026-10');
    await expect(rows[2]).toHaveTextContent('24 个数值');
    await expect(rows[3]).toHaveTextContent('年度');
    await expect(rows[3]).toHaveTextContent('3,062');

    await expect(canvas.getByText('共 9 个指标')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    canvas.getByRole('button', { name: '第 2 页' }).blur();
  },
};

/** The filter: words of the name (trimmed) and a frequency go to the page; reset asks for everything. */
export const Filter: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await expect(keywordBox(canvas)).toHaveAttribute('placeholder', '搜索名称');
    await expect(frequencyBox(canvas)).toHaveDisplayValue('全部');
    await expect(
      within(frequencyBox(canvas))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['全部', '日度', '月度', '季度', '年度']);

    await userEvent.type(keywordBox(canvas), '  铂金 ');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: '铂金' }));

    await userEvent.selectOptions(frequencyBox(canvas), '日度');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: '铂金', frequency: 'day' }));

    // Enter in the keyword box sends too.
    await userEvent.clear(keywordBox(canvas));
    await userEvent.type(keywordBox(canvas), '{Enter}');
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({ frequency: 'day' }));

    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({}));
    await expect(keywordBox(canvas)).toHaveValue('');
    await expect(frequencyBox(canvas)).toHaveDisplayValue('全部');
  },
};

/** Filtered (from the address): the boxes show it; one page, no pagination. */
export const Filtered: Story = {
  tags: ['!visual'],
  args: { filter: { keyword: '铂金', frequency: 'month' }, items: DATA_ITEMS.slice(2, 3), total: 1 },
  play: async ({ canvas }) => {
    await expect(keywordBox(canvas)).toHaveValue('铂金');
    await expect(frequencyBox(canvas)).toHaveDisplayValue('月度');
    await expect(rowsOf(canvas)).toHaveLength(1);
    await expect(canvas.getByText('共 1 个指标')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** No item yet: said so, with the call to create the first (not twice in the header). */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有数据指标')).toBeVisible();
    await expect(canvas.getByText(/如铂金溢价、首饰产量/)).toBeVisible();
    const links = canvas.getAllByRole('link', { name: /指标/ });
    await expect(links).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: '新建第一个指标' })).toHaveAttribute('href', '#/creator/dataItem/add');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(/^共 \d+ 个指标$/)).toBeNull();
  },
};

/** A filter that finds nothing: said so; clearing it asks the page for everything. */
export const FilteredEmpty: Story = {
  args: { items: [], total: 0, filter: { keyword: '铑', frequency: 'day' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('没有符合条件的指标')).toBeVisible();
    await expect(canvas.getByText('换个关键词或频率试试')).toBeVisible();
    await expect(canvas.queryByText('还没有数据指标')).toBeNull();
    await expect(keywordBox(canvas)).toHaveValue('铑');
    // There are items, just not these: the header keeps its link.
    await expect(canvas.getByRole('link', { name: '新建指标' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onFilter).toHaveBeenCalledWith({});
    await expect(keywordBox(canvas)).toHaveValue('');
    await expect(frequencyBox(canvas)).toHaveDisplayValue('全部');
  },
};

export const Loading: Story = {
  args: { loading: true, items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: '数据指标' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('还没有数据指标')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: true, items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('数据指标加载失败');
    await expect(canvas.queryByText('还没有数据指标')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Delete asks first, naming the item: cancelling keeps it; confirming hands its id to the page. */
export const DeleteAsks: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '删除 中国铂金首饰产量同比' });
    await userEvent.click(button);
    let dialog = await screen.findByRole('alertdialog', { name: '删除这个指标？' });
    await expect(dialog).toHaveTextContent('将删除“中国铂金首饰产量同比”及其全部数值，删除后无法恢复。');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    dialog = await screen.findByRole('alertdialog', { name: '删除这个指标？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(2));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    button.blur();
  },
};

/** An item being deleted: its delete button waits, the others do not. */
export const Deleting: Story = {
  tags: ['!visual'],
  args: { deletingId: 4 },
  play: async ({ canvas }) => {
    const row = rowsOf(canvas)[1] as HTMLElement;
    await expect(row).toHaveAttribute('aria-busy', 'true');
    const button = within(row).getByRole('button', { name: '删除 铑回收量' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '删除 上海铂金溢价' })).toBeEnabled();
  },
};

/** The longest words wrap within their cells; the largest value is grouped; nothing wider than the page. */
export const LongText: Story = {
  args: { items: [itemOf(DATA_ITEM_LONG), ...DATA_ITEMS.slice(0, 2)], total: 3 },
  play: async ({ canvas, canvasElement }) => {
    const long = rowsOf(canvas)[0] as HTMLElement;
    await expect(within(long).getByRole('link', { name: DATA_ITEM_LONG.name })).toBeVisible();
    await expect(long).toHaveTextContent('元/克（含税、含运费）');
    await expect(long).toHaveTextContent('2026-07 – 2026-09');
    await expect(long).toHaveTextContent('3 个数值');
    await expect(long).toHaveTextContent('0.0001');
    await noOverflow(canvasElement);
  },
};

/** English: the English names, units and sources (the Chinese where there is none), the words and their plurals. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Data items' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New data item' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Frequency' })).toHaveDisplayValue('All');
    const rows = rowsOf(canvas, 'Data items');
    await expect(
      within(canvas.getByRole('table', { name: 'Data items' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Unit', 'Frequency', 'Source', 'Range', 'Latest', 'Updated', 'Actions']);
    await expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Shanghai platinum premium' })).toBeVisible();
    await expect(rows[0]).toHaveTextContent('USD/oz');
    await expect(rows[0]).toHaveTextContent('Daily');
    await expect(rows[0]).toHaveTextContent('Shanghai Gold Exchange; LPPM');
    await expect(rows[0]).toHaveTextContent('40 values');
    await expect(rows[0]).toHaveTextContent('20 Nov 2026, 17:30');
    // No English name or unit: the Chinese.
    await expect(within(rows[1] as HTMLElement).getByRole('link', { name: '铑回收量' })).toBeVisible();
    await expect(rows[1]).toHaveTextContent('千盎司');
    await expect(rows[1]).toHaveTextContent('No values yet');
    await expect(rows[3]).toHaveTextContent('Yearly');
    await expect(rows[3]).toHaveTextContent('koz');
    await expect(canvas.getByRole('link', { name: 'Edit Global automotive platinum demand' })).toBeVisible();
    await expect(canvas.getByText('9 data items')).toBeVisible();
  },
};

/** English with nothing yet: the call to create the first item. */
export const EnglishEmpty: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data items yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create your first data item' })).toBeVisible();
  },
};

/** A phone: a card per item (name; unit, frequency, source; range and latest; when; actions); the filter stacks; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [itemOf(DATA_ITEM_LONG), ...DATA_ITEMS] },
  play: async ({ canvas, canvasElement }) => {
    const rows = rowsOf(canvas);
    const long = rows[0] as HTMLElement;
    const box = long.getBoundingClientRect();
    for (const cell of long.querySelectorAll('th, td, a, button')) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    }
    const premium = rows[1] as HTMLElement;
    const name = within(premium).getByRole('link', { name: '上海铂金溢价' }).getBoundingClientRect();
    const edit = within(premium).getByRole('link', { name: /^编辑/ }).getBoundingClientRect();
    await expect(edit.top).toBeGreaterThan(name.bottom);
    // The filter: one box above the other.
    await expect(frequencyBox(canvas).getBoundingClientRect().top).toBeGreaterThan(keywordBox(canvas).getBoundingClientRect().bottom);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await noOverflow(canvasElement);
  },
};
