import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NetdiskScreen } from './NetdiskScreen.tsx';
import {
  LONG_NETDISK_ENTRIES,
  NETDISK_BIN,
  NETDISK_ENTRIES,
  NETDISK_FOLDER_ENTRIES,
  NETDISK_FOLDERS,
  NETDISK_NOW,
  NETDISK_PATH,
  NETDISK_PDF,
  NETDISK_USAGE,
  NETDISK_USAGE_NEARLY_FULL,
} from './netdiskFixtures.ts';
import type { NetdiskEntry, SaveResult } from './netdiskText.ts';

const byName = (name: string): NetdiskEntry => {
  const entry = [...NETDISK_ENTRIES, ...NETDISK_FOLDER_ENTRIES, ...NETDISK_BIN].find((e) => e.name === name);
  if (!entry) throw new globalThis.Error(`no fixture named ${name}`);
  return entry;
};

const meta = {
  title: 'Features/Netdisk/NetdiskScreen',
  component: NetdiskScreen,
  args: {
    status: 'ready',
    view: 'files',
    path: [],
    entries: NETDISK_ENTRIES,
    usage: NETDISK_USAGE,
    total: NETDISK_ENTRIES.length,
    page: 1,
    rows: 50,
    onPageChange: fn(),
    folderHref: (id) => (id === 0 ? '#/creator/utils/netdisk' : `#/creator/utils/netdisk?folder=${id}`),
    filesHref: '#/creator/utils/netdisk',
    binHref: '#/creator/utils/netdisk?view=bin',
    folders: NETDISK_FOLDERS,
    onUpload: fn(),
    onCreateFolder: fn(async (): SaveResult => null),
    onRename: fn(async (): SaveResult => null),
    onMove: fn(async (): SaveResult => null),
    onDelete: fn(),
    onDownload: fn(),
    onShare: fn(),
    onRestore: fn(),
    onPurge: fn(),
    onEmptyBin: fn(),
    onRetry: fn(),
    now: NETDISK_NOW,
  },
} satisfies Meta<typeof NetdiskScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The row of an entry, found by its name. */
const rowOf = (canvas: Canvas, name: string) =>
  within(canvas.getByText(name, { selector: '.spw-netdisk__folder-link, .spw-netdisk__file-name' }).closest('tr') as HTMLElement);

/** Nothing sticks out sideways: the screen, its table and each row fit their width. */
async function fitsWidth(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector('.spw-netdisk') as HTMLElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  for (const el of canvasElement.querySelectorAll<HTMLElement>('.spw-netdisk__table, .spw-netdisk__row, .spw-netdisk__acts')) {
    await expect(el.scrollWidth).toBeLessThanOrEqual(el.clientWidth + 1);
  }
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}

/** The top folder on the Chinese site: the quota, the tabs, folders then files, each file's actions. */
export const FilesZh: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '共享文件' })).toBeVisible();
    await expect(canvas.getByText('已用 1.2 GB / 5 GB')).toBeVisible();
    const meter = canvas.getByRole('progressbar', { name: '已用空间' });
    await expect(meter).toHaveAttribute('aria-valuenow', '24');
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '100');

    const tabs = within(canvas.getByRole('navigation', { name: '文件与回收站' }));
    await expect(tabs.getByRole('link', { name: '我的文件' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '回收站' })).toHaveAttribute('href', '#/creator/utils/netdisk?view=bin');
    await expect(tabs.getByRole('link', { name: '回收站' })).not.toHaveAttribute('aria-current');

    // At the top the path is one crumb, the current one.
    const crumbs = within(canvas.getByRole('navigation', { name: '文件夹路径' }));
    await expect(crumbs.queryByRole('link')).toBeNull();
    await expect(crumbs.getByText('全部文件')).toHaveAttribute('aria-current', 'location');

    // Folders first, each a link; no size; files with kind, size and date.
    const table = canvas.getByRole('table', { name: '全部文件' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(NETDISK_ENTRIES.length + 1);
    await expect(canvas.getByRole('link', { name: '2026 展会资料' })).toHaveAttribute('href', '#/creator/utils/netdisk?folder=1');
    const folder = rowOf(canvas, '2026 展会资料');
    await expect(folder.getByRole('img', { name: '文件夹' })).toBeVisible();
    await expect(folder.getByText('—')).toBeVisible();
    await expect(folder.queryByRole('button', { name: /^下载/ })).toBeNull();
    await expect(folder.queryByRole('button', { name: /^分享/ })).toBeNull();

    const pdf = rowOf(canvas, NETDISK_PDF.name);
    await expect(pdf.getByRole('img', { name: 'PDF 文档' })).toBeVisible();
    await expect(pdf.getByText('4.6 MB')).toBeVisible();
    await expect(pdf.getByText('2026年11月18日 14:12')).toHaveAttribute('datetime', NETDISK_PDF.updated_at);
    await expect(rowOf(canvas, '铂金周日程表.xlsx').getByRole('img', { name: '表格' })).toBeVisible();
    await expect(rowOf(canvas, 'opening-keynote.mp4').getByRole('img', { name: '视频' })).toBeVisible();

    // Download and share: one press each; the share button says how many links work.
    await userEvent.click(pdf.getByRole('button', { name: `下载 ${NETDISK_PDF.name}` }));
    await expect(args.onDownload).toHaveBeenCalledWith(NETDISK_PDF);
    const share = pdf.getByRole('button', { name: `分享 ${NETDISK_PDF.name} 2 个有效分享链接` });
    await userEvent.click(share);
    await expect(args.onShare).toHaveBeenCalledWith(NETDISK_PDF);
    await expect(rowOf(canvas, 'opening-keynote.mp4').getByRole('button', { name: '分享 opening-keynote.mp4' })).toBeVisible();

    // Upload: the button is a label for a file input that takes several files.
    const input = canvas.getByLabelText('上传文件');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('multiple');
    const files = [new File(['a'], 'a.pdf', { type: 'application/pdf' }), new File(['b'], '日程.xlsx')];
    await userEvent.upload(input, files);
    await expect(args.onUpload).toHaveBeenCalledWith(files);
    await expect(canvas.getByText('也可以把文件拖到下面的列表里上传')).toBeVisible();

    // One page: no pager.
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
    await fitsWidth(canvasElement);
  },
};

/** Files dropped on the list are uploaded; while dragging the list says so. */
export const DropFiles: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args, canvas }) => {
    const zone = canvasElement.querySelector('.spw-netdisk__body') as HTMLElement;
    const file = new File(['x'], 'booth.jpg', { type: 'image/jpeg' });
    const data = new DataTransfer();
    data.items.add(file);
    const drag = (type: string) => zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
    drag('dragenter');
    drag('dragover');
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
    await expect(canvas.getByText('松开即可上传到这里')).toBeVisible();
    drag('drop');
    await expect(args.onUpload).toHaveBeenCalledWith([file]);
    await expect(zone).not.toHaveAttribute('data-dragging');
  },
};

/** Inside a folder on the English site: the path back up, every crumb but the last a link. */
export const InFolderEn: Story = {
  globals: { locale: 'en' },
  args: { path: NETDISK_PATH, entries: NETDISK_FOLDER_ENTRIES, total: NETDISK_FOLDER_ENTRIES.length },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shared files' })).toBeVisible();
    await expect(canvas.getByText('1.2 GB of 5 GB used')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My files' })).toHaveAttribute('aria-current', 'page');
    const crumbs = within(canvas.getByRole('navigation', { name: 'Folder path' }));
    const links = crumbs.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['All files', '2026 展会资料']);
    await expect(links[0]).toHaveAttribute('href', '#/creator/utils/netdisk');
    await expect(links[1]).toHaveAttribute('href', '#/creator/utils/netdisk?folder=1');
    await expect(crumbs.getByText('图片')).toHaveAttribute('aria-current', 'location');
    await expect(canvas.getByRole('table', { name: '图片' })).toBeVisible();

    await expect(canvas.getByRole('columnheader', { name: 'Modified' })).toBeVisible();
    const photo = rowOf(canvas, '开幕式合影.jpg');
    await expect(photo.getByRole('img', { name: 'Image' })).toBeVisible();
    await expect(photo.getByText('7.1 MB')).toBeVisible();
    await expect(photo.getByText('19 Nov 2026, 11:40')).toBeVisible();
    await expect(photo.getByRole('button', { name: 'Share 开幕式合影.jpg 1 working share link' })).toBeVisible();
    await userEvent.click(photo.getByRole('button', { name: 'Download 开幕式合影.jpg' }));
    await expect(args.onDownload).toHaveBeenCalledWith(byName('开幕式合影.jpg'));
    await expect(canvas.getByRole('link', { name: '展台照片' })).toHaveAttribute('href', '#/creator/utils/netdisk?folder=6');
  },
};

/** Two ticked, moved together: the dialog offers the folder tree, not the moved folder nor what is below it. */
export const Selecting: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 2026 展会资料' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `选择 ${NETDISK_PDF.name}` }));
    const bar = within(canvas.getByRole('group', { name: '对选中项的操作' }));
    await expect(bar.getByText('已选择 2 项')).toBeVisible();
    const all = canvas.getByRole('checkbox', { name: '全选' });
    await expect(all).not.toBeChecked();
    await expect((all as HTMLInputElement).indeterminate).toBe(true);

    await userEvent.click(bar.getByRole('button', { name: '移动' }));
    const dialog = within(await screen.findByRole('dialog', { name: '移动到' }));
    await expect(dialog.getByText('把选中的 2 项移到所选的文件夹')).toBeVisible();
    await expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    const options = dialog.getAllByRole('radio');
    await expect(options).toHaveLength(NETDISK_FOLDERS.length + 1);
    // The top (where they are now), the moved folder and its folders below cannot be chosen.
    await expect(dialog.getByRole('radio', { name: /^全部文件/ })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /^2026 展会资料/ })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /^图片/ })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /^展台照片/ })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /^Gold sponsors/ })).toBeEnabled();

    // Confirming without a choice asks for one.
    await userEvent.click(dialog.getByRole('button', { name: '移到这里' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('请选择目标文件夹');
    await expect(args.onMove).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('radio', { name: 'Sponsor logos' }));
    await userEvent.click(dialog.getByRole('button', { name: '移到这里' }));
    await expect(args.onMove).toHaveBeenCalledWith(
      [
        { kind: 'folder', id: 1 },
        { kind: 'file', id: 12 },
      ],
      2,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('group', { name: '对选中项的操作' })).toBeNull();

    // Select all ticks every row; clearing unticks them.
    await userEvent.click(all);
    await expect(canvas.getByText('已选择 12 项', { selector: 'span' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '取消选择' }));
    await expect(canvas.getByRole('checkbox', { name: `选择 ${NETDISK_PDF.name}` })).not.toBeChecked();

    // One file moved from its row: the dialog names it; its own folder is offered.
    await userEvent.click(rowOf(canvas, '铂金周日程表.xlsx').getByRole('button', { name: '移动 铂金周日程表.xlsx' }));
    const one = within(await screen.findByRole('dialog', { name: '移动到' }));
    await expect(one.getByText('把“铂金周日程表.xlsx”移到所选的文件夹')).toBeVisible();
    await expect(one.getByRole('radio', { name: /^2026 展会资料/ })).toBeEnabled();
    await userEvent.click(one.getByRole('radio', { name: /^图片/ }));
  },
};

/** A new folder: the name is checked, then the server's answer shows in the dialog, which stays open. */
export const NewFolder: Story = {
  args: {
    onCreateFolder: fn(async (name: string): SaveResult => (name === 'Sponsor logos' ? '已有同名的文件或文件夹' : null)),
  },
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('button', { name: '新建文件夹' });
    await userEvent.click(open);
    let dialog = within(await screen.findByRole('dialog', { name: '新建文件夹' }));
    await expect(dialog.getByText('新文件夹将建在“全部文件”中')).toBeVisible();
    const input = dialog.getByRole('textbox', { name: /文件夹名称/ });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');

    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(input).toHaveAccessibleDescription(/^请输入名称/);
    await userEvent.type(input, 'a/b');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAccessibleDescription(/^名称不能包含/);
    await expect(args.onCreateFolder).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, '  2027 筹备  {Enter}');
    await expect(args.onCreateFolder).toHaveBeenLastCalledWith('2027 筹备');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();

    // A name already taken: the answer shows under the field, the dialog stays.
    await userEvent.click(open);
    dialog = within(await screen.findByRole('dialog', { name: '新建文件夹' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /文件夹名称/ }), 'Sponsor logos');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onCreateFolder).toHaveBeenLastCalledWith('Sponsor logos');
    await expect(await dialog.findByText('已有同名的文件或文件夹')).toBeVisible();
    await expect(screen.getByRole('dialog', { name: '新建文件夹' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /文件夹名称/ })).toHaveFocus();
  },
};

/** Renaming: the dialog starts from the name; for a file its name without the extension is selected. */
export const Rename: Story = {
  play: async ({ canvas, args }) => {
    const sheet = byName('铂金周日程表.xlsx');
    await userEvent.click(rowOf(canvas, sheet.name).getByRole('button', { name: `重命名 ${sheet.name}` }));
    let dialog = within(await screen.findByRole('dialog', { name: '重命名' }));
    await expect(dialog.getByText(`原名称：${sheet.name}`)).toBeVisible();
    const input = dialog.getByRole<HTMLInputElement>('textbox', { name: /新名称/ });
    await expect(input).toHaveValue(sheet.name);
    await expect(input).toHaveFocus();
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, '铂金周日程表'.length]);
    await userEvent.keyboard('2026 铂金周日程');
    await expect(input).toHaveValue('2026 铂金周日程.xlsx');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(args.onRename).toHaveBeenCalledWith(sheet, '2026 铂金周日程.xlsx');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A folder: the whole name selected. Escape closes without a call.
    await userEvent.click(rowOf(canvas, 'Sponsor logos').getByRole('button', { name: '重命名 Sponsor logos' }));
    dialog = within(await screen.findByRole('dialog', { name: '重命名' }));
    const folder = dialog.getByRole<HTMLInputElement>('textbox', { name: /新名称/ });
    await expect([folder.selectionStart, folder.selectionEnd]).toEqual([0, 'Sponsor logos'.length]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onRename).toHaveBeenCalledOnce();

    // Left open for the picture: a file's name being changed.
    await userEvent.click(rowOf(canvas, NETDISK_PDF.name).getByRole('button', { name: `重命名 ${NETDISK_PDF.name}` }));
    await screen.findByRole('dialog', { name: '重命名' });
  },
};

/** Deleting asks first, saying it can be restored for 30 days; keeping it calls nothing. */
export const DeleteAsks: Story = {
  play: async ({ canvas, args }) => {
    const remove = rowOf(canvas, NETDISK_PDF.name).getByRole('button', { name: `删除 ${NETDISK_PDF.name}` });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: '移到回收站？' });
    await expect(dialog).toHaveTextContent(`“${NETDISK_PDF.name}”将移到回收站，30 天内可以恢复。已有的分享链接会随即失效。`);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());

    await userEvent.click(rowOf(canvas, 'Sponsor logos').getByRole('button', { name: '删除 Sponsor logos' }));
    dialog = await screen.findByRole('alertdialog', { name: '移到回收站？' });
    await expect(dialog).toHaveTextContent('文件夹“Sponsor logos”及其中的全部内容将移到回收站，30 天内可以恢复。');
    await userEvent.click(within(dialog).getByRole('button', { name: '移到回收站' }));
    await expect(args.onDelete).toHaveBeenCalledWith([{ kind: 'folder', id: 2 }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // A selection: counted.
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 opening-keynote.mp4' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 readme.txt' }));
    await userEvent.click(within(canvas.getByRole('group', { name: '对选中项的操作' })).getByRole('button', { name: '删除' }));
    dialog = await screen.findByRole('alertdialog', { name: '移到回收站？' });
    await expect(dialog).toHaveTextContent('选中的 2 项将移到回收站，30 天内可以恢复。');
  },
};

/** A call on its way: the entry's buttons wait and say so; the others still work. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { busyKey: `file-${NETDISK_PDF.id}` },
  play: async ({ canvas, args }) => {
    const row = rowOf(canvas, NETDISK_PDF.name);
    await expect(row.getByText('处理中…')).toBeVisible();
    const download = row.getByRole('button', { name: /^下载/ });
    await expect(download).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(download);
    await userEvent.click(row.getByRole('button', { name: /^删除/ }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onDownload).not.toHaveBeenCalled();
    await userEvent.click(rowOf(canvas, 'readme.txt').getByRole('button', { name: /^下载/ }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** More than a page: the pager asks for the next. */
export const ChangePage: Story = {
  tags: ['!visual'],
  args: { total: 130, rows: 50, page: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** An empty folder: where to drop or upload the first file. */
export const Empty: Story = {
  args: { path: NETDISK_PATH, entries: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('这个文件夹是空的')).toBeVisible();
    await expect(canvas.getByText('把文件拖到这里，或点击“上传文件”')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByLabelText('上传文件')).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '新建文件夹' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', entries: [], total: 0, usage: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '共享文件' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', entries: [], total: 0, usage: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('文件加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Very long names in both languages, deep folders: they wrap inside their cells. */
export const LongNames: Story = {
  args: {
    entries: LONG_NETDISK_ENTRIES,
    total: LONG_NETDISK_ENTRIES.length,
    path: [
      { id: 51, name: LONG_NETDISK_ENTRIES[0]?.name ?? '' },
      { id: 52, name: LONG_NETDISK_ENTRIES[1]?.name ?? '' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /12 个有效分享链接$/ })).toBeVisible();
    await expect(canvas.getByText('3 GB')).toBeVisible();
    await fitsWidth(canvasElement);
  },
};

/** 94 % used: the bar turns to a warning, and says how to make room. */
export const QuotaNearlyFull: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('progressbar', { name: '已用空间' });
    await expect(meter).toHaveAttribute('aria-valuenow', '94');
    await expect(canvas.getByText('已用 4.7 GB / 5 GB')).toBeVisible();
    await expect(canvas.getByText(/^空间快用完了/)).toBeVisible();
  },
  args: { usage: NETDISK_USAGE_NEARLY_FULL },
};

const binArgs = { view: 'bin', entries: NETDISK_BIN, total: NETDISK_BIN.length } as const;

/** The bin: where each came from, when it was deleted, how long it has left; restore, delete for good, empty. */
export const Bin: Story = {
  args: binArgs,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '回收站' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByLabelText('上传文件')).toBeNull();
    await expect(canvas.getByText('回收站中的文件保留 30 天，仍计入已用空间')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '原位置' })).toBeVisible();

    const v2 = rowOf(canvas, 'hall-plan-v2.pdf');
    await expect(v2.getByText('全部文件')).toBeVisible();
    await expect(v2.getByText('2026年11月19日 15:30')).toBeVisible();
    await expect(v2.getByText('29 天后永久删除')).toBeVisible();
    const take = rowOf(canvas, 'rehearsal-take-1.mp4');
    await expect(take.getByText('2026 展会资料 / 视频')).toBeVisible();
    await expect(rowOf(canvas, '日程表草稿.xlsx').getByText('1 天后永久删除')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '旧版物料' })).toBeNull();

    await userEvent.click(v2.getByRole('button', { name: '恢复 hall-plan-v2.pdf' }));
    await expect(args.onRestore).toHaveBeenLastCalledWith([{ kind: 'file', id: 41 }]);

    await userEvent.click(take.getByRole('button', { name: '永久删除 rehearsal-take-1.mp4' }));
    let dialog = await screen.findByRole('alertdialog', { name: '永久删除？' });
    await expect(dialog).toHaveTextContent('“rehearsal-take-1.mp4”将被永久删除，无法恢复。');
    await userEvent.click(within(dialog).getByRole('button', { name: '永久删除' }));
    await expect(args.onPurge).toHaveBeenCalledWith([{ kind: 'file', id: 43 }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // A selection restored together.
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 旧版物料' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 日程表草稿.xlsx' }));
    const bar = within(canvas.getByRole('group', { name: '对选中项的操作' }));
    await userEvent.click(bar.getByRole('button', { name: '恢复' }));
    await expect(args.onRestore).toHaveBeenLastCalledWith([
      { kind: 'folder', id: 42 },
      { kind: 'file', id: 44 },
    ]);

    // Emptying asks first.
    await userEvent.click(canvas.getByRole('button', { name: '清空回收站' }));
    dialog = await screen.findByRole('alertdialog', { name: '清空回收站？' });
    await expect(dialog).toHaveTextContent('回收站中的 4 项将全部被永久删除，无法恢复。');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onEmptyBin).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '清空回收站' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '清空' }));
    await expect(args.onEmptyBin).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const BinEn: Story = {
  globals: { locale: 'en' },
  args: binArgs,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Bin' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Items in the bin are kept for 30 days and still count towards your storage')).toBeVisible();
    const v2 = rowOf(canvas, 'hall-plan-v2.pdf');
    await expect(v2.getByText('All files')).toBeVisible();
    await expect(v2.getByText('Deleted for good in 29 days')).toBeVisible();
    await expect(rowOf(canvas, '日程表草稿.xlsx').getByText('Deleted for good in 1 day')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await expect(canvas.getByText('4 items selected', { selector: 'span' })).toBeVisible();
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Actions on the selection' })).getByRole('button', { name: 'Delete for good' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete for good?' });
    await expect(dialog).toHaveTextContent('4 items will be deleted for good. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await expect(args.onPurge).toHaveBeenCalledWith(NETDISK_BIN.map(({ kind, id }) => ({ kind, id })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const BinEmpty: Story = {
  args: { view: 'bin', entries: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('回收站是空的')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '清空回收站' })).toBeDisabled();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A phone: each entry stacked (name, then size · date, then actions); nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { path: NETDISK_PATH, entries: [...NETDISK_ENTRIES.slice(0, 6), ...LONG_NETDISK_ENTRIES.slice(3, 4)], total: 140, rows: 50 },
  play: async ({ canvas, canvasElement, args }) => {
    const row = rowOf(canvas, NETDISK_PDF.name);
    const name = row.getByText(NETDISK_PDF.name, { selector: '.spw-netdisk__file-name' });
    const size = row.getByText('4.6 MB');
    const download = row.getByRole('button', { name: /^下载/ });
    await expect(size.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom - 1);
    await expect(download.getBoundingClientRect().top).toBeGreaterThanOrEqual(size.getBoundingClientRect().bottom - 1);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(canvas.getByRole('checkbox', { name: `选择 ${NETDISK_PDF.name}` })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '取消选择' }));
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledWith(NETDISK_PDF);
    await fitsWidth(canvasElement);
  },
};

export const PhoneBin: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { ...binArgs, usage: NETDISK_USAGE_NEARLY_FULL },
  play: async ({ canvas, canvasElement }) => {
    const row = rowOf(canvas, 'rehearsal-take-1.mp4');
    await expect(row.getByText('2026 展会资料 / 视频')).toBeVisible();
    await expect(row.getByRole('button', { name: /^恢复/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '清空回收站' })).toBeEnabled();
    await fitsWidth(canvasElement);
  },
};
