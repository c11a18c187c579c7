import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { longNotification, NOTIFICATIONS, NOTIFICATIONS_EN, UNREAD_NOTIFICATIONS } from './notificationFixtures.ts';
import { NotificationListScreen } from './NotificationListScreen.tsx';

const meta = {
  title: 'Features/Social/NotificationList',
  component: NotificationListScreen,
  args: {
    status: 'ready',
    items: NOTIFICATIONS,
    unread: 3,
    filter: 'all',
    allHref: '#/notification/list',
    unreadHref: '#/notification/list?unread=1',
    openId: null,
    hrefOf: (n) => (n.link ? `#${n.link}` : ''),
    onOpen: fn(),
    onReadAll: fn(),
    readAllBusy: false,
    total: 14,
    page: 1,
    rows: 6,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The entry (link or button) of a notification, found by its title. */
const entryOf = (canvas: ReturnType<typeof within>, title: string) =>
  canvas.getByText(title, { selector: '.spw-notice__title' }).closest('a, button') as HTMLElement;

/** The Chinese site: mixed types, three unread, each entry one link (or a button when it has no page). */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '通知' })).toBeVisible();
    await expect(canvas.getByText('3 条未读')).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: '筛选通知' }));
    await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '未读' })).toHaveAttribute('href', '#/notification/list?unread=1');
    await expect(tabs.getByRole('link', { name: '未读' })).not.toHaveAttribute('aria-current');

    const list = canvas.getByRole('list', { name: '通知' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(NOTIFICATIONS.length);

    // A message: named by its type, title and state; its words as the sender wrote them.
    const message = canvas.getByRole('link', { name: /^私信 林晓 给你发来一条私信 未读 王经理您好/ });
    await expect(message).toHaveAttribute('href', '#/message/list?with_uid=201');
    // Its name is all it says: type, title, state, content, sender and time.
    await expect(message).toHaveAccessibleName(/方便当面聊聊吗？ 来自 林晓 2026年11月20日 14:42$/);
    const content = within(message).getByText(/^王经理您好/);
    await expect(content).toHaveAttribute('translate', 'no');
    await expect(within(message).getByText('林晓', { selector: '[translate="no"]' })).toBeVisible();
    await expect(within(message).getByText('2026年11月20日 14:42')).toHaveAttribute('datetime', '2026-11-20T06:42:00.000Z');
    // Bold while unread; the dot's word for screen readers only.
    await expect(getComputedStyle(within(message).getByText('林晓 给你发来一条私信')).fontWeight).toBe('600');
    await expect(within(message).getByText('未读')).toHaveClass('spw-visually-hidden');

    await expect(
      canvas.getByRole('link', { name: '新粉丝 Oliver Bennett 关注了你 未读 来自 Oliver Bennett 2026年11月20日 11:15' }),
    ).toBeVisible();
    // A notice's content is the record's words (stored once, in one language): not for translating.
    const notice = entryOf(canvas, '报名成功：2026 上海铂金周');
    await expect(within(notice).getByText(/^您已成功报名/)).toHaveAttribute('translate', 'no');
    await expect(within(notice).getByText('报名成功：2026 上海铂金周')).not.toHaveAttribute('translate');

    // Read: no dot, a normal weight.
    const read = canvas.getByRole('link', { name: /^系统通知 您的专栏申请已通过 恭喜/ });
    await expect(within(read).queryByText('未读')).toBeNull();
    await expect(getComputedStyle(within(read).getByText('您的专栏申请已通过')).fontWeight).toBe('400');

    // No page to go to: a button, that still marks it read.
    const plain = canvas.getByRole('button', { name: /^系统通知 系统维护通知 本站/ });
    await userEvent.click(plain);
    await expect(args.onOpen).toHaveBeenLastCalledWith(NOTIFICATIONS[5]);
    await userEvent.click(message);
    await expect(args.onOpen).toHaveBeenLastCalledWith(NOTIFICATIONS[0]);
    // The keyboard: Enter opens.
    read.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith(NOTIFICATIONS[3]);
    await expect(args.onOpen).toHaveBeenCalledTimes(3);

    await userEvent.click(canvas.getByRole('button', { name: '全部标为已读' }));
    await expect(args.onReadAll).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** The elements scrollIntoView was called on, in the Opened story. */
const scrolled: Element[] = [];

/** A link opened one (?id=505): highlighted, brought into view, its whole message shown. */
export const Opened: Story = {
  args: { openId: 505 },
  beforeEach: () => {
    scrolled.length = 0;
    const spy = spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    const opened = entryOf(canvas, '水贝观察员 给你发来一条私信');
    await expect(opened).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getAllByRole('link', { current: true })).toHaveLength(1);
    // Scrolled to: the call was on its entry.
    await expect(scrolled).toEqual([opened.closest('li')]);
    // The whole message on its lines; the others kept to two.
    const whole = within(opened).getByText(/^样品已经寄出/);
    await expect(getComputedStyle(whole).webkitLineClamp).toBe('none');
    await expect(whole.getBoundingClientRect().height).toBeGreaterThan(30);
    const other = within(entryOf(canvas, '报名成功：2026 上海铂金周')).getByText(/^您已成功报名/);
    await expect(getComputedStyle(other).webkitLineClamp).toBe('2');
  },
};

/** The unread only (?unread=1). */
export const UnreadFilter: Story = {
  args: { filter: 'unread', items: UNREAD_NOTIFICATIONS, total: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '未读' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current');
    const entries = within(canvas.getByRole('list', { name: '通知' })).getAllByRole('link');
    await expect(entries).toHaveLength(3);
    for (const entry of entries) await expect(entry).toHaveAccessibleName(/^\S+ .+ 未读 /);
    await expect(canvas.queryByRole('navigation', { name: /分页|页/ })).toBeNull();
  },
};

/** The English site: the site's words and the server's titles in English; messages as their senders wrote them. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { items: NOTIFICATIONS_EN, total: 6 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByText('3 unread')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Unread' })).toBeVisible();
    const message = canvas.getByRole('link', { name: /^Message Lin Xiao sent you a message Unread 王经理您好/ });
    await expect(within(message).getByText(/^王经理您好/)).toHaveAttribute('translate', 'no');
    await expect(within(message).getByText('20 Nov 2026, 14:42')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'New follower Oliver Bennett followed you Unread From Oliver Bennett 20 Nov 2026, 11:15' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^System notice Scheduled maintenance The site/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onReadAll).toHaveBeenCalledTimes(1);
  },
};

/** Nothing yet: nothing to mark read. */
export const Empty: Story = {
  args: { items: [], unread: 0, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无通知')).toBeVisible();
    await expect(canvas.getByText('全部已读')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    await expect(canvas.queryByRole('list', { name: '通知' })).toBeNull();
  },
};

/** The unread filter with everything read. */
export const EmptyUnread: Story = {
  args: { filter: 'unread', items: [], unread: 0, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有未读通知')).toBeVisible();
    await expect(canvas.queryByText('暂无通知')).toBeNull();
    await expect(canvas.getByRole('link', { name: '未读' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '通知' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list', { name: '通知' })).toBeNull();
    // The filters work while the list loads.
    await expect(canvas.getByRole('link', { name: '未读' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('通知加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** 'Mark all as read' on its way: busy, and no second call. */
export const ReadAllBusy: Story = {
  args: { readAllBusy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '全部标为已读' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onReadAll).not.toHaveBeenCalled();
    // The entries still open.
    await userEvent.click(canvas.getByRole('button', { name: /^系统通知 系统维护通知 本站/ }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** Long titles, names and messages wrap: nothing wider than the list, the time kept whole. */
export const LongText: Story = {
  args: { items: NOTIFICATIONS.map(longNotification), openId: 503, total: 6 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(`林晓${LONG_NAME}`)).toBeVisible();
    const time = canvas.getByText('2026年11月20日 14:42');
    await expect(time.getBoundingClientRect().height).toBeLessThan(24);
    const root = canvasElement.querySelector('section') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: the header wraps, the entries fit, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeVisible();
    const entry = canvas.getByRole('link', { name: /^私信 林晓 给你发来一条私信 未读 王经理您好/ });
    await expect(entry.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(canvas.getByText('第 1 / 3 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
