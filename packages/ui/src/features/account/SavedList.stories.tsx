import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SavedList, type SavedItem } from './SavedList.tsx';

const ITEMS: SavedItem[] = [
  {
    id: 1,
    name: '林晓',
    isDefault: true,
    details: [
      { label: '电话', value: '+86 138 0000 0005' },
      { label: '地址', value: '上海市浦东新区世博大道 1099 号' },
    ],
  },
  {
    id: 2,
    name: '上海铂金周组委会',
    isDefault: false,
    details: [
      { label: '电话', value: '+86 21 6888 0000' },
      { label: '地址', value: '' },
    ],
  },
];

const meta = {
  title: 'Features/Account/SavedList',
  component: SavedList,
  args: {
    heading: '收货地址',
    addLabel: '新增地址',
    emptyTitle: '还没有收货地址',
    emptyDescription: '门票与资料会寄到这里。',
    confirmTitle: '删除这个地址？',
    confirmBody: (item) => `删除后无法恢复：${item.name}`,
    items: ITEMS,
    max: 20,
    onAdd: fn(),
    onEdit: fn(),
    onSetDefault: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SavedList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: /收货地址/ })).toBeVisible();
    await expect(canvas.getByText('默认')).toBeVisible();
    // Empty detail values are left out.
    await expect(canvas.queryAllByText('地址')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /编辑\s*上海铂金周组委会/ }));
    await expect(args.onEdit).toHaveBeenCalledWith(2);
  },
};

export const DeleteAfterConfirm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /删除\s*上海铂金周组委会/ }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '删除这个地址？' });
    await expect(dialog).toHaveTextContent('删除后无法恢复：上海铂金周组委会');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /删除|确定|确认/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有收货地址')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: '新增地址' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
  },
};

export const Failed: Story = {
  args: { items: [], error: '网络错误，请稍后再试' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络错误，请稍后再试');
    // The list's own controls wait for the data.
    await expect(canvas.queryByRole('button', { name: /编辑/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Full: Story = {
  args: { max: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '新增地址' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 3,
        name: '上海铂金周组委会特别顾问委员会秘书处对外联络与会员服务部',
        isDefault: true,
        details: [
          {
            label: '地址',
            value: '上海市浦东新区世博大道一〇九九号上海世博展览馆一号馆二层东侧会员服务中心（近国展路出入口，周末请走北门）',
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { heading: 'Shipping addresses', addLabel: 'Add an address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add an address' })).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('默认')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
