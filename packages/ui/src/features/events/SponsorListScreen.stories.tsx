import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { SPONSORS } from './programmeFixtures.ts';
import { SponsorListScreen } from './SponsorListScreen.tsx';

const meta = {
  title: 'Features/Events/SponsorList',
  component: SponsorListScreen,
  args: {
    sponsors: SPONSORS,
    sponsorHref: (sponsor) => `#/events/sponsor/detail?id=${sponsor.id}&events_id=13`,
    onRetry: fn(),
    editionsHref: '#/events/list',
  },
} satisfies Meta<typeof SponsorListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '赞助商' })).toBeVisible();
    // The tiers in their order, each a heading over its sponsors.
    const tiers = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(tiers).toEqual(['冠名赞助', '铂金赞助', '金牌赞助', '银牌赞助', '合作伙伴', '媒体伙伴']);
    const platinum = within(canvas.getByRole('region', { name: '铂金赞助' }));
    await expect(platinum.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '全球铂金协会' })).toHaveAttribute('href', '#/events/sponsor/detail?id=1&events_id=13');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sponsors' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Media partners' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Global Platinum Council' })).toBeVisible();
    // No English name: the Chinese one.
    await expect(canvas.getByRole('link', { name: '思远珠宝设计' })).toBeVisible();
    await expect(canvas.queryByText('全球铂金协会')).toBeNull();
  },
};

export const Empty: Story = {
  args: { sponsors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无赞助商')).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('赞助商加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { status: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未找到这一届铂金周')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看历届铂金周' })).toHaveAttribute('href', '#/events/list');
  },
};

export const LongText: Story = {
  args: { sponsors: SPONSORS.map((s) => ({ ...s, name: `${s.name}${LONG_NAME}` })) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: `全球铂金协会${LONG_NAME}` })).toBeVisible();
    for (const card of canvas.getAllByRole('listitem')) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: two logos a row. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const gold = within(canvas.getByRole('region', { name: '金牌赞助' })).getAllByRole('listitem');
    await expect((gold[1] as HTMLElement).getBoundingClientRect().top).toBe((gold[0] as HTMLElement).getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = { ...Filled, globals: { theme: 'dark' } };
