import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UploadFn } from '../../components/upload-rules.ts';
import { canvasFile, context2d, picturesLoaded } from '../../components/upload-story-kit.ts';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';
import { CERT_REJECTED } from './certificationFixtures.ts';
import { CertificationApplyForm } from './CertificationApplyForm.tsx';

/** The URL the fake /certification/upload hands back for a file. */
const uploadedUrl = (name: string) => picture(name.replace(/\.\w+$/, ''), 800, 560, 200);

/** Sends nothing: reports progress, then hands back a drawn picture. */
const fakeUpload: UploadFn = async (file, onProgress) => {
  onProgress(0.5);
  await new Promise((resolve) => setTimeout(resolve, 20));
  onProgress(1);
  return { url: uploadedUrl(file.name) };
};

/** A small PNG, as a phone photo of a work badge would be after the picker. */
async function photo(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = context2d(canvas);
  context.fillStyle = 'hsl(210 30% 80%)';
  context.fillRect(0, 0, 160, 120);
  context.fillStyle = '#2d323d';
  context.fillRect(20, 30, 120, 14);
  return canvasFile(canvas, name, 'image/png');
}

async function choose(root: HTMLElement, name: string) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('No file input');
  await userEvent.upload(input, await photo(name));
}

/**
 * Waits until the file is listed and its upload has finished: a submit while it still uploads only
 * asks to wait (stop 36's and 38's CI clicked too soon on a busy machine, and the story failed).
 */
async function uploaded(canvas: ReturnType<typeof within>, root: HTMLElement, name: string) {
  await waitFor(() => expect(canvas.getByRole('button', { name: `删除 ${name}` })).toBeVisible());
  await waitFor(
    () => {
      expect(root.querySelector('li[data-status="preparing"], li[data-status="uploading"]')).toBeNull();
      expect(root.querySelector('li[data-status="done"]')).not.toBeNull();
    },
    { timeout: 5000 },
  );
}

const PREVIOUS = {
  type: CERT_REJECTED.type,
  name: CERT_REJECTED.name,
  organisation: CERT_REJECTED.organisation,
  title: CERT_REJECTED.title,
  reason: CERT_REJECTED.reason,
  reject_reason: CERT_REJECTED.reject_reason,
};

const meta = {
  title: 'Features/Certification/CertificationApplyForm',
  component: CertificationApplyForm,
  args: {
    status: 'ready',
    previous: null,
    upload: fn<UploadFn>(fakeUpload),
    submitting: false,
    fieldError: null,
    onSubmit: fn(),
    resultHref: '#/certification/result',
    onRetry: fn(),
  },
} satisfies Meta<typeof CertificationApplyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An expert fills it in: the badge's preview follows the words, a document goes up, the values go out trimmed. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '申请认证' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /个人专家/ })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: '真实姓名' }), ' 陈立群 ');
    await userEvent.type(canvas.getByRole('textbox', { name: '任职单位' }), '铂族金属研究院');
    await userEvent.type(canvas.getByRole('textbox', { name: /^职位/ }), '首席分析师');
    await userEvent.type(canvas.getByRole('textbox', { name: '认证说明' }), '铂族金属研究院 首席分析师');
    const preview = within(canvas.getByRole('group', { name: '认证标识预览' }));
    await expect(preview.getByText('专家认证')).toBeVisible();
    await expect(preview.getByText('铂族金属研究院 首席分析师')).toBeVisible();
    await expect(canvas.getByText(/^请上传工牌、名片或在职证明，最多 5 张/)).toBeVisible();
    await expect(canvas.getByText('材料仅用于审核，仅你和管理员可见')).toBeVisible();
    await choose(canvasElement, 'badge.png');
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(1));
    await uploaded(canvas, canvasElement, 'badge.png');
    await picturesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交认证申请' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 1,
        name: '陈立群',
        organisation: '铂族金属研究院',
        title: '首席分析师',
        reason: '铂族金属研究院 首席分析师',
        documents: [uploadedUrl('badge.png')],
      }),
    );
  },
};

/** Empty and sent: each field says what it needs, the first takes the focus, nothing goes out. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交认证申请' }));
    await expect(canvas.getByText('请填写真实姓名')).toBeVisible();
    await expect(canvas.getByText('请填写任职单位')).toBeVisible();
    await expect(canvas.getByText('请填写认证说明')).toBeVisible();
    await expect(canvas.getByText('请上传至少 1 张证明材料')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '真实姓名' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: '真实姓名' })).toHaveAttribute('aria-invalid', 'true');
    // One character is too few for a badge.
    await userEvent.type(canvas.getByRole('textbox', { name: '认证说明' }), '铂');
    await userEvent.click(canvas.getByRole('button', { name: '提交认证申请' }));
    await expect(canvas.getByText('认证说明至少 2 个字')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An organisation: the name becomes the registered name, the employer its optional English name, no position. */
export const Organisation: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /机构/ }));
    await expect(canvas.getByRole('textbox', { name: '机构名称' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^英文名称/ })).not.toBeRequired();
    await expect(canvas.queryByRole('textbox', { name: /^职位/ })).toBeNull();
    await expect(canvas.getByText(/^请上传营业执照/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '机构名称' }), '深圳市金铂珠宝首饰有限公司');
    await userEvent.type(canvas.getByRole('textbox', { name: '认证说明' }), '深圳水贝铂金首饰制造商');
    await expect(within(canvas.getByRole('group', { name: '认证标识预览' })).getByText('机构认证')).toBeVisible();
    await choose(canvasElement, 'licence.png');
    await uploaded(canvas, canvasElement, 'licence.png');
    await userEvent.click(canvas.getByRole('button', { name: '提交认证申请' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        type: 2,
        name: '深圳市金铂珠宝首饰有限公司',
        organisation: '',
        title: '',
        reason: '深圳水贝铂金首饰制造商',
        documents: [uploadedUrl('licence.png')],
      }),
    );
  },
};

/** After a rejection: why, at the top; the last answers filled in; the documents to upload again. */
export const ReApply: Story = {
  args: { previous: PREVIOUS },
  play: async ({ canvas, args }) => {
    const note = within(canvas.getByRole('note', { name: '上次申请未通过' }));
    await expect(note.getByText(CERT_REJECTED.reject_reason)).toHaveAttribute('translate', 'no');
    await expect(canvas.getByRole('textbox', { name: '真实姓名' })).toHaveValue(CERT_REJECTED.name);
    await expect(canvas.getByRole('textbox', { name: '任职单位' })).toHaveValue(CERT_REJECTED.organisation);
    await expect(canvas.getByRole('textbox', { name: '认证说明' })).toHaveValue(CERT_REJECTED.reason);
    await expect(canvas.queryByRole('button', { name: /^删除/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '提交认证申请' }));
    await expect(canvas.getByText('请上传至少 1 张证明材料')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's complaint about a field: shown on it. */
export const ServerError: Story = {
  tags: ['!visual'],
  args: {
    previous: PREVIOUS,
    fieldError: { field: 'reason', message: '认证说明含有不允许的词' },
    error: '申请未提交，请检查后重试',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('认证说明含有不允许的词')).toBeVisible();
    await expect(canvas.getByText('申请未提交，请检查后重试').closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: '认证说明' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Being sent: the button waits and takes no second press. */
export const Submitting: Story = {
  args: { submitting: true, previous: PREVIOUS },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: '提交认证申请' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An application is waiting: no form, a link to see it. */
export const Waiting: Story = {
  args: { status: 'waiting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '你的认证申请正在审核中' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看认证状态' })).toHaveAttribute('href', '#/certification/result');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Already verified: no form. */
export const Approved: Story = {
  args: { status: 'approved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '你已通过认证' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看认证状态' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '提交认证申请' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '申请认证' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('认证信息加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** The English site. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Apply for verification' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Real name' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Organisation/ }));
    await expect(canvas.getByRole('textbox', { name: 'Organisation name' })).toBeVisible();
    await expect(canvas.getByText(/^The business licence/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(canvas.getByText("Enter the organisation's name")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The longest words: everything wraps inside the page. */
export const LongText: Story = {
  args: {
    previous: {
      ...PREVIOUS,
      name: LONG_NAME.slice(0, 50),
      organisation: `${LONG_NAME}${LONG_NAME}`.slice(0, 100),
      title: LONG_NAME.slice(0, 50),
      reason: LONG_NAME.slice(0, 40),
      reject_reason: `${CERT_REJECTED.reject_reason}https://example.com/certification/letters/stamped-employment-letter-template.pdf`,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvas.getByRole('group', { name: '认证标识预览' })).getByText(LONG_NAME.slice(0, 40))).toBeVisible();
    const root = canvasElement.querySelector('.spw-cert') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A phone: the type cards one above the other, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { previous: PREVIOUS },
  play: async ({ canvas, canvasElement }) => {
    const expert = canvas.getByRole('radio', { name: /个人专家/ }).closest('label') as HTMLElement;
    const organisation = canvas.getByRole('radio', { name: /机构/ }).closest('label') as HTMLElement;
    await expect(organisation.getBoundingClientRect().top).toBeGreaterThanOrEqual(expert.getBoundingClientRect().bottom);
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
