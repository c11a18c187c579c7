import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent } from 'storybook/test';
import type { components } from '@spw/api';
import { RadioGroupField, type RadioOption } from './RadioGroupField.tsx';

type Gender = components['schemas']['Gender'];

const GENDERS: (RadioOption & { value: Gender })[] = [
  { value: 'female', label: '女' },
  { value: 'male', label: '男' },
  { value: 'secret', label: '保密' },
];

const meta = {
  title: 'Components/RadioGroupField',
  component: RadioGroupField,
  args: { label: '性别', name: 'gender', options: GENDERS, onChange: fn() },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: /^性别/ });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByLabelText('男'));
    await expect(canvas.getByRole('radio', { name: '男' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('male');
    // Arrow keys move the choice, as with any native radio group.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '保密' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('secret');
  },
} satisfies Meta<typeof RadioGroupField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: { defaultValue: 'female', required: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '女' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: '性别' })).toBeRequired();
    await userEvent.click(canvas.getByText('保密'));
    await expect(canvas.getByRole('radio', { name: '保密' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('secret');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string>('secret');
    return (
      <RadioGroupField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange?.(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '保密' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '女' }));
    await expect(canvas.getByRole('radio', { name: '女' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('female');
  },
};

/** react-hook-form registers every radio through `inputProps`. */
export const WithRegister: Story = {
  render: function Render(args) {
    const { register, watch } = useForm<{ gender: Gender }>({ defaultValues: { gender: 'male' } });
    return (
      <>
        <RadioGroupField {...args} inputProps={register('gender')} />
        <output aria-label="已选">{watch('gender')}</output>
      </>
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '男' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '女' }));
    await expect(canvas.getByRole('status', { name: '已选' })).toHaveTextContent('female');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('female');
  },
};

export const WithError: Story = {
  args: { required: true, error: '请选择性别', hint: '仅用于统计参会人群' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: '性别' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('请选择性别 仅用于统计参会人群');
    await userEvent.click(canvas.getByRole('radio', { name: '女' }));
    await expect(canvas.getByRole('radio', { name: '女' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'male' },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '女' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: '男' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Vertical: Story = {
  args: {
    label: '参会身份',
    name: 'identity',
    orientation: 'vertical',
    options: [
      { value: 'visitor', label: '专业观众' },
      { value: 'exhibitor', label: '展商' },
      { value: 'media', label: '媒体（需上传记者证）' },
      { value: 'speaker', label: '演讲嘉宾', disabled: true },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '演讲嘉宾' })).toBeDisabled();
    await userEvent.click(canvas.getByText('展商'));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('exhibitor');
  },
};

export const LongText: Story = {
  args: {
    label: '参会证领取方式（选择邮寄时请在个人中心填写收货地址，展会开幕前七个工作日截止修改）',
    orientation: 'vertical',
    name: 'pickup',
    options: [
      { value: 'post', label: '邮寄到收货地址（中国大陆地区包邮，港澳台及海外地区运费到付，预计三到五个工作日送达）' },
      { value: 'desk', label: '到上海世博展览馆一号门服务台凭身份证件与报名确认邮件现场领取' },
    ],
    error: '请选择参会证领取方式：未选择时默认到会场服务台领取，届时可能需要排队等候较长时间',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /^参会证领取方式/ });
    await expect(group).toHaveAccessibleDescription(/^请选择参会证领取方式：/);
    await userEvent.click(canvas.getByRole('radio', { name: /^邮寄到收货地址/ }));
    await expect(canvas.getByRole('radio', { name: /^邮寄到收货地址/ })).toBeChecked();
  },
};

export const Chinese: Story = { globals: { locale: 'zh' }, args: { optional: true } };

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Gender',
    optional: true,
    options: [
      { value: 'female', label: 'Female' },
      { value: 'male', label: 'Male' },
      { value: 'secret', label: 'Prefer not to say' },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Gender (optional)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('female');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { required: true } };
