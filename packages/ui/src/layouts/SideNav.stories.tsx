import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
