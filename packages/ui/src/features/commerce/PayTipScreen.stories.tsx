import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NOW, ORDER, PAID_ORDER, TRANSFER, clockAt } from './commerceFixtures.ts';
import { PayTipScreen } from './PayTipScreen.tsx';

const meta = {
  title: 'Features/Commerce/PayTip',
  component: PayTipScreen,
  args: {
    order: ORDER,
    onPay: fn(),
    onRetry: fn(),
    orderHref: `#/order/detail?order_no=${ORDER.order_no}`,
    ticketsHref: '#/ticket/list?events_id=14',
    clock: clockAt(NOW),
  },
} satisfies Meta<typeof PayTipScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '支付订单' })).toBeVisible();
    await expect(canvas.getByText(ORDER.order_no)).toBeVisible();
    await expect(canvas.getByText('全程通票 × 2')).toBeVisible();
    await expect(canvas.getByText('¥5,472.00')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: '剩余支付时间' })).toHaveTextContent('29:30');
    await expect(canvas.getByRole('radio', { name: '立即支付（沙箱）' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '确认支付' }));
    await expect(args.onPay).toHaveBeenCalledWith('sandbox');
  },
};

/** The story's moving clock: set back at the start of the Countdown story, moved by hand in its play. */
let movingNow = NOW;

/** The countdown runs: a minute later it shows a minute less. */
export const Countdown: Story = {
  args: { clock: () => movingNow },
  beforeEach: () => {
    movingNow = NOW;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('29:30');
    movingNow = NOW + 61_000;
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('28:29'), { timeout: 3000 });
  },
};

/** Choosing a transfer: the button says so, and the bank details show once they arrive. */
export const BankTransfer: Story = {
  args: { transfer: TRANSFER, order: { ...ORDER, provider: 'offline', expires_at: '2026-10-23T02:00:00.000Z' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '银行转账（线下）' })).toBeChecked();
    await expect(canvas.getByRole('timer')).toHaveTextContent('3 天 00:00:00');
    await userEvent.click(canvas.getByRole('button', { name: '获取转账信息' }));
    await expect(args.onPay).toHaveBeenCalledWith('offline');
    await expect(canvas.getByRole('region', { name: '转账信息' })).toBeVisible();
    await expect(canvas.getByText('上海铂金周组委会')).toBeVisible();
    await expect(canvas.getByText('4567 8901 2345 6789 012')).toBeVisible();
  },
};

/** Time is up: no paying, a way back to the tickets. */
export const Lapsed: Story = {
  args: { clock: clockAt(Date.parse(ORDER.expires_at) + 1000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('订单已超时，席位已释放，请重新下单。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '确认支付' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '去选购门票' })).toHaveAttribute('href', '#/ticket/list?events_id=14');
  },
};

export const AlreadyPaid: Story = {
  args: { order: PAID_ORDER },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该订单当前无需支付')).toBeVisible();
    await expect(canvas.getByText('已支付')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const Paying: Story = {
  args: { paying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '确认支付' })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
    await expect(canvas.getByText('CN¥5,472.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bank transfer (offline)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show transfer details' }));
    await expect(args.onPay).toHaveBeenCalledWith('offline');
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
  },
};

export const LongText: Story = {
  args: {
    order: {
      ...ORDER,
      ticket_name: `全程通票（${'上海铂金周组委会特别顾问委员会'.repeat(3)}）`,
      edition_name: `2026 上海铂金周暨${'铂族金属供需展望高峰论坛'.repeat(3)}`,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { transfer: TRANSFER },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '确认支付' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = { ...BankTransfer, globals: { theme: 'dark' } };
