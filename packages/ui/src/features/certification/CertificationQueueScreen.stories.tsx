import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { picturesLoaded } from '../../components/upload-story-kit.ts';
import { LONG_NAME } from '../../fixtures.ts';
import {
  CERT_ANALYST,
  CERT_APPROVED,
  CERT_DESIGNER,
  CERT_FACTORY,
  CERT_REJECTED,
  CERTS_WAITING,
  longCertification,
} from './certificationFixtures.ts';
import { CertificationQueueScreen } from './CertificationQueueScreen.tsx';

const meta = {
  title: 'Features/Certification/CertificationQueue',
  component: CertificationQueueScreen,
  args: {
    status: 'ready',
    filter: 0,
    filterHrefOf: (status) => `#/creator/certification/review?status=${status}`,
    items: CERTS_WAITING,
    waiting: 3,
    total: 3,
    page: 1,
    rows: 10,
    onPageChange: fn(),
    userHrefOf: (c) => `#/user/index?uid=${c.uid}`,
    onDecide: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CertificationQueueScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An application's entry, found by the applicant's name. */
const entryOf = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('article', { name }));
/** The open dialog (Radix draws it outside the story's root). */
const dialog = () => within(within(document.body).getByRole('dialog'));

/** The waiting queue on the Chinese site: who, what they asked, the documents, and the two decisions. */
export const Waiting: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '认证审核' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: '按状态查看认证申请' }));
    await expect(tabs.getByRole('link', { name: '待审核（3）' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '已驳回' })).toHaveAttribute('href', '#/creator/certification/review?status=2');
    await expect(canvas.getByText('共 3 份申请')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(CERTS_WAITING.map((c) => c.name));

    const analyst = entryOf(canvas, CERT_ANALYST.name);
    const user = analyst.getByRole('link', { name: CERT_ANALYST.user.nickname });
    await expect(user).toHaveAttribute('href', `#/user/index?uid=${CERT_ANALYST.uid}`);
    await expect(user).toHaveAttribute('translate', 'no');
    await expect(analyst.getByText('个人专家', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(analyst.getByText('提交于 2026年11月16日 10:15')).toBeVisible();
    await expect(analyst.getByText('铂族金属研究院', { selector: 'dd' })).toBeVisible();
    await expect(analyst.getByText('首席分析师', { selector: 'dd' })).toBeVisible();
    await expect(analyst.getByRole('link', { name: '查看证明材料 2（在新窗口打开）' })).toHaveAttribute('target', '_blank');
    const factory = entryOf(canvas, CERT_FACTORY.name);
    await expect(factory.getByText('英文名称')).toBeVisible();
    await expect(factory.queryByText('职位')).toBeNull();
    await expect(factory.getByRole('button', { name: `通过 ${CERT_FACTORY.name}` })).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

/** Approve: the badge's words come from the application, the admin edits them, and confirms. */
export const Approve: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const approve = entryOf(canvas, CERT_ANALYST.name).getByRole('button', { name: `通过 ${CERT_ANALYST.name}` });
    await userEvent.click(approve);
    const box = within(document.body);
    await waitFor(() => expect(box.getByRole('dialog', { name: '通过认证申请' })).toBeVisible());
    const words = dialog().getByRole('textbox', { name: '认证标识文字' });
    await expect(words).toHaveValue(CERT_ANALYST.reason);
    await expect(words).toHaveAttribute('maxlength', '40');
    await userEvent.clear(words);
    await userEvent.click(dialog().getByRole('button', { name: '确认通过' }));
    await expect(dialog().getByText('请填写认证标识文字')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(words, ' 铂族金属研究院 首席铂金分析师 ');
    await userEvent.click(dialog().getByRole('button', { name: '确认通过' }));
    await expect(args.onDecide).toHaveBeenCalledWith(CERT_ANALYST, { pass: true, verified_reason: '铂族金属研究院 首席铂金分析师' });
    await waitFor(() => expect(box.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(approve).toHaveFocus());
  },
};

/** Reject: a reason is needed; then it goes out trimmed. */
export const Reject: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(entryOf(canvas, CERT_FACTORY.name).getByRole('button', { name: `驳回 ${CERT_FACTORY.name}` }));
    await waitFor(() => expect(within(document.body).getByRole('dialog', { name: '驳回认证申请' })).toBeVisible());
    const reason = dialog().getByRole('textbox', { name: '驳回原因' });
    await expect(reason).toHaveAttribute('maxlength', '200');
    await userEvent.click(dialog().getByRole('button', { name: '确认驳回' }));
    await expect(dialog().getByText('请填写驳回原因')).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(reason, ' 营业执照照片模糊，请上传清晰的原件照片。 ');
    await userEvent.click(dialog().getByRole('button', { name: '确认驳回' }));
    await expect(args.onDecide).toHaveBeenCalledWith(CERT_FACTORY, { pass: false, reason: '营业执照照片模糊，请上传清晰的原件照片。' });
  },
};

/** The approved tab: the decision and when; nothing to decide. */
export const Approved: Story = {
  args: { filter: 1, items: [CERT_APPROVED], total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '已通过' })).toHaveAttribute('aria-current', 'page');
    const entry = entryOf(canvas, CERT_APPROVED.name);
    await expect(entry.getByText('已通过', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(entry.getByText('审核于 2026年11月3日 14:30')).toBeVisible();
    await expect(entry.queryByRole('button')).toBeNull();
  },
};

/** The rejected tab: the decision and the reason the member was given. */
export const Rejected: Story = {
  args: { filter: 2, items: [CERT_REJECTED], total: 1 },
  play: async ({ canvas }) => {
    const entry = entryOf(canvas, CERT_REJECTED.name);
    await expect(entry.getByText('已驳回', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(entry.getByText(CERT_REJECTED.reject_reason)).toHaveAttribute('translate', 'no');
    await expect(entry.queryByRole('button')).toBeNull();
  },
};

/** Nothing waiting: said so, the tabs still there. */
export const Empty: Story = {
  args: { items: [], total: 0, waiting: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有待审核的认证申请')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '待审核' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '认证审核' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('认证申请加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A decision on its way: that entry's buttons wait and open nothing; the others do not. */
export const Busy: Story = {
  args: { busyIds: [CERT_ANALYST.id] },
  play: async ({ canvas }) => {
    const approve = entryOf(canvas, CERT_ANALYST.name).getByRole('button', { name: /^通过/ });
    await expect(approve).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(approve);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(entryOf(canvas, CERT_FACTORY.name).getByRole('button', { name: /^通过/ })).not.toHaveAttribute('aria-disabled');
  },
};

/** The English site: its words and dates in English, the applications as written; a page of several. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { items: [CERT_DESIGNER, CERT_FACTORY], total: 12, waiting: 12, rows: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verification requests' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Waiting (12)' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('12 requests')).toBeVisible();
    const designer = entryOf(canvas, CERT_DESIGNER.name);
    await expect(designer.getByText('Sent 18 Nov 2026, 09:05')).toBeVisible();
    await expect(designer.getByRole('button', { name: `Approve ${CERT_DESIGNER.name}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** Long names and words, a long nickname, five documents: everything wraps inside its entry. */
export const LongText: Story = {
  args: { items: [longCertification(CERT_ANALYST), { ...longCertification(CERT_REJECTED), status: 2 }], total: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: `${CERT_ANALYST.user.nickname}${LONG_NAME}` })).toBeVisible();
    const root = canvasElement.querySelector('.spw-cert-list') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const dd of Array.from(root.querySelectorAll('dd'))) {
      await expect(dd.scrollWidth).toBeLessThanOrEqual(dd.clientWidth);
    }
    await picturesLoaded(canvasElement);
  },
};

/** A phone: each label above its value, the tabs in a row, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [CERT_ANALYST, CERT_FACTORY], total: 2 },
  play: async ({ canvas, canvasElement }) => {
    const analyst = entryOf(canvas, CERT_ANALYST.name);
    const label = analyst.getByText('任职单位');
    const value = analyst.getByText(CERT_ANALYST.organisation, { selector: 'dd' });
    await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(label.getBoundingClientRect().bottom);
    const tabs = canvas.getAllByRole('link', { name: /^(待审核（3）|已通过|已驳回)$/ });
    await expect(new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size).toBe(1);
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
    await picturesLoaded(canvasElement);
  },
};
