import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { SPONSORS } from './programmeFixtures.ts';
import { SponsorDetailScreen } from './SponsorDetailScreen.tsx';

const SPONSOR = SPONSORS[0] ?? null;

const meta = {
  title: 'Features/Events/SponsorDetail',
  component: SponsorDetailScreen,
  args: { sponsor: SPONSOR, listHref: '#/events/sponsor/list?events_id=13', onRetry: fn() },
} satisfies Meta<typeof SponsorDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '全球铂金协会' })).toBeVisible();
    await expect(canvas.getByText('冠名赞助')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '全球铂金协会' })).toBeVisible();
    await expect(canvas.getByText('2024 上海铂金周冠名赞助商。')).toBeVisible();
    const site = canvas.getByRole('link', { name: '访问官网' });
    await expect(site).toHaveAttribute('href', 'https://sponsor1.example.com/');
    await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: /全部赞助商/ })).toHaveAttribute('href', '#/events/sponsor/list?events_id=13');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Global Platinum Council' })).toBeVisible();
    await expect(canvas.getByText('Title sponsor')).toBeVisible();
    await expect(canvas.getByText('Title sponsor of Shanghai Platinum Week 2024.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visit the website' })).toBeVisible();
  },
};

/** A sponsor with nothing to say and no website. */
export const Empty: Story = {
  args: { sponsor: SPONSOR && { ...SPONSOR, description: '', en_description: '', url: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '全球铂金协会' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '访问官网' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', sponsor: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', sponsor: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('赞助商信息加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', sponsor: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未找到该赞助商')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部赞助商' })).toHaveAttribute('href', '#/events/sponsor/list?events_id=13');
  },
};

export const LongText: Story = {
  args: {
    sponsor: SPONSOR && { ...SPONSOR, name: `${SPONSOR.name}${LONG_NAME}`, description: `${LONG_NAME}。`.repeat(8) },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `全球铂金协会${LONG_NAME}` })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    // The logo sits above the name on a phone.
    const logo = canvas.getByRole('img', { name: '全球铂金协会' }).getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(title.top).toBeGreaterThanOrEqual(logo.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = { ...Filled, globals: { theme: 'dark' } };
