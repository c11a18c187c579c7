import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { REPORTS } from './programmeFixtures.ts';
import { ReportListScreen } from './ReportListScreen.tsx';

const meta = {
  title: 'Features/Events/ReportList',
  component: ReportListScreen,
  args: {
    reports: REPORTS,
    total: 3,
    page: 1,
    rows: 8,
    onPageChange: fn(),
    reportHref: (report) => `#/eventSpecial/report?events_id=13&id=${report.id}`,
    onRetry: fn(),
    editionsHref: '#/events/list',
  },
} satisfies Meta<typeof ReportListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '活动报道' })).toBeVisible();
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual(['闭幕：下一届再会', '供需展望：铂金市场连续第三年短缺', '2024 上海铂金周开幕']);
    await expect(canvas.getByRole('link', { name: '闭幕：下一届再会' })).toHaveAttribute('href', '#/eventSpecial/report?events_id=13&id=4');
    await expect(canvas.getByText('2024年11月19日').parentElement).toHaveTextContent('2024年11月19日 · 来源：财经周刊');
    await expect(canvas.getByText('五天的活动圆满结束。')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Closing: see you next year' })).toBeVisible();
    await expect(canvas.getByText('19 Nov 2024').parentElement).toHaveTextContent('19 Nov 2024 · Source: Finance Weekly');
    await expect(canvas.getByText('22 Nov 2024').parentElement).toHaveTextContent(
      '22 Nov 2024 · Source: Shanghai Platinum Week Organising Committee',
    );
    // No English title: the Chinese one.
    await expect(canvas.getByRole('link', { name: '2024 上海铂金周开幕' })).toBeVisible();
  },
};

export const Paged: Story = {
  args: { total: 20, rows: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /下一页/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { reports: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无报道')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', reports: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const Error: Story = {
  args: { status: 'error', reports: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('报道加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: { reports: REPORTS.map((r) => ({ ...r, title: `${r.title}${LONG_NAME}`, summary: LONG_NAME.repeat(3) })) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: `闭幕：下一届再会${LONG_NAME}` })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = { ...Filled, globals: { theme: 'dark' } };
