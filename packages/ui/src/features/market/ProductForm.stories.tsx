import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UploadFn } from '../../components/upload-rules.ts';
import { canvasFile, context2d, picturesLoaded } from '../../components/upload-story-kit.ts';
import { picture } from '../article/articleFixtures.ts';
import { PRODUCT_CATALYST, PRODUCT_LONG, PRODUCT_SPONGE } from './companyFixtures.ts';
import { ProductForm, productValues, type ProductValues } from './ProductForm.tsx';

/** The URL the fake /upload/file2server hands back for a file. */
const uploadedUrl = (name: string) => picture(name.replace(/\.\w+$/, ''), 400, 400, 30);

/** Sends nothing: reports progress, then hands back a drawn picture. */
const fakeUpload: UploadFn = async (file, onProgress) => {
  onProgress(0.5);
  await new Promise((resolve) => setTimeout(resolve, 20));
  onProgress(1);
  return { url: uploadedUrl(file.name) };
};

/** A small square PNG, as a photo of the goods would be after the picker. */
async function photo(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 120;
  const context = context2d(canvas);
  context.fillStyle = 'hsl(210 15% 80%)';
  context.fillRect(0, 0, 120, 120);
  context.strokeStyle = '#4a4f5c';
  context.lineWidth = 10;
  context.strokeRect(30, 30, 60, 60);
  return canvasFile(canvas, name, 'image/png');
}

async function choose(root: HTMLElement, name: string) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('No file input');
  await userEvent.upload(input, await photo(name));
}

/** Empties a field and pastes a text into it (faster than typing). */
async function replace(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

const SPONGE: ProductValues = productValues(PRODUCT_SPONGE);
const CATALYST: ProductValues = productValues(PRODUCT_CATALYST);

const meta = {
  title: 'Features/Market/ProductForm',
  component: ProductForm,
  args: {
    mode: 'add',
    upload: fn<UploadFn>(fakeUpload),
    onSubmit: fn(),
    submitting: false,
    serverErrors: {},
    cancelHref: '#/creator/product/list',
  },
} satisfies Meta<typeof ProductForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const box = (canvas: Canvas, name: RegExp) => canvas.getByRole('textbox', { name });
const nameField = (canvas: Canvas) => box(canvas, /^产品名称/);
const enNameField = (canvas: Canvas) => box(canvas, /^英文名称/);
const priceField = (canvas: Canvas) => box(canvas, /^价格/);
const unitField = (canvas: Canvas) => box(canvas, /^计价单位/);
const categoryField = (canvas: Canvas) => canvas.getByRole('combobox', { name: /^分类/ });
const picturesGroup = (canvas: Canvas) => canvas.getByRole('group', { name: '产品图片' });
const specRow = (canvas: Canvas, n: number) => within(canvas.getByRole('group', { name: `参数 ${n}` }));

const PICTURES_HINT = '1 到 6 张，第一张为封面；jpg 或 png 格式，每张不超过 1MB';
const PRICE_HINT = '不填则显示“价格面议”';
const UNIT_HINT = '如 克、件、套';

/** Add: the empty form; sent as it is, each required field says what it needs and the pictures take the focus. */
export const AddEmpty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '添加产品' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: '添加产品' })).toBeVisible();
    await expect(picturesGroup(canvas)).toHaveAccessibleDescription(PICTURES_HINT);
    await expect(nameField(canvas)).toBeRequired();
    await expect(nameField(canvas)).toHaveAttribute('translate', 'no');
    await expect(categoryField(canvas)).toHaveDisplayValue('请选择');
    await expect(canvas.getByRole('group', { name: '规格参数' })).toHaveAccessibleDescription('如材质、纯度、重量，最多 20 项');
    await expect(canvas.queryByRole('group', { name: '参数 1' })).toBeNull();
    await expect(priceField(canvas)).toHaveAttribute('inputmode', 'decimal');
    await expect(priceField(canvas)).toHaveAccessibleDescription(PRICE_HINT);
    await expect(canvas.getByRole('checkbox', { name: '立即上架' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: '取消' })).toHaveAttribute('href', '#/creator/product/list');
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(picturesGroup(canvas)).toHaveAccessibleDescription(`请上传 1 到 6 张图片 ${PICTURES_HINT}`);
    await expect(nameField(canvas)).toHaveAccessibleDescription('请填写产品名称');
    await expect(nameField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(categoryField(canvas)).toHaveAccessibleDescription('请选择分类');
    // No price: nothing to say about the unit.
    await expect(unitField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: '选择图片' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Edit: the product's values, specs and pictures are there; saved as they are (the price a number again). */
export const EditFilled: Story = {
  args: { mode: 'edit', initial: SPONGE },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑产品' })).toBeVisible();
    await expect(nameField(canvas)).toHaveValue('海绵铂 99.95%');
    await expect(enNameField(canvas)).toHaveValue('Platinum sponge 99.95%');
    await expect(categoryField(canvas)).toHaveDisplayValue('贵金属');
    await expect(canvas.getByRole('button', { name: '删除 图片 2' })).toBeVisible();
    await expect(specRow(canvas, 1).getByRole('textbox', { name: /^参数名/ })).toHaveValue('纯度');
    await expect(specRow(canvas, 2).getByRole('textbox', { name: /^英文参数名/ })).toHaveValue('Grain size');
    await expect(specRow(canvas, 3).getByRole('textbox', { name: /^参数值/ })).toHaveValue('1 kg 真空袋');
    await expect(canvas.getByRole('button', { name: '删除参数 3' })).toBeVisible();
    await expect(priceField(canvas)).toHaveValue('228.5');
    await expect(unitField(canvas)).toHaveValue('克');
    await expect(canvas.getByRole('textbox', { name: /^产品介绍/ })).toHaveValue(SPONGE.description);
    await expect(canvas.getByRole('checkbox', { name: '立即上架' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: '发布' })).toBeNull();
    await picturesLoaded(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(SPONGE));
  },
};

/** A new product filled in: a picture, a spec row added (a blank one dropped), a price typed: the values go out trimmed and parsed. */
export const AddWithSpec: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement, args }) => {
    await choose(canvasElement, 'band.png');
    await waitFor(() => expect(canvas.getByRole('button', { name: '删除 band.png' })).toBeVisible());
    await userEvent.type(nameField(canvas), ' Pt950 婚戒素圈 ');
    await userEvent.selectOptions(categoryField(canvas), '珠宝首饰');

    await userEvent.click(canvas.getByRole('button', { name: '添加参数' }));
    const first = specRow(canvas, 1);
    await expect(first.getByRole('textbox', { name: /^参数名/ })).toHaveFocus();
    await userEvent.keyboard(' 材质 ');
    await userEvent.type(first.getByRole('textbox', { name: /^英文参数名/ }), 'Metal');
    await userEvent.type(first.getByRole('textbox', { name: /^参数值/ }), 'Pt950');
    // A second row, left blank: dropped, not refused.
    await userEvent.click(canvas.getByRole('button', { name: '添加参数' }));
    await expect(specRow(canvas, 2).getByRole('textbox', { name: /^参数名/ })).toHaveFocus();

    await userEvent.type(priceField(canvas), ' 1880.5 ');
    await userEvent.type(unitField(canvas), '件');
    await userEvent.type(canvas.getByRole('textbox', { name: /^产品介绍/ }), '足铂 950，支持刻字。');
    await userEvent.click(canvas.getByRole('checkbox', { name: '立即上架' }));
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Pt950 婚戒素圈',
        en_name: '',
        pictures: [uploadedUrl('band.png')],
        category: 'jewellery',
        specs: [{ label: '材质', en_label: 'Metal', value: 'Pt950' }],
        price: 1880.5,
        unit: '件',
        description: '足铂 950，支持刻字。',
        en_description: '',
        is_published: false,
      } satisfies ProductValues),
    );
  },
};

/** A price without its unit is refused (the unit takes the focus); the price's own checks; emptied, it is "price on request" again. */
export const PriceWithoutUnit: Story = {
  args: { mode: 'edit', initial: CATALYST },
  play: async ({ canvas, args }) => {
    await expect(priceField(canvas)).toHaveValue('');
    await userEvent.type(priceField(canvas), '300');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(unitField(canvas)).toHaveFocus();
    await expect(unitField(canvas)).toHaveAccessibleDescription(`请填写计价单位 ${UNIT_HINT}`);
    await expect(unitField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Taking the price away takes the unit's complaint with it.
    await userEvent.clear(priceField(canvas));
    await waitFor(() => expect(unitField(canvas)).not.toHaveAttribute('aria-invalid'));
    await userEvent.type(priceField(canvas), '300');
    await waitFor(() => expect(unitField(canvas)).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请填写计价单位')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The price's checks: no minus, two decimals at most, a billion at most; a good one goes out as a number. */
export const PriceChecks: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: { ...SPONGE, price: null, unit: '克' } },
  play: async ({ canvas, args }) => {
    const price = priceField(canvas);
    const save = () => userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await replace(price, '-5');
    await save();
    await expect(price).toHaveAccessibleDescription(`价格不能小于 0 ${PRICE_HINT}`);
    await expect(price).toHaveFocus();
    await replace(price, '12.345');
    await save();
    await expect(price).toHaveAccessibleDescription(`请填写正确的价格，最多两位小数 ${PRICE_HINT}`);
    await replace(price, '约 200');
    await save();
    await expect(price).toHaveAccessibleDescription(`请填写正确的价格，最多两位小数 ${PRICE_HINT}`);
    await replace(price, '1000000000.01');
    await save();
    await expect(price).toHaveAccessibleDescription(`价格不能超过 1,000,000,000 ${PRICE_HINT}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await replace(price, '1000000000');
    await save();
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith({ ...SPONGE, price: 1000000000, unit: '克' }));
    await replace(price, '0.5');
    await save();
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith({ ...SPONGE, price: 0.5, unit: '克' }));
    await replace(price, '  ');
    await save();
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith({ ...SPONGE, price: null, unit: '克' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(3));
  },
};

/** Spec rows: a half-filled row says what it lacks; each can be removed by its name; twenty at most. */
export const SpecRows: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: SPONGE },
  play: async ({ canvas, args }) => {
    await replace(specRow(canvas, 2).getByRole('textbox', { name: /^参数名/ }), ' ');
    await userEvent.clear(specRow(canvas, 3).getByRole('textbox', { name: /^参数值/ }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const second = specRow(canvas, 2).getByRole('textbox', { name: /^参数名/ });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAccessibleDescription('请填写参数名');
    await expect(specRow(canvas, 3).getByRole('textbox', { name: /^参数值/ })).toHaveAccessibleDescription('请填写参数值');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Remove row 2: the rows renumber, the focus goes to the add button.
    await userEvent.click(canvas.getByRole('button', { name: '删除参数 2' }));
    await expect(canvas.getByRole('button', { name: '添加参数' })).toHaveFocus();
    await expect(canvas.queryByRole('group', { name: '参数 3' })).toBeNull();
    await expect(specRow(canvas, 2).getByRole('textbox', { name: /^参数名/ })).toHaveValue('包装');
    await userEvent.type(specRow(canvas, 2).getByRole('textbox', { name: /^参数值/ }), '500 g 真空袋');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...SPONGE,
        specs: [
          { label: '纯度', en_label: 'Purity', value: '≥ 99.95%' },
          { label: '包装', en_label: 'Packing', value: '500 g 真空袋' },
        ],
      }),
    );

    // Up to twenty rows.
    const add = canvas.getByRole('button', { name: '添加参数' });
    for (let n = 3; n <= 20; n += 1) await userEvent.click(add);
    await expect(canvas.getByRole('group', { name: '参数 20' })).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('最多 20 项参数');
  },
};

/** The server's answer: its words on their fields (the first focused), the specs' on their group, the general one in an alert. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    initial: SPONGE,
    serverErrors: {
      name: '已有同名产品',
      specs: '参数名不能重复',
      price: '价格超出允许范围',
      form: '保存失败，请检查标出的内容',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('保存失败，请检查标出的内容').closest('[role="alert"]')).toHaveClass('spw-form__error');
    await waitFor(() => expect(nameField(canvas)).toHaveFocus());
    await expect(nameField(canvas)).toHaveAccessibleDescription('已有同名产品');
    await expect(nameField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(enNameField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('group', { name: '规格参数' })).toHaveAccessibleDescription(
      '参数名不能重复 如材质、纯度、重量，最多 20 项',
    );
    await expect(priceField(canvas)).toHaveAccessibleDescription(`价格超出允许范围 ${PRICE_HINT}`);
  },
};

/** Only the specs named by the server: the focus goes to their first box. */
export const ServerErrorSpecs: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: SPONGE, serverErrors: { specs: '参数名不能重复' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(specRow(canvas, 1).getByRole('textbox', { name: /^参数名/ })).toHaveFocus());
  },
};

/** On its way: the button spins and takes no second click. */
export const Submitting: Story = {
  args: { mode: 'edit', initial: SPONGE, submitting: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: '保存' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: '编辑产品' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await picturesLoaded(canvas.getByRole('form'));
  },
};

/** The longest name, twelve spec rows, a long description, six pictures: all inside the form; too long a name is refused. */
export const LongText: Story = {
  args: {
    mode: 'edit',
    initial: {
      ...productValues(PRODUCT_LONG),
      pictures: [1, 2, 3, 4, 5, 6].map((n) => picture(`图${n}`, 600, 600, n * 50)),
      en_description: 'A very long description in English. '.repeat(20).trim(),
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('group', { name: '参数 12' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除 图片 6' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '选择图片' })).toBeNull();
    await expect(priceField(canvas)).toHaveValue('99999999.99');
    await picturesLoaded(canvasElement);
    const root = canvasElement.querySelector('.spw-product-form') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);

    await replace(nameField(canvas), '铂'.repeat(61));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(nameField(canvas)).toHaveAccessibleDescription('最多 60 个字');
    await expect(nameField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await replace(nameField(canvas), PRODUCT_LONG.name);
    nameField(canvas).blur();
  },
};

/** The English site: labels, hints and checks in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Pictures' })).toHaveAccessibleDescription(
      '1 to 6 pictures, the first is the cover; jpg or png, up to 1MB each',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Publish now' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a spec' }));
    const row = within(canvas.getByRole('group', { name: 'Spec 1' }));
    await userEvent.type(row.getByRole('textbox', { name: /^Value/ }), '3.2 g');
    await expect(canvas.getByRole('button', { name: 'Remove spec 1' })).toBeVisible();
    await userEvent.type(box(canvas, /^Price/), '12.345');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('group', { name: 'Pictures' })).toHaveAccessibleDescription(/^Add 1 to 6 pictures/);
    await expect(box(canvas, /^Product name/)).toHaveAccessibleDescription('Enter the product name');
    await expect(canvas.getByRole('combobox', { name: /^Category/ })).toHaveAccessibleDescription('Choose a category');
    await expect(row.getByRole('textbox', { name: /^Spec$/ })).toHaveAccessibleDescription('Enter the spec');
    await expect(box(canvas, /^Price/)).toHaveAccessibleDescription(
      'Enter a price such as 228.50, with up to 2 decimals Leave empty to show “Price on request”',
    );
    await expect(box(canvas, /^Unit/)).toHaveAccessibleDescription('Enter the unit the price is for Such as gram, piece or set');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toBeVisible();
  },
};

/** A phone: spec boxes stacked in their row, price and unit one above the other, the buttons share the width; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mode: 'edit', initial: SPONGE },
  play: async ({ canvas, canvasElement }) => {
    const row = specRow(canvas, 1);
    const label = row.getByRole('textbox', { name: /^参数名/ }).getBoundingClientRect();
    const value = row.getByRole('textbox', { name: /^参数值/ }).getBoundingClientRect();
    await expect(value.top).toBeGreaterThan(label.bottom);
    await expect(label.width).toBeGreaterThan(200);
    await expect(unitField(canvas).getBoundingClientRect().top).toBeGreaterThan(priceField(canvas).getBoundingClientRect().bottom);
    const submit = canvas.getByRole('button', { name: '保存' }).getBoundingClientRect();
    const cancel = canvas.getByRole('link', { name: '取消' }).getBoundingClientRect();
    await expect(Math.round(submit.width)).toBe(Math.round(cancel.width));
    await picturesLoaded(canvasElement);
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
