import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import {
  CONVERSATIONS,
  LIN,
  LONG_OTHER,
  LONG_THREAD,
  longConversation,
  OLIVER,
  OLIVER_THREAD,
  SPAMMER,
  THREAD,
  VIEWER,
} from './messageFixtures.ts';
import { MessagesScreen, type MessagesScreenProps } from './MessagesScreen.tsx';

const thread = (fields: Partial<NonNullable<MessagesScreenProps['thread']>> = {}): NonNullable<MessagesScreenProps['thread']> => ({
  status: 'ready',
  messages: THREAD,
  hasOlder: true,
  onLoadOlder: fn(),
  onRetry: fn(),
  ...fields,
});

/** The page's own state: a send that goes through grows `sentCount`, as the page does on success. */
function Sends(props: MessagesScreenProps) {
  const [sent, setSent] = useState(0);
  return (
    <MessagesScreen
      {...props}
      sentCount={props.sentCount + sent}
      onSend={(content) => {
        props.onSend(content);
        setSent((n) => n + 1);
      }}
    />
  );
}

const meta = {
  title: 'Features/Social/Messages',
  component: MessagesScreen,
  args: {
    status: 'ready',
    conversations: CONVERSATIONS,
    unread: 7,
    hasMore: true,
    onLoadMore: fn(),
    openUid: LIN.id,
    conversationHrefOf: (c) => `#/message/list?with_uid=${c.user.id}`,
    listHref: '#/message/list',
    thread: thread(),
    other: LIN,
    otherHref: `#/user/index?uid=${LIN.id}`,
    viewerId: VIEWER.id,
    blocked: false,
    onBlockToggle: fn(),
    sending: false,
    onSend: fn(),
    sentCount: 0,
    strangers: true,
    onStrangersChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The conversation list's links. */
const listOf = (canvas: Canvas) => within(canvas.getByRole('region', { name: '对话' }));

/** The open thread. */
const threadOf = (canvas: Canvas, name = '与 林晓 的对话') => within(canvas.getByRole('region', { name }));

/** The Chinese site: the conversations, the one with 林晓 open, both sides of it, and the composer. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  render: (args) => <Sends {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '私信' })).toBeVisible();
    await expect(canvas.getByText('7 条未读')).toBeVisible();

    const list = listOf(canvas);
    const links = list.getAllByRole('link');
    await expect(links).toHaveLength(CONVERSATIONS.length);
    // The open one is the current page; its name says who, when, what and how many are unread.
    const lin = list.getByRole('link', { name: /^林晓 专家认证 11月20日 好的，那就周二下午两点在展馆 B 区 B12 展位见。 2 条未读$/ });
    await expect(lin).toHaveAttribute('aria-current', 'page');
    await expect(lin).toHaveAttribute('href', '#/message/list?with_uid=201');
    await expect(list.getByRole('link', { name: /^Oliver Bennett/ })).not.toHaveAttribute('aria-current');
    // The last message's first line; mine marked '我：'.
    await expect(list.getByRole('link', { name: /^Oliver Bennett 11月20日 我：Thanks, I will send/ })).toBeVisible();
    await expect(within(lin).getByText('好的，那就周二下午两点在展馆 B 区 B12 展位见。')).toHaveAttribute('translate', 'no');
    await expect(within(lin).getByText('林晓')).toHaveAttribute('translate', 'no');
    await expect(list.getByRole('link', { name: /^铂金回收小陈 已屏蔽/ })).toBeVisible();
    await expect(list.getByRole('link', { name: /^水贝观察员 .* 5 条未读$/ })).toBeVisible();

    const open = threadOf(canvas);
    const name = open.getByRole('link', { name: '林晓' });
    await expect(name).toHaveAttribute('href', '#/user/index?uid=201');
    await expect(name).toHaveAttribute('translate', 'no');
    await expect(open.getByRole('heading', { level: 3, name: '2026年11月19日' })).toBeVisible();
    await expect(open.getByRole('heading', { level: 3, name: '2026年11月20日' })).toBeVisible();
    // Theirs at the left, mine at the right.
    const theirs = open.getByText(/^王经理您好/).closest('li') as HTMLElement;
    const mine = open.getByText(/^林老师好/).closest('li') as HTMLElement;
    await expect(mine.getBoundingClientRect().right).toBeGreaterThan(theirs.getBoundingClientRect().right);
    await expect(theirs.getBoundingClientRect().left).toBeLessThan(mine.getBoundingClientRect().left);
    await expect(within(theirs).getByText('10:05')).toHaveAttribute('datetime', '2026-11-19T02:05:00.000Z');
    await expect(within(mine).getByText('我：')).toBeInTheDocument();
    // Line breaks kept.
    await expect(open.getByText(/^林老师好/).textContent).toContain('起订量 50 件。\n铂金周期间');

    // The newest message is in view: the history scrolled to its end.
    const history = open.getByRole('region', { name: '消息记录' });
    await waitFor(() => expect(history.scrollTop + history.clientHeight).toBeGreaterThanOrEqual(history.scrollHeight - 2));

    await userEvent.click(canvas.getByRole('button', { name: '加载更多对话' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);

    // Blank: refused at the field.
    const field = open.getByRole('textbox', { name: '私信内容' });
    await userEvent.click(open.getByRole('button', { name: '发送' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(field).toHaveAccessibleDescription(/内容不能为空/);
    await expect(field).toHaveFocus();

    // Ctrl + Enter sends the trimmed text; the composer empties once it went through.
    await userEvent.type(field, '  周二见！  ');
    await expect(open.getByText('8 / 1000')).toBeVisible();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledWith('周二见！');
    await expect(field).toHaveValue('');
    await expect(open.queryByText('内容不能为空')).toBeNull();
    // The picture without a blinking caret.
    field.blur();
  },
};

/** No conversation open: the list and a friendly word where the thread would be. */
export const NoneOpen: Story = {
  args: { openUid: null, thread: null, other: null, otherHref: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('选择一个对话')).toBeVisible();
    await expect(canvas.getByText('从列表中选择一个对话，查看并回复私信。')).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('link')).toHaveLength(CONVERSATIONS.length);
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('link', { name: '返回对话列表' })).toBeNull();
  },
};

/** The English site, the thread with Oliver open: the site's words in English, the members' as they wrote them. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    openUid: OLIVER.id,
    other: OLIVER,
    otherHref: `#/user/index?uid=${OLIVER.id}`,
    thread: thread({ messages: OLIVER_THREAD, hasOlder: false }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(canvas.getByText('7 unread')).toBeVisible();
    const list = within(canvas.getByRole('region', { name: 'Conversations' }));
    await expect(list.getByRole('link', { name: /^Oliver Bennett 20 Nov Me: Thanks/ })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('link', { name: /^林晓 Verified expert 20 Nov .* 2 unread$/ })).toBeVisible();
    await expect(list.getByRole('link', { name: /^铂金回收小陈 Blocked/ })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Take messages from people I do not follow' })).toBeChecked();

    const open = within(canvas.getByRole('region', { name: 'Conversation with Oliver Bennett' }));
    await expect(open.getByRole('heading', { level: 3, name: '20 Nov 2026' })).toBeVisible();
    await expect(open.getByText('10:40')).toBeVisible();
    await expect(open.queryByRole('button', { name: 'Earlier messages' })).toBeNull();
    await expect(open.getByRole('button', { name: 'Block' })).toBeVisible();
    await expect(open.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(open.getByText('Press Ctrl/⌘ + Enter to send')).toBeVisible();
  },
};

/** No conversations yet: how to start one. */
export const Empty: Story = {
  args: { conversations: [], unread: 0, hasMore: false, openUid: null, thread: null, other: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有未读私信')).toBeVisible();
    await expect(canvas.getByText('还没有私信')).toBeVisible();
    await expect(canvas.getByText('在你关注的人的主页，可以给 TA 发私信。')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '加载更多对话' })).toBeNull();
  },
};

/** The conversations on their way. */
export const Loading: Story = {
  args: { status: 'loading', conversations: [], unread: 0, hasMore: false, openUid: null, thread: null, other: null },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: '对话' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getByRole('status')).toHaveTextContent('加载中...');
    await expect(within(list).queryByRole('link')).toBeNull();
  },
};

/** The open thread on its way: its header from the conversation, no composer yet. */
export const ThreadLoading: Story = {
  args: { thread: thread({ status: 'loading', messages: [], hasOlder: false }) },
  play: async ({ canvas }) => {
    const open = threadOf(canvas);
    await expect(open.getByRole('link', { name: '林晓' })).toBeVisible();
    await expect(open.getByRole('status')).toHaveTextContent('加载中...');
    await expect(open.getByRole('status').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(open.queryByRole('textbox')).toBeNull();
    await expect(listOf(canvas).getAllByRole('link')).toHaveLength(CONVERSATIONS.length);
  },
};

/** The list failed to load, and so did the thread: each says so and retries. */
export const Error: Story = {
  args: { status: 'error', conversations: [], unread: 0, hasMore: false, thread: thread({ status: 'error', messages: [] }) },
  play: async ({ canvas, args }) => {
    const list = listOf(canvas);
    await expect(list.getByRole('alert')).toHaveTextContent('私信加载失败，请稍后重试');
    await userEvent.click(list.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);

    const open = threadOf(canvas);
    await expect(open.getByRole('alert')).toHaveTextContent('对话加载失败，请稍后重试');
    await userEvent.click(open.getByRole('button', { name: '重试' }));
    await expect(args.thread?.onRetry).toHaveBeenCalledTimes(1);
    await expect(open.queryByRole('textbox')).toBeNull();
  },
};

/** ?with_uid= names no member: said so, no composer, nothing to block. */
export const ThreadNotFound: Story = {
  args: { openUid: 999, other: null, otherHref: '', thread: thread({ status: 'notFound', messages: [], hasOlder: false }) },
  play: async ({ canvas }) => {
    const open = within(canvas.getByRole('region', { name: '对话内容' }));
    await expect(open.getByText('找不到该用户')).toBeVisible();
    await expect(open.getByText('该用户不存在或已注销。')).toBeVisible();
    await expect(open.queryByRole('textbox')).toBeNull();
    await expect(open.queryByRole('button', { name: '屏蔽' })).toBeNull();
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
};

/** The viewer blocked this member: a note and an unblock button where the composer was. */
export const Blocked: Story = {
  args: {
    openUid: SPAMMER.id,
    other: SPAMMER,
    otherHref: `#/user/index?uid=${SPAMMER.id}`,
    blocked: true,
    thread: thread({
      hasOlder: false,
      messages: [
        {
          id: 9201,
          send_uid: SPAMMER.id,
          receive_uid: VIEWER.id,
          content: '高价回收铂金钯金，当天结算，加微信详谈……',
          is_read: 1,
          created_at: '2026-11-15T12:20:00.000Z',
          sender: SPAMMER,
          receiver: VIEWER,
        },
      ],
    }),
  },
  play: async ({ canvas, args }) => {
    const open = threadOf(canvas, '与 铂金回收小陈 的对话');
    await expect(open.getByText('你已屏蔽对方，对方无法给你发私信。')).toBeVisible();
    await expect(open.getByText('已屏蔽')).toBeVisible();
    await expect(open.queryByRole('textbox')).toBeNull();
    await expect(open.queryByRole('button', { name: '发送' })).toBeNull();
    await expect(open.queryByRole('button', { name: '屏蔽' })).toBeNull();
    // Unblocking needs no confirm.
    await userEvent.click(open.getByRole('button', { name: '取消屏蔽' }));
    await expect(args.onBlockToggle).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** Blocking asks first; cancelling does nothing, confirming blocks. */
export const BlockConfirm: Story = {
  play: async ({ canvas, args }) => {
    const open = threadOf(canvas);
    const block = open.getByRole('button', { name: '屏蔽' });
    await userEvent.click(block);
    let dialog = await screen.findByRole('alertdialog', { name: '屏蔽该用户？' });
    await expect(dialog).toHaveAccessibleDescription('屏蔽后，对方将无法给你发私信。你可以随时取消屏蔽。');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onBlockToggle).not.toHaveBeenCalled();
    await expect(block).toHaveFocus();

    await userEvent.click(block);
    dialog = await screen.findByRole('alertdialog', { name: '屏蔽该用户？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '屏蔽' }));
    await expect(args.onBlockToggle).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Asked once more, for the picture.
    await userEvent.click(block);
    await screen.findByRole('alertdialog', { name: '屏蔽该用户？' });
  },
};

/** The server refused the send: its word at the composer, announced; the text kept. */
export const SendRefused: Story = {
  args: { sendError: '对方暂不接收你的私信' },
  play: async ({ canvas, args }) => {
    const open = threadOf(canvas);
    const field = open.getByRole('textbox', { name: '私信内容' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/对方暂不接收你的私信/);
    await expect(open.getByRole('alert')).toHaveTextContent('对方暂不接收你的私信');
    // The earlier messages are a button away.
    await userEvent.click(open.getByRole('button', { name: '查看更早的消息' }));
    await expect(args.thread?.onLoadOlder).toHaveBeenCalledTimes(1);
  },
};

/** A send on its way: the button busy, a second press does nothing. */
export const Sending: Story = {
  play: async ({ canvas, args }) => {
    const open = threadOf(canvas);
    await userEvent.type(open.getByRole('textbox', { name: '私信内容' }), '样品清单稍后发您。');
    const send = open.getByRole('button', { name: '发送' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(open.getByRole('textbox', { name: '私信内容' })).toHaveValue('样品清单稍后发您。');
  },
  args: { sending: true },
};

/** The page's own state for the setting: the switch shows what was last asked for. */
function Setting(props: MessagesScreenProps) {
  const [allowed, setAllowed] = useState(props.strangers);
  return (
    <MessagesScreen
      {...props}
      strangers={allowed}
      onStrangersChange={(next) => {
        props.onStrangersChange(next);
        setAllowed(next);
      }}
    />
  );
}

/** Turning off messages from members one does not follow, and on again by keyboard. */
export const StrangersOff: Story = {
  args: { strangers: true, openUid: null, thread: null, other: null },
  render: (args) => <Setting {...args} />,
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: '接收未关注的人发来的私信' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onStrangersChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onStrangersChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onStrangersChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};

/** The setting being saved: the switch waits. */
export const SettingBusy: Story = {
  tags: ['!visual'],
  args: { settingBusy: true, openUid: null, thread: null, other: null },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: '接收未关注的人发来的私信' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onStrangersChange).not.toHaveBeenCalled();
  },
};

/** Long names and messages, a pasted link with no spaces: they wrap; nothing wider than the page. */
export const LongText: Story = {
  args: {
    conversations: CONVERSATIONS.map(longConversation),
    other: LONG_OTHER,
    thread: thread({ messages: LONG_THREAD }),
  },
  play: async ({ canvas, canvasElement }) => {
    const list = listOf(canvas);
    // The list keeps each row to one line of name and one of message.
    const row = list.getByRole('link', { name: new RegExp(`^林晓${LONG_NAME}`) });
    await expect(row.getBoundingClientRect().height).toBeLessThan(90);
    const open = threadOf(canvas, `与 林晓${LONG_NAME} 的对话`);
    await expect(open.getByRole('link', { name: `林晓${LONG_NAME}` })).toBeVisible();
    const link = open.getByText(/^这是我们的展商手册/);
    const history = open.getByRole('region', { name: '消息记录' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(history.getBoundingClientRect().right);
    await expect(history.scrollWidth).toBeLessThanOrEqual(history.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone with no conversation open: the list alone, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { openUid: null, thread: null, other: null },
  play: async ({ canvas, canvasElement }) => {
    const list = listOf(canvas);
    const lin = list.getByRole('link', { name: /^林晓/ });
    await expect(lin).toBeVisible();
    await expect(lin.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('switch', { name: '接收未关注的人发来的私信' })).toBeVisible();
    await expect(canvas.queryByText('选择一个对话')).not.toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** A phone with a conversation open: the thread alone, with a link back to the list. */
export const PhoneThread: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, args }) => {
    // The list is out of sight, and out of the way of screen readers.
    await expect(canvas.queryByRole('region', { name: '对话' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^林晓 专家认证/ })).toBeNull();
    const open = threadOf(canvas);
    const back = open.getByRole('link', { name: '返回对话列表' });
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute('href', '#/message/list');
    await expect(open.getByRole('textbox', { name: '私信内容' })).toBeVisible();
    await expect(open.getByRole('button', { name: '发送' })).toBeVisible();
    await expect(open.getByText('我把 Pt950 素圈样品带过去。')).toBeVisible();
    await userEvent.type(open.getByRole('textbox', { name: '私信内容' }), '好的');
    await userEvent.click(open.getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith('好的');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
