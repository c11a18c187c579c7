import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { CreatorDocumentListScreen } from './CreatorDocumentListScreen.tsx';
import {
  LONG_MINE_DOCUMENTS,
  MINE_DOCUMENTS,
  REPORT_HYDROGEN,
  REPORT_OUTLOOK,
  REPORT_POLICY,
  REPORT_SHUIBEI,
} from './documentFixtures.creator.ts';

const meta = {
  title: 'Features/Document/CreatorDocumentList',
  component: CreatorDocumentListScreen,
  args: {
    status: 'ready',
    items: MINE_DOCUMENTS,
    total: MINE_DOCUMENTS.length,
    page: 1,
    rows: 10,
    onPageChange: fn(),
    filter: 'all',
    filterHref: (filter) => (filter === 'all' ? '#/creator/document/list' : `#/creator/document/list?status=${filter}`),
    addHref: '#/creator/document/list?add=1',
    editHref: (id) => `#/creator/document/list?edit=${id}`,
    viewHref: (id) => `#/document/detail?id=${id}`,
    onPublish: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreatorDocumentListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The row of a report, found by its title. */
const rowOf = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement);

/** Both states and every state of the previews, on the Chinese site: unpublishing is one press; deleting is asked first. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '研究报告' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '上传报告' })).toHaveAttribute('href', '#/creator/document/list?add=1');
    const tabs = within(canvas.getByRole('navigation', { name: '按状态筛选报告' }));
    await expect(tabs.getAllByRole('link').map((tab) => tab.textContent)).toEqual(['全部', '已发布', '未发布']);
    await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '未发布' })).toHaveAttribute('href', '#/creator/document/list?status=0');
    await expect(tabs.getByRole('link', { name: '已发布' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);

    // Published, previews made: its date, pages, downloads, file, and a link to its public page.
    const outlook = rowOf(canvas, REPORT_OUTLOOK.title);
    await expect(outlook.getByText('已发布')).toBeVisible();
    await expect(outlook.getByText('报告日期 2026年11月12日')).toHaveAttribute('datetime', '2026-11-12');
    await expect(outlook.getByText('36 页')).toBeVisible();
    await expect(outlook.getByText('1,284 次下载')).toBeVisible();
    await expect(outlook.getByText('预览已生成')).toBeVisible();
    await expect(outlook.getByText('platinum-outlook-2026.pdf')).toBeVisible();
    await expect(outlook.getByText('5.6MB')).toBeVisible();
    await expect(outlook.getByRole('link', { name: `编辑 ${REPORT_OUTLOOK.title}` })).toHaveAttribute(
      'href',
      '#/creator/document/list?edit=31',
    );
    await expect(outlook.getByRole('link', { name: `查看 ${REPORT_OUTLOOK.title}` })).toHaveAttribute('href', '#/document/detail?id=31');

    // Unpublished, just uploaded: no cover, no page count yet, previews on their way (said politely), nothing to view.
    const hydrogen = rowOf(canvas, REPORT_HYDROGEN.title);
    await expect(hydrogen.getByText('未发布')).toBeVisible();
    const making = hydrogen.getByText('预览生成中');
    await expect(making.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(hydrogen.queryByText(/页$/)).toBeNull();
    await expect(hydrogen.queryByRole('link', { name: /^查看/ })).toBeNull();
    await expect(hydrogen.queryByRole('img')).toBeNull();

    // The file could not be read: said, with what to do.
    const shuibei = rowOf(canvas, REPORT_SHUIBEI.title);
    await expect(shuibei.getByText('预览生成失败')).toBeVisible();
    await expect(shuibei.getByText('无法读取这个 PDF，请重新上传')).toBeVisible();
    await expect(shuibei.getByRole('link', { name: /^编辑/ })).toHaveAccessibleDescription('无法读取这个 PDF，请重新上传');
    await expect(shuibei.getByText('1 次下载')).toBeVisible();

    // Unpublishing and publishing: one press each, no question asked.
    await userEvent.click(outlook.getByRole('button', { name: `取消发布 ${REPORT_OUTLOOK.title}` }));
    await expect(args.onPublish).toHaveBeenLastCalledWith(REPORT_OUTLOOK, 0);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(hydrogen.getByRole('button', { name: `发布 ${REPORT_HYDROGEN.title}` }));
    await expect(args.onPublish).toHaveBeenLastCalledWith(REPORT_HYDROGEN, 1);

    // Deleting is asked first, saying the file and its previews go too; keeping it calls nothing.
    const remove = rowOf(canvas, REPORT_POLICY.title).getByRole('button', { name: `删除 ${REPORT_POLICY.title}` });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: '删除这份报告？' });
    await expect(dialog).toHaveTextContent(`《${REPORT_POLICY.title}》将被删除，无法恢复；它的 PDF 文件和预览图也会一并删除。`);
    await userEvent.click(within(dialog).getByRole('button', { name: '保留' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(remove).toHaveFocus();
    await userEvent.click(remove);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(REPORT_POLICY);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** A call on its way: the report's buttons keep the focus but take no second press; the others still work. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { busyId: REPORT_OUTLOOK.id },
  play: async ({ canvas, args }) => {
    const row = rowOf(canvas, REPORT_OUTLOOK.title);
    const unpublish = row.getByRole('button', { name: /^取消发布/ });
    await expect(unpublish).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(unpublish);
    await expect(unpublish).toHaveFocus();
    await userEvent.click(row.getByRole('button', { name: /^删除/ }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onPublish).not.toHaveBeenCalled();
    await userEvent.click(rowOf(canvas, REPORT_POLICY.title).getByRole('button', { name: /^发布/ }));
    await expect(args.onPublish).toHaveBeenCalledWith(REPORT_POLICY, 1);
  },
};

/** More than one page: the pager asks for the others. */
export const ChangePage: Story = {
  tags: ['!visual'],
  args: { total: 25, rows: 4, page: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** No report at all: the way to upload the first one. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有研究报告')).toBeVisible();
    await expect(canvas.getByText(/^上传 PDF 报告，填写标题、来源和摘要/)).toBeVisible();
    const links = canvas.getAllByRole('link', { name: '上传报告' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '#/creator/document/list?add=1');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** The unpublished tab with nothing in it says so, and still offers the upload. */
export const EmptyUnpublished: Story = {
  args: { items: [], total: 0, filter: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '未发布' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('没有未发布的报告')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '上传报告' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '研究报告' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('报告加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The English site: English titles and sources where there are, marked English; a Chinese-only report stays Chinese. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Research reports' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upload a report' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: 'Filter reports by status' }));
    await expect(tabs.getAllByRole('link').map((tab) => tab.textContent)).toEqual(['All', 'Published', 'Unpublished']);

    const outlook = rowOf(canvas, REPORT_OUTLOOK.en_title);
    await expect(canvas.getByRole('heading', { level: 2, name: REPORT_OUTLOOK.en_title })).toHaveAttribute('lang', 'en');
    await expect(outlook.getByText('Published')).toBeVisible();
    await expect(outlook.getByText('Dated 12 Nov 2026')).toBeVisible();
    await expect(outlook.getByText('36 pages')).toBeVisible();
    await expect(outlook.getByText('1,284 downloads')).toBeVisible();
    await expect(outlook.getByText(REPORT_OUTLOOK.en_source)).toHaveAttribute('lang', 'en');
    await expect(outlook.getByText('Previews ready')).toBeVisible();

    await expect(canvas.getByRole('heading', { level: 2, name: REPORT_HYDROGEN.title })).toHaveAttribute('lang', 'zh-CN');
    const hydrogen = rowOf(canvas, REPORT_HYDROGEN.title);
    await expect(hydrogen.getByText('Unpublished')).toBeVisible();
    await expect(hydrogen.getByText('Making the previews')).toBeVisible();
    await expect(hydrogen.getByText(REPORT_HYDROGEN.source)).toHaveAttribute('lang', 'zh-CN');

    const shuibei = rowOf(canvas, REPORT_SHUIBEI.en_title);
    await expect(shuibei.getByText('Previews failed')).toBeVisible();
    await expect(shuibei.getByText('The PDF could not be read; upload it again')).toBeVisible();
    await expect(shuibei.getByText('1 download')).toBeVisible();

    await userEvent.click(shuibei.getByRole('button', { name: `Delete ${REPORT_SHUIBEI.en_title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this report?' });
    await expect(dialog).toHaveTextContent(
      `“${REPORT_SHUIBEI.en_title}” will be deleted for good, and its PDF file and page previews with it.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Long titles, sources and file names, big counts: everything wraps inside its row. */
export const LongText: Story = {
  args: { items: LONG_MINE_DOCUMENTS },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 2, name: new RegExp(`^${REPORT_OUTLOOK.title}——${LONG_NAME}`) });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(canvas.getByText('1,284,000 次下载')).toBeVisible();
    await expect(canvas.getByText('360 页')).toBeVisible();
    for (const row of canvasElement.querySelectorAll<HTMLElement>('.spw-doc-row')) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
    const root = canvasElement.querySelector('.spw-doc-mine') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A phone: cover beside the words, the actions under them, long words wrapped; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [REPORT_OUTLOOK, REPORT_SHUIBEI, LONG_MINE_DOCUMENTS[0] ?? REPORT_HYDROGEN], total: 30, rows: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText('第 1 / 10 页')).toBeVisible();
    const row = rowOf(canvas, REPORT_OUTLOOK.title);
    const edit = row.getByRole('link', { name: /^编辑/ });
    const file = row.getByText('platinum-outlook-2026.pdf');
    await expect(edit.getBoundingClientRect().top).toBeGreaterThan(file.getBoundingClientRect().bottom);
    for (const item of canvasElement.querySelectorAll<HTMLElement>('.spw-doc-row')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** The narrowest phone the site serves (360 px): long words still wrap inside every row. */
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
  args: { items: LONG_MINE_DOCUMENTS, total: 30, rows: 4 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.spw-doc-mine') as HTMLElement;
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const row of canvasElement.querySelectorAll<HTMLElement>('.spw-doc-row, .spw-doc-row__actions, .spw-pagination')) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
  },
};
