import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { LONG_REPORT, REPORT, REPORT_PENDING, REPORT_SHORT } from './documentFixtures.ts';
import { DocumentDetailScreen } from './DocumentDetailScreen.tsx';

const LOGIN = '#/login?redirect=%2Fdocument%2Fdetail%3Fid%3D41';

const meta = {
  title: 'Features/Document/DocumentDetail',
  component: DocumentDetailScreen,
  args: {
    status: 'ready',
    document: REPORT,
    signedIn: true,
    loginHref: LOGIN,
    onDownload: fn(),
    listHref: '#/document/list',
    tagHref: (tag) => `#/document/list?tag=${tag}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof DocumentDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value beside a fact's label. */
const factOf = (canvas: ReturnType<typeof within>, label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;

/** A member on the Chinese site: the report's facts, the download button, the abstract and the first pages. */
export const Member: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('link', { name: '返回研究报告' })).toHaveAttribute('href', '#/document/list');
    await expect(canvas.getByRole('heading', { level: 1, name: REPORT.title })).toHaveAttribute('lang', 'zh-CN');
    await expect(factOf(canvas, '来源')).toHaveTextContent(REPORT.source);
    await expect(factOf(canvas, '来源')).toHaveAttribute('lang', 'zh-CN');
    await expect(factOf(canvas, '日期')).toHaveTextContent('2026年11月18日');
    await expect(factOf(canvas, '页数')).toHaveTextContent('32');
    await expect(factOf(canvas, '文件大小')).toHaveTextContent('2.4 MB');
    await expect(factOf(canvas, '下载次数')).toHaveTextContent('1,204');
    // The topics lead to their lists.
    const topics = within(canvas.getByRole('list', { name: '主题' }));
    await expect(topics.getByRole('link', { name: '市场与价格' })).toHaveAttribute('href', '#/document/list?tag=market');
    await expect(topics.getByRole('link', { name: '投资' })).toHaveAttribute('href', '#/document/list?tag=investment');
    // The cover is the page's first picture.
    const cover = canvasElement.querySelector('.spw-document__cover img');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('alt', '');

    await expect(canvas.queryByText('仅限会员下载')).toBeNull();
    const download = canvas.getByRole('button', { name: '下载 PDF' });
    await userEvent.click(download);
    await expect(args.onDownload).toHaveBeenCalledTimes(1);

    // The abstract, a paragraph a line.
    await expect(canvas.getByRole('heading', { level: 2, name: '摘要' })).toBeVisible();
    const abstract = canvas.getByText(/^2026 年全球铂金市场预计/).parentElement as HTMLElement;
    await expect(abstract).toHaveAttribute('lang', 'zh-CN');
    await expect(abstract.querySelectorAll('p')).toHaveLength(3);
    // The first pages in order, captioned, waiting until scrolled to; then the rest is the download's.
    await expect(canvas.getByRole('heading', { level: 2, name: '预览' })).toBeVisible();
    const pages = canvas.getAllByRole('figure');
    await expect(pages).toHaveLength(3);
    await expect(pages.map((f) => f.querySelector('figcaption')?.textContent)).toEqual(['第 1 页', '第 2 页', '第 3 页']);
    const first = within(pages[0] as HTMLElement).getByRole('img', { name: `《${REPORT.title}》第 1 页` });
    await expect(first).toHaveAttribute('loading', 'lazy');
    await expect(first).toHaveAttribute('width', '600');
    await expect(first).toHaveAttribute('height', '848');
    await expect(canvas.getByText('共 32 页，下载查看全文')).toBeVisible();
  },
};

/** A visitor: the members-only notice, and the way to sign in that comes back here. */
export const Visitor: Story = {
  args: { signedIn: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('仅限会员下载')).toBeVisible();
    await expect(canvas.getByText('登录会员账号后即可下载这份报告的 PDF 全文。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '登录后下载' })).toHaveAttribute('href', LOGIN);
    await expect(canvas.queryByRole('button', { name: '下载 PDF' })).toBeNull();
    // A visitor reads the abstract and the first pages all the same.
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

/** The link is being asked for: the button waits and says so; a second press asks nothing more. */
export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '正在准备下载…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

/** The download failed: the message beside the button, announced; the button asks again. */
export const DownloadFailed: Story = {
  args: { downloadError: '下载太频繁，请一分钟后再试' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('下载太频繁，请一分钟后再试');
    await userEvent.click(canvas.getByRole('button', { name: '下载 PDF' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** Just published: no cover, no page count and no pictures of the pages yet, no abstract. */
export const PreviewsPending: Story = {
  args: { document: REPORT_PENDING },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: REPORT_PENDING.title })).toBeVisible();
    // The title's first character stands in for the cover.
    await expect(canvasElement.querySelector('.spw-document__cover img')).toBeNull();
    await expect(canvasElement.querySelector('.spw-document-cover__initial')).toHaveTextContent('氢');
    await expect(canvas.queryByText('页数', { selector: 'dt' })).toBeNull();
    await expect(factOf(canvas, '文件大小')).toHaveTextContent('5.3 MB');
    await expect(factOf(canvas, '下载次数')).toHaveTextContent('0');
    await expect(canvas.getByText('这份报告暂无摘要。')).toBeVisible();
    await expect(canvas.getByText('预览生成中，请稍后刷新')).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.queryByText(/下载查看全文/)).toBeNull();
  },
};

/** The English site: English words where the report has them, marked English; a Chinese-only abstract stays Chinese. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to research reports' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: REPORT.en_title })).toHaveAttribute('lang', 'en');
    await expect(factOf(canvas, 'Source')).toHaveTextContent(REPORT.en_source);
    await expect(factOf(canvas, 'Source')).toHaveAttribute('lang', 'en');
    await expect(factOf(canvas, 'Date')).toHaveTextContent('18 Nov 2026');
    await expect(factOf(canvas, 'File size')).toHaveTextContent('2.4 MB');
    await expect(canvas.getByRole('link', { name: 'Market and prices' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Abstract' })).toBeVisible();
    await expect(canvas.getByText(/^The platinum market is expected/).parentElement).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('heading', { level: 2, name: 'First pages' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: `${REPORT.en_title}, page 2` })).toBeVisible();
    await expect(canvas.getByText('Page 3')).toBeVisible();
    await expect(canvas.getByText('32 pages in all: download to read the rest')).toBeVisible();
  },
};

/** The English site, a Chinese-only report of three pages: its words marked Chinese, a size in KB, every page shown. */
export const EnglishFallback: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { document: REPORT_SHORT, signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: REPORT_SHORT.title })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText(/^调查覆盖全国/).parentElement).toHaveAttribute('lang', 'zh-CN');
    await expect(factOf(canvas, 'File size')).toHaveTextContent('860 KB');
    await expect(canvas.getByText('Members only')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in to download' })).toHaveAttribute('href', LOGIN);
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
    await expect(canvas.queryByText(/download to read the rest/)).toBeNull();
  },
};

/** No such report (or not published): said so, with the way back to the list. */
export const NotFound: Story = {
  args: { status: 'notFound', document: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '未找到这份报告' })).toBeVisible();
    await expect(canvas.getByText('报告不存在，或已被撤下。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '浏览全部研究报告' })).toHaveAttribute('href', '#/document/list');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', document: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('link', { name: '返回研究报告' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', document: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('报告加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long title and source, an unbroken address in the abstract, four topics, big counts: nothing wider than the page. */
export const LongText: Story = {
  args: { document: LONG_REPORT, downloadError: `${LONG_NAME}下载链接生成失败，请稍后重试` },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1, name: new RegExp(`${LONG_NAME}年度深度研究报告`) });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(factOf(canvas, '页数')).toHaveTextContent('1,280');
    await expect(factOf(canvas, '文件大小')).toHaveTextContent('29.6 MB');
    await expect(factOf(canvas, '下载次数')).toHaveTextContent('12,040,000');
    await expect(canvas.getAllByRole('listitem').filter((li) => li.querySelector('a[href*="tag="]'))).toHaveLength(4);
    const address = canvas.getByText(/platinum-group-metals-outlook-full-report/);
    await expect(address.scrollWidth).toBeLessThanOrEqual(address.clientWidth);
    const root = canvasElement.querySelector('.spw-document') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A phone: the cover above the title, the download across the screen, two pages a row; no sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { signedIn: false },
  play: async ({ canvas, canvasElement }) => {
    const cover = canvasElement.querySelector('.spw-document__cover') as HTMLElement;
    const title = canvas.getByRole('heading', { level: 1, name: REPORT.title });
    await expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(cover.getBoundingClientRect().bottom);
    const box = cover.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 600 / 848)).toBeLessThan(0.02);
    await expect(canvas.getByRole('link', { name: '登录后下载' })).toBeVisible();
    const [first, second] = canvas.getAllByRole('figure').map((f) => f.getBoundingClientRect());
    await expect(second?.top).toBe(first?.top);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
