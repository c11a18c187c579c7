import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataSetDetailScreen } from './DataSetDetailScreen.tsx';
import { DATA_SET_DRAFT, DATA_SET_LONG, DATA_SET_MEMBERS, DATA_SET_PRICES } from './dataSetFixtures.ts';

/** The prices set with a description in two paragraphs, as an author types it. */
const PRICES = {
  ...DATA_SET_PRICES,
  description: `${DATA_SET_PRICES.description}\n\n数据每月更新一次。`,
};

const meta = {
  title: 'Features/DataSet/DataSetDetail',
  component: DataSetDetailScreen,
  args: {
    set: PRICES,
    loading: false,
    onRetry: fn(),
    signedIn: false,
    onSignIn: fn(),
    onDownload: fn(),
    downloadingId: null,
    listHref: '#/dataSet/list',
  },
} satisfies Meta<typeof DataSetDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The value beside a fact's label. */
const factOf = (canvas: Canvas, label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** The row of a file in a list of files. */
const fileRow = (list: HTMLElement, name: string) => within(within(list).getAllByText(name)[0]?.closest('li') as HTMLElement);

const noOverflow = async (root: HTMLElement) => {
  const doc = root.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

/**
 * A public set on the Chinese site (a visitor may download it): its facts, licence with the
 * licence's text, description, files and columns; the version history folded until opened.
 */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '返回数据集' })).toHaveAttribute('href', '#/dataSet/list');
    const title = canvas.getByRole('heading', { level: 1, name: DATA_SET_PRICES.title });
    await expect(title).toHaveAttribute('lang', 'zh-CN');
    await expect(title).toHaveAttribute('translate', 'no');
    await expect(factOf(canvas, '作者')).toHaveTextContent(DATA_SET_PRICES.author);
    await expect(factOf(canvas, '更新时间')).toHaveTextContent('2026年6月15日');
    await expect(factOf(canvas, '当前版本')).toHaveTextContent('v3');
    await expect(factOf(canvas, '下载次数')).toHaveTextContent('464');

    // The licence: its name, what it means, and its text in a new tab.
    const licence = factOf(canvas, '许可协议');
    await expect(licence).toHaveTextContent('CC BY 4.0（署名）');
    await expect(licence).toHaveTextContent('可自由使用、修改和转载，须注明来源。');
    const text = within(licence).getByRole('link', { name: /^查看许可协议全文\s*（在新标签页打开）$/ });
    await expect(text).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    await expect(text).toHaveAttribute('target', '_blank');
    await expect(text).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(factOf(canvas, '下载权限')).toHaveTextContent('公开任何人都可以下载文件。');

    // The description as written: its line breaks kept.
    const description = canvas.getByText(/^上海黄金交易所与伦敦市场/);
    await expect(description.textContent).toContain('\n\n数据每月更新一次。');
    await expect(getComputedStyle(description).whiteSpace).toBe('pre-line');

    // The current version's files, each with its download; no sign-in asked of a public set.
    await expect(canvas.queryByText('仅限会员下载')).toBeNull();
    const files = canvas.getByRole('list', { name: '文件下载' });
    await expect(within(files).getAllByRole('listitem')).toHaveLength(3);
    const first = fileRow(files, 'pgm-prices-2024.csv');
    await expect(first.getByText('CSV · 47.1 KB · 下载 152')).toBeVisible();
    await expect(fileRow(files, 'pgm-prices-2024-2025.xlsx').getByText('Excel · 94.3 KB · 下载 64')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: '下载 pgm-prices-2024.csv' }));
    await expect(args.onDownload).toHaveBeenLastCalledWith(1);

    // The columns.
    const table = canvas.getByRole('table', { name: '字段说明' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['字段名', '英文名', '类型', '说明']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('datedate日期交易日（北京时间）');
    await expect(rows[2]).toHaveTextContent('cny_per_gcny_per_g数值人民币元/克');

    // The history: folded, then each version with how it came, its note, date and files.
    const history = canvas.getByText('版本历史（3 个版本）');
    const versions = canvas.getAllByRole('heading', { level: 3 });
    await expect(versions).toHaveLength(3);
    await expect(versions[0]).not.toBeVisible();
    await userEvent.click(history);
    await waitFor(() => expect(versions[0]).toBeVisible());
    await expect(versions.map((h) => h.textContent)).toEqual(['版本 3', '版本 2', '版本 1']);
    const v1 = within(versions[2]?.closest('li') as HTMLElement);
    await expect(v1.getByText('首次发布')).toBeVisible();
    await expect(v1.getByText('2026年1月8日')).toBeVisible();
    await expect(within(versions[1]?.closest('li') as HTMLElement).getByText('替换文件')).toBeVisible();
    await expect(within(versions[1]?.closest('li') as HTMLElement).getByText('更正 2025 年 2 月的铑价')).toBeVisible();
    await expect(within(versions[0]?.closest('li') as HTMLElement).getByText('追加文件')).toBeVisible();
    await expect(within(versions[0]?.closest('li') as HTMLElement).getByText('当前版本')).toBeVisible();
    // An earlier version's file downloads too.
    const old = fileRow(canvas.getByRole('list', { name: 'v1 的文件' }), 'pgm-prices-2025.csv');
    await expect(old.getByText('CSV · 46.8 KB · 下载 37')).toBeVisible();
    await userEvent.click(old.getByRole('button', { name: '下载 pgm-prices-2025.csv' }));
    await expect(args.onDownload).toHaveBeenLastCalledWith(2);
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** The English site: the English title and description, marked English; the site's words in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { set: DATA_SET_PRICES, signedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: DATA_SET_PRICES.en_title })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText(DATA_SET_PRICES.en_description)).toHaveAttribute('lang', 'en');
    await expect(factOf(canvas, 'Updated')).toHaveTextContent('15 Jun 2026');
    await expect(factOf(canvas, 'Current version')).toHaveTextContent('v3');
    await expect(canvas.getByRole('link', { name: /^Read the licence\s*\(opens in a new tab\)$/ })).toBeVisible();
    const files = canvas.getByRole('list', { name: 'Files' });
    await expect(fileRow(files, 'pgm-prices-2025.csv').getByText('CSV · 47.7 KB · 211 downloads')).toBeVisible();
    await expect(fileRow(files, 'pgm-prices-2025.csv').getByRole('button', { name: 'Download pgm-prices-2025.csv' })).toBeEnabled();
    const table = canvas.getByRole('table', { name: 'Columns' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Date');
    await expect(canvas.getByText('Version history (3 versions)')).toBeVisible();
  },
};

/** A visitor on a members-only set: told so, and every button asks to sign in instead of downloading. */
export const VisitorMembersOnly: Story = {
  args: { set: DATA_SET_MEMBERS, signedIn: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('仅限会员下载')).toBeVisible();
    await expect(canvas.getByText(/^说明和字段对所有人可见/)).toBeVisible();
    await expect(factOf(canvas, '下载权限')).toHaveTextContent('会员登录的会员才能下载文件');
    // All rights reserved: no licence text to link to.
    await expect(factOf(canvas, '许可协议')).toHaveTextContent('保留所有权利仅供参考，不得转载或再分发。');
    await expect(canvas.queryByRole('link', { name: /许可协议全文/ })).toBeNull();

    const files = canvas.getByRole('list', { name: '文件下载' });
    await expect(canvas.queryByRole('button', { name: /^下载/ })).toBeNull();
    const survey = fileRow(files, 'jewellery-retail-survey-2026.xlsx');
    await expect(survey.getByText('Excel · 1.2 MB · 下载 58')).toBeVisible();
    await userEvent.click(survey.getByRole('button', { name: '登录后下载 jewellery-retail-survey-2026.xlsx' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(args.onDownload).not.toHaveBeenCalled();
    // Columns without descriptions show a dash.
    await expect(within(canvas.getByRole('table', { name: '字段说明' })).getAllByRole('row')[1]).toHaveTextContent('城市city文本—');
  },
};

/** A member on the same set downloads; one file is being prepared and the last try failed. */
export const Downloading: Story = {
  args: { set: DATA_SET_MEMBERS, signedIn: true, downloadingId: 5, downloadError: '下载太频繁，请稍后再试' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('仅限会员下载')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('下载太频繁，请稍后再试');
    const files = canvas.getByRole('list', { name: '文件下载' });
    const busy = fileRow(files, 'jewellery-retail-survey-2026.xlsx').getByRole('button', {
      name: '准备下载… jewellery-retail-survey-2026.xlsx',
    });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A waiting button keeps the focus and ignores clicks; the others still download.
    await userEvent.click(busy);
    await expect(busy).toHaveFocus();
    await expect(args.onDownload).not.toHaveBeenCalled();
    await userEvent.click(fileRow(files, 'survey-method.pdf').getByRole('button', { name: '下载 survey-method.pdf' }));
    await expect(args.onDownload).toHaveBeenLastCalledWith(6);
    await expect(fileRow(files, 'survey-method.pdf').getByText('PDF · 393 KB · 下载 21')).toBeVisible();
  },
};

/** Nothing yet but a title: no description, no files, no columns table, no history. */
export const Sparse: Story = {
  args: { set: DATA_SET_DRAFT, signedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: DATA_SET_DRAFT.title })).toBeVisible();
    await expect(factOf(canvas, '当前版本')).toHaveTextContent('暂无文件');
    await expect(canvas.getByText('作者还没有写说明。')).toBeVisible();
    await expect(canvas.getByText('这个数据集还没有文件。')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: '字段说明' })).toBeNull();
    await expect(canvas.queryByText(/^版本历史/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: /下载/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { set: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('link', { name: '返回数据集' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { set: undefined, error: 'failed' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('数据集加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 40004: no such set, or no longer published: said plainly, with the way to the list. */
export const NotFound: Story = {
  args: { set: undefined, error: 'not-found' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '找不到这个数据集' })).toBeVisible();
    await expect(canvas.getByText('它不存在，或者已被作者撤回。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '浏览全部数据集' })).toHaveAttribute('href', '#/dataSet/list');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** A long title and description wrap, a long file name keeps its whole name in its title: nothing wider than the page. */
export const LongText: Story = {
  args: { set: DATA_SET_LONG, signedIn: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: DATA_SET_LONG.title })).toBeVisible();
    await expect(factOf(canvas, '下载次数')).toHaveTextContent('1,204,567');
    const name = DATA_SET_LONG.files[0]?.name ?? '';
    const files = canvas.getByRole('list', { name: '文件下载' });
    const label = within(files).getByText(name, { selector: '[title]' });
    await expect(label).toHaveAttribute('title', name);
    await expect(within(files).getByRole('button', { name: `下载 ${name}` })).toBeVisible();
    await expect(within(files).getByText('CSV · 18 MB · 下载 1,204,567')).toBeVisible();
    await noOverflow(canvasElement.querySelector('.spw-data-set') as HTMLElement);
  },
};

/** A phone: facts and terms wrap, the columns table scrolls in its box, the history opens; the page does not scroll sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { set: DATA_SET_LONG, signedIn: false, listHref: '#/dataSet/list' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByText('版本历史（3 个版本）'));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 3, name: '版本 1' })).toBeVisible());
    const box = canvas.getByRole('group', { name: '字段说明' });
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    // A public set: a visitor downloads without signing in.
    const files = canvas.getByRole('list', { name: '文件下载' });
    // The long file name is cut to one line; its title holds the whole name.
    const name = DATA_SET_LONG.files[0]?.name ?? '';
    const label = within(files).getByText(name, { selector: '[title]' });
    await expect(label).toHaveAttribute('title', name);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    const button = within(files).getByRole('button', { name: `下载 ${name}` });
    await userEvent.click(button);
    await expect(args.onDownload).toHaveBeenLastCalledWith(7);
    await noOverflow(canvasElement.querySelector('.spw-data-set') as HTMLElement);
  },
};
