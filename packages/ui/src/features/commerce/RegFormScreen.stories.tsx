import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { EDITIONS } from '../events/editionFixtures.ts';
import type { Edition } from '../events/editionText.ts';
import { COUPON } from './regFixtures.ts';
import { RegFormScreen } from './RegFormScreen.tsx';

const [current] = EDITIONS as [Edition, ...Edition[]];

const meta = {
  title: 'Features/Commerce/RegForm',
  component: RegFormScreen,
  args: {
    edition: current,
    member: true,
    onSubmit: fn(),
    onCheckCoupon: fn(),
    onRetry: fn(),
    noticeHref: '#/events/regNotice?events_id=14',
    editionsHref: '#/events/list',
  },
} satisfies Meta<typeof RegFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (scope: ReturnType<typeof within>, label: RegExp, value: string) => {
  await userEvent.type(scope.getByLabelText(label), value);
};

/** One delegate, every required field: what goes is the contract's body, optional fields left out. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '参会报名' })).toBeVisible();
    await expect(canvas.getByText('2025 上海铂金周 · 一次可为最多 10 位参会人报名')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '报名须知' })).toHaveAttribute('href', '#/events/regNotice?events_id=14');
    await fill(canvas, /^姓名/, ' 林晓 ');
    await fill(canvas, /^邮箱/, 'lin.xiao@example.com');
    await fill(canvas, /^手机号/, '13800138000');
    await fill(canvas, /^单位名称/, '上海铂金珠宝有限公司');
    await userEvent.click(canvas.getByRole('radio', { name: '展商' }));
    await userEvent.click(canvas.getByRole('radio', { name: '出席' }));
    await userEvent.selectOptions(canvas.getByLabelText(/^称谓/), '女士');
    await userEvent.click(canvas.getByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        events_id: 14,
        delegates: [
          {
            name: '林晓',
            email: 'lin.xiao@example.com',
            company: '上海铂金珠宝有限公司',
            attendance: 'exhibitor',
            banquet: 1,
            receipt: 0,
            mobile: '13800138000',
            country_code: '86',
            designation: '女士',
          },
        ],
      }),
    );
  },
};

/** The spec's messages, before anything is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交报名' }));
    await expect(canvas.getByText('请输入姓名')).toBeVisible();
    await expect(canvas.getByText('请输入邮箱')).toBeVisible();
    await expect(canvas.getByText('请输入手机号')).toBeVisible();
    await expect(canvas.getByText('请输入单位名称')).toBeVisible();
    await fill(canvas, /^邮箱/, 'lin@');
    await fill(canvas, /^手机号/, '12345');
    await userEvent.click(canvas.getByRole('button', { name: '提交报名' }));
    await expect(canvas.getByText('邮箱格式不正确')).toBeVisible();
    await expect(canvas.getByText('手机号格式不正确')).toBeVisible();
    await expect(canvas.getByLabelText(/^邮箱/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A telephone instead of a mobile is enough. */
export const TelInsteadOfMobile: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas, /^姓名/, 'Oliver Grant');
    await fill(canvas, /^邮箱/, 'oliver@example.com');
    await fill(canvas, /^单位名称/, 'Grant & Sons');
    await fill(canvas, /^固定电话/, '021-6888 1234');
    await userEvent.click(canvas.getByRole('button', { name: '提交报名' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ delegates: [expect.objectContaining({ tel: '021-6888 1234', name: 'Oliver Grant' })] }),
      ),
    );
  },
};

/** Group registration: up to ten blocks, each removable but the first; one submission. */
export const GroupOfDelegates: Story = {
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: '添加参会人' });
    await userEvent.click(add);
    await expect(canvas.getByRole('heading', { name: '参会人 2' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '移除参会人 1' })).toBeNull();
    await expect(canvas.getByText('共 2 位参会人')).toBeVisible();
    const blocks = canvas.getAllByRole('group', { name: /^参会人 \d$/ });
    for (const [index, block] of blocks.entries()) {
      const scope = within(block);
      await fill(scope, /^姓名/, `参会人${index + 1}`);
      await fill(scope, /^邮箱/, index === 0 ? 'same@example.com' : 'SAME@example.com');
      await fill(scope, /^手机号/, `1380013800${index}`);
      await fill(scope, /^单位名称/, '铂金公司');
    }
    await userEvent.click(canvas.getByRole('button', { name: '提交报名' }));
    // The same email twice is caught here, on the second delegate.
    await expect(within(blocks[1] as HTMLElement).getByText('与其他参会人的邮箱重复')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(within(blocks[1] as HTMLElement).getByLabelText(/^邮箱/));
    await fill(within(blocks[1] as HTMLElement), /^邮箱/, 'two@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '提交报名' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          delegates: [expect.objectContaining({ name: '参会人1' }), expect.objectContaining({ name: '参会人2', email: 'two@example.com' })],
        }),
      ),
    );
    // Ten at most.
    for (let i = 2; i < 10; i += 1) await userEvent.click(add);
    await expect(add).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '移除参会人 10' }));
    await expect(add).toBeEnabled();
  },
};

/** Apply checks the code; the discount shows under the field. */
export const CouponApplied: Story = {
  args: { coupon: { status: 'valid', code: 'spw2025', coupon: COUPON } },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText(/^优惠码/);
    await userEvent.click(canvas.getByRole('button', { name: '使用' }));
    await expect(canvas.getByText('优惠码只能包含字母、数字、- 或 _')).toBeVisible();
    await expect(args.onCheckCoupon).not.toHaveBeenCalled();
    await userEvent.type(field, 'SPW2025');
    await userEvent.click(canvas.getByRole('button', { name: '使用' }));
    await waitFor(() => expect(args.onCheckCoupon).toHaveBeenCalledWith('SPW2025'));
    await expect(canvas.getByText('优惠码有效：门票立减 20%，有效期至 2025年11月10日')).toBeVisible();
    // Another code: the old answer no longer applies.
    await userEvent.type(field, 'X');
    await expect(canvas.queryByText(/优惠码有效/)).toBeNull();
    await userEvent.type(field, '{Backspace}');
    await expect(canvas.getByText(/优惠码有效/)).toBeVisible();
    await expect(canvas.queryByText('优惠码只能包含字母、数字、- 或 _')).toBeNull();
  },
};

export const CouponRefused: Story = {
  args: { coupon: { status: 'invalid', code: 'OLD2019', message: '优惠码不在有效期内' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^优惠码/), 'old2019');
    await expect(canvas.getByText('优惠码不在有效期内')).toBeVisible();
    await expect(canvas.getByLabelText(/^优惠码/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server's answers land on their fields (data.field), the rest on the form. */
export const ServerErrors: Story = {
  args: {
    error: '林晓@example.com 已报名本届活动',
    fieldErrors: { 'delegates[0].email': 'lin.xiao@example.com 已报名本届活动' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('林晓@example.com 已报名本届活动');
    await expect(canvas.getByText('lin.xiao@example.com 已报名本届活动')).toBeVisible();
    await expect(canvas.getByLabelText(/^邮箱/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The public form (/form/reg), prefilled from nothing, in English. */
export const PublicEnglish: Story = {
  globals: { locale: 'en' },
  args: { member: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
    await expect(canvas.getByText(/No account needed/)).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: /Attending as/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit registration' }));
    await expect(canvas.getByText('Full name is required')).toBeVisible();
  },
};

/** A member's own details fill the first block. */
export const MemberPrefilled: Story = {
  args: { defaults: { name: '林晓', email: 'lin.xiao@example.com', mobile: '13800138000', company: '上海铂金珠宝有限公司' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^姓名/)).toHaveValue('林晓');
    await expect(canvas.getByLabelText(/^手机号/)).toHaveValue('13800138000');
    await expect(canvas.getByText('报名后可在“我的门票”中为参会人购票。', { exact: false })).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '提交报名' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('button', { name: '提交报名' })).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('报名信息加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** Empty: the edition takes no registrations. */
export const Closed: Story = {
  args: { status: 'closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('本届活动报名已截止')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看历届铂金周' })).toHaveAttribute('href', '#/events/list');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    edition: { ...current, name: '2025 上海铂金周暨铂族金属供需展望、氢能与汽车催化剂应用及铂金首饰零售高峰论坛' },
    error: '服务器返回了一条很长的错误说明，'.repeat(6),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/氢能与汽车催化剂应用/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/错误说明，$/);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加参会人' }));
    await expect(canvas.getByRole('button', { name: '移除参会人 2' })).toBeVisible();
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '参会报名' })).toBeVisible();
  },
};
