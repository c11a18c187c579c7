import type { components } from '@spw/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { ARTICLES, picture } from '../article/articleFixtures.ts';
import { chosen, GUIDE_DRAFT, NEARLY_FULL_DRAFT, NEW_DRAFT } from './specialFixtures.ts';
import { SpecialEditorScreen, type SpecialEditorScreenProps } from './SpecialEditorScreen.tsx';

type ArticleItem = components['schemas']['ArticleItem'];

const article = (id: number): ArticleItem => {
  const found = ARTICLES.find((a) => a.id === id);
  if (!found) throw new globalThis.Error(`no article ${id}`);
  return found;
};
/** The market review (pinned, Chinese), the interview (English), Shuibei and hydrogen (Chinese). */
const [REVIEW, INTERVIEW, SHUIBEI, HYDROGEN] = [21, 22, 23, 24].map(article) as [ArticleItem, ArticleItem, ArticleItem, ArticleItem];

/** What the page's search finds: published articles whose title holds the keyword. */
const find = (keyword: string) => ARTICLES.filter((a) => a.title.toLowerCase().includes(keyword.toLowerCase()));

/** The editor with a page behind it that runs each search at once. */
function Searching(args: SpecialEditorScreenProps) {
  const [search, setSearch] = useState(args.search);
  return (
    <SpecialEditorScreen
      {...args}
      search={search}
      onSearch={(keyword) => {
        args.onSearch(keyword);
        setSearch({ keyword, status: 'ready', results: find(keyword) });
      }}
    />
  );
}

const meta = {
  title: 'Features/Special/SpecialEditor',
  component: SpecialEditorScreen,
  args: {
    status: 'ready',
    mode: 'add',
    initial: NEW_DRAFT,
    onSubmit: fn(),
    uploadBanner: fn(async () => ({ url: picture('banner', 1280, 400, 120) })),
    search: { keyword: '', status: 'idle', results: [] },
    onSearch: fn(),
    backHref: '#/creator/special/list',
    onRetry: fn(),
  },
} satisfies Meta<typeof SpecialEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The titles in the chosen list, in its order. */
const chosenTitles = (canvas: Canvas, name = '已加入的文章') =>
  within(canvas.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.spw-article-pick__title')?.textContent);

const FOUND = { keyword: '铂金', status: 'ready', results: find('铂金') } as const;

/** A saved topic on the Chinese site: its words, banner, state and articles in order; one unpublished since. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  args: { mode: 'edit', initial: GUIDE_DRAFT, search: { ...FOUND, results: [...FOUND.results] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑专题' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回我的专题' })).toHaveAttribute('href', '#/creator/special/list');
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveValue(GUIDE_DRAFT.title);
    await expect(canvas.getByRole('textbox', { name: /^英文标题/ })).toHaveValue(GUIDE_DRAFT.en_title);
    await expect(canvas.getByRole('textbox', { name: /^英文标题/ })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('radio', { name: '发布' })).toBeChecked();
    await expect(canvas.getByText('已加入 3 / 50 篇')).toBeVisible();
    await expect(chosenTitles(canvas)).toEqual(GUIDE_DRAFT.articles.map((a) => a.title));
    // The ends of the list cannot move further; the article its author unpublished is marked.
    await expect(canvas.getByRole('button', { name: `上移 ${REVIEW.title}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^下移 婚戒选购/ })).toBeDisabled();
    const hidden = canvas.getByText('读者看不到（未发布）');
    await expect(hidden.closest('li')).toHaveTextContent('婚戒选购：为什么越来越多新人选择铂金素圈');
    await expect(canvas.getAllByText('读者看不到（未发布）')).toHaveLength(1);
    // A chosen article among the results is marked and cannot be added twice.
    await expect(canvas.getByRole('button', { name: `已加入 ${REVIEW.title}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `加入 ${SHUIBEI.title}` })).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: '暂不发布' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存修改' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...GUIDE_DRAFT, status: 0 });
  },
};

/** A new topic: nothing chosen yet, published by default. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '新建专题' })).toBeVisible();
    await expect(canvas.getByText('还没有加入文章：先搜索，再加入。')).toBeVisible();
    await expect(canvas.getByText('已加入 0 / 50 篇')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '发布' })).toBeChecked();
    await expect(canvas.queryByRole('list', { name: '已加入的文章' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '创建专题' })).toBeEnabled();
  },
};

/** Nothing is sent without a title and an article, or with words over their limits; each says so at its field. */
export const Validation: Story = {
  args: { initial: { ...NEW_DRAFT, en_title: 'Platinum '.repeat(15) } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '创建专题' }));
    await expect(canvas.getByText('请输入专题标题')).toBeVisible();
    await expect(canvas.getByText('英文标题不能超过 120 个字符')).toBeVisible();
    await expect(canvas.getByText('请至少加入一篇文章')).toBeVisible();
    const title = canvas.getByRole('textbox', { name: '标题' });
    await expect(title).toHaveFocus();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group', { name: /^文章/ })).toHaveAccessibleDescription(/请至少加入一篇文章/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Correcting a field takes its complaint away; the others stay.
    await userEvent.type(title, '铂金周精选');
    await expect(canvas.queryByText('请输入专题标题')).toBeNull();
    await expect(canvas.getByText('请至少加入一篇文章')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '创建专题' }));
    await expect(canvas.getByRole('textbox', { name: /^英文标题/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Search, add, move and remove: the focus stays with the article moved, and the save has the list's order. */
export const SearchAddMove: Story = {
  render: (args) => <Searching {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '标题' }), '铂金周精选');
    const box = canvas.getByRole('searchbox', { name: '搜索已发布的文章' });
    await userEvent.type(box, '铂金{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('铂金');
    // Enter searched; it did not send the form.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('找到 3 篇文章')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `加入 ${REVIEW.title}` }));
    await expect(canvas.getByRole('button', { name: `已加入 ${REVIEW.title}` })).toBeDisabled();
    // On to the next article still to add.
    await expect(canvas.getByRole('button', { name: `加入 ${SHUIBEI.title}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: `加入 ${HYDROGEN.title}` }));
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    // A second search, with the button.
    await userEvent.clear(box);
    await userEvent.type(box, 'platinum');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('platinum');
    await userEvent.click(canvas.getByRole('button', { name: `加入 ${INTERVIEW.title}` }));
    await expect(chosenTitles(canvas)).toEqual([REVIEW.title, SHUIBEI.title, HYDROGEN.title, INTERVIEW.title]);
    await expect(canvas.getByText('已加入 4 / 50 篇')).toBeVisible();

    // Up twice: the focus stays on the pressed button.
    const up = canvas.getByRole('button', { name: `上移 ${INTERVIEW.title}` });
    await userEvent.click(up);
    await expect(canvas.getByRole('button', { name: `上移 ${INTERVIEW.title}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(chosenTitles(canvas)).toEqual([REVIEW.title, INTERVIEW.title, SHUIBEI.title, HYDROGEN.title]);
    await expect(canvas.getByText(`《${INTERVIEW.title}》移到第 2 篇`)).toBeInTheDocument();
    // Up to the top: that button can go no further, so the focus moves to its other one.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: `上移 ${INTERVIEW.title}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `下移 ${INTERVIEW.title}` })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: `下移 ${REVIEW.title}` }));
    await expect(chosenTitles(canvas)).toEqual([INTERVIEW.title, SHUIBEI.title, REVIEW.title, HYDROGEN.title]);
    // Removing one moves the focus to the next article's remove button.
    await userEvent.click(canvas.getByRole('button', { name: `移除 ${SHUIBEI.title}` }));
    await expect(canvas.getByRole('button', { name: `移除 ${REVIEW.title}` })).toHaveFocus();
    await expect(chosenTitles(canvas)).toEqual([INTERVIEW.title, REVIEW.title, HYDROGEN.title]);

    await userEvent.click(canvas.getByRole('button', { name: '创建专题' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '铂金周精选',
        status: 1,
        articles: [chosen(INTERVIEW), chosen(REVIEW), chosen(HYDROGEN)],
      }),
    );
  },
};

/** The server's word on a field, shown there (the articles' under the list); a save on its way holds the button. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    initial: GUIDE_DRAFT,
    submitting: true,
    errors: {
      title: '已有同名的专题',
      banner: '请使用本站上传的图片',
      article_ids: '只能加入已发布的文章：34 不可用',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveAccessibleDescription('已有同名的专题');
    await expect(canvas.getByText('请使用本站上传的图片')).toBeVisible();
    const group = canvas.getByRole('group', { name: /^文章/ });
    await expect(group).toHaveAccessibleDescription(/只能加入已发布的文章：34 不可用/);
    // Under the list, not above it.
    const error = canvas.getByText('只能加入已发布的文章：34 不可用');
    const list = canvas.getByRole('list', { name: '已加入的文章' });
    await expect(error.getBoundingClientRect().top).toBeGreaterThan(list.getBoundingClientRect().bottom - 1);
    const save = canvas.getByRole('button', { name: '保存修改' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
  },
};

/** Fifty articles at most: the fiftieth fills the topic, says so and holds the other add buttons until one goes. */
export const Limit: Story = {
  tags: ['!visual'],
  render: (args) => <Searching {...args} />,
  args: { initial: NEARLY_FULL_DRAFT, search: { ...FOUND, results: [...FOUND.results] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已加入 49 / 50 篇')).toBeVisible();
    await expect(canvas.queryByText(/达到上限/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `加入 ${REVIEW.title}` }));
    await expect(canvas.getByText('已加入 50 / 50 篇')).toBeVisible();
    await expect(canvas.getByText('已加入 50 篇，达到上限；移除一些后才能再加入。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `加入 ${SHUIBEI.title}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `加入 ${HYDROGEN.title}` })).toBeDisabled();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '移除 铂金周每日快讯 第 1 期' }));
    await expect(canvas.queryByText(/达到上限/)).toBeNull();
    await expect(canvas.getByRole('button', { name: `加入 ${SHUIBEI.title}` })).toBeEnabled();
  },
};

/** The search failed: said so, with a retry of the same words. */
export const SearchFailed: Story = {
  args: { search: { keyword: '铂金', status: 'error', results: [] } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByText('搜索失败，请重试').closest('[role="alert"]') as HTMLElement;
    await expect(alert).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onSearch).toHaveBeenCalledWith('铂金');
  },
};

/** A search under way, then one that finds nothing. */
export const SearchStates: Story = {
  tags: ['!visual'],
  args: { search: { keyword: '钯', status: 'loading', results: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在搜索…')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '搜索结果' })).toBeNull();
  },
};

export const NothingFound: Story = {
  tags: ['!visual'],
  args: { search: { keyword: '钯', status: 'ready', results: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有找到与“钯”相关的已发布文章')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '搜索结果' })).toBeNull();
  },
};

/** The English site: every label, the count, the unpublished mark and the buttons' names. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { mode: 'edit', initial: GUIDE_DRAFT },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit special topic' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByRole('textbox', { name: /^English title/ })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('textbox', { name: /^English introduction/ })).toHaveValue(GUIDE_DRAFT.en_summary);
    await expect(canvas.getByRole('radio', { name: 'Publish' })).toBeChecked();
    await expect(canvas.getByText('3 of 50 added')).toBeVisible();
    await expect(canvas.getByText('Hidden from readers (unpublished)')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search published articles' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Move down ${REVIEW.title}` }));
    await expect(chosenTitles(canvas, 'Articles in the topic')).toEqual([INTERVIEW.title, REVIEW.title, GUIDE_DRAFT.articles[2]?.title]);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...GUIDE_DRAFT,
      articles: [GUIDE_DRAFT.articles[1], GUIDE_DRAFT.articles[0], GUIDE_DRAFT.articles[2]],
    });
  },
};

export const Loading: Story = {
  args: { status: 'loading', mode: 'edit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑专题' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', mode: 'edit' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('专题加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const LONG_TITLE = `${LONG_NAME}${LONG_NAME}`;

/** Long words everywhere: titles at their limits, unbroken words, long article titles; nothing overflows. */
export const LongText: Story = {
  args: {
    mode: 'edit',
    initial: {
      ...GUIDE_DRAFT,
      title: LONG_TITLE.slice(0, 60),
      en_title: 'Shanghai-Platinum-Week-'.repeat(5),
      en_summary: 'https://www.shanghai-platinum-week.example.com/specials/2026/the-complete-guide-to-platinum-week.html',
      articles: GUIDE_DRAFT.articles.map((a) => ({ ...a, title: `${a.title}${LONG_TITLE}` })),
    },
    search: { keyword: LONG_NAME, status: 'ready', results: ARTICLES.map((a) => ({ ...a, title: `${a.title}${LONG_TITLE}` })) },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(`找到 4 篇文章`)).toBeVisible();
    for (const item of within(canvas.getByRole('list', { name: '已加入的文章' })).getAllByRole('listitem')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    }
    const root = canvasElement.querySelector('.spw-special-write') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** On a phone: one column, each article's buttons under its title, no sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mode: 'edit', initial: GUIDE_DRAFT, search: { ...FOUND, results: [...FOUND.results] } },
  play: async ({ canvas }) => {
    const title = canvas.getByText(REVIEW.title, { selector: '.spw-article-pick__title' });
    const down = canvas.getByRole('button', { name: `下移 ${REVIEW.title}` });
    await expect(down.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom - 1);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
