import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SHARE_CARD } from './checkinFixtures.ts';
import { ShareCardScreen } from './ShareCardScreen.tsx';

const meta = {
  title: 'Features/Commerce/ShareCard',
  component: ShareCardScreen,
  args: { card: SHARE_CARD, onCopyLink: fn(), eventHref: '#/events/index?events_id=14', onRetry: fn() },
} satisfies Meta<typeof ShareCardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '林晓 参加 2025 上海铂金周' })).toBeVisible();
    await expect(canvas.getByText('2025年11月17日至21日 · 上海')).toBeVisible();
    await expect(canvas.getByText('已到场')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: '了解这一届铂金周' })).toHaveAttribute('href', '#/events/index?events_id=14');
  },
};

export const Copied: Story = {
  args: { copied: true, card: { ...SHARE_CARD, checked_in: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '链接已复制' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('链接已复制');
    await expect(canvas.queryByText('已到场')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { card: { ...SHARE_CARD, nickname: 'Oliver' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oliver attends Shanghai Platinum Week 2025' })).toBeVisible();
    await expect(canvas.getByText(/Shanghai$/)).toBeVisible();
  },
};

/** Empty: the member holds no ticket of the edition. */
export const NotFound: Story = {
  args: { status: 'notFound', card: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有找到这张参会卡片')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '复制链接' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', card: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const Error: Story = {
  args: { status: 'error', card: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('参会卡片加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    card: {
      ...SHARE_CARD,
      nickname: '上海铂金周组委会特别顾问委员会首席代表',
      edition_name: '2025 上海铂金周暨铂族金属供需展望、氢能与汽车催化剂应用及铂金首饰零售高峰论坛',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/零售高峰论坛$/);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '复制链接' })).toBeVisible();
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '林晓 参加 2025 上海铂金周' })).toBeVisible();
  },
};
