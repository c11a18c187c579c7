import type { components } from '@spw/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { COLUMNS, longColumn, SUPPLY_NOTES } from '../column/columnFixtures.ts';
import { ARTICLES, picture } from './articleFixtures.ts';
import { ArticleIndexScreen, type SpecialCard } from './ArticleIndexScreen.tsx';

type ArticleItem = components['schemas']['ArticleItem'];

const article = (id: number): ArticleItem => {
  const found = ARTICLES.find((a) => a.id === id);
  if (!found) throw new globalThis.Error(`no article ${id}`);
  return found;
};

/** The most liked first: six, of which the screen ranks five. */
const HOT: ArticleItem[] = [
  article(21),
  { ...article(23), id: 31, title: '铂金婚戒怎么选：Pt950 与 Pt900 的区别', nickname: '林晓', like_amount: 874 },
  { ...article(22), id: 32, title: 'Why Shanghai couples are choosing platinum again', nickname: 'Oliver Bennett', like_amount: 415 },
  article(22),
  article(24),
  article(23),
];

/** The newest first. */
const LATEST: ArticleItem[] = [article(24), article(23), article(22), article(21)];

/** Seven columns, of which the screen shows six. */
const MORE_COLUMNS = [
  ...COLUMNS,
  { ...SUPPLY_NOTES, id: 13, name: '铂金回收与精炼', nickname: '精炼厂观察', article_amount: 12, subscribe_amount: 96 },
  { ...SUPPLY_NOTES, id: 15, name: '珠宝零售观察', nickname: '零售研究组', article_amount: 5, subscribe_amount: 40 },
];

const SPECIALS: SpecialCard[] = [
  {
    id: 1,
    title: '2026 上海铂金周',
    summary: '开幕论坛、设计大赛与市场报告：铂金周期间的全部文章。',
    banner: picture('SPW 2026', 640, 360, 40),
    article_amount: 24,
    href: '#/special/detail?id=1',
  },
  {
    id: 2,
    title: 'Platinum and the hydrogen economy',
    summary: 'Fuel cells, electrolysers and what they mean for platinum demand to 2030.',
    banner: picture('H₂', 640, 360, 160),
    article_amount: 1,
    href: '#/special/detail?id=2',
    lang: 'en',
  },
  {
    id: 3,
    title: '婚戒工艺十讲',
    summary: '从精炼、浇铸到手工锻造，十篇文章讲清一枚铂金婚戒的诞生。',
    banner: picture('Pt950', 640, 360, 30),
    article_amount: 10,
    href: '#/special/detail?id=3',
  },
];

const meta = {
  title: 'Features/Article/ArticleIndex',
  component: ArticleIndexScreen,
  args: {
    status: 'ready',
    hot: HOT,
    latest: LATEST,
    columns: MORE_COLUMNS,
    hrefOf: (item) => `#/article/detail?id=${item.id}`,
    authorHrefOf: (item) => `#/user/index?uid=${item.uid}`,
    columnHrefOf: (column) => `#/column/detail?id=${column.id}`,
    moreHref: '#/article/list',
    columnsHref: '#/column/list',
    onRetry: fn(),
  },
} satisfies Meta<typeof ArticleIndexScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The section titled `name`. */
const sectionOf = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('region', { name }));

/** The Chinese site without special topics: the newest, the most liked (ranked) and the columns. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '文章' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['最新', '热门', '专栏']);
    // No special topics: no section for them.
    await expect(canvas.queryByRole('heading', { name: '专题' })).toBeNull();

    const latest = sectionOf(canvas, '最新');
    await expect(latest.getByRole('link', { name: '更多资讯' })).toHaveAttribute('href', '#/article/list');
    await expect(latest.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(LATEST.map((a) => a.title));
    const review = latest.getByRole('link', { name: article(21).title });
    await expect(review).toHaveAttribute('href', '#/article/detail?id=21');
    await expect(review.closest('[lang]')).toHaveAttribute('lang', 'zh-CN');
    await expect(latest.getByRole('link', { name: /^Designing with platinum/ }).closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(latest.getByRole('link', { name: '上海铂金周组委会' })).toHaveAttribute('href', '#/user/index?uid=121');
    await expect(latest.getByText('上海铂金周组委会')).toHaveAttribute('translate', 'no');
    await expect(latest.getByText('2026年10月15日')).toBeVisible();
    await expect(latest.getAllByRole('presentation')).toHaveLength(3);

    // Five of the six, ranked 1 to 5, most liked first.
    const hot = sectionOf(canvas, '热门');
    const ranked = hot.getAllByRole('listitem');
    await expect(ranked).toHaveLength(5);
    await expect(ranked.map((li) => li.querySelector('.spw-hot__rank')?.textContent)).toEqual(['1', '2', '3', '4', '5']);
    const first = within(ranked[0] as HTMLElement);
    await expect(first.getByRole('link', { name: article(21).title })).toHaveAttribute('href', '#/article/detail?id=21');
    await expect(first.getByText('1,286 赞')).toBeVisible();
    await expect(first.getByRole('link', { name: '上海铂金周组委会' })).toHaveAttribute('translate', 'no');
    await expect(within(ranked[1] as HTMLElement).getByText('874 赞')).toBeVisible();
    await expect(within(ranked[2] as HTMLElement).getByRole('link', { name: /^Why Shanghai couples/ })).toHaveAttribute('lang', 'en');
    await expect(within(ranked[4] as HTMLElement).getByText('1 赞')).toBeVisible();
    await expect(hot.queryByText('0 赞')).toBeNull();

    // Six of the seven columns, each its name's link and its counts.
    const columns = sectionOf(canvas, '专栏');
    await expect(columns.getByRole('link', { name: '全部专栏' })).toHaveAttribute('href', '#/column/list');
    const cards = columns.getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    const watch = within(cards[0] as HTMLElement);
    await expect(watch.getByRole('link', { name: '铂金市场观察' })).toHaveAttribute('href', '#/column/detail?id=3');
    await expect(watch.getByText('128 篇文章')).toBeVisible();
    await expect(watch.getByText('12,860 人订阅')).toBeVisible();
    await expect(columns.queryByText('珠宝零售观察')).toBeNull();
  },
};

/** Special topics below both columns: banner cards, each a link, in the language they are written in. */
export const WithSpecials: Story = {
  args: { specials: SPECIALS },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['最新', '热门', '专栏', '专题']);
    const specials = sectionOf(canvas, '专题');
    const cards = specials.getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(specials.getByRole('link', { name: '2026 上海铂金周' })).toHaveAttribute('href', '#/special/detail?id=1');
    await expect(within(cards[0] as HTMLElement).getByText('24 篇文章')).toBeVisible();
    const english = specials.getByRole('link', { name: 'Platinum and the hydrogen economy' });
    await expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(specials.getByText('1 篇文章').closest('[lang]')).toHaveAttribute('lang', 'zh-CN');
    // Below the columns' section, across the page.
    const latest = canvas.getByRole('region', { name: '最新' }).getBoundingClientRect();
    const section = canvas.getByRole('region', { name: '专题' }).getBoundingClientRect();
    await expect(section.top).toBeGreaterThan(latest.bottom);
    await expect(section.width).toBeGreaterThan(latest.width);
  },
};

/** An empty list of special topics draws no section either. */
export const WithoutSpecials: Story = {
  tags: ['!visual'],
  args: { specials: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.queryByRole('region', { name: '专题' })).toBeNull();
  },
};

/** More than the screen shows: eight of the newest. */
export const Limits: Story = {
  tags: ['!visual'],
  args: { latest: Array.from({ length: 10 }, (_, i) => ({ ...article(23), id: 40 + i, title: `铂金周报第 ${i + 1} 期` })) },
  play: async ({ canvas }) => {
    const latest = sectionOf(canvas, '最新');
    await expect(latest.getAllByRole('listitem')).toHaveLength(8);
    await expect(latest.queryByText('铂金周报第 9 期')).toBeNull();
  },
};

/** The English site: the site's words in English, each article and column in its own language. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { specials: SPECIALS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Latest',
      'Popular',
      'Columns',
      'Special topics',
    ]);
    await expect(canvas.getByRole('link', { name: 'More news' })).toHaveAttribute('href', '#/article/list');
    await expect(canvas.getByRole('link', { name: 'All columns' })).toHaveAttribute('href', '#/column/list');
    const hot = sectionOf(canvas, 'Popular');
    await expect(hot.getByText('1,286 likes')).toBeVisible();
    await expect(hot.getByText('1 like')).toBeVisible();
    await expect(sectionOf(canvas, 'Latest').getByText('2 Nov 2026')).toBeVisible();
    // A column's English name, marked English; one without keeps its Chinese name.
    const columns = sectionOf(canvas, 'Columns');
    await expect(columns.getByRole('link', { name: 'Platinum Market Watch' }).closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(columns.getByRole('link', { name: '产业链笔记' }).closest('[lang]')).toHaveAttribute('lang', 'zh-CN');
    await expect(columns.getByText('12,860 subscribers')).toBeVisible();
    await expect(columns.getByText('1 article')).toBeVisible();
    await expect(sectionOf(canvas, 'Special topics').getByText('24 articles')).toBeVisible();
  },
};

/** Nothing yet anywhere: each section says so in one line, and keeps its links. */
export const Empty: Story = {
  args: { hot: [], latest: [], columns: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(sectionOf(canvas, '最新').getByText('暂无文章')).toBeVisible();
    await expect(sectionOf(canvas, '热门').getByText('暂无热门文章')).toBeVisible();
    await expect(sectionOf(canvas, '专栏').getByText('暂无专栏')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.getByRole('link', { name: '更多资讯' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', hot: [], latest: [], columns: [], specials: SPECIALS },
  play: async ({ canvas, canvasElement }) => {
    // One announcement for the whole page; the section titles stay.
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('.spw-article-index')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.queryByText('暂无文章')).toBeNull();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', hot: [], latest: [], columns: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('文章加载失败，请稍后重试');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Long titles, names and summaries wrap or are cut: nothing wider than the page. */
export const LongText: Story = {
  args: {
    hot: HOT.map((a) => ({
      ...a,
      title: `${a.title}${LONG_NAME}`,
      nickname: `${a.nickname}${LONG_NAME}`,
      like_amount: a.like_amount * 1000,
    })),
    latest: LATEST.map((a) => ({
      ...a,
      title: `${a.title}${LONG_NAME}`,
      nickname: `${a.nickname}${LONG_NAME}`,
      summary: a.summary.repeat(3),
    })),
    columns: COLUMNS.map(longColumn),
    specials: SPECIALS.map((s) => ({ ...s, title: `${s.title}${LONG_NAME}`, summary: s.summary.repeat(4) })),
  },
  play: async ({ canvas, canvasElement }) => {
    const hot = sectionOf(canvas, '热门');
    await expect(hot.getByText('1,286,000 赞')).toBeVisible();
    const title = hot.getByRole('link', { name: `${article(21).title}${LONG_NAME}` });
    // Cut at two lines: taller than it shows, never wider.
    await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(sectionOf(canvas, '专栏').getByRole('link', { name: `铂金市场观察${LONG_NAME}` })).toBeVisible();
    const root = canvasElement.querySelector('.spw-article-index') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: one column, the newest first and the most liked below, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { specials: SPECIALS.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    const latest = canvas.getByRole('region', { name: '最新' }).getBoundingClientRect();
    const hot = canvas.getByRole('region', { name: '热门' }).getBoundingClientRect();
    await expect(hot.top).toBeGreaterThan(latest.bottom);
    await expect(hot.width).toBe(latest.width);
    await expect(sectionOf(canvas, '热门').getAllByRole('listitem')).toHaveLength(5);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
