import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TICKET, TICKETS } from './checkinFixtures.ts';
import { MyTicketsScreen } from './MyTicketsScreen.tsx';

const meta = {
  title: 'Features/Commerce/MyTickets',
  component: MyTicketsScreen,
  args: {
    tickets: TICKETS,
    shareHref: (ticket) => `#/eventsUser/share?uid=3&events_id=${ticket.events_id}`,
    buyHref: '#/ticket/list',
    onRetry: fn(),
  },
} satisfies Meta<typeof MyTicketsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by edition, newest first; each ticket's QR code, code, holder and check-in state. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的门票' })).toBeVisible();
    await expect(canvas.getByText('共 3 张门票')).toBeVisible();
    const editions = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(editions).toEqual(['2025 上海铂金周', '2024 上海铂金周']);
    const current = within(canvas.getByRole('region', { name: '2025 上海铂金周' }));
    await expect(current.getAllByRole('listitem')).toHaveLength(2);
    await expect(current.getByRole('img', { name: '票码 K7Q4-2M9X-TP3A 的二维码' })).toBeVisible();
    await expect(current.getByText('K7Q4-2M9X-TP3A')).toBeVisible();
    await expect(current.getByText('未签到')).toBeVisible();
    await expect(current.getByText('已签到 · 2025年11月17日 09:12')).toBeVisible();
    await expect(current.getByRole('link', { name: '生成分享卡片' })).toHaveAttribute('href', '#/eventsUser/share?uid=3&events_id=14');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shanghai Platinum Week 2025' })).toBeVisible();
    await expect(canvas.getAllByText('Full pass')).toHaveLength(2);
    await expect(canvas.getByText('Not checked in')).toBeVisible();
  },
};

export const Void: Story = {
  args: { tickets: [{ ...TICKET, status: 'void' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已作废')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { tickets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有门票')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去购票' })).toHaveAttribute('href', '#/ticket/list');
  },
};

export const Loading: Story = {
  args: { status: 'loading', tickets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const Error: Story = {
  args: { status: 'error', tickets: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('门票加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    tickets: [
      {
        ...TICKET,
        holder: '上海铂金周组委会特别顾问委员会国际铂族金属市场联合研究中心首席代表',
        company: '中国（上海）自由贸易试验区临港新片区国际铂族金属与珠宝设计产业联合发展研究中心有限公司',
        edition_name: '2025 上海铂金周暨铂族金属供需展望、氢能与汽车催化剂应用及铂金首饰零售高峰论坛',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/首席代表$/)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: /的二维码$/ })).toHaveLength(3);
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的门票' })).toBeVisible();
  },
};
