import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EditionHomeScreen } from './EditionHomeScreen.tsx';
import { EDITIONS, LONG_EDITION } from './editionFixtures.ts';

const links = (id: number) => ({
  guests: `#/events/guest/list?events_id=${id}`,
  agenda: `#/events/agenda/list?events_id=${id}`,
  sponsors: `#/events/sponsor/list?events_id=${id}`,
  album: `#/eventSpecial/album?events_id=${id}`,
  reports: `#/eventSpecial/report?events_id=${id}`,
  comments: `#/eventSpecial/comment?events_id=${id}`,
  tickets: `#/ticket/list?events_id=${id}`,
  register: `#/events/reg?events_id=${id}`,
  all: '#/events/list',
});
const [current, , past] = EDITIONS;

const meta = {
  title: 'Features/Events/EditionHomeScreen',
  component: EditionHomeScreen,
  args: { edition: past ?? null, links: links(9) },
} satisfies Meta<typeof EditionHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PastEdition: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '2023 上海铂金周' })).toBeVisible();
    await expect(canvas.getByText('往届')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^报名/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^嘉宾/ })).toHaveAttribute('href', '#/events/guest/list?events_id=9');
    await expect(canvas.getByRole('link', { name: /^议程/ })).toHaveAttribute('href', '#/events/agenda/list?events_id=9');
    await expect(canvas.getByRole('link', { name: /^相册/ })).toHaveAttribute('href', '#/eventSpecial/album?events_id=9');
    await expect(canvas.getByRole('link', { name: /^报道/ })).toHaveAttribute('href', '#/eventSpecial/report?events_id=9');
    await expect(canvas.getByRole('link', { name: /^评论/ })).toHaveAttribute('href', '#/eventSpecial/comment?events_id=9');
    await expect(canvas.getByText('18 位嘉宾 · 4 个分组')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看历届铂金周' })).toHaveAttribute('href', '#/events/list');
  },
};

export const CurrentEdition: Story = {
  args: { edition: current ?? null, links: links(14) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('报名中')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '报名2025 上海铂金周' })).toHaveAttribute('href', '#/events/reg?events_id=14');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { edition: current ?? null, links: links(14) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shanghai Platinum Week 2025' })).toBeVisible();
    await expect(canvas.getByText(/17\s*–\s*21 November 2025 · Shanghai/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register for Shanghai Platinum Week 2025' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Sponsors/ })).toHaveAttribute('href', '#/events/sponsor/list?events_id=14');
  },
};

export const Loading: Story = {
  args: { edition: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const NotFound: Story = {
  args: { edition: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有找到这一届铂金周')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看历届铂金周' })).toHaveAttribute('href', '#/events/list');
  },
};

export const Failed: Story = {
  args: { edition: null, error: '网络错误，请稍后再试', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络错误，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { edition: LONG_EDITION },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(LONG_EDITION.name);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { edition: current ?? null, links: links(14) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '报名2025 上海铂金周' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Night: Story = { ...CurrentEdition, globals: { theme: 'dark' } };
