import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QUOTE_IMPORT_ACCEPT, QuoteImportDialog } from './QuoteImportDialog.tsx';
import {
  IMPORT_PREVIEW_ALL_BAD,
  IMPORT_PREVIEW_LONG,
  IMPORT_PREVIEW_MIXED,
  IMPORT_PREVIEW_MIXED_EN,
  IMPORT_PREVIEW_SAME,
  IMPORT_RESULT,
} from './quoteDataFixtures.ts';

const meta = {
  title: 'Features/Quotes/QuoteImportDialog',
  component: QuoteImportDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    step: 'choose',
    onChoose: fn(),
    onConfirm: fn(),
    onReset: fn(),
    templateHref: '/static/quote-data-template.csv',
  },
} satisfies Meta<typeof QuoteImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const MB = 1024 * 1024;

const dialog = (name: string | RegExp = '导入行情数据') => screen.getByRole('dialog', { name });
const fileInput = (name: string = '导入行情数据') => {
  const input = dialog(name).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('No file input');
  return input;
};

/** A CSV of `bytes` bytes: the header, then filler rows. */
function csv(name: string, bytes: number, type = 'text/csv'): File {
  const head = 'quote_code_id,date,price\n1,2026-11-20,232\n';
  return new File([head, new Uint8Array(Math.max(0, bytes - head.length)).fill(0x20)], name, { type });
}

/** The first step: the columns, the formats and limits, the template, the picker; a good file goes to the page. */
export const Choose: Story = {
  play: async ({ args }) => {
    const node = dialog();
    await expect(node).toHaveAccessibleDescription('一行一个价格，第一行为表头，需要以下三列：');
    const view = within(node);
    await expect(view.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '品种编号（quote_code_id），或品种（code，填品种代码或英文名）',
      '日期（date），如 2026-11-20，不能晚于今天',
      '价格（price），大于 0，最多两位小数',
    ]);
    await expect(view.getByRole('link', { name: '下载模板' })).toHaveAttribute('href', '/static/quote-data-template.csv');
    const input = fileInput();
    await expect(input).toHaveAttribute('accept', QUOTE_IMPORT_ACCEPT);
    await expect(input).toHaveAccessibleName('导入文件');
    await expect(input).toHaveAccessibleDescription(
      '支持 UTF-8 或 GBK 编码的 CSV 文件和 Excel（.xlsx）文件，不超过 2MB、5,000 行。同一品种同一天已有价格的，以文件中的为准。',
    );
    await expect(view.getByText('选择文件')).toBeVisible();

    const file = csv('行情-2026-11.csv', 2 * MB);
    await userEvent.upload(input, file);
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(args.onChoose).toHaveBeenCalledWith(file);
    await expect(view.queryByRole('alert')).toBeEmptyDOMElement();
    input.blur();
  },
};

/** A 3 MB file is refused here, before it is sent: said under the picker, the picker marked. */
export const TooLarge: Story = {
  play: async ({ args }) => {
    const input = fileInput();
    await userEvent.upload(input, csv('一年的行情.csv', 3 * MB));
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent('导入文件不能超过 2MB');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/^导入文件不能超过 2MB 支持 UTF-8/);
    await expect(args.onChoose).not.toHaveBeenCalled();

    // A good file next clears it.
    await userEvent.upload(input, csv('行情.xlsx', 40_000, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'));
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.upload(input, csv('一年的行情.csv', 3 * MB));
    input.blur();
  },
};

/** Another kind of file (dropped, say): refused with what to choose. */
export const WrongType: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['%PDF-1.7'], '行情.pdf', { type: 'application/pdf' }));
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent('请选择 CSV 或 Excel（.xlsx）文件');
    await expect(args.onChoose).not.toHaveBeenCalled();
    // A CSV without a type (as some systems drop it) is known by its name.
    await user.upload(fileInput(), new File(['quote_code_id,date,price'], 'prices.CSV', { type: '' }));
    await expect(args.onChoose).toHaveBeenCalledOnce();
  },
};

/** The server could not read the file: its words under the picker. */
export const FileError: Story = {
  tags: ['!visual'],
  args: { fileError: '文件缺少“价格”列' },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent('文件缺少“价格”列');
    await expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The file is being read: a spinner, the file named; cancel stays. */
export const Previewing: Story = {
  args: { step: 'previewing', fileName: '行情-2026-11.csv' },
  play: async ({ args }) => {
    const node = dialog();
    await expect(node).toHaveAttribute('aria-busy', 'true');
    await expect(node).toHaveAccessibleDescription('文件 行情-2026-11.csv');
    await expect(within(node).getByRole('status')).toHaveTextContent('正在读取文件…');
    await expect(within(node).getByText('行情-2026-11.csv')).toHaveAttribute('translate', 'no');
    await userEvent.click(within(node).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Good and bad rows: the counts, the bad rows (skipped, said in an alert) and why, the changes old → new; confirm goes to the page. */
export const PreviewMixed: Story = {
  args: { step: 'preview', fileName: '行情-2026-11.csv', preview: IMPORT_PREVIEW_MIXED },
  play: async ({ args }) => {
    const node = dialog();
    const view = within(node);
    await expect(node).toHaveAccessibleDescription('文件 行情-2026-11.csv , 读取为 UTF-8 编码的 CSV');
    await waitFor(() => expect(view.getByRole('heading', { level: 3, name: '读取结果' })).toHaveFocus());
    const counts = Array.from(node.querySelectorAll('.spw-quote-import__count'), (item) => item.textContent);
    await expect(counts).toEqual(['总行数12', '可导入9', '有误3', '新增5', '更新2', '未变2']);
    await expect(view.getByRole('alert')).toHaveTextContent('有 3 行有误，确认后将跳过这些行');

    const errors = within(view.getByRole('region', { name: '有误的行' }))
      .getAllByRole('row')
      .slice(1);
    await expect(errors.map((row) => row.textContent)).toEqual([
      '7品种找不到这个品种：PtX',
      '11日期日期格式不对，应为 2026-11-20',
      '11价格价格须大于 0，最多两位小数',
      '13日期日期不能晚于今天',
    ]);
    const changes = within(view.getByRole('region', { name: '将导入的价格' })).getAllByRole('row');
    await expect(changes.slice(0, 1).map((row) => row.textContent)).toEqual(['行号品种日期价格状态']);
    await expect(changes[1]).toHaveTextContent('2铂金2026-11-16231.00新增');
    await expect(changes[6]).toHaveTextContent('8铂金2026-11-17229.58 → 改为 229.85更新');
    await expect(view.getAllByText('铂金', { selector: 'td' })[0]).toHaveAttribute('translate', 'no');

    const confirm = view.getByRole('button', { name: '确认导入 9 行' });
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(view.getByRole('button', { name: '重新选择文件' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    (node.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Every row wrong: nothing to import, the confirm is off and says why. */
export const AllBad: Story = {
  args: { step: 'preview', fileName: '行情.xlsx', preview: IMPORT_PREVIEW_ALL_BAD },
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(dialog()).toHaveAccessibleDescription('文件 行情.xlsx , 读取为 Excel 表格');
    await expect(view.getByRole('alert')).toHaveTextContent('有 3 行有误，确认后将跳过这些行');
    await expect(view.queryByRole('region', { name: '将导入的价格' })).toBeNull();
    const confirm = view.getByRole('button', { name: '确认导入 0 行' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription('没有可导入的行');
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
    (confirm.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Last week's file again: every price the same, said so; importing is still allowed (it changes nothing). */
export const AllSame: Story = {
  args: { step: 'preview', fileName: '上周行情.csv', preview: IMPORT_PREVIEW_SAME },
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(dialog()).toHaveAccessibleDescription('文件 上周行情.csv , 读取为 GBK 编码的 CSV');
    await expect(view.getByText('文件中的价格与现有数据相同，导入不会改变任何数据')).toBeVisible();
    await expect(view.queryByRole('alert')).toBeNull();
    await expect(view.queryByRole('table')).toBeNull();
    await userEvent.click(view.getByRole('button', { name: '确认导入 8 行' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    (dialog().ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** 5,000 rows, 620 wrong: the lists scroll in their own boxes, within the dialog, within the screen; what is left out is said. */
export const LongErrors: Story = {
  args: { step: 'preview', fileName: 'history-2025.csv', preview: IMPORT_PREVIEW_LONG },
  play: async () => {
    const node = dialog();
    const view = within(node);
    await expect(view.getByRole('alert')).toHaveTextContent('有 620 行有误，确认后将跳过这些行');
    const errors = view.getByRole('region', { name: '有误的行' });
    await expect(within(errors).getAllByRole('row')).toHaveLength(501);
    await expect(errors.scrollHeight).toBeGreaterThan(errors.clientHeight);
    await expect(errors).toHaveAttribute('tabindex', '0');
    await expect(view.getByText('只列出前 500 条错误')).toBeVisible();
    await expect(view.getByText('只列出前 200 行，共 4,000 行')).toBeVisible();
    const rect = node.getBoundingClientRect();
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(view.getByRole('button', { name: '确认导入 4,380 行' })).toBeEnabled();
    (node.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Importing: the confirm spins, nothing else can be pressed, and the dialog does not close. */
export const Importing: Story = {
  tags: ['!visual'],
  args: { step: 'importing', fileName: '行情-2026-11.csv', preview: IMPORT_PREVIEW_MIXED },
  play: async ({ args }) => {
    const view = within(dialog());
    const confirm = view.getByRole('button', { name: '确认导入 9 行' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(view.getByRole('button', { name: '取消' })).toBeDisabled();
    await expect(view.getByRole('button', { name: '重新选择文件' })).toBeDisabled();
    await expect(view.queryByRole('button', { name: '关闭' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog()).toBeVisible();
  },
};

/** Done: what was imported, updated, left and skipped; close, or import another file. */
export const Done: Story = {
  args: { step: 'done', fileName: '行情-2026-11.csv', preview: IMPORT_PREVIEW_MIXED, result: IMPORT_RESULT },
  play: async ({ args }) => {
    const view = within(dialog());
    await waitFor(() => expect(view.getByRole('heading', { level: 3, name: '导入完成' })).toHaveFocus());
    await expect(view.getByRole('status')).toHaveTextContent('已导入：新增 5 条，更新 2 条，未变 2 条，跳过 3 行');
    await userEvent.click(view.getByRole('button', { name: '继续导入' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    const close = view.getAllByRole('button', { name: '关闭' });
    await userEvent.click(close[0] as HTMLElement);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    (dialog().ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The preview or import failed: the reason, and a retry back to the choice. */
export const Error: Story = {
  args: { step: 'preview', fileName: '行情-2026-11.csv', error: '服务器繁忙，请稍后再试' },
  play: async ({ args }) => {
    const alert = within(dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent('导入失败');
    await expect(alert).toHaveTextContent('服务器繁忙，请稍后再试');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    (dialog().ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { step: 'preview', fileName: 'prices-2026-11.csv', preview: IMPORT_PREVIEW_MIXED_EN },
  play: async () => {
    const node = dialog('Import prices');
    const view = within(node);
    await expect(node).toHaveAccessibleDescription('File prices-2026-11.csv , Read as UTF-8 CSV');
    await expect(view.getByRole('alert')).toHaveTextContent('3 rows have errors and will be skipped');
    const errors = within(view.getByRole('region', { name: 'Rows with errors' }))
      .getAllByRole('row')
      .slice(1);
    await expect(errors[0]).toHaveTextContent('7codeNo such quote: PtX');
    const changes = within(view.getByRole('region', { name: 'Prices to import' })).getAllByRole('row');
    await expect(changes[6]).toHaveTextContent('8Platinum2026-11-17229.58 → to 229.85Update');
    await expect(view.getByRole('button', { name: 'Import 9 rows' })).toBeEnabled();
    await expect(view.getByRole('button', { name: 'Choose another file' })).toBeEnabled();
    (node.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The English choose step: columns and limits in English. */
export const EnglishChoose: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  play: async () => {
    const view = within(dialog('Import prices'));
    await expect(view.getAllByRole('listitem')[0]).toHaveTextContent(
      "quote_code_id (the quote's number) or code (its symbol or English name)",
    );
    await userEvent.upload(fileInput('Import prices'), csv('big.csv', 3 * MB));
    await expect(view.getByRole('alert')).toHaveTextContent('The file cannot be larger than 2MB');
    await expect(view.getByRole('link', { name: 'Download the template' })).toBeVisible();
  },
};

/** A phone: the dialog within the screen, the counts in rows of three, the tables scroll in their boxes; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { step: 'preview', fileName: '行情-2026-11-上海黄金交易所与伦敦铂钯市场对照.csv', preview: IMPORT_PREVIEW_MIXED },
  play: async () => {
    const node = dialog();
    const rect = node.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(node.scrollWidth).toBeLessThanOrEqual(node.clientWidth);
    const counts = node.querySelectorAll('.spw-quote-import__count');
    await expect((counts[3] as HTMLElement).getBoundingClientRect().top).toBeGreaterThan(
      (counts[0] as HTMLElement).getBoundingClientRect().bottom,
    );
    for (const region of within(node).getAllByRole('region')) {
      await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(rect.right);
    }
    const doc = node.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
    (node.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
