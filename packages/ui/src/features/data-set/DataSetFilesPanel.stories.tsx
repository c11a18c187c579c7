import type { components } from '@spw/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dropFiles } from '../../components/upload-story-kit.ts';
import { DataSetFilesPanel, type DataSetFilesPanelProps, type DataSetUploadOptions } from './DataSetFilesPanel.tsx';
import { DATA_SET_DRAFT, DATA_SET_LONG, DATA_SET_PRICES } from './dataSetFixtures.ts';

type DataSet = components['schemas']['DataSet'];
type DataSetFile = components['schemas']['DataSetFile'];

const MB = 1024 * 1024;
const AT = '2026-07-01T02:00:00.000Z';

const sheet = (id: number): DataSetFile => ({
  id: 100 + id,
  name: `region-${String(id).padStart(2, '0')}.csv`,
  size: 12_288 * id,
  format: 'csv',
  download_amount: id,
  created_at: AT,
});

/** Ten files in its current version: no more can be added, one can be replaced. */
const TEN_FILES: DataSet = (() => {
  const files = Array.from({ length: 10 }, (_, i) => sheet(i + 1));
  return {
    ...DATA_SET_PRICES,
    version: 10,
    files,
    versions: Array.from({ length: 10 }, (_, i) => ({
      version: 10 - i,
      mode: i === 9 ? ('first' as const) : ('append' as const),
      note: i === 9 ? '首次发布' : `增加第 ${10 - i} 个地区`,
      files: files.slice(0, 10 - i),
      created_at: AT,
    })),
  };
})();

/** Fifty versions: no more uploads. */
const FIFTY_VERSIONS: DataSet = {
  ...DATA_SET_PRICES,
  version: 50,
  versions: Array.from({ length: 50 }, (_, i) => ({
    version: 50 - i,
    mode: i === 49 ? ('first' as const) : ('replace' as const),
    note: '',
    files: DATA_SET_PRICES.files,
    created_at: AT,
  })),
};

/** The page's part: the upload waits (or, with `succeed`, comes back as the next version). */
function Harness({ succeed = false, ...props }: DataSetFilesPanelProps & { succeed?: boolean }) {
  const [set, setSet] = useState(props.set);
  const [uploading, setUploading] = useState(props.uploading);
  const upload = (file: File, opts: DataSetUploadOptions) => {
    props.onUpload(file, opts);
    setUploading(true);
    if (!succeed) return;
    setTimeout(() => {
      const added: DataSetFile = { id: 90, name: file.name, size: file.size, format: 'csv', download_amount: 0, created_at: AT };
      const files = [...set.files, added];
      setSet({
        ...set,
        version: set.version + 1,
        files,
        versions: [{ version: set.version + 1, mode: opts.mode, note: opts.note, files, created_at: AT }, ...set.versions],
      });
      setUploading(false);
    }, 200);
  };
  return <DataSetFilesPanel {...props} set={set} uploading={uploading} onUpload={upload} />;
}

const meta = {
  title: 'Features/DataSet/DataSetFilesPanel',
  component: DataSetFilesPanel,
  args: {
    set: DATA_SET_PRICES,
    uploading: false,
    onUpload: fn(),
    onDownload: fn(),
    downloadingId: null,
  },
} satisfies Meta<typeof DataSetFilesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const csv = (name = 'pgm-prices-2026.csv', text = 'date,metal\n2026-01-02,Pt\n') => new File([text], name, { type: 'text/csv' });

/** The file input, found by its label (out of sight, as the drop area covers it). */
const fileInput = (canvas: Canvas, name: RegExp = /^数据文件/) => canvas.getByLabelText(name, { selector: 'input[type="file"]' });

/** Chooses files as the picker would, even ones its `accept` would have greyed out. */
const choose = (input: HTMLElement, files: File | File[]) => userEvent.setup({ applyAccept: false }).upload(input, files);

/** The line under the drop area that says why a file was refused or failed. */
const fileAlert = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('.spw-ds-upload__file') as HTMLElement).getByRole('alert');

const noOverflow = async (root: HTMLElement) => {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

/** Takes the focus off whatever has it (the baseline then shows no ring). */
const blurAll = (root: HTMLElement) => {
  const active = root.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** The current version's files, the upload as it starts, and the history with the newest open. */
export const CurrentFiles: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '文件与版本' })).toBeVisible();
    await expect(canvas.getByText('当前 v3 · 3/10 个文件 · 3/50 个版本')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '当前版本的文件',
      '上传新版本',
      '版本历史',
    ]);

    const table = canvas.getByRole('table', { name: '当前版本的文件' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['文件名', '格式', '大小', '下载次数', '上传时间', '操作']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByRole('rowheader', { name: 'pgm-prices-2024.csv' })).toHaveAttribute('translate', 'no');
    await expect(first.getByText('CSV')).toBeVisible();
    await expect(first.getByText('47.1 KB')).toBeVisible();
    await expect(first.getByText('152 次下载')).toBeVisible();
    await expect(first.getByText('2026年1月8日 10:00')).toHaveAttribute('datetime', '2026-01-08T02:00:00.000Z');
    await expect(rows[2]).toHaveTextContent('Excel');
    await expect(rows[2]).toHaveTextContent('94.3 KB');
    await userEvent.click(first.getByRole('button', { name: '下载 pgm-prices-2024.csv' }));
    await expect(args.onDownload).toHaveBeenCalledWith(1);

    await expect(canvas.getByRole('radio', { name: /^追加文件/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^替换文件/ })).not.toBeChecked();
    await expect(canvas.queryByRole('combobox', { name: /^替换哪个文件/ })).toBeNull();
    const input = fileInput(canvas);
    await expect(input).toHaveAttribute('accept', '.csv,.tsv,.json,.xlsx,.zip,.pdf');
    await expect(input).toHaveAccessibleDescription('支持 CSV、TSV、JSON、Excel（XLSX）、ZIP 和 PDF，单个文件不超过 20 MB');
    await expect(canvas.getByText('选择文件')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^版本说明/ })).toHaveAttribute('maxlength', '200');
    await expect(canvas.getByRole('button', { name: '上传' })).toBeEnabled();

    const history = within(canvas.getByRole('list', { name: '版本历史' }));
    const versions = history.getAllByRole('listitem').filter((item) => item.classList.contains('spw-ds-history__item'));
    await expect(versions).toHaveLength(3);
    await expect(versions[0]).toHaveTextContent(/^v3当前版本追加文件2026年6月15日 16:103 个文件增加 Excel 合并版/);
    await expect(versions[1]).toHaveTextContent('更正 2025 年 2 月的铑价');
    await expect(versions[2]).toHaveTextContent('首次上传');
    await expect(within(versions[0] as HTMLElement).getByRole('button', { name: '下载 pgm-prices-2024-2025.xlsx v3' })).toBeVisible();
    // Older versions are folded; their files wait inside.
    await expect(
      within(versions[1] as HTMLElement).getByRole('button', { name: '下载 pgm-prices-2025.csv v2', hidden: true }),
    ).not.toBeVisible();
    blurAll(canvas.getByRole('table'));
  },
};

/** A file added: checked, sent with its note (trimmed) as an append. */
export const Append: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const file = csv();
    await choose(fileInput(canvas), file);
    await expect(canvas.getByText('pgm-prices-2026.csv')).toBeVisible();
    await expect(fileInput(canvas)).toHaveAccessibleDescription(/^已选择 pgm-prices-2026.csv 25 B/);
    await userEvent.type(canvas.getByRole('textbox', { name: /^版本说明/ }), '  增加 2026 年  ');
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await expect(args.onUpload).toHaveBeenCalledWith(file, { mode: 'append', note: '增加 2026 年' });
  },
};

/** A file replaced: which one is chosen from the current files; it goes with the upload. */
export const Replace: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /^替换文件/ }));
    const which = canvas.getByRole('combobox', { name: /^替换哪个文件/ });
    await expect(which).toHaveDisplayValue('pgm-prices-2024.csv');
    await expect(
      within(which)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['pgm-prices-2024.csv', 'pgm-prices-2025.csv', 'pgm-prices-2024-2025.xlsx']);
    await userEvent.selectOptions(which, 'pgm-prices-2025.csv');
    const file = csv('pgm-prices-2025.csv');
    dropFiles(canvas.getByText('选择文件').closest('.spw-ds-upload__drop') as HTMLElement, [file]);
    await expect(await canvas.findByText('pgm-prices-2025.csv', { selector: '.spw-ds-upload__name' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await expect(args.onUpload).toHaveBeenCalledWith(file, { mode: 'replace', replaces: 3, note: '' });
  },
};

/** A draft with no file yet: the first upload, nothing to replace, no history; sending without a file says so. */
export const NoFileYet: Story = {
  args: { set: DATA_SET_DRAFT },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('还没有文件')).toBeVisible();
    await expect(canvas.getByText('上传第一个文件后即为版本 v1，数据集才能发布。')).toBeVisible();
    await expect(canvas.queryByText(/^当前 v/)).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: '上传第一个文件' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByText('还没有版本。')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await expect(fileAlert(canvasElement)).toHaveTextContent('请先选择要上传的文件');
    await expect(fileInput(canvas)).toHaveFocus();
    await expect(fileInput(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onUpload).not.toHaveBeenCalled();
    // The first file is an append.
    const file = csv();
    await choose(fileInput(canvas), file);
    await expect(fileAlert(canvasElement)).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await expect(args.onUpload).toHaveBeenCalledWith(file, { mode: 'append', note: '' });
    blurAll(canvasElement);
  },
};

/** On its way: the file's name with a moving bar; the button spins and every control waits. */
export const Uploading: Story = {
  render: (args) => <Harness {...args} />,
  play: async ({ canvas, args }) => {
    await choose(fileInput(canvas), csv());
    await userEvent.type(canvas.getByRole('textbox', { name: /^版本说明/ }), '增加 2026 年');
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await expect(args.onUpload).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('progressbar', { name: '正在上传 pgm-prices-2026.csv' })).toBeVisible();
    const button = canvas.getByRole('button', { name: '上传' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('radio', { name: /^追加文件/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^版本说明/ })).toBeDisabled();
    await expect(fileInput(canvas)).toBeDisabled();
    await expect(canvas.getByRole('form', { name: '上传新版本' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Done: the next version comes back, listed first; the upload starts afresh. */
export const Uploaded: Story = {
  tags: ['!visual'],
  render: (args) => <Harness {...args} succeed />,
  play: async ({ canvas }) => {
    await choose(fileInput(canvas), csv());
    await userEvent.type(canvas.getByRole('textbox', { name: /^版本说明/ }), '增加 2026 年');
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await waitFor(() => expect(canvas.getByText('当前 v4 · 4/10 个文件 · 4/50 个版本')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /^版本说明/ })).toHaveValue('');
    await expect(canvas.getByText('选择文件')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: 'pgm-prices-2026.csv' })).toBeVisible();
    const newest = within(canvas.getByRole('list', { name: '版本历史' })).getAllByRole('listitem')[0] as HTMLElement;
    await expect(newest).toHaveTextContent(/^v4当前版本追加文件/);
    await expect(newest).toHaveTextContent('增加 2026 年');
  },
};

/** Refused here, never sent: a format the upload does not take (dropped), one over 20 MB, an empty one. */
export const Refused: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvasElement.querySelector('.spw-ds-upload__drop') as HTMLElement;
    dropFiles(zone, [
      new File(['PK'], '会议纪要.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    ]);
    await waitFor(() =>
      expect(fileAlert(canvasElement)).toHaveTextContent(
        '不支持“会议纪要.docx”的格式：请上传 CSV、TSV、JSON、Excel（XLSX）、ZIP 或 PDF 文件',
      ),
    );
    await choose(fileInput(canvas), new File([''], 'empty.json', { type: 'application/json' }));
    await expect(fileAlert(canvasElement)).toHaveTextContent('“empty.json”是空文件');
    // A name without its ending is taken by its type.
    await choose(fileInput(canvas), new File(['a\tb'], 'export', { type: 'text/tab-separated-values' }));
    await expect(fileAlert(canvasElement)).toHaveTextContent('');
    const big = csv('prices-all.csv');
    Object.defineProperty(big, 'size', { value: 21 * MB });
    await choose(fileInput(canvas), big);
    await expect(fileAlert(canvasElement)).toHaveTextContent('“prices-all.csv”有 21 MB，超过了 20 MB 的上限');
    await expect(fileInput(canvas)).toHaveAccessibleDescription(/^“prices-all.csv”有 21 MB/);
    await expect(canvas.getByText('选择文件')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await expect(fileAlert(canvasElement)).toHaveTextContent('请先选择要上传的文件');
    await choose(fileInput(canvas), new File(['%PDF'], 'SCAN.PDF', { type: '' }));
    await expect(fileAlert(canvasElement)).toHaveTextContent('');
    await expect(args.onUpload).not.toHaveBeenCalled();
    await choose(fileInput(canvas), new File(['PK'], 'notes.xls', { type: 'application/vnd.ms-excel' }));
    await expect(fileAlert(canvasElement)).toHaveTextContent('不支持“notes.xls”的格式');
    blurAll(canvasElement);
  },
};

/** Several files dropped at once: the first is taken, and that is said. */
export const OneAtATime: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    dropFiles(canvasElement.querySelector('.spw-ds-upload__drop') as HTMLElement, [csv('a.csv'), csv('b.csv')]);
    await expect(await canvas.findByText('a.csv')).toBeVisible();
    await expect(canvas.queryByText('b.csv')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('一次上传一个文件：已选择第一个');
  },
};

/** The server refused the upload: its words under the drop area, until another file is chosen. */
export const ServerRefused: Story = {
  args: { uploadError: '文件内容不是有效的 CSV' },
  play: async ({ canvas, canvasElement }) => {
    await expect(fileAlert(canvasElement)).toHaveTextContent('文件内容不是有效的 CSV');
    await expect(fileInput(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(fileInput(canvas)).toHaveAccessibleDescription(/^文件内容不是有效的 CSV/);
  },
};

export const ServerRefusedThenChosen: Story = {
  tags: ['!visual'],
  args: { uploadError: '文件内容不是有效的 CSV' },
  play: async ({ canvas, canvasElement }) => {
    await choose(fileInput(canvas), csv());
    await expect(fileAlert(canvasElement)).toHaveTextContent('');
    await expect(fileInput(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/** Ten files: adding waits, saying why; replacing is chosen, with the first file to replace. */
export const FilesFull: Story = {
  args: { set: TEN_FILES },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('当前 v10 · 10/10 个文件 · 10/50 个版本')).toBeVisible();
    const append = canvas.getByRole('radio', { name: /^追加文件/ });
    await expect(append).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /^替换文件/ })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: /^上传方式/ })).toHaveAccessibleDescription(
      '当前版本已有 10 个文件，不能再追加；可以替换其中一个。',
    );
    await expect(canvas.getByRole('combobox', { name: /^替换哪个文件/ })).toHaveDisplayValue('region-01.csv');
    const file = csv('region-01.csv');
    await choose(fileInput(canvas), file);
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await expect(args.onUpload).toHaveBeenCalledWith(file, { mode: 'replace', replaces: 101, note: '' });
    blurAll(canvas.getByRole('button', { name: '上传' }));
  },
};

/** Fifty versions: no more uploads, said once; the history still downloads. */
export const VersionsFull: Story = {
  tags: ['!visual'],
  args: { set: FIFTY_VERSIONS },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('已有 50 个版本，达到上限，不能再上传。')).toBeVisible();
    const button = canvas.getByRole('button', { name: '上传' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('已有 50 个版本，达到上限，不能再上传。');
    await expect(fileInput(canvas)).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /^替换文件/ })).toBeDisabled();
    dropFiles(canvasElement.querySelector('.spw-ds-upload__drop') as HTMLElement, [csv()]);
    await expect(canvas.queryByText('pgm-prices-2026.csv')).toBeNull();
    await expect(args.onUpload).not.toHaveBeenCalled();
    const versions = within(canvas.getByRole('list', { name: '版本历史' }))
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('spw-ds-history__item'));
    await expect(versions).toHaveLength(50);
    await userEvent.click(canvas.getByRole('button', { name: '下载 pgm-prices-2024.csv v50' }));
    await expect(args.onDownload).toHaveBeenCalledWith(1);
  },
};

/** The history: an older version unfolds to its files, each downloadable; a download under way waits. */
export const History: Story = {
  tags: ['!visual'],
  args: { downloadingId: 3 },
  play: async ({ canvas, args }) => {
    const history = within(canvas.getByRole('list', { name: '版本历史' }));
    const first = history.getByText('v1');
    await userEvent.click(first);
    const v1 = first.closest('details') as HTMLDetailsElement;
    await expect(v1.open).toBe(true);
    const files = within(within(v1).getByRole('list', { name: 'v1 的文件' }));
    await expect(files.getAllByRole('listitem').map((item) => item.querySelector('.spw-ds-history__file-name')?.textContent)).toEqual([
      'pgm-prices-2024.csv',
      'pgm-prices-2025.csv',
    ]);
    await expect(files.getAllByRole('listitem')[1]).toHaveTextContent('CSV · 46.8 KB · 37 次下载');
    await userEvent.click(files.getByRole('button', { name: '下载 pgm-prices-2025.csv v1' }));
    await expect(args.onDownload).toHaveBeenCalledWith(2);
    // The file being fetched (id 3, in v2 and v3 and the current list): each of its buttons waits.
    const waiting = canvas
      .getAllByRole('button', { name: /^下载 pgm-prices-2025.csv/, hidden: true })
      .filter((b) => b.getAttribute('aria-busy'));
    await expect(waiting).toHaveLength(3);
    for (const button of waiting) await expect(button).toBeDisabled();
    await userEvent.click(first);
    await expect(v1.open).toBe(false);
  },
};

/** The longest file name wraps; big numbers keep their separators; nothing wider than the page. */
export const LongText: Story = {
  args: { set: DATA_SET_LONG },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: '当前版本的文件' });
    await expect(table).toHaveTextContent('pgm-panel-monthly-1990-2026-by-region-and-use-with-revisions-final-v2.csv');
    await expect(table).toHaveTextContent('18 MB');
    await expect(table).toHaveTextContent('1,204,567 次下载');
    await noOverflow(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Files and versions' })).toBeVisible();
    await expect(canvas.getByText('Now v3 · 3 of 10 files · 3 of 50 versions')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Files of the current version' });
    await expect(table).toHaveTextContent('152 downloads');
    await expect(table).toHaveTextContent('8 Jan 2026, 10:00');
    await expect(canvas.getByRole('button', { name: 'Download pgm-prices-2024.csv' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Add a file/ })).toBeChecked();
    await expect(fileInput(canvas, /^Data file/)).toHaveAccessibleDescription(
      'CSV, TSV, JSON, Excel (XLSX), ZIP or PDF, at most 20 MB each',
    );
    await expect(canvas.getByText('Choose a file')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Version history' })).toBeVisible();
    await expect(canvas.getByText('File added')).toBeVisible();
    await expect(canvas.getByText('Current')).toBeVisible();
    await expect(canvas.getAllByText('3 files')[0]).toBeVisible();
    const big = csv('prices-all.csv');
    Object.defineProperty(big, 'size', { value: 25 * MB });
    await choose(fileInput(canvas, /^Data file/), big);
    await expect(fileAlert(canvasElement)).toHaveTextContent('“prices-all.csv” is 25 MB, over the 20 MB limit');
    blurAll(canvasElement);
  },
};

/** A phone (or a narrow column beside the form): a card per file; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { set: DATA_SET_LONG },
  play: async ({ canvas, canvasElement }) => {
    const row = within(canvas.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    const box = row.getBoundingClientRect();
    for (const cell of row.querySelectorAll('th, td, button')) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    }
    await expect(canvas.getByText('选择文件')).toBeVisible();
    await noOverflow(canvasElement);
  },
};
