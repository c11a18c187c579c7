import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ADDRESSES } from '../../fixtures.ts';
import { AddressList } from './AddressList.tsx';

const [home, office] = ADDRESSES as [(typeof ADDRESSES)[number], (typeof ADDRESSES)[number]];

const meta = {
  title: 'Features/Account/AddressList',
  component: AddressList,
  args: {
    addresses: ADDRESSES,
    max: 20,
    onAdd: fn(),
    onEdit: fn(),
    onSetDefault: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AddressList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '收货地址' })).toBeVisible();
    await expect(canvas.getByText('已保存 2 个，最多 20 个')).toBeVisible();
    const [first, second] = canvas.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(within(first).getByRole('heading', { level: 2, name: '林晓' })).toBeVisible();
    await expect(within(first).getByText('默认')).toBeVisible();
    await expect(within(first).getByText('+86 13800000004')).toBeVisible();
    await expect(within(first).getByText('518020')).toBeVisible();
    // Another country's number keeps its own code.
    await expect(within(second).getByText('+44 7700900123')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '设为默认 Oliver Grant' }));
    await expect(args.onSetDefault).toHaveBeenCalledWith(office);
    await userEvent.click(canvas.getByRole('button', { name: '编辑 林晓' }));
    await expect(args.onEdit).toHaveBeenCalledWith(home);
    await userEvent.click(canvas.getByRole('button', { name: '新增收货地址' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** Delete asks first, naming the address; the question stays open in the picture. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 Oliver Grant' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除收货地址' });
    await expect(dialog).toHaveTextContent('确定删除地址“上海市静安区南京西路 1266 号恒隆广场 2 座 30 楼”吗？删除后无法恢复。');
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteConfirmed: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 Oliver Grant' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(office);
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有收货地址')).toBeVisible();
    await expect(canvas.getByText('添加后，下单时可直接选用。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新增收货地址' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { loading: true, addresses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('button', { name: '新增收货地址' })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { error: 'Request timed out after 50 s', addresses: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('加载失败')).toBeVisible();
    await expect(canvas.getByText('Request timed out after 50 s')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Full: Story = {
  args: {
    max: 3,
    addresses: [home, office, { ...office, id: 3, realname: '周一鸣', country_code: '86', tel: '13800000006' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已保存 3 个，最多 3 个')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新增收货地址' })).toBeDisabled();
    await expect(canvas.getByText('已达到 3 个的上限，请先删除不用的再新增。')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    addresses: [
      {
        ...home,
        realname: '欧阳娜娜丽莎·克里斯蒂娜·冯·霍亨索伦',
        street:
          '新疆维吾尔自治区伊犁哈萨克自治州伊宁市解放西路 1234 号伊犁河谷国际珠宝交易中心 B 座 28 层 2801-2806 室（请于工作日 9:00-17:00 送达）',
      },
      office,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '欧阳娜娜丽莎·克里斯蒂娜·冯·霍亨索伦' })).toBeVisible();
    await expect(canvas.getByText(/请于工作日 9:00-17:00 送达/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('详细地址')).toHaveLength(2);
    await expect(canvas.getAllByText('邮编')).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    await expect(canvas.getByText('2 of 20 saved')).toBeVisible();
    await expect(canvas.getAllByText('Postcode')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Set as default Oliver Grant' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add an address' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '新增收货地址' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除 Oliver Grant' })).toBeVisible();
  },
};

/** The night theme: the same list, checked by axe for contrast. */
export const Night: Story = { ...Filled, globals: { theme: 'dark' } };
