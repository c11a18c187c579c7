import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { CreatorSpecialListScreen } from './CreatorSpecialListScreen.tsx';
import { LONG_MINE_SPECIALS, MINE_SPECIALS, SPECIAL_DRAFT, SPECIAL_GUIDE, SPECIAL_HOLLOW } from './specialFixtures.ts';

const meta = {
  title: 'Features/Special/CreatorSpecialList',
  component: CreatorSpecialListScreen,
  args: {
    status: 'ready',
    items: MINE_SPECIALS,
    total: MINE_SPECIALS.length,
    page: 1,
    rows: 10,
    onPageChange: fn(),
    filter: 'all',
    onFilterChange: fn(),
    addHref: '#/creator/special/add',
    editHrefOf: (item) => `#/creator/special/edit?id=${item.id}`,
    detailHrefOf: (item) => `#/creator/special/detail?id=${item.id}`,
    onPublish: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreatorSpecialListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a topic, found by its title. */
const rowOf = (canvas: ReturnType<typeof within>, title: string) =>
  within(canvas.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement);

/** Published and unpublished topics on the Chinese site: state, count, date and the actions each allows. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的专题' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '新建专题' })).toHaveAttribute('href', '#/creator/special/add');
    await expect(canvas.getByRole('tablist', { name: '按状态筛选专题' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '已发布', '未发布']);
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);

    const guide = rowOf(canvas, SPECIAL_GUIDE.title);
    await expect(guide.getByText('已发布')).toBeVisible();
    await expect(guide.getByText('4 篇文章')).toBeVisible();
    await expect(guide.getByText('更新于 2026年11月19日')).toBeVisible();
    // Each action names its topic: 'Edit <title>' is a link a screen reader can tell apart.
    await expect(guide.getByRole('link', { name: `查看 ${SPECIAL_GUIDE.title}` })).toHaveAttribute('href', '#/creator/special/detail?id=7');
    await expect(guide.getByRole('link', { name: `编辑 ${SPECIAL_GUIDE.title}` })).toHaveAttribute('href', '#/creator/special/edit?id=7');
    await expect(guide.getByRole('button', { name: `取消发布 ${SPECIAL_GUIDE.title}` })).toBeVisible();
    await expect(guide.getByRole('button', { name: `删除 ${SPECIAL_GUIDE.title}` })).toBeVisible();

    // Unpublished: publishing is one press, no question asked.
    const draft = rowOf(canvas, SPECIAL_DRAFT.title);
    await expect(draft.getByText('未发布')).toBeVisible();
    await expect(draft.getByText('2 篇文章')).toBeVisible();
    await userEvent.click(draft.getByRole('button', { name: `发布 ${SPECIAL_DRAFT.title}` }));
    await expect(args.onPublish).toHaveBeenCalledWith(SPECIAL_DRAFT, 1);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(rowOf(canvas, SPECIAL_HOLLOW.title).getByText('0 篇文章')).toBeVisible();
  },
};

/** Unpublishing hides the topic from readers: asked first; keeping it published calls nothing. */
export const UnpublishAsksFirst: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const unpublish = rowOf(canvas, SPECIAL_GUIDE.title).getByRole('button', { name: /^取消发布/ });
    await userEvent.click(unpublish);
    let dialog = await screen.findByRole('alertdialog', { name: '取消发布这个专题？' });
    await expect(dialog).toHaveTextContent(`读者将看不到《${SPECIAL_GUIDE.title}》`);
    await userEvent.click(within(dialog).getByRole('button', { name: '保持发布' }));
    await expect(args.onPublish).not.toHaveBeenCalled();
    await expect(unpublish).toHaveFocus();
    await userEvent.click(unpublish);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消发布' }));
    await expect(args.onPublish).toHaveBeenCalledWith(SPECIAL_GUIDE, 0);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Deleting is always asked first: keeping it calls nothing; confirming deletes that topic. Left open for the picture. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    const remove = rowOf(canvas, SPECIAL_DRAFT.title).getByRole('button', { name: `删除 ${SPECIAL_DRAFT.title}` });
    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: '删除这个专题？' });
    await expect(dialog).toHaveTextContent(`《${SPECIAL_DRAFT.title}》将被删除，无法恢复。其中的文章不受影响。`);
    await userEvent.click(within(dialog).getByRole('button', { name: '保留' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(remove).toHaveFocus();
    await userEvent.click(remove);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(SPECIAL_DRAFT);
    await expect(args.onPublish).not.toHaveBeenCalled();
    await userEvent.click(remove);
    await expect(await screen.findByRole('alertdialog', { name: '删除这个专题？' })).toBeVisible();
  },
};

/** A call on its way: the topic's buttons keep the focus but take no second press. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { busyId: SPECIAL_GUIDE.id },
  play: async ({ canvas, args }) => {
    const row = rowOf(canvas, SPECIAL_GUIDE.title);
    const unpublish = row.getByRole('button', { name: /^取消发布/ });
    await expect(unpublish).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(unpublish);
    await expect(unpublish).toHaveFocus();
    await userEvent.click(row.getByRole('button', { name: /^删除/ }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onPublish).not.toHaveBeenCalled();
    // Another topic's buttons still work.
    await userEvent.click(rowOf(canvas, SPECIAL_DRAFT.title).getByRole('button', { name: /^发布/ }));
    await expect(args.onPublish).toHaveBeenCalledWith(SPECIAL_DRAFT, 1);
  },
};

/** Choosing a tab asks the container for that filter. */
export const ChangeFilter: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '未发布' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('unpublished');
    await userEvent.click(canvas.getByRole('tab', { name: '已发布' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('published');
  },
};

/** More than one page: the pager asks for the others. */
export const ChangePage: Story = {
  tags: ['!visual'],
  args: { total: 25, rows: 3, page: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: '第 9 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
  },
};

/** No topic at all: the way to make the first one. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有专题')).toBeVisible();
    await expect(canvas.getByText('把已发布的文章按顺序编成专题，读者可以一篇接一篇地读。')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '新建专题' })).toHaveLength(2);
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A filter with nothing in it says so. */
export const EmptyUnpublished: Story = {
  tags: ['!visual'],
  args: { items: [], total: 0, filter: 'unpublished' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '未发布' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('没有未发布的专题')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '我的专题' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('专题加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Long titles and big counts wrap: nothing wider than the list. */
export const LongText: Story = {
  args: { items: LONG_MINE_SPECIALS, total: 3 },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 2, name: new RegExp(`^${SPECIAL_DRAFT.title}——${LONG_NAME}`) });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(canvas.getByText('4,000 篇文章')).toBeVisible();
    const root = canvasElement.querySelector('.spw-special-mine') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The English site: English titles where there are, marked English; a Chinese-only title stays Chinese. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My special topics' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New topic' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Published', 'Unpublished']);
    const guide = rowOf(canvas, SPECIAL_GUIDE.en_title);
    await expect(canvas.getByRole('heading', { level: 2, name: SPECIAL_GUIDE.en_title })).toHaveAttribute('lang', 'en');
    await expect(guide.getByText('4 articles')).toBeVisible();
    await expect(guide.getByText('Updated 19 Nov 2026')).toBeVisible();
    await expect(rowOf(canvas, SPECIAL_HOLLOW.en_title).getByText('0 articles')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: SPECIAL_DRAFT.title })).toHaveAttribute('lang', 'zh-CN');
    await expect(rowOf(canvas, SPECIAL_DRAFT.title).getByText('2 articles')).toBeVisible();
    await userEvent.click(guide.getByRole('button', { name: `Delete ${SPECIAL_GUIDE.en_title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this topic?' });
    await expect(dialog).toHaveTextContent(`“${SPECIAL_GUIDE.en_title}” will be deleted for good.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A phone: the banner, text and actions one above the other; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { total: 30, rows: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText('第 1 / 10 页')).toBeVisible();
    const row = rowOf(canvas, SPECIAL_GUIDE.title);
    // The actions sit under the title, not beside it.
    const edit = row.getByRole('link', { name: /^编辑/ });
    const title = canvas.getByRole('heading', { level: 2, name: SPECIAL_GUIDE.title });
    await expect(edit.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
