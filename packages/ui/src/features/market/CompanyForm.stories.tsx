import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UploadFn } from '../../components/upload-rules.ts';
import { canvasFile, context2d, picturesLoaded } from '../../components/upload-story-kit.ts';
import { picture } from '../article/articleFixtures.ts';
import { expectOnlyCall } from '../auth/expectOnlyCall.ts';
import { CompanyForm, companyValues, type CompanyValues } from './CompanyForm.tsx';
import { COMPANY, COMPANY_DRAFT, COMPANY_LONG } from './companyFixtures.ts';

/** The URL the fake /upload/file2server hands back for a file. */
const uploadedUrl = (name: string) => picture(name.replace(/\.\w+$/, ''), 240, 240, 210);

/** Sends nothing: reports progress, then hands back a drawn picture. */
const fakeUpload: UploadFn = async (file, onProgress) => {
  onProgress(0.5);
  await new Promise((resolve) => setTimeout(resolve, 20));
  onProgress(1);
  return { url: uploadedUrl(file.name) };
};

/** A small square PNG, as a logo would be after the picker. */
async function logoFile(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 120;
  const context = context2d(canvas);
  context.fillStyle = 'hsl(210 20% 85%)';
  context.fillRect(0, 0, 120, 120);
  context.strokeStyle = '#4a4f5c';
  context.lineWidth = 10;
  context.strokeRect(30, 30, 60, 60);
  return canvasFile(canvas, name, 'image/png');
}

/** Empties a field and pastes a text into it (faster than typing). */
async function replace(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

const EDIT: CompanyValues = companyValues(COMPANY);

const meta = {
  title: 'Features/Market/CompanyForm',
  component: CompanyForm,
  args: {
    upload: fn<UploadFn>(fakeUpload),
    onSubmit: fn(),
    submitting: false,
    serverErrors: {},
    onCancel: fn(),
  },
} satisfies Meta<typeof CompanyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const field = (canvas: Canvas, name: RegExp) => canvas.getByRole('textbox', { name });
const nameField = (canvas: Canvas) => field(canvas, /^公司名称/);
const enNameField = (canvas: Canvas) => field(canvas, /^英文名称/);
const licenceField = (canvas: Canvas) => field(canvas, /^营业执照号/);
const introField = (canvas: Canvas) => field(canvas, /^公司简介/);
const phoneField = (canvas: Canvas) => field(canvas, /^电话/);
const emailField = (canvas: Canvas) => field(canvas, /^邮箱/);
const websiteField = (canvas: Canvas) => field(canvas, /^网站/);
const categories = (canvas: Canvas) => canvas.getByRole('group', { name: '经营类别' });
const box = (canvas: Canvas, name: string) => within(categories(canvas)).getByRole('checkbox', { name });
const save = (canvas: Canvas) => canvas.getByRole('button', { name: '保存草稿' });

/** A new entry: empty, only the name required; the hint says where it is submitted. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '填写公司信息' })).toBeVisible();
    await expect(nameField(canvas)).toBeRequired();
    await expect(enNameField(canvas)).not.toBeRequired();
    await expect(save(canvas)).toHaveAccessibleDescription('保存后为草稿，请到公司信息页提交审核');
    await expect(canvas.getByRole('group', { name: /^公司标志/ })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /^公司图片/ })).toHaveAccessibleDescription(/最多 6 张/);
    for (const checkbox of within(categories(canvas)).getAllByRole('checkbox')) await expect(checkbox).not.toBeChecked();

    // Sent empty: the name is asked for and takes the focus; nothing goes out.
    await userEvent.click(save(canvas));
    await expect(nameField(canvas)).toHaveAccessibleDescription('请输入公司名称');
    await expect(nameField(canvas)).toHaveFocus();
    await expect(enNameField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledOnce());
  },
};

/** Every field filled and a logo added: the values go out trimmed, the categories in the list's order. */
export const Filled: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(nameField(canvas), ' 金铂珠宝首饰有限公司 ');
    await userEvent.type(enNameField(canvas), 'Jinbo Jewellery Co., Ltd.');
    await userEvent.type(licenceField(canvas), '91310000MA1K4XYZ2B');
    await userEvent.click(box(canvas, '加工服务'));
    await userEvent.click(box(canvas, '珠宝首饰'));
    await userEvent.type(introField(canvas), '铂金婚戒与定制首饰加工。{Enter}月产能 3 万件。');
    await expect(canvas.getByText('22 / 2000')).toBeVisible();
    await userEvent.type(field(canvas, /^英文简介/), 'Platinum wedding bands and custom jewellery.');
    await userEvent.type(field(canvas, /^地址/), '深圳市罗湖区水贝二路 8 号');
    await userEvent.type(field(canvas, /^英文地址/), '8 Shuibei 2nd Road, Luohu, Shenzhen');
    await userEvent.type(field(canvas, /^联系人/), '王女士');
    await userEvent.type(phoneField(canvas), '+86 (755) 2555-0188 ');
    await userEvent.type(emailField(canvas), 'hello@jinbo.example');
    await userEvent.type(websiteField(canvas), 'https://jinbo.example');
    const input = canvas.getByRole('group', { name: /^公司标志/ }).querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new globalThis.Error('No file input');
    await userEvent.upload(input, await logoFile('logo.png'));
    await waitFor(() => expect(canvas.getByRole('button', { name: '删除 logo.png' })).toBeVisible());
    await picturesLoaded(canvasElement);
    await userEvent.click(save(canvas));
    await expectOnlyCall(args.onSubmit, {
      name: '金铂珠宝首饰有限公司',
      en_name: 'Jinbo Jewellery Co., Ltd.',
      logo: uploadedUrl('logo.png'),
      licence_no: '91310000MA1K4XYZ2B',
      intro: '铂金婚戒与定制首饰加工。\n月产能 3 万件。',
      en_intro: 'Platinum wedding bands and custom jewellery.',
      categories: ['jewellery', 'service'],
      address: '深圳市罗湖区水贝二路 8 号',
      en_address: '8 Shuibei 2nd Road, Luohu, Shenzhen',
      contact_name: '王女士',
      phone: '+86 (755) 2555-0188',
      email: 'hello@jinbo.example',
      website: 'https://jinbo.example',
      pictures: [],
    });
  },
};

/** Editing: the entry's values, logo and pictures are there from the start, and go out as they are. */
export const Edit: Story = {
  args: { initial: EDIT },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑公司信息' })).toBeVisible();
    await expect(nameField(canvas)).toHaveValue(COMPANY.name);
    await expect(licenceField(canvas)).toHaveValue(COMPANY.licence_no);
    await expect(introField(canvas)).toHaveValue(COMPANY.intro);
    await expect(box(canvas, '贵金属')).toBeChecked();
    await expect(box(canvas, '加工服务')).toBeChecked();
    await expect(box(canvas, '宝石')).not.toBeChecked();
    await expect(within(canvas.getByRole('group', { name: /^公司标志/ })).getAllByRole('button', { name: /^删除/ })).toHaveLength(1);
    await expect(within(canvas.getByRole('group', { name: /^公司图片/ })).getAllByRole('button', { name: /^删除/ })).toHaveLength(3);
    await picturesLoaded(canvasElement);
    await userEvent.click(save(canvas));
    await expectOnlyCall(args.onSubmit, EDIT);
  },
};

/** The server's answer: its words on the fields it names (the first in the form's order takes the focus), and a general one above. */
export const ServerErrors: Story = {
  args: {
    initial: EDIT,
    serverErrors: {
      form: '保存失败，请检查标出的内容',
      website: '网址无法访问',
      licence_no: '该营业执照号已被其他公司使用',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('保存失败，请检查标出的内容').closest('[role="alert"]')).toBeVisible();
    await expect(licenceField(canvas)).toHaveAccessibleDescription(/该营业执照号已被其他公司使用/);
    await expect(websiteField(canvas)).toHaveAccessibleDescription(/网址无法访问/);
    await waitFor(() => expect(licenceField(canvas)).toHaveFocus());
    await expect(nameField(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

const CLIENT_ERRORS_INITIAL: CompanyValues = { ...companyValues(COMPANY_DRAFT), name: '铂'.repeat(101) };

/** Fills in wrong formats, sends, and checks that each field says what is wrong and the first takes the focus. */
async function sendWrongValues(canvas: Canvas, onSubmit: (values: CompanyValues) => void) {
  await userEvent.type(licenceField(canvas), '9153 0000/70');
  await replace(phoneField(canvas), '021-5080 转 1234');
  await replace(emailField(canvas), 'sales@sino');
  await replace(websiteField(canvas), 'www.sino-platinum.example');
  await replace(field(canvas, /^联系人/), '<b>李</b>');
  await userEvent.click(save(canvas));
  await expect(nameField(canvas)).toHaveAccessibleDescription('不能超过 100 个字');
  await expect(licenceField(canvas)).toHaveAccessibleDescription(/^营业执照号只能包含字母、数字和 -/);
  await expect(phoneField(canvas)).toHaveAccessibleDescription('电话只能包含数字、空格和 + - ( )');
  await expect(emailField(canvas)).toHaveAccessibleDescription('邮箱格式不正确');
  await expect(websiteField(canvas)).toHaveAccessibleDescription(/^网址须以 http:\/\/ 或 https:\/\/ 开头/);
  await expect(field(canvas, /^联系人/)).toHaveAccessibleDescription('不能包含 < 或 >');
  await expect(nameField(canvas)).toHaveFocus();
  await expect(onSubmit).not.toHaveBeenCalled();
}

/** Wrong formats and too long a name: each field says what is wrong, the first takes the focus, nothing goes out. */
export const ClientErrors: Story = {
  args: { initial: CLIENT_ERRORS_INITIAL },
  play: async ({ canvas, args }) => {
    await sendWrongValues(canvas, args.onSubmit);
    // The fields the rules accept say nothing.
    await expect(enNameField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(introField(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/** The same mistakes put right: the messages go and the values go out. */
export const ClientErrorsFixed: Story = {
  tags: ['!visual'],
  args: { initial: CLIENT_ERRORS_INITIAL },
  play: async ({ canvas, args }) => {
    await sendWrongValues(canvas, args.onSubmit);
    await replace(nameField(canvas), COMPANY_DRAFT.name);
    await replace(licenceField(canvas), '91530000-70');
    await replace(phoneField(canvas), '+86 21 5080 1234');
    await replace(emailField(canvas), 'sales@sino.example');
    await replace(websiteField(canvas), 'http://sino.example');
    await replace(field(canvas, /^联系人/), '李经理');
    await userEvent.click(save(canvas));
    await expect(canvas.queryByText('邮箱格式不正确')).toBeNull();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ licence_no: '91530000-70', website: 'http://sino.example', contact_name: '李经理' }),
      ),
    );
  },
};

/** Three categories at most: with three ticked the others wait; unticking one frees them. */
export const CategoriesMax: Story = {
  args: { initial: { ...EDIT, categories: ['metal', 'gem', 'service'] } },
  play: async ({ canvas, args }) => {
    await expect(categories(canvas)).toHaveAccessibleDescription('最多选 3 个');
    await expect(box(canvas, '珠宝首饰')).toBeDisabled();
    await expect(box(canvas, '设备工具')).toBeDisabled();
    await expect(box(canvas, '其他')).toBeDisabled();
    await expect(box(canvas, '宝石')).toBeEnabled();
    await userEvent.click(box(canvas, '宝石'));
    await expect(box(canvas, '珠宝首饰')).toBeEnabled();
    await userEvent.click(box(canvas, '其他'));
    await expect(box(canvas, '珠宝首饰')).toBeDisabled();
    await expect(box(canvas, '宝石')).toBeDisabled();
    await userEvent.click(save(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ categories: ['metal', 'service', 'other'] })));
  },
};

/** Long texts from the fixtures fit; the counter follows the introduction, and past the limit it is an error. */
export const LongText: Story = {
  tags: ['!visual'],
  args: { initial: companyValues(COMPANY_LONG) },
  play: async ({ canvas, args }) => {
    await expect(nameField(canvas)).toHaveValue(COMPANY_LONG.name);
    await expect(canvas.getByText('600 / 2000')).toBeVisible();
    await replace(introField(canvas), '铂'.repeat(2001));
    await expect(canvas.getByText('2001 / 2000')).toHaveAttribute('data-over');
    await userEvent.click(save(canvas));
    await expect(introField(canvas)).toHaveAccessibleDescription(/^不能超过 2000 个字/);
    await expect(introField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While it saves, the button waits and nothing is sent twice. */
export const Submitting: Story = {
  tags: ['!visual'],
  args: { initial: EDIT, submitting: true },
  play: async ({ canvas, args }) => {
    await expect(save(canvas)).toBeDisabled();
    await expect(save(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '取消' })).toBeEnabled();
    await userEvent.click(save(canvas), { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add your company' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Company name/ })).toBeRequired();
    await expect(canvas.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription('Choose up to 3');
    await expect(canvas.getByRole('checkbox', { name: 'Jewellery' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Website/ }), 'example.com');
    const saveDraft = canvas.getByRole('button', { name: 'Save draft' });
    await expect(saveDraft).toHaveAccessibleDescription('Saving keeps it as a draft: submit it for review on your company page.');
    await userEvent.click(saveDraft);
    await expect(canvas.getByText('Please enter the company name')).toBeVisible();
    await expect(canvas.getByText('The website must start with http:// or https://')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A phone: each English field under its Chinese one, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { initial: EDIT },
  play: async ({ canvas, canvasElement }) => {
    const name = nameField(canvas).getBoundingClientRect();
    const enName = enNameField(canvas).getBoundingClientRect();
    await expect(enName.top).toBeGreaterThan(name.bottom);
    await expect(enName.left).toBe(name.left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(save(canvas)).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};
