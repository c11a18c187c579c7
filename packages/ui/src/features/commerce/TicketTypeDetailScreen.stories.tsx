import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FULL_PASS, LONG_TICKET, TICKETS } from './commerceFixtures.ts';
import { TicketTypeDetailScreen } from './TicketTypeDetailScreen.tsx';

const meta = {
  title: 'Features/Commerce/TicketTypeDetail',
  component: TicketTypeDetailScreen,
  args: { ticket: FULL_PASS, onBuy: fn(), onRetry: fn(), listHref: '#/ticket/list?events_id=14' },
} satisfies Meta<typeof TicketTypeDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const byId = (id: number) => TICKETS.find((ticket) => ticket.id === id);

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '全程通票' })).toBeVisible();
    await expect(canvas.getByText(/可参加全部主论坛/)).toBeVisible();
    await expect(canvas.getByText('售票中')).toBeVisible();
    await expect(canvas.getByText('剩余 128 张')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回门票列表' })).toHaveAttribute('href', '#/ticket/list?events_id=14');
    const quantity = canvas.getByRole('spinbutton', { name: '数量' });
    await expect(quantity).toHaveValue(1);
    await expect(canvas.getByRole('button', { name: '减少一张' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '增加一张' }));
    await userEvent.click(canvas.getByRole('button', { name: '增加一张' }));
    await expect(quantity).toHaveValue(3);
    await expect(canvas.getByText('¥8,640.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onBuy).toHaveBeenCalledWith(3);
  },
};

/** The stepper stops at the per-order limit, and typing more is held to it. */
export const PerOrderLimit: Story = {
  args: { ticket: byId(1), initialQuantity: 4 },
  play: async ({ canvas, args }) => {
    const more = canvas.getByRole('button', { name: '增加一张' });
    await userEvent.click(more);
    await expect(canvas.getByRole('spinbutton', { name: '数量' })).toHaveValue(5);
    await expect(more).toBeDisabled();
    await expect(canvas.getByText('每单最多 5 张', { selector: '.spw-stepper__hint' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onBuy).toHaveBeenCalledWith(5);
  },
};

/** Three left and two a order: the stepper stops at what is left when that is lower. */
export const FewLeft: Story = {
  args: { ticket: { ...FULL_PASS, remaining: 2, per_order: 5 } },
  play: async ({ canvas }) => {
    const quantity = canvas.getByRole('spinbutton', { name: '数量' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    await expect(quantity).toHaveValue(2);
    await expect(canvas.getByRole('button', { name: '增加一张' })).toBeDisabled();
  },
};

export const Free: Story = {
  args: { ticket: byId(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('免费')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '立即购买' })).toBeEnabled();
  },
};

/** Not on sale: Buy is disabled and says why, with no stepper. */
export const SoldOut: Story = {
  args: { ticket: byId(4) },
  play: async ({ canvas, args }) => {
    const buy = canvas.getByRole('button', { name: '已满额' });
    await expect(buy).toBeDisabled();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { ticket: byId(5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '报名已截止' })).toBeDisabled();
  },
};

export const ComingSoon: Story = {
  args: { ticket: byId(6) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '即将开售' })).toBeDisabled();
    await expect(canvas.getByText('剩余 128 张')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Full-week pass' })).toBeVisible();
    await expect(canvas.getByText('128 tickets left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'One more' }));
    await expect(canvas.getByText('CN¥5,760.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy now' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', ticket: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', ticket: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('门票加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', ticket: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未找到该门票')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回门票列表' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: { ticket: LONG_TICKET },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: LONG_TICKET.name })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: the buy box under the description. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const buy = canvas.getByRole('complementary', { name: '立即购买' });
    await expect(buy.getBoundingClientRect().top).toBeGreaterThan(canvas.getByText(/可参加全部主论坛/).getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = { ...Filled, globals: { ...Filled.globals, theme: 'dark' } };
