import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { QuoteDataForm, type QuoteDataValues } from './QuoteDataForm.tsx';
import { CODE_LONG, QUOTE_DATA_CODES, QUOTE_DATA_PLATINUM, QUOTE_DATA_TODAY } from './quoteDataFixtures.ts';

const PLATINUM: QuoteDataValues = {
  quote_code_id: QUOTE_DATA_PLATINUM.quote_code_id,
  date: QUOTE_DATA_PLATINUM.date,
  price: QUOTE_DATA_PLATINUM.price,
};

const meta = {
  title: 'Features/Quotes/QuoteDataForm',
  component: QuoteDataForm,
  args: {
    mode: 'add',
    codes: QUOTE_DATA_CODES,
    today: QUOTE_DATA_TODAY,
    busy: false,
    serverErrors: {},
    onSubmit: fn(),
    cancelHref: '#/creator/quoteData/list',
  },
} satisfies Meta<typeof QuoteDataForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const codeBox = (canvas: Canvas) => canvas.getByRole('combobox', { name: /^品种/ });
/** <input type="date"> has no textbox role: found by its label. */
const dateBox = (canvas: Canvas) => canvas.getByLabelText(/^日期/);
const priceBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^价格/ });

const DATE_HINT = `北京时间，最晚为今天（${QUOTE_DATA_TODAY}）`;

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

/** Add: an empty form; sent as it is, each field says what it needs and the code takes the focus. */
export const AddEmpty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '添加行情数据' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: '添加行情数据' })).toBeVisible();
    await expect(codeBox(canvas)).toHaveDisplayValue('请选择');
    await expect(codeBox(canvas)).toBeRequired();
    await expect(dateBox(canvas)).toHaveAttribute('type', 'date');
    await expect(dateBox(canvas)).toHaveAttribute('max', QUOTE_DATA_TODAY);
    await expect(dateBox(canvas)).toHaveAccessibleDescription(DATE_HINT);
    await expect(priceBox(canvas)).toHaveAttribute('inputmode', 'decimal');
    await expect(priceBox(canvas)).toHaveAccessibleDescription('大于 0，最多两位小数');
    await expect(canvas.getByRole('link', { name: '取消' })).toHaveAttribute('href', '#/creator/quoteData/list');

    await userEvent.click(canvas.getByRole('button', { name: '添加' }));
    await expect(codeBox(canvas)).toHaveFocus();
    await expect(codeBox(canvas)).toHaveAccessibleDescription('请选择品种');
    await expect(dateBox(canvas)).toHaveAccessibleDescription(`请选择日期 ${DATE_HINT}`);
    await expect(priceBox(canvas)).toHaveAccessibleDescription('请填写价格 大于 0，最多两位小数');
    await expect(priceBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Add, filled in: the code's unit shows by the price and its latest price under the code; the values go out as numbers. */
export const AddFilled: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.selectOptions(codeBox(canvas), '白银（Ag）');
    await expect(codeBox(canvas)).toHaveAccessibleDescription('最新价格 7,800.00 元/千克（2026-11-20）');
    await expect(canvas.getByText('元/千克', { selector: '.spw-quote-form__unit' })).toBeVisible();
    await expect(priceBox(canvas)).toHaveAccessibleDescription('单位 元/千克，最多两位小数');
    await userEvent.selectOptions(codeBox(canvas), '铂金（Pt）');
    await expect(priceBox(canvas)).toHaveAccessibleDescription('单位 元/克，最多两位小数');
    await userEvent.type(dateBox(canvas), '2026-11-19');
    await userEvent.type(priceBox(canvas), ' 233.6 ');
    await userEvent.click(canvas.getByRole('button', { name: '添加' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ quote_code_id: 1, date: '2026-11-19', price: 233.6 } satisfies QuoteDataValues),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    blurAll(canvasElement);
  },
};

/** The price's checks: a number above 0 with two decimals at most, a hundred million at most. */
export const Invalid: Story = {
  tags: ['!visual'],
  args: { mode: 'add', initial: { ...PLATINUM, date: '2026-11-18' } },
  play: async ({ canvas, args }) => {
    const price = priceBox(canvas);
    const send = () => userEvent.click(canvas.getByRole('button', { name: '添加' }));
    const FORMAT = '请填写正确的价格，最多两位小数 单位 元/克，最多两位小数';
    for (const typed of ['232.456', '0', '-5', '约 230', '0.00']) {
      await replace(price, typed);
      await send();
      await expect(price).toHaveAccessibleDescription(FORMAT);
      await expect(price).toHaveFocus();
    }
    await replace(price, '100000000.01');
    await send();
    await expect(price).toHaveAccessibleDescription('价格不能超过 100,000,000 单位 元/克，最多两位小数');
    await replace(price, '');
    await send();
    await expect(price).toHaveAccessibleDescription('请填写价格 单位 元/克，最多两位小数');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await replace(price, '100000000');
    await send();
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith({ ...PLATINUM, date: '2026-11-18', price: 100000000 }));
    await replace(price, '.5');
    await send();
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith({ ...PLATINUM, date: '2026-11-18', price: 0.5 }));
  },
};

/** A day after today is refused on the date, which takes the focus. */
export const FutureDate: Story = {
  args: { initial: { ...PLATINUM, date: '2026-11-21' } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加' }));
    await expect(dateBox(canvas)).toHaveFocus();
    await expect(dateBox(canvas)).toHaveAccessibleDescription(`日期不能晚于今天 ${DATE_HINT}`);
    await expect(dateBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Today is taken.
    await replace(dateBox(canvas), QUOTE_DATA_TODAY);
    await userEvent.click(canvas.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...PLATINUM, date: QUOTE_DATA_TODAY }));
    blurAll(canvasElement);
  },
};

/** The server's 40009: the code already has a price that day. Said on the date, which takes the focus. */
export const ServerDuplicate: Story = {
  args: { initial: PLATINUM, serverErrors: { date: '该品种当天已有价格' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(dateBox(canvas)).toHaveFocus());
    await expect(dateBox(canvas)).toHaveAccessibleDescription(`该品种当天已有价格 ${DATE_HINT}`);
    await expect(dateBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(priceBox(canvas)).not.toHaveAttribute('aria-invalid');
    dateBox(canvas).blur();
  },
};

/** A general complaint from the server: in the alert above the fields. */
export const ServerError: Story = {
  tags: ['!visual'],
  args: { initial: PLATINUM, serverErrors: { form: '保存失败，请稍后再试', price: '价格超出允许范围' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('保存失败，请稍后再试');
    await waitFor(() => expect(priceBox(canvas)).toHaveFocus());
    await expect(priceBox(canvas)).toHaveAccessibleDescription('价格超出允许范围 单位 元/克，最多两位小数');
  },
};

/** Edit: the price's values; its code cannot change (said why); saved as they are. */
export const EditPrefilled: Story = {
  args: { mode: 'edit', initial: { ...PLATINUM, date: '2026-11-19', price: 233.64 } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '修改行情数据' })).toBeVisible();
    await expect(codeBox(canvas)).toHaveDisplayValue('铂金（Pt）');
    await expect(codeBox(canvas)).toBeDisabled();
    await expect(codeBox(canvas)).toHaveAccessibleDescription('已录入的价格不能更换品种 最新价格 232.00 元/克（2026-11-20）');
    await expect(dateBox(canvas)).toHaveValue('2026-11-19');
    await expect(priceBox(canvas)).toHaveValue('233.64');
    await expect(canvas.queryByRole('button', { name: '添加' })).toBeNull();
    await replace(priceBox(canvas), '233.46');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ quote_code_id: 1, date: '2026-11-19', price: 233.46 }));
    blurAll(canvasElement);
  },
};

/** Saving: the button spins and takes no second click. */
export const Busy: Story = {
  args: { mode: 'edit', initial: PLATINUM, busy: true },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: '修改行情数据' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Cancel as a button, when the page gives `onCancel` rather than a link. */
export const CancelButton: Story = {
  tags: ['!visual'],
  args: { cancelHref: undefined, onCancel: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('link', { name: '取消' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add a price' })).toBeVisible();
    const code = canvas.getByRole('combobox', { name: /^Quote/ });
    await userEvent.selectOptions(code, 'Silver (Ag)');
    await expect(code).toHaveAccessibleDescription('Latest price 7,800.00 CNY/kg (2026-11-20)');
    const price = canvas.getByRole('textbox', { name: /^Price/ });
    await expect(price).toHaveAccessibleDescription('In CNY/kg, up to 2 decimals');
    await userEvent.type(canvas.getByLabelText(/^Date/), '2026-11-21');
    await userEvent.type(price, '12.345');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByLabelText(/^Date/)).toHaveAccessibleDescription(
      `The date cannot be after today Beijing time; today (${QUOTE_DATA_TODAY}) at the latest`,
    );
    await expect(price).toHaveAccessibleDescription('Enter a price above 0 with up to 2 decimals In CNY/kg, up to 2 decimals');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toBeVisible();
  },
};

/** A phone: date and price one above the other, the buttons share the width; the longest code name wraps; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    mode: 'edit',
    codes: [...QUOTE_DATA_CODES, CODE_LONG],
    initial: { quote_code_id: CODE_LONG.id, date: '2026-11-20', price: 99_999_999.99 },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(priceBox(canvas)).toHaveValue('99999999.99');
    await expect(priceBox(canvas).getBoundingClientRect().top).toBeGreaterThan(dateBox(canvas).getBoundingClientRect().bottom);
    const save = canvas.getByRole('button', { name: '保存' }).getBoundingClientRect();
    const cancel = canvas.getByRole('link', { name: '取消' }).getBoundingClientRect();
    await expect(Math.round(save.width)).toBe(Math.round(cancel.width));
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
