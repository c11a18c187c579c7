import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import {
  APPLICATIONS_WAITING,
  APPLY_APPROVED,
  APPLY_GEMS,
  APPLY_RECYCLING,
  APPLY_REJECTED,
  APPLY_WITHDRAWN,
  APPLY_WORKSHOP,
  longApplication,
} from './columnFixtures.ts';
import { ColumnApplicationsScreen } from './ColumnApplicationsScreen.tsx';

const meta = {
  title: 'Features/Column/ColumnApplications',
  component: ColumnApplicationsScreen,
  args: {
    status: 'ready',
    filter: 0,
    filterHref: (filter) => `#/creator/column/review?status=${filter}`,
    items: APPLICATIONS_WAITING,
    total: 3,
    page: 1,
    rows: 10,
    onPageChange: fn(),
    onDecide: fn(async () => undefined),
    userHref: (uid) => `#/user/index?uid=${uid}`,
    columnHref: (id) => `#/column/detail?id=${id}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof ColumnApplicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An application's entry, found by its column's name. */
const entryOf = (canvas: ReturnType<typeof within>, name: string) => within(canvas.getByRole('article', { name }));

/** The waiting queue on the Chinese site: approve is one press; a rejection needs a reason. */
export const Waiting: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '专栏申请审核' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: '按状态查看申请' }));
    await expect(tabs.getByRole('link', { name: '待审核' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '已驳回' })).not.toHaveAttribute('aria-current');
    await expect(tabs.getByRole('link', { name: '已驳回' })).toHaveAttribute('href', '#/creator/column/review?status=2');
    await expect(canvas.getByText('共 3 份申请')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(APPLICATIONS_WAITING.map((a) => a.name));

    const gems = entryOf(canvas, APPLY_GEMS.name);
    const user = gems.getByRole('link', { name: APPLY_GEMS.nickname });
    await expect(user).toHaveAttribute('href', `#/user/index?uid=${APPLY_GEMS.uid}`);
    await expect(user).toHaveAttribute('translate', 'no');
    await expect(gems.getByText('提交于 2026年11月16日 10:15')).toBeVisible();
    await expect(gems.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'zh-CN');
    await expect(gems.getByText(APPLY_GEMS.en_name, { selector: 'dd' })).toHaveAttribute('lang', 'en');
    await expect(gems.getByText(/^从缅甸红宝石/)).toHaveAttribute('lang', 'zh-CN');
    const banner = gems.getByRole('img', { name: `“${APPLY_GEMS.name}”的横幅` });
    await expect(banner).toHaveAttribute('width', '320');
    await expect(banner).toHaveAttribute('height', '100');
    // The samples as plain text, line breaks kept: their links are not made links.
    const samples = gems.getByText(/^已发表的文章/);
    await expect(samples).toHaveStyle({ whiteSpace: 'pre-wrap' });
    await expect(samples.querySelector('a')).toBeNull();
    await expect(gems.getByText('微信 zhouwq_gems')).toBeVisible();
    // The fewest words: the optional ones say they were not given.
    await expect(entryOf(canvas, APPLY_WORKSHOP.name).getAllByText('未填写')).toHaveLength(4);

    await userEvent.click(entryOf(canvas, APPLY_RECYCLING.name).getByRole('button', { name: `通过 ${APPLY_RECYCLING.name}` }));
    await expect(args.onDecide).toHaveBeenCalledTimes(1);
    await expect(args.onDecide).toHaveBeenCalledWith(APPLY_RECYCLING, { pass: true });

    const reject = gems.getByRole('button', { name: `驳回 ${APPLY_GEMS.name}` });
    await expect(reject).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(reject);
    await expect(reject).toHaveAttribute('aria-expanded', 'true');
    const reason = gems.getByRole('textbox', { name: '驳回原因' });
    await expect(reason).toHaveFocus();
    await expect(reason).toHaveAttribute('maxlength', '200');
    await expect(gems.getByText('0 / 200')).toBeVisible();
    const confirm = gems.getByRole('button', { name: '确认驳回' });
    await userEvent.click(confirm);
    await expect(gems.getByText('请填写驳回原因')).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(reason, '   ');
    await userEvent.click(confirm);
    await expect(args.onDecide).toHaveBeenCalledTimes(1);
    await userEvent.clear(reason);
    await userEvent.type(reason, '  样稿以转载为主，请补充两篇原创文章。 ');
    await expect(gems.queryByText('请填写驳回原因')).toBeNull();
    await userEvent.click(confirm);
    await expect(args.onDecide).toHaveBeenLastCalledWith(APPLY_GEMS, { pass: false, reason: '样稿以转载为主，请补充两篇原创文章。' });
    // Decided: the form closes and the focus goes back to Reject.
    await waitFor(() => expect(gems.queryByRole('textbox')).toBeNull());
    await expect(reject).toHaveFocus();
  },
};

/** The decision failed (the container says why): the reason stays, to try again. */
export const RejectFails: Story = {
  tags: ['!visual'],
  args: {
    items: [APPLY_GEMS],
    total: 1,
    onDecide: fn(async () => {
      throw new globalThis.Error('40009');
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^驳回/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: '驳回原因' }), '样稿不足');
    await userEvent.click(canvas.getByRole('button', { name: '确认驳回' }));
    await expect(args.onDecide).toHaveBeenCalledWith(APPLY_GEMS, { pass: false, reason: '样稿不足' });
    await expect(canvas.getByRole('textbox', { name: '驳回原因' })).toHaveValue('样稿不足');
  },
};

/** A decision on its way: the entry's buttons keep the focus but take no second press. */
export const Deciding: Story = {
  tags: ['!visual'],
  args: { deciding: APPLY_GEMS.id },
  play: async ({ canvas, args }) => {
    const gems = entryOf(canvas, APPLY_GEMS.name);
    const approve = gems.getByRole('button', { name: /^通过/ });
    await expect(approve).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(approve);
    await expect(approve).toHaveFocus();
    await userEvent.click(gems.getByRole('button', { name: /^驳回/ }));
    await userEvent.type(gems.getByRole('textbox', { name: '驳回原因' }), '样稿不足');
    await userEvent.click(gems.getByRole('button', { name: '确认驳回' }));
    await expect(args.onDecide).not.toHaveBeenCalled();
    await expect(entryOf(canvas, APPLY_RECYCLING.name).getByRole('button', { name: /^通过/ })).not.toHaveAttribute('aria-disabled');
  },
};

/** Approved: the status, when, and the column it made; nothing to decide. */
export const Approved: Story = {
  args: { filter: 1, items: [APPLY_APPROVED], total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '已通过' })).toHaveAttribute('aria-current', 'page');
    const entry = entryOf(canvas, APPLY_APPROVED.name);
    await expect(entry.getByText('已通过', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(entry.getByText('审核于 2026年11月3日 14:30')).toBeVisible();
    await expect(entry.getByRole('link', { name: `查看专栏 ${APPLY_APPROVED.name}` })).toHaveAttribute(
      'href',
      `#/column/detail?id=${APPLY_APPROVED.column_id}`,
    );
    await expect(entry.queryByRole('button')).toBeNull();
  },
};

/** Rejected: the status and the reason the applicant was given. */
export const Rejected: Story = {
  args: { filter: 2, items: [APPLY_REJECTED], total: 1 },
  play: async ({ canvas }) => {
    const entry = entryOf(canvas, APPLY_REJECTED.name);
    await expect(entry.getByText('已驳回', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(entry.getByText(APPLY_REJECTED.reason)).toBeVisible();
    await expect(entry.getByText('审核于 2026年11月7日 10:00')).toBeVisible();
    await expect(entry.queryByRole('button')).toBeNull();
    await expect(entry.queryByRole('link', { name: /^查看专栏/ })).toBeNull();
  },
};

/** Withdrawn by the member: when. */
export const Withdrawn: Story = {
  tags: ['!visual'],
  args: { filter: 3, items: [APPLY_WITHDRAWN], total: 1 },
  play: async ({ canvas }) => {
    const entry = entryOf(canvas, APPLY_WITHDRAWN.name);
    await expect(entry.getByText('已撤回', { selector: '[data-slot="tag"]' })).toBeVisible();
    await expect(entry.getByText('撤回于 2026年11月10日 09:30')).toBeVisible();
  },
};

/** Nothing in a filter: said so, the tabs still there. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有待审核的申请')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

export const EmptyWithdrawn: Story = {
  tags: ['!visual'],
  args: { filter: 3, items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有撤回的申请')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '专栏申请审核' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', items: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('申请列表加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The English site: its words and dates in English, the applications as written; a page of several. */
export const En: Story = {
  globals: { locale: 'en' },
  args: { items: [APPLY_RECYCLING, APPLY_WORKSHOP], total: 12, rows: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Column applications' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Waiting' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('12 applications')).toBeVisible();
    const recycling = entryOf(canvas, APPLY_RECYCLING.name);
    await expect(recycling.getByText('Sent 17 Nov 2026, 16:40')).toBeVisible();
    await expect(recycling.getByText('Chinese introduction')).toBeVisible();
    await expect(recycling.getByRole('button', { name: `Approve ${APPLY_RECYCLING.name}` })).toBeVisible();
    await expect(entryOf(canvas, APPLY_WORKSHOP.name).getAllByText('Not given')).toHaveLength(4);
    await userEvent.click(recycling.getByRole('button', { name: /^Reject/ }));
    await userEvent.click(recycling.getByRole('button', { name: 'Confirm rejection' }));
    await expect(recycling.getByText('Write the reason for rejecting')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** Long names, unbroken links and words, a long nickname: everything wraps inside its entry. */
export const LongText: Story = {
  args: { items: [longApplication(APPLY_GEMS), longApplication(APPLY_REJECTED)].map((a, i) => ({ ...a, id: 90 + i })), total: 2 },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 2, name: `${APPLY_GEMS.name}${LONG_NAME}` });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(canvas.getByRole('link', { name: `${APPLY_GEMS.nickname}${LONG_NAME}` })).toBeVisible();
    const root = canvasElement.querySelector('.spw-apply-list') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const dd of Array.from(root.querySelectorAll('dd'))) {
      await expect(dd.scrollWidth).toBeLessThanOrEqual(dd.clientWidth);
    }
  },
};

/** A phone: each label above its value, the tabs in a row, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { items: [APPLY_GEMS, APPLY_RECYCLING], total: 2 },
  play: async ({ canvas, canvasElement }) => {
    const gems = entryOf(canvas, APPLY_GEMS.name);
    const label = gems.getByText('英文简介');
    const value = gems.getByText(/^From Burmese rubies/);
    await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(label.getBoundingClientRect().bottom);
    const tabs = canvas.getAllByRole('link', { name: /^(待审核|已通过|已驳回|已撤回)$/ });
    await expect(new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size).toBe(1);
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
