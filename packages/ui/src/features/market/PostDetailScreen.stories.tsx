import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { PostDetailScreen, type ContactState, type PostDetailScreenProps } from './PostDetailScreen.tsx';
import { POST_CASTING, POST_DESIGNS, POST_EXPIRED, POST_LONG, POST_MINE, POST_ME, POST_REFINERY, POST_SPONGE } from './postFixtures.ts';

const userHrefOf = (uid: number) => `#/user/home?uid=${uid}`;

const meta = {
  title: 'Features/Market/PostDetail',
  component: PostDetailScreen,
  args: {
    status: 'ready',
    post: POST_SPONGE,
    isAdmin: false,
    contact: { state: 'hidden' },
    onRevealContact: fn(),
    onReport: fn(),
    editHref: null,
    onOwnerAction: fn(),
    busy: null,
    onModerate: fn(),
    backHref: '#/posts/list',
    userHrefOf,
    onRetry: fn(),
  },
} satisfies Meta<typeof PostDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const body = () => within(document.body);
/** Every dialog gone from the page, its closing animation too. */
const noDialog = () => waitFor(() => expect(document.querySelector('[role="dialog"], [role="alertdialog"]')).toBeNull());
const contactPanel = (canvas: Canvas, name = '联系方式') => within(canvas.getByRole('region', { name }));
const ownerActions = (canvas: Canvas) => within(canvas.getByRole('group', { name: '管理我的信息' }));

const SPAM_NOTE = '为防止骚扰，联系方式仅对登录会员显示，每次查看都会被记录';
const LIMIT = '今日查看联系方式已达上限（20 条），请明天再来';

/** Someone else's open post (Chinese): its type, title, where and when, pictures, words, poster; the contact on request. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '返回供需市场' })).toHaveAttribute('href', '#/posts/list');
    const title = canvas.getByRole('heading', { level: 1, name: POST_SPONGE.title });
    await expect(title).toHaveAttribute('translate', 'no');
    const post = within(canvas.getByRole('article', { name: POST_SPONGE.title }));
    await expect(post.getByText('出售')).toBeVisible();
    await expect(post.getByText('贵金属')).toBeVisible();
    await expect(post.getByText('西南')).toBeVisible();
    await expect(post.getByText('发布于 2026年11月19日')).toHaveAttribute('datetime', POST_SPONGE.created_at);
    await expect(post.getByText('有效期至 2026年12月18日')).toBeVisible();
    const content = post.getByText(/^贵研自产铂海绵/);
    await expect(content).toHaveAttribute('translate', 'no');
    await expect(getComputedStyle(content).whiteSpace).toBe('pre-line');

    // The pictures: the first large, then a thumbnail of each.
    const gallery = within(post.getByRole('region', { name: '信息图片' }));
    await expect(gallery.getByRole('button', { name: '查看大图' })).toBeVisible();
    for (const n of [1, 2, 3]) await expect(gallery.getByRole('button', { name: `查看第 ${n} 张图片` })).toBeVisible();

    // No status notice on an open post.
    await expect(canvas.queryByText('该信息已关闭')).toBeNull();
    await expect(canvas.queryByText('该信息已过期')).toBeNull();

    // Who posted it.
    const poster = within(canvas.getByRole('region', { name: '发布者' }));
    const name = poster.getByRole('link', { name: POST_REFINERY.nickname });
    await expect(name).toHaveAttribute('href', `#/user/home?uid=${POST_REFINERY.id}`);
    await expect(name).toHaveAttribute('translate', 'no');
    await expect(poster.getByRole('img', { name: '机构认证' })).toBeVisible();
    await expect(poster.getByText('贵研铂业股份有限公司 · 销售部')).toHaveAttribute('translate', 'no');

    // The contact: on request, with the reason it is counted.
    const panel = contactPanel(canvas);
    await expect(panel.getByText(SPAM_NOTE)).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: '查看联系方式' }));
    await expect(args.onRevealContact).toHaveBeenCalledTimes(1);

    await userEvent.click(post.getByRole('button', { name: '举报' }));
    await expect(args.onReport).toHaveBeenCalledTimes(1);
    // Not theirs, not an admin.
    await expect(canvas.queryByRole('group', { name: '管理我的信息' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '隐藏' })).toBeNull();
  },
};

/** The contact asked for and on its way: the button waits. */
export const ContactLoading: Story = {
  tags: ['!visual'],
  args: { contact: { state: 'loading' } },
  play: async ({ canvas, args }) => {
    const button = contactPanel(canvas).getByRole('button', { name: '查看联系方式' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRevealContact).not.toHaveBeenCalled();
  },
};

/** The contact shown, as written, with how many more the member may see today. */
export const ContactShown: Story = {
  args: { contact: { state: 'shown', contact: '张经理 021-6888 1234 / zhang@gyyb.example', remaining: 17 } },
  play: async ({ canvas }) => {
    const panel = contactPanel(canvas);
    await expect(panel.getByText('张经理 021-6888 1234 / zhang@gyyb.example')).toHaveAttribute('translate', 'no');
    await expect(panel.getByText('今日还可查看 17 条联系方式')).toBeVisible();
    await expect(panel.queryByRole('button', { name: '查看联系方式' })).toBeNull();
    await expect(panel.getByText(SPAM_NOTE)).toBeVisible();
  },
};

/** The reveal pressed, the details arrive: the focus moves from the button (gone) to them. */
export const ContactArrives: Story = {
  tags: ['!visual'],
  render: function Render(args: PostDetailScreenProps) {
    const [contact, setContact] = useState<ContactState>({ state: 'hidden' });
    return (
      <PostDetailScreen
        {...args}
        contact={contact}
        onRevealContact={() => {
          args.onRevealContact();
          setContact({ state: 'loading' });
          setTimeout(() => setContact({ state: 'shown', contact: '138 0000 5678', remaining: 19 }), 50);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(contactPanel(canvas).getByRole('button', { name: '查看联系方式' }));
    await expect(args.onRevealContact).toHaveBeenCalledTimes(1);
    const value = await contactPanel(canvas).findByText('138 0000 5678');
    await waitFor(() => expect(value).toHaveFocus());
    await expect(contactPanel(canvas).getByText('今日还可查看 19 条联系方式')).toBeVisible();
  },
};

/** The daily limit reached: the refusal announced; the button stays to try again. */
export const ContactLimit: Story = {
  args: { contact: { state: 'error', message: LIMIT } },
  play: async ({ canvas, args }) => {
    const panel = contactPanel(canvas);
    await expect(panel.getByRole('alert')).toHaveTextContent(LIMIT);
    await userEvent.click(panel.getByRole('button', { name: '查看联系方式' }));
    await expect(args.onRevealContact).toHaveBeenCalledTimes(1);
  },
};

/** The member's own open post: the contact shown at once; edit, close (asked first), renew, delete; no report. */
export const Mine: Story = {
  args: { post: POST_MINE, editHref: '#/posts/edit?id=504' },
  play: async ({ canvas, args }) => {
    const panel = contactPanel(canvas);
    await expect(panel.getByText(POST_MINE.contact)).toHaveAttribute('translate', 'no');
    await expect(panel.getByText('仅你和查看联系方式的登录会员可见，每次查看都会被记录')).toBeVisible();
    await expect(panel.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '举报' })).toBeNull();

    const actions = ownerActions(canvas);
    await expect(actions.getByRole('link', { name: '编辑' })).toHaveAttribute('href', '#/posts/edit?id=504');

    // Close asks first: Cancel keeps it open, the confirm closes it.
    await userEvent.click(actions.getByRole('button', { name: '标记成交并关闭' }));
    let dialog = await body().findByRole('alertdialog', { name: '标记成交并关闭？' });
    await expect(dialog).toHaveAccessibleDescription('关闭后信息将不再展示，确定已成交？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onOwnerAction).not.toHaveBeenCalled();
    await userEvent.click(actions.getByRole('button', { name: '标记成交并关闭' }));
    dialog = await body().findByRole('alertdialog', { name: '标记成交并关闭？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定关闭' }));
    await expect(args.onOwnerAction).toHaveBeenLastCalledWith('close');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());

    // Renew at once.
    await userEvent.click(actions.getByRole('button', { name: '续期 30 天' }));
    await expect(args.onOwnerAction).toHaveBeenLastCalledWith('renew');

    // Delete asks first.
    await userEvent.click(actions.getByRole('button', { name: '删除' }));
    dialog = await body().findByRole('alertdialog', { name: '删除这条信息？' });
    await expect(dialog).toHaveAccessibleDescription('删除后无法恢复，确定删除？');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onOwnerAction).toHaveBeenLastCalledWith('delete');
    await expect(args.onOwnerAction).toHaveBeenCalledTimes(3);
    await noDialog();
  },
};

/** An owner action under way: its button waits, the others take no press. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { post: POST_MINE, editHref: '#/posts/edit?id=504', busy: 'renew' },
  play: async ({ canvas }) => {
    const actions = ownerActions(canvas);
    await expect(actions.getByRole('button', { name: '续期 30 天' })).toHaveAttribute('aria-busy', 'true');
    await expect(actions.getByRole('button', { name: '标记成交并关闭' })).toBeDisabled();
    await expect(actions.getByRole('button', { name: '删除' })).toBeDisabled();
  },
};

/** The member's own expired post: said so, with the renew button in the notice; nothing to close. */
export const Expired: Story = {
  args: { post: POST_EXPIRED, editHref: '#/posts/edit?id=506' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('该信息已过期')).toBeVisible();
    await expect(canvas.getByText('有效期至 2026年10月31日')).toBeVisible();
    const renew = canvas.getAllByRole('button', { name: '续期 30 天' });
    await expect(renew).toHaveLength(1);
    await userEvent.click(renew[0] as HTMLElement);
    await expect(args.onOwnerAction).toHaveBeenLastCalledWith('renew');
    const actions = ownerActions(canvas);
    await expect(actions.getByRole('link', { name: '编辑' })).toBeVisible();
    await expect(actions.queryByRole('button', { name: '标记成交并关闭' })).toBeNull();
    await expect(actions.getByRole('button', { name: '删除' })).toBeVisible();
    // Their own details still shown to them.
    await expect(contactPanel(canvas).getByText(POST_EXPIRED.contact)).toBeVisible();
  },
};

/** Someone else's expired post: said so, no renew, no contact. */
export const ExpiredOthers: Story = {
  tags: ['!visual'],
  args: { post: { ...POST_CASTING, status: 'expired', expires_at: '2026-11-01T03:20:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该信息已过期')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '续期 30 天' })).toBeNull();
    await expect(contactPanel(canvas).getByText('信息已结束，不再提供联系方式')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '查看联系方式' })).toBeNull();
  },
};

/** Someone else's closed post: said so; no contact offered. */
export const Closed: Story = {
  args: { post: { ...POST_SPONGE, status: 'closed', closed_at: '2026-11-20T01:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该信息已关闭')).toBeVisible();
    const panel = contactPanel(canvas);
    await expect(panel.getByText('信息已结束，不再提供联系方式')).toBeVisible();
    await expect(panel.queryByRole('button')).toBeNull();
    await expect(panel.queryByText(SPAM_NOTE)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: POST_SPONGE.title })).toBeVisible();
  },
};

/** The member's own closed post: only delete left. */
export const ClosedMine: Story = {
  tags: ['!visual'],
  args: { post: { ...POST_MINE, status: 'closed', closed_at: '2026-11-15T06:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该信息已关闭')).toBeVisible();
    const actions = ownerActions(canvas);
    await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual(['删除']);
    await expect(actions.queryByRole('link')).toBeNull();
  },
};

/** The member's own post, hidden by an admin: the notice with the reason. */
export const Hidden: Story = {
  args: { post: { ...POST_MINE, is_hidden: true, hidden_reason: '内容含有与交易无关的广告链接' }, editHref: '#/posts/edit?id=504' },
  play: async ({ canvas }) => {
    const notice = canvas.getByText(/^该信息已被管理员隐藏：/);
    await expect(notice).toHaveTextContent('该信息已被管理员隐藏：内容含有与交易无关的广告链接');
    await expect(canvas.getByText('内容含有与交易无关的广告链接')).toHaveAttribute('translate', 'no');
    await expect(canvas.queryByRole('button', { name: '举报' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '恢复显示' })).toBeNull();
    await expect(ownerActions(canvas).getByRole('button', { name: '删除' })).toBeVisible();
  },
};

/** Hidden without a reason: the plain notice. */
export const HiddenPlain: Story = {
  tags: ['!visual'],
  args: { post: { ...POST_MINE, is_hidden: true, hidden_reason: '  ' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该信息已被管理员隐藏')).toBeVisible();
    await expect(canvas.queryByText(/该信息已被管理员隐藏：/)).toBeNull();
  },
};

/** An admin on someone else's post: hide it; no report; the contact still on request. */
export const Admin: Story = {
  args: { isAdmin: true },
  play: async ({ canvas, args }) => {
    const admin = within(canvas.getByRole('group', { name: '管理员操作' }));
    await userEvent.click(admin.getByRole('button', { name: '隐藏' }));
    await expect(args.onModerate).toHaveBeenLastCalledWith('hide');
    await expect(canvas.queryByRole('button', { name: '举报' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: '管理我的信息' })).toBeNull();
    await expect(contactPanel(canvas).getByRole('button', { name: '查看联系方式' })).toBeVisible();
  },
};

/** An admin on a hidden post: the reason, and the way to show it again. */
export const AdminHidden: Story = {
  tags: ['!visual'],
  args: { isAdmin: true, post: { ...POST_SPONGE, is_hidden: true, hidden_reason: '重复发布' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^该信息已被管理员隐藏：/)).toHaveTextContent('该信息已被管理员隐藏：重复发布');
    await userEvent.click(canvas.getByRole('button', { name: '恢复显示' }));
    await expect(args.onModerate).toHaveBeenLastCalledWith('show');
    await expect(canvas.queryByRole('button', { name: '隐藏' })).toBeNull();
  },
};

/** The picture viewer: opened at the thumbnail pressed, the arrow keys move, Escape closes, the focus goes back. */
export const Viewer: Story = {
  play: async ({ canvas }) => {
    const second = canvas.getByRole('button', { name: '查看第 2 张图片' });
    await userEvent.click(second);
    const dialog = within(await body().findByRole('dialog', { name: '图片查看' }));
    await expect(dialog.getByRole('img', { name: '图片 2/3' })).toHaveAttribute('src', POST_SPONGE.images[1]);
    await expect(dialog.getByText('2 / 3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('img', { name: '图片 3/3' })).toHaveAttribute('src', POST_SPONGE.images[2]);
    await expect(dialog.getByRole('button', { name: /下一张/ })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dialog.getByText('1 / 3')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /上一张/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(second).toHaveFocus());

    // The large picture opens the first.
    await userEvent.click(canvas.getByRole('button', { name: '查看大图' }));
    const again = within(await body().findByRole('dialog', { name: '图片查看' }));
    await expect(again.getByText('1 / 3')).toBeVisible();
    // The next button walks to the end; the focus is handed to the other button when it is disabled.
    await userEvent.click(again.getByRole('button', { name: /下一张/ }));
    await userEvent.click(again.getByRole('button', { name: /下一张/ }));
    await expect(again.getByText('3 / 3')).toBeVisible();
    await waitFor(() => expect(again.getByRole('button', { name: /上一张/ })).toHaveFocus());
    await userEvent.click(again.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: '查看大图' })).toHaveFocus());
    await noDialog();
  },
};

/** One picture: no thumbnails; the picture itself opens the viewer. */
export const OnePicture: Story = {
  tags: ['!visual'],
  args: { post: POST_CASTING },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '查看大图' })).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '查看第 1 张图片' }));
    const dialog = within(await body().findByRole('dialog', { name: '图片查看' }));
    await expect(dialog.getByText('1 / 1')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Loading: Story = {
  args: { status: 'loading', post: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('link', { name: '返回供需市场' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', post: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('信息加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: '返回供需市场' })).toBeVisible();
  },
};

/** Deleted, or never there: said so, with the way back. */
export const NotFound: Story = {
  args: { status: 'notFound', post: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('信息不存在或已删除')).toBeVisible();
    const links = canvas.getAllByRole('link', { name: '返回供需市场' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '#/posts/list');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A title at the width limit, 300 characters of text, a long name and company, a long contact: all wrap inside. */
export const LongText: Story = {
  args: { post: POST_LONG, contact: { state: 'shown', contact: `${LONG_NAME} ${'8'.repeat(60)}`, remaining: 0 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: POST_LONG.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: LONG_NAME })).toBeVisible();
    await expect(contactPanel(canvas).getByText('今日还可查看 0 条联系方式')).toBeVisible();
    const root = canvasElement.querySelector('.spw-post-detail') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const box of [canvas.getByRole('article'), ...canvas.getAllByRole('region')]) {
      await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    }
  },
};

/** The English site: the site's words in English, the member's as written; one more contact today. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { post: POST_DESIGNS, contact: { state: 'shown', contact: 'yumi@studio.example', remaining: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to the market' })).toBeVisible();
    const post = within(canvas.getByRole('article', { name: POST_DESIGNS.title }));
    await expect(post.getByText('For sale')).toBeVisible();
    await expect(post.getByText('Jewellery')).toBeVisible();
    await expect(post.getByText('Overseas')).toBeVisible();
    await expect(post.getByText('Posted 17 Nov 2026')).toBeVisible();
    await expect(post.getByText('Valid until 18 Dec 2026')).toBeVisible();
    await expect(post.getByRole('button', { name: 'View picture 2' })).toBeVisible();
    await expect(post.getByRole('button', { name: 'Report' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Posted by' })).toBeVisible();
    const panel = contactPanel(canvas, 'Contact details');
    await expect(panel.getByText('yumi@studio.example')).toHaveAttribute('translate', 'no');
    await expect(panel.getByText('You can see 1 more contact today')).toBeVisible();
    await expect(
      panel.getByText('To prevent spam, contact details are shown only to signed-in members and each view is logged'),
    ).toBeVisible();
  },
};

/** English, the reveal button and a closed post's words. */
export const EnglishStates: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { post: { ...POST_MINE, user: POST_ME, status: 'expired' }, editHref: '#/posts/edit?id=504' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This post has expired')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Renew for 30 days' })).toBeVisible();
    const actions = within(canvas.getByRole('group', { name: 'Manage your post' }));
    await expect(actions.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** A phone: one column, nothing wider than the screen; the reveal button as wide as its panel. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, args }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
    const article = canvas.getByRole('article');
    const panel = canvas.getByRole('region', { name: '联系方式' });
    // The side column under the post.
    await expect(panel.getBoundingClientRect().top).toBeGreaterThan(article.getBoundingClientRect().bottom);
    const thumbs = ['查看第 1 张图片', '查看第 3 张图片'].map((name) => canvas.getByRole('button', { name }));
    await expect(thumbs[1]?.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const reveal = within(panel).getByRole('button', { name: '查看联系方式' });
    await userEvent.click(reveal);
    await expect(args.onRevealContact).toHaveBeenCalledTimes(1);
  },
};

/** The viewer open on a phone: the picture and its buttons inside the screen. */
export const ViewerPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看第 2 张图片' }));
    const dialog = await body().findByRole('dialog', { name: '图片查看' });
    const picture = within(dialog).getByRole('img', { name: '图片 2/3' });
    await waitFor(() => expect(picture.getBoundingClientRect().height).toBeGreaterThan(0));
    for (const name of [/上一张/, /下一张/]) {
      await expect(within(dialog).getByRole('button', { name }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
