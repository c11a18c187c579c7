import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ORDER, ORDERS } from './commerceFixtures.ts';
import { OrderListScreen } from './OrderListScreen.tsx';

const meta = {
  title: 'Features/Commerce/OrderList',
  component: OrderListScreen,
  args: {
    orders: ORDERS,
    total: 4,
    page: 1,
    rows: 8,
    filter: 'all',
    onFilterChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    orderHref: (order) => `#/order/detail?order_no=${order.order_no}`,
    payHref: (order) => `#/events/payTip?order_no=${order.order_no}`,
    ticketsHref: '#/ticket/list',
  },
} satisfies Meta<typeof OrderListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['全部', '待支付', '已支付', '已取消', '已退款']);
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    // Each status in words; pay only on the pending one.
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByText('待支付')).toBeVisible();
    await expect(first.getByText('¥5,472.00')).toBeVisible();
    await expect(first.getByRole('link', { name: `去支付 ${ORDER.order_no}` })).toHaveAttribute(
      'href',
      `#/events/payTip?order_no=${ORDER.order_no}`,
    );
    await expect(within(cards[1] as HTMLElement).getByText('已支付')).toBeVisible();
    await expect(within(cards[1] as HTMLElement).queryByRole('link', { name: /去支付/ })).toBeNull();
    await expect(within(cards[2] as HTMLElement).getByText('已取消')).toBeVisible();
    await expect(within(cards[2] as HTMLElement).getByText('¥0.00')).toBeVisible();
    await expect(within(cards[3] as HTMLElement).getByText('已退款')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '已支付' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('paid');
  },
};

/** More than a page: the pagination asks for the next. */
export const Paged: Story = {
  args: { total: 30, page: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { orders: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有订单')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去选购门票' })).toHaveAttribute('href', '#/ticket/list');
  },
};

/** A tab with nothing in it. */
export const EmptyFiltered: Story = {
  args: { orders: [], total: 0, filter: 'refunded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '已退款' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('没有该状态的订单')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Awaiting payment' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Full-week pass × 2' })).toHaveLength(2);
    await expect(canvas.getAllByText('CN¥5,472.00')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Error: Story = {
  args: { error: '网络错误' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    orders: ORDERS.map((order) => ({ ...order, ticket_name: `${order.ticket_name}（${'上海铂金周组委会特别顾问委员会'.repeat(3)}）` })),
  },
  play: async ({ canvas, canvasElement }) => {
    for (const item of canvas.getAllByRole('listitem')) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = { ...Filled, globals: { ...Filled.globals, theme: 'dark' } };
