import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { picturesLoaded } from '../../components/upload-story-kit.ts';
import { CERT_ANALYST, CERT_APPROVED, CERT_DESIGNER, CERT_REJECTED, longCertification } from './certificationFixtures.ts';
import { CertificationResultScreen } from './CertificationResultScreen.tsx';

const meta = {
  title: 'Features/Certification/CertificationResult',
  component: CertificationResultScreen,
  args: {
    status: 'ready',
    current: CERT_ANALYST,
    applyHref: '#/certification/apply',
    profileHref: '#/user/index?uid=3101',
    onRetry: fn(),
  },
} satisfies Meta<typeof CertificationResultScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: when it was sent, what was asked, the documents, and how long a review takes. */
export const Waiting: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的认证' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '审核中' })).toBeVisible();
    await expect(canvas.getByText('提交于 2026年11月16日 10:15')).toBeVisible();
    await expect(canvas.getByText('通常在 3 个工作日内完成审核')).toBeVisible();
    await expect(canvas.getByText(CERT_ANALYST.organisation)).toHaveAttribute('translate', 'no');
    await expect(canvas.getByText('首席分析师')).toBeVisible();
    const first = canvas.getByRole('link', { name: '查看证明材料 1（在新窗口打开）' });
    await expect(first).toHaveAttribute('href', CERT_ANALYST.documents[0]?.url);
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByRole('link', { name: /^查看证明材料/ })).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: '重新申请' })).toBeNull();
    await picturesLoaded(canvasElement);
  },
};

/** Approved: the badge as it shows now, when, and the way to the profile. */
export const Approved: Story = {
  args: { current: CERT_APPROVED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '认证已通过' })).toBeVisible();
    await expect(canvas.getByText('机构认证')).toBeVisible();
    await expect(canvas.getByText(CERT_APPROVED.reason)).toBeVisible();
    await expect(canvas.getByText('审核于 2026年11月3日')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看我的主页' })).toHaveAttribute('href', '#/user/index?uid=3101');
  },
};

/** Rejected: why, and a way to apply again. */
export const Rejected: Story = {
  args: { current: CERT_REJECTED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '认证未通过' })).toBeVisible();
    await expect(canvas.getByText(CERT_REJECTED.reject_reason)).toHaveAttribute('translate', 'no');
    await expect(canvas.getByRole('link', { name: '重新申请' })).toHaveAttribute('href', '#/certification/apply');
    await expect(canvas.queryByRole('link', { name: /^查看证明材料/ })).toBeNull();
  },
};

/** Never applied: a prompt to. */
export const None: Story = {
  args: { current: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('你还没有申请认证')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '申请认证' })).toHaveAttribute('href', '#/certification/apply');
  },
};

export const Loading: Story = {
  args: { status: 'loading', current: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '我的认证' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { status: 'error', current: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('认证信息加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The English site: its words and dates in English, the application as written. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { current: CERT_DESIGNER },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Under review' })).toBeVisible();
    await expect(canvas.getByText('Sent 18 Nov 2026, 09:05')).toBeVisible();
    await expect(canvas.getByText('Reviews usually take up to 3 working days')).toBeVisible();
    await expect(canvas.getByText('Verified expert')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Document \d \(opens in a new tab\)$/ })).toHaveLength(3);
    await picturesLoaded(canvasElement);
  },
};

/** The longest words and the most documents: everything wraps inside the page. */
export const LongText: Story = {
  args: { current: longCertification(CERT_ANALYST) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link', { name: /^查看证明材料/ })).toHaveLength(5);
    const root = canvasElement.querySelector('.spw-cert') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const dd of Array.from(root.querySelectorAll('dd'))) {
      await expect(dd.scrollWidth).toBeLessThanOrEqual(dd.clientWidth);
    }
    await picturesLoaded(canvasElement);
  },
};

/** A phone, rejected with a long reason: each label above its value, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { current: longCertification(CERT_REJECTED) },
  play: async ({ canvas, canvasElement }) => {
    const row = within(canvas.getByText('任职单位').parentElement as HTMLElement);
    const label = row.getByText('任职单位');
    const value = row.getByText(/^晓铂珠宝/);
    await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(label.getBoundingClientRect().bottom);
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
