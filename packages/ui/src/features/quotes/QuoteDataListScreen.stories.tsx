import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QuoteDataListScreen } from './QuoteDataListScreen.tsx';
import {
  CODE_LONG,
  QUOTE_DATA_CODES,
  QUOTE_DATA_LONG,
  QUOTE_DATA_PLATINUM_WEEK,
  QUOTE_DATA_ROWS,
  QUOTE_DATA_TODAY,
} from './quoteDataFixtures.ts';

const meta = {
  title: 'Features/Quotes/QuoteDataListScreen',
  component: QuoteDataListScreen,
  args: {
    items: QUOTE_DATA_ROWS,
    codes: QUOTE_DATA_CODES,
    total: 240,
    page: 1,
    rows: 8,
    onPage: fn(),
    filter: {},
    onFilter: fn(),
    loading: false,
    error: null,
    onRetry: fn(),
    addHref: '#/creator/quoteData/add',
    onImport: fn(),
    onShowChanges: fn(),
    editHref: (id: number) => `#/creator/quoteData/edit?id=${id}`,
    onDelete: fn(async () => undefined),
    deletingId: null,
    today: QUOTE_DATA_TODAY,
  },
} satisfies Meta<typeof QuoteDataListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const noOverflow = async (root: HTMLElement) => {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

const codeBox = (canvas: Canvas) => canvas.getByRole('combobox', { name: '品种' });
/** The date boxes: <input type="date"> has no textbox role; found by their labels. */
const startBox = (canvas: Canvas) => canvas.getByLabelText('开始日期');
const endBox = (canvas: Canvas) => canvas.getByLabelText('结束日期');
const rowsOf = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: '价格列表' }))
    .getAllByRole('row')
    .slice(1);

/** A page of prices: each row names its code (as written), the day, the price in its unit, when it changed; edit and delete name the price. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '行情数据' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '添加' })).toHaveAttribute('href', '#/creator/quoteData/add');
    await userEvent.click(canvas.getByRole('button', { name: '导入' }));
    await expect(args.onImport).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '修改记录' }));
    await expect(args.onShowChanges).toHaveBeenCalledOnce();

    const table = canvas.getByRole('table', { name: '价格列表' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['品种', '日期', '价格', '更新时间', '操作']);
    const rows = rowsOf(canvas);
    await expect(rows).toHaveLength(8);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByRole('rowheader', { name: '铂金（Pt）' })).toHaveAttribute('translate', 'no');
    await expect(rows[0]).toHaveTextContent('2026-11-20');
    await expect(rows[0]).toHaveTextContent('232.00 元/克');
    await expect(first.getByText('2026年11月20日 16:30')).toHaveAttribute('datetime', '2026-11-20T16:30:00+08:00');
    await expect(first.getByRole('link', { name: '修改 铂金（Pt） 2026-11-20' })).toHaveAttribute(
      'href',
      '#/creator/quoteData/edit?id=5208',
    );
    await expect(first.getByRole('button', { name: '删除 铂金（Pt） 2026-11-20' })).toBeEnabled();
    // Silver by the kilogram; a correction made the morning after.
    await expect(rows[4]).toHaveTextContent('7,800.00 元/千克');
    await expect(rows[5]).toHaveTextContent('2026年11月20日 09:12');
    await expect(canvas.getByText('共 240 条价格')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    canvas.getByRole('button', { name: '第 2 页' }).blur();
  },
};

/** The filter: a code and a range of days go to the page as numbers and strings; reset asks for everything. */
export const Filter: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await expect(codeBox(canvas)).toHaveDisplayValue('全部品种');
    await expect(startBox(canvas)).toHaveAttribute('type', 'date');
    await expect(startBox(canvas)).toHaveAttribute('max', QUOTE_DATA_TODAY);
    await userEvent.selectOptions(codeBox(canvas), '钯金（Pd）');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({ quote_code_id: 2 }));

    await userEvent.type(startBox(canvas), '2026-11-01');
    await userEvent.type(endBox(canvas), '2026-11-15');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(args.onFilter).toHaveBeenLastCalledWith({ quote_code_id: 2, start_date: '2026-11-01', end_date: '2026-11-15' }),
    );

    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({}));
    await expect(codeBox(canvas)).toHaveDisplayValue('全部品种');
    await expect(startBox(canvas)).toHaveValue('');
  },
};

/** An end before the start: said on the end date, which takes the focus; nothing goes to the page. */
export const EndBeforeStart: Story = {
  args: { filter: { quote_code_id: 1 }, items: QUOTE_DATA_PLATINUM_WEEK, total: 5 },
  play: async ({ canvas, args }) => {
    await userEvent.type(startBox(canvas), '2026-11-18');
    await userEvent.type(endBox(canvas), '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(endBox(canvas)).toHaveFocus();
    await expect(endBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(endBox(canvas)).toHaveAccessibleDescription('结束日期不能早于开始日期');
    await expect(args.onFilter).not.toHaveBeenCalled();
    endBox(canvas).blur();
  },
};

/** Filtered (from the address): the boxes show it; platinum's week, in order. */
export const Filtered: Story = {
  tags: ['!visual'],
  args: { filter: { quote_code_id: 1, start_date: '2026-11-16', end_date: '2026-11-20' }, items: QUOTE_DATA_PLATINUM_WEEK, total: 5 },
  play: async ({ canvas }) => {
    await expect(codeBox(canvas)).toHaveDisplayValue('铂金（Pt）');
    await expect(startBox(canvas)).toHaveValue('2026-11-16');
    await expect(endBox(canvas)).toHaveValue('2026-11-20');
    await expect(endBox(canvas)).toHaveAttribute('min', '2026-11-16');
    await expect(rowsOf(canvas)).toHaveLength(5);
    await expect(canvas.getByText('共 5 条价格')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** No price yet: said so, with add and import in the empty state (not twice in the header); the change log stays. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('暂无行情数据')).toBeVisible();
    await expect(canvas.getByText('点“添加”录入一天的价格，或点“导入”从 CSV、Excel 文件批量导入')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '添加' })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: '导入' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '导入' }));
    await expect(args.onImport).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: '修改记录' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    canvas.getByRole('button', { name: '导入' }).blur();
  },
};

/** A filter that finds nothing: said so; clearing it asks the page for everything. */
export const FilteredEmpty: Story = {
  args: { items: [], total: 0, filter: { quote_code_id: 9 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('没有符合条件的价格')).toBeVisible();
    await expect(canvas.queryByText('暂无行情数据')).toBeNull();
    await expect(codeBox(canvas)).toHaveDisplayValue('锇');
    // The header keeps its add and import: there are prices, just not these.
    await expect(canvas.getByRole('link', { name: '添加' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onFilter).toHaveBeenCalledWith({});
  },
};

export const Loading: Story = {
  args: { loading: true, items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: '行情数据' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('暂无行情数据')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: '网络连接失败，请检查网络后重试', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('行情数据加载失败');
    await expect(alert).toHaveTextContent('网络连接失败，请检查网络后重试');
    await expect(canvas.queryByText('暂无行情数据')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Delete asks first: cancelling keeps the price; confirming hands its id to the page, and the focus is kept. */
export const DeleteAsks: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '删除 钯金（Pd） 2026-11-20' });
    await userEvent.click(button);
    let dialog = await screen.findByRole('alertdialog', { name: '删除这条价格？' });
    await expect(dialog).toHaveTextContent('将删除 钯金（Pd） 2026-11-20 的价格 258.00 元/克。删除会记入修改记录。');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    dialog = await screen.findByRole('alertdialog', { name: '删除这条价格？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(5207));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** A price being deleted: its delete button waits (busy), the others do not. */
export const Deleting: Story = {
  tags: ['!visual'],
  args: { deletingId: 5207 },
  play: async ({ canvas }) => {
    const row = rowsOf(canvas)[1] as HTMLElement;
    await expect(row).toHaveAttribute('aria-busy', 'true');
    const button = within(row).getByRole('button', { name: '删除 钯金（Pd） 2026-11-20' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '删除 铂金（Pt） 2026-11-20' })).toBeEnabled();
  },
};

/** The change log as a link, when the page gives one. */
export const ChangesLink: Story = {
  tags: ['!visual'],
  args: { onShowChanges: undefined, changesHref: '#/creator/quoteData/list?tab=changes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '修改记录' })).toHaveAttribute('href', '#/creator/quoteData/list?tab=changes');
    await expect(canvas.queryByRole('button', { name: '修改记录' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quote data' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change log' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Quote' })).toHaveDisplayValue('All quotes');
    const rows = within(canvas.getByRole('table', { name: 'Prices' }))
      .getAllByRole('row')
      .slice(1);
    await expect(within(rows[0] as HTMLElement).getByRole('rowheader', { name: 'Platinum (Pt)' })).toBeVisible();
    await expect(rows[0]).toHaveTextContent('232.00 CNY/g');
    await expect(rows[0]).toHaveTextContent('20 Nov 2026, 16:30');
    await expect(rows[4]).toHaveTextContent('7,800.00 CNY/kg');
    await expect(canvas.getByRole('link', { name: 'Edit Platinum (Pt) 2026-11-20' })).toBeVisible();
    await expect(canvas.getByText('240 prices')).toBeVisible();
  },
};

/** A phone: each price a card (code and day, the price, when, the actions); the filter stacks; the longest code wraps; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [QUOTE_DATA_LONG, ...QUOTE_DATA_ROWS.slice(0, 3)], codes: [...QUOTE_DATA_CODES, CODE_LONG] },
  play: async ({ canvas, canvasElement }) => {
    const rows = rowsOf(canvas);
    const long = rows[0] as HTMLElement;
    await expect(long).toHaveTextContent('99,999,999.99 元/克');
    const box = long.getBoundingClientRect();
    for (const cell of long.querySelectorAll('th, td, a, button')) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    }
    const platinum = rows[1] as HTMLElement;
    const code = within(platinum).getByRole('rowheader').getBoundingClientRect();
    const price = platinum.querySelector('.spw-quote-data__price')?.getBoundingClientRect();
    const edit = within(platinum).getByRole('link', { name: /^修改/ }).getBoundingClientRect();
    await expect(price?.top).toBeGreaterThanOrEqual(code.bottom);
    await expect(edit.top).toBeGreaterThan(price?.bottom ?? Infinity);
    // The filter: one box above the other.
    await expect(startBox(canvas).getBoundingClientRect().top).toBeGreaterThan(codeBox(canvas).getBoundingClientRect().bottom);
    await expect(canvas.getByText('第 1 / 30 页')).toBeVisible();
    await noOverflow(canvasElement);
  },
};
