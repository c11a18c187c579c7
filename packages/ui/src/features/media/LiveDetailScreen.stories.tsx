import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { CLOSED_DETAIL, EMBED_DETAIL, FIXED_NOW, LIVE_DETAIL, LONG_DETAIL, REPLAY_DETAIL, UPCOMING_DETAIL } from './broadcastFixtures.ts';
import { LiveDetailScreen } from './LiveDetailScreen.tsx';

const LOGIN = '#/login?redirect=%2Flive%2Fdetail%3Fid%3D2';

const meta = {
  title: 'Features/Media/LiveDetail',
  component: LiveDetailScreen,
  // A page of its own (the standalone layout): it draws its own bar and margins.
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    broadcast: LIVE_DETAIL,
    now: FIXED_NOW,
    reminded: false,
    onRemind: fn(),
    loginHref: LOGIN,
    listHref: '#/live/list',
    articleHref: (id) => `#/article/detail?id=${id}`,
    authorHref: (uid) => `#/user/index?uid=${uid}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof LiveDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value beside a fact's label. */
const factOf = (canvas: ReturnType<typeof within>, label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;

/** Nothing wider than the page. */
const fitsSideways = async (canvasElement: HTMLElement) => {
  const doc = canvasElement.ownerDocument.documentElement;
  await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
};

/** On the English site: no Chinese text outside an element marked Chinese (a Chinese-only article, say). */
const noStrayChinese = async (canvasElement: HTMLElement) => {
  const walker = canvasElement.ownerDocument.createTreeWalker(canvasElement, NodeFilter.SHOW_TEXT);
  const stray: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/\p{Script=Han}/u.test(node.textContent ?? '') && !node.parentElement?.closest('[lang="zh-CN"]'))
      stray.push(node.textContent ?? '');
  }
  await expect(stray).toEqual([]);
};

/** In progress, on the Chinese site: the player ready to play, the status, the facts, the speakers and the articles. */
export const Live: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('link', { name: '全部直播' })).toHaveAttribute('href', '#/live/list');
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByText('直播中')).toBeVisible();
    await expect(canvasElement.querySelector('.spw-live-detail__dot')).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: LIVE_DETAIL.title })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText(LIVE_DETAIL.summary)).toHaveAttribute('lang', 'zh-CN');
    await expect(factOf(canvas, '主办')).toHaveTextContent(LIVE_DETAIL.host);
    await expect(factOf(canvas, '时间')).toHaveTextContent('2026年11月27日 09:30 – 12:30（北京时间）');
    await expect(factOf(canvas, '时间')?.querySelector('time')).toHaveAttribute('datetime', LIVE_DETAIL.start_time);
    // The stream is on: press to play; nothing to remind of.
    await expect(canvas.getByRole('button', { name: `播放：${LIVE_DETAIL.title}` })).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '预约提醒' })).toBeNull();
    await expect(canvas.queryByText('回放')).toBeNull();
    // What it is about, a paragraph a block.
    await expect(canvas.getByRole('heading', { level: 2, name: '直播介绍' })).toBeVisible();
    const about = canvas.getByText(/^本周直播关注/).parentElement as HTMLElement;
    await expect(about).toHaveAttribute('lang', 'zh-CN');
    await expect(about.querySelectorAll('p')).toHaveLength(2);
    // The speakers: name and position, the picture or the initials.
    // On a wide screen the speakers are beside the text, level with it.
    const speakersHeading = canvas.getByRole('heading', { level: 2, name: '嘉宾' });
    const aboutHeading = canvas.getByRole('heading', { level: 2, name: '直播介绍' });
    await expect(speakersHeading.getBoundingClientRect().top).toBe(aboutHeading.getBoundingClientRect().top);
    await expect(speakersHeading.getBoundingClientRect().left).toBeGreaterThan(aboutHeading.getBoundingClientRect().right);
    const speakers = within(speakersHeading.parentElement as HTMLElement);
    await expect(speakers.getAllByRole('listitem')).toHaveLength(3);
    await expect(speakers.getByText('陈嘉文')).toHaveAttribute('lang', 'zh-CN');
    await expect(speakers.getByText('世界铂金投资协会 研究主管')).toBeVisible();
    // The related articles, each linking to itself; pinned means nothing here.
    await expect(canvas.getByRole('heading', { level: 2, name: '相关文章' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: LIVE_DETAIL.articles[0]?.title })).toHaveAttribute('href', '#/article/detail?id=21');
    await expect(canvas.getByRole('link', { name: LIVE_DETAIL.articles[1]?.title })).toHaveAttribute('href', '#/article/detail?id=22');
    await expect(canvas.queryByText('置顶')).toBeNull();
    await expect(args.onRemind).not.toHaveBeenCalled();
  },
};

/** The English site: English words where the stream has them, marked English; the speakers' English names. */
export const LiveEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'All live streams' })).toHaveAttribute('href', '#/live/list');
    await expect(canvas.getByText('Live now')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: LIVE_DETAIL.en_title })).toHaveAttribute('lang', 'en');
    await expect(factOf(canvas, 'Host')).toHaveTextContent(LIVE_DETAIL.en_host);
    await expect(factOf(canvas, 'Host')).toHaveAttribute('lang', 'en');
    await expect(factOf(canvas, 'Time')).toHaveTextContent('27 Nov 2026, 09:30 – 12:30 (Beijing time)');
    await expect(canvas.getByRole('button', { name: `Play: ${LIVE_DETAIL.en_title}` })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'About this stream' })).toBeVisible();
    await expect(canvas.getByText(/^This week we look at/).parentElement).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('Oliver Hughes')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('Head of Research, World Platinum Investment Council')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible();
    // A Chinese article keeps its language.
    const chinese = canvas.getByRole('link', { name: LIVE_DETAIL.articles[0]?.title });
    await expect(chinese.closest('[lang]')).toHaveAttribute('lang', 'zh-CN');
    await noStrayChinese(canvasElement);
  },
};

/** Not started, a member not yet reminded: the countdown over the poster, the remind button and who is waiting. */
export const UpcomingMember: Story = {
  args: { broadcast: UPCOMING_DETAIL },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('未开始')).toBeVisible();
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('距开播 2 天 03:00:00');
    await expect(timer).toHaveAccessibleName('距开播还有 2 天 3 小时 0 分钟');
    // A timer is not announced each second.
    await expect(timer).not.toHaveAttribute('aria-live');
    await expect(timer.closest('[aria-live]')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^播放/ })).toBeNull();
    await expect(factOf(canvas, '时间')).toHaveTextContent('2026年11月29日 13:00 – 14:30（北京时间）');
    await expect(canvas.getByText('128 人已预约')).toBeVisible();
    const remind = canvas.getByRole('button', { name: '预约提醒' });
    await expect(remind).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(remind);
    await expect(args.onRemind).toHaveBeenCalledTimes(1);
    await expect(args.onRemind).toHaveBeenCalledWith(true);
    // One speaker, no articles: no empty section.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['直播介绍', '嘉宾']);
    await expect(canvas.getByText('奥利弗·休斯')).toBeVisible();
  },
};

/** Not started, the member reminded: the pressed button cancels. */
export const UpcomingReminded: Story = {
  args: { broadcast: UPCOMING_DETAIL, reminded: true },
  play: async ({ canvas, args }) => {
    const cancel = canvas.getByRole('button', { name: '已预约 · 取消' });
    await expect(cancel).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(cancel);
    await expect(args.onRemind).toHaveBeenCalledTimes(1);
    await expect(args.onRemind).toHaveBeenCalledWith(false);
  },
};

/** The reminder being changed: the button waits and cannot be pressed again. */
export const UpcomingBusy: Story = {
  tags: ['!visual'],
  args: { broadcast: UPCOMING_DETAIL, reminded: false, remindBusy: true },
  play: async ({ canvas, args }) => {
    const remind = canvas.getByRole('button', { name: '预约提醒' });
    await expect(remind).toBeDisabled();
    await expect(remind).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remind, { pointerEventsCheck: 0 });
    await expect(args.onRemind).not.toHaveBeenCalled();
  },
};

/** Not started, a visitor: the way to sign in (and back here) instead of the button; the English countdown. */
export const UpcomingVisitor: Story = {
  globals: { locale: 'en' },
  args: { broadcast: UPCOMING_DETAIL, reminded: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in to get a reminder' })).toHaveAttribute('href', LOGIN);
    await expect(canvas.queryByRole('button', { name: /remind/i })).toBeNull();
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('Starts in 2 d 03:00:00');
    await expect(timer).toHaveAccessibleName('Starts in 2 days, 3 hours and 0 minutes');
    await expect(canvas.getByText('128 waiting')).toBeVisible();
    await expect(canvas.getByText('Not started')).toBeVisible();
    await expect(args.onRemind).not.toHaveBeenCalled();
    await noStrayChinese(canvasElement);
  },
};

/** Starting in forty minutes: no days in the countdown. */
export const StartingSoon: Story = {
  tags: ['!visual'],
  args: { broadcast: UPCOMING_DETAIL, now: Date.parse(UPCOMING_DETAIL.start_time) - (40 * 60 + 5) * 1000 },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('距开播 00:40:05');
    await expect(timer).toHaveAccessibleName('距开播还有 40 分钟');
  },
};

/** The server said "not started" but the clock has passed the start: the page plays the stream by itself. */
export const LiveByTheClock: Story = {
  tags: ['!visual'],
  args: { broadcast: UPCOMING_DETAIL, now: Date.parse(UPCOMING_DETAIL.start_time) + 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('直播中')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '预约提醒' })).toBeNull();
    await expect(canvas.getByRole('button', { name: `播放：${UPCOMING_DETAIL.title}` })).toBeVisible();
  },
};

/** Ended, with a recording: the replay tag and the play button. */
export const Replay: Story = {
  args: { broadcast: REPLAY_DETAIL },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已结束')).toBeVisible();
    await expect(canvas.getByText('回放')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `播放：${REPLAY_DETAIL.title}` })).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '预约提醒' })).toBeNull();
    await expect(canvas.getByRole('link', { name: REPLAY_DETAIL.articles[2]?.title })).toHaveAttribute('href', '#/article/detail?id=23');
  },
};

/** Ended, not recorded: said over the poster; no speakers and no articles, so no such sections. */
export const ClosedNoReplay: Story = {
  args: { broadcast: CLOSED_DETAIL },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已结束')).toBeVisible();
    await expect(canvas.getByText('本场直播暂无回放')).toBeVisible();
    await expect(canvas.queryByText('回放')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2, name: '嘉宾' })).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2, name: '相关文章' })).toBeNull();
    await expect(canvas.getByText('本场圆桌未录制回放。')).toBeVisible();
  },
};

/** A live platform's player: after the press, its iframe named after the stream (here a blank page: nothing external). */
export const EmbedSource: Story = {
  args: { broadcast: { ...EMBED_DETAIL, source_url: 'about:blank' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `播放：${EMBED_DETAIL.title}` }));
    const frame = canvasElement.querySelector('iframe') as HTMLIFrameElement;
    await expect(frame).toHaveAttribute('title', EMBED_DETAIL.title);
    await expect(frame).toHaveAttribute('src', 'about:blank');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
    await waitFor(() => expect(frame).toHaveFocus());
  },
};

/** Everything at its longest: a title, host and speakers that wrap, a run past midnight, a six-figure count. */
export const LongText: Story = {
  args: { broadcast: LONG_DETAIL },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1, name: LONG_DETAIL.title });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(factOf(canvas, '时间')).toHaveTextContent('2026年11月27日 13:00 – 2026年11月28日 16:00（北京时间）');
    await expect(canvas.getByText('123,456 人已预约')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('距开播 03:00:00');
    await expect(canvas.getAllByText(new RegExp(`^${LONG_NAME}\\d$`))).toHaveLength(8);
    await fitsSideways(canvasElement);
  },
};

export const Loading: Story = {
  args: { status: 'loading', broadcast: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('link', { name: '全部直播' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', broadcast: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('直播加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: '全部直播' })).toBeVisible();
  },
};

/** No such stream, or no longer public: said so, with the way back to the list. */
export const NotFound: Story = {
  args: { status: 'notFound', broadcast: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '未找到这场直播' })).toBeVisible();
    await expect(canvas.getByText('这场直播不存在，或已不再公开。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '浏览全部直播' })).toHaveAttribute('href', '#/live/list');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A phone: one column — the player across the screen, then the title, the facts, the text, the speakers, the articles; nothing sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const player = canvasElement.querySelector('.spw-live-player') as HTMLElement;
    const title = canvas.getByRole('heading', { level: 1, name: LIVE_DETAIL.title });
    await expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(player.getBoundingClientRect().bottom);
    const box = player.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.01);
    const speakers = canvas.getByRole('heading', { level: 2, name: '嘉宾' });
    const about = canvas.getByRole('heading', { level: 2, name: '直播介绍' });
    const articles = canvas.getByRole('heading', { level: 2, name: '相关文章' });
    await expect(speakers.getBoundingClientRect().left).toBe(about.getBoundingClientRect().left);
    await expect(speakers.getBoundingClientRect().top).toBeGreaterThan(about.getBoundingClientRect().bottom);
    await expect(articles.getBoundingClientRect().top).toBeGreaterThan(speakers.getBoundingClientRect().bottom);
    await fitsSideways(canvasElement);
  },
};
