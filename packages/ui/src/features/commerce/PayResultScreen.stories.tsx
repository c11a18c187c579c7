import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ORDER, ORDERS, PAID_ORDER, TRANSFER } from './commerceFixtures.ts';
import { outcomeOf, PayResultScreen } from './PayResultScreen.tsx';

const meta = {
  title: 'Features/Commerce/PayResult',
  component: PayResultScreen,
  args: {
    order: PAID_ORDER,
    outcome: 'paid',
    onRetry: fn(),
    orderHref: `#/order/detail?order_no=${PAID_ORDER.order_no}`,
    ticketsHref: '#/events/my',
    retryHref: `#/events/payTip?order_no=${PAID_ORDER.order_no}`,
  },
} satisfies Meta<typeof PayResultScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('status')).getByText('支付成功')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我的门票与二维码' })).toHaveAttribute('href', '#/events/my');
    await expect(canvas.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', `#/order/detail?order_no=${PAID_ORDER.order_no}`);
    await expect(canvas.getByText('¥5,472.00')).toBeVisible();
    await expect(canvas.getByText('已支付')).toBeVisible();
  },
};

export const AwaitingTransfer: Story = {
  args: { order: { ...ORDER, provider: 'offline' }, outcome: 'awaiting_transfer', transfer: TRANSFER },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('等待转账')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '转账信息' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '我的门票与二维码' })).toBeNull();
  },
};

export const Declined: Story = {
  args: { order: ORDER, outcome: 'declined' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('alert')).getByText('支付未成功')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '重新支付' })).toHaveAttribute('href', `#/events/payTip?order_no=${PAID_ORDER.order_no}`);
  },
};

/** Reloaded: no outcome at hand, so the order tells it (a cancelled one is closed). */
export const Closed: Story = {
  args: { order: ORDERS[2], outcome: undefined },
  play: async ({ canvas }) => {
    await expect(outcomeOf(PAID_ORDER)).toBe('paid');
    await expect(outcomeOf({ ...ORDER, provider: 'offline' })).toBe('awaiting_transfer');
    await expect(outcomeOf(ORDER)).toBe('declined');
    await expect(canvas.getByText('订单已关闭')).toBeVisible();
    await expect(canvas.getByText('已取消')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment received')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My tickets and QR codes' })).toBeVisible();
    await expect(canvas.getByText('CN¥5,472.00')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', order: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const Error: Story = {
  args: { status: 'error', order: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { order: { ...PAID_ORDER, ticket_name: `全程通票（${'上海铂金周组委会特别顾问委员会'.repeat(3)}）` } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('支付成功')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = { ...Declined, globals: { theme: 'dark' } };
