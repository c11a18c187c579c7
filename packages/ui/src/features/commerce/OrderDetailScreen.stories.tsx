import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ORDER, ORDERS, PAID_ORDER } from './commerceFixtures.ts';
import { OrderDetailScreen } from './OrderDetailScreen.tsx';

const meta = {
  title: 'Features/Commerce/OrderDetail',
  component: OrderDetailScreen,
  args: {
    order: ORDER,
    onCancel: fn(),
    onRetry: fn(),
    payHref: `#/events/payTip?order_no=${ORDER.order_no}`,
    listHref: '#/order/list',
    ticketsHref: '#/events/my',
  },
} satisfies Meta<typeof OrderDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pending order: the coupon's discount, the snapshots, Pay and Cancel. */
export const Pending: Story = {
  tags: ['!visual'],
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
    await expect(canvas.getByText('待支付')).toBeVisible();
    await expect(canvas.getByText(ORDER.order_no)).toBeVisible();
    await expect(canvas.getByText('SPW2026-VIP')).toBeVisible();
    await expect(canvas.getByText('−¥288.00')).toBeVisible();
    await expect(canvas.getByText('¥5,472.00')).toBeVisible();
    await expect(canvas.getByText('91440300MA5G8K2X7R')).toBeVisible();
    await expect(canvas.getByText('+86 13800000004')).toBeVisible();
    await expect(canvas.getByText('订单支付后出票。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去支付' })).toHaveAttribute('href', `#/events/payTip?order_no=${ORDER.order_no}`);
    // Cancelling asks first; keeping the order does nothing.
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText('取消这个订单？')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '暂不取消' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    // The picture is of the page once the dialog has gone.
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const CancelConfirmed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: '取消订单' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** A paid order: its tickets, one checked in; no Pay or Cancel. */
export const Paid: Story = {
  args: { order: PAID_ORDER },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已支付')).toBeVisible();
    await expect(canvas.getByText('在线支付（沙箱）')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Oliver Grant' })).toBeVisible();
    await expect(canvas.getByText('T14-7K3Q-9XD2')).toBeVisible();
    await expect(canvas.getByText(/已于 .+ 签到/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我的门票与二维码' })).toHaveAttribute('href', '#/events/my');
    await expect(canvas.queryByRole('button', { name: '取消订单' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '去支付' })).toBeNull();
  },
};

/** Cancelled, free, with no invoice and no address. */
export const Cancelled: Story = {
  args: { order: ORDERS[2] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已取消')).toBeVisible();
    await expect(canvas.getByText('免费')).toBeVisible();
    await expect(canvas.getByText('不需要发票')).toBeVisible();
    await expect(canvas.getByText('未选择收货地址')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '取消订单' })).toBeNull();
  },
};

export const Refunded: Story = {
  args: { order: ORDERS[3] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已退款')).toBeVisible();
    await expect(canvas.getByText('银行转账')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { order: PAID_ORDER },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Full-week pass × 2' })).toBeVisible();
    await expect(canvas.getByText('CN¥5,472.00')).toBeVisible();
    await expect(canvas.getAllByText('Valid')).toHaveLength(2);
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
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', order: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未找到该订单')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回订单列表' })).toHaveAttribute('href', '#/order/list');
  },
};

export const LongText: Story = {
  args: {
    order: {
      ...PAID_ORDER,
      ticket_name: `全程通票（${'上海铂金周组委会特别顾问委员会'.repeat(3)}）`,
      invoice: PAID_ORDER.invoice ? { ...PAID_ORDER.invoice, title_name: '深圳市水贝珠宝有限公司'.repeat(4) } : null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '取消订单' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = { ...Paid, globals: { theme: 'dark' } };
