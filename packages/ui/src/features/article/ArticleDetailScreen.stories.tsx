import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { ARTICLE, EN_ARTICLE, LONG_ARTICLE } from './articleFixtures.ts';
import { ArticleDetailScreen } from './ArticleDetailScreen.tsx';

const TITLE = '2026 年三季度铂金市场回顾：供应缺口延续，价格震荡上行';

const meta = {
  title: 'Features/Article/ArticleDetail',
  component: ArticleDetailScreen,
  args: {
    status: 'ready',
    article: ARTICLE,
    homeHref: '#/home/index',
    authorHref: '#/user/index?uid=121',
    columnHref: '#/column/detail?id=3',
    follow: { following: false, onToggle: fn() },
    onLike: fn(),
    onFavorite: fn(),
    onShare: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ArticleDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Chinese market review on the Chinese site: cover, column, verified author, a table in the text. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    const title = canvas.getByRole('heading', { level: 1, name: TITLE });
    await expect(title).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByRole('article', { name: TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '上海铂金周组委会' })).toHaveAttribute('href', '#/user/index?uid=121');
    await expect(canvas.getByRole('img', { name: '机构认证' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '铂金市场观察' })).toHaveAttribute('href', '#/column/detail?id=3');
    await expect(canvas.getByText('2026年10月15日')).toBeVisible();
    // The cover is fetched first and keeps its room.
    const cover = canvas.getByRole('presentation');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('width', '1200');
    // The author's text, in the article's language.
    const section = canvas.getByRole('heading', { level: 2, name: '一、供应：南非矿山依旧偏紧' });
    await expect(section.closest('[lang]')).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByRole('columnheader', { name: '三季度均价（元/克）' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '表格，可左右滚动查看' })).toContainElement(canvas.getByRole('table'));
    // Following, liking, keeping and sharing.
    const followButton = canvas.getByRole('button', { name: '关注' });
    await expect(followButton).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(followButton);
    await expect(args.follow.onToggle).toHaveBeenCalledTimes(1);
    const like = canvas.getByRole('button', { name: '点赞 1,286' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '收藏 342' }));
    await expect(args.onFavorite).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '分享' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The Chinese site around an English interview: the site's words in Chinese, the article marked English. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { article: EN_ARTICLE, columnHref: undefined, authorHref: '#/user/index?uid=122' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Designing with platinum: an interview with Yumi Sato' })).toHaveAttribute(
      'lang',
      'en',
    );
    // A name as its owner wrote it: not words of the site, and not to be machine-translated.
    await expect(canvas.getByRole('link', { name: 'Yumi Sato' })).toHaveAttribute('translate', 'no');
    await expect(canvas.getByRole('img', { name: '专家认证' })).toBeVisible();
    await expect(canvas.getByText('2026年11月2日')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '点赞 64' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '收藏 18' })).toBeVisible();
    // No column: no column link.
    await expect(canvas.queryByText('专栏')).toBeNull();
  },
};

/** The English site, an English interview. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { article: EN_ARTICLE, columnHref: undefined, authorHref: '#/user/index?uid=122' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Designing with platinum: an interview with Yumi Sato' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Why platinum?' }).closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('2 Nov 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Like, 64 likes' }));
    await expect(args.onLike).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Favourite, 18 favourites' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Article actions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible();
  },
};

/** The reader liked and kept the article: both buttons pressed, the counts as the server gave them. */
export const LikedAndFavourited: Story = {
  args: { article: { ...ARTICLE, is_like: true, is_favorite: true, like_amount: 1287, favorite_amount: 343 } },
  play: async ({ canvas, args }) => {
    const like = canvas.getByRole('button', { name: '点赞 1,287' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '收藏 343' })).toHaveAttribute('aria-pressed', 'true');
    // Pressing again takes the like back: the container decides by is_like.
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledTimes(1);
  },
};

/** The reader follows the author. */
export const Following: Story = {
  args: { follow: { following: true, onToggle: fn() } },
  play: async ({ canvas, args }) => {
    const followButton = canvas.getByRole('button', { name: '已关注' });
    await expect(followButton).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(followButton);
    await expect(args.follow.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** A like and a follow on their way: the buttons keep the focus but take no second press. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { marksBusy: true, follow: { following: false, busy: true, onToggle: fn() } },
  play: async ({ canvas, args }) => {
    const like = canvas.getByRole('button', { name: '点赞 1,286' });
    await expect(like).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(like);
    await expect(like).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '收藏 342' }));
    await userEvent.click(canvas.getByRole('button', { name: '关注' }));
    await expect(args.onLike).not.toHaveBeenCalled();
    await expect(args.onFavorite).not.toHaveBeenCalled();
    await expect(args.follow.onToggle).not.toHaveBeenCalled();
    // Sharing does not wait for the marks.
    await userEvent.click(canvas.getByRole('button', { name: '分享' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

/** The author previews a rejected article: the reason on top, no marks, no follow button for oneself. */
export const PreviewRejected: Story = {
  args: {
    follow: { following: false, onToggle: fn(), hidden: true },
    preview: { censor_status: 2, status: 0, censor_reason: '第三段引用的价格数据缺少来源，请补充后重新提交。', is_revision: false },
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('预览');
    await expect(banner).toHaveTextContent('未通过');
    await expect(banner).toHaveTextContent('原因：第三段引用的价格数据缺少来源，请补充后重新提交。');
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /点赞|收藏|分享|关注/ })).toBeNull();
  },
};

/** A revision of a published article waits for review: readers still see the published version. */
export const PreviewPendingRevision: Story = {
  globals: { locale: 'en' },
  args: {
    article: EN_ARTICLE,
    columnHref: undefined,
    follow: { following: false, onToggle: fn(), hidden: true },
    preview: { censor_status: 0, status: 1, censor_reason: '', is_revision: true },
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Pending review');
    await expect(banner).toHaveTextContent('readers see the published version until the revision is approved');
    // Not the new article's words: readers do see the article meanwhile.
    await expect(banner).not.toHaveTextContent('Readers cannot see this article');
    await expect(canvas.queryByRole('group', { name: 'Article actions' })).toBeNull();
  },
};

/** A draft that was never submitted. */
export const PreviewDraft: Story = {
  args: {
    follow: { following: false, onToggle: fn(), hidden: true },
    preview: { censor_status: 3, status: 0, censor_reason: '', is_revision: false },
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('草稿');
    await expect(banner).toHaveTextContent('尚未提交审核，读者看不到这篇文章。');
  },
};

/** Approved but not published yet. */
export const PreviewUnpublished: Story = {
  tags: ['!visual'],
  args: {
    follow: { following: false, onToggle: fn(), hidden: true },
    preview: { censor_status: 1, status: 0, censor_reason: '', is_revision: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('未发布已通过审核，发布后读者即可看到。');
  },
};

export const Loading: Story = {
  args: { status: 'loading', article: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', article: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('文章加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', article: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '未找到这篇文章' })).toBeVisible();
    await expect(canvas.getByText('文章不存在，或已被作者撤下。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/home/index');
  },
};

/** Everything long: the title and the author's name wrap, the big picture shrinks, the wide table scrolls. */
export const LongText: Story = {
  args: { article: LONG_ARTICLE },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(canvas.getByRole('link', { name: LONG_NAME })).toBeVisible();
    const picture = canvas.getByRole('img', { name: '上海铂金周展馆全景' });
    const text = picture.closest('[lang]') as HTMLElement;
    await expect(picture.getBoundingClientRect().width).toBeLessThanOrEqual(text.getBoundingClientRect().width);
    // The wide table scrolls inside its own box, which a keyboard can reach.
    const box = canvas.getByRole('region', { name: '表格，可左右滚动查看' });
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: the byline wraps, the wide table scrolls inside the text instead of widening the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { article: LONG_ARTICLE },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '关注' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '分享' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** The night theme (axe checks the contrast of the banner, the pressed buttons and the text). */
export const Night: Story = {
  globals: { theme: 'dark' },
  args: {
    article: { ...ARTICLE, is_like: true },
    follow: { following: true, onToggle: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '点赞 1,286' })).toHaveAttribute('aria-pressed', 'true');
  },
};
