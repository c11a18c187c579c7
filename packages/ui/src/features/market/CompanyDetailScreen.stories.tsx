import type { Meta, StoryObj } from '@storybook/react-vite';
import type { components } from '@spw/api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { picturesLoaded } from '../../components/upload-story-kit.ts';
import { CompanyDetailScreen } from './CompanyDetailScreen.tsx';
import { CompanyReviewList } from './CompanyReviewList.tsx';
import { COMPANY, COMPANY_CHANGED, COMPANY_DRAFT, COMPANY_LONG, COMPANY_PENDING, COMPANY_REJECTED } from './companyFixtures.ts';
import { POST_FACTORY } from './postFixtures.ts';

type Company = components['schemas']['Company'];

/** Saved and complete, never submitted: ready for review. */
const COMPANY_DRAFT_COMPLETE: Company = {
  ...COMPANY,
  id: 37,
  status: 'draft',
  is_public: false,
  submitted_at: null,
  reviewed_at: null,
};

/** Another creator's entry waiting for an admin (the review slot). */
const PENDING_OTHER: Company = {
  ...COMPANY_DRAFT,
  id: 38,
  en_name: 'Jinbo Jewellery Co., Ltd.',
  licence_no: '91440300MA5F8K2L7Q',
  status: 'pending',
  user: POST_FACTORY,
  submitted_at: '2026-11-14T01:20:00.000Z',
};

const EDIT_HREF = '#/creator/company/edit';
const CARD_HREF = '#/company/card?id=31';
const PRODUCTS_HREF = '#/creator/product/list';

const meta = {
  title: 'Features/Market/CompanyDetailScreen',
  component: CompanyDetailScreen,
  args: {
    company: COMPANY,
    editHref: EDIT_HREF,
    cardHref: CARD_HREF,
    productsHref: PRODUCTS_HREF,
    onSubmitReview: fn(),
    submitting: false,
    onRetry: fn(),
  },
} satisfies Meta<typeof CompanyDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const status = (canvas: Canvas) => within(canvas.getByRole('region', { name: '审核状态' }));
const entry = (canvas: Canvas, name: string) => within(canvas.getByRole('article', { name }));

/** Approved and public: the notice says so, the entry reads as the yellow pages show it, and the card is a link away. */
export const Approved: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '公司信息' })).toBeVisible();
    await expect(status(canvas).getByText('已通过')).toBeVisible();
    await expect(status(canvas).getByRole('status')).toHaveTextContent('已通过审核，正在黄页展示');
    await expect(canvas.queryByRole('button', { name: '提交审核' })).toBeNull();
    await expect(canvas.queryByText('你有未提交的修改，黄页展示的仍是上次通过的版本')).toBeNull();
    await expect(canvas.getByRole('link', { name: '编辑' })).toHaveAttribute('href', args.editHref);
    await expect(canvas.getByRole('link', { name: '查看名片页' })).toHaveAttribute('href', CARD_HREF);
    await expect(canvas.getByRole('link', { name: '管理产品' })).toHaveAttribute('href', args.productsHref);

    const company = entry(canvas, COMPANY.name);
    await expect(company.getByRole('heading', { level: 2, name: COMPANY.name })).toHaveAttribute('translate', 'no');
    await expect(company.getByText(COMPANY.en_name)).toBeVisible();
    await expect(company.getByText(COMPANY.licence_no)).toBeVisible();
    await expect(company.getByText('贵金属')).toBeVisible();
    await expect(company.getByText('加工服务')).toBeVisible();
    // The introduction keeps its line breaks, as written.
    const intro = company.getByText(/专业从事铂族金属精炼/);
    await expect(intro).toHaveAttribute('translate', 'no');
    await expect(getComputedStyle(intro).whiteSpace).toBe('pre-wrap');
    await expect(company.getByText(/Refining, recycling and processing/)).toBeVisible();
    await expect(company.getByText(COMPANY.en_address)).toBeVisible();
    await expect(company.getByText('李经理')).toBeVisible();
    await expect(company.getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', 'tel:+862150801234');
    await expect(company.getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    await expect(company.getByRole('link', { name: COMPANY.website })).toHaveAttribute('href', COMPANY.website);
    await expect(company.getAllByRole('img', { name: /^公司图片 \d$/ })).toHaveLength(3);
    await expect(company.getByText('提交时间')).toBeVisible();
    await expect(company.getByText('2026年11月12日 10:00')).toBeVisible();
    await expect(company.getByText('2026年11月13日 14:30')).toBeVisible();
    await expect(company.queryByText('未填写')).toBeNull();
    await picturesLoaded(canvasElement);
  },
};

/** A draft missing the logo, the licence number and the English name: submit waits, and says what is missing. */
export const DraftIncomplete: Story = {
  args: { company: COMPANY_DRAFT },
  play: async ({ canvas, args }) => {
    await expect(status(canvas).getByText('草稿')).toBeVisible();
    await expect(status(canvas).getByRole('status')).toHaveTextContent('草稿，尚未提交审核');
    const submit = canvas.getByRole('button', { name: '提交审核' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('提交审核前请补全：英文名称、公司标志和营业执照号');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmitReview).not.toHaveBeenCalled();
    // Not public: no card to see.
    await expect(canvas.queryByRole('link', { name: '查看名片页' })).toBeNull();
    const company = entry(canvas, COMPANY_DRAFT.name);
    await expect(company.getAllByText('未填写')).toHaveLength(2);
    await expect(company.getByText('还没有图片')).toBeVisible();
    await expect(company.queryByText('提交时间')).toBeNull();
  },
};

/** A complete draft: submit is open and calls the page. */
export const DraftComplete: Story = {
  args: { company: COMPANY_DRAFT_COMPLETE },
  play: async ({ canvas, canvasElement, args }) => {
    const submit = canvas.getByRole('button', { name: '提交审核' });
    await expect(submit).toBeEnabled();
    await expect(submit).not.toHaveAccessibleDescription(/补全/);
    await expect(canvas.queryByText(/提交审核前请补全/)).toBeNull();
    await userEvent.click(submit);
    await expect(args.onSubmitReview).toHaveBeenCalledOnce();
    await picturesLoaded(canvasElement);
  },
};

/** Sending: the button waits. */
export const Submitting: Story = {
  tags: ['!visual'],
  args: { company: COMPANY_DRAFT_COMPLETE, submitting: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: '提交审核' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmitReview).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { company: COMPANY_PENDING },
  play: async ({ canvas, canvasElement }) => {
    await expect(status(canvas).getByText('审核中')).toBeVisible();
    await expect(status(canvas).getByRole('status')).toHaveTextContent('审核中：管理员通过后将在黄页展示');
    await expect(canvas.queryByRole('button', { name: '提交审核' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '查看名片页' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '编辑' })).toBeVisible();
    await expect(canvas.queryByText('审核时间')).toBeNull();
    await picturesLoaded(canvasElement);
  },
};

/** Rejected: the admin's note, as written; it may be submitted again. */
export const Rejected: Story = {
  args: { company: COMPANY_REJECTED },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(status(canvas).getByRole('status')).toHaveTextContent('未通过审核');
    const note = status(canvas).getByText(COMPANY_REJECTED.review_note);
    await expect(note).toHaveAttribute('translate', 'no');
    await expect(note.parentElement).toHaveTextContent(`审核意见：${COMPANY_REJECTED.review_note}`);
    await userEvent.click(canvas.getByRole('button', { name: '提交审核' }));
    await expect(args.onSubmitReview).toHaveBeenCalledOnce();
    await picturesLoaded(canvasElement);
  },
};

/** Approved earlier, edited since: a draft, while the approved version keeps showing. */
export const Changed: Story = {
  args: { company: COMPANY_CHANGED },
  play: async ({ canvas, canvasElement }) => {
    await expect(status(canvas).getByRole('status')).toHaveTextContent('草稿，尚未提交审核');
    await expect(status(canvas).getByText('你有未提交的修改，黄页展示的仍是上次通过的版本')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看名片页' })).toHaveAttribute('href', CARD_HREF);
    await expect(canvas.getByRole('button', { name: '提交审核' })).toBeEnabled();
    await expect(canvas.getByText(/新增：钯金回收业务。/)).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

/** Public, but the page has no card link to give: no link. */
export const NoCardLink: Story = {
  tags: ['!visual'],
  args: { cardHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '编辑' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '查看名片页' })).toBeNull();
  },
};

/** Never saved: an invitation to fill it in. */
export const Empty: Story = {
  args: { company: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有填写公司信息')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '填写公司信息' })).toHaveAttribute('href', EDIT_HREF);
    await expect(canvas.queryByRole('link', { name: '编辑' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '管理产品' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '提交审核' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { company: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '公司信息' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('还没有填写公司信息')).toBeNull();
    await expect(canvas.queryByRole('link', { name: '编辑' })).toBeNull();
  },
};

export const Error: Story = {
  args: { company: null, error: '网络连接失败' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('公司信息加载失败');
    await expect(alert).toHaveTextContent('网络连接失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('还没有填写公司信息')).toBeNull();
  },
};

/** Long names, introduction and address wrap inside the page. */
export const Long: Story = {
  args: { company: COMPANY_LONG },
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByRole('heading', { level: 2, name: COMPANY_LONG.name });
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(canvas.getByText(COMPANY_LONG.en_name)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await picturesLoaded(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { company: COMPANY_DRAFT },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My company' })).toBeVisible();
    const notice = within(canvas.getByRole('region', { name: 'Review status' }));
    await expect(notice.getByRole('status')).toHaveTextContent('Draft: not yet submitted for review');
    await expect(canvas.getByRole('button', { name: 'Submit for review' })).toHaveAccessibleDescription(
      'Before submitting, fill in: English name, Logo and Business licence no.',
    );
    await expect(canvas.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage products' })).toBeVisible();
    await expect(canvas.getByText('Jewellery')).toBeVisible();
    await expect(canvas.getAllByText('Not filled in').length).toBeGreaterThan(0);
  },
};

/** A phone: the fields stack under their names; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { company: COMPANY_CHANGED },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '提交审核' })).toBeVisible();
    const label = canvas.getByText('营业执照号');
    const value = canvas.getByText(COMPANY.licence_no);
    await expect(value.getBoundingClientRect().top).toBeGreaterThan(label.getBoundingClientRect().bottom - 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await picturesLoaded(canvasElement);
  },
};

/** An admin: the entries waiting for review, below the admin's own entry. */
export const WithReview: Story = {
  args: {
    review: (
      <CompanyReviewList
        items={[COMPANY_PENDING, PENDING_OTHER]}
        total={2}
        page={1}
        pageSize={10}
        onPage={fn()}
        busyId={null}
        onApprove={fn()}
        onReject={fn()}
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const own = canvas.getByRole('heading', { level: 2, name: COMPANY.name });
    const review = canvas.getByRole('region', { name: '待审核的公司 共 2 家' });
    await expect(review).toBeVisible();
    // Below the entry, in its own part of the page.
    await expect(review.getBoundingClientRect().top).toBeGreaterThan(own.getBoundingClientRect().bottom);
    await expect(within(review).getAllByRole('article')).toHaveLength(2);
    await expect(within(review).getByRole('heading', { level: 3, name: PENDING_OTHER.name })).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};
