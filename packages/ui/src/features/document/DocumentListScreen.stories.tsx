import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import {
  DOCUMENTS,
  HYDROGEN_REPORT,
  JEWELLERY_REPORT,
  longDocument,
  MARKET_DOCUMENTS,
  PGM_OUTLOOK,
  RECYCLING_REPORT,
  SUPPLY_REPORT,
} from './documentFixtures.ts';
import { DocumentListScreen } from './DocumentListScreen.tsx';

const meta = {
  title: 'Features/Document/DocumentList',
  component: DocumentListScreen,
  args: {
    status: 'ready',
    items: DOCUMENTS,
    total: 30,
    page: 1,
    rows: 12,
    onPageChange: fn(),
    keyword: '',
    onSearch: fn(),
    tag: null,
    tagHref: (tag) => (tag ? `#/document/list?tag=${tag}` : '#/document/list'),
    detailHref: (id) => `#/document/detail?id=${id}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof DocumentListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card of a report, found by its title. */
const cardOf = (canvas: ReturnType<typeof within>, title: string) =>
  within(canvas.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement);

/** The topics' row. */
const topicsOf = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('navigation', { name }));

/** The Chinese site: the search, the topics, a card per report (each the report's link), and a pager. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '研究报告' })).toBeVisible();
    await expect(canvas.getByText('共 30 份报告')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(DOCUMENTS.map((d) => d.title));

    // All topics: '全部' is the page shown, each topic links to its own list.
    const topics = topicsOf(canvas, '按主题筛选');
    await expect(topics.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(topics.getByRole('link', { name: '首饰' })).toHaveAttribute('href', '#/document/list?tag=jewellery');
    await expect(topics.getByRole('link', { name: '首饰' })).not.toHaveAttribute('aria-current');
    await expect(topics.getAllByRole('link')).toHaveLength(8);

    const outlook = cardOf(canvas, PGM_OUTLOOK.title);
    // One link a card, to the report's page: the cover is decoration beside the title.
    await expect(outlook.getAllByRole('link')).toHaveLength(1);
    await expect(outlook.getByRole('link', { name: PGM_OUTLOOK.title })).toHaveAttribute('href', '#/document/detail?id=41');
    await expect(outlook.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'zh-CN');
    await expect(outlook.getByText(PGM_OUTLOOK.source)).toHaveAttribute('lang', 'zh-CN');
    await expect(outlook.getByText('2026年11月18日')).toBeVisible();
    await expect(outlook.getByText('32 页')).toBeVisible();
    await expect(outlook.getByText('下载 1,204')).toBeVisible();
    await expect(outlook.getByRole('list', { name: '主题' })).toHaveTextContent('市场与价格投资');

    // The first two covers load at once (the first before all else); the others wait until scrolled to.
    const covers = canvasElement.querySelectorAll('.spw-document-card img');
    await expect(covers[0]).toHaveAttribute('loading', 'eager');
    await expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(covers[0]).toHaveAttribute('width', '600');
    await expect(covers[0]).toHaveAttribute('height', '848');
    await expect(covers[1]).toHaveAttribute('loading', 'eager');
    await expect(covers[1]).not.toHaveAttribute('fetchpriority');
    await expect(covers[2]).toHaveAttribute('loading', 'lazy');

    // Not read yet: no cover (its first character stands in), no page count, no downloads.
    const fresh = cardOf(canvas, HYDROGEN_REPORT.title);
    await expect(fresh.queryByRole('presentation')).toBeNull();
    await expect(fresh.queryByText(/页$/)).toBeNull();
    await expect(fresh.getByText('下载 0')).toBeVisible();
    await expect(cardOf(canvas, RECYCLING_REPORT.title).queryByRole('list', { name: '主题' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** The English site: English titles and sources where a report has them, marked English; the others stay Chinese. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { total: 6 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Research reports' })).toBeVisible();
    await expect(canvas.getByText('6 reports')).toBeVisible();
    const outlook = cardOf(canvas, PGM_OUTLOOK.en_title);
    await expect(outlook.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    await expect(outlook.getByText(PGM_OUTLOOK.en_source)).toHaveAttribute('lang', 'en');
    await expect(outlook.getByText('18 Nov 2026')).toBeVisible();
    await expect(outlook.getByText('32 pages')).toBeVisible();
    await expect(outlook.getByText('1,204 downloads')).toBeVisible();
    await expect(outlook.getByRole('list', { name: 'Topics' })).toHaveTextContent('Market and pricesInvestment');
    // A Chinese-only report: its Chinese words, marked Chinese; the site's words in English.
    const jewellery = cardOf(canvas, JEWELLERY_REPORT.title);
    await expect(jewellery.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'zh-CN');
    await expect(jewellery.getByText(JEWELLERY_REPORT.source)).toHaveAttribute('lang', 'zh-CN');
    await expect(jewellery.getByText('1 page')).toBeVisible();
    await expect(jewellery.getByText('1 download')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    // Everything fits on one page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    // Enter in the box searches with the words, trimmed.
    const box = canvas.getByRole('searchbox', { name: 'Search by title' });
    await userEvent.type(box, '  platinum outlook {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('platinum outlook');
  },
};

/** A search that finds nothing: the box keeps the words, the empty state says so with a way to clear them. */
export const Searching: Story = {
  args: { keyword: '钯金回收', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: '按标题搜索' });
    await expect(box).toHaveValue('钯金回收');
    await expect(canvas.getByText('没有找到与“钯金回收”相关的报告')).toBeVisible();
    await expect(canvas.getByText('换个关键词或主题试试。')).toBeVisible();
    await expect(canvas.queryByText(/份报告$/)).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();

    // The button searches with the new words.
    await userEvent.clear(box);
    await userEvent.type(box, '铂金');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('铂金');
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** One topic chosen: its link is the current page, the cards are that topic's. */
export const TopicChosen: Story = {
  args: { tag: 'market', items: MARKET_DOCUMENTS, total: 2 },
  play: async ({ canvas }) => {
    const topics = topicsOf(canvas, '按主题筛选');
    await expect(topics.getByRole('link', { name: '市场与价格' })).toHaveAttribute('aria-current', 'page');
    await expect(topics.getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current');
    await expect(topics.getByRole('link', { name: '全部' })).toHaveAttribute('href', '#/document/list');
    await expect(topics.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(canvas.getByText('共 2 份报告')).toBeVisible();
    await expect(cardOf(canvas, SUPPLY_REPORT.title).getByRole('link')).toHaveAttribute('href', '#/document/detail?id=42');
  },
};

/** A topic and a search with nothing in them: both named, with the way to all topics and to clear the search. */
export const TopicEmpty: Story = {
  tags: ['!visual'],
  args: { tag: 'hydrogen', keyword: '电解槽', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('“氢能与工业”主题下没有找到与“电解槽”相关的报告')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看全部主题' })).toHaveAttribute('href', '#/document/list');
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/** The link to the data sets under the lead, when the page gives one (the site does). */
export const WithDataSets: Story = {
  tags: ['!visual'],
  args: { dataSetsHref: '#/dataSet/list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '下载数据集：价格、调查与统计原始数据 →' })).toHaveAttribute('href', '#/dataSet/list');
  },
};

/** Nothing published yet, nothing chosen: said so, without a way to clear anything. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无研究报告')).toBeVisible();
    await expect(canvas.getByText('报告发布后会出现在这里。')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '查看全部主题' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '清除搜索' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '研究报告' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    // The search and the topics stay usable while the list loads.
    await expect(canvas.getByRole('searchbox')).toBeEnabled();
    await expect(canvas.getByRole('link', { name: '全部' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('研究报告加载失败，请稍后重试');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Long titles and sources are cut (three lines, two), every topic on a card wraps: nothing wider than the list. */
export const LongText: Story = {
  args: { items: [PGM_OUTLOOK, JEWELLERY_REPORT, HYDROGEN_REPORT].map(longDocument), total: 3 },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 2, name: new RegExp(`^${PGM_OUTLOOK.title}——${LONG_NAME}`) });
    await expect(title).toBeVisible();
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    // Clamped: the source is taller than the lines it shows.
    const source = canvas.getByText(`${PGM_OUTLOOK.source}${LONG_NAME}`);
    await expect(source.scrollHeight).toBeGreaterThan(source.clientHeight);
    await expect(canvas.getByText('下载 12,040,000')).toBeVisible();
    const root = canvasElement.querySelector('.spw-document-list') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: the cards one above the other, the cover small beside the words; the topics scroll sideways, the page does not. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: DOCUMENTS.slice(0, 3), total: 9, rows: 3, tag: 'recycling' },
  play: async ({ canvas, canvasElement, args }) => {
    const cards = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.closest('li') as HTMLElement);
    await expect(cards).toHaveLength(3);
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? Infinity);
    // The topics' row is wider than the screen and scrolls on its own.
    const row = canvas.getByRole('navigation', { name: '按主题筛选' }).querySelector('ul') as HTMLElement;
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(canvas.getByRole('link', { name: '回收' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
