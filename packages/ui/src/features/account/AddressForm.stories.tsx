import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ADDRESSES } from '../../fixtures.ts';
import { expectOnlyCall } from '../auth/expectOnlyCall.ts';
import { AddressForm } from './AddressForm.tsx';

const [home, office] = ADDRESSES as [(typeof ADDRESSES)[number], (typeof ADDRESSES)[number]];

const meta = {
  title: 'Features/Account/AddressForm',
  component: AddressForm,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog: it lives in a portal, outside the story's canvas. */
async function dialog() {
  return within(await screen.findByRole('dialog'));
}
const input = (d: Awaited<ReturnType<typeof dialog>>, label: RegExp) => d.getByLabelText(label, { selector: 'input' });

export const Add: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('heading', { name: '新增收货地址' })).toBeVisible();
    await expect(input(d, /^区号/)).toHaveValue('86');
    await userEvent.type(input(d, /^收货人/), ' 周一鸣 ');
    await userEvent.type(input(d, /^手机号/), '13800000006');
    await userEvent.type(input(d, /^详细地址/), '浙江省杭州市西湖区文三路 90 号');
    await userEvent.type(input(d, /^邮编/), '310012');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, {
      realname: '周一鸣',
      country_code: '86',
      tel: '13800000006',
      street: '浙江省杭州市西湖区文三路 90 号',
      zip: '310012',
      is_default: 0,
    });
  },
};

/** Every message at once; under 86 a number must be a mainland mobile. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(input(d, /^手机号/), '12345678');
    await userEvent.type(input(d, /^邮编/), '3100');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(d.getByText('请填写收货人')).toBeVisible();
    await expect(d.getByText('手机号格式不正确')).toBeVisible();
    await expect(d.getByText('请填写详细地址')).toBeVisible();
    await expect(d.getByText('邮编应为 6 位数字')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Elsewhere the site's 5 to 15 digits; the '+' is drawn, only digits go in. */
export const OtherCountry: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.clear(input(d, /^区号/));
    await userEvent.type(input(d, /^区号/), '+852');
    await userEvent.type(input(d, /^收货人/), 'Chan Tai Man');
    await userEvent.type(input(d, /^手机号/), '91234567');
    await userEvent.type(input(d, /^详细地址/), '香港中环皇后大道中 1 号');
    await userEvent.type(input(d, /^邮编/), '999077');
    await userEvent.click(d.getByRole('checkbox', { name: '设为默认地址' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, {
      realname: 'Chan Tai Man',
      country_code: '852',
      tel: '91234567',
      street: '香港中环皇后大道中 1 号',
      zip: '999077',
      is_default: 1,
    });
  },
};

export const Edit: Story = {
  args: { address: office },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('heading', { name: '编辑收货地址' })).toBeVisible();
    await expect(input(d, /^区号/)).toHaveValue('44');
    await expect(input(d, /^手机号/)).toHaveValue('7700900123');
    await userEvent.clear(input(d, /^邮编/));
    await userEvent.type(input(d, /^邮编/), '200041');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expectOnlyCall(args.onSubmit, {
      realname: office.realname,
      country_code: '44',
      tel: office.tel,
      street: office.street,
      zip: '200041',
      is_default: 0,
    });
  },
};

export const EditDefault: Story = {
  args: { address: home },
  play: async () => {
    const d = await dialog();
    const box = d.getByRole('checkbox', { name: '设为默认地址' });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(d.getByText('这是当前的默认项；将其他一项设为默认即可更换')).toBeVisible();
  },
};

export const First: Story = {
  args: { first: true },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('checkbox', { name: '设为默认地址' })).toBeChecked();
    await expect(d.getByText('第一个将自动设为默认')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { address: home, error: '手机号格式不正确' },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('alert')).toHaveTextContent('手机号格式不正确');
  },
};

export const Submitting: Story = {
  args: { address: home, submitting: true },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('button', { name: '保存' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: '保存' }), { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    address: {
      ...home,
      realname: '欧阳娜娜丽莎·克里斯蒂娜·冯·霍亨索伦',
      street: '新疆维吾尔自治区伊犁哈萨克自治州伊宁市解放西路 1234 号伊犁河谷国际珠宝交易中心 B 座 28 层 2801-2806 室',
    },
  },
  play: async () => {
    const d = await dialog();
    await expect(input(d, /^收货人/)).toHaveValue('欧阳娜娜丽莎·克里斯蒂娜·冯·霍亨索伦');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('省、市、区、街道和门牌号')).toBeVisible();
    await expect(d.getByText('标 * 的为必填项')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('heading', { name: 'Add an address' })).toBeVisible();
    await userEvent.type(d.getByLabelText(/^Postcode/, { selector: 'input' }), 'SW1A');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(d.getByText('Recipient is required')).toBeVisible();
    await expect(d.getByText('Mobile number is required')).toBeVisible();
    await expect(d.getByText('Address is required')).toBeVisible();
    await expect(d.getByText('The postcode must be 6 digits')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { address: home },
  play: async () => {
    const d = await dialog();
    await expect(input(d, /^详细地址/)).toHaveValue(home.street);
    await expect(d.getByRole('button', { name: '保存' })).toBeInTheDocument();
  },
};

/** The night theme: the form with its errors, checked by axe for contrast. */
export const Night: Story = { ...ValidationErrors, globals: { theme: 'dark' } };
