import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from './articleFixtures.ts';
import { ArticleEditorScreen, type ArticleDraft } from './ArticleEditorScreen.tsx';
import { MINE_DRAFT, MINE_PENDING, MINE_PUBLISHED, MINE_REJECTED, MINE_REJECTED_EN, MINE_REVISION_REJECTED } from './creatorFixtures.ts';

const NEW: ArticleDraft = { title: '', summary: '', cover: '', content: '', lang: 'zh', column_id: 0 };

const WRITTEN: ArticleDraft = {
  title: MINE_PUBLISHED.title,
  summary: '入围作品、展区路线和开放时间，一篇看全。',
  cover: picture('Pt 950', 480, 270, 210),
  content: '<h2>展区路线</h2><p>从 1 号馆进入，先看<strong>设计大赛</strong>入围作品。</p><ul><li><p>开放时间 9:00–17:00</p></li></ul>',
  lang: 'zh',
  column_id: 3,
};

const COLUMNS = [
  { id: 3, name: '铂金周刊' },
  { id: 5, name: '设计师手记' },
];

const meta = {
  title: 'Features/Article/ArticleEditor',
  component: ArticleEditorScreen,
  args: {
    status: 'ready',
    mode: 'add',
    initial: NEW,
    columns: COLUMNS,
    onChange: fn(),
    autosave: { state: 'idle' },
    onSaveDraft: fn(),
    onSubmit: fn(),
    backHref: '#/creator/article/list',
    uploadCover: fn(async () => ({ url: picture('cover', 480, 270, 120) })),
    uploadImage: fn(async () => picture('img', 320, 180, 60)),
    onDiscardRestored: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ArticleEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new article: nothing is sent without a title and text; each missing field says so and takes the focus. */
export const New: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '写文章' })).toBeVisible();
    await expect(canvas.getByText('草稿只有你能看到。写好后提交审核，通过后即可发布。')).toBeVisible();
    await expect(canvas.getByText('修改后会自动保存')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '预览已保存的版本' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '提交审核' }));
    await expect(canvas.getByText('请输入标题')).toBeVisible();
    await expect(canvas.getByText('请输入正文')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^标题/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^标题/ }), '铂金周');
    await expect(canvas.queryByText('请输入标题')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ title: '铂金周' }));
  },
};

/** A published article: the notice says readers keep the live version; saving sends what the form holds. */
export const EditPublished: Story = {
  globals: { locale: 'zh' },
  args: {
    mode: 'edit',
    article: MINE_PUBLISHED,
    initial: WRITTEN,
    autosave: { state: 'saved', at: '2026-11-27T01:30:00.000Z' },
    previewHref: '#/article/preview?id=31',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑文章' })).toBeVisible();
    await expect(canvas.getByText('本文已发布。修改提交审核并通过后，才会替换读者看到的版本。')).toBeVisible();
    await expect(canvas.getByText('已自动保存 09:30')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '预览已保存的版本' })).toHaveAttribute('href', '#/article/preview?id=31');
    await expect(canvas.getByRole('radio', { name: '铂金周刊' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '中文' })).toBeChecked();
    await expect(canvas.getByRole('heading', { level: 2, name: '展区路线' })).toBeVisible();
    // The body is marked with the language it is written in.
    await expect(canvas.getByRole('textbox', { name: '正文' })).toHaveAttribute('lang', 'zh-CN');
    await userEvent.click(canvas.getByRole('radio', { name: '不放入专栏' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await expect(args.onSaveDraft).toHaveBeenCalledWith(
      expect.objectContaining({ title: WRITTEN.title, column_id: 0, cover: WRITTEN.cover }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Rejected: the reviewer's reason above the form. */
export const Rejected: Story = {
  globals: { locale: 'zh' },
  args: { mode: 'edit', article: MINE_REJECTED, initial: { ...WRITTEN, title: MINE_REJECTED.title } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`未通过审核，修改后可重新提交。审核意见：${MINE_REJECTED.censor_reason}`)).toBeVisible();
  },
};

/** A revision that was not approved: readers still have the published version. */
export const RevisionRejected: Story = {
  globals: { locale: 'zh' },
  args: { mode: 'edit', article: MINE_REVISION_REJECTED, initial: { ...WRITTEN, title: MINE_REVISION_REJECTED.title } },
  play: async ({ canvas }) => {
    const reason = MINE_REVISION_REJECTED.revision?.censor_reason ?? '';
    await expect(canvas.getByText(`修改未通过审核，读者仍看到已发布的版本。审核意见：${reason}`)).toBeVisible();
  },
};

/** Pending: changes go into the same review. */
export const Pending: Story = {
  globals: { locale: 'zh' },
  args: { mode: 'edit', article: MINE_PENDING, initial: { ...WRITTEN, title: MINE_PENDING.title }, autosave: { state: 'saving' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('本文正在审核中，你的修改会一并进入审核。')).toBeVisible();
    await expect(canvas.getByText('正在保存…')).toBeVisible();
  },
};

/** English: every label, the notice and the autosave line. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    mode: 'edit',
    article: MINE_REJECTED_EN,
    initial: { ...NEW, title: MINE_REJECTED_EN.title, lang: 'en', content: '<p>Platinum week opens on Monday.</p>' },
    autosave: { state: 'failed', at: '2026-11-27T01:30:00.000Z' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit article' })).toBeVisible();
    await expect(
      canvas.getByText(`Not approved; change it and submit it again. The reviewer said: ${MINE_REJECTED_EN.censor_reason}`),
    ).toBeVisible();
    await expect(canvas.getByText('Autosave failed; kept on this device at 09:30')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveAttribute('lang', 'en');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ lang: 'en', title: MINE_REJECTED_EN.title }));
  },
};

/** Words kept on this device came back: the author may drop them. */
export const Restored: Story = {
  globals: { locale: 'zh' },
  args: {
    mode: 'edit',
    article: MINE_DRAFT,
    initial: { ...WRITTEN, title: MINE_DRAFT.title },
    restoredAt: '2026-11-27T02:05:00.000Z',
    autosave: { state: 'local', at: '2026-11-27T02:05:00.000Z' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('已恢复本机 10:05 暂存、尚未保存到服务器的内容。')).toBeVisible();
    await expect(canvas.getByText('已暂存在本机 10:05；写好标题和正文后会保存到服务器')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '放弃这些修改' }));
    await expect(args.onDiscardRestored).toHaveBeenCalledOnce();
  },
};

/** The server's word on a field, shown there; a save on its way holds both buttons. */
export const ServerErrors: Story = {
  globals: { locale: 'zh' },
  args: {
    mode: 'edit',
    article: MINE_DRAFT,
    initial: { ...WRITTEN, title: MINE_DRAFT.title },
    errors: { column_id: '只能选择自己的专栏' },
    busy: 'submit',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('只能选择自己的专栏')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: '所属专栏' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: '保存草稿' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '提交审核' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  globals: { locale: 'zh' },
  args: { status: 'loading', mode: 'edit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑文章' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const LoadFailed: Story = {
  globals: { locale: 'zh' },
  args: { status: 'error', mode: 'edit' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('文章加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long words everywhere: the title at its limit, a long reason and column names; nothing overflows. */
export const LongText: Story = {
  globals: { locale: 'zh' },
  args: {
    mode: 'edit',
    article: { ...MINE_REJECTED, censor_reason: `${LONG_NAME}${LONG_NAME}` },
    initial: { ...WRITTEN, title: `${LONG_NAME}${LONG_NAME}`.slice(0, 100), column_id: 9 },
    columns: [...COLUMNS, { id: 9, name: LONG_NAME }],
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.spw-write') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** On a phone: one column, the buttons across the bar, no sideways scrolling. */
export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  args: { mode: 'edit', article: MINE_PUBLISHED, initial: WRITTEN, autosave: { state: 'saved', at: '2026-11-27T01:30:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '提交审核' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
