import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { ARTICLES } from '../article/articleFixtures.ts';
import { LONG_SPECIAL, SPECIAL, SPECIAL_EMPTY, SPECIAL_PLAIN } from './specialFixtures.ts';
import { SpecialDetailScreen } from './SpecialDetailScreen.tsx';

const meta = {
  title: 'Features/Special/SpecialDetail',
  component: SpecialDetailScreen,
  args: {
    status: 'ready',
    special: SPECIAL,
    hrefOf: (item) => `#/article/detail?id=${item.id}`,
    authorHrefOf: (item) => `#/user/index?uid=${item.uid}`,
    homeHref: '#/article/index',
    onRetry: fn(),
  },
} satisfies Meta<typeof SpecialDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const MANAGE = { editHref: '#/creator/special/edit?id=8', listHref: '#/creator/special/list' };

/** A topic on the Chinese site: banner, title, introduction, then its articles in the topic's order. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1, name: SPECIAL.title });
    await expect(title).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText(/^从市场回顾到设计师访谈/)).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText('4 篇文章')).toBeVisible();
    await expect(canvas.getByText('更新于 2026年11月19日')).toBeVisible();
    // The banner is decoration: it says nothing the title does not.
    const banner = canvasElement.querySelector('.spw-special__banner img');
    await expect(banner).toHaveAttribute('alt', '');
    await expect(canvas.getByRole('heading', { level: 2, name: '专题文章' })).toBeVisible();
    // The articles in the topic's order, each linking to itself and to its author.
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(ARTICLES.map((a) => a.title));
    const first = within(canvas.getAllByRole('listitem')[0] as HTMLElement);
    await expect(first.getByRole('link', { name: SPECIAL.articles[0]?.title })).toHaveAttribute('href', '#/article/detail?id=21');
    await expect(first.getByRole('link', { name: '上海铂金周组委会' })).toHaveAttribute('href', '#/user/index?uid=121');
    // Pinned in the news list means nothing inside a topic.
    await expect(canvas.queryByText('置顶')).toBeNull();
    // A reader's view: no notice and no edit link.
    await expect(canvas.queryByRole('link', { name: '编辑专题' })).toBeNull();
  },
};

/** The English site: the English title and introduction, marked English; the site's words in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: SPECIAL.en_title })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText(SPECIAL.en_summary)).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('4 articles')).toBeVisible();
    await expect(canvas.getByText('Updated 19 Nov 2026')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Articles in this topic' })).toBeVisible();
    await expect(canvas.getByText('1,286 likes')).toBeVisible();
  },
};

/** The English site, a topic with no English words: the Chinese ones, marked Chinese; the gradient for a banner. */
export const EnglishFallback: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { special: SPECIAL_PLAIN },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: SPECIAL_PLAIN.title })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText(SPECIAL_PLAIN.summary)).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText('2 articles')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: ARTICLES[2]?.title })).toBeVisible();
    await expect(canvasElement.querySelector('.spw-special__banner img')).toBeNull();
  },
};

/** No article readers can see: said so, and no empty list. */
export const Empty: Story = {
  args: { special: SPECIAL_EMPTY },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: SPECIAL_EMPTY.title })).toBeVisible();
    await expect(canvas.getByText('这个专题还没有可读的文章')).toBeVisible();
    await expect(canvas.getByText('作者加入的文章发布后会出现在这里。')).toBeVisible();
    await expect(canvas.getByText('0 篇文章')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', special: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', special: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('专题加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No such topic (or not one the reader may see): said so, with the way on to the news. */
export const NotFound: Story = {
  args: { status: 'notFound', special: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '未找到这个专题' })).toBeVisible();
    await expect(canvas.getByText('专题不存在，或已被作者撤下。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去看资讯' })).toHaveAttribute('href', '#/article/index');
    await expect(canvas.queryByRole('link', { name: '返回我的专题' })).toBeNull();
  },
};

/** The creator's own view of an unpublished topic: the notice says only they see it, with the edit link. */
export const Manage: Story = {
  args: { special: SPECIAL_PLAIN, manage: MANAGE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未发布')).toBeVisible();
    await expect(canvas.getByText('只有你能看到这个专题，发布后会员才能阅读。')).toBeVisible();
    await expect(canvas.getByText('读者只会看到其中已发布的文章。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '编辑专题' })).toHaveAttribute('href', MANAGE.editHref);
    await expect(canvas.getByRole('link', { name: '返回我的专题' })).toHaveAttribute('href', MANAGE.listHref);
    // The notice comes before the topic's title.
    const notice = canvas.getByText('只有你能看到这个专题，发布后会员才能阅读。');
    const title = canvas.getByRole('heading', { level: 1, name: SPECIAL_PLAIN.title });
    await expect(notice.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

/** The creator's view of a published topic with nothing readable in it: the way to add articles. */
export const ManageEmpty: Story = {
  tags: ['!visual'],
  args: { special: SPECIAL_EMPTY, manage: MANAGE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已发布')).toBeVisible();
    await expect(canvas.getByText('会员现在可以阅读这个专题。')).toBeVisible();
    await expect(canvas.getByText('编辑专题，加入已发布的文章。')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '编辑专题' })).toHaveLength(2);
  },
};

/** A long title, an unbroken word in the introduction, long article titles and names: nothing wider than the page. */
export const LongText: Story = {
  args: { special: LONG_SPECIAL },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1, name: new RegExp(`${LONG_NAME}年度铂族金属`) });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    const summary = canvas.getByText(/the-complete-guide-to-platinum-week/);
    await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth);
    const root = canvasElement.querySelector('.spw-special') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A phone: the banner across the screen at 16:5, the cards one above the other, no sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { manage: { editHref: '#/creator/special/edit?id=7', listHref: '#/creator/special/list' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('会员现在可以阅读这个专题。')).toBeVisible();
    const banner = canvasElement.querySelector('.spw-special__banner') as HTMLElement;
    const box = banner.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 16 / 5)).toBeLessThan(0.1);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
