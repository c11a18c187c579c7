import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MB } from '../../components/upload-rules.ts';
import { dropFiles, picturesLoaded } from '../../components/upload-story-kit.ts';
import { coverPicture, NEW_DOCUMENT_DRAFT, OUTLOOK_DRAFT, SHUIBEI_DRAFT } from './documentFixtures.creator.ts';
import { DocumentEditorScreen, type PdfUploadFn } from './DocumentEditorScreen.tsx';

/** A server that stores every PDF at once. */
const storeAtOnce: PdfUploadFn = async (file, onProgress) => {
  onProgress(1);
  return { file: 'document/2026/11/new.pdf', file_name: file.name, file_size: file.size };
};

const meta = {
  title: 'Features/Document/DocumentEditor',
  component: DocumentEditorScreen,
  args: {
    status: 'ready',
    mode: 'add',
    initial: NEW_DOCUMENT_DRAFT,
    onSubmit: fn(),
    uploadPdf: fn(storeAtOnce),
    uploadCover: fn(async () => ({ url: coverPicture('封面', 35) })),
    backHref: '#/creator/document/list',
    onRetry: fn(),
  },
} satisfies Meta<typeof DocumentEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const pdf = (name = 'x.pdf', text = '%PDF-1.7') => new File([text], name, { type: 'application/pdf' });

/** The file input, found by its label (out of sight, as the drop area covers it). */
const fileInput = (canvas: Canvas, name: RegExp = /^PDF 文件/) => canvas.getByLabelText(name, { selector: 'input[type="file"]' });

/** The line under the drop area that says why a file was refused or failed (the cover has its own). */
const fileAlert = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('.spw-doc-edit__file') as HTMLElement).getByRole('alert');

/** Chooses files as the picker would, even ones its `accept` would have greyed out. */
const choose = (input: HTMLElement, files: File | File[]) => userEvent.setup({ applyAccept: false }).upload(input, files);

/** A new report on the Chinese site: nothing yet, the PDF first, published once saved. */
export const Add: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '上传研究报告' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回研究报告' })).toHaveAttribute('href', '#/creator/document/list');
    const input = fileInput(canvas);
    await expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    await expect(input).toHaveAccessibleDescription(/仅限 PDF，不超过 30 MB/);
    await expect(canvas.getByText('选择 PDF 文件')).toBeVisible();
    await expect(canvas.getByText('保存后会在后台生成前几页的预览图')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '标题' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /^英文标题/ })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('textbox', { name: '来源' })).toBeRequired();
    await expect(canvas.getByLabelText(/^报告日期/)).toHaveAttribute('type', 'date');
    const topics = within(canvas.getByRole('group', { name: /^主题/ }));
    await expect(topics.getAllByRole('checkbox').map((box) => box.closest('.spw-check')?.textContent)).toEqual([
      '市场与价格',
      '矿产与供应',
      '首饰',
      '投资',
      '回收',
      '氢能与工业',
      '政策与贸易',
    ]);
    await expect(canvas.getByText('已选 0 / 4')).toBeVisible();
    await expect(canvas.getByText(/^不上传则以 PDF 第一页作为封面/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '立即发布' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '保存报告' })).toBeEnabled();
  },
};

/** A report from start to save: the PDF uploaded, the fields filled; the form sends what was given. */
export const AddAndSave: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await choose(fileInput(canvas), pdf('铂金市场展望.pdf'));
    await expect(args.uploadPdf).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('铂金市场展望.pdf')).toBeVisible();
    await expect(fileInput(canvas)).toHaveAccessibleDescription(/铂金市场展望\.pdf/);
    await userEvent.type(canvas.getByRole('textbox', { name: '标题' }), '铂金市场展望');
    await userEvent.type(canvas.getByRole('textbox', { name: '来源' }), '世界铂金投资协会');
    await userEvent.type(canvas.getByLabelText(/^报告日期/), '2026-11-12');
    await userEvent.click(canvas.getByRole('checkbox', { name: '投资' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '市场与价格' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^摘要/ }), '供应连续第三年短缺。');
    await expect(canvas.getByText('10 / 2000')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '暂不发布' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存报告' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...NEW_DOCUMENT_DRAFT,
      file: 'document/2026/11/new.pdf',
      file_name: '铂金市场展望.pdf',
      file_size: 8,
      title: '铂金市场展望',
      source: '世界铂金投资协会',
      date: '2026-11-12',
      tags: ['market', 'investment'],
      summary: '供应连续第三年短缺。',
      status: 0,
    });
  },
};

/** The English site: every label and hint in English. */
export const AddEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Upload a research report' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to research reports' })).toBeVisible();
    await expect(fileInput(canvas, /^PDF file/)).toHaveAccessibleDescription(/PDF only, up to 30 MB/);
    await expect(canvas.getByText('Choose a PDF file')).toBeVisible();
    await expect(canvas.getByText('or drop it here')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Source' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Source in English/ })).toBeVisible();
    await expect(canvas.getByLabelText(/^Report date/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Hydrogen and industry' })).not.toBeChecked();
    await expect(canvas.getByText('0 of 4 chosen')).toBeVisible();
    await expect(canvas.getByText(/^Left empty, the first page is the cover/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Publish now' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Keep unpublished' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save report' })).toBeVisible();
  },
};

/** A saved report: its file with the way to replace it, its fields, its topics, and its previews ready. */
export const Edit: Story = {
  args: { mode: 'edit', initial: OUTLOOK_DRAFT, previewStatus: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑研究报告' })).toBeVisible();
    await expect(canvas.getByText('platinum-outlook-2026.pdf')).toBeVisible();
    await expect(canvas.getByText('5.6MB')).toBeVisible();
    await expect(canvas.getByText('更换文件')).toBeVisible();
    await expect(canvas.getByText('预览图已生成')).toBeVisible();
    await expect(fileInput(canvas)).toHaveAccessibleDescription(/platinum-outlook-2026\.pdf.*预览图已生成/);
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveValue(OUTLOOK_DRAFT.title);
    await expect(canvas.getByRole('textbox', { name: /^英文来源/ })).toHaveValue(OUTLOOK_DRAFT.en_source);
    await expect(canvas.getByLabelText(/^报告日期/)).toHaveValue('2026-11-12');
    for (const name of ['市场与价格', '矿产与供应', '投资']) await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    await expect(canvas.getByText('已选 3 / 4')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '立即发布' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(OUTLOOK_DRAFT);
  },
};

/** The saved file could not be read: said, with what to do; a new file says its previews come after the save. */
export const EditPreviewFailed: Story = {
  args: { mode: 'edit', initial: SHUIBEI_DRAFT, previewStatus: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('预览图生成失败')).toBeVisible();
    await expect(canvas.getByText('无法读取这个 PDF，请重新上传')).toBeVisible();
    await expect(canvas.getByText('shuibei-survey-scan.pdf')).toBeVisible();
    // The creator's own cover is there to keep or remove.
    await expect(canvas.getByRole('button', { name: /^删除 / })).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

/** Replacing the file: the new one is sent, and its previews are made once saved. */
export const ReplaceFile: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: SHUIBEI_DRAFT, previewStatus: 2 },
  play: async ({ canvas, args }) => {
    await choose(fileInput(canvas), pdf('shuibei-survey.pdf'));
    await expect(await canvas.findByText('shuibei-survey.pdf')).toBeVisible();
    await expect(canvas.queryByText('预览图生成失败')).toBeNull();
    await expect(canvas.getByText('保存后会用新文件重新生成预览图')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...SHUIBEI_DRAFT,
      file: 'document/2026/11/new.pdf',
      file_name: 'shuibei-survey.pdf',
      file_size: 8,
    });
  },
};

/** Nothing is sent without a file, a title, a source and a date, or with words over their limits; the first complaint takes the focus. */
export const ClientErrors: Story = {
  args: { initial: { ...NEW_DOCUMENT_DRAFT, en_title: 'Platinum '.repeat(25) } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存报告' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const input = fileInput(canvas);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/请先上传报告的 PDF 文件/);
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveAccessibleDescription('请输入报告标题');
    await expect(canvas.getByRole('textbox', { name: /^英文标题/ })).toHaveAccessibleDescription(/^不能超过 200 个字符/);
    await expect(canvas.getByRole('textbox', { name: '来源' })).toHaveAccessibleDescription(/^请输入报告来源/);
    await expect(canvas.getByLabelText(/^报告日期/)).toHaveAccessibleDescription('请选择报告日期');

    // With the file there, the title is the first to put right; correcting it takes its complaint away.
    await choose(input, pdf());
    await expect(await canvas.findByText('x.pdf')).toBeVisible();
    await expect(canvas.queryByText('请先上传报告的 PDF 文件')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存报告' }));
    const title = canvas.getByRole('textbox', { name: '标题' });
    await expect(title).toHaveFocus();
    await userEvent.type(title, '铂金市场展望');
    await expect(canvas.queryByText('请输入报告标题')).toBeNull();
    await expect(canvas.getByText('请输入报告来源')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Back to the state the picture shows: every complaint at its field.
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: '保存报告' }));
    await expect(canvas.getByText('请输入报告标题')).toBeVisible();
  },
};

/** A file that is no PDF, chosen or dropped, is refused here: never sent. */
export const NotAPdf: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvasElement.querySelector('.spw-doc-edit__drop') as HTMLElement;
    dropFiles(zone, [
      new File(['PK'], '会议纪要.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    ]);
    await waitFor(() => expect(fileAlert(canvasElement)).toHaveTextContent('请上传 PDF 文件'));
    await choose(fileInput(canvas), new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    await expect(fileAlert(canvasElement)).toHaveTextContent('请上传 PDF 文件');
    await expect(fileInput(canvas)).toHaveAccessibleDescription(/请上传 PDF 文件/);
    await expect(args.uploadPdf).not.toHaveBeenCalled();
    await expect(canvas.getByText('选择 PDF 文件')).toBeVisible();
  },
};

/** Over 30 MB: refused before it is sent. A PDF named so, with no type from the system, is taken. */
export const TooLarge: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement, args }) => {
    const big = pdf('年报.pdf');
    Object.defineProperty(big, 'size', { value: 30 * MB + 1 });
    await choose(fileInput(canvas), big);
    await expect(fileAlert(canvasElement)).toHaveTextContent('文件不能超过 30 MB');
    await expect(args.uploadPdf).not.toHaveBeenCalled();
    await choose(fileInput(canvas), new File(['%PDF'], 'SCAN.PDF', { type: '' }));
    await waitFor(() => expect(args.uploadPdf).toHaveBeenCalledOnce());
    await expect(await canvas.findByText('SCAN.PDF')).toBeVisible();
    await expect(fileAlert(canvasElement)).toHaveTextContent('');
  },
};

/** The server refuses the file: its message is shown, and nothing is kept. */
export const UploadFailed: Story = {
  tags: ['!visual'],
  args: {
    uploadPdf: fn<PdfUploadFn>(async () => {
      throw new globalThis.Error('这个文件不是有效的 PDF');
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await choose(fileInput(canvas), pdf('renamed.pdf'));
    await waitFor(() => expect(fileAlert(canvasElement)).toHaveTextContent('这个文件不是有效的 PDF'));
    await expect(canvas.getByText('选择 PDF 文件')).toBeVisible();
    await expect(canvas.queryByText('renamed.pdf')).toBeNull();
  },
};

/** A PDF on its way: a named progress bar with its percent; the save waits for it. */
export const Uploading: Story = {
  args: {
    // Reports 45% and stays on its way.
    uploadPdf: fn<PdfUploadFn>((_file, onProgress) => {
      onProgress(0.45);
      return new Promise(() => undefined);
    }),
  },
  play: async ({ canvas, args }) => {
    await choose(fileInput(canvas), pdf('platinum-outlook-2026.pdf'));
    const bar = await canvas.findByRole('progressbar', { name: '正在上传 platinum-outlook-2026.pdf' });
    await expect(bar).toHaveAttribute('value', '45');
    await expect(bar).toHaveAttribute('max', '100');
    await expect(canvas.getByText('已上传 45%')).toBeVisible();
    await expect(args.uploadPdf).toHaveBeenCalledOnce();
    const save = canvas.getByRole('button', { name: '保存报告' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save);
    await expect(canvas.getByText('文件还在上传，请稍候再保存')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Four topics at most: the fifth is refused and says why; clearing one lets another in. */
export const TooManyTags: Story = {
  args: { initial: { ...NEW_DOCUMENT_DRAFT, tags: ['market', 'supply', 'jewellery', 'investment'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已选 4 / 4')).toBeVisible();
    const hydrogen = canvas.getByRole('checkbox', { name: '氢能与工业' });
    await userEvent.click(hydrogen);
    await expect(hydrogen).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('最多选择 4 个主题：先取消一个，再选其他的');
    await userEvent.click(canvas.getByRole('checkbox', { name: '首饰' }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(hydrogen);
    await expect(hydrogen).toBeChecked();
    await expect(canvas.getByText('已选 4 / 4')).toBeVisible();
    // Once more, for the picture: the fifth refused.
    await userEvent.click(canvas.getByRole('checkbox', { name: '政策与贸易' }));
    await expect(canvas.getByRole('checkbox', { name: '政策与贸易' })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^最多选择 4 个主题/);
  },
};

/** The server's word on each field, shown there; the first takes the focus; a save on its way holds the button. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    initial: OUTLOOK_DRAFT,
    previewStatus: 1,
    submitting: true,
    errors: {
      file: '文件已过期，请重新上传',
      title: '已有同名的报告',
      date: '日期不能晚于今天',
      tags: '主题不可用',
      cover: '请使用本站上传的图片',
    },
  },
  play: async ({ canvas }) => {
    const input = fileInput(canvas);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(/文件已过期，请重新上传/);
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveAccessibleDescription('已有同名的报告');
    await expect(canvas.getByLabelText(/^报告日期/)).toHaveAccessibleDescription('日期不能晚于今天');
    await expect(canvas.getByRole('group', { name: /^主题/ })).toHaveAccessibleDescription(/主题不可用/);
    await expect(canvas.getByText('请使用本站上传的图片')).toBeVisible();
    const save = canvas.getByRole('button', { name: '保存修改' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { status: 'loading', mode: 'edit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑研究报告' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', mode: 'edit' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('报告加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone: one column, the file's name wrapped beside its mark; no sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    mode: 'edit',
    initial: { ...OUTLOOK_DRAFT, file_name: 'platinum-market-outlook-2026-quarterly-supply-and-demand-final.pdf' },
    previewStatus: 2,
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('textbox', { name: '标题' });
    const enTitle = canvas.getByRole('textbox', { name: /^英文标题/ });
    await expect(enTitle.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    await expect(canvas.getByText('预览图生成失败')).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** The narrowest phone the site serves (360 px): a long file name and an upload under way still fit. */
export const Narrow: Story = {
  tags: ['!visual'],
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    mode: 'edit',
    initial: { ...SHUIBEI_DRAFT, file_name: `shuibei-${'platinum-jewellery-survey-'.repeat(4)}scan.pdf` },
    previewStatus: 2,
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.spw-doc-edit') as HTMLElement;
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    for (const part of canvasElement.querySelectorAll<HTMLElement>(
      '.spw-doc-edit, .spw-doc-edit__drop, .spw-doc-edit__tag-options, .spw-field',
    )) {
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
    }
  },
};
