import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { MobileNav } from './MobileNav.tsx';

const meta = {
  title: 'Layouts/MobileNav',
  component: MobileNav,
  globals: { viewport: { value: 'phone' } },
  args: {
    open: true,
    onOpenChange: fn(),
    nav: [
      { href: '#/home/aboutSPW', label: '关于铂金周', current: true },
      { href: '#/events/index?events_id=14', label: '铂金周' },
      { href: '#/article/list', label: '资讯' },
    ],
    locale: 'zh',
    onLocaleChange: fn(),
    account: { kind: 'signedOut', loginHref: '#/login' },
  },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    await expect(drawer).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Global' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
} satisfies Meta<typeof MobileNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const SignedIn: Story = {
  args: {
    account: {
      kind: 'signedIn',
      onLogout: fn(),
      links: [
        { href: '#/user/index', label: '个人主页' },
        { href: '#/order/list', label: '我的订单' },
      ],
    },
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'phone' } },
  args: { locale: 'en' },
  play: async () => void (await screen.findByRole('dialog', { name: 'Menu' })),
};
export const LongText: Story = { args: { nav: [{ href: '#/a', label: '一个非常长的菜单名称，用来检查抽屉里的换行'.repeat(2) }] } };
