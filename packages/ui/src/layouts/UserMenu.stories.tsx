import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { UserMenu } from './UserMenu.tsx';

const links = {
  profile: '#/user/index',
  edit: '#/user/userinfo',
  notifications: '#/notification/list',
  review: '#/worksReview/list?competition_id=4',
  orders: '#/order/list',
};

const meta = {
  title: 'Layouts/UserMenu',
  component: UserMenu,
  args: { user: { nickname: '林晓', avatar: '', is_reviewer: 0 }, links, onLogout: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${args.user.nickname} 的账户菜单` }));
    await expect(await screen.findByRole('menuitem', { name: '个人主页' })).toHaveAttribute('href', '#/user/index');
    await expect(screen.getByRole('menuitem', { name: '我的订单' })).toBeVisible();
    await expect(screen.queryAllByRole('menuitem', { name: '作品评审' })).toHaveLength(args.user.is_reviewer === 1 ? 1 : 0);
    await userEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const Reviewer: Story = { args: { user: { nickname: '评审专家', avatar: '', is_reviewer: 1 } } };
export const LongText: Story = { args: { user: { nickname: '上海铂金周组委会特别顾问委员会', avatar: '', is_reviewer: 0 } } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for 林晓' }));
    await expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeVisible();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
