import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataItemForm, type DataItemBody } from './DataItemForm.tsx';
import { DATA_ITEM_EMPTY, DATA_ITEM_JEWELLERY, DATA_ITEM_LONG, DATA_ITEM_PREMIUM, DATA_ITEM_TODAY } from './dataItemFixtures.ts';

type DataItem = typeof DATA_ITEM_PREMIUM;

/** What the form sends for a stored item it did not change. */
const bodyOf = ({ id: _id, updated_at: _updated, ...body }: DataItem): DataItemBody => body;

/** Nothing typed but the required words. */
const EMPTY_WORDS = { en_name: '', en_value_unit: '', source: '', en_source: '', description: '', en_description: '' };

const meta = {
  title: 'Features/Quotes/DataItemForm',
  component: DataItemForm,
  args: {
    mode: 'add',
    busy: false,
    fieldErrors: {},
    onSubmit: fn(),
    onImport: fn(),
    cancelHref: '#/creator/dataItem/list',
    today: DATA_ITEM_TODAY,
  },
} satisfies Meta<typeof DataItemForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const box = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name });
const grid = (canvas: Canvas, name = '指标数值') => canvas.getByRole('table', { name });
const summary = (canvas: Canvas) => canvas.getByRole('alert');
const listed = (alert: HTMLElement) =>
  within(alert)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Takes the focus off whatever has it (the baseline then shows no ring). */
const blurAll = (root: HTMLElement) => {
  const active = root.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** uPlot arrives lazily: the preview says `data-ready="true"` once it has drawn, and the picture waits for it. */
const chartDrawn = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('.spw-statistic-chart')).toHaveAttribute('data-ready', 'true'), { timeout: 5000 });

/** Add: the two sections as they start; three empty rows; the preview waits for values; no import before the item is saved. */
export const AddEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '新建指标' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['基本信息', '数值']);
    await expect(box(canvas, /^名称/)).toBeRequired();
    await expect(box(canvas, /^名称/)).toHaveAttribute('maxlength', '60');
    await expect(box(canvas, /^英文名称/)).toHaveAttribute('maxlength', '120');
    await expect(box(canvas, /^单位/)).toHaveAccessibleDescription('数值的单位，如 吨、%、元/克');
    await expect(box(canvas, /^英文说明/)).toHaveAttribute('maxlength', '1000');
    const frequency = canvas.getByRole('combobox', { name: /^频率/ });
    await expect(frequency).toHaveDisplayValue('日度');
    await expect(
      within(frequency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['日度', '月度', '季度', '年度']);
    await expect(frequency).toHaveAccessibleDescription('日度写作 2024-01-15，月度 2024-01，季度 2024Q1，年度 2024');

    await expect(within(grid(canvas)).getAllByRole('row')).toHaveLength(4);
    await expect(box(canvas, '第 1 行周期')).toHaveAttribute('placeholder', '2024-01-15');
    await expect(box(canvas, '第 3 行数值')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: '添加一行' })).toHaveAccessibleDescription('最多 5,000 行');
    await expect(canvas.getByText('3 行')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: '走势预览' })).toHaveTextContent('填写周期和数值后，在这里预览走势');
    await expect(canvas.queryByRole('button', { name: '导入' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: '取消' })).toHaveAttribute('href', '#/creator/dataItem/list');
  },
};

/** Sent empty: the name and unit say they are needed (the name takes the focus); empty rows are not a problem. */
export const ClientErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(box(canvas, /^名称/)).toHaveFocus();
    await expect(box(canvas, /^名称/)).toHaveAccessibleDescription('请填写名称');
    await expect(box(canvas, /^单位/)).toHaveAccessibleDescription('请填写单位 数值的单位，如 吨、%、元/克');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixed, and sent: an item without values yet is allowed.
    await userEvent.type(box(canvas, /^名称/), ' 铑回收量 ');
    await userEvent.type(box(canvas, /^单位/), '千盎司');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...EMPTY_WORDS,
        name: '铑回收量',
        value_unit: '千盎司',
        frequency: 'day',
        values: [],
      } satisfies DataItemBody),
    );
    blurAll(canvas.getByRole('form'));
  },
};

/** The grid's checks, as the server's: a period's form, a repeat and a future one; a value missing, not a number or out of range. */
export const GridChecks: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^频率/ }), '月度');
    await expect(box(canvas, '第 1 行周期')).toHaveAttribute('placeholder', '2024-01');
    await userEvent.type(box(canvas, /^名称/), '首饰产量');
    await userEvent.type(box(canvas, /^单位/), '吨');
    await userEvent.click(canvas.getByRole('button', { name: '添加一行' }));
    await expect(box(canvas, '第 4 行周期')).toHaveFocus();
    await userEvent.type(box(canvas, '第 1 行周期'), '2024-1');
    await userEvent.type(box(canvas, '第 1 行数值'), '1,234.5');
    await userEvent.type(box(canvas, '第 2 行周期'), '2024-01');
    await userEvent.type(box(canvas, '第 2 行数值'), 'abc');
    await userEvent.type(box(canvas, '第 3 行周期'), '2026-12');
    await userEvent.type(box(canvas, '第 4 行周期'), '2024-13');
    await userEvent.type(box(canvas, '第 4 行数值'), '2000000000000');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));

    const alert = summary(canvas);
    await expect(alert).toHaveTextContent('数值中有 6 处需要修改');
    await expect(listed(alert)).toEqual([
      '第 2 行的周期与第 1 行重复',
      '第 2 行的数值需为数字',
      '第 3 行的周期晚于今天',
      '第 3 行缺少数值',
      '第 4 行的周期应写作 2024-01',
      '第 4 行的数值超出允许范围（±1,000,000,000,000）',
    ]);
    // The first wrong box takes the focus; each wrong box is marked and says why.
    await expect(box(canvas, '第 2 行周期')).toHaveFocus();
    await expect(box(canvas, '第 2 行周期')).toHaveAccessibleDescription('第 2 行的周期与第 1 行重复');
    await expect(box(canvas, '第 1 行周期')).not.toHaveAttribute('aria-invalid');
    await expect(box(canvas, '第 1 行数值')).not.toHaveAttribute('aria-invalid');
    await expect(box(canvas, '第 2 行数值')).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, '第 4 行数值')).toHaveAccessibleDescription('第 4 行的数值超出允许范围（±1,000,000,000,000）');
    await userEvent.click(within(alert).getByRole('button', { name: '第 3 行的周期晚于今天' }));
    await expect(box(canvas, '第 3 行周期')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // The one good row is drawn already.
    await expect(canvas.getByRole('figure', { name: '走势预览' })).not.toHaveTextContent('填写周期和数值后');
    await chartDrawn(canvasElement);
    blurAll(canvasElement);
  },
};

/** The same, fixed as typed: the list shrinks; '2024-1' goes as 2024-01, '1,234.5' as a number, an emptied row not at all. */
export const GridFixed: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^频率/ }), '季度');
    await userEvent.type(box(canvas, /^名称/), ' 铂金库存 ');
    await userEvent.type(box(canvas, /^单位/), '千克');
    await userEvent.type(box(canvas, '第 1 行周期'), '2026q4');
    await userEvent.type(box(canvas, '第 1 行数值'), '1,234.5');
    await userEvent.type(box(canvas, '第 2 行周期'), '2025Q1');
    await userEvent.type(box(canvas, '第 2 行数值'), 'x');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(listed(summary(canvas))).toEqual(['第 2 行的数值需为数字']);
    await userEvent.clear(box(canvas, '第 2 行数值'));
    await userEvent.type(box(canvas, '第 2 行数值'), '−12');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await userEvent.type(box(canvas, '第 3 行周期'), '2025Q2');
    await userEvent.clear(box(canvas, '第 3 行周期'));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...EMPTY_WORDS,
        name: '铂金库存',
        value_unit: '千克',
        frequency: 'quarter',
        values: [
          { period: '2026Q4', value: 1234.5 },
          { period: '2025Q1', value: -12 },
        ],
      } satisfies DataItemBody),
    );
  },
};

const PREMIUM_TSV = [
  '日期\t溢价（美元/盎司）',
  '2026/11/16\t14.97',
  '2026/11/17\t15.25',
  '2026-11-18\t1,015.1',
  '2026-11-19\t-14.53',
  '2026-11-20\t13.59',
  '',
].join('\r\n');

/** Two columns copied from a spreadsheet, pasted into the first period: the header skipped, dates and figures read, the grid grows to fit. */
export const Paste: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(box(canvas, '第 1 行周期'));
    await userEvent.paste(PREMIUM_TSV);
    await expect(canvas.getByRole('status')).toHaveTextContent('已粘贴 5 行，表头已略过');
    await expect(within(grid(canvas)).getAllByRole('row')).toHaveLength(6);
    await expect(box(canvas, '第 1 行周期')).toHaveValue('2026-11-16');
    await expect(box(canvas, '第 3 行数值')).toHaveValue('1015.1');
    await expect(box(canvas, '第 4 行数值')).toHaveValue('-14.53');
    await expect(box(canvas, '第 5 行周期')).toHaveValue('2026-11-20');
    await expect(canvas.getByText('5 行')).toBeVisible();
    await chartDrawn(canvasElement);

    await userEvent.type(box(canvas, /^名称/), '上海铂金溢价');
    await userEvent.type(box(canvas, /^单位/), '美元/盎司');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...EMPTY_WORDS,
        name: '上海铂金溢价',
        value_unit: '美元/盎司',
        frequency: 'day',
        values: [
          { period: '2026-11-16', value: 14.97 },
          { period: '2026-11-17', value: 15.25 },
          { period: '2026-11-18', value: 1015.1 },
          { period: '2026-11-19', value: -14.53 },
          { period: '2026-11-20', value: 13.59 },
        ],
      } satisfies DataItemBody),
    );
    await chartDrawn(canvasElement);
    blurAll(canvasElement);
  },
};

/** Values alone pasted into a value box fill down from it; a single value with a thousands separator pastes as typed. */
export const PasteIntoValue: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: DATA_ITEM_JEWELLERY },
  play: async ({ canvas }) => {
    const rows = within(grid(canvas)).getAllByRole('row');
    await expect(rows).toHaveLength(25);
    await userEvent.click(box(canvas, '第 23 行数值'));
    await userEvent.paste('1,900\n-2,010.5\n3\n');
    await expect(box(canvas, '第 23 行数值')).toHaveValue('1900');
    await expect(box(canvas, '第 24 行数值')).toHaveValue('-2010.5');
    // Past the last row: a new one, its period to fill.
    await expect(box(canvas, '第 25 行数值')).toHaveValue('3');
    await expect(box(canvas, '第 25 行周期')).toHaveValue('');
    await expect(box(canvas, '第 24 行周期')).toHaveValue('2026-10');
    await expect(canvas.getByRole('status')).toHaveTextContent('已粘贴 3 行');

    await userEvent.clear(box(canvas, '第 1 行数值'));
    await userEvent.click(box(canvas, '第 1 行数值'));
    await userEvent.paste('6,120');
    await expect(box(canvas, '第 1 行数值')).toHaveValue('6,120');
  },
};

/** Edit: the item as stored, its 40 values in the grid and drawn; '导入' asks the page; saved unchanged, it goes as it came. */
export const EditFilled: Story = {
  args: { mode: 'edit', initial: DATA_ITEM_PREMIUM },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑指标' })).toBeVisible();
    await expect(box(canvas, /^名称/)).toHaveValue('上海铂金溢价');
    await expect(box(canvas, /^英文单位/)).toHaveValue('USD/oz');
    await expect(canvas.getByRole('combobox', { name: /^频率/ })).toHaveDisplayValue('日度');
    await expect(within(grid(canvas)).getAllByRole('row')).toHaveLength(41);
    await expect(box(canvas, '第 1 行周期')).toHaveValue('2026-09-28');
    await expect(box(canvas, '第 20 行数值')).toHaveValue('-0.54');
    await expect(canvas.getByText('40 行')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '数值 美元/盎司' })).toBeVisible();

    const importButton = canvas.getByRole('button', { name: '导入' });
    await expect(importButton).toHaveAccessibleDescription(/^从 CSV 或 Excel 文件导入数值/);
    await userEvent.click(importButton);
    await expect(args.onImport).toHaveBeenCalledOnce();

    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('img', { name: /上海铂金溢价走势/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(bodyOf(DATA_ITEM_PREMIUM)));
    blurAll(canvasElement);
  },
};

/** Edit an item without values yet: three empty rows, the preview waiting, and the import on offer. */
export const EditEmpty: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: DATA_ITEM_EMPTY },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: /^频率/ })).toHaveDisplayValue('季度');
    await expect(box(canvas, '第 1 行周期')).toHaveAttribute('placeholder', '2024Q1');
    await expect(within(grid(canvas)).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('figure', { name: '走势预览' })).toHaveTextContent('填写周期和数值后，在这里预览走势');
    await userEvent.click(canvas.getByRole('button', { name: '导入' }));
    await expect(args.onImport).toHaveBeenCalledOnce();
  },
};

/** A new frequency: the periods written for the old one are each said wrong once the form has been sent. */
export const FrequencyChanged: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: DATA_ITEM_JEWELLERY },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^频率/ }), '季度');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(summary(canvas)).toHaveTextContent('数值中有 24 处需要修改');
    await expect(listed(summary(canvas))[0]).toBe('第 1 行的周期应写作 2024Q1');
    await expect(box(canvas, '第 1 行周期')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Rows come and go (one at least); Enter moves down a row (adding one past the last), Shift+Enter up, rather than sending. */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加一行' }));
    await expect(box(canvas, '第 4 行周期')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '删除第 2 行' }));
    await expect(within(grid(canvas)).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: '删除第 2 行' })).toHaveFocus();

    await userEvent.type(box(canvas, '第 1 行周期'), '2026-11-02{Enter}');
    await expect(box(canvas, '第 2 行周期')).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(box(canvas, '第 1 行周期')).toHaveFocus();
    await userEvent.type(box(canvas, '第 3 行数值'), '12{Enter}');
    await expect(box(canvas, '第 4 行数值')).toHaveFocus();
    await expect(within(grid(canvas)).getAllByRole('row')).toHaveLength(5);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    for (const row of [4, 3, 2]) await userEvent.click(canvas.getByRole('button', { name: `删除第 ${row} 行` }));
    await expect(canvas.getByRole('button', { name: '删除第 1 行' })).toBeDisabled();
  },
};

/** Too many problems to list: the first hundred, and how many more; the first wrong box takes the focus. */
export const ManyProblems: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas, /^名称/), '溢价');
    await userEvent.type(box(canvas, /^单位/), '美元/盎司');
    await userEvent.click(box(canvas, '第 1 行周期'));
    // Days after today, and words for values: two problems a row.
    const days = Array.from({ length: 60 }, (_, index) => new Date(Date.UTC(2027, 0, 1) + index * 86_400_000).toISOString().slice(0, 10));
    await userEvent.paste(days.map((day) => `${day}\tn/a`).join('\n'));
    await expect(canvas.getByRole('status')).toHaveTextContent('已粘贴 60 行');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const alert = summary(canvas);
    await expect(alert).toHaveTextContent('数值中有 120 处需要修改');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(101);
    await expect(within(alert).getByText('另有 20 处未列出')).toBeVisible();
    await expect(box(canvas, '第 1 行周期')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's complaints: the general one above the fields, the unit's on the unit (which takes the focus), the values' above the grid. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    initial: DATA_ITEM_JEWELLERY,
    serverError: '保存失败，请检查标红的内容',
    fieldErrors: { value_unit: '单位不能超过20个字符', values: '第 3 行的周期应写作 2024-01' },
  },
  play: async ({ canvas, canvasElement }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('保存失败，请检查标红的内容');
    await expect(alerts[1]).toHaveTextContent('数值中有 1 处需要修改');
    await expect(alerts[1]).toHaveTextContent('第 3 行的周期应写作 2024-01');
    await waitFor(() => expect(box(canvas, /^单位/)).toHaveFocus());
    await expect(box(canvas, /^单位/)).toHaveAccessibleDescription('单位不能超过20个字符 数值的单位，如 吨、%、元/克');
    await expect(box(canvas, /^单位/)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, /^名称/)).not.toHaveAttribute('aria-invalid');
    await chartDrawn(canvasElement);
    blurAll(canvasElement);
  },
};

/** A complaint about the values alone: the list above the grid takes the focus; changing the grid clears it. */
export const ServerValuesError: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: DATA_ITEM_JEWELLERY, fieldErrors: { values: '第 3 行的周期应写作 2024-01' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(summary(canvas)).toHaveFocus());
    await expect(summary(canvas)).toHaveTextContent('第 3 行的周期应写作 2024-01');
    await userEvent.type(box(canvas, '第 3 行数值'), '5');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** Saving: the button spins and takes no second click. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: DATA_ITEM_PREMIUM, busy: true },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: '编辑指标' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The longest words and the largest value: they stay within the page; saved unchanged, they go as they came. */
export const LongText: Story = {
  args: { mode: 'edit', initial: DATA_ITEM_LONG },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(box(canvas, /^名称/)).toHaveValue(DATA_ITEM_LONG.name);
    await expect(box(canvas, '第 1 行数值')).toHaveValue('999999999999.99');
    await expect(box(canvas, '第 3 行数值')).toHaveValue('0.0001');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await chartDrawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(bodyOf(DATA_ITEM_LONG)));
    blurAll(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { mode: 'edit', initial: DATA_ITEM_JEWELLERY },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit data item' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Frequency/ })).toHaveDisplayValue('Monthly');
    await expect(box(canvas, 'Row 1 period')).toHaveValue('2024-11');
    await expect(box(canvas, 'Row 1 value')).toHaveValue('-18.5');
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeVisible();
    await expect(canvas.getByText('24 rows')).toBeVisible();
    await userEvent.clear(box(canvas, 'Row 2 value'));
    await userEvent.type(box(canvas, 'Row 3 period'), '{Backspace}{Backspace}13');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = summary(canvas);
    await expect(alert).toHaveTextContent('2 things to fix in the values');
    await expect(listed(alert)).toEqual(['Row 2: the value is missing', 'Row 3: write the period as 2024-01']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('img', { name: /Platinum jewellery output in China, year on year, as drawn/ })).toBeVisible();
    blurAll(canvasElement);
  },
};

/** A phone: the fields one above the other, the grid and then the preview, all within the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mode: 'edit', initial: DATA_ITEM_PREMIUM },
  play: async ({ canvas, canvasElement }) => {
    await expect(box(canvas, /^英文名称/).getBoundingClientRect().top).toBeGreaterThan(box(canvas, /^名称/).getBoundingClientRect().bottom);
    const scroller = grid(canvas).parentElement as HTMLElement;
    await expect(scroller.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right + 0.5);
    const preview = canvas.getByRole('figure', { name: '走势预览' }).getBoundingClientRect();
    await expect(preview.top).toBeGreaterThan(scroller.getBoundingClientRect().bottom);
    const save = canvas.getByRole('button', { name: '保存' }).getBoundingClientRect();
    const cancel = canvas.getByRole('link', { name: '取消' }).getBoundingClientRect();
    await expect(Math.round(save.width)).toBe(Math.round(cancel.width));
    await chartDrawn(canvasElement);
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
