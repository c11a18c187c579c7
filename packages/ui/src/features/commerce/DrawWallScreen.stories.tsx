import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { DRAW, DRAWS } from './checkinFixtures.ts';
import { DrawWallScreen } from './DrawWallScreen.tsx';

const meta = {
  title: 'Features/Commerce/DrawWall',
  component: DrawWallScreen,
  args: {
    edition: '2025 上海铂金周',
    checkedIn: 124,
    candidates: 118,
    draws: DRAWS,
    phase: 'idle',
    onDraw: fn(),
    onToggleFullscreen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DrawWallScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The counts, the form, and the earlier draws that came from the server. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '幸运抽奖' })).toBeVisible();
    await expect(canvas.getByText('124')).toBeVisible();
    await expect(canvas.getByText('118')).toBeVisible();
    const history = within(canvas.getByRole('region', { name: '历史抽奖' }));
    await expect(history.getAllByRole('listitem')).toHaveLength(2);
    await expect(history.getByText('佐藤由美、Oliver Grant、赵敏')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '开始抽奖' }));
    await expect(canvas.getByText('请输入奖项名称')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^奖项名称/), ' 一等奖 ');
    await userEvent.type(canvas.getByLabelText(/^奖项英文名称/), ' First prize ');
    const winners = canvas.getByLabelText(/^中奖人数/);
    await userEvent.clear(winners);
    await userEvent.type(winners, '51');
    await userEvent.click(canvas.getByRole('button', { name: '开始抽奖' }));
    await expect(canvas.getByText('中奖人数应为 1 到 50 之间的整数')).toBeVisible();
    await userEvent.clear(winners);
    await userEvent.type(winners, '3');
    await userEvent.click(canvas.getByRole('button', { name: '开始抽奖' }));
    await waitFor(() => expect(args.onDraw).toHaveBeenCalledWith({ prize: '一等奖', en_prize: 'First prize', winners: 3 }));
    // Without an English prize, none is sent.
    await userEvent.clear(canvas.getByLabelText(/^奖项英文名称/));
    await userEvent.click(canvas.getByRole('button', { name: '开始抽奖' }));
    await waitFor(() => expect(args.onDraw).toHaveBeenLastCalledWith({ prize: '一等奖', winners: 3 }));
    await userEvent.click(canvas.getByRole('button', { name: '全屏' }));
    await waitFor(() => expect(args.onToggleFullscreen).toHaveBeenCalledTimes(1));
  },
};

/** The shuffle: the container rolls the frames; the button waits. */
export const Shuffling: Story = {
  args: { phase: 'shuffling', shuffleText: 'K7Q4-2M9X' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('K7Q4-2M9X')).toBeVisible();
    await expect(canvas.getByText('抽奖中…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '开始抽奖' })).toBeDisabled();
  },
};

export const Revealed: Story = {
  args: { phase: 'revealed', current: DRAW, fullscreen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '二等奖 · 铂金吊坠 · 中奖名单' })).toBeVisible();
    const list = within(canvas.getByRole('list', { name: '二等奖 · 铂金吊坠 · 中奖名单' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: '退出全屏' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Too few left: the server's answer, where the whole hall can read it. */
export const DrawRefused: Story = {
  args: { error: '可抽奖人数只有 2 人，少于中奖人数', candidates: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('可抽奖人数只有 2 人，少于中奖人数');
  },
};

export const Empty: Story = {
  args: { draws: [], checkedIn: 0, candidates: 0, onToggleFullscreen: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有抽过奖')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '全屏' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('抽奖数据加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

export const Forbidden: Story = {
  args: { status: 'forbidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('您不是本届活动的工作人员，不能主持抽奖');
  },
};

export const LongText: Story = {
  args: {
    phase: 'revealed',
    current: {
      ...DRAW,
      prize: '特等奖 · 由上海铂金周组委会与国际铂金协会联合提供的限量版铂金首饰套装一份',
      winners: [
        {
          rank: 1,
          ticket_id: 1,
          holder: '上海铂金周组委会特别顾问委员会首席代表',
          company: '中国（上海）自由贸易试验区临港新片区国际铂族金属研究中心',
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('上海铂金周组委会特别顾问委员会首席代表')).toBeVisible();
  },
};

/** English: each prize in English, or in Chinese when it has no English (the en_ rule); the form's English prize is optional. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { phase: 'revealed', current: DRAW },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lucky draw' })).toBeVisible();
    await expect(canvas.getByText('Can still win')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Second prize · Platinum pendant · winners' })).toBeVisible();
    const history = within(canvas.getByRole('region', { name: 'Earlier draws' }));
    await expect(history.getByText('Second prize · Platinum pendant')).toBeVisible();
    await expect(history.queryByText('二等奖 · 铂金吊坠')).toBeNull();
    await expect(history.getByText('三等奖 · 铂金书签')).toBeVisible();
    await expect(canvas.getByLabelText(/^Prize in English/)).toHaveAttribute('maxlength', '200');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { phase: 'revealed', current: DRAWS[1] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '三等奖 · 铂金书签 · 中奖名单' })).toBeVisible();
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  args: { phase: 'revealed', current: DRAW },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('佐藤由美').length).toBeGreaterThan(0);
  },
};
