import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatisticForm, type StatisticValues } from './StatisticForm.tsx';
import { STATISTIC_BALANCE, STATISTIC_LONG, STATISTIC_VOLUME } from './statisticFixtures.ts';

type Statistic = typeof STATISTIC_BALANCE;

/** What the form sends for a stored table it did not change. */
const bodyOf = ({ id: _id, author: _author, updated_at: _updated, ...body }: Statistic): StatisticValues => body;

/** Nothing typed but the required words: the rest as the form starts. */
const EMPTY_WORDS = {
  en_title: '',
  source: '',
  en_source: '',
  en_value_unit: '',
  description: '',
  en_description: '',
};

const meta = {
  title: 'Features/Quotes/StatisticForm',
  component: StatisticForm,
  args: {
    mode: 'add',
    busy: false,
    serverErrors: {},
    onSubmit: fn(),
    cancelHref: '#/creator/statistic/list',
  },
} satisfies Meta<typeof StatisticForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const box = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name });
const grid = (canvas: Canvas, name = '数值表') => canvas.getByRole('table', { name });
const summary = (canvas: Canvas) => canvas.getByRole('alert');

/** Takes the focus off whatever has it (the baseline then shows no ring). */
const blurAll = (root: HTMLElement) => {
  const active = root.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** Empties a box and types into it. */
async function replace(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

/** Add: the three sections as they start; one series, three empty rows; nothing said wrong yet. */
export const AddEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '新建统计表' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['基本信息', '展示', '数据']);
    await expect(box(canvas, /^标题/)).toBeRequired();
    await expect(box(canvas, /^标题/)).toHaveAttribute('maxlength', '100');
    await expect(box(canvas, /^英文标题/)).toHaveAttribute('maxlength', '200');
    await expect(box(canvas, /^单位/)).toHaveAccessibleDescription('所有数值共用的单位，如 吨、千盎司、万元');
    await expect(box(canvas, /^英文说明/)).toHaveAttribute('maxlength', '1000');
    await expect(canvas.getByText('0 / 500')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^统计周期/ })).toHaveDisplayValue('年度');
    await expect(canvas.getByRole('radio', { name: '折线图' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '公开' })).toBeChecked();
    const home = canvas.getByRole('checkbox', { name: '放在探索首页' });
    await expect(home).not.toBeChecked();
    await expect(home).toBeEnabled();
    await expect(home).toHaveAccessibleDescription('探索首页展示最近更新的 4 张公开统计表');

    const table = grid(canvas);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(box(canvas, '系列 1 名称')).toHaveValue('');
    await expect(box(canvas, '系列 1 英文名称')).toBeVisible();
    await expect(box(canvas, '第 1 行周期')).toHaveAttribute('placeholder', '2024');
    await expect(box(canvas, '第 3 行 系列 1')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: '删除系列：系列 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '添加系列' })).toHaveAccessibleDescription('最多 8 个系列');
    await expect(canvas.getByRole('button', { name: '添加一行' })).toHaveAccessibleDescription('最多 240 行');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: '取消' })).toHaveAttribute('href', '#/creator/statistic/list');
  },
};

/** Sent empty: the title and unit say they are needed (the title takes the focus); the grid's problems are listed above it. */
export const ClientErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(box(canvas, /^标题/)).toHaveFocus();
    await expect(box(canvas, /^标题/)).toHaveAccessibleDescription('请填写标题');
    await expect(box(canvas, /^单位/)).toHaveAccessibleDescription('请填写单位 所有数值共用的单位，如 吨、千盎司、万元');
    const alert = summary(canvas);
    await expect(alert).toHaveTextContent('数据中有 2 处需要修改');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['请填写数据系列 1 名称', '请至少填写一个数值']);
    await expect(box(canvas, '系列 1 名称')).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, '系列 1 名称')).toHaveAccessibleDescription('请填写数据系列 1 名称');
    // 'At least one figure' points at the first box without calling it wrong.
    await expect(box(canvas, '第 1 行 系列 1')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(alert).getByRole('button', { name: '请至少填写一个数值' }));
    await expect(box(canvas, '第 1 行 系列 1')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fixed as they are typed: the list shrinks.
    await userEvent.type(box(canvas, '系列 1 名称'), '加工量');
    await waitFor(() => expect(within(summary(canvas)).getAllByRole('listitem')).toHaveLength(1));
    blurAll(canvas.getByRole('form'));
  },
};

/** The grid's checks, as the server's: a period's form and repeat, a figure that is not a number or is out of range. */
export const GridChecks: Story = {
  args: { initial: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^统计周期/ }), '季度');
    await expect(box(canvas, '第 1 行周期')).toHaveAttribute('placeholder', '2024Q1');
    await userEvent.type(box(canvas, /^标题/), ' 铂金库存 ');
    await userEvent.type(box(canvas, /^单位/), '千克');
    await userEvent.type(box(canvas, '系列 1 名称'), '铂金');
    await userEvent.type(box(canvas, '第 1 行周期'), '2024q1');
    await userEvent.type(box(canvas, '第 2 行周期'), '2024Q1');
    await userEvent.type(box(canvas, '第 3 行周期'), '2024Q5');
    const [first, second, third] = within(grid(canvas)).getAllByRole('row').slice(1) as HTMLElement[];
    await userEvent.type(within(first as HTMLElement).getByRole('textbox', { name: '2024Q1 铂金' }), '1,234.5');
    await userEvent.type(within(second as HTMLElement).getByRole('textbox', { name: '2024Q1 铂金' }), 'abc');
    await userEvent.type(within(third as HTMLElement).getByRole('textbox', { name: '2024Q5 铂金' }), '2000000000000');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));

    const alert = summary(canvas);
    await expect(alert).toHaveTextContent('数据中有 4 处需要修改');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '第 2 行的周期与第 1 行重复',
      '第 2 行的数值需为数字',
      '第 3 行的周期应写作 2024Q1',
      '第 3 行的数值超出允许范围（±1,000,000,000,000）',
    ]);
    // The first wrong box takes the focus; each wrong box is marked and says why.
    await expect(box(canvas, '第 2 行周期')).toHaveFocus();
    await expect(box(canvas, '第 2 行周期')).toHaveAccessibleDescription('第 2 行的周期与第 1 行重复');
    await expect(box(canvas, '第 1 行周期')).not.toHaveAttribute('aria-invalid');
    await expect(within(second as HTMLElement).getByRole('textbox', { name: '2024Q1 铂金' })).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, '2024Q5 铂金')).toHaveAccessibleDescription('第 3 行的数值超出允许范围（±1,000,000,000,000）');
    await userEvent.click(within(alert).getByRole('button', { name: '第 3 行的周期应写作 2024Q1' }));
    await expect(box(canvas, '第 3 行周期')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurAll(canvasElement);
  },
};

/** The same, fixed: '2024q1' is taken as 2024Q1, '1,234.5' as a number, a dash as no figure; the periods go as typed. */
export const GridFixed: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^统计周期/ }), '季度');
    await userEvent.click(canvas.getByRole('radio', { name: '柱状图' }));
    await userEvent.type(box(canvas, /^标题/), ' 铂金库存 ');
    await userEvent.type(box(canvas, /^单位/), '千克');
    await userEvent.type(box(canvas, '系列 1 名称'), '铂金');
    await userEvent.type(box(canvas, '系列 1 英文名称'), ' Platinum ');
    await userEvent.type(box(canvas, '第 1 行周期'), '2024q3');
    await userEvent.type(box(canvas, '2024Q3 铂金'), '1,234.5');
    await userEvent.type(box(canvas, '第 2 行周期'), '2024Q1');
    await userEvent.type(box(canvas, '2024Q1 铂金'), '-12');
    await userEvent.type(box(canvas, '第 3 行周期'), '2024Q2');
    await userEvent.type(box(canvas, '2024Q2 铂金'), '—');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...EMPTY_WORDS,
        title: '铂金库存',
        value_unit: '千克',
        period: 'quarter',
        chart: 'bar',
        visibility: 'public',
        on_home: false,
        series: [{ name: '铂金', en_name: 'Platinum' }],
        periods: [
          { period: '2024Q3', values: [1234.5] },
          { period: '2024Q1', values: [-12] },
          { period: '2024Q2', values: [null] },
        ],
      } satisfies StatisticValues),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const BALANCE_TSV = [
  '年份\t总供应\t总需求\t平衡',
  '2019\t8,283\t7,323\t960',
  '2020\t7,353\t6,405\t948',
  '2021\t8,253\t7,359\t894',
  '2022\t7,347\t6,562\t785',
  '2023\t7,173\t8,208\t-1,035',
  '2024\t7,131\t8,126\t-995',
  '2025\t7,017\t7,865\t-848',
  '',
].join('\r\n');

/** A block copied from a spreadsheet, pasted into the first period: names, periods and figures fill the grid, which grows to fit. */
export const Paste: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(box(canvas, '第 1 行周期'));
    await userEvent.paste(BALANCE_TSV);
    await expect(canvas.getByRole('status')).toHaveTextContent('已粘贴 8 行、4 列');
    await expect(box(canvas, '系列 1 名称')).toHaveValue('总供应');
    await expect(box(canvas, '系列 2 名称')).toHaveValue('总需求');
    await expect(box(canvas, '系列 3 名称')).toHaveValue('平衡');
    await expect(within(grid(canvas)).getAllByRole('row')).toHaveLength(8);
    await expect(box(canvas, '第 1 行周期')).toHaveFocus();
    await expect(box(canvas, '第 1 行周期')).toHaveValue('2019');
    await expect(box(canvas, '2019 总供应')).toHaveValue('8283');
    await expect(box(canvas, '2023 平衡')).toHaveValue('-1035');
    await expect(box(canvas, '2025 总需求')).toHaveValue('7865');
    await expect(canvas.getByText('3 个系列 · 7 行')).toBeVisible();

    await userEvent.type(box(canvas, /^标题/), STATISTIC_BALANCE.title);
    await userEvent.type(box(canvas, /^单位/), STATISTIC_BALANCE.value_unit);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...EMPTY_WORDS,
        title: STATISTIC_BALANCE.title,
        value_unit: STATISTIC_BALANCE.value_unit,
        period: 'year',
        chart: 'line',
        visibility: 'public',
        on_home: false,
        series: STATISTIC_BALANCE.series.map((s) => ({ name: s.name, en_name: '' })),
        periods: STATISTIC_BALANCE.periods,
      } satisfies StatisticValues),
    );
    blurAll(canvasElement);
  },
};

/** Figures alone pasted into a box fill down from it; a single value with a thousands separator pastes as typed. */
export const PasteIntoCell: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: STATISTIC_VOLUME },
  play: async ({ canvas, args }) => {
    const gap = box(canvas, '2026-02 钯金');
    await expect(gap).toHaveValue('');
    await userEvent.click(gap);
    await userEvent.paste('1,900\n2,010.5\n');
    await expect(gap).toHaveValue('1900');
    await expect(box(canvas, '2026-03 钯金')).toHaveValue('2010.5');
    await expect(box(canvas, '2026-04 钯金')).toHaveValue('2140');
    await expect(canvas.getByRole('status')).toHaveTextContent('已粘贴 2 行、1 列');

    // One value: the box's own paste.
    await userEvent.clear(box(canvas, '2026-05 铂金'));
    await userEvent.click(box(canvas, '2026-05 铂金'));
    await userEvent.paste('6,120');
    await expect(box(canvas, '2026-05 铂金')).toHaveValue('6,120');

    // Names across, into the first series' English name.
    await userEvent.click(box(canvas, '系列 1 英文名称'));
    await userEvent.clear(box(canvas, '系列 1 英文名称'));
    await userEvent.paste('Pt\tPd');
    await expect(box(canvas, '系列 1 英文名称')).toHaveValue('Pt');
    await expect(box(canvas, '系列 2 英文名称')).toHaveValue('Pd');

    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const periods = STATISTIC_VOLUME.periods.map((p) =>
      p.period === '2026-02' ? { ...p, values: [3870, 1900] } : p.period === '2026-03' ? { ...p, values: [5630, 2010.5] } : p,
    );
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...bodyOf(STATISTIC_VOLUME),
        series: [
          { name: '铂金', en_name: 'Pt' },
          { name: '钯金', en_name: 'Pd' },
        ],
        periods,
      }),
    );
  },
};

/** Edit: the table as stored, its figures in the grid; saved unchanged, it goes as it came. */
export const EditFilled: Story = {
  args: { mode: 'edit', initial: STATISTIC_BALANCE },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑统计表' })).toBeVisible();
    await expect(box(canvas, /^标题/)).toHaveValue('全球铂金供需平衡');
    await expect(box(canvas, /^英文单位/)).toHaveValue('koz');
    await expect(canvas.getByRole('radio', { name: '柱状图' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '放在探索首页' })).toBeChecked();
    await expect(box(canvas, '系列 3 名称')).toHaveValue('平衡');
    await expect(box(canvas, '系列 3 英文名称')).toHaveValue('Balance');
    await expect(box(canvas, '2023 平衡')).toHaveValue('-1035');
    await expect(canvas.getByRole('button', { name: '删除系列：平衡' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '删除第 7 行' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(bodyOf(STATISTIC_BALANCE)));
    blurAll(canvasElement);
  },
};

/** Secret: the explorer home box empties and waits, saying why; the table goes without it. */
export const Secret: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: STATISTIC_BALANCE },
  play: async ({ canvas, args }) => {
    const home = canvas.getByRole('checkbox', { name: '放在探索首页' });
    await expect(home).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '仅自己可见' }));
    await waitFor(() => expect(home).not.toBeChecked());
    await expect(home).toBeDisabled();
    await expect(home).toHaveAccessibleDescription('只有公开的统计表可以放在探索首页');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...bodyOf(STATISTIC_BALANCE), visibility: 'secret', on_home: false }));
    await userEvent.click(canvas.getByRole('radio', { name: '公开' }));
    await expect(home).toBeEnabled();
    await expect(home).not.toBeChecked();
  },
};

/** Rows and series come and go within the limits (8 series, 1 at least); Enter moves down a row rather than sending. */
export const Limits: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const addSeries = canvas.getByRole('button', { name: '添加系列' });
    await userEvent.click(addSeries);
    await expect(box(canvas, '系列 2 名称')).toHaveFocus();
    for (let n = 3; n <= 8; n += 1) await userEvent.click(addSeries);
    await expect(addSeries).toBeDisabled();
    await expect(canvas.getByText('8 个系列 · 3 行')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除系列：系列 8' }));
    await expect(addSeries).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '删除系列：系列 7' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: '添加一行' }));
    await expect(box(canvas, '第 4 行周期')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '删除第 2 行' }));
    await expect(within(grid(canvas)).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: '删除第 2 行' })).toHaveFocus();

    await userEvent.type(box(canvas, '第 1 行周期'), '2024{Enter}');
    await expect(box(canvas, '第 2 行周期')).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await expect(box(canvas, '第 1 行周期')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's complaints: the general one above the fields, the unit's on the unit (which takes the focus), the figures' above the grid. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    initial: STATISTIC_BALANCE,
    serverErrors: { form: '保存失败，请检查标红的内容', value_unit: '单位不能超过20个字符', periods: '第 3 行的周期应写作 2024' },
  },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('保存失败，请检查标红的内容');
    await expect(alerts[1]).toHaveTextContent('第 3 行的周期应写作 2024');
    await waitFor(() => expect(box(canvas, /^单位/)).toHaveFocus());
    await expect(box(canvas, /^单位/)).toHaveAccessibleDescription('单位不能超过20个字符 所有数值共用的单位，如 吨、千盎司、万元');
    await expect(box(canvas, /^单位/)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, /^标题/)).not.toHaveAttribute('aria-invalid');
    box(canvas, /^单位/).blur();
  },
};

/** A complaint about the figures alone: the list above the grid takes the focus; changing the grid clears it. */
export const ServerGridError: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: STATISTIC_BALANCE, serverErrors: { periods: '第 3 行的周期应写作 2024' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(summary(canvas)).toHaveFocus());
    await expect(summary(canvas)).toHaveTextContent('第 3 行的周期应写作 2024');
    await replace(box(canvas, '2021 平衡'), '895');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Saving: the button spins and takes no second click. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: STATISTIC_BALANCE, busy: true },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: '编辑统计表' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The longest words and eight series: the grid scrolls in its own box; no more series can be added. */
export const LongText: Story = {
  args: { mode: 'edit', initial: STATISTIC_LONG },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(box(canvas, /^标题/)).toHaveValue(STATISTIC_LONG.title);
    await expect(box(canvas, '系列 8 名称')).toHaveValue('电子回收');
    await expect(canvas.getByRole('button', { name: '添加系列' })).toBeDisabled();
    const scroller = grid(canvas).parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...bodyOf(STATISTIC_LONG), en_description: STATISTIC_LONG.en_description.trim() }),
    );
    blurAll(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New table' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Period/ })).toHaveDisplayValue('Yearly');
    await expect(canvas.getByRole('radio', { name: 'Line chart' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Only you' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Place on the explorer home' })).toBeEnabled();
    await expect(box(canvas, 'Row 1 period')).toHaveAttribute('placeholder', '2024');
    await expect(box(canvas, 'Row 1 Series 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(box(canvas, /^Title/)).toHaveAccessibleDescription('Title is required');
    await expect(box(canvas, 'Unit')).toHaveAccessibleDescription('Unit is required The unit of every figure, such as t, koz or CNY 10k');
    const alert = summary(canvas);
    await expect(alert).toHaveTextContent('2 things to fix in the figures');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Series 1: Name is required', 'Enter at least one figure']);
    await userEvent.type(box(canvas, 'Row 1 period'), '1999');
    await userEvent.type(box(canvas, 'Row 2 period'), '1999');
    const [first] = within(grid(canvas, 'The figures')).getAllByRole('row').slice(1) as HTMLElement[];
    await userEvent.type(within(first as HTMLElement).getByRole('textbox', { name: '1999 Series 1' }), 'x');
    await waitFor(() =>
      expect(
        within(summary(canvas))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Series 1: Name is required', 'Row 1: figures must be numbers', 'Row 2 repeats the period of row 1']),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurAll(canvas.getByRole('form'));
  },
};

/** A phone: the fields one above the other, the grid scrolls in its own box; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mode: 'edit', initial: STATISTIC_BALANCE },
  play: async ({ canvas, canvasElement }) => {
    await expect(box(canvas, /^英文标题/).getBoundingClientRect().top).toBeGreaterThan(box(canvas, /^标题/).getBoundingClientRect().bottom);
    const scroller = grid(canvas).parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(scroller.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right + 0.5);
    const save = canvas.getByRole('button', { name: '保存' }).getBoundingClientRect();
    const cancel = canvas.getByRole('link', { name: '取消' }).getBoundingClientRect();
    await expect(Math.round(save.width)).toBe(Math.round(cancel.width));
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
