import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  APP_LINKS,
  APP_LINKS_ACCOUNT_BY_NAME,
  APP_LINKS_LONG,
  APP_LINKS_MINI_ONLY,
  APP_LINKS_NONE,
  SITE_NAME,
  SITE_NAME_EN,
} from './appLandingFixtures.ts';
import { AppLandingScreen } from './AppLandingScreen.tsx';

const meta = {
  title: 'Features/Content/AppLanding',
  component: AppLandingScreen,
  args: {
    status: 'ready',
    siteName: SITE_NAME,
    apps: APP_LINKS,
    inWechat: false,
    onRetry: fn(),
    homeHref: '#/',
  },
} satisfies Meta<typeof AppLandingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const part = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));

/** The Chinese site in a phone's browser (not WeChat): the mini program's code to scan, the official account, the apps. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('h1')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: '上海铂金周 移动端' })).toBeVisible();
    await expect(canvas.getByText(/购票、出示签到码、看直播、查行情/)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['微信小程序', '微信公众号', '手机 App']);

    // The mini program: its name as WeChat shows it, and a code to scan with WeChat (no button outside WeChat).
    const mini = part(canvas, '微信小程序');
    await expect(mini.getByText('上海铂金周')).toHaveAttribute('translate', 'no');
    const code = mini.getByRole('img', { name: '用微信扫码打开小程序' });
    await expect(code.getBoundingClientRect().width).toBeGreaterThanOrEqual(160);
    await expect(mini.getByText('用微信扫一扫')).toBeVisible();
    await expect(mini.queryByRole('link', { name: '打开小程序' })).toBeNull();

    // The official account: its name, a code, and how to find it by name.
    const account = part(canvas, '微信公众号');
    await expect(account.getByRole('img', { name: '用微信扫码关注公众号' })).toBeVisible();
    const search = account.getByText(/^在微信中搜索「/);
    await expect(search).toHaveTextContent('在微信中搜索「铂金周资讯」关注');
    await expect(within(search).getByText('铂金周资讯')).toHaveAttribute('translate', 'no');

    // The apps: store links drawn as buttons.
    const stores = part(canvas, '手机 App');
    const ios = stores.getByRole('link', { name: 'App Store 下载' });
    await expect(ios).toHaveAttribute('href', APP_LINKS.ios_url);
    await expect(ios).toHaveAttribute('rel', 'noopener');
    await expect(ios).toHaveClass('spw-button');
    const android = stores.getByRole('link', { name: 'Android 下载' });
    await expect(android).toHaveAttribute('href', APP_LINKS.android_url);
    await expect(android).toHaveAttribute('rel', 'noopener');

    await expect(canvas.getByRole('link', { name: '返回网站首页' })).toHaveAttribute('href', '#/');
  },
};

/** The English site: the site's words in English, the names as WeChat shows them. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { siteName: SITE_NAME_EN },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shanghai Platinum Week on your phone' })).toBeVisible();
    await expect(canvas.getByText(/^Buy tickets, show your check-in code, watch live streams/)).toBeVisible();
    const mini = part(canvas, 'WeChat mini program');
    await expect(mini.getByRole('img', { name: 'Scan with WeChat to open the mini program' })).toBeVisible();
    await expect(mini.getByText('Scan with WeChat')).toBeVisible();
    const account = part(canvas, 'WeChat official account');
    await expect(account.getByText(/^Search for/)).toHaveTextContent('Search for “铂金周资讯” in WeChat');
    const stores = part(canvas, 'Mobile apps');
    await expect(stores.getByRole('link', { name: 'App Store' })).toBeVisible();
    await expect(stores.getByRole('link', { name: 'Android' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the website' })).toBeVisible();
  },
};

/** In WeChat's browser: the mini program opens by its link, a button; no code for it (one cannot scan one's own screen). */
export const InWechat: Story = {
  args: { inWechat: true },
  play: async ({ canvas }) => {
    const mini = part(canvas, '微信小程序');
    const open = mini.getByRole('link', { name: '打开小程序' });
    await expect(open).toHaveAttribute('href', APP_LINKS.mini_program_link);
    await expect(open).toHaveClass('spw-button--primary');
    await expect(mini.queryByRole('img')).toBeNull();
    await expect(mini.queryByText('用微信扫一扫')).toBeNull();
    // The other parts are as outside WeChat.
    await expect(part(canvas, '微信公众号').getByRole('img', { name: '用微信扫码关注公众号' })).toBeVisible();
  },
};

/** Only the mini program so far: its card alone. */
export const Partial: Story = {
  args: { apps: APP_LINKS_MINI_ONLY },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await expect(part(canvas, '微信小程序').getByRole('img', { name: '用微信扫码打开小程序' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '微信公众号' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: '手机 App' })).toBeNull();
    await expect(canvas.queryByText('暂未开放，敬请期待')).toBeNull();
  },
};

/** The official account by name only, and the iPhone app only: no code without a link, no Android button. */
export const PartialByName: Story = {
  globals: { locale: 'en' },
  args: { apps: APP_LINKS_ACCOUNT_BY_NAME, siteName: SITE_NAME_EN },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
    await expect(canvas.queryByRole('heading', { name: 'WeChat mini program' })).toBeNull();
    const account = part(canvas, 'WeChat official account');
    await expect(account.queryByRole('img')).toBeNull();
    await expect(account.getByText(/^Search for/)).toHaveTextContent('Search for “Platinum Week News” in WeChat');
    const stores = part(canvas, 'Mobile apps');
    await expect(stores.getAllByRole('link')).toHaveLength(1);
    await expect(stores.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', APP_LINKS_ACCOUNT_BY_NAME.ios_url);
  },
};

/** Nothing offered yet: said plainly, with the way back to the website. */
export const NothingOffered: Story = {
  args: { apps: APP_LINKS_NONE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂未开放，敬请期待')).toBeVisible();
    await expect(canvas.queryAllByRole('region')).toHaveLength(0);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: '上海铂金周 移动端' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回网站首页' })).toHaveAttribute('href', '#/');
  },
};

export const Loading: Story = {
  args: { status: 'loading', apps: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('region')).toHaveLength(0);
    await expect(canvas.queryByText('暂未开放，敬请期待')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', apps: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('移动端信息加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: '返回网站首页' })).toBeVisible();
  },
};

/** Long names wrap inside their cards; nothing wider than the page. */
export const LongText: Story = {
  args: { apps: APP_LINKS_LONG, siteName: '上海铂金周暨铂族金属供需展望、氢能与汽车催化剂应用及铂金首饰零售高峰论坛' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/高峰论坛 移动端$/);
    const mini = canvas.getByRole('region', { name: '微信小程序' });
    await expect(within(mini).getByText(APP_LINKS_LONG.mini_program_name)).toBeVisible();
    await expect(mini.scrollWidth).toBeLessThanOrEqual(mini.clientWidth);
    const account = canvas.getByRole('region', { name: '微信公众号' });
    await expect(account.scrollWidth).toBeLessThanOrEqual(account.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone in WeChat (where the page is mostly opened): the open button the card's width, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { inWechat: true },
  play: async ({ canvas, canvasElement }) => {
    const mini = canvas.getByRole('region', { name: '微信小程序' });
    const open = within(mini).getByRole('link', { name: '打开小程序' });
    const inner = mini.getBoundingClientRect().width - 2 * 16 - 2;
    await expect(open.getBoundingClientRect().width).toBeGreaterThanOrEqual(inner - 1);
    await expect(open.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // The store buttons: each a comfortable target.
    for (const link of within(canvas.getByRole('region', { name: '手机 App' })).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    }
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
