import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForumReportsScreen, MODERATION_REASON_MAX, reportKeyOf } from './ForumReportsScreen.tsx';
import {
  FU_DESIGNER,
  FU_LONG,
  FU_RETAILER,
  FU_SPAMMER,
  REPORTS_DONE,
  REPORTS_OPEN,
  RP_DISMISSED,
  RP_HIDDEN,
  RP_LONG,
  RP_SPAM,
  RP_POST,
  RP_THREAD,
  reportHrefOf,
  userHrefOf,
} from './forumThreadFixtures.ts';

const meta = {
  title: 'Features/Forum/ForumReports',
  component: ForumReportsScreen,
  args: {
    status: 'ready',
    box: 'open',
    boxHrefOf: (box) => `#/creator/forum/reports?box=${box}`,
    open: 2,
    items: REPORTS_OPEN,
    hrefOf: reportHrefOf,
    userHrefOf,
    busyKeys: [],
    onModerate: fn(),
    onSuspend: fn(),
    onRetry: fn(),
    total: 2,
    page: 1,
    rows: 10,
    onPageChange: fn(),
  },
} satisfies Meta<typeof ForumReportsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** An entry's card, found by its thread's title (the first such, when a thread has several). */
const entryOf = (canvas: Canvas, title: string, index = 0) => within(canvas.getAllByRole('article', { name: title })[index] as HTMLElement);

const body = () => within(document.body);

/** The open box (Chinese): what was reported, where, by whom and why; hide, dismiss, suspend. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '举报处理' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: '按状态查看举报' }));
    await expect(tabs.getByRole('link', { name: '待处理（2）' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '待处理（2）' })).toHaveAttribute('href', '#/creator/forum/reports?box=open');
    await expect(tabs.getByRole('link', { name: '已处理' })).toHaveAttribute('href', '#/creator/forum/reports?box=done');
    await expect(tabs.getByRole('link', { name: '已处理' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);

    // A reply advertising recycling, reported three times.
    const spam = entryOf(canvas, RP_SPAM.title);
    await expect(spam.getByText('回复', { selector: '[data-slot="tag"]' })).toBeVisible();
    const title = spam.getByRole('link', { name: RP_SPAM.title });
    await expect(title).toHaveAttribute('href', `#/forum/detail?id=${RP_SPAM.thread_id}`);
    await expect(title).toHaveAttribute('translate', 'no');
    await expect(spam.getByText(RP_SPAM.excerpt)).toHaveAttribute('translate', 'no');
    await expect(spam.getByText('被举报 3 次')).toBeVisible();
    await expect(spam.getByText('最近举报于 2026年11月21日 17:30')).toHaveAttribute('datetime', RP_SPAM.last_reported_at);
    await expect(spam.getAllByRole('link', { name: FU_SPAMMER.nickname })[0]).toHaveAttribute('href', `#/user/home?uid=${FU_SPAMMER.id}`);
    const reasons = within(spam.getByRole('list', { name: '举报理由' }));
    await expect(reasons.getAllByRole('listitem')).toHaveLength(3);
    await expect(reasons.getAllByText('垃圾广告')).toHaveLength(2);
    await expect(reasons.getByText('欺诈')).toBeVisible();
    await expect(reasons.getByText(RP_SPAM.reasons[1]?.detail ?? '-')).toHaveAttribute('translate', 'no');
    await expect(reasons.getByRole('link', { name: FU_RETAILER.nickname })).toHaveAttribute('href', `#/user/home?uid=${FU_RETAILER.id}`);
    await expect(reasons.getByText('2026年11月21日 17:12')).toBeVisible();

    const actions = within(spam.getByRole('group', { name: '处理' }));
    await expect(actions.queryByRole('button', { name: '恢复显示' })).toBeNull();
    await userEvent.click(actions.getByRole('button', { name: '驳回' }));
    await expect(args.onModerate).toHaveBeenLastCalledWith(RP_SPAM, 'dismiss', '');

    // A thread: its tag says so.
    const thread = entryOf(canvas, RP_THREAD.title);
    await expect(thread.getByText('帖子', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(thread.getByText('其他')).toBeVisible();
    await expect(thread.getByText('被举报 1 次')).toBeVisible();
    await expect(thread.getByRole('button', { name: '停用账号' })).toHaveAccessibleDescription(RP_THREAD.title);
  },
};

/** Hide asks the reason the author is told: required, trimmed; the dialog closes once given. */
export const HideWithReason: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(entryOf(canvas, RP_SPAM.title).getByRole('button', { name: '隐藏' }));
    const dialog = within(await body().findByRole('dialog', { name: '隐藏被举报的内容' }));
    await expect(dialog.getByText(RP_SPAM.excerpt)).toHaveAttribute('translate', 'no');
    const field = dialog.getByRole('textbox', { name: /隐藏原因/ });
    await expect(field).toHaveAttribute('maxlength', String(MODERATION_REASON_MAX));
    await userEvent.click(dialog.getByRole('button', { name: '确认隐藏' }));
    await expect(args.onModerate).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/请填写隐藏原因/);
    await expect(field).toHaveFocus();
    await userEvent.type(field, '  广告引流，违反社区规则  ');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: '确认隐藏' }));
    await expect(args.onModerate).toHaveBeenCalledWith(RP_SPAM, 'hide', '广告引流，违反社区规则');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The hide dialog, its reason refused. */
export const HideAsked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(entryOf(canvas, RP_SPAM.title).getByRole('button', { name: '隐藏' }));
    const dialog = within(await body().findByRole('dialog', { name: '隐藏被举报的内容' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认隐藏' }));
    await expect(dialog.getByText('请填写隐藏原因')).toBeVisible();
  },
};

/** Suspend: a week chosen first; another length and a reason; the author's name in the title; Cancel sends nothing. */
export const Suspend: Story = {
  play: async ({ canvas, args }) => {
    const entry = entryOf(canvas, RP_THREAD.title);
    await userEvent.click(entry.getByRole('button', { name: '停用账号' }));
    let dialog = within(await body().findByRole('dialog', { name: `停用账号：${FU_RETAILER.nickname}` }));
    await expect(dialog.getByText(FU_RETAILER.nickname)).toHaveAttribute('translate', 'no');
    const days = within(dialog.getByRole('radiogroup', { name: '停用时长' }));
    await expect(days.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      '1 天',
      '7 天',
      '30 天',
      '365 天',
    ]);
    await expect(days.getByRole('radio', { name: '7 天' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onSuspend).not.toHaveBeenCalled();

    await userEvent.click(entry.getByRole('button', { name: '停用账号' }));
    dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: '30 天' }));
    await userEvent.click(dialog.getByRole('button', { name: '确认停用' }));
    await expect(args.onSuspend).not.toHaveBeenCalled();
    const field = dialog.getByRole('textbox', { name: /停用原因/ });
    await expect(field).toHaveAccessibleDescription(/请填写停用原因/);
    await userEvent.type(field, '多次发布不实信息');
    await userEvent.click(dialog.getByRole('button', { name: '确认停用' }));
    await expect(args.onSuspend).toHaveBeenCalledWith(RP_THREAD, 30, '多次发布不实信息');
  },
};

/** The suspend dialog, open. */
export const SuspendAsked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(entryOf(canvas, RP_SPAM.title).getByRole('button', { name: '停用账号' }));
    const dialog = within(await body().findByRole('dialog', { name: `停用账号：${FU_SPAMMER.nickname}` }));
    await expect(dialog.getByRole('radio', { name: '7 天' })).toBeChecked();
  },
};

/** The handled box (English): decisions tagged; hidden → show again; a suspended author → lift it; dismissed → hide after all. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { box: 'done', items: REPORTS_DONE, open: 0, total: 12, rows: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Handled' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Open' })).not.toHaveAttribute('aria-current');

    const hidden = entryOf(canvas, RP_HIDDEN.title, 0);
    await expect(hidden.getByText('Hidden', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(hidden.getByText('Reply', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(hidden.getByText('Reported 2 times')).toBeVisible();
    await expect(hidden.getByText('Suspended until 29 Nov 2026')).toBeVisible();
    await expect(hidden.getByText('Spam or advertising')).toBeVisible();
    await expect(hidden.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await expect(hidden.queryByRole('button', { name: 'Suspend account' })).toBeNull();
    await userEvent.click(hidden.getByRole('button', { name: 'Show again' }));
    await expect(args.onModerate).toHaveBeenLastCalledWith(RP_HIDDEN, 'show', '');
    await userEvent.click(hidden.getByRole('button', { name: 'Lift suspension' }));
    await expect(args.onSuspend).toHaveBeenLastCalledWith(RP_HIDDEN, 0, '');

    const dismissed = entryOf(canvas, RP_DISMISSED.title, 1);
    await expect(dismissed.getByText('Dismissed', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(dismissed.getByText('Reported 1 time')).toBeVisible();
    await expect(dismissed.getByText('Abuse or harassment')).toBeVisible();
    await expect(dismissed.getByRole('button', { name: 'Hide' })).toBeVisible();
    await expect(dismissed.getByRole('button', { name: 'Suspend account' })).toBeVisible();
    await expect(dismissed.queryByRole('button', { name: 'Dismiss' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** Nothing waiting: said so; the tabs still there. */
export const Empty: Story = {
  args: { items: [], total: 0, open: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有待处理的举报')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '待处理' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Nothing handled yet. */
export const EmptyDone: Story = {
  tags: ['!visual'],
  args: { box: 'done', items: [], total: 0, open: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有处理过的举报')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '已处理' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '待处理（3）' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '举报处理' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('举报加载失败，请稍后重试');
    const retry = canvas.getByRole('button', { name: '重试' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.unhover(retry);
  },
};

/** A change on its way: that entry's buttons wait (its dialogs do not open); the other's work. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { busyKeys: [reportKeyOf(RP_SPAM)] },
  play: async ({ canvas, args }) => {
    const spam = entryOf(canvas, RP_SPAM.title);
    await expect(spam.getByRole('button', { name: '驳回' })).toBeDisabled();
    const hide = spam.getByRole('button', { name: '隐藏' });
    await expect(hide).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(hide);
    await expect(body().queryByRole('dialog')).toBeNull();
    await userEvent.click(entryOf(canvas, RP_THREAD.title).getByRole('button', { name: '驳回' }));
    await expect(args.onModerate).toHaveBeenCalledTimes(1);
    await expect(args.onModerate).toHaveBeenLastCalledWith(RP_THREAD, 'dismiss', '');
  },
};

/** A long title, a long excerpt with an unbroken string, a long name, long details: everything wraps inside its card. */
export const LongText: Story = {
  args: { items: [RP_LONG, RP_SPAM], total: 2 },
  play: async ({ canvas, canvasElement }) => {
    const entry = entryOf(canvas, RP_LONG.title);
    await expect(entry.getByText('被举报 14 次')).toBeVisible();
    await expect(entry.getAllByRole('link', { name: FU_LONG.nickname }).length).toBeGreaterThan(0);
    await expect(entry.getByText('违法违规')).toBeVisible();
    const root = canvasElement.querySelector('.spw-forum-reports') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const article of Array.from(root.querySelectorAll('article'))) {
      await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    }
  },
};

/** A phone: tabs in a row, cards the screen's width, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [RP_SPAM, RP_THREAD, RP_HIDDEN], total: 3 },
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getAllByRole('link', { name: /^(待处理（2）|已处理)$/ });
    await expect(tabs).toHaveLength(2);
    await expect(new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size).toBe(1);
    await expect(entryOf(canvas, RP_THREAD.title).getByRole('button', { name: '停用账号' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: FU_DESIGNER.nickname }).length).toBeGreaterThan(0);
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};

/** A reported market post: its kind, its page's link, and a warning to its author (it stays up). */
export const MarketPost: Story = {
  globals: { locale: 'zh' },
  args: { items: [RP_POST], open: 1, total: 1 },
  play: async ({ canvas, args }) => {
    const entry = entryOf(canvas, RP_POST.title);
    await expect(entry.getByText('供需信息')).toBeVisible();
    await expect(entry.getByRole('link', { name: RP_POST.title })).toHaveAttribute('href', '#/posts/detail?id=506');
    await userEvent.click(entry.getByRole('button', { name: '警告作者' }));
    const dialog = within(await body().findByRole('dialog', { name: '警告作者' }));
    // A warning needs words.
    await userEvent.click(dialog.getByRole('button', { name: '发送警告' }));
    await expect(dialog.getByRole('textbox', { name: /警告内容/ })).toHaveAccessibleDescription(/请填写警告内容/);
    await expect(args.onModerate).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /警告内容/ }), '请勿要求买家先付定金');
    await userEvent.click(dialog.getByRole('button', { name: '发送警告' }));
    await expect(args.onModerate).toHaveBeenCalledWith(RP_POST, 'warn', '请勿要求买家先付定金');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};
