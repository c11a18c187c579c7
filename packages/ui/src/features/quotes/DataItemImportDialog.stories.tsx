import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataItemImportDialog } from './DataItemImportDialog.tsx';
import {
  DATA_ITEM_IMPORT_ALL_BAD,
  DATA_ITEM_IMPORT_PREVIEW,
  DATA_ITEM_IMPORT_PREVIEW_EN,
  DATA_ITEM_IMPORT_RESULT,
  DATA_ITEM_JEWELLERY,
  DATA_ITEM_PREMIUM,
} from './dataItemFixtures.ts';
import { QUOTE_IMPORT_ACCEPT } from './QuoteImportDialog.tsx';

const meta = {
  title: 'Features/Quotes/DataItemImportDialog',
  component: DataItemImportDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    step: 'choose',
    item: DATA_ITEM_JEWELLERY,
    onChoose: fn(),
    onConfirm: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof DataItemImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const MB = 1024 * 1024;

const dialog = (name: string | RegExp = '导入数值') => screen.getByRole('dialog', { name });
const fileInput = (name: string = '导入数值') => {
  const input = dialog(name).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('No file input');
  return input;
};
const blurAll = () => (document.activeElement as HTMLElement | null)?.blur();

/** A CSV of `bytes` bytes: the header, then filler. */
function csv(name: string, bytes: number): File {
  const head = 'period,value\n2026-10,20.1\n';
  return new File([head, new Uint8Array(Math.max(0, bytes - head.length)).fill(0x20)], name, { type: 'text/csv' });
}

/** The first step: the two columns (the period as the item's frequency writes it), the formats and limits, the picker; a good file goes to the page. */
export const Choose: Story = {
  play: async ({ args }) => {
    const node = dialog();
    await expect(node).toHaveAccessibleDescription('一行一个数值，第一行为表头，需要以下两列：');
    const view = within(node);
    await expect(view.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '周期（period）或日期（date），按指标频率书写，如 2024-01，不能晚于今天',
      '数值（value），可为负数，如 -1,234.5',
    ]);
    const input = fileInput();
    await expect(input).toHaveAttribute('accept', QUOTE_IMPORT_ACCEPT);
    await expect(input).toHaveAccessibleName('导入文件');
    await expect(input).toHaveAccessibleDescription(
      '支持 UTF-8 或 GBK 编码的 CSV 文件和 Excel（.xlsx）文件，不超过 2MB、5,000 行。已有数值的周期，以文件中的为准。',
    );
    await expect(view.queryByRole('link', { name: '下载模板' })).toBeNull();
    const file = csv('首饰产量.csv', 4000);
    await userEvent.upload(input, file);
    await expect(args.onChoose).toHaveBeenCalledWith(file);
    blurAll();
  },
};

/** A daily item's file writes days; a file over 2 MB is refused before it is sent. */
export const ChooseDaily: Story = {
  tags: ['!visual'],
  args: { item: DATA_ITEM_PREMIUM, templateHref: '/static/data-item-template.csv' },
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getAllByRole('listitem')[0]).toHaveTextContent('如 2024-01-15');
    await expect(view.getByRole('link', { name: '下载模板' })).toHaveAttribute('href', '/static/data-item-template.csv');
    await userEvent.upload(fileInput(), csv('溢价.csv', 3 * MB));
    await expect(view.getByRole('alert')).toHaveTextContent('导入文件不能超过 2MB');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** The file is being read: a spinner, the file named. */
export const Previewing: Story = {
  tags: ['!visual'],
  args: { step: 'previewing', fileName: '首饰产量.csv' },
  play: async () => {
    const node = dialog();
    await expect(node).toHaveAttribute('aria-busy', 'true');
    await expect(within(node).getByRole('status')).toHaveTextContent('正在读取文件…');
  },
};

/** Good and bad rows: the counts, the bad rows and why (in the file's words), each value added or changed with the one it replaces. */
export const PreviewMixed: Story = {
  args: { step: 'preview', fileName: '首饰产量-2025.csv', preview: DATA_ITEM_IMPORT_PREVIEW },
  play: async ({ args }) => {
    const node = dialog();
    const view = within(node);
    await expect(node).toHaveAccessibleDescription('文件 首饰产量-2025.csv , 读取为 UTF-8 编码的 CSV');
    await waitFor(() => expect(view.getByRole('heading', { level: 3, name: '读取结果' })).toHaveFocus());
    await expect(view.getByRole('alert')).toHaveTextContent('有 4 行有误，确认后将跳过这些行');
    const errors = within(view.getByRole('region', { name: '有误的行' }))
      .getAllByRole('row')
      .slice(1);
    await expect(errors.map((row) => row.textContent)).toEqual([
      '5周期周期应写作 2024-01',
      '8数值数值需为数字',
      '9周期与第 4 行的周期重复',
      '11日期周期不能晚于今天',
    ]);
    const changes = within(view.getByRole('region', { name: '将导入的数值' })).getAllByRole('row');
    await expect(changes[0]?.textContent).toBe('行号周期数值原数值状态');
    await expect(changes[1]).toHaveTextContent('22024-08-16.2—无新增');
    await expect(changes[5]).toHaveTextContent('72025-021,234.5-8.1更新');
    const confirm = view.getByRole('button', { name: '确认导入 6 行' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    blurAll();
  },
};

/** Every row wrong: nothing to import, the confirm is off and says why. */
export const AllBad: Story = {
  tags: ['!visual'],
  args: { step: 'preview', fileName: '首饰产量.xlsx', preview: DATA_ITEM_IMPORT_ALL_BAD },
  play: async () => {
    const view = within(dialog());
    await expect(view.queryByRole('region', { name: '将导入的数值' })).toBeNull();
    const confirm = view.getByRole('button', { name: '确认导入 0 行' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription('没有可导入的行');
  },
};

/** The same file again: every value already there, said in the data items' words. */
export const AllSame: Story = {
  tags: ['!visual'],
  args: {
    step: 'preview',
    fileName: '首饰产量.csv',
    preview: { ...DATA_ITEM_IMPORT_PREVIEW, good: 6, bad: 0, new: 0, changed: 0, same: 6, total: 6, rows: [], errors: [] },
  },
  play: async () => {
    await expect(within(dialog()).getByText('文件中的数值与现有数据相同，导入不会改变任何数据')).toBeVisible();
  },
};

/** Done: what was imported, updated, left and skipped. */
export const Done: Story = {
  args: { step: 'done', fileName: '首饰产量-2025.csv', preview: DATA_ITEM_IMPORT_PREVIEW, result: DATA_ITEM_IMPORT_RESULT },
  play: async ({ args }) => {
    const view = within(dialog());
    await waitFor(() => expect(view.getByRole('heading', { level: 3, name: '导入完成' })).toHaveFocus());
    await expect(view.getByRole('status')).toHaveTextContent('已导入：新增 3 条，更新 2 条，未变 1 条，跳过 4 行');
    await userEvent.click(view.getByRole('button', { name: '继续导入' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    blurAll();
  },
};

/** The preview failed: the reason, and a retry back to the choice. */
export const Error: Story = {
  args: { step: 'preview', fileName: '首饰产量.csv', error: '文件缺少“数值”列' },
  play: async ({ args }) => {
    const alert = within(dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent('导入失败');
    await expect(alert).toHaveTextContent('文件缺少“数值”列');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    blurAll();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { step: 'preview', fileName: 'jewellery-2025.csv', preview: DATA_ITEM_IMPORT_PREVIEW_EN },
  play: async () => {
    const node = dialog('Import values');
    const view = within(node);
    await expect(view.getByRole('alert')).toHaveTextContent('4 rows have errors and will be skipped');
    const errors = within(view.getByRole('region', { name: 'Rows with errors' }))
      .getAllByRole('row')
      .slice(1);
    await expect(errors[0]).toHaveTextContent('5periodThe period should look like 2024-01');
    const changes = within(view.getByRole('region', { name: 'Values to import' })).getAllByRole('row');
    await expect(changes[0]?.textContent).toBe('RowPeriodValueBeforeStatus');
    await expect(changes[5]).toHaveTextContent('72025-021,234.5-8.1Update');
    await expect(view.getByRole('button', { name: 'Import 6 rows' })).toBeEnabled();
    blurAll();
  },
};

/** The English choose step: the columns in English. */
export const EnglishChoose: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { item: DATA_ITEM_PREMIUM },
  play: async () => {
    const view = within(dialog('Import values'));
    await expect(view.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "period (or date), written as the item's frequency says, such as 2024-01-15, not later than today",
      'value, a number, negative allowed, such as -1,234.5',
    ]);
  },
};

/** A phone: the dialog and its tables within the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { step: 'preview', fileName: '中国铂金首饰产量同比-2024至2025年月度数据-修订版.csv', preview: DATA_ITEM_IMPORT_PREVIEW },
  play: async () => {
    const node = dialog();
    const rect = node.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(node.scrollWidth).toBeLessThanOrEqual(node.clientWidth);
    for (const region of within(node).getAllByRole('region')) {
      await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(rect.right);
    }
    const doc = node.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
    blurAll();
  },
};
