import type { components } from '@spw/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UploadFn } from '../../components/Upload.tsx';
import { picturesLoaded } from '../../components/upload-story-kit.ts';
import { ARTICLES, picture } from '../article/articleFixtures.ts';
import { SeriesEditorScreen, type SeriesDraft, type SeriesEditorScreenProps, type SeriesSearch } from './SeriesEditorScreen.tsx';
import { SERIES_ADMIN_ITEMS, VIDEOS } from './videoFixtures.ts';
import type { SeriesAdmin, SeriesEntry, VideoItem } from './videoText.ts';

type ArticleItem = components['schemas']['ArticleItem'];

/** A saved series as the form opens it. */
const draftOf = (s: SeriesAdmin): SeriesDraft => ({
  title: s.title,
  en_title: s.en_title,
  summary: s.summary,
  en_summary: s.en_summary,
  cover: s.cover,
  entries: s.entries,
  is_public: s.is_public,
});

const NEW_DRAFT: SeriesDraft = { title: '', en_title: '', summary: '', en_summary: '', cover: '', entries: [], is_public: 1 };

/** Three videos and two articles, in the order video, article, video, article, video. */
const STARTER = SERIES_ADMIN_ITEMS[0] as SeriesAdmin;
const STARTER_DRAFT = draftOf(STARTER);

/** The ore film, the studio visit, prices in three minutes (all chosen in STARTER), the opening film (not). */
const [ORE, STUDIO, PRICES, OPENING] = VIDEOS as [VideoItem, VideoItem, VideoItem, VideoItem];
/** The market review and the interview (chosen in STARTER), Shuibei and hydrogen (not). */
const [REVIEW, INTERVIEW, SHUIBEI, HYDROGEN] = ARTICLES as [ArticleItem, ArticleItem, ArticleItem, ArticleItem];

const videoEntry = (video: VideoItem): SeriesEntry => ({ kind: 'video', id: video.id, video, article: null });
const articleEntry = (article: ArticleItem): SeriesEntry => ({ kind: 'article', id: article.id, video: null, article });

/** What the page's two searches find: videos by either title, published articles by title. */
const find = (keyword: string): SeriesSearch => {
  const has = (text: string) => text.toLowerCase().includes(keyword.toLowerCase());
  return {
    keyword,
    status: 'ready',
    videos: VIDEOS.filter((v) => has(v.title) || has(v.en_title)),
    articles: ARTICLES.filter((a) => has(a.title)),
  };
};

/** The editor with a page behind it that runs each search at once. */
function Searching(args: SeriesEditorScreenProps) {
  const [search, setSearch] = useState(args.search);
  return (
    <SeriesEditorScreen
      {...args}
      search={search}
      onSearch={(keyword) => {
        args.onSearch(keyword);
        setSearch(find(keyword));
      }}
    />
  );
}

/** Video entries with ids from 100, as many as asked. */
const manyEntries = (count: number) =>
  Array.from({ length: count }, (_, i) => videoEntry({ ...ORE, id: 100 + i, title: `铂金课堂 第 ${i + 1} 集`, en_title: '' }));

const COVER = picture('NEW', 640, 360, 20);

const meta = {
  title: 'Features/Media/SeriesEditor',
  component: SeriesEditorScreen,
  args: {
    status: 'ready',
    mode: 'add',
    initial: NEW_DRAFT,
    onSubmit: fn(),
    uploadCover: fn<UploadFn>(async () => ({ url: COVER })),
    search: { keyword: '', status: 'idle', videos: [], articles: [] },
    onSearch: fn(),
    backHref: '#/creator/series/list',
    onRetry: fn(),
  },
} satisfies Meta<typeof SeriesEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The chosen list's items: each title and its kind, in order. */
const chosen = (canvas: Canvas, name = '已选的内容') =>
  within(canvas.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => [li.querySelector('.spw-article-pick__title')?.textContent, li.querySelector('.spw-series-kind')?.textContent]);
/** A control's own <label> element. */
const labelOf = (control: HTMLElement) => (control as HTMLInputElement).labels?.[0];
/** The hidden file input of the cover, found from its box. */
const coverInput = (root: HTMLElement) => root.querySelector('.spw-live-form__cover input[type="file"]') as HTMLInputElement;
const png = (name = 'cover.png') => new File(['png'], name, { type: 'image/png' });

/** A new series on the Chinese site: its parts, every field labelled, nothing chosen yet, public by default. */
export const Add: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '新建系列' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回系列管理' })).toHaveAttribute('href', '#/creator/series/list');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['基本信息', '内容', '公开']);
    // Each field has a real <label>.
    const title = canvas.getByRole('textbox', { name: '标题' });
    await expect(title).toBeRequired();
    await expect(title).toHaveAttribute('maxlength', '80');
    await expect(title).toHaveAttribute('lang', 'zh-CN');
    for (const [name, max] of [
      [/^标题/, '80'],
      [/^英文标题/, '160'],
      [/^简介/, '300'],
      [/^英文简介/, '600'],
    ] as const) {
      const control = canvas.getByLabelText(name);
      await expect(labelOf(control)?.tagName).toBe('LABEL');
      await expect(control).toHaveAttribute('maxlength', max);
    }
    await expect(canvas.getByRole('textbox', { name: /^英文标题/ })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('textbox', { name: /^英文简介/ })).toHaveAccessibleDescription(/^英文站显示；不填则显示中文简介/);
    await expect(canvas.getByRole('group', { name: /^封面/ })).toHaveAccessibleDescription(/^一张，jpg 或 png/);
    const visible = canvas.getByRole('checkbox', { name: '公开这个系列' });
    await expect(labelOf(visible)?.tagName).toBe('LABEL');
    await expect(visible).toBeChecked();
    // The entries: one search box for both kinds, nothing chosen.
    await expect(canvas.getByRole('group', { name: /^视频和文章/ })).toHaveAccessibleDescription(/最多 50 项/);
    await expect(canvas.getByRole('searchbox', { name: '搜索视频和文章' })).toHaveValue('');
    await expect(canvas.getByText('已选 0 / 50')).toBeVisible();
    await expect(canvas.getByText('还没有内容：先搜索，再添加。')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '已选的内容' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

/** A series from start to save: its words, its cover, a video and an article from one search; sent in the order chosen. */
export const AddAndSave: Story = {
  tags: ['!visual'],
  render: (args) => <Searching {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '标题' }), '铂金周精选');
    await userEvent.type(canvas.getByRole('textbox', { name: /^英文标题/ }), 'Platinum Week picks');
    await userEvent.type(canvas.getByRole('textbox', { name: /^简介/ }), '一周里最值得看的片子和文章。');
    await userEvent.upload(coverInput(canvasElement), png());
    await waitFor(() => expect(args.uploadCover).toHaveBeenCalledOnce());

    // One box, Enter: both kinds found, in two groups; the form is not sent.
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索视频和文章' }), '铂金{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('铂金');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('找到 6 项')).toBeVisible();
    const videos = within(canvas.getByRole('list', { name: '视频' }));
    const articles = within(canvas.getByRole('list', { name: '文章' }));
    await expect(videos.getAllByRole('listitem')).toHaveLength(3);
    await expect(articles.getAllByRole('listitem')).toHaveLength(3);
    await expect(videos.getByText('3:03')).toBeVisible();

    await userEvent.click(videos.getByRole('button', { name: `添加 ${PRICES.title}` }));
    await expect(videos.getByRole('button', { name: `已添加 ${PRICES.title}` })).toBeDisabled();
    await expect(canvas.getByText(`已添加《${PRICES.title}》`)).toBeInTheDocument();
    // The focus goes on to the next one still to add.
    await expect(videos.getByRole('button', { name: `添加 ${OPENING.title}` })).toHaveFocus();
    await userEvent.click(articles.getByRole('button', { name: `添加 ${SHUIBEI.title}` }));
    await expect(articles.getByRole('button', { name: `已添加 ${SHUIBEI.title}` })).toBeDisabled();
    await expect(canvas.getByText('已选 2 / 50')).toBeVisible();
    await expect(chosen(canvas)).toEqual([
      [PRICES.title, '视频'],
      [SHUIBEI.title, '文章'],
    ]);

    await userEvent.click(canvas.getByRole('checkbox', { name: '公开这个系列' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...NEW_DRAFT,
      title: '铂金周精选',
      en_title: 'Platinum Week picks',
      summary: '一周里最值得看的片子和文章。',
      cover: COVER,
      entries: [videoEntry(PRICES), articleEntry(SHUIBEI)],
      is_public: 0,
    });
  },
};

/** A saved series (SERIES_ADMIN_ITEMS[0]): its words, its cover, its five entries in order with their kinds; saved as it was. */
export const Edit: Story = {
  args: { mode: 'edit', initial: STARTER_DRAFT },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑系列' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveValue(STARTER.title);
    await expect(canvas.getByRole('textbox', { name: /^英文标题/ })).toHaveValue(STARTER.en_title);
    await expect(canvas.getByRole('textbox', { name: /^简介/ })).toHaveValue(STARTER.summary);
    await expect(canvas.getByRole('textbox', { name: /^英文简介/ })).toHaveValue(STARTER.en_summary);
    await expect(canvas.getByText('已选 5 / 50')).toBeVisible();
    await expect(chosen(canvas)).toEqual([
      [ORE.title, '视频'],
      [REVIEW.title, '文章'],
      [STUDIO.title, '视频'],
      [INTERVIEW.title, '文章'],
      [PRICES.title, '视频'],
    ]);
    // A video's length beside its kind; the ends of the list cannot move further.
    await expect(canvas.getByText('12:34')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `上移 ${ORE.title}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `下移 ${PRICES.title}` })).toBeDisabled();
    await expect(canvas.getByText(INTERVIEW.title, { selector: '.spw-article-pick__title' })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('checkbox', { name: '公开这个系列' })).toBeChecked();
    await picturesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(STARTER_DRAFT);
  },
};

/** A search's results in two groups: what is chosen already is marked and cannot be added twice; a video and an article added. */
export const WithSearchResults: Story = {
  args: { mode: 'edit', initial: STARTER_DRAFT, search: find('铂金') },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('searchbox', { name: '搜索视频和文章' })).toHaveValue('铂金');
    await expect(canvas.getByText('找到 6 项')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['视频', '文章']);
    const videos = within(canvas.getByRole('list', { name: '视频' }));
    const articles = within(canvas.getByRole('list', { name: '文章' }));
    await expect(videos.getByRole('button', { name: `已添加 ${ORE.title}` })).toBeDisabled();
    await expect(videos.getByRole('button', { name: `已添加 ${PRICES.title}` })).toBeDisabled();
    await expect(articles.getByRole('button', { name: `已添加 ${REVIEW.title}` })).toBeDisabled();
    await expect(articles.getByRole('button', { name: `添加 ${HYDROGEN.title}` })).toBeEnabled();

    await userEvent.click(videos.getByRole('button', { name: `添加 ${OPENING.title}` }));
    // On to the next still to add, past the chosen ones and into the articles.
    await expect(articles.getByRole('button', { name: `添加 ${SHUIBEI.title}` })).toHaveFocus();
    await userEvent.click(articles.getByRole('button', { name: `添加 ${HYDROGEN.title}` }));
    await expect(articles.getByRole('button', { name: `添加 ${SHUIBEI.title}` })).toHaveFocus();
    await expect(canvas.getByText('已选 7 / 50')).toBeVisible();
    await expect(chosen(canvas).slice(5)).toEqual([
      [OPENING.title, '视频'],
      [HYDROGEN.title, '文章'],
    ]);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await picturesLoaded(canvasElement);
  },
};

/** Moving and removing: the focus stays with the entry moved (or goes to the next), each change said; the save has the new order. */
export const MoveAndRemove: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: STARTER_DRAFT },
  play: async ({ canvas, args }) => {
    const down = canvas.getByRole('button', { name: `下移 ${ORE.title}` });
    await userEvent.click(down);
    await expect(canvas.getByText(`《${ORE.title}》移到第 2 项`)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `下移 ${ORE.title}` })).toHaveFocus();
    await expect(chosen(canvas).map(([title]) => title)).toEqual([REVIEW.title, ORE.title, STUDIO.title, INTERVIEW.title, PRICES.title]);
    await userEvent.click(canvas.getByRole('button', { name: `上移 ${PRICES.title}` }));
    await expect(chosen(canvas).map(([title]) => title)).toEqual([REVIEW.title, ORE.title, STUDIO.title, PRICES.title, INTERVIEW.title]);

    await userEvent.click(canvas.getByRole('button', { name: `移除 ${STUDIO.title}` }));
    await expect(canvas.getByText(`已移除《${STUDIO.title}》`)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `移除 ${PRICES.title}` })).toHaveFocus();
    await expect(canvas.getByText('已选 4 / 50')).toBeVisible();
    // The last one goes: the focus to the one before it.
    await userEvent.click(canvas.getByRole('button', { name: `移除 ${INTERVIEW.title}` }));
    await expect(canvas.getByRole('button', { name: `移除 ${PRICES.title}` })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...STARTER_DRAFT,
      entries: [articleEntry(REVIEW), videoEntry(ORE), videoEntry(PRICES)],
    });
  },
};

/** Nothing is sent without a title or with words over their limits; the first complaint takes the focus. */
export const ClientErrors: Story = {
  args: { mode: 'edit', initial: { ...STARTER_DRAFT, title: '', en_summary: 'Platinum '.repeat(70) } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const title = canvas.getByRole('textbox', { name: '标题' });
    await expect(title).toHaveFocus();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('请输入系列标题');
    const enSummary = canvas.getByRole('textbox', { name: /^英文简介/ });
    await expect(enSummary).toHaveAccessibleDescription(/^不能超过 600 个字符/);

    // Correcting a field takes its complaint away; the next save points at the next one.
    await userEvent.type(title, '铂金入门');
    await expect(canvas.queryByText('请输入系列标题')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(enSummary).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Back to the state the picture shows: both complaints at their fields.
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请输入系列标题')).toBeVisible();
    await expect(canvas.getByText('不能超过 600 个字符')).toBeVisible();
    await expect(title).toHaveFocus();
  },
};

/** The English site's complaint for an empty title. */
export const EnglishClientError: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Enter a title');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** More than fifty entries (an old series): not sent; the list says why and its search box takes the focus. */
export const TooManyEntries: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: { ...STARTER_DRAFT, entries: manyEntries(51) }, search: find('铂金') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('已选 51 / 50')).toBeVisible();
    await expect(canvas.getByText('已选 50 项，达到上限；移除一些后才能再添加。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `添加 ${OPENING.title}` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('searchbox', { name: '搜索视频和文章' })).toHaveFocus();
    await expect(canvas.getByRole('group', { name: /^视频和文章/ })).toHaveAccessibleDescription(/最多 50 项，请移除一些/);
    await userEvent.click(canvas.getByRole('button', { name: '移除 铂金课堂 第 51 集' }));
    await expect(canvas.queryByText('最多 50 项，请移除一些')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...STARTER_DRAFT, entries: manyEntries(50) });
  },
};

/** The server's word on the entries, shown at the list; its search box takes the focus. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    initial: STARTER_DRAFT,
    errors: { entries: '第 3 项：视频 2 已不公开，不能加入系列' },
  },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('searchbox', { name: '搜索视频和文章' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription(/第 3 项：视频 2 已不公开/);
    await expect(canvas.getByRole('group', { name: /^视频和文章/ })).toHaveAccessibleDescription(/^第 3 项：视频 2 已不公开，不能加入系列/);
    await expect(canvas.getByRole('textbox', { name: '标题' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
    await picturesLoaded(canvasElement);
  },
};

/** Changing the entries answers the server's word on them; the save sends the change. */
export const ServerErrorAnswered: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: STARTER_DRAFT, errors: { entries: '第 3 项：视频 2 已不公开，不能加入系列', title: '已有同名系列' } },
  play: async ({ canvas, args }) => {
    // The first field in the form's order takes the focus.
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveAccessibleDescription('已有同名系列');
    await userEvent.click(canvas.getByRole('button', { name: `移除 ${STUDIO.title}` }));
    await expect(canvas.queryByText('第 3 项：视频 2 已不公开，不能加入系列')).toBeNull();
    await expect(canvas.getByText('已有同名系列')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...STARTER_DRAFT,
      entries: STARTER_DRAFT.entries.filter((e) => e.video !== STUDIO),
    });
  },
};

/** A save on its way: the button waits and a second press sends nothing. */
export const Submitting: Story = {
  args: { mode: 'edit', initial: STARTER_DRAFT, submitting: true },
  play: async ({ canvas, canvasElement, args }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await picturesLoaded(canvasElement);
  },
};

/** A cover on its way holds the save, and says why. */
export const UploadWaits: Story = {
  tags: ['!visual'],
  args: { uploadCover: fn<UploadFn>(() => new Promise(() => undefined)), initial: { ...NEW_DRAFT, title: '铂金周精选' } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(coverInput(canvasElement), png());
    const save = canvas.getByRole('button', { name: '保存' });
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(save);
    await expect(canvas.getByText('图片还在上传，请稍候再保存')).toHaveAttribute('role', 'alert');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The search asks the page (button or Enter); while it runs, when it fails (retry), when it finds nothing, or one kind only. */
export const SearchStates: Story = {
  tags: ['!visual'],
  args: { search: { keyword: '铂金', status: 'loading', videos: [], articles: [] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('正在搜索…')).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: '搜索视频和文章' });
    await userEvent.clear(box);
    await userEvent.type(box, ' 婚戒 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('婚戒');
    await userEvent.type(box, '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SearchFailed: Story = {
  tags: ['!visual'],
  args: { search: { keyword: '铂金', status: 'error', videos: [], articles: [] } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByText('搜索失败，请重试').closest('[role="alert"]') as HTMLElement;
    await expect(alert).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onSearch).toHaveBeenCalledWith('铂金');
  },
};

export const SearchFoundNothing: Story = {
  tags: ['!visual'],
  args: { search: { keyword: '钯金', status: 'ready', videos: [], articles: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有找到与“钯金”相关的视频或文章')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const SearchOneKind: Story = {
  tags: ['!visual'],
  args: { search: find('Yumi') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('找到 1 项')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '视频' })).toBeVisible();
    await expect(canvas.getByText('没有匹配的视频')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '视频' })).toBeNull();
    await expect(within(canvas.getByRole('list', { name: '文章' })).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Fifty chosen: nothing more can be added, and it says so. */
export const Full: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: { ...STARTER_DRAFT, entries: manyEntries(50) }, search: find('铂金') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已选 50 / 50')).toBeVisible();
    await expect(canvas.getByText('已选 50 项，达到上限；移除一些后才能再添加。')).toBeVisible();
    for (const button of canvas.getAllByRole('button', { name: /^添加 / })) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '移除 铂金课堂 第 1 集' }));
    await expect(canvas.getByRole('button', { name: `添加 ${OPENING.title}` })).toBeEnabled();
  },
};

/** Entries readers can no longer see (deleted or hidden since): named by kind and number, and marked. */
export const GoneEntries: Story = {
  tags: ['!visual'],
  args: {
    mode: 'edit',
    initial: {
      ...STARTER_DRAFT,
      entries: [
        videoEntry(ORE),
        { kind: 'video', id: 77, video: null, article: null },
        { kind: 'article', id: 88, video: null, article: null },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await expect(chosen(canvas)).toEqual([
      [ORE.title, '视频'],
      ['视频 #77', '视频'],
      ['文章 #88', '文章'],
    ]);
    await expect(canvas.getAllByText('读者看不到')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '移除 视频 #77' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...STARTER_DRAFT,
      entries: [videoEntry(ORE), { kind: 'article', id: 88, video: null, article: null }],
    });
  },
};

/** The English site: every label, hint and button in English; English titles where there are; Chinese ones marked Chinese. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { mode: 'edit', initial: STARTER_DRAFT, search: find('platinum') },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit series' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to series' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Basics', 'Contents', 'Visibility']);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByRole('textbox', { name: /^Title in English/ })).toHaveValue(STARTER.en_title);
    await expect(canvas.getByRole('checkbox', { name: 'Show this series to the public' })).toBeChecked();
    await expect(canvas.getByText('3 matches')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Videos', 'Articles']);
    await expect(canvas.getByRole('button', { name: `Added ${ORE.en_title}` })).toBeDisabled();
    await expect(canvas.getByText('5 of 50 chosen')).toBeVisible();
    await expect(chosen(canvas, 'Chosen entries')).toEqual([
      [ORE.en_title, 'Video'],
      [REVIEW.title, 'Article'],
      [STUDIO.en_title, 'Video'],
      [INTERVIEW.title, 'Article'],
      [PRICES.en_title, 'Video'],
    ]);
    await picturesLoaded(canvasElement);
    // No Chinese outside what is marked Chinese (the admins' own words).
    const root = canvasElement.cloneNode(true) as HTMLElement;
    for (const zh of root.querySelectorAll('[lang="zh-CN"]')) zh.remove();
    for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) field.remove();
    await expect(root.textContent ?? '').not.toMatch(/[\u4e00-\u9fff]/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(STARTER_DRAFT);
  },
};

export const Loading: Story = {
  args: { status: 'loading', mode: 'edit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑系列' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', mode: 'edit' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('系列加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone: one column, the results and the chosen list wrap their buttons under the titles; no sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mode: 'edit', initial: STARTER_DRAFT, search: find('铂金') },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('textbox', { name: '标题' });
    const enTitle = canvas.getByRole('textbox', { name: /^英文标题/ });
    await expect(enTitle.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    await picturesLoaded(canvasElement);
    for (const part of canvasElement.querySelectorAll<HTMLElement>('.spw-live-form, .spw-article-picker, .spw-article-pick, .spw-field')) {
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
    }
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
