import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { COLUMNS, DESIGN_NOTEBOOK, HYDROGEN, longColumn, MARKET_WATCH, NEW_COLUMN, SUPPLY_NOTES } from './columnFixtures.ts';
import { ColumnListScreen } from './ColumnListScreen.tsx';

const meta = {
  title: 'Features/Column/ColumnList',
  component: ColumnListScreen,
  args: {
    status: 'ready',
    items: COLUMNS,
    total: 15,
    page: 1,
    rows: 5,
    onPageChange: fn(),
    hrefOf: (column) => `#/column/detail?id=${column.id}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof ColumnListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card of a column, found by its name. */
const cardOf = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement);

/** The Chinese site: a card per column, each the column's link, and a pager. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '专栏' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').filter((li) => li.closest('nav') === null)).toHaveLength(COLUMNS.length);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(COLUMNS.map((c) => c.name));

    const market = cardOf(canvas, MARKET_WATCH.name);
    // One link a card, to the column's page: the banner and avatar are decoration.
    await expect(market.getAllByRole('link')).toHaveLength(1);
    await expect(market.getByRole('link', { name: MARKET_WATCH.name })).toHaveAttribute('href', '#/column/detail?id=3');
    await expect(market.getByText(MARKET_WATCH.nickname)).toHaveAttribute('translate', 'no');
    await expect(market.getByRole('img', { name: '机构认证' })).toBeVisible();
    await expect(market.getByText(/^每周梳理国际铂金/)).toBeVisible();
    await expect(market.getByText('128 篇文章')).toBeVisible();
    await expect(market.getByText('12,860 人订阅')).toBeVisible();

    await expect(cardOf(canvas, SUPPLY_NOTES.name).queryByRole('img')).toBeNull();
    await expect(cardOf(canvas, DESIGN_NOTEBOOK.name).getByRole('img', { name: '专家认证' })).toBeVisible();
    const fresh = cardOf(canvas, NEW_COLUMN.name);
    await expect(fresh.getByText('暂无简介')).toBeVisible();
    await expect(fresh.getByText('0 篇文章')).toBeVisible();
    await expect(fresh.getByText('0 人订阅')).toBeVisible();
    await expect(cardOf(canvas, HYDROGEN.name).getByText('1,286,000 人订阅')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

/** The English site: English names where the column has one, marked English; the others stay Chinese. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Columns' })).toBeVisible();
    const market = canvas.getByRole('heading', { level: 2, name: 'Platinum Market Watch' });
    await expect(market).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('link', { name: "A Designer's Notebook" })).toHaveAttribute('href', '#/column/detail?id=7');
    // A Chinese name and its introduction are marked Chinese for screen readers.
    await expect(canvas.getByRole('heading', { level: 2, name: SUPPLY_NOTES.name })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText(SUPPLY_NOTES.content)).toHaveAttribute('lang', 'zh-CN');
    // The English introduction where the column has one.
    await expect(canvas.getByText(/^Kyoto designer Yumi Sato/)).toHaveAttribute('lang', 'en');
    await expect(canvas.queryByText(DESIGN_NOTEBOOK.content)).toBeNull();
    await expect(canvas.getByText('No introduction yet')).not.toHaveAttribute('lang');
    const notebook = cardOf(canvas, "A Designer's Notebook");
    await expect(notebook.getByText('1 article')).toBeVisible();
    await expect(notebook.getByText('1 subscriber')).toBeVisible();
    await expect(notebook.getByRole('img', { name: 'Verified expert' })).toBeVisible();
    await expect(cardOf(canvas, 'Platinum Market Watch').getByText('12,860 subscribers')).toBeVisible();
    await expect(canvas.getByText('2,048 articles')).toBeVisible();
    // Everything fits on one page: no pager.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '专栏' })).toBeVisible();
    await expect(canvas.getByText('暂无专栏')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '专栏' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('专栏加载失败，请稍后重试');
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Long names, nicknames and introductions wrap or are cut (the introduction at three lines): nothing wider than the list. */
export const LongText: Story = {
  args: { items: [MARKET_WATCH, SUPPLY_NOTES, NEW_COLUMN].map(longColumn), total: 3 },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 2, name: `${MARKET_WATCH.name}${LONG_NAME}` });
    await expect(title).toBeVisible();
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(canvas.getByText(`${SUPPLY_NOTES.nickname}${LONG_NAME}`)).toBeVisible();
    // Clamped: the introduction is taller than the lines it shows.
    const intro = canvas.getAllByText(/^每周梳理国际铂金/)[0] as HTMLElement;
    await expect(intro.scrollHeight).toBeGreaterThan(intro.clientHeight);
    await expect(canvas.getByText('12,860,000 人订阅')).toBeVisible();
    const root = canvasElement.querySelector('.spw-column-list') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: one card across, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [MARKET_WATCH, SUPPLY_NOTES, NEW_COLUMN], total: 9, rows: 3 },
  play: async ({ canvas, canvasElement, args }) => {
    const cards = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.closest('li') as HTMLElement);
    await expect(cards).toHaveLength(3);
    // Stacked: the second card starts below the first.
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? Infinity);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** Inside a page with its own h1 (a member's profile): the list is a section (h2), each card an h3. */
export const InAProfile: Story = {
  tags: ['!visual'],
  args: { items: [MARKET_WATCH, SUPPLY_NOTES], total: 2, heading: '专栏', headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: '专栏' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};
