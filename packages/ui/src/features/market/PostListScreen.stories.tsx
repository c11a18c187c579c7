import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { picturesLoaded } from '../../components/upload-story-kit.ts';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';
import {
  MY_POSTS,
  POST_CASTING,
  POST_CLOSED,
  POST_DESIGNER,
  POST_DESIGNS,
  POST_EXPIRED,
  POST_FACTORY,
  POST_LONG,
  POST_MINE,
  POST_REFINERY,
  POST_SPONGE,
  POSTS,
  post,
} from './postFixtures.ts';
import { NO_POST_FILTERS, PostListScreen, type PostFilters, type PostListScreenProps, type PostTab } from './PostListScreen.tsx';

/** The container's part: the filters go into the link, and the screen is drawn again with them. */
function WithFilters(props: PostListScreenProps) {
  const [filters, setFilters] = useState<PostFilters>(props.filters);
  return (
    <PostListScreen
      {...props}
      filters={filters}
      onFilter={(next) => {
        props.onFilter(next);
        setFilters(next);
      }}
    />
  );
}

/** A fuller page: six posts, three in a row on a desktop. */
const POST_RING = post(511, {
  type: 'sell',
  title: 'PT950 素圈对戒批发',
  content: '自有工厂出品 PT950 素圈对戒，克重 3 到 6 克，支持刻字。',
  user: POST_FACTORY,
  category: 'jewellery',
  region: 'north',
  images: [picture('对戒', 800, 600, 40)],
  created_at: '2026-11-16T02:00:00.000Z',
});

const POST_GEMS = post(512, {
  type: 'buy',
  title: '求购 1 克拉 D 色钻石裸石',
  content: '求购 GIA 证书 1 克拉 D 色 VS1 以上裸石，数量 10 粒。',
  user: POST_DESIGNER,
  category: 'gem',
  region: 'northeast',
  // A tall picture: cut to the card's 4:3.
  images: [picture('钻石', 600, 900, 200)],
  created_at: '2026-11-15T02:00:00.000Z',
});

/** No picture: the card keeps its place with a quiet panel. */
const POST_TOOLS = post(513, {
  type: 'sell',
  title: '转让九成新抛光机两台',
  content: '因工厂搬迁转让抛光机两台，九成新。',
  user: POST_REFINERY,
  category: 'equipment',
  region: 'central',
  images: [],
  created_at: '2026-11-14T02:00:00.000Z',
});

const FILLED = [...POSTS, POST_RING, POST_GEMS, POST_TOOLS];

/** One of the member's posts hidden by an admin (still open). */
const POST_HIDDEN = post(514, {
  ...POST_MINE,
  id: 514,
  title: '出售铂金回收渠道资源',
  type: 'sell',
  is_hidden: true,
  hidden_reason: '含有联系方式',
  expires_at: '2026-12-01T03:20:00.000Z',
});

const MINE = [...MY_POSTS, POST_HIDDEN];

/** Long words in every card: an unbroken title, long companies and nicknames. */
const LONG_POSTS = [
  POST_LONG,
  post(515, { ...POST_LONG, id: 515, type: 'buy', title: 'Platinum'.repeat(5), region: 'northwest' }),
  post(516, {
    ...POST_LONG,
    id: 516,
    title: '长'.repeat(20),
    user: { ...POST_LONG.user, id: 406, company: '', nickname: `林晓${LONG_NAME}`, is_verified: 0 },
  }),
];

const meta = {
  title: 'Features/Market/PostList',
  component: PostListScreen,
  args: {
    status: 'ready',
    tab: 'all',
    tabHrefOf: (tab: PostTab) => `#/posts/list?tab=${tab}`,
    showMine: true,
    filters: NO_POST_FILTERS,
    onFilter: fn(),
    items: FILLED,
    postHrefOf: (id) => `#/posts/detail?id=${id}`,
    userHrefOf: (uid) => `#/user/home?uid=${uid}`,
    addHref: '#/posts/add',
    onRetry: fn(),
    total: 20,
    page: 1,
    rows: 6,
    onPageChange: fn(),
  },
} satisfies Meta<typeof PostListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** A post's card (its article, named by the title). */
const cardOf = (canvas: Canvas, title: string) => within(canvas.getByRole('article', { name: title }));

const tabsOf = (canvas: Canvas, name: string) => within(canvas.getByRole('navigation', { name }));

/** How many cards share the first row. */
const firstRow = (canvas: Canvas) => {
  const tops: number[] = canvas.getAllByRole('article').map((article: HTMLElement) => Math.round(article.getBoundingClientRect().top));
  return tops.filter((top) => top === tops[0]).length;
};

/** The Chinese site: the tabs, the search and filters, a card per post (picture, type, title, where, poster, date), a pager. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '供需市场' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '发布信息' })).toHaveAttribute('href', '#/posts/add');
    const tabs = tabsOf(canvas, '信息范围');
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['全部', '出售', '求购', '我的发布']);
    await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '出售' })).toHaveAttribute('href', '#/posts/list?tab=sell');
    await expect(tabs.getByRole('link', { name: '出售' })).not.toHaveAttribute('aria-current');
    await expect(tabs.getByRole('link', { name: '求购' })).toHaveAttribute('href', '#/posts/list?tab=buy');
    await expect(tabs.getByRole('link', { name: '我的发布' })).toHaveAttribute('href', '#/posts/list?tab=mine');
    await expect(canvas.queryByRole('tab')).toBeNull();

    // One article per post, in order, each named by its title; three to a row.
    const list = canvas.getByRole('list', { name: '供需信息' });
    await expect(within(list).getAllByRole('article')).toHaveLength(FILLED.length);
    await expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(FILLED.map((p) => p.title));
    await expect(firstRow(canvas)).toBe(3);

    // A verified organisation selling: gold '出售', its company, the badge, the date in Beijing time.
    const sponge = cardOf(canvas, POST_SPONGE.title);
    await expect(sponge.getByRole('heading', { level: 2, name: POST_SPONGE.title })).toHaveAttribute('translate', 'no');
    await expect(sponge.getByRole('link', { name: POST_SPONGE.title })).toHaveAttribute('href', '#/posts/detail?id=501');
    await expect(sponge.getByText('出售')).toHaveClass('spw-tag--gold');
    await expect(sponge.getByText('贵金属 · 西南')).toBeVisible();
    const company = sponge.getByRole('link', { name: '贵研铂业股份有限公司' });
    await expect(company).toHaveAttribute('href', '#/user/home?uid=401');
    await expect(company).toHaveAttribute('translate', 'no');
    await expect(sponge.getByRole('img', { name: '机构认证' })).toBeVisible();
    await expect(sponge.getByText('发布于 2026年11月19日')).toHaveAttribute('datetime', POST_SPONGE.created_at);
    // The market shows no states: those are for the poster's own list.
    await expect(sponge.queryByText('进行中')).toBeNull();
    await expect(sponge.queryByText(/^有效期至/)).toBeNull();
    // The first picture only, decorative, lazy, at 4:3.
    const pictures = [...canvas.getByRole('article', { name: POST_SPONGE.title }).querySelectorAll('img')];
    await expect(pictures).toHaveLength(1);
    const [cover] = pictures as [HTMLImageElement];
    await expect(cover).toHaveAttribute('src', POST_SPONGE.images[0]);
    await expect(cover).toHaveAttribute('alt', '');
    await expect(cover).toHaveAttribute('loading', 'lazy');
    const box = cover.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.02);

    // Buying, in blue; a company without the badge.
    const casting = cardOf(canvas, POST_CASTING.title);
    await expect(casting.getByText('求购')).toHaveClass('spw-tag--info');
    await expect(casting.getByText('加工服务 · 华南')).toBeVisible();
    await expect(casting.getByRole('link', { name: '金铂珠宝首饰有限公司' })).toHaveAttribute('href', '#/user/home?uid=402');
    await expect(casting.queryByRole('img')).toBeNull();
    // No company: the nickname; an expert's badge.
    const designs = cardOf(canvas, POST_DESIGNS.title);
    await expect(designs.getByRole('link', { name: 'Yumi Sato' })).toHaveAttribute('href', '#/user/home?uid=403');
    await expect(designs.getByRole('img', { name: '专家认证' })).toBeVisible();
    await expect(designs.getByText('珠宝首饰 · 海外')).toBeVisible();
    // A tall picture is cut to 4:3 too; no picture, no <img>.
    const tall = canvas.getByRole('article', { name: POST_GEMS.title }).querySelector('img');
    await expect(tall).not.toBeNull();
    if (tall) await expect(getComputedStyle(tall).objectFit).toBe('cover');
    await expect(canvas.getByRole('article', { name: POST_TOOLS.title }).querySelector('img')).toBeNull();

    await picturesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** The search: the words go out trimmed with the filters; a category or a region goes out as soon as it is picked. */
export const Search: Story = {
  tags: ['!visual'],
  args: { filters: { keyword: '', category: null, region: 'east' } },
  render: (args) => <WithFilters {...args} />,
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('search', { name: '搜索供需信息' }));
    const box = form.getByRole('searchbox', { name: '关键词' });
    await expect(box).toHaveAttribute('maxlength', '50');
    await expect(box).toHaveAttribute('placeholder', '搜索标题或内容');
    const category = form.getByRole('combobox', { name: '分类' });
    const region = form.getByRole('combobox', { name: '地区' });
    await expect(category).toHaveValue('');
    await expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全部分类', '贵金属', '珠宝首饰', '宝石', '设备工具', '加工服务', '其他']);
    await expect(region).toHaveValue('east');
    await expect(
      within(region)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全部地区', '华北', '东北', '华东', '华中', '华南', '西南', '西北', '港澳台', '海外']);
    // Filtered: the number found is said.
    await expect(canvas.getByText('找到 20 条信息')).toBeVisible();

    await userEvent.type(box, '  铂海绵 ');
    await userEvent.click(form.getByRole('button', { name: '搜索' }));
    await expect(args.onFilter).toHaveBeenCalledTimes(1);
    await expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: '铂海绵', category: null, region: 'east' });

    await userEvent.selectOptions(category, '设备工具');
    await expect(args.onFilter).toHaveBeenCalledTimes(2);
    await expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: '铂海绵', category: 'equipment', region: 'east' });

    await expect(category).toHaveValue('equipment');

    await userEvent.selectOptions(region, '全部地区');
    await expect(args.onFilter).toHaveBeenCalledTimes(3);
    await expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: '铂海绵', category: 'equipment', region: null });
    await expect(region).toHaveValue('');

    // Words typed but not sent go out with a filter picked next.
    await userEvent.clear(box);
    await userEvent.type(box, '抛光机');
    await userEvent.selectOptions(category, '全部分类');
    await expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: '抛光机', category: null, region: null });
    await userEvent.type(box, '{Enter}');
    await expect(args.onFilter).toHaveBeenCalledTimes(5);
  },
};

/** Nothing posted yet: said so, with the way to post. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无信息')).toBeVisible();
    await expect(canvas.queryByText('没有符合条件的信息')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '清除筛选' })).toBeNull();
    // The header's link and the empty state's.
    const links = canvas.getAllByRole('link', { name: '发布信息' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '#/posts/add');
    await expect(canvas.queryByRole('list', { name: '供需信息' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
    await expect(canvas.getByRole('search', { name: '搜索供需信息' })).toBeVisible();
  },
};

/** A search and a filter that find nothing: said so, with a way to clear them both; no invitation to post. */
export const EmptySearch: Story = {
  args: { items: [], total: 0, tab: 'buy', filters: { keyword: '铑粉', category: 'metal', region: null } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('没有符合条件的信息')).toBeVisible();
    await expect(canvas.getByText('换个关键词或筛选条件试试')).toBeVisible();
    await expect(canvas.queryByText('暂无信息')).toBeNull();
    await expect(canvas.getAllByRole('link', { name: '发布信息' })).toHaveLength(1);
    await expect(canvas.queryByText(/^找到/)).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: '关键词' })).toHaveValue('铑粉');
    await expect(canvas.getByRole('combobox', { name: '分类' })).toHaveValue('metal');
    await expect(tabsOf(canvas, '信息范围').getByRole('link', { name: '求购' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onFilter).toHaveBeenCalledTimes(1);
    await expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: '', category: null, region: null });
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: '供需市场' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
    // The tabs and the search work while the list loads.
    await expect(canvas.getByRole('link', { name: '求购' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '关键词' })).toBeEnabled();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('信息加载失败，请稍后重试');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByText('暂无信息')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Titles at the width limit, unbroken words, long companies and nicknames: all wrap or clamp inside the cards. */
export const LongText: Story = {
  args: { items: LONG_POSTS, total: 3, filters: { keyword: '铂'.repeat(50), category: 'equipment', region: 'hmt' } },
  play: async ({ canvas, canvasElement }) => {
    const long = cardOf(canvas, POST_LONG.title);
    await expect(long.getByRole('link', { name: LONG_NAME })).toBeVisible();
    await expect(long.getByText('其他 · 港澳台')).toBeVisible();
    await expect(cardOf(canvas, '长'.repeat(20)).getByRole('link', { name: `林晓${LONG_NAME}` })).toBeVisible();
    // Titles stop at two lines.
    for (const title of canvas.getAllByRole('heading', { level: 2 })) {
      const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
      await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    }
    const root = canvasElement.querySelector('.spw-post-list') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const article of canvas.getAllByRole('article')) {
      await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    }
    const search = canvas.getByRole('search');
    await expect(search.scrollWidth).toBeLessThanOrEqual(search.clientWidth);
    await picturesLoaded(canvasElement);
  },
};

/** The English site: the site's words in English, the members' as they wrote them. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { items: POSTS, total: 3 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post an offer' })).toHaveAttribute('href', '#/posts/add');
    const tabs = tabsOf(canvas, 'Posts to show');
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['All', 'For sale', 'Wanted', 'My posts']);
    await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    const sponge = cardOf(canvas, POST_SPONGE.title);
    await expect(sponge.getByText('For sale')).toBeVisible();
    await expect(sponge.getByText('Precious metals · South-west China')).toBeVisible();
    await expect(sponge.getByText('Posted 19 Nov 2026')).toBeVisible();
    await expect(sponge.getByRole('img', { name: 'Verified organisation' })).toBeVisible();
    const casting = cardOf(canvas, POST_CASTING.title);
    await expect(casting.getByText('Wanted')).toBeVisible();
    await expect(casting.getByText('Services · South China')).toBeVisible();
    // A Chinese post stays Chinese.
    await expect(canvas.getByRole('heading', { level: 2, name: POST_CASTING.title })).toBeVisible();
    // No more than a page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    const form = within(canvas.getByRole('search', { name: 'Search the market' }));
    await expect(form.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('All categories');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Region' }), 'Hong Kong, Macao and Taiwan');
    await expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: '', category: null, region: 'hmt' });
    await userEvent.type(form.getByRole('searchbox', { name: 'Keywords' }), ' sponge {Enter}');
    await expect(args.onFilter).toHaveBeenLastCalledWith({ keyword: 'sponge', category: null, region: null });
    await expect(form.getByRole('button', { name: 'Search' })).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

/** A phone: one card across, the filters two to a row under the search, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [POST_SPONGE, POST_LONG, POST_CASTING] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(firstRow(canvas)).toBe(1);
    for (const article of canvas.getAllByRole('article')) {
      await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(375);
      await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    }
    const box = canvas.getByRole('searchbox', { name: '关键词' }).getBoundingClientRect();
    const category = canvas.getByRole('combobox', { name: '分类' }).getBoundingClientRect();
    const region = canvas.getByRole('combobox', { name: '地区' }).getBoundingClientRect();
    await expect(category.top).toBeGreaterThanOrEqual(box.bottom);
    await expect(Math.round(region.top)).toBe(Math.round(category.top));
    await expect(canvas.getByText('第 1 / 4 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await picturesLoaded(canvasElement);
  },
};

/** The member's own posts: each with its state, the open ones with their end date; no search. */
export const Mine: Story = {
  args: { tab: 'mine', items: MINE, total: MINE.length },
  play: async ({ canvas, canvasElement }) => {
    const tabs = tabsOf(canvas, '信息范围');
    await expect(tabs.getByRole('link', { name: '我的发布' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current');
    await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('href', '#/posts/list?tab=all');
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();

    const open = cardOf(canvas, POST_MINE.title);
    await expect(open.getByText('求购')).toBeVisible();
    await expect(open.getByText('进行中')).toHaveClass('spw-tag--success');
    await expect(open.getByText('有效期至 2026年12月18日')).toBeVisible();
    await expect(open.getByText('设备工具 · 华东')).toBeVisible();
    await expect(open.getByRole('link', { name: '海涛贸易' })).toHaveAttribute('href', '#/user/home?uid=404');
    await expect(open.queryByText('已隐藏')).toBeNull();

    const closed = cardOf(canvas, POST_CLOSED.title);
    await expect(closed.getByText('已关闭')).toBeVisible();
    await expect(closed.getByText('出售')).toBeVisible();
    await expect(closed.queryByText(/^有效期至/)).toBeNull();

    const expired = cardOf(canvas, POST_EXPIRED.title);
    await expect(expired.getByText('已过期')).toBeVisible();
    await expect(expired.queryByText(/^有效期至/)).toBeNull();

    const hidden = cardOf(canvas, POST_HIDDEN.title);
    await expect(hidden.getByText('进行中')).toBeVisible();
    await expect(hidden.getByText('已隐藏')).toHaveClass('spw-tag--danger');
    await expect(hidden.getByText('有效期至 2026年12月1日')).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

/** No posts of one's own yet. */
export const EmptyMine: Story = {
  tags: ['!visual'],
  args: { tab: 'mine', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('你还没有发布过信息')).toBeVisible();
    await expect(canvas.queryByText('暂无信息')).toBeNull();
    await expect(canvas.getAllByRole('link', { name: '发布信息' })).toHaveLength(2);
  },
};

/** A visitor: no '我的发布' tab, no way to post. */
export const Visitor: Story = {
  args: { showMine: false, addHref: null, items: POSTS, total: 3 },
  play: async ({ canvas }) => {
    const tabs = tabsOf(canvas, '信息范围');
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['全部', '出售', '求购']);
    await expect(canvas.queryByRole('link', { name: '我的发布' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '发布信息' })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(POSTS.length);
    await expect(canvas.getByRole('search', { name: '搜索供需信息' })).toBeVisible();
  },
};

/** A visitor on an empty market: no invitation to post either. */
export const VisitorEmpty: Story = {
  tags: ['!visual'],
  args: { showMine: false, addHref: null, items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无信息')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '发布信息' })).toBeNull();
  },
};
