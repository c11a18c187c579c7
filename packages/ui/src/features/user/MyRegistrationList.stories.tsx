import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { EDITION_NAMES, LONG_REGISTRATIONS, REGISTRATIONS } from './hubFixtures.ts';
import { MyRegistrationList } from './MyRegistrationList.tsx';

const meta = {
  title: 'Features/User/MyRegistrationList',
  component: MyRegistrationList,
  args: {
    status: 'ready',
    items: REGISTRATIONS,
    editionNameOf: (eventsId) => EDITION_NAMES[eventsId]?.zh ?? '',
    ticketHrefOf: (r) => (r.has_ticket ? `#/events/my?events_id=${r.events_id}` : `#/ticket/list?events_id=${r.events_id}`),
    editionHrefOf: (r) => `#/eventSpecial/index?events_id=${r.events_id}`,
    registerHref: '#/events/reg?events_id=14',
    onRetry: fn(),
  },
} satisfies Meta<typeof MyRegistrationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing wider than the list or the page. */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector('section') as HTMLElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}

/** The Chinese site: two delegates registered together (one holds a ticket), one alone, and last year's. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '我的报名' })).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: '我的报名' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);

    // Together with a delegate, holding a ticket.
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading', { level: 3, name: '2026 上海铂金周' })).toBeVisible();
    await expect(first.getByRole('link', { name: '2026 上海铂金周' })).toHaveAttribute('href', '#/eventSpecial/index?events_id=14');
    await expect(first.getByText('王思远')).toHaveAttribute('translate', 'no');
    await expect(first.getByText('上海铂金珠宝设计工作室')).toHaveAttribute('translate', 'no');
    await expect(first.getByText('wang.siyuan@example.cn')).toHaveAttribute('translate', 'no');
    await expect(first.getByText('2026年11月3日 10:18')).toHaveAttribute('datetime', '2026-11-03T02:18:00.000Z');
    await expect(first.getByText('已有门票')).toHaveClass('spw-tag--success');
    await expect(first.getByText('同批报名 2 人')).toBeVisible();
    const view = first.getByRole('link', { name: '查看门票' });
    await expect(view).toHaveAttribute('href', '#/events/my?events_id=14');
    // Whose ticket, for which edition: each card's link tells them apart.
    await expect(view).toHaveAccessibleDescription('王思远 2026 上海铂金周');

    // Their colleague, registered with them: no ticket yet.
    const second = within(cards[1] as HTMLElement);
    await expect(second.getByText('尚未购票')).toHaveClass('spw-tag--neutral');
    await expect(second.getByText('同批报名 2 人')).toBeVisible();
    const buy = second.getByRole('link', { name: '购买门票' });
    await expect(buy).toHaveAttribute('href', '#/ticket/list?events_id=14');
    await expect(buy).toHaveAccessibleDescription('Oliver Bennett 2026 上海铂金周');

    // On their own: no 'together' line.
    const third = within(cards[2] as HTMLElement);
    await expect(third.queryByText(/同批报名/)).toBeNull();
    await expect(third.getByRole('link', { name: '购买门票' })).toBeVisible();
    // Last year's edition.
    const fourth = within(cards[3] as HTMLElement);
    await expect(fourth.getByRole('link', { name: '2025 上海铂金周' })).toHaveAttribute('href', '#/eventSpecial/index?events_id=13');
    await expect(fourth.queryByText(/同批报名/)).toBeNull();
    await expect(fourth.getByText('已有门票')).toBeVisible();

    // Under the list: register for the current edition.
    await expect(canvas.getByRole('link', { name: '立即报名' })).toHaveAttribute('href', '#/events/reg?events_id=14');
  },
};

/** The English site: the site's words in English; names as the delegates wrote them. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { editionNameOf: (eventsId) => EDITION_NAMES[eventsId]?.en ?? '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'My registrations' })).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'My registrations' })).getAllByRole('listitem');
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('link', { name: 'Shanghai Platinum Week 2026' })).toBeVisible();
    await expect(first.getByText('Ticket held')).toBeVisible();
    await expect(first.getByText('Registered together (2)')).toBeVisible();
    await expect(first.getByText('3 Nov 2026, 10:18')).toBeVisible();
    await expect(first.getByText('Registered on')).toBeVisible();
    await expect(first.getByRole('link', { name: 'View ticket' })).toHaveAccessibleDescription('王思远 Shanghai Platinum Week 2026');
    const second = within(cards[1] as HTMLElement);
    await expect(second.getByText('No ticket yet')).toBeVisible();
    await expect(second.getByRole('link', { name: 'Buy a ticket' })).toBeVisible();
    await expect(second.getByText('Bennett & Hale Fine Jewellery Ltd.')).toHaveAttribute('translate', 'no');
    await expect(canvas.getAllByText('Registered together (2)')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Register now' })).toBeVisible();
  },
};

/** Not registered yet: the way to register. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '我的报名' })).toBeVisible();
    await expect(canvas.getByText('还没有报名')).toBeVisible();
    await expect(canvas.getByText('报名本届铂金周后，可在这里购买和查看门票。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '立即报名' })).toHaveAttribute('href', '#/events/reg?events_id=14');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '我的报名' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('报名记录加载失败，请稍后重试');
    await expect(args.onRetry).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Long names, companies and addresses wrap: nothing wider than the list, the date kept on one line. */
export const LongText: Story = {
  args: { items: LONG_REGISTRATIONS },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText(`王思远${LONG_NAME}`)).toHaveLength(2);
    await expect(canvas.getByText(/^a\.very\.long\.mailbox\.name\.for\.the\.delegate\.9031@/)).toBeVisible();
    const time = canvas.getByText('2026年11月10日 16:40', { selector: 'time' });
    await expect(time.getBoundingClientRect().height).toBeLessThan(24);
    await expectNoOverflow(canvasElement);
  },
};

/** A phone: each card's link fills its width, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getAllByRole('listitem')[0] as HTMLElement;
    const view = within(card).getByRole('link', { name: '查看门票' });
    const inner = card.getBoundingClientRect();
    await expect(inner.width).toBeLessThanOrEqual(375);
    // The link spans the card's content, below the facts.
    await expect(view.getBoundingClientRect().width).toBeGreaterThan(inner.width * 0.8);
    await expect(view.getBoundingClientRect().top).toBeGreaterThan(within(card).getByText('同批报名 2 人').getBoundingClientRect().top);
    await expectNoOverflow(canvasElement);
  },
};
