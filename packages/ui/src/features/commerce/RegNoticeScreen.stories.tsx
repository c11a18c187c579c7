import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EDITIONS, LONG_EDITION } from '../events/editionFixtures.ts';
import { RegNoticeScreen } from './RegNoticeScreen.tsx';

const meta = {
  title: 'Features/Commerce/RegNotice',
  component: RegNoticeScreen,
  args: { edition: EDITIONS[0], registerHref: '#/events/reg?events_id=14', onRetry: fn() },
} satisfies Meta<typeof RegNoticeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '报名须知' })).toBeVisible();
    await expect(canvas.getByText('2025年11月17日至21日')).toBeVisible();
    await expect(canvas.getByText('上海，具体会场见报名确认邮件')).toBeVisible();
    await expect(canvas.getByText(/开幕前 14 天（含）申请可全额退款/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我已阅读，立即报名' })).toHaveAttribute('href', '#/events/reg?events_id=14');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Registration notes' })).toBeVisible();
    await expect(canvas.getByText('Refunds')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'I have read this, register now' })).toBeVisible();
  },
};

/** Empty of a way in: a past edition's notes, for reference. */
export const Closed: Story = {
  args: { edition: EDITIONS[1] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('本届报名已截止，以下信息仅供参考')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '我已阅读，立即报名' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', edition: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const Error: Story = {
  args: { status: 'error', edition: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('活动信息加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { edition: { ...LONG_EDITION, is_current: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/上海世博展览馆及上海国际会议中心等多个会场/)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '我已阅读，立即报名' })).toBeVisible();
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('费用包含')).toBeVisible();
  },
};
