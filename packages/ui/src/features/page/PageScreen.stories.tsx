import type { components } from '@spw/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { PageScreen } from './PageScreen.tsx';

type SitePage = components['schemas']['SitePage'];

const AGREEMENT: SitePage = {
  name: 'agreement',
  title: '用户协议',
  en_title: 'User agreement',
  content:
    '<p>欢迎使用上海铂金周网站。注册即表示您同意本协议。</p><h2>一、账号</h2><ol><li>您应提供真实、准确的注册信息。</li><li>账号仅限本人使用。</li></ol><h2>二、内容</h2><p>您发布的内容应遵守法律法规。</p>',
  en_content:
    '<p>Welcome to the Shanghai Platinum Week website. By signing up you accept this agreement.</p><h2>1. Your account</h2><ol><li>Give true and accurate details.</li><li>An account is yours alone.</li></ol><h2>2. What you post</h2><p>What you post must respect the law.</p>',
  updated_at: '2026-10-08T02:00:00.000Z',
};

const BUY_RULE: SitePage = {
  name: 'buy-rule',
  title: '购票须知',
  en_title: '',
  content:
    '<h2>退改</h2><table><thead><tr><th scope="col">申请时间</th><th scope="col">退款比例</th></tr></thead><tbody><tr><td>活动开始前 15 天以上</td><td>100%</td></tr><tr><td>活动开始前 7–15 天</td><td>50%</td></tr><tr><td>活动开始前 7 天内</td><td>不予退款</td></tr></tbody></table>',
  en_content: '',
  updated_at: '2026-09-01T02:00:00.000Z',
};

const meta = {
  title: 'Features/Page/Page',
  component: PageScreen,
  args: { status: 'ready', page: AGREEMENT, homeHref: '#/home/aboutSPW', onRetry: fn() },
} satisfies Meta<typeof PageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '一、账号' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('更新于 2026年10月8日')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'User agreement' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Your account' })).toBeVisible();
    await expect(canvas.getByText(/^Updated /)).toBeVisible();
  },
};

/** No English text: English readers get the Chinese, marked as Chinese for screen readers. */
export const EnglishWithoutEnglishText: Story = {
  globals: { locale: 'en' },
  args: { page: BUY_RULE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '购票须知' })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByRole('columnheader', { name: '退款比例' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', page: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', page: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('页面加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', page: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '未找到该页面' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/home/aboutSPW');
  },
};

export const LongText: Story = {
  args: { page: { ...AGREEMENT, title: `用户协议${LONG_NAME}`, content: `<p>${'很长的一段条款，'.repeat(60)}${LONG_NAME}</p>` } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};

/** A phone: the table scrolls sideways inside the text instead of widening the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { page: BUY_RULE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
