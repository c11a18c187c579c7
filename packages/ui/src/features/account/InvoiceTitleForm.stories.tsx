import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { INVOICE_TITLES } from '../../fixtures.ts';
import { expectOnlyCall } from '../auth/expectOnlyCall.ts';
import { InvoiceTitleForm } from './InvoiceTitleForm.tsx';

const [personal, company] = INVOICE_TITLES as [(typeof INVOICE_TITLES)[number], (typeof INVOICE_TITLES)[number]];

const meta = {
  title: 'Features/Account/InvoiceTitleForm',
  component: InvoiceTitleForm,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof InvoiceTitleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog: it lives in a portal, outside the story's canvas. */
async function dialog() {
  return within(await screen.findByRole('dialog'));
}
const input = (d: Awaited<ReturnType<typeof dialog>>, label: RegExp) => d.getByLabelText(label, { selector: 'input' });

export const AddPersonal: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('heading', { name: '新增发票抬头' })).toBeVisible();
    await expect(d.getByRole('radio', { name: '个人' })).toBeChecked();
    // A personal title has no company fields.
    await expect(d.queryByLabelText(/税号/)).toBeNull();
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(d.getByText('请填写抬头名称')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input(d, /^抬头名称/), '  周一鸣 ');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, { title_type: 'personal', title_name: '周一鸣', is_default: 0 });
  },
};

/** Company: the tax number is required and checked (18 digits or capitals, no I, O, S, V, Z) before anything is sent. */
export const AddCompany: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('radio', { name: '单位' }));
    await expect(d.getByText('与营业执照上的单位名称一致')).toBeVisible();
    await userEvent.type(input(d, /^抬头名称/), '一鸣设计工作室（杭州）有限公司');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(d.getByText('单位抬头请填写税号')).toBeVisible();
    await expect(d.getByText('请填写注册地址')).toBeVisible();
    await userEvent.type(input(d, /^税号/), '91330106MA2H3K4LIN');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(d.getByText('税号格式不正确，应为 18 位数字或大写字母（不含 I、O、S、V、Z）')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typed in lower case, sent in capitals.
    await userEvent.clear(input(d, /^税号/));
    await userEvent.type(input(d, /^税号/), '91330106ma2h3k4l5n');
    await userEvent.type(input(d, /^注册地址/), '杭州市西湖区文三路 90 号');
    await userEvent.type(input(d, /^注册电话/), '0571-8888 6666');
    await userEvent.type(input(d, /^开户银行/), '杭州银行文三支行');
    await userEvent.type(input(d, /^银行账号/), '3301 0400 0123 4567');
    await userEvent.click(d.getByRole('checkbox', { name: '设为默认抬头' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, {
      title_type: 'company',
      title_name: '一鸣设计工作室（杭州）有限公司',
      tax_number: '91330106MA2H3K4L5N',
      reg_address: '杭州市西湖区文三路 90 号',
      reg_phone: '0571-8888 6666',
      bank_name: '杭州银行文三支行',
      bank_account: '3301 0400 0123 4567',
      is_default: 1,
    });
  },
};

/** Every message at once: the picture shows how the errors sit in the dialog. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('radio', { name: '单位' }));
    await userEvent.type(input(d, /^税号/), '9133010');
    await userEvent.type(input(d, /^注册电话/), '电话');
    await userEvent.type(input(d, /^银行账号/), '12-ab');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(d.getByText('请填写抬头名称')).toBeVisible();
    await expect(d.getByText('税号格式不正确，应为 18 位数字或大写字母（不含 I、O、S、V、Z）')).toBeVisible();
    await expect(d.getByText('请填写注册地址')).toBeVisible();
    await expect(d.getByText('注册电话格式不正确')).toBeVisible();
    await expect(d.getByText('银行账号格式不正确')).toBeVisible();
    await expect(input(d, /^税号/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Back to personal: the company fields go, and nothing of them is sent or checked. */
export const SwitchToPersonal: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('radio', { name: '单位' }));
    await userEvent.type(input(d, /^税号/), 'WRONG');
    await userEvent.click(d.getByRole('radio', { name: '个人' }));
    await expect(d.queryByLabelText(/税号/)).toBeNull();
    await userEvent.type(input(d, /^抬头名称/), '周一鸣');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, { title_type: 'personal', title_name: '周一鸣', is_default: 0 });
  },
};

export const EditCompany: Story = {
  args: { title: company },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('heading', { name: '编辑发票抬头' })).toBeVisible();
    await expect(d.getByRole('radio', { name: '单位' })).toBeChecked();
    await expect(input(d, /^税号/)).toHaveValue('91440300MA5G8K2X7R');
    await expect(d.getByRole('checkbox', { name: '设为默认抬头' })).not.toBeChecked();
    await userEvent.clear(input(d, /^注册电话/));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, {
      title_type: 'company',
      title_name: company.title_name,
      tax_number: company.tax_number,
      reg_address: company.reg_address,
      reg_phone: '',
      bank_name: company.bank_name,
      bank_account: company.bank_account,
      is_default: 0,
    });
  },
};

/** The default stays the default until another takes its place: the box is ticked and fixed, and says why. */
export const EditDefault: Story = {
  args: { title: personal },
  play: async ({ args }) => {
    const d = await dialog();
    const box = d.getByRole('checkbox', { name: '设为默认抬头' });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(d.getByText('这是当前的默认项；将其他一项设为默认即可更换')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, { title_type: 'personal', title_name: '林晓', is_default: 1 });
  },
};

export const First: Story = {
  args: { first: true },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('checkbox', { name: '设为默认抬头' })).toBeChecked();
    await expect(d.getByText('第一个将自动设为默认')).toBeVisible();
    await userEvent.type(input(d, /^抬头名称/), '周一鸣');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, { title_type: 'personal', title_name: '周一鸣', is_default: 1 });
  },
};

export const ServerError: Story = {
  args: { error: '最多保存 20 个发票抬头，请先删除不用的' },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('alert')).toHaveTextContent('最多保存 20 个发票抬头，请先删除不用的');
  },
};

export const Submitting: Story = {
  args: { title: company, submitting: true },
  play: async ({ args }) => {
    const d = await dialog();
    const save = d.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    title: {
      ...company,
      title_name: '上海铂金周国际珠宝与铂族金属产业联合发展研究中心（有限合伙）华东区域运营管理分公司',
      reg_address: '中国（上海）自由贸易试验区临港新片区环湖西二路 888 号 C 楼 1001-1088 室',
    },
    error: '服务器返回了一条很长的错误说明，'.repeat(5),
  },
  play: async () => {
    const d = await dialog();
    await expect(input(d, /^抬头名称/)).toHaveValue('上海铂金周国际珠宝与铂族金属产业联合发展研究中心（有限合伙）华东区域运营管理分公司');
    await expect(d.getByRole('alert')).toHaveTextContent(/错误说明，$/);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { title: company },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('标 * 的为必填项')).toBeVisible();
    await expect(d.getByRole('radiogroup', { name: /抬头类型/ })).toBeVisible();
    await expect(d.getByText('18 位统一社会信用代码')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('heading', { name: 'Add an invoice title' })).toBeVisible();
    await userEvent.click(d.getByRole('radio', { name: 'Company' }));
    await userEvent.type(d.getByLabelText(/^Tax number/, { selector: 'input' }), 'ABC');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(d.getByText('Title name is required')).toBeVisible();
    await expect(d.getByText('The tax number must be 18 digits or capital letters (no I, O, S, V or Z)')).toBeVisible();
    await expect(d.getByText('Registered address is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { title: company },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('button', { name: '保存' })).toBeInTheDocument();
    await expect(input(d, /^银行账号/)).toHaveValue(company.bank_account);
  },
};

/** The night theme: the company form with its errors, checked by axe for contrast. */
export const Night: Story = { ...ValidationErrors, globals: { theme: 'dark' } };
