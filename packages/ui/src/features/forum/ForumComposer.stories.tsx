import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import type { UploadFn } from '../../components/upload-rules.ts';
import { canvasFile, context2d, picturesLoaded } from '../../components/upload-story-kit.ts';
import { picture } from '../article/articleFixtures.ts';
import { ForumComposer } from './ForumComposer.tsx';
import { FORUM_LONG, FORUM_LONG_TITLE } from './forumListFixtures.ts';

/** The URL the fake /upload/file2server hands back for a file. */
const uploadedUrl = (name: string) => picture(name.replace(/\.\w+$/, ''), 640, 480, 200);

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

/** A small PNG, as a phone photo of a booth would be after the picker. */
async function photo(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = context2d(canvas);
  context.fillStyle = 'hsl(40 30% 80%)';
  context.fillRect(0, 0, 160, 120);
  context.strokeStyle = '#4a4f5c';
  context.lineWidth = 10;
  context.beginPath();
  context.arc(80, 60, 30, 0, Math.PI * 2);
  context.stroke();
  return canvasFile(canvas, name, 'image/png');
}

async function choose(root: HTMLElement, name: string) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('No file input');
  await userEvent.upload(input, await photo(name));
}

/**
 * Puts a value in a field past its maxlength, as some input methods and autofill can: the way the
 * form's own length checks are reached.
 */
function force(field: HTMLElement, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const meta = {
  title: 'Features/Forum/ForumComposer',
  component: ForumComposer,
  args: {
    upload: fn<UploadFn>(fakeUpload),
    onSubmit: fn(),
    submitting: false,
    serverErrors: {},
    cancelHref: '#/forum/index',
    suspendedUntil: null,
  },
} satisfies Meta<typeof ForumComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The form's alert, found by what it says (the pictures' field has an alert of its own, for refused files). */
const formAlert = (canvas: Canvas, text: string) => canvas.getByText(text).closest('[role="alert"]');

const titleField = (canvas: Canvas, name: string | RegExp = /^标题/) => canvas.getByRole('textbox', { name });
const contentField = (canvas: Canvas, name: string | RegExp = /^内容/) => canvas.getByRole('textbox', { name });

const TITLE = '布展第一天，B 区特装展位的灯光建议';
const CONTENT = '今天在 B 区转了一圈，几家特装展位的射灯色温偏黄，铂金在暖光下发灰。\n建议换 5000K 左右的射灯，首饰柜里再补一条灯带。';

/** The Chinese site: a member writes a post with a picture; the counters follow, the values go out trimmed. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '发帖' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: '发帖' })).toBeVisible();
    const title = titleField(canvas);
    await expect(title).toBeRequired();
    await expect(title).toHaveAttribute('maxlength', '50');
    await expect(title).toHaveAccessibleDescription('最多 50 个字');
    await expect(canvas.getByText('0 / 50')).toBeVisible();
    const content = contentField(canvas);
    await expect(content).toBeRequired();
    await expect(content).toHaveAttribute('maxlength', '2000');
    await expect(canvas.getByText('0 / 2000')).toBeVisible();
    const pictures = canvas.getByRole('group', { name: '图片' });
    await expect(pictures).toHaveAccessibleDescription('最多 9 张，每张不超过 1MB');
    await expect(canvas.getByRole('link', { name: '取消' })).toHaveAttribute('href', '#/forum/index');

    await userEvent.type(title, ` ${TITLE} `);
    await expect(canvas.getByText(`${TITLE.length + 2} / 50`)).toBeVisible();
    await userEvent.type(content, `${CONTENT.replace('\n', '{Enter}')}  `);
    await expect(canvas.getByText(`${CONTENT.length + 2} / 2000`)).toBeVisible();
    await choose(canvasElement, 'booth.png');
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: '删除 booth.png' })).toBeVisible());
    await picturesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ title: TITLE, content: CONTENT, images: [uploadedUrl('booth.png')] }));
    await expect(canvas.queryByText('请输入标题')).toBeNull();
  },
};

/** The English site: the labels, and the checks in English; a post without pictures. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Pictures' })).toHaveAccessibleDescription('Up to 9 pictures, 1MB each');
    await expect(titleField(canvas, /^Title/)).toHaveAccessibleDescription('Up to 50 characters');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(titleField(canvas, /^Title/)).toHaveAccessibleDescription('Enter a title Up to 50 characters');
    await expect(contentField(canvas, /^Content/)).toHaveAccessibleDescription(/^Enter the content/);
    await expect(titleField(canvas, /^Title/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(titleField(canvas, /^Title/), 'Booth partner wanted in hall B');
    await userEvent.type(contentField(canvas, /^Content/), 'Half of a 36 m² booth is free.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Booth partner wanted in hall B',
        content: 'Half of a 36 m² booth is free.',
        images: [],
      }),
    );
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toBeVisible();
  },
};

/** Sent empty, then with spaces only: each field says what it needs, the first takes the focus, nothing goes out. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(titleField(canvas)).toHaveAccessibleDescription('请输入标题 最多 50 个字');
    await expect(titleField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(contentField(canvas)).toHaveAccessibleDescription(/^请输入内容/);
    await expect(titleField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(titleField(canvas), '铂金素圈抛光');
    await expect(titleField(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.type(contentField(canvas), '   ');
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(canvas.getByText('请输入内容')).toBeVisible();
    await expect(contentField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Texts past the limits (an input method can get past maxlength): said on the fields, nothing goes out. */
export const TooLong: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    force(titleField(canvas), '铂'.repeat(51));
    force(contentField(canvas), '金'.repeat(2001));
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(canvas.getByText('标题最多 50 个字')).toBeVisible();
    await expect(canvas.getByText('内容最多 2000 个字')).toBeVisible();
    await expect(titleField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Exactly at the limits: fine.
    force(titleField(canvas), '铂'.repeat(50));
    force(contentField(canvas), '金'.repeat(2000));
    await expect(canvas.getByText('50 / 50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ title: '铂'.repeat(50), content: '金'.repeat(2000), images: [] }));
  },
};

/** On its way: the button spins and takes no second click. */
export const Loading: Story = {
  args: { submitting: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: '发布' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: '发帖' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's answer: its words on their fields (the first focused) and the general one in an alert. */
export const Error: Story = {
  args: {
    serverErrors: {
      title: '标题包含不允许发布的词语',
      images: '第 2 张图片不是本站上传的',
      form: '发帖太频繁，请一小时后再试',
    },
  },
  play: async ({ canvas }) => {
    await expect(formAlert(canvas, '发帖太频繁，请一小时后再试')).toHaveClass('spw-form__error');
    await waitFor(() => expect(titleField(canvas)).toHaveFocus());
    await expect(titleField(canvas)).toHaveAccessibleDescription('标题包含不允许发布的词语 最多 50 个字');
    await expect(titleField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(contentField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('group', { name: '图片' })).toHaveAccessibleDescription(
      '第 2 张图片不是本站上传的 最多 9 张，每张不超过 1MB',
    );
  },
};

/** Sent while a picture is still going up: held, and said so; once it is up, the post goes out with it. */
export const UploadPending: Story = {
  tags: ['!visual'],
  args: { upload: fn<UploadFn>(heldUpload) },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(titleField(canvas), TITLE);
    await userEvent.type(contentField(canvas), '现场照片见图。');
    await choose(canvasElement, 'light.png');
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('progressbar')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(formAlert(canvas, '图片还在上传，请等上传完成后再发布')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    finishUpload();
    await waitFor(() => expect(canvas.queryByText('图片还在上传，请等上传完成后再发布')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ title: TITLE, content: '现场照片见图。', images: [uploadedUrl('light.png')] }),
    );
  },
};

/** A suspended member: told until when, every field and the button disabled; Cancel still leads back. */
export const Suspended: Story = {
  args: { suspendedUntil: '2026-12-01T00:00:00.000Z' },
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('你的账号已被停用至 2026年12月1日 08:00，暂不能发帖');
    await expect(canvas.getByRole('form', { name: '发帖' })).toHaveAccessibleDescription(
      '你的账号已被停用至 2026年12月1日 08:00，暂不能发帖',
    );
    await expect(titleField(canvas)).toBeDisabled();
    await expect(contentField(canvas)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '选择图片' })).toBeDisabled();
    const submit = canvas.getByRole('button', { name: '发布' });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: '取消' })).toHaveAttribute('href', '#/forum/index');
  },
};

/** The longest unbroken title, a long text with an address, long server messages: all wrap inside the form. */
export const LongText: Story = {
  args: {
    serverErrors: {
      content:
        '内容包含未经允许的外部链接：https://www.platinumweek.example.cn/exhibitors/downloads/2026/booth-construction-guidelines.pdf',
      form: '发帖失败：你今天已经发布了太多帖子，为保证社区讨论质量，请明天再来发帖；如有紧急情况请联系组委会会务组。',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(titleField(canvas));
    await userEvent.paste(FORUM_LONG_TITLE);
    await expect(canvas.getByText('50 / 50')).toBeVisible();
    await userEvent.click(contentField(canvas));
    await userEvent.paste(FORUM_LONG.content);
    await expect(canvas.getByText(`${FORUM_LONG.content.length} / 2000`)).toBeVisible();
    const root = canvasElement.querySelector('.spw-forum-composer') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** A phone: the buttons share the width, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { suspendedUntil: '2026-12-01T00:00:00.000Z' },
  play: async ({ canvas, canvasElement }) => {
    const submit = canvas.getByRole('button', { name: '发布' }).getBoundingClientRect();
    const cancel = canvas.getByRole('link', { name: '取消' }).getBoundingClientRect();
    await expect(Math.round(submit.width)).toBe(Math.round(cancel.width));
    await expect(Math.round(submit.top)).toBe(Math.round(cancel.top));
    const title = titleField(canvas).getBoundingClientRect();
    await expect(title.width).toBeGreaterThan(200);
    await expect(canvas.getByText('0 / 50')).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
