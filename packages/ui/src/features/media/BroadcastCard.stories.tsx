import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BroadcastCard } from './BroadcastCard.tsx';
import { FIXED_NOW, LIVE_NOW, LONG_LIVE, REPLAY, UPCOMING } from './broadcastFixtures.ts';

/** One live stream's card, as the live pages draw it: each status, a member's and a visitor's reminder. */
const meta = {
  title: 'Features/Media/BroadcastCard',
  component: BroadcastCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    item: UPCOMING,
    now: FIXED_NOW,
    href: `#/live/detail?id=${UPCOMING.id}`,
    reminded: false,
    onRemind: fn(),
    loginHref: '#/login?redirect=%2Flive%2Findex',
  },
} satisfies Meta<typeof BroadcastCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** To come: the countdown, the count waiting, and the member's reminder, which turns on. */
export const Upcoming: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('未开始')).toBeVisible();
    await expect(canvas.getByText('距开播 2 天 03:00')).toBeVisible();
    await expect(canvas.getByText('128 人已预约')).toBeVisible();
    await expect(canvas.getByRole('link', { name: UPCOMING.title })).toHaveAttribute('href', `#/live/detail?id=${UPCOMING.id}`);
    await userEvent.click(canvas.getByRole('button', { name: /预约提醒/ }));
    await expect(args.onRemind).toHaveBeenCalledWith(UPCOMING, true);
  },
};

/** A member who asked already can take it back. */
export const Reminded: Story = {
  tags: ['!visual'],
  args: { reminded: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /已预约/ });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onRemind).toHaveBeenCalledWith(UPCOMING, false);
  },
};

/** A visitor is led to sign in instead. */
export const Visitor: Story = {
  tags: ['!visual'],
  args: { reminded: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /预约/ })).toHaveAttribute('href', '#/login?redirect=%2Flive%2Findex');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** In progress: the live badge and the way in, wide as /live/index features it. */
export const LiveWide: Story = {
  args: { item: LIVE_NOW, href: `#/live/detail?id=${LIVE_NOW.id}`, size: 'wide' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('直播中')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /进入直播/ })).toHaveAttribute('href', `#/live/detail?id=${LIVE_NOW.id}`);
  },
};

/** Ended with a replay, in English. */
export const ReplayEnglish: Story = {
  globals: { locale: 'en' },
  args: { item: REPLAY, href: `#/live/detail?id=${REPLAY.id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Platinum Week 2026: the opening forum' })).toBeVisible();
    await expect(canvas.getByText('Ended')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Watch the replay/ })).toBeVisible();
  },
};

/** Everything at its longest, on a phone: it wraps, nothing runs off the side. */
export const LongTextPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { item: LONG_LIVE, href: `#/live/detail?id=${LONG_LIVE.id}` },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
