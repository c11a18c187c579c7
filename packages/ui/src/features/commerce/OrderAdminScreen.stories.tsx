import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { ORDER, ORDERS, PAID_ORDER } from './commerceFixtures.ts';
import { OrderAdminScreen, type AdminOrder } from './OrderAdminScreen.tsx';

const TRANSFER_ORDER: AdminOrder = {
  ...ORDER,
  order_no: 'SPW2026101900000007',
  provider: 'offline',
  buyer: { uid: 7, nickname: '周一鸣' },
};
const ALL: AdminOrder[] = [
  TRANSFER_ORDER,
  { ...PAID_ORDER, buyer: { uid: 5, nickname: '林晓' } },
  ...ORDERS.slice(2).map((o, i) => ({ ...o, buyer: { uid: 8 + i, nickname: i === 0 ? 'Yuki Sato' : 'Oliver Grant' } })),
];

const meta = {
  title: 'Features/Commerce/OrderAdminScreen',
  component: OrderAdminScreen,
  args: {
    status: 'ready',
    filter: 'transfers',
    onFilterChange: fn(),
    keyword: '',
    onSearch: fn(),
    orders: [TRANSFER_ORDER],
    total: 1,
    page: 1,
    rows: 8,
    onPageChange: fn(),
    onConfirm: fn(),
    onRefund: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrderAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TransfersToConfirm: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: '待确认转账' })).toHaveAttribute('aria-selected', 'true');
    const row = canvas.getByRole('listitem');
    await expect(within(row).getByRole('heading', { name: TRANSFER_ORDER.order_no })).toBeVisible();
    await expect(within(row).getByText('周一鸣')).toBeVisible();
    await expect(within(row).getByText('银行转账')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: '确认到账' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByText(`确认订单 ${TRANSFER_ORDER.order_no} 已到账？`)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认到账' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(TRANSFER_ORDER.order_no);
  },
};

export const AllOrders: Story = {
  args: { filter: 'all', orders: ALL, total: 4 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('共 4 个订单')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    // Only the paid order can be refunded, only the transfer confirmed.
    await expect(canvas.getAllByRole('button', { name: '退款' })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: '确认到账' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '退款' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '返回' }));
    await expect(args.onRefund).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: '已支付' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('paid');
  },
};

export const Search: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '搜索订单号或买家昵称' }), '  周一鸣 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('周一鸣');
  },
};

export const NothingWaiting: Story = {
  args: { orders: [], total: 0 },
  play: async ({ canvas }) => void (await expect(canvas.getByText('没有待确认的转账')).toBeVisible()),
};

export const Loading: Story = {
  args: { status: 'loading', orders: [] },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('status')).toBeVisible()),
};

export const LoadFailed: Story = {
  args: { status: 'error', orders: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: TRANSFER_ORDER.order_no },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('button', { name: '确认到账' })).toBeDisabled()),
};

export const LongText: Story = {
  args: { orders: [{ ...TRANSFER_ORDER, buyer: { uid: 9, nickname: LONG_NAME } }] },
  play: async ({ canvas }) => void (await expect(canvas.getByText(LONG_NAME)).toBeVisible()),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { filter: 'all', orders: ALL, total: 4, page: 2, rows: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders and payments' })).toBeVisible();
    await expect(canvas.getByText('4 orders')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm transfer' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { filter: 'all', orders: ALL, total: 4 },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('tablist', { name: '按状态筛选' })).toBeVisible()),
};

export const Night: Story = {
  globals: { theme: 'dark' },
  args: { filter: 'all', orders: ALL, total: 4 },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('heading', { level: 1, name: '订单与收款' })).toBeVisible()),
};
