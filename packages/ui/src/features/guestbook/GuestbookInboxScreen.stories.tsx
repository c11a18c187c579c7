import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  editionNameOf,
  editionNameOfEn,
  GB_BOOTH,
  GB_GENERAL,
  GB_LONG,
  GB_PRESS,
  GB_VISA,
  GUESTBOOK_MESSAGES,
  GUESTBOOK_UNREAD,
} from './guestbookFixtures.ts';
import { GuestbookInboxScreen } from './GuestbookInboxScreen.tsx';

const meta = {
  title: 'Features/Guestbook/GuestbookInbox',
  component: GuestbookInboxScreen,
  args: {
    status: 'ready',
    box: 'all',
    boxHrefOf: (box) => `#/creator/guestbook?box=${box}`,
    items: GUESTBOOK_MESSAGES,
    unread: 3,
    editionNameOf,
    busyIds: [],
    onMarkRead: fn(),
    onRetry: fn(),
    total: 5,
    page: 1,
    rows: 10,
    onPageChange: fn(),
  },
} satisfies Meta<typeof GuestbookInboxScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A message's card, found by the writer's name. */
const entryOf = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('article', { name }));

/** The Chinese site, all messages: who, how to reach them, when, for which edition, in which language; read and unread. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '主办方留言' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: '按状态查看留言' }));
    await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('href', '#/creator/guestbook?box=all');
    await expect(tabs.getByRole('link', { name: '未读（3）' })).toHaveAttribute('href', '#/creator/guestbook?box=unread');
    await expect(tabs.getByRole('link', { name: '未读（3）' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('共 5 条留言')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(GUESTBOOK_MESSAGES.length);

    const booth = entryOf(canvas, GB_BOOTH.name);
    await expect(booth.getByRole('heading', { level: 2, name: GB_BOOTH.name })).toHaveAttribute('translate', 'no');
    const phone = booth.getByRole('link', { name: GB_BOOTH.contact });
    await expect(phone).toHaveAttribute('href', 'tel:13812345678');
    await expect(phone).toHaveAttribute('translate', 'no');
    await expect(booth.getByText('2024年10月28日 14:42')).toHaveAttribute('datetime', GB_BOOTH.created_at);
    await expect(booth.getByText('2024 铂金周', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(booth.getByText('中文', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(booth.getByText('未读')).toHaveClass('spw-visually-hidden');
    const content = booth.getByText(GB_BOOTH.content);
    await expect(content).toHaveAttribute('translate', 'no');
    await expect(getComputedStyle(content).whiteSpace).toBe('pre-wrap');

    // In English, by e-mail; its line breaks kept.
    const press = entryOf(canvas, GB_PRESS.name);
    await expect(press.getByRole('link', { name: GB_PRESS.contact })).toHaveAttribute('href', `mailto:${GB_PRESS.contact}`);
    await expect(press.getByText('英文', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(press.getByText(/^Hello, I cover/)).toHaveAttribute('lang', 'en');

    // Read: no dot; an international number keeps its +.
    const visa = entryOf(canvas, GB_VISA.name);
    await expect(visa.queryByText('未读')).toBeNull();
    await expect(visa.getByRole('link', { name: GB_VISA.contact })).toHaveAttribute('href', 'tel:+27825550143');
    // No edition: no edition's tag.
    await expect(entryOf(canvas, GB_GENERAL.name).queryByText('2024 铂金周')).toBeNull();

    await userEvent.click(booth.getByRole('button', { name: `标为已读 ${GB_BOOTH.name}` }));
    await expect(args.onMarkRead).toHaveBeenLastCalledWith([GB_BOOTH.id], true);
    await userEvent.click(visa.getByRole('button', { name: `标为未读 ${GB_VISA.name}` }));
    await expect(args.onMarkRead).toHaveBeenLastCalledWith([GB_VISA.id], false);
    await userEvent.click(canvas.getByRole('button', { name: '本页全部标为已读' }));
    await expect(args.onMarkRead).toHaveBeenLastCalledWith([GB_BOOTH.id, GB_PRESS.id, GB_GENERAL.id], true);
  },
};

/** The English site, the unread box: its words and dates in English, the messages as written; a page of several. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { box: 'unread', items: GUESTBOOK_UNREAD, editionNameOf: editionNameOfEn, total: 12, unread: 12, rows: 3 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages to the organisers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Unread (12)' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('12 messages')).toBeVisible();
    const booth = entryOf(canvas, GB_BOOTH.name);
    await expect(booth.getByText('28 Oct 2024, 14:42')).toBeVisible();
    await expect(booth.getByText('Platinum Week 2024')).toBeVisible();
    await expect(booth.getByText('Chinese', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(booth.getByText('Unread')).toHaveClass('spw-visually-hidden');
    await expect(entryOf(canvas, GB_PRESS.name).getByText('English', { selector: '[data-slot="tag"]' })).toBeVisible();
    await userEvent.click(booth.getByRole('button', { name: `Mark read ${GB_BOOTH.name}` }));
    await expect(args.onMarkRead).toHaveBeenLastCalledWith([GB_BOOTH.id], true);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark this page read' }));
    await expect(args.onMarkRead).toHaveBeenLastCalledWith(
      GUESTBOOK_UNREAD.map((m) => m.id),
      true,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** Nothing unread: said so, the tabs still there, nothing to mark. */
export const Empty: Story = {
  args: { box: 'unread', items: [], total: 0, unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有未读留言')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '未读' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '本页全部标为已读' })).toBeNull();
  },
};

/** No message at all yet. */
export const EmptyAll: Story = {
  tags: ['!visual'],
  args: { items: [], total: 0, unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有留言')).toBeVisible();
    await expect(canvas.queryByText('没有未读留言')).toBeNull();
    await expect(canvas.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Every message on the page read: no 'mark this page read'. */
export const AllRead: Story = {
  tags: ['!visual'],
  args: { items: GUESTBOOK_MESSAGES.filter((m) => m.is_read), total: 2, unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: '本页全部标为已读' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '未读' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '主办方留言' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('留言加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A change on its way: that message's button spins and takes no click; the others do. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { busyIds: [GB_BOOTH.id] },
  play: async ({ canvas, args }) => {
    const busy = entryOf(canvas, GB_BOOTH.name).getByRole('button', { name: `标为已读 ${GB_BOOTH.name}` });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeDisabled();
    await expect(entryOf(canvas, GB_PRESS.name).getByRole('button', { name: `标为已读 ${GB_PRESS.name}` })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '本页全部标为已读' })).toBeEnabled();
    await expect(args.onMarkRead).not.toHaveBeenCalled();
  },
};

/** A long name, an unbroken e-mail, a long message with an unbroken link: everything wraps inside its card. */
export const LongText: Story = {
  args: { items: [GB_LONG, GB_VISA], total: 2, unread: 1 },
  play: async ({ canvas, canvasElement }) => {
    const entry = entryOf(canvas, GB_LONG.name);
    await expect(entry.getByRole('link', { name: GB_LONG.contact })).toHaveAttribute('href', `mailto:${GB_LONG.contact}`);
    await expect(entry.getByText(/^尊敬的主办方/)).toBeVisible();
    const root = canvasElement.querySelector('.spw-guestbook-inbox') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const article of Array.from(root.querySelectorAll('article'))) {
      await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    }
  },
};

/** A phone: the tabs in a row, the cards the screen's width, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [GB_BOOTH, GB_PRESS, GB_VISA], total: 3 },
  play: async ({ canvas, canvasElement }) => {
    const tabs = canvas.getAllByRole('link', { name: /^(未读（3）|全部)$/ });
    await expect(tabs).toHaveLength(2);
    await expect(new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size).toBe(1);
    await expect(entryOf(canvas, GB_PRESS.name).getByRole('link', { name: GB_PRESS.contact })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
