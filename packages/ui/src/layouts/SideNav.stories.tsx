import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SideNav } from './SideNav.tsx';

const meta = {
  title: 'Layouts/SideNav',
  component: SideNav,
  args: {
    label: '个人中心',
    title: '个人中心',
    links: [
      { href: '#/user/index', label: '个人主页' },
      { href: '#/order/list', label: '我的订单', current: true },
      { href: '#/userAddress/list', label: '收货地址' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /我的订单|Orders/ })).toHaveAttribute('aria-current', 'page');
  },
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongText: Story = { args: { links: [{ href: '#/order/list', label: '我的订单与历史订单与发票记录', current: true }] } };
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'My account', title: 'My account', links: [{ href: '#/order/list', label: 'Orders', current: true }] },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

const remember = fn();

/** The sidebar folds and unfolds; the site keeps the state in the sidebarStatus cookie (here: `remember`). */
export const Folding: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <SideNav
        {...args}
        sidebar={{
          open,
          onOpenChange: (next) => {
            remember(next);
            setOpen(next);
          },
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    remember.mockClear();
    const fold = canvas.getByRole('button', { name: '收起菜单' });
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fold);
    await expect(remember).toHaveBeenLastCalledWith(false);
    const unfold = canvas.getByRole('button', { name: '展开菜单' });
    await expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: '我的订单' })).toBeNull();
    await userEvent.click(unfold);
    await expect(remember).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('link', { name: '我的订单' })).toHaveAttribute('aria-current', 'page');
    // The picture: folded to the rail.
    await userEvent.click(canvas.getByRole('button', { name: '收起菜单' }));
  },
};
