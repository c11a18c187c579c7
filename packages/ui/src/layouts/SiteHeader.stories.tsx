import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SiteHeader } from './SiteHeader.tsx';

const nav = [
  { href: '#/home/aboutSPW', label: '关于铂金周', current: true },
  { href: '#/events/index?events_id=14', label: '铂金周' },
  { href: '#/home/index', label: '发现' },
  { href: '#/article/list', label: '资讯' },
  { href: '#/quoteData/index', label: '行情' },
  { href: '#/competition/list', label: '大赛' },
];

const meta = {
  title: 'Layouts/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    aboutHref: '#/home/aboutSPW',
    nav,
    locale: 'zh',
    onLocaleChange: fn(),
    user: null,
    loginHref: '#/login',
    onOpenMenu: fn(),
  },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '登录' })).toHaveAttribute('href', '#/login');
    await expect(canvas.getByRole('link', { name: '关于铂金周' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /上海铂金周/ })).toHaveAttribute('href', '#/home/aboutSPW');
  },
};
export const SignedIn: Story = {
  args: { user: { nickname: '林晓' }, userMenu: <button type="button">林晓</button> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: '登录' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '林晓' })).toBeVisible();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    locale: 'en',
    nav: nav.map((n, i) => ({ ...n, label: ['About', 'Platinum Week', 'Explore', 'News', 'Prices', 'Competition'][i] ?? n.label })),
  },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Shanghai Platinum Week' })).toBeVisible(),
};
export const LongText: Story = { args: { nav: nav.map((n) => ({ ...n, label: `${n.label}${n.label}` })) } };
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, args }) => {
    // The mini navbar: the menu folds into the drawer button.
    await expect(canvas.queryByRole('link', { name: '资讯' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '菜单' }));
    await expect(args.onOpenMenu).toHaveBeenCalled();
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...SignedIn, globals: { ...SignedIn.globals, theme: 'dark' } };
