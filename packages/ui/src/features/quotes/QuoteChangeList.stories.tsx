import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuoteChangeList } from './QuoteChangeList.tsx';
import { CODE_LONG, QUOTE_DATA_CHANGE_LONG, QUOTE_DATA_CHANGES, QUOTE_DATA_CHANGES_EN, QUOTE_DATA_CODES } from './quoteDataFixtures.ts';

const meta = {
  title: 'Features/Quotes/QuoteChangeList',
  component: QuoteChangeList,
  args: {
    changes: QUOTE_DATA_CHANGES,
    total: 26,
    page: 1,
    rows: 6,
    onPage: fn(),
    loading: false,
    error: null,
    onRetry: fn(),
    codes: QUOTE_DATA_CODES,
    codeId: undefined,
    onCodeChange: fn(),
  },
} satisfies Meta<typeof QuoteChangeList>;
export default meta;
type Story = StoryObj<typeof meta>;

const noOverflow = async (root: HTMLElement) => {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

/** Who changed which price, when: one of each action, a price moved to another day, a closed account; the filter and pages go to the page. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: '修改记录' });
    await expect(within(section).getByRole('heading', { level: 2, name: '修改记录' })).toBeVisible();
    const table = canvas.getByRole('table', { name: '价格的修改记录' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['时间', '操作人', '动作', '品种', '日期', '价格']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(6);

    // Added: no old price (— read as 无), the new one with its unit; the arrow is read as 改为.
    const [added, edited, moved, deleted, imported] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    await expect(added).toHaveTextContent('2026年11月20日 16:31');
    await expect(within(added).getByText('行情编辑 王敏')).toHaveAttribute('translate', 'no');
    await expect(added).toHaveTextContent('新增');
    await expect(within(added).getByText('铂金')).toHaveAttribute('translate', 'no');
    await expect(added).toHaveTextContent('— 无 → 改为 232.00 元/克');
    // Edited: old → new.
    await expect(edited).toHaveTextContent('修改');
    await expect(edited).toHaveTextContent('233.46 → 改为 233.64');
    // Moved to another day: old date → new date.
    await expect(moved).toHaveTextContent('2026-11-18 → 改为 2026-11-19');
    await expect(within(moved).getByText('2026-11-19')).toHaveAttribute('datetime', '2026-11-19');
    // Deleted: no new price.
    await expect(deleted).toHaveTextContent('删除');
    await expect(deleted).toHaveTextContent('251.00 → 改为 — 无');
    await expect(deleted).toHaveTextContent('Trevor Raymond');
    // Imported by an account since closed.
    await expect(imported).toHaveTextContent('导入');
    await expect(imported).toHaveTextContent('已注销的账号');
    await expect(imported).toHaveTextContent('7,650.00 → 改为 7,712.00 元/千克');

    const filter = canvas.getByRole('combobox', { name: '品种' });
    await expect(filter).toHaveDisplayValue('全部品种');
    await userEvent.selectOptions(filter, '铂金（Pt）');
    await expect(args.onCodeChange).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
    canvas.getByRole('button', { name: '第 2 页' }).blur();
  },
};

/** Filtered by a code: the filter shows it; back to every code is `undefined`. */
export const FilteredByCode: Story = {
  tags: ['!visual'],
  args: { codeId: 1, changes: QUOTE_DATA_CHANGES.slice(0, 2), total: 2 },
  play: async ({ canvas, args }) => {
    const filter = canvas.getByRole('combobox', { name: '品种' });
    await expect(filter).toHaveDisplayValue('铂金（Pt）');
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
    await userEvent.selectOptions(filter, '全部品种');
    await expect(args.onCodeChange).toHaveBeenCalledWith(undefined);
  },
};

export const Empty: Story = {
  args: { changes: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无修改记录')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: '品种' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, changes: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: '修改记录' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('暂无修改记录')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: '网络连接失败，请检查网络后重试', changes: [], total: 0 },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('修改记录加载失败');
    await expect(alert).toHaveTextContent('网络连接失败，请检查网络后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The English site: the server names the codes in English; actions, dates and units in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { changes: QUOTE_DATA_CHANGES_EN },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Change log' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Changes to prices' }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows[0]).toHaveTextContent('Added');
    await expect(rows[0]).toHaveTextContent('Platinum');
    await expect(rows[0]).toHaveTextContent('20 Nov 2026, 16:31');
    await expect(rows[0]).toHaveTextContent('— none → to 232.00 CNY/g');
    await expect(rows[3]).toHaveTextContent('Deleted');
    await expect(rows[4]).toHaveTextContent('A closed account');
    await expect(rows[4]).toHaveTextContent('Imported');
    await expect(canvas.getByRole('combobox', { name: 'Quote' })).toHaveDisplayValue('All quotes');
  },
};

/** A phone: each change a card (action, code and day; the prices; who and when); the longest texts wrap inside it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { changes: [QUOTE_DATA_CHANGE_LONG, ...QUOTE_DATA_CHANGES.slice(0, 4)], codes: [...QUOTE_DATA_CODES, CODE_LONG] },
  play: async ({ canvas, canvasElement }) => {
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    const long = rows[0] as HTMLElement;
    await expect(long).toHaveTextContent(QUOTE_DATA_CHANGE_LONG.nickname);
    await expect(long).toHaveTextContent('99,999,999.99 → 改为 88,888,888.88 元/克');
    const box = long.getBoundingClientRect();
    for (const cell of long.querySelectorAll('td')) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    }
    // The prices under the code, who and when under the prices.
    const code = long.querySelector('.spw-quote-changes__code')?.getBoundingClientRect();
    const price = long.querySelector('.spw-quote-changes__price')?.getBoundingClientRect();
    const user = long.querySelector('.spw-quote-changes__user')?.getBoundingClientRect();
    await expect(price?.top).toBeGreaterThanOrEqual(code?.bottom ?? Infinity);
    await expect(user?.top).toBeGreaterThanOrEqual(price?.bottom ?? Infinity);
    await expect(canvas.getByText('第 1 / 5 页')).toBeVisible();
    await noOverflow(canvasElement);
  },
};
