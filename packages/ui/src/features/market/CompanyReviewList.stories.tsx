import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@spw/api';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { picturesLoaded } from '../../components/upload-story-kit.ts';
import { CompanyReviewList } from './CompanyReviewList.tsx';
import { COMPANY_DRAFT, COMPANY_LONG, COMPANY_PENDING } from './companyFixtures.ts';
import { POST_DESIGNER, POST_FACTORY } from './postFixtures.ts';

type Company = components['schemas']['Company'];

/** Another creator's entry, no logo yet (an admin may still decide on it). */
const PENDING_JINBO: Company = {
  ...COMPANY_DRAFT,
  id: 38,
  en_name: 'Jinbo Jewellery Co., Ltd.',
  licence_no: '91440300MA5F8K2L7Q',
  status: 'pending',
  user: POST_FACTORY,
  submitted_at: '2026-11-14T01:20:00.000Z',
};

/** A long entry: its introduction shows three lines. */
const PENDING_LONG: Company = {
  ...COMPANY_LONG,
  status: 'pending',
  is_public: false,
  reviewed_at: null,
  user: POST_DESIGNER,
  submitted_at: '2026-11-15T08:05:00.000Z',
};

const ITEMS: Company[] = [COMPANY_PENDING, PENDING_JINBO, PENDING_LONG];

const meta = {
  title: 'Features/Market/CompanyReviewList',
  component: CompanyReviewList,
  args: {
    items: ITEMS,
    total: 3,
    page: 1,
    pageSize: 10,
    onPage: fn(),
    onRetry: fn(),
    busyId: null,
    onApprove: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof CompanyReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const item = (canvas: Canvas, name: string) => within(canvas.getByRole('article', { name }));

/** Each waiting entry: logo, names, submitter, licence number, categories, the start of the introduction, and the two decisions. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '待审核的公司 共 3 家' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const first = item(canvas, COMPANY_PENDING.name);
    await expect(first.getByRole('heading', { level: 3, name: COMPANY_PENDING.name })).toHaveAttribute('translate', 'no');
    await expect(first.getByText(COMPANY_PENDING.en_name)).toBeVisible();
    await expect(first.getByText(COMPANY_PENDING.user.nickname)).toBeVisible();
    await expect(first.getByText(COMPANY_PENDING.licence_no)).toBeVisible();
    await expect(first.getByText('贵金属')).toBeVisible();
    await expect(first.getByText('2026年11月12日 10:00')).toBeVisible();
    await expect(first.getByRole('button', { name: `通过 ${COMPANY_PENDING.name}` })).toBeEnabled();
    await expect(first.getByRole('button', { name: `驳回 ${COMPANY_PENDING.name}` })).toBeEnabled();
    // The long introduction: three lines, the rest cut.
    const intro = item(canvas, PENDING_LONG.name).getByText(/^铂族金属精炼与贸易。/);
    const lineHeight = parseFloat(getComputedStyle(intro).lineHeight);
    await expect(intro.clientHeight).toBeLessThanOrEqual(Math.ceil(lineHeight * 3) + 1);
    await expect(intro.scrollHeight).toBeGreaterThan(intro.clientHeight);
    // One page: no pagination.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await picturesLoaded(canvasElement);
  },
};

/** Approve: at once, with the entry's id. */
export const Approve: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(item(canvas, PENDING_JINBO.name).getByRole('button', { name: /^通过/ }));
    await expect(args.onApprove).toHaveBeenCalledOnce();
    await expect(args.onApprove).toHaveBeenCalledWith(PENDING_JINBO.id);
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** Reject: a dialog asks for the note (required), then the entry's id and the trimmed note go out. */
export const RejectFlow: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(item(canvas, PENDING_JINBO.name).getByRole('button', { name: /^驳回/ }));
    const dialog = within(await screen.findByRole('dialog', { name: '驳回公司信息' }));
    await expect(dialog.getByText('驳回意见会告知提交人，修改后可重新提交')).toBeVisible();
    await expect(dialog.getByText(PENDING_JINBO.name)).toBeVisible();
    const note = dialog.getByRole('textbox', { name: /^驳回意见/ });
    await expect(note).toBeRequired();
    await expect(note).toHaveAttribute('maxlength', '200');

    // Empty: asked for, nothing sent.
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(note).toHaveAccessibleDescription(/^请填写驳回意见/);
    await expect(note).toHaveFocus();
    await expect(args.onReject).not.toHaveBeenCalled();

    await userEvent.type(note, '  缺少公司标志和营业执照号，请补充后重新提交。 ');
    await expect(note).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: '确认驳回' }));
    await expect(args.onReject).toHaveBeenCalledOnce();
    await expect(args.onReject).toHaveBeenCalledWith(PENDING_JINBO.id, '缺少公司标志和营业执照号，请补充后重新提交。');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onApprove).not.toHaveBeenCalled();

    // Opened again, it starts empty; Cancel sends nothing.
    await userEvent.click(item(canvas, PENDING_JINBO.name).getByRole('button', { name: /^驳回/ }));
    const again = within(await screen.findByRole('dialog', { name: '驳回公司信息' }));
    await expect(again.getByRole('textbox', { name: /^驳回意见/ })).toHaveValue('');
    await userEvent.click(again.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onReject).toHaveBeenCalledOnce();
  },
};

/** The reject dialog open, a note typed (the picture of the dialog). */
export const RejectDialog: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(item(canvas, COMPANY_PENDING.name).getByRole('button', { name: /^驳回/ }));
    const dialog = within(await screen.findByRole('dialog', { name: '驳回公司信息' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^驳回意见/ }), '营业执照号码与公司名称不一致');
    await expect(dialog.getByText('14 / 200')).toBeVisible();
  },
};

/** The entry being decided: its buttons wait; the others' do not. */
export const Busy: Story = {
  tags: ['!visual'],
  args: { busyId: COMPANY_PENDING.id },
  play: async ({ canvas, args }) => {
    const busy = item(canvas, COMPANY_PENDING.name);
    await expect(canvas.getAllByRole('article')[0]).toHaveAttribute('aria-busy', 'true');
    await expect(busy.getByRole('button', { name: /^通过/ })).toBeDisabled();
    await expect(busy.getByRole('button', { name: /^驳回/ })).toBeDisabled();
    await userEvent.click(busy.getByRole('button', { name: /^通过/ }), { pointerEventsCheck: 0 });
    await expect(args.onApprove).not.toHaveBeenCalled();
    await expect(item(canvas, PENDING_JINBO.name).getByRole('button', { name: /^通过/ })).toBeEnabled();
  },
};

/** More than a page: the pagination goes to the next. */
export const Paged: Story = {
  tags: ['!visual'],
  args: { total: 23, page: 1, pageSize: 3 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '待审核的公司 共 23 家' })).toBeVisible();
    await userEvent.click(within(canvas.getByRole('navigation')).getByRole('button', { name: /下一页/ }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有待审核的公司')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '待审核的公司 共 0 家' })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: [], total: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '待审核的公司' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('没有待审核的公司')).toBeNull();
  },
};

export const Error: Story = {
  args: { items: [], total: 0, error: '没有权限' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('待审核的公司加载失败');
    await expect(alert).toHaveTextContent('没有权限');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Companies awaiting review 3 companies' })).toBeVisible();
    const first = item(canvas, COMPANY_PENDING.name);
    await expect(first.getByText('Submitted by')).toBeVisible();
    // The English introduction for an English reader.
    await expect(first.getByText(/^Refining, recycling and processing/)).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: `Reject ${COMPANY_PENDING.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this company' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(dialog.getByText("Please say why it's rejected")).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onReject).not.toHaveBeenCalled();
    await picturesLoaded(canvasElement);
  },
};

/** A phone: each entry as wide as the screen, the buttons sharing the row. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const first = item(canvas, COMPANY_PENDING.name);
    const approve = first.getByRole('button', { name: /^通过/ }).getBoundingClientRect();
    const reject = first.getByRole('button', { name: /^驳回/ }).getBoundingClientRect();
    await expect(approve.top).toBe(reject.top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await picturesLoaded(canvasElement);
  },
};
