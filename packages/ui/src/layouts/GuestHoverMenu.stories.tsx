import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { GUEST_GROUPS, GUESTS } from '../fixtures.ts';
import { GuestHoverMenu, guestName } from './GuestHoverMenu.tsx';

const meta = {
  title: 'Layouts/GuestHoverMenu',
  component: GuestHoverMenu,
  args: {
    label: '嘉宾',
    href: '#/events/guest/list?events_id=13',
    groups: GUEST_GROUPS,
    guests: GUESTS,
    locale: 'zh',
    guestHref: (guest) => `#/events/guest/detail?guest_id=${guest.id}&events_id=13`,
    defaultOpen: true,
    onIntent: fn(),
  },
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof GuestHoverMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '陈立群' })).toHaveAttribute('href', '#/events/guest/detail?guest_id=1&events_id=13');
    await expect(canvas.getByRole('region', { name: '主旨演讲' })).toBeVisible();
  },
};
export const EnglishNames: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en', label: 'Guests' },
  play: async ({ canvas }) => {
    // en_name when there is one, else the nickname.
    await expect(canvas.getByRole('link', { name: 'Chen Liqun' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '李娜' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Keynotes' })).toBeVisible();
  },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('link', { name: '陈立群' })).toBeNull();
  },
};
export const Empty: Story = { args: { guests: [] }, play: async ({ canvas }) => expect(canvas.getByText('暂无嘉宾')).toBeVisible() };
export const HoverTimings: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: '嘉宾' });
    // Closed, the panel draws no guests.
    await expect(canvas.queryByRole('link', { name: '陈立群' })).toBeNull();
    await userEvent.hover(link);
    // The shell asks for the guests as soon as the pointer arrives.
    await expect(args.onIntent).toHaveBeenCalled();
    // Not yet: the submenu opens after 400 ms.
    await expect(canvas.getByRole('button', { name: '展开嘉宾菜单' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByRole('button', { name: '展开嘉宾菜单' })).toHaveAttribute('aria-expanded', 'true'), {
      timeout: 1500,
    });
    await userEvent.unhover(link);
    await waitFor(() => expect(canvas.getByRole('button', { name: '展开嘉宾菜单' })).toHaveAttribute('aria-expanded', 'false'), {
      timeout: 1000,
    });
  },
};
export const Keyboard: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: '展开嘉宾菜单' });
    toggle.focus();
    await expect(args.onIntent).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: '陈立群' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
export const LongText: Story = {
  args: { guests: GUESTS.map((g) => ({ ...g, nickname: `${g.nickname}（国际铂族金属协会首席分析师）` })) },
  play: async () => expect(guestName({ nickname: '甲', en_name: ' ' }, 'en')).toBe('甲'),
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
