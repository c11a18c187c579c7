import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { INVOICE_TITLES } from '../../fixtures.ts';
import { InvoiceTitleList } from './InvoiceTitleList.tsx';

const [personal, company] = INVOICE_TITLES as [(typeof INVOICE_TITLES)[number], (typeof INVOICE_TITLES)[number]];

const meta = {
  title: 'Features/Account/InvoiceTitleList',
  component: InvoiceTitleList,
  args: {
    titles: INVOICE_TITLES,
    max: 20,
    onAdd: fn(),
    onEdit: fn(),
    onSetDefault: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof InvoiceTitleList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '发票抬头' })).toBeVisible();
    await expect(canvas.getByText('已保存 2 个，最多 20 个')).toBeVisible();
    const [first, second] = canvas.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    // The default comes first, marked in words.
    await expect(within(first).getByRole('heading', { level: 2, name: '林晓' })).toBeVisible();
    await expect(within(first).getByText('默认')).toBeVisible();
    await expect(within(first).getByText('个人')).toBeVisible();
    await expect(within(first).queryByRole('button', { name: /设为默认/ })).toBeNull();
    await expect(within(second).queryByText('默认')).toBeNull();
    await expect(within(second).getByText('单位')).toBeVisible();
    await expect(within(second).getByText('91440300MA5G8K2X7R')).toBeVisible();
    await expect(within(second).getByText('中国工商银行深圳水贝支行')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '设为默认 深圳市水贝珠宝有限公司' }));
    await expect(args.onSetDefault).toHaveBeenCalledWith(company);
    await userEvent.click(canvas.getByRole('button', { name: '编辑 林晓' }));
    await expect(args.onEdit).toHaveBeenCalledWith(personal);
    await userEvent.click(canvas.getByRole('button', { name: '新增发票抬头' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** Delete asks first; the question stays open in the picture. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 深圳市水贝珠宝有限公司' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除发票抬头' });
    await expect(dialog).toHaveTextContent('确定删除“深圳市水贝珠宝有限公司”吗？删除后无法恢复。');
    // Focus starts on Cancel, so Enter does not delete.
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteConfirmed: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 深圳市水贝珠宝有限公司' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '删除 林晓' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(personal);
  },
};

export const Empty: Story = {
  args: { titles: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('还没有发票抬头')).toBeVisible();
    await expect(canvas.getByText('添加后，申请发票时可直接选用。')).toBeVisible();
    await expect(canvas.getByText('已保存 0 个，最多 20 个')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '新增发票抬头' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true, titles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('button', { name: '新增发票抬头' })).toBeDisabled();
    await expect(canvas.queryByText('还没有发票抬头')).toBeNull();
  },
};

export const Error: Story = {
  args: { error: '网络连接失败，请检查网络后重试', titles: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('加载失败')).toBeVisible();
    await expect(canvas.getByText('网络连接失败，请检查网络后重试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新增发票抬头' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** At the limit the add button waits, and the page says why. */
export const Full: Story = {
  args: {
    max: 20,
    titles: Array.from({ length: 20 }, (_, i) => ({ ...personal, id: i + 1, title_name: `抬头 ${i + 1}`, is_default: i === 0 ? 1 : 0 })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: '新增发票抬头' })).toBeDisabled();
    await expect(canvas.getByText('已达到 20 个的上限，请先删除不用的再新增。')).toBeVisible();
  },
};

/** While a change is saved, that card's buttons wait; the others do not. */
export const Busy: Story = {
  args: { busyId: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '编辑 深圳市水贝珠宝有限公司' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '删除 深圳市水贝珠宝有限公司' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '编辑 林晓' })).toBeEnabled();
  },
};

export const LongText: Story = {
  args: {
    titles: [
      {
        ...company,
        is_default: 1,
        title_name: '上海铂金周国际珠宝与铂族金属产业联合发展研究中心（有限合伙）华东区域运营管理分公司',
        reg_address: '中国（上海）自由贸易试验区临港新片区环湖西二路 888 号 C 楼 1001-1088 室，邮件请寄前台',
        bank_name: '中国工商银行股份有限公司上海市自由贸易试验区临港新片区支行营业部',
        bank_account: '1001 2345 6789 0123 4567 8901 2345 6789',
      },
      { ...personal, id: 9, is_default: 0, title_name: 'Alexandra Konstantinopoulou-Featherstonehaugh' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: /华东区域运营管理分公司$/ })).toBeVisible();
    await expect(canvas.getByText('1001 2345 6789 0123 4567 8901 2345 6789')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '设为默认 Alexandra Konstantinopoulou-Featherstonehaugh' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '发票抬头' })).toBeVisible();
    await expect(canvas.getByText('税号')).toBeVisible();
    await expect(canvas.getByText('注册地址')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invoice titles' })).toBeVisible();
    await expect(canvas.getByText('2 of 20 saved')).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
    await expect(canvas.getByText('Company')).toBeVisible();
    await expect(canvas.getByText('Tax number')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 林晓' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this invoice title?' });
    await expect(dialog).toHaveTextContent('Delete “林晓”? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '新增发票抬头' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除 深圳市水贝珠宝有限公司' })).toBeVisible();
    await expect(canvas.getByText('91440300MA5G8K2X7R')).toBeVisible();
  },
};

/** The night theme: the same list, checked by axe for contrast. */
export const Night: Story = { ...Filled, globals: { theme: 'dark' } };
