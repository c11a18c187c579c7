import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SelectField, type SelectOption } from './SelectField.tsx';

const GENDERS: SelectOption[] = [
  { value: 'female', label: '女' },
  { value: 'male', label: '男' },
  { value: 'secret', label: '保密' },
];

const CITIES: SelectOption[] = [
  { value: 'shanghai', label: '上海' },
  { value: 'beijing', label: '北京' },
  { value: 'shenzhen', label: '深圳' },
  { value: 'hongkong', label: '香港' },
];

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  args: { label: '所在城市', name: 'city', options: CITIES, placeholder: '请选择城市', onChange: fn(), style: { maxWidth: 360 } },
  play: async ({ canvas, args }) => {
    const select = canvas.getByLabelText(/^所在城市/);
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: '请选择城市', selected: true })).toBeInTheDocument();
    await userEvent.selectOptions(select, '深圳');
    await expect(select).toHaveValue('shenzhen');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '所在城市' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('请选择城市');
    await expect(select).not.toBeRequired();
  },
};

export const Filled: Story = {
  args: { label: '性别', name: 'gender', options: GENDERS, placeholder: undefined, defaultValue: 'secret', required: true },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: '性别' });
    await expect(select).toHaveValue('secret');
    await expect(select).toBeRequired();
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await userEvent.selectOptions(select, '男');
    await expect(select).toHaveValue('male');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const RequiredPlaceholder: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: '所在城市' });
    // Once required, the placeholder can no longer be chosen back.
    await expect(canvas.getByRole('option', { name: '请选择城市' })).toBeDisabled();
    await userEvent.selectOptions(select, '上海');
    await expect(select).toHaveValue('shanghai');
  },
};

export const WithError: Story = {
  args: { required: true, error: '请选择所在城市', hint: '用于安排就近的会场服务' },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText(/^所在城市/);
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('请选择所在城市 用于安排就近的会场服务');
    await userEvent.selectOptions(select, 'beijing');
    await expect(select).toHaveValue('beijing');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'beijing' },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('所在城市');
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('beijing');
  },
};

export const LongText: Story = {
  args: {
    label: '参会证寄送城市（仅限中国大陆、香港与澳门地区，其他地区请到会场服务台领取）',
    error: '暂不支持寄送到所选城市：请改为到上海世博展览馆一号门服务台凭身份证件领取参会证与会刊资料',
    options: [...CITIES, { value: 'other', label: '其他城市（请到会场服务台领取参会证，并携带身份证件与报名确认邮件）' }],
    defaultValue: 'other',
    placeholder: undefined,
    style: { maxWidth: 420 },
  },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText(/^参会证寄送城市/);
    await expect(select).toHaveValue('other');
    await expect(select).toHaveAccessibleDescription(/^暂不支持寄送到所选城市/);
  },
};

export const Chinese: Story = { globals: { locale: 'zh' }, args: { optional: true } };

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'City',
    placeholder: 'Choose a city',
    optional: true,
    options: [
      { value: 'shanghai', label: 'Shanghai' },
      { value: 'beijing', label: 'Beijing' },
    ],
  },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'City (optional)' });
    await userEvent.selectOptions(select, 'Beijing');
    await expect(select).toHaveValue('beijing');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { style: {}, required: true } };
