import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { asVisitor, FANS, FOLLOWS, longUser, OWNER, VIEWER_ID } from './userListFixtures.ts';
import { UserListScreen } from './UserListScreen.tsx';

const meta = {
  title: 'Features/User/UserList',
  component: UserListScreen,
  args: {
    status: 'ready',
    kind: 'follow',
    ownerName: OWNER.nickname,
    own: false,
    items: FOLLOWS,
    followHref: `#/user/list?t=follow&uid=${OWNER.id}`,
    fansHref: `#/user/list?t=fans&uid=${OWNER.id}`,
    userHrefOf: (user) => `#/user/index?uid=${user.id}`,
    viewerId: VIEWER_ID,
    total: 12,
    page: 1,
    rows: 5,
    onPageChange: fn(),
    onFollowToggle: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof UserListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a user, found by their nickname's link. */
const rowOf = (canvas: ReturnType<typeof within>, nickname: string) =>
  within(canvas.getByRole('link', { name: nickname }).closest('li') as HTMLElement);

/** 林晓's follows as another member sees them: follow buttons by what the viewer follows; none on the viewer's own row. */
export const Follows: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '林晓的关注' })).toBeVisible();
    // The owner's name as they wrote it: not for translation.
    await expect(canvas.getByText('林晓')).toHaveAttribute('translate', 'no');
    const tabs = within(canvas.getByRole('navigation', { name: '关注与粉丝' }));
    await expect(tabs.getByRole('link', { name: '关注' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '粉丝' })).not.toHaveAttribute('aria-current');
    await expect(tabs.getByRole('link', { name: '粉丝' })).toHaveAttribute('href', '#/user/list?t=fans&uid=201');
    await expect(canvas.getByText('共 12 人')).toBeVisible();

    const list = canvas.getAllByRole('list')[1] as HTMLElement;
    await expect(within(list).getAllByRole('listitem')).toHaveLength(FOLLOWS.length);

    const spw = rowOf(canvas, '上海铂金周组委会');
    await expect(spw.getByRole('link', { name: '上海铂金周组委会' })).toHaveAttribute('href', '#/user/index?uid=101');
    await expect(spw.getByRole('link', { name: '上海铂金周组委会' })).toHaveAttribute('translate', 'no');
    await expect(spw.getByRole('img', { name: '机构认证' })).toBeVisible();
    await expect(spw.getByText('上海铂金周官方账号：展会日程、嘉宾与报名通知。')).toHaveAttribute('translate', 'no');
    // Followed: pressed, says so, and a click unfollows.
    const following = spw.getByRole('button', { name: '已关注 上海铂金周组委会' });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    await expect(following).toHaveTextContent(/^已关注/);

    // Company and position before the description.
    const oliver = rowOf(canvas, 'Oliver Bennett');
    await expect(oliver.getByText('Johnson Matthey · Market analyst')).toBeVisible();
    await expect(oliver.queryByText('PGM market research, London.')).toBeNull();
    const follow = oliver.getByRole('button', { name: '关注 Oliver Bennett' });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    await expect(args.onFollowToggle).toHaveBeenLastCalledWith(FOLLOWS[1]);

    // The viewer's own row: no button.
    await expect(rowOf(canvas, '周婉清').queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** One's own fans: '回关' for those not followed back yet, '已关注' for the rest. */
export const FansWithFollowBack: Story = {
  args: {
    kind: 'fans',
    own: true,
    items: FANS,
    viewerId: OWNER.id,
    followHref: '#/user/list?t=follow',
    fansHref: '#/user/list?t=fans',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的粉丝' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '粉丝' })).toHaveAttribute('aria-current', 'page');
    const back = rowOf(canvas, '陈思远').getByRole('button', { name: '回关 陈思远' });
    await expect(back).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getAllByRole('button', { name: /^回关/ })).toHaveLength(3);
    await expect(rowOf(canvas, '水贝观察员').getByRole('button')).toHaveAccessibleName('已关注 水贝观察员');
    await expect(canvas.queryByRole('button', { name: /^关注/ })).toBeNull();
    await userEvent.click(back);
    await expect(args.onFollowToggle).toHaveBeenLastCalledWith(FANS[0]);
    // Unfollowing: the keyboard works as well.
    rowOf(canvas, '水贝观察员').getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFollowToggle).toHaveBeenLastCalledWith(FANS[1]);
  },
};

/** A visitor: every row has a '关注' button (the page sends a click to the login). */
export const Visitor: Story = {
  args: { kind: 'fans', items: asVisitor(FANS), viewerId: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '林晓的粉丝' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: /^关注 / });
    await expect(buttons).toHaveLength(FANS.length);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-pressed', 'false');
    // Not one's own list: no follow-back.
    await expect(canvas.queryByRole('button', { name: /^回关/ })).toBeNull();
    await userEvent.click(buttons[2] as HTMLElement);
    await expect(args.onFollowToggle).toHaveBeenCalledTimes(1);
    await expect(args.onFollowToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 208 }));
  },
};

/** The English site: the site's words in English, the names as their owners wrote them. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { ownerName: OWNER.en, total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lin Xiao follows' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Following' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Followers' })).toBeVisible();
    await expect(canvas.getByText('5 people')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Following 上海铂金周组委会' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Follow Oliver Bennett' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('img', { name: 'Verified organisation' })).toBeVisible();
    // One page: the tabs are the only navigation.
    await expect(canvas.getAllByRole('navigation')).toHaveLength(1);
  },
};

/** The English follow-back, on one's own fans list. */
export const EnglishFans: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { kind: 'fans', own: true, items: FANS, viewerId: OWNER.id, total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My followers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Follow back Priya Nair' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** One's own follows, empty: what to do about it. */
export const EmptyFollows: Story = {
  args: { own: true, items: [], total: 0, viewerId: OWNER.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的关注' })).toBeVisible();
    await expect(canvas.getByText('还没有关注任何人')).toBeVisible();
    await expect(canvas.getByText('关注感兴趣的嘉宾与作者，第一时间看到他们的动态。')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/共 \d+ 人/)).toBeNull();
  },
};

/** Someone else's fans, empty: their name in the words. */
export const EmptyFans: Story = {
  args: { kind: 'fans', items: [], total: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '林晓的粉丝' })).toBeVisible();
    // The name inside the words, as its owner wrote it.
    const empty = canvasElement.querySelector('[data-slot="empty-state"]') as HTMLElement;
    await expect(empty).toHaveTextContent('林晓还没有粉丝');
    await expect(within(empty).getByText('林晓')).toHaveAttribute('translate', 'no');
    // The two tabs are the only list items.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** One's own fans, empty (no advice: nothing one can do). */
export const EmptyOwnFans: Story = {
  tags: ['!visual'],
  args: { kind: 'fans', own: true, items: [], total: 0, viewerId: OWNER.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有粉丝')).toBeVisible();
    await expect(canvas.queryByText(/第一时间/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '林晓的关注' })).toHaveAttribute('aria-busy', 'true');
    // The tabs work while the list loads.
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  args: { kind: 'fans', status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('粉丝列表加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A follow call on its way: the row's button is busy and takes no second click; the others still work. */
export const Busy: Story = {
  args: { busyIds: [202, 101] },
  play: async ({ canvas, args }) => {
    const busy = canvas.getByRole('button', { name: '关注 Oliver Bennett' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expect(args.onFollowToggle).not.toHaveBeenCalled();
    // Kept focusable: the focus stays where the click was.
    await expect(busy).toHaveFocus();
    await expect(canvas.getByRole('button', { name: '已关注 上海铂金周组委会' })).toHaveAttribute('aria-busy', 'true');
    const free = canvas.getByRole('button', { name: '关注 水贝观察员' });
    await expect(free).not.toHaveAttribute('aria-busy');
    await userEvent.click(free);
    await expect(args.onFollowToggle).toHaveBeenCalledTimes(1);
  },
};

/** Long names, companies and descriptions wrap: nothing wider than the list, the buttons kept whole. */
export const LongText: Story = {
  args: { ownerName: `林晓${LONG_NAME}`, items: FOLLOWS.map(longUser), total: 5 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`林晓${LONG_NAME}的关注`);
    await expect(canvas.getByRole('link', { name: `Oliver Bennett${LONG_NAME}` })).toBeVisible();
    const button = canvas.getByRole('button', { name: `已关注 上海铂金周组委会${LONG_NAME}` });
    await expect(button.getBoundingClientRect().height).toBeLessThan(40);
    const root = canvasElement.querySelector('section') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: the button under the name, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { kind: 'fans', own: true, items: FANS, viewerId: OWNER.id },
  play: async ({ canvas, canvasElement, args }) => {
    const row = rowOf(canvas, '陈思远');
    const button = row.getByRole('button', { name: '回关 陈思远' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(row.getByRole('link').getBoundingClientRect().bottom);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
