import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { picturesLoaded } from '../../components/upload-story-kit.ts';
import { LONG_NAME } from '../../fixtures.ts';
import {
  FORUM_BOOTHS,
  FORUM_CONTEST,
  FORUM_FORGING,
  FORUM_HOT_THREADS,
  FORUM_LONG,
  FORUM_LONG_TITLE,
  FORUM_NOTES,
  FORUM_PAVILION,
  FORUM_POLISH,
  FORUM_THREADS,
  longForumThread,
} from './forumListFixtures.ts';
import { ForumListScreen } from './ForumListScreen.tsx';

const meta = {
  title: 'Features/Forum/ForumList',
  component: ForumListScreen,
  args: {
    status: 'ready',
    sort: 'new',
    sortHrefOf: (sort) => `#/forum/index?sort=${sort}`,
    keyword: '',
    onSearch: fn(),
    items: FORUM_THREADS,
    threadHrefOf: (id) => `#/forum/detail?id=${id}`,
    userHrefOf: (uid) => `#/user/home?uid=${uid}`,
    addHref: '#/forum/add',
    onRetry: fn(),
    total: 20,
    page: 1,
    rows: 6,
    onPageChange: fn(),
  },
} satisfies Meta<typeof ForumListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A thread's card (its article, named by the title). */
const cardOf = (canvas: Canvas, title: string) => within(canvas.getByRole('article', { name: title }));

const tabsOf = (canvas: Canvas, name: string) => within(canvas.getByRole('navigation', { name }));

/** The Chinese site: the tabs, the search, a card per thread (title link, author, date, text, thumbnails, counts), a pager. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '社区广场' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '发帖' })).toHaveAttribute('href', '#/forum/add');
    const tabs = tabsOf(canvas, '帖子排序');
    await expect(tabs.getByRole('link', { name: '最新' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '热门' })).toHaveAttribute('href', '#/forum/index?sort=hot');
    await expect(tabs.getByRole('link', { name: '热门' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('search', { name: '搜索帖子' })).toBeVisible();

    // One article per thread, in order, each named by its title.
    const list = canvas.getByRole('list', { name: '帖子' });
    await expect(within(list).getAllByRole('article')).toHaveLength(FORUM_THREADS.length);
    await expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(FORUM_THREADS.map((t) => t.title));

    // The organisers' notice: the title links to the thread, the author to their page, verified as an organisation.
    const booths = cardOf(canvas, FORUM_BOOTHS.title);
    await expect(booths.getByRole('heading', { level: 2, name: FORUM_BOOTHS.title })).toHaveAttribute('translate', 'no');
    await expect(booths.getByRole('link', { name: FORUM_BOOTHS.title })).toHaveAttribute('href', '#/forum/detail?id=701');
    const author = booths.getByRole('link', { name: '上海铂金周组委会' });
    await expect(author).toHaveAttribute('href', '#/user/home?uid=301');
    await expect(within(author).getByText('上海铂金周组委会')).toHaveAttribute('translate', 'no');
    await expect(booths.getByRole('img', { name: '机构认证' })).toBeVisible();
    await expect(booths.getByText('2026年11月20日 14:42')).toHaveAttribute('datetime', FORUM_BOOTHS.created_at);
    // The text: three lines at most, its words as written.
    const excerpt = booths.getByText(/^各位参展商好/);
    await expect(excerpt).toHaveAttribute('translate', 'no');
    await expect(getComputedStyle(excerpt).webkitLineClamp).toBe('3');
    const lineHeight = parseFloat(getComputedStyle(excerpt).lineHeight);
    await expect(excerpt.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 3 + 1);
    // Four pictures: three thumbnails, the last counting the one left.
    const thumbs = canvas.getByRole('article', { name: FORUM_BOOTHS.title }).querySelectorAll('.spw-forum-card__picture img');
    await expect(thumbs).toHaveLength(3);
    for (const thumb of thumbs) {
      await expect(thumb).toHaveAttribute('alt', '');
      await expect(thumb).toHaveAttribute('loading', 'lazy');
      await expect(thumb).toHaveAttribute('width', '240');
      await expect(thumb).toHaveAttribute('height', '240');
      await expect(getComputedStyle(thumb).objectFit).toBe('cover');
    }
    await expect(booths.getByText('+1')).toHaveAttribute('aria-hidden', 'true');
    await expect(booths.getByText('4 张图片')).toHaveClass('spw-visually-hidden');
    await expect(booths.getByText('128 赞')).toBeVisible();
    await expect(booths.getByText('36 条回复')).toBeVisible();

    // Liked by the viewer: said to screen readers, the heart filled.
    const polish = cardOf(canvas, FORUM_POLISH.title);
    await expect(polish.getByText(/^12 赞/)).toHaveTextContent('12 赞，你已点赞');
    await expect(polish.getByText('3 条回复')).toBeVisible();
    await expect(cardOf(canvas, FORUM_BOOTHS.title).getByText('128 赞')).not.toHaveTextContent('你已点赞');
    // Seven pictures: '+4'.
    await expect(cardOf(canvas, FORUM_CONTEST.title).getByText('+4')).toBeVisible();
    await expect(cardOf(canvas, FORUM_CONTEST.title).getByText('7 张图片')).toBeInTheDocument();
    // No pictures: no thumbnails; an expert's badge; no avatar picture: the initials.
    const notes = cardOf(canvas, FORUM_NOTES.title);
    await expect(notes.queryByText(/张图片$/)).toBeNull();
    await expect(notes.getByRole('img', { name: '专家认证' })).toBeVisible();
    const pavilion = cardOf(canvas, FORUM_PAVILION.title);
    await expect(pavilion.getByText('TN')).toBeVisible();
    await expect(pavilion.queryByRole('img')).toBeNull();
    await expect(pavilion.getByText('0 条回复')).toBeVisible();

    await picturesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** The English site: the site's words in English, the members' as they wrote them; singular counts. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '#/forum/add');
    const tabs = tabsOf(canvas, 'Sort posts');
    await expect(tabs.getByRole('link', { name: 'Latest' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Hot' })).toBeVisible();
    const forging = cardOf(canvas, FORUM_FORGING.title);
    await expect(forging.getByRole('img', { name: 'Verified expert' })).toBeVisible();
    await expect(forging.getByText('19 Nov 2026, 19:20')).toBeVisible();
    await expect(forging.getByText('86 likes')).toBeVisible();
    await expect(forging.getByText('14 replies')).toBeVisible();
    await expect(forging.getByText('1 picture')).toBeInTheDocument();
    const pavilion = cardOf(canvas, FORUM_PAVILION.title);
    await expect(pavilion.getByText('1 like')).toBeVisible();
    await expect(pavilion.getByText('0 replies')).toBeVisible();
    await expect(cardOf(canvas, FORUM_POLISH.title).getByText(/^12 likes/)).toHaveTextContent('12 likes, you like this');
    await expect(cardOf(canvas, FORUM_BOOTHS.title).getByText('4 pictures')).toBeInTheDocument();
    // A Chinese thread stays Chinese.
    await expect(canvas.getByRole('heading', { level: 2, name: FORUM_BOOTHS.title })).toBeVisible();

    const box = canvas.getByRole('searchbox', { name: 'Keywords' });
    await expect(box).toHaveAttribute('placeholder', 'Search titles and posts');
    await userEvent.type(box, '  Pt950 bands {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('Pt950 bands');
  },
};

/** The hot tab: its link is the page shown. */
export const Hot: Story = {
  args: { sort: 'hot', items: FORUM_HOT_THREADS },
  play: async ({ canvas }) => {
    const tabs = tabsOf(canvas, '帖子排序');
    await expect(tabs.getByRole('link', { name: '热门' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '最新' })).not.toHaveAttribute('aria-current');
    await expect(tabs.getByRole('link', { name: '最新' })).toHaveAttribute('href', '#/forum/index?sort=new');
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(FORUM_CONTEST.title);
  },
};

/** A search with results: the box keeps the words, the number found is said; a new search goes out trimmed. */
export const SearchResults: Story = {
  args: { keyword: '展位', items: [FORUM_BOOTHS, FORUM_PAVILION], total: 2 },
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('search', { name: '搜索帖子' }));
    const box = form.getByRole('searchbox', { name: '关键词' });
    await expect(box).toHaveValue('展位');
    await expect(box).toHaveAttribute('maxlength', '50');
    await expect(canvas.getByText('找到 2 个相关帖子')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.clear(box);
    await userEvent.type(box, ' 布展证 ');
    await userEvent.click(form.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenLastCalledWith('布展证');
  },
};

/** A search that finds nothing: said so, with a way to clear it; no invitation to post. */
export const SearchEmpty: Story = {
  args: { keyword: '钯金回收', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('没有找到相关帖子')).toBeVisible();
    await expect(canvas.getByText('换个关键词试试')).toBeVisible();
    await expect(canvas.queryByText('还没有帖子，来发第一帖吧')).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByText(/找到 \d+ 个相关帖子/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/** Nothing posted yet: an invitation with the way to post. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有帖子，来发第一帖吧')).toBeVisible();
    // The header's link and the empty state's.
    const links = canvas.getAllByRole('link', { name: '发帖' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '#/forum/add');
    await expect(canvas.queryByRole('list', { name: '帖子' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** No way to post (addHref null): no link at the top nor in the empty state. */
export const EmptyNoPosting: Story = {
  tags: ['!visual'],
  args: { items: [], total: 0, addHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有帖子，来发第一帖吧')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '发帖' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '社区广场' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
    // The tabs and the search work while the list loads.
    await expect(canvas.getByRole('link', { name: '热门' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '关键词' })).toBeEnabled();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('帖子加载失败，请稍后重试');
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** An unbroken title, long names, long texts and big counts: all wrap or clamp inside the cards. */
export const LongText: Story = {
  args: { items: [FORUM_LONG, ...FORUM_THREADS.slice(0, 3).map(longForumThread)], total: 4 },
  play: async ({ canvas, canvasElement }) => {
    const long = cardOf(canvas, FORUM_LONG_TITLE);
    await expect(long.getByText(`林晓${LONG_NAME}`)).toBeVisible();
    await expect(long.getByText('123,456 赞')).toBeVisible();
    await expect(long.getByText('98,765 条回复')).toBeVisible();
    // The text is cut to three lines, however long.
    const excerpt = long.getByText(/^铂金周布展注意事项/);
    const lineHeight = parseFloat(getComputedStyle(excerpt).lineHeight);
    await expect(excerpt.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 3 + 1);
    // Pictures of any shape fill square thumbnails.
    const thumbs = [...canvasElement.querySelectorAll('.spw-forum-card__picture')].slice(0, 2);
    for (const thumb of thumbs) {
      const box = thumb.getBoundingClientRect();
      await expect(Math.abs(box.width - box.height)).toBeLessThan(1);
    }
    const root = canvasElement.querySelector('.spw-forum-list') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const article of canvas.getAllByRole('article')) {
      await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    }
    await picturesLoaded(canvasElement);
  },
};

/** A phone: the search above the tabs, thumbnails a third of the card each, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [FORUM_BOOTHS, FORUM_POLISH, FORUM_LONG] },
  play: async ({ canvas, canvasElement, args }) => {
    const search = canvas.getByRole('search', { name: '搜索帖子' }).getBoundingClientRect();
    const tabs = canvas.getByRole('navigation', { name: '帖子排序' }).getBoundingClientRect();
    await expect(tabs.top).toBeGreaterThanOrEqual(search.bottom);
    const card = canvas.getByRole('article', { name: FORUM_BOOTHS.title }).getBoundingClientRect();
    await expect(card.width).toBeLessThanOrEqual(375);
    await expect(canvas.getByText('第 1 / 4 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await picturesLoaded(canvasElement);
  },
};
