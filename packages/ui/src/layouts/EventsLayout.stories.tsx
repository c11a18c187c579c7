import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GUEST_GROUPS, GUESTS } from '../fixtures.ts';
import { EventsLayout } from './EventsLayout.tsx';
import { GuestHoverMenu } from './GuestHoverMenu.tsx';

const links = [
  { href: '#/events/index?events_id=13', label: '首页', current: true },
  { href: '#/events/agenda/list?events_id=13', label: '议程' },
  { href: '#/events/sponsor/list?events_id=13', label: '赞助商' },
  { href: '#/ticket/list?events_id=13', label: '门票' },
];

const meta = {
  title: 'Layouts/EventsLayout',
  component: EventsLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '2024 上海铂金周',
    links,
    guestMenu: (
      <GuestHoverMenu
        label="嘉宾"
        href="#/events/guest/list?events_id=13"
        groups={GUEST_GROUPS}
        guests={GUESTS}
        locale="zh"
        guestHref={(g) => `#/events/guest/detail?guest_id=${g.id}`}
      />
    ),
    children: <p>议程与嘉宾 / Agenda and guests</p>,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(args.title)).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.links[0]?.label })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /嘉宾|Guests/ })).toBeVisible();
  },
} satisfies Meta<typeof EventsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Shanghai Platinum Week 2024',
    links: links.map((l, i) => ({ ...l, label: ['Overview', 'Agenda', 'Sponsors', 'Tickets'][i] ?? l.label })),
    guestMenu: (
      <GuestHoverMenu
        label="Guests"
        href="#/events/guest/list?events_id=13"
        groups={GUEST_GROUPS}
        guests={GUESTS}
        locale="en"
        guestHref={(g) => `#/g/${g.id}`}
      />
    ),
  },
};
export const LongText: Story = { args: { title: '2024 上海铂金周暨国际铂族金属与珠宝设计产业合作论坛' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
