import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EDITIONS } from '../events/editionFixtures.ts';
import { REGISTRATION, REGISTRATIONS } from './regFixtures.ts';
import { RegResultScreen } from './RegResultScreen.tsx';

const meta = {
  title: 'Features/Commerce/RegResult',
  component: RegResultScreen,
  args: {
    edition: EDITIONS[0],
    delegates: REGISTRATIONS,
    ticketsHref: '#/ticket/list?events_id=14',
    againHref: '#/events/reg?events_id=14',
    eventHref: '#/events/index?events_id=14',
    onRetry: fn(),
  },
} satisfies Meta<typeof RegResultScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member's group registration: every delegate, the coupon, and the way to buy their tickets. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '报名成功' })).toBeVisible();
    await expect(canvas.getByText('已为 3 位参会人报名 2025 上海铂金周')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    // The badge name when there is one.
    await expect(canvas.getByText('Zhou Yiming')).toBeVisible();
    await expect(canvas.getByText('已使用优惠码 SPW2025')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '购买门票' })).toHaveAttribute('href', '#/ticket/list?events_id=14');
  },
};

/** The public form: no account, so no ticket link. */
export const Public: Story = {
  args: { ticketsHref: undefined, delegates: REGISTRATIONS.slice(0, 1).map((d) => ({ ...d, coupon_code: '' })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已为 1 位参会人报名 2025 上海铂金周')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '购买门票' })).toBeNull();
    await expect(canvas.getByText(/报名确认已发送至参会人邮箱/)).toBeVisible();
    await expect(canvas.queryByText(/已使用优惠码/)).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 delegates are registered for Shanghai Platinum Week 2025')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buy tickets' })).toBeVisible();
    await expect(canvas.getByText(/Exhibitor/)).toBeVisible();
  },
};

/** Empty: nothing known of this registration in this browser. */
export const Missing: Story = {
  args: { status: 'missing', delegates: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有找到这次报名的记录')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '继续报名' })).toHaveAttribute('href', '#/events/reg?events_id=14');
  },
};

export const Loading: Story = {
  args: { status: 'loading', delegates: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const Error: Story = {
  args: { status: 'error', delegates: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('报名结果加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    delegates: [
      {
        ...REGISTRATION,
        name: '上海铂金周组委会特别顾问委员会国际铂族金属市场联合研究中心首席代表',
        company: '中国（上海）自由贸易试验区临港新片区国际铂族金属与珠宝设计产业联合发展研究中心有限公司',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/首席代表/)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '购买门票' })).toBeVisible();
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '报名成功' })).toBeVisible();
  },
};
