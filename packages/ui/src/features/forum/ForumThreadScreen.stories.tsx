import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForumThreadScreen, REPLY_MAX, type ForumThreadScreenProps } from './ForumThreadScreen.tsx';
import {
  DESIGN_REPLIES,
  DESIGN_REPLIES_ADMIN,
  FU_DESIGNER,
  FU_LONG,
  RE_AUTHOR,
  RE_ENGLISH,
  RE_HIDDEN,
  RE_HIDDEN_ADMIN,
  RE_LONG,
  RE_MINE,
  RE_ORGANISER,
  TH_DESIGN,
  TH_ENGLISH,
  TH_HIDDEN_MINE,
  TH_LONG,
  THREAD_IMAGES,
  userHrefOf,
} from './forumThreadFixtures.ts';

const meta = {
  title: 'Features/Forum/ForumThread',
  component: ForumThreadScreen,
  args: {
    status: 'ready',
    thread: TH_DESIGN,
    replies: DESIGN_REPLIES,
    repliesStatus: 'ready',
    repliesPaging: { total: 5, page: 1, rows: 10, onPageChange: fn() },
    isAdmin: false,
    backHref: '#/forum/index',
    userHrefOf,
    onLike: fn(),
    onReport: fn(),
    onDelete: fn(),
    onModerate: fn(),
    onReply: fn(),
    replying: false,
    canReply: true,
    onRetry: fn(),
  },
} satisfies Meta<typeof ForumThreadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The thread's own article (named by its title). */
const threadOf = (canvas: Canvas, title = TH_DESIGN.title) => within(canvas.getByRole('article', { name: title }));

/** A reply's article, named by its author (then its badge, tags and date). */
const replyBy = (canvas: Canvas, nickname: string) => within(canvas.getByRole('article', { name: new RegExp(`^${nickname}`) }));

/** A member reads the design thread (Chinese): the post, its pictures and likes, five replies (one hidden, one their own), the form. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '返回社区' })).toHaveAttribute('href', '#/forum/index');
    const title = canvas.getByRole('heading', { level: 1, name: TH_DESIGN.title });
    await expect(title).toHaveAttribute('translate', 'no');

    const post = threadOf(canvas);
    const author = post.getByRole('link', { name: FU_DESIGNER.nickname });
    await expect(author).toHaveAttribute('href', `#/user/home?uid=${FU_DESIGNER.id}`);
    await expect(author).toHaveAttribute('translate', 'no');
    await expect(post.getByRole('img', { name: '专家认证' })).toBeVisible();
    await expect(post.getByText('婉清珠宝工作室 · 主理人')).toBeVisible();
    await expect(post.getByText('2026年11月21日 14:30')).toHaveAttribute('datetime', TH_DESIGN.created_at);
    const content = post.getByText(/^昨天在设计展区逛了一整天/);
    await expect(content).toHaveAttribute('translate', 'no');
    await expect(getComputedStyle(content).whiteSpace).toBe('pre-wrap');

    // The pictures: each a link to itself in a new tab, named '图片 n/3', sized, loaded lazily.
    const pictures = within(post.getByRole('list', { name: '帖子图片' }));
    const images = pictures.getAllByRole('img');
    await expect(images).toHaveLength(3);
    await expect(images.map((img) => img.getAttribute('alt'))).toEqual(['图片 1/3', '图片 2/3', '图片 3/3']);
    const second = pictures.getByRole('link', { name: '图片 2/3' });
    await expect(second).toHaveAttribute('href', THREAD_IMAGES[1]);
    await expect(second).toHaveAttribute('target', '_blank');
    await expect(images[0]).toHaveAttribute('loading', 'lazy');
    await expect(images[0]).toHaveAttribute('width', '480');
    await expect(images[0]).toHaveAttribute('height', '360');

    // Liked by the viewer: pressed; a press takes the like back.
    const actions = within(post.getByRole('group', { name: '帖子操作' }));
    const like = actions.getByRole('button', { name: '点赞，12 个赞' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveTextContent('赞 12');
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenLastCalledWith('thread', TH_DESIGN.id, false);
    await userEvent.click(actions.getByRole('button', { name: '举报' }));
    await expect(args.onReport).toHaveBeenLastCalledWith('thread', TH_DESIGN.id);
    // Not theirs, not an admin: no delete, no hide.
    await expect(actions.queryByRole('button', { name: '删除' })).toBeNull();
    await expect(actions.queryByRole('button', { name: '隐藏' })).toBeNull();

    // The replies.
    const replies = within(canvas.getByRole('region', { name: '回复（5）' }));
    await expect(replies.getAllByRole('article')).toHaveLength(5);
    const organiser = replyBy(replies, RE_ORGANISER.user.nickname);
    await expect(organiser.getByRole('img', { name: '机构认证' })).toBeVisible();
    await expect(organiser.getByText(RE_ORGANISER.content)).toHaveAttribute('translate', 'no');
    await userEvent.click(organiser.getByRole('button', { name: '点赞，6 个赞' }));
    await expect(args.onLike).toHaveBeenLastCalledWith('reply', RE_ORGANISER.id, true);
    await userEvent.click(organiser.getByRole('button', { name: '举报' }));
    await expect(args.onReport).toHaveBeenLastCalledWith('reply', RE_ORGANISER.id);
    await expect(organiser.queryByRole('button', { name: '删除' })).toBeNull();

    // Their own reply: delete, no report.
    const mine = replyBy(replies, RE_MINE.user.nickname);
    await expect(mine.getByRole('button', { name: '删除' })).toBeVisible();
    await expect(mine.queryByRole('button', { name: '举报' })).toBeNull();

    // Hidden: the words gone, nothing to like or report.
    const hidden = replyBy(replies, RE_HIDDEN.user.nickname);
    await expect(hidden.getByText('该回复已被隐藏')).toBeVisible();
    await expect(hidden.queryByRole('button')).toBeNull();

    // The thread's author answers: marked 楼主; lines kept.
    const op = replyBy(replies, RE_AUTHOR.user.nickname);
    await expect(op.getByText('楼主')).toBeVisible();
    await expect(replyBy(replies, RE_ENGLISH.user.nickname).getByRole('button', { name: '点赞，9 个赞' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The form: trimmed text sent.
    const field = canvas.getByRole('textbox', { name: /写下你的回复/ });
    await expect(field).toHaveAttribute('maxlength', String(REPLY_MAX));
    await userEvent.type(field, '  细戒臂确实更适合日常佩戴。  ');
    await userEvent.click(canvas.getByRole('button', { name: '回复' }));
    await expect(args.onReply).toHaveBeenCalledWith('细戒臂确实更适合日常佩戴。');
  },
};

/** The English site: an English thread with one picture; the site's words in English, the members' as written. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    thread: { ...TH_ENGLISH, reply_amount: 3 },
    replies: [RE_ORGANISER, RE_ENGLISH, RE_HIDDEN],
    repliesPaging: { total: 3, page: 1, rows: 10, onPageChange: fn() },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Back to community' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: TH_ENGLISH.title })).toBeVisible();
    const post = threadOf(canvas, TH_ENGLISH.title);
    await expect(post.getByText('Johnson Matthey · Market analyst')).toBeVisible();
    await expect(post.getByText('22 Nov 2026, 09:15')).toBeVisible();
    await expect(post.getByRole('link', { name: 'Picture 1 of 1' })).toHaveAttribute('target', '_blank');
    const like = post.getByRole('button', { name: 'Like, 1 like' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenLastCalledWith('thread', TH_ENGLISH.id, true);
    await expect(post.getByRole('button', { name: 'Report' })).toBeVisible();
    const replies = within(canvas.getByRole('region', { name: 'Replies (3)' }));
    await expect(replies.getByText('This reply has been hidden')).toBeVisible();
    await expect(replyBy(replies, RE_ENGLISH.user.nickname).getByRole('button', { name: 'Like, 9 likes' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Write a reply/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reply' })).toBeEnabled();
  },
};

/** No reply yet: said so, the form under it. */
export const Empty: Story = {
  args: { thread: TH_ENGLISH, replies: [], repliesPaging: { total: 0, page: 1, rows: 10, onPageChange: fn() } },
  play: async ({ canvas }) => {
    const replies = within(canvas.getByRole('region', { name: '回复（0）' }));
    await expect(replies.getByText('还没有回复')).toBeVisible();
    await expect(replies.queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /写下你的回复/ })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** The thread on its way: placeholders, announced; the way back already there. */
export const Loading: Story = {
  args: { status: 'loading', thread: null, replies: [], repliesStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('link', { name: '返回社区' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The thread shown, its replies on their way. */
export const RepliesLoading: Story = {
  args: { replies: [], repliesStatus: 'loading' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '回复（5）' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('status')).toHaveTextContent('加载中...');
    await expect(within(region).queryByRole('article')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: TH_DESIGN.title })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', thread: null, replies: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('帖子加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: '返回社区' })).toBeVisible();
  },
};

/** The replies failed: said so with a retry; the thread and the form still there. */
export const RepliesError: Story = {
  args: { replies: [], repliesStatus: 'error' },
  play: async ({ canvas, args }) => {
    const region = within(canvas.getByRole('region', { name: '回复（5）' }));
    // An alert (the form's own, empty, is another).
    const alerts = region.getAllByRole('alert').filter((alert) => alert.textContent?.includes('回复加载失败，请稍后重试'));
    await expect(alerts).toHaveLength(1);
    const retry = region.getByRole('button', { name: '重试' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // The pointer off the button: its hover is no part of the picture.
    await userEvent.unhover(retry);
    await expect(canvas.getByRole('textbox', { name: /写下你的回复/ })).toBeVisible();
  },
};

/** Deleted, or never there: said so, with the way back. */
export const NotFound: Story = {
  args: { status: 'notFound', thread: null, replies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('帖子不存在或已被删除')).toBeVisible();
    const links = canvas.getAllByRole('link', { name: '返回社区' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '#/forum/index');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** An admin: hide or show the thread and each reply, delete any; the hidden reply's words dimmed, tagged; no reports. */
export const Admin: Story = {
  args: { isAdmin: true, replies: DESIGN_REPLIES_ADMIN },
  play: async ({ canvas, args }) => {
    const post = within(canvas.getByRole('group', { name: '帖子操作' }));
    await expect(post.queryByRole('button', { name: '举报' })).toBeNull();
    await expect(post.getByRole('button', { name: '删除' })).toBeVisible();
    await userEvent.click(post.getByRole('button', { name: '隐藏' }));
    await expect(args.onModerate).toHaveBeenLastCalledWith('thread', TH_DESIGN.id, 'hide');

    const hidden = replyBy(canvas, RE_HIDDEN.user.nickname);
    await expect(hidden.getByText('已隐藏')).toBeVisible();
    const words = hidden.getByText(RE_HIDDEN_ADMIN.content);
    await expect(words).toHaveAttribute('translate', 'no');
    await expect(hidden.queryByText('该回复已被隐藏')).toBeNull();
    await userEvent.click(hidden.getByRole('button', { name: '恢复显示' }));
    await expect(args.onModerate).toHaveBeenLastCalledWith('reply', RE_HIDDEN.id, 'show');

    const organiser = replyBy(canvas, RE_ORGANISER.user.nickname);
    await expect(organiser.queryByRole('button', { name: '举报' })).toBeNull();
    await userEvent.click(organiser.getByRole('button', { name: '隐藏' }));
    await expect(args.onModerate).toHaveBeenLastCalledWith('reply', RE_ORGANISER.id, 'hide');
    await userEvent.click(organiser.getByRole('button', { name: '删除' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '确定删除这条回复？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith('reply', RE_ORGANISER.id);
  },
};

/** The viewer's own thread, hidden by an admin: the notice with the reason; no report; the form replaced by the page's note. */
export const HiddenMine: Story = {
  args: {
    thread: TH_HIDDEN_MINE,
    replies: [],
    repliesPaging: { total: 0, page: 1, rows: 10, onPageChange: fn() },
    canReply: false,
    cannotReplyNote: '帖子已被隐藏，暂时不能回复',
  },
  play: async ({ canvas }) => {
    const post = threadOf(canvas, TH_HIDDEN_MINE.title);
    await expect(post.getByText(/^该帖子已被管理员隐藏：/)).toHaveTextContent(`该帖子已被管理员隐藏：${TH_HIDDEN_MINE.hidden_reason}`);
    await expect(post.getByText(TH_HIDDEN_MINE.hidden_reason)).toHaveAttribute('translate', 'no');
    await expect(post.getByText('已隐藏')).toBeVisible();
    await expect(post.queryByRole('button', { name: '举报' })).toBeNull();
    await expect(post.getByRole('button', { name: '删除' })).toBeVisible();
    await expect(post.queryByRole('button', { name: '恢复显示' })).toBeNull();
    await expect(canvas.getByText('帖子已被隐藏，暂时不能回复')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '回复' })).toBeNull();
  },
};

/** A suspended member, no note from the page: the form's place says replies are closed; a hidden thread without a reason. */
export const CannotReply: Story = {
  tags: ['!visual'],
  args: { thread: { ...TH_HIDDEN_MINE, hidden_reason: '' }, canReply: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂时无法回复')).toBeVisible();
    await expect(canvas.getByText('该帖子已被管理员隐藏')).toBeVisible();
    await expect(canvas.queryByText(/该帖子已被管理员隐藏：/)).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A hidden thread seen by someone else than its author or an admin (should not happen): no notice. */
export const HiddenNotMine: Story = {
  tags: ['!visual'],
  args: { thread: { ...TH_HIDDEN_MINE, is_mine: false }, canReply: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/该帖子已被管理员隐藏/)).toBeNull();
    await expect(within(canvas.getByRole('group', { name: '帖子操作' })).queryByRole('button', { name: '删除' })).toBeNull();
  },
};

/** Deleting asks first: Cancel keeps the thread, the confirm deletes it; a reply is asked about as a reply. */
export const DeleteConfirm: Story = {
  tags: ['!visual'],
  args: { thread: { ...TH_DESIGN, is_mine: true } },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const post = within(canvas.getByRole('group', { name: '帖子操作' }));
    await expect(post.queryByRole('button', { name: '举报' })).toBeNull();
    await userEvent.click(post.getByRole('button', { name: '删除' }));
    let dialog = await body.findByRole('alertdialog', { name: '确定删除这条帖子？' });
    await expect(dialog).toHaveAccessibleDescription('帖子和它的回复将一并删除，且无法恢复。');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(post.getByRole('button', { name: '删除' }));
    dialog = await body.findByRole('alertdialog', { name: '确定删除这条帖子？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenLastCalledWith('thread', TH_DESIGN.id);

    await userEvent.click(replyBy(canvas, RE_MINE.user.nickname).getByRole('button', { name: '删除' }));
    dialog = await body.findByRole('alertdialog', { name: '确定删除这条回复？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenLastCalledWith('reply', RE_MINE.id);
  },
};

/** The delete question, open. */
export const DeleteAsked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(replyBy(canvas, RE_MINE.user.nickname).getByRole('button', { name: '删除' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '确定删除这条回复？' });
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
  },
};

/** A blank reply is refused at the field, announced, nothing sent; typing clears the message. */
export const ReplyBlank: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: /写下你的回复/ });
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: '回复' }));
    await expect(args.onReply).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/请输入回复内容/);
    await expect(field).toHaveFocus();
    const form = within(field.closest('form') as HTMLElement);
    await expect(form.getByRole('alert')).toHaveTextContent('请输入回复内容');
    await userEvent.type(field, '好');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(form.getByRole('alert')).toHaveTextContent('');
  },
};

/** Sending: the button waits and takes no second press. */
export const Replying: Story = {
  tags: ['!visual'],
  args: { replying: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '回复' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: /写下你的回复/ }), '同意');
    button.closest('form')?.requestSubmit();
    await expect(args.onReply).not.toHaveBeenCalled();
  },
};

/** The server refused the reply: its words at the field, announced; the text kept. */
export const ReplyError: Story = {
  args: { replyError: '你的账号已被停用至 2026年11月29日，暂时不能回复' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /写下你的回复/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(field.closest('form') as HTMLElement).getByRole('alert')).toHaveTextContent(
      '你的账号已被停用至 2026年11月29日，暂时不能回复',
    );
  },
};

/** After a reply is sent the page bumps replyResetKey: the form empties. */
export const ReplySent: Story = {
  tags: ['!visual'],
  render: function Render(args: ForumThreadScreenProps) {
    const [key, setKey] = useState(0);
    return (
      <ForumThreadScreen
        {...args}
        replyResetKey={key}
        onReply={(content) => {
          args.onReply(content);
          setKey((n) => n + 1);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: /写下你的回复/ });
    await userEvent.type(field, '周六见面会见！');
    await userEvent.click(canvas.getByRole('button', { name: '回复' }));
    await expect(args.onReply).toHaveBeenCalledWith('周六见面会见！');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /写下你的回复/ })).toHaveValue(''));
  },
};

/** Many replies: the paging under them. */
export const Paged: Story = {
  tags: ['!visual'],
  args: { thread: { ...TH_DESIGN, reply_amount: 23 }, repliesPaging: { total: 23, page: 1, rows: 10, onPageChange: fn() } },
  play: async ({ canvas, args }) => {
    const region = within(canvas.getByRole('region', { name: '回复（23）' }));
    await userEvent.click(region.getByRole('button', { name: '下一页' }));
    await expect(args.repliesPaging.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A long title, a long name, long paragraphs and unbroken links: all wrap inside the page. */
export const LongText: Story = {
  args: { thread: TH_LONG, replies: [RE_LONG], repliesPaging: { total: 1, page: 1, rows: 10, onPageChange: fn() } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: TH_LONG.title })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: FU_LONG.nickname })).toHaveLength(2);
    await expect(canvas.getByRole('list', { name: '帖子图片' }).children).toHaveLength(2);
    const root = canvasElement.querySelector('.spw-forum-thread') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const article of Array.from(root.querySelectorAll('article'))) {
      await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    }
  },
};

/** A phone: the three pictures in a row, nothing wider than the screen, the reply button the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, args }) => {
    const images = within(canvas.getByRole('list', { name: '帖子图片' })).getAllByRole('img');
    await expect(new Set(images.map((img) => Math.round(img.getBoundingClientRect().top))).size).toBe(1);
    await expect(images[2]?.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
    const send = canvas.getByRole('button', { name: '回复' });
    const form = send.closest('form') as HTMLElement;
    await expect(Math.round(send.getBoundingClientRect().width)).toBe(Math.round(form.getBoundingClientRect().width));
    await userEvent.click(replyBy(canvas, RE_ORGANISER.user.nickname).getByRole('button', { name: '点赞，6 个赞' }));
    await expect(args.onLike).toHaveBeenLastCalledWith('reply', RE_ORGANISER.id, true);
  },
};
