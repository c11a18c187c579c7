import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import {
  LONG_MINE,
  MINE_ARTICLES,
  MINE_DRAFT,
  MINE_PENDING,
  MINE_PUBLISHED,
  MINE_REJECTED,
  MINE_REJECTED_EN,
  MINE_REVISION_DRAFT,
  MINE_REVISION_PENDING,
  MINE_REVISION_REJECTED,
  MINE_UNPUBLISHED,
} from './creatorFixtures.ts';
import { CreatorArticleListScreen } from './CreatorArticleListScreen.tsx';

const meta = {
  title: 'Features/Article/CreatorArticleList',
  component: CreatorArticleListScreen,
  args: {
    status: 'ready',
    items: MINE_ARTICLES,
    total: MINE_ARTICLES.length,
    page: 1,
    rows: 10,
    onPageChange: fn(),
    filter: 'all',
    onFilterChange: fn(),
    addHref: '#/creator/article/add',
    editHrefOf: (item) => `#/creator/article/edit?id=${item.id}`,
    previewHrefOf: (item) => `#/article/preview?id=${item.id}`,
    readHrefOf: (item) => `#/article/detail?id=${item.id}`,
    onPublish: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreatorArticleListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row of an article, found by its title. */
const rowOf = (canvas: ReturnType<typeof within>, title: string) =>
  within(canvas.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement);

/** Every state on the Chinese site: tags, reasons, counts and the actions each state allows. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的文章' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '写文章' })).toHaveAttribute('href', '#/creator/article/add');
    await expect(canvas.getByRole('tablist', { name: '按状态筛选文章' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '草稿',
      '待审核',
      '未通过',
      '未发布',
      '已发布',
    ]);
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(MINE_ARTICLES.length);

    // Published: counts, and every action; the edit link names its article.
    const published = rowOf(canvas, MINE_PUBLISHED.title);
    await expect(published.getByText('已发布')).toBeVisible();
    await expect(published.getByText('1,286 赞')).toBeVisible();
    await expect(published.getByText('342 收藏')).toBeVisible();
    await expect(published.getByText('更新于 2026年11月12日')).toBeVisible();
    await expect(published.getByRole('link', { name: `编辑 ${MINE_PUBLISHED.title}` })).toHaveAttribute(
      'href',
      `#/creator/article/edit?id=${MINE_PUBLISHED.id}`,
    );
    await expect(published.getByRole('link', { name: /^预览/ })).toHaveAttribute('href', `#/article/preview?id=${MINE_PUBLISHED.id}`);
    await expect(published.getByRole('link', { name: /^查看/ })).toHaveAttribute('href', `#/article/detail?id=${MINE_PUBLISHED.id}`);
    await expect(published.getByRole('button', { name: /^取消发布/ })).toBeVisible();
    await expect(published.queryByRole('button', { name: /^发布/ })).toBeNull();

    // Approved, not published: a publish button and no public page yet.
    const unpublished = rowOf(canvas, MINE_UNPUBLISHED.title);
    await expect(unpublished.getByText('未发布')).toBeVisible();
    await expect(unpublished.queryByRole('link', { name: /^查看/ })).toBeNull();
    await expect(unpublished.queryByText(/赞$/)).toBeNull();
    await userEvent.click(unpublished.getByRole('button', { name: `发布 ${MINE_UNPUBLISHED.title}` }));
    await expect(args.onPublish).toHaveBeenCalledWith(MINE_UNPUBLISHED, 1);

    // Pending, rejected and draft: edit and preview only.
    for (const [article, tag] of [
      [MINE_PENDING, '待审核'],
      [MINE_REJECTED, '未通过'],
      [MINE_DRAFT, '草稿'],
    ] as const) {
      const row = rowOf(canvas, article.title);
      await expect(row.getByText(tag)).toBeVisible();
      await expect(row.getAllByRole('link')).toHaveLength(2);
      await expect(row.queryByRole('button')).toBeNull();
    }
    await expect(rowOf(canvas, MINE_REJECTED.title).getByRole('note')).toHaveTextContent(`未通过原因：${MINE_REJECTED.censor_reason}`);

    // A published article with an edit waiting: both states.
    const revised = rowOf(canvas, MINE_REVISION_PENDING.title);
    await expect(revised.getByText('已发布')).toBeVisible();
    await expect(revised.getByText('修改待审核')).toBeVisible();
    await expect(revised.getByText('更新于 2026年11月19日')).toBeVisible();
    // The author's title in its own language.
    await expect(canvas.getByRole('heading', { level: 2, name: MINE_REVISION_PENDING.title })).toHaveAttribute('lang', 'en');
  },
};

/** The drafts: the never-sent article, a draft tag and no publish button. */
export const Drafts: Story = {
  args: { filter: 'draft', items: [MINE_DRAFT], total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '草稿' })).toHaveAttribute('aria-selected', 'true');
    const row = rowOf(canvas, MINE_DRAFT.title);
    await expect(row.getByText('草稿')).toBeVisible();
    await expect(row.getByText('更新于 2026年11月20日')).toBeVisible();
    await expect(row.queryByRole('button')).toBeNull();
  },
};

/** Waiting for review. */
export const PendingReview: Story = {
  tags: ['!visual'],
  args: { filter: 'pending', items: [MINE_PENDING], total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '待审核' })).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf(canvas, MINE_PENDING.title).getByText('待审核')).toBeVisible();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/** Turned down: the reviewer's reason under each title, set apart for the eye and for screen readers. */
export const RejectedWithReason: Story = {
  args: { filter: 'nopass', items: [MINE_REJECTED, MINE_REJECTED_EN], total: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '未通过' })).toHaveAttribute('aria-selected', 'true');
    const notes = canvas.getAllByRole('note');
    await expect(notes).toHaveLength(2);
    await expect(notes[0]).toHaveTextContent(`未通过原因：${MINE_REJECTED.censor_reason}`);
    await expect(notes[1]).toHaveTextContent(MINE_REJECTED_EN.censor_reason);
    await expect(rowOf(canvas, MINE_REJECTED_EN.title).getByText('未通过')).toBeVisible();
  },
};

/** Approved and waiting to be published: publishing is one press, no question asked. */
export const Unpublished: Story = {
  args: { filter: 'unpublish', items: [MINE_UNPUBLISHED], total: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: '未发布' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^发布/ }));
    await expect(args.onPublish).toHaveBeenCalledWith(MINE_UNPUBLISHED, 1);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** Published articles with edits of them: waiting, turned down (with the reason), and not sent. */
export const RevisionPending: Story = {
  args: {
    filter: 'publish',
    items: [MINE_REVISION_DRAFT, MINE_REVISION_PENDING, MINE_REVISION_REJECTED],
    total: 3,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '已发布' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByText('已发布')).toHaveLength(4);
    await expect(rowOf(canvas, MINE_REVISION_PENDING.title).getByText('修改待审核')).toBeVisible();
    await expect(rowOf(canvas, MINE_REVISION_DRAFT.title).getByText('修改草稿')).toBeVisible();
    const rejected = rowOf(canvas, MINE_REVISION_REJECTED.title);
    await expect(rejected.getByText('修改未通过')).toBeVisible();
    await expect(rejected.getByRole('note')).toHaveTextContent(`修改未通过原因：${MINE_REVISION_REJECTED.revision?.censor_reason ?? ''}`);
    // Readers keep the live version meanwhile: it can still be read and unpublished.
    await expect(rejected.getByRole('link', { name: /^查看/ })).toBeVisible();
    await expect(rejected.getByRole('button', { name: /^取消发布/ })).toBeVisible();
  },
};

/** Unpublishing hides the article from readers: it asks first, and keeping it published calls nothing. */
export const UnpublishAsksFirst: Story = {
  args: { filter: 'publish', items: [MINE_PUBLISHED], total: 1 },
  play: async ({ canvas, args }) => {
    const unpublish = canvas.getByRole('button', { name: /^取消发布/ });
    await userEvent.click(unpublish);
    let dialog = await screen.findByRole('alertdialog', { name: '取消发布这篇文章？' });
    await expect(dialog).toHaveTextContent(`读者将看不到《${MINE_PUBLISHED.title}》`);
    await userEvent.click(within(dialog).getByRole('button', { name: '保持发布' }));
    await expect(args.onPublish).not.toHaveBeenCalled();
    await expect(unpublish).toHaveFocus();
    await userEvent.click(unpublish);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消发布' }));
    await expect(args.onPublish).toHaveBeenCalledWith(MINE_PUBLISHED, 0);
    // Asked once more, and left open for the picture.
    await userEvent.click(unpublish);
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};

/** A publish call on its way: the button keeps the focus but takes no second press. */
export const Publishing: Story = {
  tags: ['!visual'],
  args: { filter: 'unpublish', items: [MINE_UNPUBLISHED], total: 1, busyId: MINE_UNPUBLISHED.id },
  play: async ({ canvas, args }) => {
    const publish = canvas.getByRole('button', { name: /^发布/ });
    await expect(publish).toHaveAttribute('aria-disabled', 'true');
    await expect(publish).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(publish);
    await expect(publish).toHaveFocus();
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};

/** Choosing a tab asks the container for that filter. */
export const ChangeFilter: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '未通过' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('nopass');
    await userEvent.click(canvas.getByRole('tab', { name: '已发布' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('publish');
  },
};

/** No article at all: the way to write the first one. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有文章')).toBeVisible();
    await expect(canvas.getByText('写好后提交审核，通过后即可发布。')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '写文章' })).toHaveLength(2);
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A filter with nothing in it says so, and still offers the way to write. */
export const EmptyDrafts: Story = {
  tags: ['!visual'],
  args: { items: [], total: 0, filter: 'draft' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '草稿' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('还没有草稿')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '写文章' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '我的文章' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('listitem')).toBeNull();
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

/** Long titles, long reasons and big counts wrap: nothing wider than the list. */
export const LongText: Story = {
  args: { items: LONG_MINE, total: 3 },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 2, name: new RegExp(`^投资铂金条稳赚不赔？三个常见误区——${LONG_NAME}`) });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(canvas.getByText('1,286,000 赞')).toBeVisible();
    for (const note of canvas.getAllByRole('note')) await expect(note.scrollWidth).toBeLessThanOrEqual(note.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The Chinese site around English articles: the site's words in Chinese, the titles marked English. */
export const Chinese: Story = {
  tags: ['!visual'],
  globals: { locale: 'zh' },
  args: { filter: 'publish', items: [MINE_REVISION_PENDING, MINE_REVISION_DRAFT], total: 2 },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 2, name: MINE_REVISION_PENDING.title });
    await expect(title).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('64 赞')).toBeVisible();
    await expect(canvas.getByText('1 收藏')).toBeVisible();
    await expect(canvas.getByText('修改草稿')).toBeVisible();
  },
};

/** The English site. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My articles' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Write an article' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Drafts',
      'Pending review',
      'Not approved',
      'Unpublished',
      'Published',
    ]);
    const revised = rowOf(canvas, MINE_REVISION_PENDING.title);
    await expect(revised.getByText('Change pending review')).toBeVisible();
    await expect(revised.getByText('64 likes')).toBeVisible();
    await expect(revised.getByText('1 favourite')).toBeVisible();
    await expect(revised.getByText('Updated 19 Nov 2026')).toBeVisible();
    await expect(rowOf(canvas, MINE_REVISION_DRAFT.title).getByText('Unsent change')).toBeVisible();
    const rejected = rowOf(canvas, MINE_REVISION_REJECTED.title);
    await expect(rejected.getByText('Change not approved')).toBeVisible();
    await expect(rejected.getByRole('note')).toHaveTextContent(/^Why the change was not approved: /);
    // A Chinese title stays Chinese for screen readers on the English site.
    await expect(canvas.getByRole('heading', { level: 2, name: MINE_REJECTED.title })).toHaveAttribute('lang', 'zh-CN');
    await userEvent.click(canvas.getByRole('button', { name: `Unpublish ${MINE_PUBLISHED.title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unpublish this article?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it published' }));
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};

/** A phone: rows stack, the actions wrap under the text, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [MINE_REVISION_REJECTED, MINE_UNPUBLISHED, MINE_REJECTED], total: 30, rows: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText('第 1 / 10 页')).toBeVisible();
    const row = canvas.getByRole('heading', { level: 2, name: MINE_REVISION_REJECTED.title }).closest('li') as HTMLElement;
    const edit = within(row).getByRole('link', { name: /^编辑/ });
    // The actions sit under the title, not beside it.
    await expect(edit.getBoundingClientRect().top).toBeGreaterThan(within(row).getByRole('note').getBoundingClientRect().bottom);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
