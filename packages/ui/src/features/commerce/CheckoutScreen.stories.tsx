import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ADDRESSES, INVOICE_TITLES, LONG_NAME } from '../../fixtures.ts';
import { FULL_PASS, LONG_TICKET, TICKETS } from './commerceFixtures.ts';
import { CheckoutScreen } from './CheckoutScreen.tsx';

const meta = {
  title: 'Features/Commerce/Checkout',
  component: CheckoutScreen,
  args: {
    ticket: FULL_PASS,
    quantity: 2,
    invoiceTitles: INVOICE_TITLES,
    addresses: ADDRESSES,
    onPlace: fn(),
    onRetry: fn(),
    registerHref: '#/events/reg?events_id=14',
    invoiceTitlesHref: '#/userInvoiceTitle/list',
    addressesHref: '#/userAddress/list',
    backHref: '#/order/buyRule?ticket_id=1&quantity=2',
  },
} satisfies Meta<typeof CheckoutScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '确认订单' })).toBeVisible();
    const summary = within(canvas.getByRole('complementary', { name: '订单摘要' }));
    await expect(summary.getByText('全程通票')).toBeVisible();
    await expect(summary.getByText('¥5,760.00')).toBeVisible();
    await expect(summary.getByText(/优惠券将在提交订单时自动抵扣/)).toBeVisible();
    // The defaults are chosen to begin with.
    const titles = within(canvas.getByRole('radiogroup', { name: '发票抬头' }));
    await expect(titles.getByRole('radio', { name: /林晓/ })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: '收货地址' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '管理发票抬头' })).toHaveAttribute('href', '#/userInvoiceTitle/list');
    await expect(canvas.getByRole('link', { name: '管理收货地址' })).toHaveAttribute('href', '#/userAddress/list');
    await userEvent.click(titles.getByRole('radio', { name: /深圳市水贝珠宝有限公司/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /Oliver Grant/ }));
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onPlace).toHaveBeenCalledWith({ invoice_title_id: 2, address_id: 2 });
  },
};

/** 'No invoice' sends no title. */
export const NoInvoice: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '不需要发票' }));
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onPlace).toHaveBeenCalledWith({ invoice_title_id: undefined, address_id: 1 });
  },
};

/** A member with no titles and no addresses: 'No invoice' chosen, links to add them. */
export const Empty: Story = {
  args: { invoiceTitles: [], addresses: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '不需要发票' })).toBeChecked();
    await expect(canvas.getByText(/还没有收货地址/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '管理收货地址' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onPlace).toHaveBeenCalledWith({ invoice_title_id: undefined, address_id: undefined });
  },
};

/** The server refused (40009): its reason, and the way to register for the edition. */
export const Refused: Story = {
  args: { refusal: '请先报名本届铂金周，再购买门票' },
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByText('无法下单')).toBeVisible();
    await expect(alert.getByText('请先报名本届铂金周，再购买门票')).toBeVisible();
    await expect(alert.getByRole('link', { name: '去报名' })).toHaveAttribute('href', '#/events/reg?events_id=14');
  },
};

export const Placing: Story = {
  args: { placing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeDisabled();
  },
};

export const FreeTicket: Story = {
  args: { ticket: TICKETS[2], quantity: 3 },
  play: async ({ canvas }) => {
    const summary = within(canvas.getByRole('complementary', { name: '订单摘要' }));
    await expect(summary.getAllByText('免费')).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
    await expect(canvas.getByText('CN¥5,760.00')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'No invoice' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', ticket: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('button', { name: '提交订单' })).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', ticket: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单信息加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    ticket: LONG_TICKET,
    invoiceTitles: INVOICE_TITLES.map((title) => ({ ...title, title_name: `${title.title_name}${LONG_NAME}` })),
    addresses: ADDRESSES.map((address) => ({ ...address, street: `${address.street}${LONG_NAME}` })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(LONG_TICKET.name)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = { ...Refused, globals: { theme: 'dark' } };
