import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { REPORT } from './programmeFixtures.ts';
import { ReportDetailScreen } from './ReportDetailScreen.tsx';

const meta = {
  title: 'Features/Events/ReportDetail',
  component: ReportDetailScreen,
  args: { report: REPORT, listHref: '#/eventSpecial/report?events_id=13', onRetry: fn() },
} satisfies Meta<typeof ReportDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '供需展望：铂金市场连续第三年短缺' })).toBeVisible();
    await expect(canvas.getByText('2024年11月19日').parentElement).toHaveTextContent('2024年11月19日 · 来源：财经周刊');
    // The report's HTML is drawn as HTML: headings, lists, quotes and links.
    await expect(canvas.getByRole('heading', { level: 2, name: '要点' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '报告全文' })).toHaveAttribute('href', 'https://www.example.com/report');
    await expect(canvas.getByRole('link', { name: /全部报道/ })).toHaveAttribute('href', '#/eventSpecial/report?events_id=13');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Outlook: a third year of platinum deficit' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Key points' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'the full report' })).toBeVisible();
    await expect(canvas.getByText('19 Nov 2024').parentElement).toHaveTextContent('19 Nov 2024 · Source: Finance Weekly');
  },
};

/** A report without English content or source: the Chinese ones. */
export const EnglishFallback: Story = {
  globals: { locale: 'en' },
  args: { report: { ...REPORT, en_title: '', en_content: '', en_source: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('19 Nov 2024').parentElement).toHaveTextContent('19 Nov 2024 · Source: 财经周刊');
    await expect(canvas.getByRole('heading', { level: 1, name: '供需展望：铂金市场连续第三年短缺' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '要点' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { report: { ...REPORT, content: '', en_content: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', report: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const Error: Story = {
  args: { status: 'error', report: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('报道加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', report: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未找到该报道')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部报道' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    report: {
      ...REPORT,
      title: `${REPORT.title}${LONG_NAME}`,
      content: `<p>${'铂'.repeat(400)}</p><p>${'https://example.com/'.repeat(8)}</p>`,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `${REPORT.title}${LONG_NAME}` })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = { ...Filled, globals: { theme: 'dark' } };
