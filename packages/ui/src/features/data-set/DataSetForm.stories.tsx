import type { components } from '@spw/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataSetForm } from './DataSetForm.tsx';
import { DATA_SET_DRAFT, DATA_SET_LONG, DATA_SET_PRICES } from './dataSetFixtures.ts';

type DataSet = components['schemas']['DataSet'];
type DataSetBody = components['schemas']['DataSetBody'];

/** What the form sends for a stored set it did not change. */
const bodyOf = (set: DataSet): DataSetBody => ({
  title: set.title,
  en_title: set.en_title,
  description: set.description,
  en_description: set.en_description,
  licence: set.licence,
  access: set.access,
  published: set.published,
  columns: set.columns.map((c) => ({ name: c.name, en_name: c.en_name ?? '', type: c.type, description: c.description ?? '' })),
});

/** Forty columns: as many as a set may describe. */
const FULL: DataSet = {
  ...DATA_SET_PRICES,
  columns: Array.from({ length: 40 }, (_, i) => ({ name: `c${i + 1}`, en_name: '', type: 'number' as const, description: '' })),
};

const meta = {
  title: 'Features/DataSet/DataSetForm',
  component: DataSetForm,
  args: {
    mode: 'add',
    busy: false,
    onSubmit: fn(),
    cancelHref: '#/creator/dataSet/list',
  },
} satisfies Meta<typeof DataSetForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const box = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('textbox', { name });
const summary = (canvas: Canvas) => canvas.getByRole('alert');

/** Takes the focus off whatever has it (the baseline then shows no ring). */
const blurAll = (root: HTMLElement) => {
  const active = root.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** Add: the three sections as they start; no column yet; publishing waits for a file. */
export const AddEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '新建数据集' })).toBeVisible();
    await expect(canvas.getByText('先保存说明，再上传数据文件。')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '基本信息',
      '许可与下载',
      '列说明',
    ]);
    await expect(box(canvas, /^标题/)).toBeRequired();
    await expect(box(canvas, /^标题/)).toHaveAttribute('maxlength', '100');
    await expect(box(canvas, /^英文标题/)).toHaveAttribute('maxlength', '200');
    await expect(box(canvas, /^说明/)).toHaveAttribute('maxlength', '2000');
    await expect(box(canvas, /^英文说明/)).toHaveAttribute('maxlength', '4000');
    await expect(canvas.getByText('0 / 2000')).toBeVisible();
    await expect(canvas.getByText('0 / 4000')).toBeVisible();

    const licence = canvas.getByRole('radiogroup', { name: /^许可协议/ });
    await expect(within(licence).getAllByRole('radio')).toHaveLength(4);
    await expect(within(licence).getByRole('radio', { name: /^CC BY 4.0（署名）/ })).toBeChecked();
    await expect(within(licence).getByText('不保留任何权利，可不受限制地使用，无需注明来源。')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^公开/ })).toBeChecked();
    await expect(canvas.getByText('登录的会员才能下载文件，说明对所有人可见。')).toBeVisible();
    const published = canvas.getByRole('checkbox', { name: /^发布/ });
    await expect(published).toBeDisabled();
    await expect(published).not.toBeChecked();
    await expect(published).toHaveAccessibleDescription('保存并上传第一个文件后才能发布。');

    await expect(canvas.getByText('还没有列说明。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加一列' })).toHaveAccessibleDescription('最多 40 列');
    await expect(canvas.getByText('共 0 列')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: '取消' })).toHaveAttribute('href', '#/creator/dataSet/list');
  },
};

/** Filled in and sent: words trimmed, the columns in their order with their types. */
export const AddAndSend: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas, /^标题/), '  钯金库存  ');
    await userEvent.type(box(canvas, /^说明/), '月末库存');
    await userEvent.click(canvas.getByRole('radio', { name: /^CC0 1.0/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /^会员/ }));
    await userEvent.click(canvas.getByRole('button', { name: '添加一列' }));
    await expect(box(canvas, '第 1 列列名')).toHaveFocus();
    await userEvent.keyboard(' month ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '第 1 列类型' }), '日期');
    await userEvent.click(canvas.getByRole('button', { name: '添加一列' }));
    await userEvent.keyboard('tonnes');
    await userEvent.type(box(canvas, '第 2 列英文列名'), 'tonnes');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '第 2 列类型' }), '数值');
    await userEvent.type(box(canvas, '第 2 列含义'), '吨');
    await expect(canvas.getByText('共 2 列')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: '钯金库存',
        en_title: '',
        description: '月末库存',
        en_description: '',
        licence: 'cc0-1.0',
        access: 'members',
        published: false,
        columns: [
          { name: 'month', en_name: '', type: 'date', description: '' },
          { name: 'tonnes', en_name: 'tonnes', type: 'number', description: '吨' },
        ],
      }),
    );
  },
};

/** Sent with no title and a column without a name: the title first, then the column, by its number. */
export const ClientErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加一列' }));
    await userEvent.click(canvas.getByRole('button', { name: '添加一列' }));
    await userEvent.type(box(canvas, '第 1 列列名'), 'date');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(box(canvas, /^标题/)).toHaveFocus();
    await expect(box(canvas, /^标题/)).toHaveAccessibleDescription('请填写标题');
    const alert = summary(canvas);
    await expect(alert).toHaveTextContent('列说明中有 1 处需要修改');
    await expect(within(alert).getByRole('button', { name: '请填写第 2 列的列名' })).toBeVisible();
    await expect(box(canvas, '第 2 列列名')).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, '第 2 列列名')).toHaveAccessibleDescription('请填写第 2 列的列名');
    await expect(box(canvas, '第 1 列列名')).not.toHaveAttribute('aria-invalid');

    // The title given, the column without a name takes the focus; nothing is sent.
    await userEvent.type(box(canvas, /^标题/), '钯金库存');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(box(canvas, '第 2 列列名')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(summary(canvas)).getByRole('button', { name: '请填写第 2 列的列名' }));
    await expect(box(canvas, '第 2 列列名')).toHaveFocus();
    blurAll(canvas.getByRole('form'));
  },
};

/** Fixed as it is typed: the list empties and the form goes. */
export const ClientErrorsFixed: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas, /^标题/), '钯金库存');
    await userEvent.click(canvas.getByRole('button', { name: '添加一列' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(summary(canvas)).toHaveTextContent('请填写第 1 列的列名');
    await userEvent.type(box(canvas, '第 1 列列名'), 'tonnes');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

/** Columns move up and down and go; the focus follows the column and each change is said. */
export const ColumnsEditor: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: DATA_SET_PRICES },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '上移第 1 列' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下移第 4 列' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '下移第 1 列' }));
    await expect(box(canvas, '第 1 列列名')).toHaveValue('metal');
    await expect(box(canvas, '第 2 列列名')).toHaveValue('date');
    await expect(canvas.getByRole('button', { name: '下移第 2 列' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('已移到第 2 列');
    // Down to the bottom: the focus goes to the other arrow.
    await userEvent.click(canvas.getByRole('button', { name: '下移第 2 列' }));
    await userEvent.click(canvas.getByRole('button', { name: '下移第 3 列' }));
    await expect(box(canvas, '第 4 列列名')).toHaveValue('date');
    await expect(canvas.getByRole('button', { name: '上移第 4 列' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(box(canvas, '第 3 列列名')).toHaveValue('date');

    await userEvent.click(canvas.getByRole('button', { name: '删除第 1 列' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已删除第 1 列');
    await expect(box(canvas, '第 1 列列名')).toHaveValue('cny_per_g');
    await expect(canvas.getByRole('button', { name: '删除第 1 列' })).toHaveFocus();
    await expect(canvas.getByText('共 3 列')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const stored = bodyOf(DATA_SET_PRICES).columns;
    const named = (name: string) => stored.filter((column) => column.name === name);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...bodyOf(DATA_SET_PRICES),
        columns: [...named('cny_per_g'), ...named('date'), ...named('usd_per_oz')],
      }),
    );
  },
};

/** Edit: the stored set, published (it has files); sent unchanged it is the same body. */
export const EditFilled: Story = {
  args: { mode: 'edit', initial: DATA_SET_PRICES },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑数据集' })).toBeVisible();
    await expect(canvas.queryByText('先保存说明，再上传数据文件。')).toBeNull();
    await expect(box(canvas, /^标题/)).toHaveValue('铂族金属日度价格（2024—2025）');
    await expect(box(canvas, /^英文标题/)).toHaveValue('Daily PGM prices (2024–2025)');
    await expect(canvas.getByRole('radio', { name: /^CC BY 4.0/ })).toBeChecked();
    const published = canvas.getByRole('checkbox', { name: /^发布/ });
    await expect(published).toBeEnabled();
    await expect(published).toBeChecked();
    await expect(published).toHaveAccessibleDescription('取消勾选即存为草稿，只有你能看到。');
    await expect(box(canvas, '第 4 列列名')).toHaveValue('usd_per_oz');
    await expect(canvas.getByRole('combobox', { name: '第 1 列类型' })).toHaveDisplayValue('日期');
    await expect(box(canvas, '第 2 列含义')).toHaveValue('Pt、Pd 或 Rh');
    await expect(canvas.getByText('共 4 列')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(bodyOf(DATA_SET_PRICES)));
    // Unpublished: kept as a draft.
    await userEvent.click(published);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith({ ...bodyOf(DATA_SET_PRICES), published: false }));
    await userEvent.click(published);
    blurAll(canvasElement);
  },
};

/** A draft with no file yet: it cannot be published, and says why. */
export const DraftWithoutFile: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: DATA_SET_DRAFT },
  play: async ({ canvas, args }) => {
    const published = canvas.getByRole('checkbox', { name: /^发布/ });
    await expect(published).toBeDisabled();
    await expect(published).toHaveAccessibleDescription('上传第一个文件后才能发布。');
    await expect(canvas.getByRole('radio', { name: /^CC BY-NC 4.0/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^会员/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(bodyOf(DATA_SET_DRAFT)));
  },
};

/** Forty columns: no more can be added until one goes. */
export const ColumnsFull: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: FULL },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: '添加一列' });
    await expect(add).toBeDisabled();
    await expect(canvas.getByText('共 40 列')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除第 40 列' }));
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(box(canvas, '第 40 列列名')).toHaveFocus();
    await expect(add).toBeDisabled();
  },
};

/** The server's complaints: the general one above, the title's on the title (which takes the focus), a column's on its box. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    initial: DATA_SET_PRICES,
    serverError: '保存失败，请检查标红的内容',
    fieldErrors: { title: '已有同名的数据集', 'columns[1].name': '列名不能超过 40 个字', columns: '列名不能重复' },
  },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent('保存失败，请检查标红的内容');
    await expect(alerts[1]).toHaveTextContent('列名不能重复');
    await waitFor(() => expect(box(canvas, /^标题/)).toHaveFocus());
    await expect(box(canvas, /^标题/)).toHaveAccessibleDescription('已有同名的数据集');
    await expect(box(canvas, '第 2 列列名')).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvas, '第 2 列列名')).toHaveAccessibleDescription('列名不能超过 40 个字');
    await expect(box(canvas, '第 1 列列名')).not.toHaveAttribute('aria-invalid');
    blurAll(canvas.getByRole('form'));
  },
};

/** A complaint about one column alone takes the focus to its box; changing the columns clears it. */
export const ServerColumnError: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: DATA_SET_PRICES, fieldErrors: { 'columns[2].description': '含义不能超过 200 个字', other: '请稍后再试' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(box(canvas, '第 3 列含义')).toHaveFocus());
    await expect(box(canvas, '第 3 列含义')).toHaveAccessibleDescription('含义不能超过 200 个字');
    // A complaint about no field of the form is said above it, not lost.
    await expect(summary(canvas)).toHaveTextContent('请稍后再试');
    await userEvent.type(box(canvas, '第 3 列含义'), '。');
    await expect(box(canvas, '第 3 列含义')).not.toHaveAttribute('aria-invalid');
  },
};

/** Saving: the button spins and takes no second click. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: DATA_SET_PRICES, busy: true },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: '编辑数据集' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The longest words: counted, wrapped, nothing wider than the page; sent trimmed. */
export const LongText: Story = {
  args: { mode: 'edit', initial: DATA_SET_LONG },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(box(canvas, /^标题/)).toHaveValue(DATA_SET_LONG.title);
    await expect(canvas.getByText('300 / 2000')).toBeVisible();
    await expect(canvas.getByText(`${DATA_SET_LONG.en_description.length} / 4000`)).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...bodyOf(DATA_SET_LONG), en_description: DATA_SET_LONG.en_description.trim() }),
    );
    blurAll(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { mode: 'edit', initial: DATA_SET_DRAFT },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit data set' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Basics',
      'Licence and access',
      'Columns',
    ]);
    await expect(canvas.getByRole('radio', { name: /^CC BY-NC 4.0 \(Attribution–NonCommercial\)/ })).toBeChecked();
    await expect(canvas.getByText('For reference only; not to be passed on.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Members/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Published/ })).toHaveAccessibleDescription(
      'It can be published once it has a file.',
    );
    await expect(canvas.getByText('No columns described yet.')).toBeVisible();
    await expect(canvas.getByText('0 columns')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a column' }));
    await expect(canvas.getByText('1 column')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(summary(canvas)).toHaveTextContent('1 thing to fix in the columns');
    await expect(box(canvas, 'Column 1 name')).toHaveAccessibleDescription('Enter the name of column 1');
    await expect(box(canvas, 'Column 1 name')).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Column 1 type' })).toHaveDisplayValue('Text');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    blurAll(canvas.getByRole('form'));
  },
};

/** A phone: the fields one above the other, each column a card with its labels; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mode: 'edit', initial: DATA_SET_PRICES },
  play: async ({ canvas, canvasElement }) => {
    await expect(box(canvas, /^英文标题/).getBoundingClientRect().top).toBeGreaterThan(box(canvas, /^标题/).getBoundingClientRect().bottom);
    const name = box(canvas, '第 1 列列名').getBoundingClientRect();
    const enName = box(canvas, '第 1 列英文列名').getBoundingClientRect();
    await expect(enName.top).toBeGreaterThan(name.bottom);
    // Each box keeps its visible label on a phone.
    await expect(within(box(canvas, '第 1 列列名').closest('label') as HTMLElement).getByText('列名')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除第 1 列' }).getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right + 0.5,
    );
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
