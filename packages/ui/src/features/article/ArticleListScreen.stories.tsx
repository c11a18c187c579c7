import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { ARTICLES } from './articleFixtures.ts';
import { ArticleListScreen } from './ArticleListScreen.tsx';

const meta = {
  title: 'Features/Article/ArticleList',
  component: ArticleListScreen,
  args: {
    status: 'ready',
    items: ARTICLES,
    total: 4,
    page: 1,
    rows: 10,
    onPageChange: fn(),
    hrefOf: (item) => `#/article/detail?id=${item.id}`,
    authorHrefOf: (item) => `#/user/index?uid=${item.uid}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof ArticleListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The news list on the Chinese site: Chinese and English articles side by side. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    // The list's title is for screen readers: the page's header names it already.
    await expect(canvas.getByRole('heading', { level: 1, name: '资讯' })).toBeInTheDocument();
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    const first = within(cards[0] as HTMLElement);
    const title = first.getByRole('link', { name: '2026 年三季度铂金市场回顾：供应缺口延续，价格震荡上行' });
    await expect(title).toHaveAttribute('href', '#/article/detail?id=21');
    await expect(first.getByRole('link', { name: '上海铂金周组委会' })).toHaveAttribute('href', '#/user/index?uid=121');
    // One link to the article and one to its author: the cover is decoration beside the title.
    await expect(first.getAllByRole('link')).toHaveLength(2);
    await expect(first.getByText('置顶')).toBeVisible();
    await expect(first.getByRole('img', { name: '机构认证' })).toBeVisible();
    await expect(first.getByText('铂金市场观察')).toBeVisible();
    await expect(first.getByText('2026年10月15日')).toBeVisible();
    await expect(first.getByText('1,286 赞')).toBeVisible();
    // The first cover is in view at once; the others wait until scrolled to.
    const covers = canvas.getAllByRole('presentation');
    await expect(covers[0]).not.toHaveAttribute('loading');
    await expect(covers[1]).toHaveAttribute('loading', 'lazy');
    // The author's words are marked with the article's language; the site's words keep the reader's.
    await expect(title.closest('[lang]')).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByRole('link', { name: /^Designing with platinum/ }).closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('64 赞').closest('[lang]')).toHaveAttribute('lang', 'zh-CN');
    // No cover, no likes, not pinned: no picture and no tag.
    const third = within(cards[2] as HTMLElement);
    await expect(third.queryByRole('presentation')).toBeNull();
    await expect(third.queryByText('置顶')).toBeNull();
    await expect(third.getByText('0 赞')).toBeVisible();
  },
};

/** A column's page reuses the list under its own title: Chinese articles only. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { heading: '铂金市场观察', headingLevel: 2, items: ARTICLES.filter((a) => a.lang === 'zh') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '铂金市场观察' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '2026 年三季度铂金市场回顾：供应缺口延续，价格震荡上行',
      '深圳水贝：铂金首饰加工费调整的三个信号',
      '氢能汽车会成为铂金需求的下一个增长点吗？',
    ]);
    await expect(canvas.getByText('1 赞')).toBeVisible();
  },
};

/** The English site: the site's words in English, each article in the language it was written in. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const interview = canvas.getByRole('link', { name: 'Designing with platinum: an interview with Yumi Sato' });
    await expect(interview.closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('Pinned')).toBeVisible();
    await expect(canvas.getByText('1,286 likes')).toBeVisible();
    await expect(canvas.getByText('1 like')).toBeVisible();
    await expect(canvas.getByText('2 Nov 2026')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Verified expert' })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Verified organisation' })).toBeVisible();
    // The column's English name, marked English; a column without one keeps its Chinese name.
    await expect(canvas.getByText('Platinum Market Watch')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('产业链笔记')).toHaveAttribute('lang', 'zh-CN');
    // A Chinese article stays Chinese for screen readers, its date and likes in English.
    await expect(canvas.getByRole('link', { name: '深圳水贝：铂金首饰加工费调整的三个信号' }).closest('[lang]')).toHaveAttribute(
      'lang',
      'zh-CN',
    );
    await expect(canvas.getByText('0 likes').closest('[lang]')).toHaveAttribute('lang', 'en-GB');
  },
};

/** More than one page: the pager moves between them. */
export const Paged: Story = {
  args: { total: 40, rows: 4, page: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: /上一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: '第 10 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无文章')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '资讯' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('文章加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Long titles, names and summaries wrap or are cut: the summary at two lines, nothing wider than the list. */
export const LongText: Story = {
  args: {
    items: ARTICLES.map((a) => ({
      ...a,
      title: `${a.title}${LONG_NAME}`,
      nickname: `${a.nickname}${LONG_NAME}`,
      column_name: a.column_id > 0 ? `${a.column_name}${LONG_NAME}` : '',
      summary: `${a.summary}${a.summary}${a.summary}`,
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: `深圳水贝：铂金首饰加工费调整的三个信号${LONG_NAME}` })).toBeVisible();
    const summary = canvas.getByText(/^三季度国际铂金均价/);
    // Clamped: the text is taller than the two lines it shows.
    await expect(summary.scrollHeight).toBeGreaterThan(summary.clientHeight);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: one column, the cover above the text, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { total: 40, rows: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getByText('第 1 / 10 页')).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
