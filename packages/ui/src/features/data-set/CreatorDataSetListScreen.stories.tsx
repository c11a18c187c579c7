import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CreatorDataSetListScreen } from './CreatorDataSetListScreen.tsx';
import { DATA_SET_ITEMS, DATA_SET_LONG, itemOf } from './dataSetFixtures.ts';

const meta = {
  title: 'Features/DataSet/CreatorDataSetListScreen',
  component: CreatorDataSetListScreen,
  args: {
    items: DATA_SET_ITEMS,
    total: 7,
    page: 1,
    rows: 3,
    onPage: fn(),
    filter: {},
    onFilter: fn(),
    loading: false,
    error: false,
    onRetry: fn(),
    addHref: '#/creator/dataSet/add',
    editHref: (id: number) => `#/creator/dataSet/edit?id=${id}`,
    publicHref: (id: number) => `#/dataSet/detail?id=${id}`,
    onDelete: fn(),
    deletingId: null,
  },
} satisfies Meta<typeof CreatorDataSetListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const noOverflow = async (root: HTMLElement) => {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

const keywordBox = (canvas: Canvas, name = '关键词') => canvas.getByRole('searchbox', { name });
const statusBox = (canvas: Canvas, name = '状态') => canvas.getByRole('combobox', { name });
const rowsOf = (canvas: Canvas, name = '数据集列表') => within(canvas.getByRole('table', { name })).getAllByRole('row').slice(1);

/** A page of sets: each names its title (a link to edit), licence, access, status, version and files, downloads and when; the actions name it. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的数据集' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '新建数据集' })).toHaveAttribute('href', '#/creator/dataSet/add');
    const table = canvas.getByRole('table', { name: '数据集列表' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['标题', '许可', '下载权限', '状态', '版本与文件', '下载次数', '更新时间', '操作']);
    const rows = rowsOf(canvas);
    await expect(rows).toHaveLength(3);

    const prices = within(rows[0] as HTMLElement);
    const title = prices.getByRole('link', { name: '铂族金属日度价格（2024—2025）' });
    await expect(title).toHaveAttribute('href', '#/creator/dataSet/edit?id=1');
    await expect(title).toHaveAttribute('translate', 'no');
    await expect(rows[0]).toHaveTextContent('CC BY 4.0（署名）');
    await expect(prices.getByText('公开')).toBeVisible();
    await expect(prices.getByText('已发布')).toBeVisible();
    await expect(prices.getByText('v3')).toBeVisible();
    await expect(prices.getByText('3 个文件 · 189 KB')).toBeVisible();
    await expect(prices.getByText('464 次下载')).toBeVisible();
    await expect(prices.getByText('2026年6月15日 16:10')).toHaveAttribute('datetime', '2026-06-15T08:10:00.000Z');
    await expect(prices.getByRole('link', { name: '查看公开页 铂族金属日度价格（2024—2025）' })).toHaveAttribute(
      'href',
      '#/dataSet/detail?id=1',
    );
    await expect(prices.getByRole('link', { name: '编辑 铂族金属日度价格（2024—2025）' })).toHaveAttribute(
      'href',
      '#/creator/dataSet/edit?id=1',
    );
    await expect(prices.getByRole('button', { name: '删除 铂族金属日度价格（2024—2025）' })).toBeEnabled();

    const members = within(rows[1] as HTMLElement);
    await expect(rows[1]).toHaveTextContent('保留所有权利');
    await expect(members.getByText('会员')).toBeVisible();
    await expect(members.getByText('2 个文件 · 1.6 MB')).toBeVisible();

    // The draft: no file yet, and no public page to view.
    const draft = within(rows[2] as HTMLElement);
    await expect(draft.getByText('草稿')).toBeVisible();
    await expect(draft.getByText('暂无文件')).toBeVisible();
    await expect(draft.queryByText(/^v\d/)).toBeNull();
    await expect(draft.queryByRole('link', { name: /^查看公开页/ })).toBeNull();
    await expect(draft.getByRole('link', { name: '编辑 回收铂金来源统计（草稿）' })).toBeVisible();

    await expect(canvas.getByText('共 7 个数据集')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    canvas.getByRole('button', { name: '第 2 页' }).blur();
  },
};

/** The filter: words of the title (trimmed) and a status go to the page; reset asks for everything. */
export const Filter: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await expect(keywordBox(canvas)).toHaveAttribute('placeholder', '搜索标题');
    await expect(statusBox(canvas)).toHaveDisplayValue('全部');
    await expect(
      within(statusBox(canvas))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['全部', '已发布', '草稿']);

    await userEvent.type(keywordBox(canvas), '  铂金 ');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: '铂金' }));

    await userEvent.selectOptions(statusBox(canvas), '草稿');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: '铂金', published: false }));

    // Enter in the keyword box sends too.
    await userEvent.clear(keywordBox(canvas));
    await userEvent.selectOptions(statusBox(canvas), '已发布');
    await userEvent.type(keywordBox(canvas), '{Enter}');
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({ published: true }));

    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(args.onFilter).toHaveBeenLastCalledWith({}));
    await expect(keywordBox(canvas)).toHaveValue('');
    await expect(statusBox(canvas)).toHaveDisplayValue('全部');
  },
};

/** Filtered (from the address): the boxes show it; one page, no pagination. */
export const Filtered: Story = {
  tags: ['!visual'],
  args: { filter: { keyword: '铂', published: true }, items: DATA_SET_ITEMS.slice(0, 2), total: 2 },
  play: async ({ canvas }) => {
    await expect(keywordBox(canvas)).toHaveValue('铂');
    await expect(statusBox(canvas)).toHaveDisplayValue('已发布');
    await expect(rowsOf(canvas)).toHaveLength(2);
    await expect(canvas.getByText('共 2 个数据集')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** No set yet: said so, with the call to create the first (not twice in the header). */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有数据集')).toBeVisible();
    await expect(canvas.getByText(/保存后再上传数据文件/)).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: '新建第一个数据集' })).toHaveAttribute('href', '#/creator/dataSet/add');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(/^共 \d+ 个数据集$/)).toBeNull();
  },
};

/** A filter that finds nothing: said so; clearing it asks the page for everything. */
export const FilteredEmpty: Story = {
  args: { items: [], total: 0, filter: { published: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('没有符合条件的数据集')).toBeVisible();
    await expect(canvas.getByText('换个关键词或状态试试')).toBeVisible();
    await expect(canvas.queryByText('还没有数据集')).toBeNull();
    await expect(statusBox(canvas)).toHaveDisplayValue('草稿');
    // There are sets, just not these: the header keeps its link.
    await expect(canvas.getByRole('link', { name: '新建数据集' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onFilter).toHaveBeenCalledWith({});
    await expect(statusBox(canvas)).toHaveDisplayValue('全部');
  },
};

export const Loading: Story = {
  args: { loading: true, items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: '我的数据集' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('还没有数据集')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: true, items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('数据集加载失败');
    await expect(canvas.queryByText('还没有数据集')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Delete asks first, naming the set: cancelling keeps it; confirming hands its id to the page. */
export const DeleteAsks: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '删除 2026 年铂金首饰零售调查' });
    await userEvent.click(button);
    let dialog = await screen.findByRole('alertdialog', { name: '删除这个数据集？' });
    await expect(dialog).toHaveTextContent('将删除“2026 年铂金首饰零售调查”及其全部版本和文件，删除后无法恢复。');
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    dialog = await screen.findByRole('alertdialog', { name: '删除这个数据集？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(2));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    button.blur();
  },
};

/** A set being deleted: its row and delete button wait, the others do not. */
export const Deleting: Story = {
  tags: ['!visual'],
  args: { deletingId: 1 },
  play: async ({ canvas }) => {
    const row = rowsOf(canvas)[0] as HTMLElement;
    await expect(row).toHaveAttribute('aria-busy', 'true');
    const button = within(row).getByRole('button', { name: '删除 铂族金属日度价格（2024—2025）' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '删除 2026 年铂金首饰零售调查' })).toBeEnabled();
  },
};

/** The longest title wraps within its cell; big numbers keep their separators; nothing wider than the page. */
export const LongText: Story = {
  args: { items: [itemOf(DATA_SET_LONG), ...DATA_SET_ITEMS.slice(0, 2)], total: 3 },
  play: async ({ canvas, canvasElement }) => {
    const long = rowsOf(canvas)[0] as HTMLElement;
    await expect(within(long).getByRole('link', { name: DATA_SET_LONG.title })).toBeVisible();
    await expect(long).toHaveTextContent('1 个文件 · 18 MB');
    await expect(long).toHaveTextContent('1,204,567 次下载');
    await noOverflow(canvasElement);
  },
};

/** English: the English titles, the words and their plurals. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My data sets' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New data set' })).toBeVisible();
    await expect(statusBox(canvas, 'Status')).toHaveDisplayValue('All');
    await expect(keywordBox(canvas, 'Keyword')).toHaveAttribute('placeholder', 'Search titles');
    const rows = rowsOf(canvas, 'Data sets');
    const prices = within(rows[0] as HTMLElement);
    await expect(prices.getByRole('link', { name: 'Daily PGM prices (2024–2025)' })).toBeVisible();
    await expect(rows[0]).toHaveTextContent('CC BY 4.0 (Attribution)');
    await expect(prices.getByText('Public')).toBeVisible();
    await expect(prices.getByText('Published')).toBeVisible();
    await expect(prices.getByText('3 files · 189 KB')).toBeVisible();
    await expect(prices.getByText('464 downloads')).toBeVisible();
    await expect(rows[0]).toHaveTextContent('15 Jun 2026, 16:10');
    await expect(rows[1]).toHaveTextContent('All rights reserved');
    await expect(rows[1]).toHaveTextContent('Members');
    // No English title: the Chinese one.
    await expect(within(rows[2] as HTMLElement).getByRole('link', { name: '回收铂金来源统计（草稿）' })).toBeVisible();
    await expect(rows[2]).toHaveTextContent('Draft');
    await expect(rows[2]).toHaveTextContent('No file yet');
    await expect(rows[2]).toHaveTextContent('0 downloads');
    await expect(prices.getByRole('link', { name: 'View public page Daily PGM prices (2024–2025)' })).toBeVisible();
    await expect(canvas.getByText('7 data sets')).toBeVisible();
  },
};

/** English with nothing yet: the call to create the first set. */
export const EnglishEmpty: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data sets yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create your first data set' })).toBeVisible();
  },
};

/** A phone: a card per set (title, tags, version, downloads, when, actions); the filter stacks; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [itemOf(DATA_SET_LONG), ...DATA_SET_ITEMS] },
  play: async ({ canvas, canvasElement }) => {
    const rows = rowsOf(canvas);
    const long = rows[0] as HTMLElement;
    const box = long.getBoundingClientRect();
    for (const cell of long.querySelectorAll('th, td, a, button')) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    }
    const prices = rows[1] as HTMLElement;
    const title = within(prices).getByRole('link', { name: '铂族金属日度价格（2024—2025）' }).getBoundingClientRect();
    const edit = within(prices).getByRole('link', { name: /^编辑/ }).getBoundingClientRect();
    await expect(edit.top).toBeGreaterThan(title.bottom);
    // The filter: one box above the other.
    await expect(statusBox(canvas).getBoundingClientRect().top).toBeGreaterThan(keywordBox(canvas).getBoundingClientRect().bottom);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await noOverflow(canvasElement);
  },
};
