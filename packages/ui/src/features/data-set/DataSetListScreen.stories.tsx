import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataSetListScreen } from './DataSetListScreen.tsx';
import { DATA_SET_LONG, DATA_SET_MEMBERS, DATA_SET_PRICES, itemOf } from './dataSetFixtures.ts';

/** The public list shows published sets only. */
const PUBLISHED = [DATA_SET_PRICES, DATA_SET_MEMBERS].map(itemOf);

const meta = {
  title: 'Features/DataSet/DataSetList',
  component: DataSetListScreen,
  args: {
    items: PUBLISHED,
    total: 26,
    page: 1,
    rows: 12,
    onPage: fn(),
    keyword: '',
    onKeyword: fn(),
    loading: false,
    error: false,
    onRetry: fn(),
    detailHref: (id: number) => `#/dataSet/detail?id=${id}`,
  },
} satisfies Meta<typeof DataSetListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The card of a data set, found by its title. */
const cardOf = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement);

const noOverflow = async (root: HTMLElement) => {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

/** The Chinese site: the search, a card per data set (its title the link), and a pager. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '数据集' })).toBeVisible();
    await expect(canvas.getByText(/^铂族金属价格、供需与市场调查的数据文件/)).toBeVisible();
    await expect(canvas.getByText('共 26 个数据集')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      DATA_SET_PRICES.title,
      DATA_SET_MEMBERS.title,
    ]);

    const prices = cardOf(canvas, DATA_SET_PRICES.title);
    // One link a card, to the set's page; the title is the author's words.
    await expect(prices.getAllByRole('link')).toHaveLength(1);
    const link = prices.getByRole('link', { name: DATA_SET_PRICES.title });
    await expect(link).toHaveAttribute('href', '#/dataSet/detail?id=1');
    await expect(link).toHaveAttribute('translate', 'no');
    await expect(prices.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'zh-CN');
    await expect(prices.getByRole('list', { name: '许可与下载权限' })).toHaveTextContent('CC BY 4.0（署名）');
    await expect(prices.queryByText('会员下载')).toBeNull();
    await expect(prices.getByText('v3 · 3 个文件 · 189 KB')).toBeVisible();
    await expect(prices.getByText(DATA_SET_PRICES.author)).toHaveAttribute('translate', 'no');
    await expect(prices.getByText('2026年6月15日')).toHaveAttribute('datetime', DATA_SET_PRICES.updated_at);
    await expect(prices.getByText('下载 464')).toBeVisible();

    // Members only: said on the card.
    const survey = cardOf(canvas, DATA_SET_MEMBERS.title);
    await expect(survey.getByText('会员下载')).toBeVisible();
    await expect(survey.getByText('保留所有权利')).toBeVisible();
    await expect(survey.getByText('v1 · 2 个文件 · 1.6 MB')).toBeVisible();
    await expect(survey.getByText('下载 79')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPage).toHaveBeenLastCalledWith(2);
  },
};

/** The English site: English titles, marked English; the site's words in English; Enter searches. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { total: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Data sets' })).toBeVisible();
    await expect(canvas.getByText('2 data sets')).toBeVisible();
    const prices = cardOf(canvas, DATA_SET_PRICES.en_title);
    await expect(prices.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    await expect(prices.getByText('v3 · 3 files · 189 KB')).toBeVisible();
    await expect(prices.getByText('464 downloads')).toBeVisible();
    await expect(prices.getByText('15 Jun 2026')).toBeVisible();
    await expect(prices.getByText('Updated', { exact: false })).toBeVisible();
    const survey = cardOf(canvas, DATA_SET_MEMBERS.en_title);
    await expect(survey.getByText('Members only')).toBeVisible();
    await expect(survey.getByText('v1 · 2 files · 1.6 MB')).toBeVisible();
    // Everything fits on one page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    const box = canvas.getByRole('searchbox', { name: 'Keyword' });
    await userEvent.type(box, '  rhodium prices {Enter}');
    await expect(args.onKeyword).toHaveBeenLastCalledWith('rhodium prices');
  },
};

/** A search that finds nothing: the box keeps the words, the empty state names them, with a way to clear them. */
export const SearchEmpty: Story = {
  args: { keyword: '钯金回收', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: '关键词' });
    await expect(box).toHaveValue('钯金回收');
    await expect(canvas.getByText('没有找到与“钯金回收”相关的数据集')).toBeVisible();
    await expect(canvas.getByText('换个关键词试试。')).toBeVisible();
    await expect(canvas.queryByText(/个数据集$/)).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();

    await userEvent.clear(box);
    await userEvent.type(box, '铂金');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onKeyword).toHaveBeenLastCalledWith('铂金');
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await expect(args.onKeyword).toHaveBeenLastCalledWith('');
    await expect(args.onKeyword).toHaveBeenCalledTimes(2);
  },
};

/** Nothing published yet, nothing searched: said so, with nothing to clear. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据集')).toBeVisible();
    await expect(canvas.getByText('数据集发布后会出现在这里。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '清除搜索' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: '关键词' })).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { loading: true, items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '数据集' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByText(/个数据集$/)).toBeNull();
    // The search stays usable while the list loads.
    await expect(canvas.getByRole('searchbox', { name: '关键词' })).toBeEnabled();
  },
};

export const Error: Story = {
  args: { error: true, items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('数据集加载失败，请稍后重试');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long title is cut at three lines, a big count grouped: nothing wider than the list. */
export const LongText: Story = {
  args: { items: [itemOf(DATA_SET_LONG), ...PUBLISHED], total: 3 },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 2, name: DATA_SET_LONG.title });
    await expect(title).toBeVisible();
    // Clamped: the title is taller than the lines it shows.
    await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
    const long = cardOf(canvas, DATA_SET_LONG.title);
    await expect(long.getByText('下载 1,204,567')).toBeVisible();
    await expect(long.getByText('v3 · 1 个文件 · 18 MB')).toBeVisible();
    await noOverflow(canvasElement.querySelector('.spw-data-set-list') as HTMLElement);
  },
};

/** A phone: the cards one above the other, the pager short; the page does not scroll sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [itemOf(DATA_SET_LONG), ...PUBLISHED], total: 9, rows: 3 },
  play: async ({ canvas, canvasElement, args }) => {
    const cards = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.closest('li') as HTMLElement);
    await expect(cards).toHaveLength(3);
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? Infinity);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPage).toHaveBeenLastCalledWith(2);
    await noOverflow(canvasElement.querySelector('.spw-data-set-list') as HTMLElement);
  },
};
