import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { TRANSFER } from './commerceFixtures.ts';
import { AvailabilityTag, CommerceHead, Facts, OrderStatusTag, TransferPanel } from './CommerceParts.tsx';

/** The pieces the ticket and order screens share: heading, label–value lines, tags, the transfer panel. */
function Parts({ title, lead }: { title: string; lead: string }) {
  return (
    <div className="spw-commerce">
      <CommerceHead title={title} lead={lead} back={{ href: '#/order/list', label: '我的订单' }} />
      <Facts
        items={[
          { label: '订单号', value: 'SPW2610230000001' },
          { label: '支付时间', value: '' },
          { label: '实付金额', value: '¥2,144.00' },
        ]}
      />
      <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <AvailabilityTag availability="on_sale" />
        <AvailabilityTag availability="coming_soon" />
        <AvailabilityTag availability="sold_out" />
        <AvailabilityTag availability="closed" />
        <OrderStatusTag status="pending" />
        <OrderStatusTag status="paid" />
        <OrderStatusTag status="cancelled" />
        <OrderStatusTag status="refunded" />
      </p>
      <TransferPanel transfer={TRANSFER} />
    </div>
  );
}

const meta = {
  title: 'Features/Commerce/CommerceParts',
  component: Parts,
  args: { title: '订单详情', lead: '订单的全部信息。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '#/order/list');
    // An empty value leaves its line out.
    await expect(canvas.queryByText('支付时间')).toBeNull();
    const transfer = within(canvas.getByRole('region'));
    await expect(transfer.getByText(TRANSFER.account_no)).toBeVisible();
  },
} satisfies Meta<typeof Parts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvas }) => {
    for (const label of ['售票中', '即将开售', '已满额', '报名已截止', '待支付', '已支付', '已取消', '已退款']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    for (const label of ['On sale', 'Coming soon', 'Fully booked', 'Registration closed'])
      await expect(canvas.getByText(label)).toBeVisible();
  },
};
export const LongText: Story = { args: { title: LONG_NAME, lead: LONG_NAME.repeat(3) } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Night: Story = { globals: { theme: 'dark' } };
