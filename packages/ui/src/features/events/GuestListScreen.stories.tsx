import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GUEST_GROUPS, GUESTS, LONG_NAME } from '../../fixtures.ts';
import { GuestListScreen } from './GuestListScreen.tsx';

const meta = {
  title: 'Features/Events/GuestList',
  component: GuestListScreen,
  args: {
    groups: GUEST_GROUPS,
    guests: GUESTS,
    guestHref: (guest) => `#/events/guest/detail?guest_id=${guest.id}&events_id=13`,
    onRetry: fn(),
    editionsHref: '#/events/list',
  },
} satisfies Meta<typeof GuestListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cards of a group, as a reader finds them: by the group's heading. */
const cardsOf = (canvas: HTMLElement, group: string) =>
  within(within(canvas).getByRole('region', { name: group })).getAllByRole('listitem');

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '嘉宾阵容' })).toBeVisible();
    await expect(canvas.getByText('共 8 位嘉宾')).toBeVisible();
    // Every group in its order, each a heading over its guests.
    const groups = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(groups).toEqual(['主旨演讲', '矿业与精炼', '市场与投资', '珠宝与设计', '氢能与汽车', '主持人']);
    await expect(cardsOf(canvasElement, '主旨演讲')).toHaveLength(2);
    // A card: the name leads to the guest's page; position and company under it.
    const card = within(cardsOf(canvasElement, '主旨演讲')[0] as HTMLElement);
    await expect(card.getByRole('link', { name: '陈立群' })).toHaveAttribute('href', '#/events/guest/detail?guest_id=1&events_id=13');
    await expect(card.getByText('主席')).toBeVisible();
    await expect(card.getByText('上海铂金周组委会')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '佐藤由美' })).toHaveAttribute('href', '#/events/guest/detail?guest_id=6&events_id=13');
    // The avatar is drawn beside the name, not read out twice.
    await expect(canvas.queryByRole('img', { name: '陈立群' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
    await expect(canvas.getByText('8 guests')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mining and refining' })).toBeVisible();
    // en_name, en_position and en_company when there are some.
    const card = within(cardsOf(canvasElement, 'Keynotes')[0] as HTMLElement);
    await expect(card.getByRole('link', { name: 'Chen Liqun' })).toHaveAttribute('href', '#/events/guest/detail?guest_id=1&events_id=13');
    await expect(card.getByText('Chair')).toBeVisible();
    await expect(card.getByText('Shanghai Platinum Week')).toBeVisible();
    await expect(canvas.queryByText('陈立群')).toBeNull();
  },
};

/** English without an English name: the nickname; without an English company: the Chinese one. */
export const EnglishWithoutEnglishName: Story = {
  globals: { locale: 'en' },
  args: { guests: GUESTS.filter((guest) => !guest.en_name || !guest.en_company) },
  play: async ({ canvas }) => {
    const li = within(canvas.getByRole('link', { name: '李娜' }).closest('li') as HTMLElement);
    await expect(li.getByText('Sino-Platinum Metals')).toBeVisible();
    await expect(li.getByText('Chief Refining Engineer')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Trevor Raymond' })).toBeVisible();
    const zhao = within(canvas.getByRole('link', { name: 'Zhao Min' }).closest('li') as HTMLElement);
    await expect(zhao.getByText('财经周刊')).toBeVisible();
    await expect(zhao.getByText('Editor-in-Chief')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { guests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '嘉宾阵容' })).toBeVisible();
    await expect(canvas.getByText('暂无嘉宾')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByText(/共 \d+ 位嘉宾/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '嘉宾阵容' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('嘉宾加载失败，请稍后重试');
    await expect(canvas.queryByText('陈立群')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The link names no edition (a missing, malformed or unknown events_id). */
export const NotFound: Story = {
  args: { status: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未找到这一届铂金周')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看历届铂金周' })).toHaveAttribute('href', '#/events/list');
    await expect(canvas.queryByText('陈立群')).toBeNull();
  },
};

/** A full keynote group: four cards a row on a desktop, the fifth starts the next. */
export const ManyGuests: Story = {
  args: {
    guests: [...GUESTS, ...GUESTS.slice(2).map((guest) => ({ ...guest, id: guest.id + 100, group_id: 1 }))],
  },
  play: async ({ canvasElement }) => {
    const cards = cardsOf(canvasElement, '主旨演讲');
    await expect(cards).toHaveLength(8);
    const top = (index: number) => (cards[index] as HTMLElement).getBoundingClientRect().top;
    await expect(top(3)).toBe(top(0));
    await expect(top(4)).toBeGreaterThan(top(0));
  },
};

export const LongText: Story = {
  args: {
    groups: GUEST_GROUPS.map((group) => ({ ...group, name: `${group.name}：${LONG_NAME}` })),
    guests: GUESTS.map((guest) => ({
      ...guest,
      nickname: `${guest.nickname}${LONG_NAME}`,
      company: `${guest.company}（${LONG_NAME}）`,
      position: `${guest.position}兼国际铂族金属市场与珠宝设计联合研究中心执行主任`,
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: `陈立群${LONG_NAME}` })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: `主旨演讲：${LONG_NAME}` })).toBeVisible();
    // Long words wrap inside their cards: nothing runs off the page.
    for (const card of canvas.getAllByRole('listitem')) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: two cards a row. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '嘉宾阵容' })).toBeVisible();
    const [first, second] = cardsOf(canvasElement, '主旨演讲') as [HTMLElement, HTMLElement];
    await expect(second.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
    await expect(within(first).getByRole('link', { name: '陈立群' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Filled, globals: { ...Filled.globals, theme: 'dark' } };
