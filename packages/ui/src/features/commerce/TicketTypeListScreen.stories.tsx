import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_TICKET, TICKETS } from './commerceFixtures.ts';
import { TicketTypeListScreen } from './TicketTypeListScreen.tsx';

const meta = {
  title: 'Features/Commerce/TicketTypeList',
  component: TicketTypeListScreen,
  args: {
    tickets: TICKETS,
    detailHref: (ticket) => `#/ticket/detail?ticket_id=${ticket.id}`,
    onRetry: fn(),
    editionsHref: '#/events/list',
  },
} satisfies Meta<typeof TicketTypeListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A ticket's card, found as a reader finds it: by its name. */
const card = (canvas: HTMLElement, name: string) => within(within(canvas).getByRole('link', { name }).closest('li') as HTMLElement);

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '门票' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    const pass = card(canvasElement, '全程通票');
    await expect(pass.getByText('¥2,880.00')).toBeVisible();
    await expect(pass.getByText('售票中')).toBeVisible();
    await expect(pass.getByText(/剩余 128 张/)).toBeVisible();
    await expect(pass.getByRole('link', { name: '全程通票' })).toHaveAttribute('href', '#/ticket/detail?ticket_id=1');
    // A free ticket says so instead of ¥0.00.
    await expect(card(canvasElement, '展览参观票').getByText('免费')).toBeVisible();
    // The spec's three labels.
    await expect(card(canvasElement, '颁奖晚宴票').getByText('已满额')).toBeVisible();
    await expect(card(canvasElement, '早鸟通票').getByText('报名已截止')).toBeVisible();
    await expect(card(canvasElement, '闭幕酒会票').getByText('即将开售')).toBeVisible();
    // Nothing left to count on a ticket that is no longer sold.
    await expect(card(canvasElement, '颁奖晚宴票').queryByText(/剩余/)).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    const pass = card(canvasElement, 'Full-week pass');
    await expect(pass.getByText('CN¥2,880.00')).toBeVisible();
    await expect(pass.getByText('On sale')).toBeVisible();
    await expect(card(canvasElement, 'Day ticket').getByText(/3 tickets left/)).toBeVisible();
    await expect(card(canvasElement, 'Exhibition visitor').getByText('Free')).toBeVisible();
    await expect(card(canvasElement, 'Awards dinner').getByText('Fully booked')).toBeVisible();
    await expect(card(canvasElement, 'Early-bird pass').getByText('Registration closed')).toBeVisible();
    await expect(card(canvasElement, 'Closing reception').getByText('Coming soon')).toBeVisible();
    await expect(canvas.queryByText('全程通票')).toBeNull();
  },
};

export const Empty: Story = {
  args: { tickets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('本届暂未开放售票')).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('门票加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The link names no edition. */
export const NotFound: Story = {
  args: { status: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未找到这一届铂金周')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看历届铂金周' })).toHaveAttribute('href', '#/events/list');
  },
};

export const LongText: Story = {
  args: { tickets: [LONG_TICKET, ...TICKETS.slice(0, 2)] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: LONG_TICKET.name })).toBeVisible();
    await expect(canvas.getByText('¥12,880.00')).toBeVisible();
    for (const item of canvas.getAllByRole('listitem')) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: one card a row. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = canvas.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom - 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The night theme: the same story, checked by axe for contrast. */
export const Night: Story = { ...Filled, globals: { ...Filled.globals, theme: 'dark' } };
