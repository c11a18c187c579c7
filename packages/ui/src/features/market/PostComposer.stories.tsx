import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import type { UploadFn } from '../../components/upload-rules.ts';
import { canvasFile, context2d, picturesLoaded } from '../../components/upload-story-kit.ts';
import { picture } from '../article/articleFixtures.ts';
import { PostComposer, type PostComposerValues } from './PostComposer.tsx';
import { POST_LONG, POST_MINE } from './postFixtures.ts';

/** The URL the fake /upload/file2server hands back for a file. */
const uploadedUrl = (name: string) => picture(name.replace(/\.\w+$/, ''), 640, 480, 30);

/** Sends nothing: reports progress, then hands back a drawn picture. */
const fakeUpload: UploadFn = async (file, onProgress) => {
  onProgress(0.5);
  await new Promise((resolve) => setTimeout(resolve, 20));
  onProgress(1);
  return { url: uploadedUrl(file.name) };
};

/** An upload that waits until the play lets it finish. */
let finishUpload: () => void = () => undefined;
const heldUpload: UploadFn = async (file, onProgress) => {
  onProgress(0.3);
  await new Promise<void>((resolve) => {
    finishUpload = resolve;
  });
  onProgress(1);
  return { url: uploadedUrl(file.name) };
};

/** A small PNG, as a phone photo of the goods would be after the picker. */
async function photo(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = context2d(canvas);
  context.fillStyle = 'hsl(40 30% 80%)';
  context.fillRect(0, 0, 160, 120);
  context.strokeStyle = '#4a4f5c';
  context.lineWidth = 10;
  context.strokeRect(40, 30, 80, 60);
  return canvasFile(canvas, name, 'image/png');
}

async function choose(root: HTMLElement, name: string) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('No file input');
  await userEvent.upload(input, await photo(name));
}

/** Puts a value in a field past its maxlength, as some input methods and autofill can. */
function force(field: HTMLElement, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Empties a field and pastes a text into it (faster than typing, and as a member often fills a form). */
async function replace(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

/** The post being edited: the member's own 'wanted' post. */
const EDIT: PostComposerValues = {
  type: POST_MINE.type,
  title: POST_MINE.title,
  content: POST_MINE.content,
  images: POST_MINE.images,
  category: POST_MINE.category,
  region: POST_MINE.region,
  contact: POST_MINE.contact,
};

const meta = {
  title: 'Features/Market/PostComposer',
  component: PostComposer,
  args: {
    mode: 'add',
    upload: fn<UploadFn>(fakeUpload),
    onSubmit: fn(),
    submitting: false,
    serverErrors: {},
    cancelHref: '#/posts/list',
    suspendedUntil: null,
  },
} satisfies Meta<typeof PostComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The form's alert, found by what it says (the pictures' field has an alert of its own, for refused files). */
const formAlert = (canvas: Canvas, text: string) => canvas.getByText(text).closest('[role="alert"]');

const titleField = (canvas: Canvas, name: RegExp = /^标题/) => canvas.getByRole('textbox', { name });
const contentField = (canvas: Canvas, name: RegExp = /^内容/) => canvas.getByRole('textbox', { name });
const contactField = (canvas: Canvas, name: RegExp = /^联系方式/) => canvas.getByRole('textbox', { name });
const categoryField = (canvas: Canvas, name: RegExp = /^分类/) => canvas.getByRole('combobox', { name });
const regionField = (canvas: Canvas, name: RegExp = /^地区/) => canvas.getByRole('combobox', { name });
const picturesGroup = (canvas: Canvas, name = '图片') => canvas.getByRole('group', { name });

const TITLE_LIMIT = '标题最多 20 个汉字或 40 个英文字符';
const PICTURES_HINT = '1 到 3 张，jpg 或 png 格式，每张不超过 1MB';
const CONTACT_HINT = '仅登录会员点击后可见，每次查看都会被记录';

const TITLE = '出售 950 铂金素圈毛坯 200 件';
const CONTENT = '950 铂金素圈毛坯，内径 15–18 号齐全，共 200 件。\n可来厂看货，深圳水贝自提或顺丰保价。';
const CONTACT = '周小姐 139 0000 5678';

/** The Chinese site: a member fills every field, adds a picture; the counters follow, the values go out trimmed. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '发布供需信息' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: '发布供需信息' })).toBeVisible();
    const kind = canvas.getByRole('radiogroup', { name: '类型' });
    await expect(kind).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '出售' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '求购' })).not.toBeChecked();

    const title = titleField(canvas);
    await expect(title).toBeRequired();
    await expect(title).toHaveAttribute('maxlength', '40');
    await expect(title).toHaveAccessibleDescription(TITLE_LIMIT);
    await expect(canvas.getByText('0 / 40')).toBeVisible();
    const content = contentField(canvas);
    await expect(content).toBeRequired();
    await expect(content).toHaveAccessibleDescription('最多 300 个字');
    await expect(canvas.getByText('0 / 300')).toBeVisible();
    await expect(picturesGroup(canvas)).toHaveAccessibleDescription(PICTURES_HINT);
    await expect(categoryField(canvas)).toHaveDisplayValue('请选择');
    await expect(regionField(canvas)).toHaveDisplayValue('请选择');
    await expect(contactField(canvas)).toHaveAccessibleDescription(CONTACT_HINT);
    await expect(canvas.getByRole('link', { name: '取消' })).toHaveAttribute('href', '#/posts/list');

    // A Chinese character counts two, a Latin one one: with its spaces around, the title is 30 wide.
    await userEvent.type(title, ` ${TITLE} `);
    await expect(canvas.getByText('30 / 40')).toBeVisible();
    await userEvent.type(content, `${CONTENT.replace('\n', '{Enter}')} `);
    await expect(canvas.getByText(`${CONTENT.length + 1} / 300`)).toBeVisible();
    await choose(canvasElement, 'rings.png');
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: '删除 rings.png' })).toBeVisible());
    await userEvent.selectOptions(categoryField(canvas), '珠宝首饰');
    await userEvent.selectOptions(regionField(canvas), '华南');
    await userEvent.type(contactField(canvas), ` ${CONTACT}`);
    await picturesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 'sell',
        title: TITLE,
        content: CONTENT,
        images: [uploadedUrl('rings.png')],
        category: 'jewellery',
        region: 'south',
        contact: CONTACT,
      }),
    );
    await expect(canvas.queryByText('请输入标题')).toBeNull();
  },
};

/** Sent empty: each field says what it needs, the first takes the focus, nothing goes out; fixing one clears its message. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(titleField(canvas)).toHaveAccessibleDescription(`请输入标题 ${TITLE_LIMIT}`);
    await expect(titleField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(contentField(canvas)).toHaveAccessibleDescription('内容不能为空 最多 300 个字');
    await expect(picturesGroup(canvas)).toHaveAccessibleDescription(`请上传 1 到 3 张图片 ${PICTURES_HINT}`);
    await expect(categoryField(canvas)).toHaveAccessibleDescription('请选择分类');
    await expect(regionField(canvas)).toHaveAccessibleDescription('请选择地区');
    await expect(contactField(canvas)).toHaveAccessibleDescription(`请填写联系方式 ${CONTACT_HINT}`);
    // The type starts on 'for sale': nothing to say there.
    await expect(canvas.getByRole('radiogroup', { name: '类型' })).not.toHaveAttribute('aria-invalid');
    await expect(titleField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(titleField(canvas), '求购铂金回收渠道');
    await expect(titleField(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.type(contentField(canvas), '   ');
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(contentField(canvas)).toHaveFocus();
    await expect(canvas.getByText('内容不能为空')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The title's width: 20 Chinese characters fit, 21 do not; 40 Latin ones fit, and the box takes no 41st. */
export const TitleTooWide: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: EDIT },
  play: async ({ canvas, args }) => {
    const title = titleField(canvas);
    await replace(title, '铂'.repeat(21));
    await expect(canvas.getByText('42 / 40')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(title).toHaveFocus();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    // The error says the limit: the field is not told it twice.
    await expect(title).toHaveAccessibleDescription(TITLE_LIMIT);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await replace(title, '铂'.repeat(20));
    await expect(canvas.getByText('40 / 40')).toBeVisible();
    await expect(title).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith({ ...EDIT, title: '铂'.repeat(20) }));

    await replace(title, `${'铂'.repeat(19)}Pt`);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith({ ...EDIT, title: `${'铂'.repeat(19)}Pt` }));

    const latin = 'Platinum sponge 99.95%, 5 kg, in stock!!';
    await expect(latin).toHaveLength(40);
    await replace(title, `${latin}x`);
    await expect(title).toHaveValue(latin);
    await expect(canvas.getByText('40 / 40')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenLastCalledWith({ ...EDIT, title: latin }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(3));
  },
};

/** Texts past the limits (an input method can get past maxlength); characters, not UTF-16 units, are counted. */
export const TooLong: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: EDIT },
  play: async ({ canvas, args }) => {
    force(contentField(canvas), '金'.repeat(301));
    force(contactField(canvas), '1'.repeat(101));
    await expect(canvas.getByText('301 / 300')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('内容不能超过 300 个字')).toBeVisible();
    await expect(canvas.getByText('联系方式不能超过 100 个字')).toBeVisible();
    await expect(contentField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // 300 emoji are 600 UTF-16 units but 300 characters: they fit.
    force(contentField(canvas), '💍'.repeat(300));
    force(contactField(canvas), '1'.repeat(100));
    await expect(canvas.getByText('300 / 300')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...EDIT, content: '💍'.repeat(300), contact: '1'.repeat(100) }));
  },
};

/** Editing: the post's values and pictures are there from the start; saved as they are; no picture left is refused. */
export const Edit: Story = {
  args: { mode: 'edit', initial: EDIT },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑供需信息' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '求购' })).toBeChecked();
    await expect(titleField(canvas)).toHaveValue(EDIT.title);
    await expect(canvas.getByText('18 / 40')).toBeVisible();
    await expect(contentField(canvas)).toHaveValue(EDIT.content);
    await expect(canvas.getByText(`${EDIT.content.length} / 300`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除 图片 1' })).toBeVisible();
    await expect(categoryField(canvas)).toHaveDisplayValue('设备工具');
    await expect(regionField(canvas)).toHaveDisplayValue('华东');
    await expect(contactField(canvas)).toHaveValue(EDIT.contact);
    await expect(canvas.queryByRole('button', { name: '发布' })).toBeNull();
    await picturesLoaded(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(EDIT));

    await userEvent.click(canvas.getByRole('button', { name: '删除 图片 1' }));
    await expect(canvas.getByRole('button', { name: '选择图片' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(picturesGroup(canvas)).toHaveAccessibleDescription(`请上传 1 到 3 张图片 ${PICTURES_HINT}`);
    await expect(canvas.getByRole('button', { name: '选择图片' })).toHaveFocus();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** On its way: the button spins and takes no second click. */
export const Submitting: Story = {
  args: { mode: 'edit', initial: EDIT, submitting: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: '保存' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: '编辑供需信息' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's answer: its words on their fields (the first focused) and the general one in an alert. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    initial: EDIT,
    serverErrors: {
      title: '标题包含不允许发布的词语',
      images: '第 1 张图片不是本站上传的',
      contact: '联系方式中不能包含网址',
      form: '发布太频繁，请一小时后再试',
    },
  },
  play: async ({ canvas }) => {
    await expect(formAlert(canvas, '发布太频繁，请一小时后再试')).toHaveClass('spw-form__error');
    await waitFor(() => expect(titleField(canvas)).toHaveFocus());
    await expect(titleField(canvas)).toHaveAccessibleDescription(`标题包含不允许发布的词语 ${TITLE_LIMIT}`);
    await expect(titleField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(contentField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(picturesGroup(canvas)).toHaveAccessibleDescription(`第 1 张图片不是本站上传的 ${PICTURES_HINT}`);
    await expect(contactField(canvas)).toHaveAccessibleDescription(`联系方式中不能包含网址 ${CONTACT_HINT}`);
    await expect(contactField(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sent while a picture is still going up: held, and said so; once it is up, the post goes out with it. */
export const UploadPending: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: EDIT, upload: fn<UploadFn>(heldUpload) },
  play: async ({ canvas, canvasElement, args }) => {
    await choose(canvasElement, 'welder.png');
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('progressbar')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(formAlert(canvas, '图片还在上传，请等上传完成后再提交')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    finishUpload();
    await waitFor(() => expect(canvas.queryByText('图片还在上传，请等上传完成后再提交')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...EDIT, images: [...EDIT.images, uploadedUrl('welder.png')] }));
  },
};

/** A suspended member: told until when, every field and the button disabled; Cancel still leads back. */
export const Suspended: Story = {
  args: { suspendedUntil: '2026-12-01T00:00:00.000Z' },
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('你的账号已被停用至 2026年12月1日 08:00，暂不能发布信息');
    await expect(canvas.getByRole('form', { name: '发布供需信息' })).toHaveAccessibleDescription(
      '你的账号已被停用至 2026年12月1日 08:00，暂不能发布信息',
    );
    await expect(canvas.getByRole('radio', { name: '出售' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '求购' })).toBeDisabled();
    await expect(titleField(canvas)).toBeDisabled();
    await expect(contentField(canvas)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '选择图片' })).toBeDisabled();
    await expect(categoryField(canvas)).toBeDisabled();
    await expect(regionField(canvas)).toBeDisabled();
    await expect(contactField(canvas)).toBeDisabled();
    const submit = canvas.getByRole('button', { name: '发布' });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: '取消' })).toHaveAttribute('href', '#/posts/list');
  },
};

/** The widest title, 300 characters of text, three pictures, long server messages: all wrap inside the form. */
export const LongText: Story = {
  args: {
    mode: 'edit',
    initial: {
      type: POST_LONG.type,
      title: POST_LONG.title,
      content: POST_LONG.content,
      images: [picture('一', 800, 600, 10), picture('二', 600, 800, 120), picture('三', 800, 600, 240)],
      category: POST_LONG.category,
      region: POST_LONG.region,
      contact: 'wechat-platinum-trading-company-limited-customer-service@example.com.cn',
    },
    serverErrors: {
      contact: '联系方式中不能包含网址：https://www.platinumweek.example.cn/exhibitors/downloads/2026/booth-construction-guidelines.pdf',
      form: '保存失败：你今天已经修改了太多次供需信息，为保证市场信息的质量，请明天再来修改；如有紧急情况请联系组委会会务组。',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('40 / 40')).toBeVisible();
    await expect(canvas.getByText('300 / 300')).toBeVisible();
    // Three pictures: the choose button is gone.
    await expect(canvas.getByRole('button', { name: '删除 图片 3' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '选择图片' })).toBeNull();
    await waitFor(() => expect(contactField(canvas)).toHaveFocus());
    await picturesLoaded(canvasElement);
    const root = canvasElement.querySelector('.spw-post-composer') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** The English site: the labels, hints and checks in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Post an offer' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'For sale' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Wanted' })).not.toBeChecked();
    await expect(titleField(canvas, /^Title/)).toHaveAccessibleDescription('Up to 20 Chinese or 40 English characters');
    await expect(picturesGroup(canvas, 'Pictures')).toHaveAccessibleDescription('1 to 3 pictures, jpg or png, up to 1MB each');
    await expect(contactField(canvas, /^Contact details/)).toHaveAccessibleDescription(
      'Shown only to signed-in members who ask; each view is logged',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(titleField(canvas, /^Title/)).toHaveAccessibleDescription('Enter a title Up to 20 Chinese or 40 English characters');
    await expect(contentField(canvas, /^Content/)).toHaveAccessibleDescription(/^Content cannot be empty/);
    await expect(picturesGroup(canvas, 'Pictures')).toHaveAccessibleDescription(/^Add 1 to 3 pictures/);
    await expect(categoryField(canvas, /^Category/)).toHaveAccessibleDescription('Choose a category');
    await expect(regionField(canvas, /^Region/)).toHaveAccessibleDescription('Choose a region');
    await expect(contactField(canvas, /^Contact details/)).toHaveAccessibleDescription(/^Enter how to reach you/);
    await expect(titleField(canvas, /^Title/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Wanted' }));
    await expect(canvas.getByRole('radio', { name: 'Wanted' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toBeVisible();
  },
};

/** A phone: category and region one above the other, the buttons share the width, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mode: 'edit', initial: EDIT },
  play: async ({ canvas, canvasElement }) => {
    const submit = canvas.getByRole('button', { name: '保存' }).getBoundingClientRect();
    const cancel = canvas.getByRole('link', { name: '取消' }).getBoundingClientRect();
    await expect(Math.round(submit.width)).toBe(Math.round(cancel.width));
    await expect(Math.round(submit.top)).toBe(Math.round(cancel.top));
    const category = categoryField(canvas).getBoundingClientRect();
    const region = regionField(canvas).getBoundingClientRect();
    await expect(region.top).toBeGreaterThan(category.bottom);
    await expect(titleField(canvas).getBoundingClientRect().width).toBeGreaterThan(200);
    await expect(canvas.getByText('18 / 40')).toBeVisible();
    await picturesLoaded(canvasElement);
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
