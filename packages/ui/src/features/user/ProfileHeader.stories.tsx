import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { BIG_STATS, BUYER, DESIGNER, LONG_INTRO, LONG_USER, NEW_MEMBER, NO_STATS, ORGANISER, STATS } from './profileFixtures.ts';
import { ProfileHeader } from './ProfileHeader.tsx';

const meta = {
  title: 'Features/User/ProfileHeader',
  component: ProfileHeader,
  args: {
    status: 'ready',
    user: DESIGNER,
    stats: STATS,
    own: false,
    following: false,
    onFollowToggle: fn(),
    onMessage: fn(),
    followsHref: `#/user/list?t=follow&uid=${DESIGNER.id}`,
    fansHref: `#/user/list?t=fans&uid=${DESIGNER.id}`,
    columnHref: '#/column/detail?id=7',
    homeHref: '#/',
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfileHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The root never scrolls sideways: nothing wider than the header or the page. */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector('header') as HTMLElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}

/** A visitor on the Chinese site who does not follow her: follow and column, no message button. */
export const Visitor: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    const name = canvas.getByRole('heading', { level: 1, name: DESIGNER.nickname });
    await expect(name).toHaveAttribute('translate', 'no');
    // What was verified, written out: expert, and the reason.
    await expect(canvasElement.querySelector('.spw-profile__verified')).toHaveTextContent('专家认证上海铂金周设计大赛金奖得主');
    await expect(canvas.getByText('上海铂金珠宝设计工作室 · 首席设计师')).toHaveAttribute('translate', 'no');
    await expect(canvas.getByText(DESIGNER.description)).toBeVisible();
    // The intro keeps its line breaks.
    const intro = canvas.getByText(/^毕业于中央美术学院/);
    await expect(intro).toHaveTextContent('欢迎交流铂金首饰的设计与工艺。');
    await expect(getComputedStyle(intro).whiteSpace).toBe('pre-line');
    await expect(canvas.getByRole('link', { name: '12 关注' })).toHaveAttribute('href', '#/user/list?t=follow&uid=208');
    await expect(canvas.getByRole('link', { name: '1,234 粉丝' })).toHaveAttribute('href', '#/user/list?t=fans&uid=208');
    // The default cover: platinum, drawn, no picture.
    await expect(canvasElement.querySelector('.spw-profile__cover')).toHaveClass('spw-profile-cover--1');
    await expect(canvasElement.querySelector('.spw-profile__cover img')).toBeNull();
    const follow = canvas.getByRole('button', { name: '关注' });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('button', { name: '私信' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '专栏' })).toHaveAttribute('href', '#/column/detail?id=7');
    await expect(canvas.queryByRole('link', { name: '编辑资料' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '更换头像' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '更换封面' })).toBeNull();
    await userEvent.click(follow);
    await expect(args.onFollowToggle).toHaveBeenCalledTimes(1);
  },
};

/** Following: the button is pressed, and the message button shows and opens the dialog. */
export const Following: Story = {
  args: { following: true },
  play: async ({ canvas, args }) => {
    const follow = canvas.getByRole('button', { name: '已关注' });
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '私信' }));
    await expect(args.onMessage).toHaveBeenCalledTimes(1);
    await expect(args.onFollowToggle).not.toHaveBeenCalled();
    await userEvent.click(follow);
    await expect(args.onFollowToggle).toHaveBeenCalledTimes(1);
  },
};

/** The call is on its way: the button keeps the focus but takes no second press. */
export const FollowBusy: Story = {
  args: { followBusy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '关注' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onFollowToggle).not.toHaveBeenCalled();
  },
};

/** The owner: edit, the cover menu, the avatar button and the creator centre; no follow or message. */
export const Own: Story = {
  args: {
    own: true,
    following: false,
    creatorHref: '#/creator/index',
    editHref: '#/user/userinfo',
    onChangeAvatar: fn(),
    onChangeCover: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: '关注' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '私信' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '编辑资料' })).toHaveAttribute('href', '#/user/userinfo');
    await expect(canvas.getByRole('link', { name: '创作中心' })).toHaveAttribute('href', '#/creator/index');
    await userEvent.click(canvas.getByRole('button', { name: '更换头像' }));
    await expect(args.onChangeAvatar).toHaveBeenCalledTimes(1);
    // The cover menu: four presets as radio choices, the current one checked.
    // The menu's code comes on demand: its trigger (aria-expanded) replaces a waiting button.
    await userEvent.click(await canvas.findByRole('button', { name: '更换封面', expanded: false }));
    const menu = await within(document.body).findByRole('menu');
    const choices = within(menu).getAllByRole('menuitemradio');
    await expect(choices.map((choice) => choice.textContent)).toEqual(['铂金', '深海蓝', '玫瑰金', '翡翠']);
    await expect(within(menu).getByRole('menuitemradio', { name: '铂金' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '玫瑰金' }));
    await expect(args.onChangeCover).toHaveBeenCalledWith('preset:3');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** The owner with neither a column nor a homepage: no creator centre. */
export const OwnWithoutCreator: Story = {
  args: {
    user: NEW_MEMBER,
    own: true,
    creatorHref: '#/creator/index',
    columnHref: undefined,
    editHref: '#/user/userinfo',
    onChangeAvatar: fn(),
    onChangeCover: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: '创作中心' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '编辑资料' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '更换封面', expanded: false })).toBeVisible();
  },
};

/** An organisation: the blue seal, 'organisation' and the reason; the deep-navy cover. */
export const Organisation: Story = {
  args: {
    user: ORGANISER,
    followsHref: `#/user/list?t=follow&uid=${ORGANISER.id}`,
    fansHref: `#/user/list?t=fans&uid=${ORGANISER.id}`,
    stats: BIG_STATS,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: ORGANISER.nickname })).toBeVisible();
    const badge = canvasElement.querySelector('.spw-profile__verified [data-slot="verified-badge"]');
    await expect(badge).toHaveAttribute('data-variant', 'organisation');
    await expect(badge).toHaveTextContent('机构认证上海铂金周组委会 官方账号');
    await expect(canvasElement.querySelector('.spw-profile__cover')).toHaveClass('spw-profile-cover--2');
    await expect(canvas.getByRole('link', { name: '12,860,000 粉丝' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1,086 关注' })).toBeVisible();
  },
};

/** A member who wrote nothing: no picture (the initial), no work, no description, '暂没有个人简介'; no column. */
export const NoIntro: Story = {
  args: {
    user: NEW_MEMBER,
    stats: NO_STATS,
    columnHref: undefined,
    followsHref: `#/user/list?t=follow&uid=${NEW_MEMBER.id}`,
    fansHref: `#/user/list?t=fans&uid=${NEW_MEMBER.id}`,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('暂没有个人简介')).toBeVisible();
    await expect(canvasElement.querySelector('.spw-avatar__fallback')).toHaveTextContent('水');
    await expect(canvasElement.querySelector('.spw-profile__verified')).toBeNull();
    await expect(canvasElement.querySelector('.spw-profile__work')).toBeNull();
    await expect(canvas.getByRole('link', { name: '0 关注' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '0 粉丝' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '专栏' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '关注' })).toBeVisible();
  },
};

/** The counts still on their way: a placeholder where they go, marked busy. */
export const StatsLoading: Story = {
  args: { stats: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('.spw-profile__counts')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link', { name: /粉丝/ })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: DESIGNER.nickname })).toBeVisible();
  },
};

/** An uploaded cover: the picture, with its size set, as decoration. */
export const UploadedCover: Story = {
  globals: { locale: 'en' },
  args: { user: BUYER, columnHref: undefined },
  play: async ({ canvas, canvasElement }) => {
    const cover = canvasElement.querySelector('.spw-profile__cover img');
    await expect(cover).toHaveAttribute('src', BUYER.bg_url);
    await expect(cover).toHaveAttribute('alt', '');
    await expect(cover).toHaveAttribute('width', '1280');
    await expect(cover).toHaveAttribute('height', '320');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oliver Bennett' })).toBeVisible();
    await expect(canvas.getByText('Bennett & Hale Fine Jewellery · Head buyer')).toBeVisible();
  },
};

/** The English site: the site's words and numbers in English; what the member wrote stays as written. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { following: true, stats: { follow_amount: 1, fans_amount: 1234 } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: DESIGNER.nickname })).toHaveAttribute('translate', 'no');
    await expect(canvasElement.querySelector('.spw-profile__verified')).toHaveTextContent('Verified expert');
    await expect(canvas.getByRole('link', { name: '1 following' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1,234 followers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'Column' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Message' }));
    await expect(args.onMessage).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('关注')).toBeNull();
  },
};

/** The owner on the English site with no intro: the cover menu's names in English. */
export const EnglishOwnNoIntro: Story = {
  globals: { locale: 'en' },
  args: {
    user: { ...NEW_MEMBER, is_homepage: 1 },
    own: true,
    creatorHref: '#/creator/index',
    editHref: '#/user/userinfo',
    onChangeAvatar: fn(),
    onChangeCover: fn(),
    coverBusy: false,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No introduction yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Creator centre' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change avatar' })).toBeVisible();
    const trigger = await canvas.findByRole('button', { name: 'Change cover', expanded: false });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((choice) => choice.textContent),
    ).toEqual(['Platinum', 'Deep navy', 'Rose gold', 'Jade']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(args.onChangeCover).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', user: null, stats: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('header')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', user: null, stats: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('个人主页加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onFollowToggle).not.toHaveBeenCalled();
  },
};

/** No such member: says so, and leads home. */
export const NotFound: Story = {
  args: { status: 'notFound', user: null, stats: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该用户不存在')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Everything at its longest wraps: nothing wider than the header. */
export const LongText: Story = {
  args: { user: LONG_USER, stats: BIG_STATS, following: true },
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByRole('heading', { level: 1, name: `${DESIGNER.nickname}${LONG_NAME}` });
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(canvasElement.querySelector('.spw-profile__verified')).toHaveTextContent(LONG_NAME);
    // The intro is shown in full.
    await expect(canvas.getByText(LONG_INTRO.slice(0, 20), { exact: false })).toHaveTextContent(LONG_INTRO.slice(-20));
    await expect(canvas.getByRole('link', { name: '12,860,000 粉丝' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '私信' })).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

/** A phone: the buttons wrap under the name; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { user: LONG_USER, following: true },
  play: async ({ canvas, canvasElement, args }) => {
    const name = canvas.getByRole('heading', { level: 1, name: `${DESIGNER.nickname}${LONG_NAME}` });
    const message = canvas.getByRole('button', { name: '私信' });
    const column = canvas.getByRole('link', { name: '专栏' });
    await expect(message.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
    const doc = canvasElement.ownerDocument.documentElement;
    for (const control of [canvas.getByRole('button', { name: '已关注' }), message, column]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
    }
    await expectNoOverflow(canvasElement);
    await userEvent.click(message);
    await expect(args.onMessage).toHaveBeenCalledTimes(1);
  },
};
