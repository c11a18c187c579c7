import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditionListScreen } from './EditionListScreen.tsx';
import { EDITIONS, LONG_EDITION } from './editionFixtures.ts';

const meta = {
  title: 'Features/Events/EditionListScreen',
  component: EditionListScreen,
  args: {
    editions: EDITIONS,
    editionHref: (e) => `#/events/index?events_id=${e.id}`,
    registerHref: (e) => `#/events/reg?events_id=${e.id}`,
  },
} satisfies Meta<typeof EditionListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '历届铂金周' })).toBeVisible();
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    // Newest first; the open edition says so and links to its registration.
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('link', { name: '2025 上海铂金周' })).toHaveAttribute('href', '#/events/index?events_id=14');
    await expect(first.getByText('报名中')).toBeVisible();
    await expect(first.getByRole('link', { name: '报名2025 上海铂金周' })).toHaveAttribute('href', '#/events/reg?events_id=14');
    await expect(first.getByText('24 位嘉宾 · 5 个分组')).toBeVisible();
    await expect(first.getByText('2025年11月17日至21日 · 上海')).toBeVisible();
    // Past editions have no registration.
    await expect(within(cards[2] as HTMLElement).queryByText('报名中')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Every edition' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shanghai Platinum Week 2023' })).toHaveAttribute('href', '#/events/index?events_id=9');
    await expect(canvas.getByText('18 guests · 4 groups')).toBeVisible();
    await expect(canvas.getByText(/13\s*–\s*17 November 2023 · Shanghai/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register for Shanghai Platinum Week 2025' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { editions: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { editions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无届次')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { editions: [], error: '网络错误，请稍后再试', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络错误，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { editions: [LONG_EDITION, ...EDITIONS.slice(0, 2)] },
  play: async ({ canvas }) => {
    const card = canvas.getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(card).getByRole('link', { name: LONG_EDITION.name })).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expect(within(card).getByText('1,280 位嘉宾 · 16 个分组')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('listitem');
    // One column: every card as wide as the first.
    const widths = cards.map((c) => Math.round(c.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '2025 上海铂金周' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '报名2025 上海铂金周' })).toHaveFocus();
  },
};

export const Night: Story = { ...Chinese, globals: { ...Chinese.globals, theme: 'dark' } };
