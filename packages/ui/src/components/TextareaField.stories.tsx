import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent } from 'storybook/test';
import { TextareaField } from './TextareaField.tsx';

const meta = {
  title: 'Components/TextareaField',
  component: TextareaField,
  args: { label: '内容', name: 'content', maxLength: 300, onChange: fn(), style: { maxWidth: 480 } },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByLabelText(/^内容/);
    await expect(canvas.getByText('0 / 300')).toBeVisible();
    await userEvent.type(textarea, '求购铂金首饰毛坯');
    await expect(textarea).toHaveValue('求购铂金首饰毛坯');
    await expect(canvas.getByText('8 / 300')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(8);
    // The limit is read with the field; the running count is not read at every keystroke.
    await expect(textarea).toHaveAccessibleDescription('最多 300 个字');
  },
} satisfies Meta<typeof TextareaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: {
    required: true,
    defaultValue: '长期收购铂金、钯金回收料，价格随上金所行情浮动，欢迎来电洽谈。',
    hint: '请勿填写手机号等联系方式',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: '内容' });
    await expect(textarea).toBeRequired();
    await expect(canvas.getByText('31 / 300')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('请勿填写手机号等联系方式 最多 300 个字');
    await userEvent.type(textarea, '！');
    await expect(canvas.getByText('32 / 300')).toBeVisible();
  },
};

export const AtTheLimit: Story = {
  args: { maxLength: 12, defaultValue: '铂金周' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByLabelText('内容');
    await userEvent.type(textarea, '二零二六年十一月上海见面');
    // The browser stops at maxLength.
    await expect(textarea).toHaveValue('铂金周二零二六年十一月上');
    await expect(canvas.getByText('12 / 12')).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('已有的简介');
    return (
      <TextareaField
        {...args}
        value={value}
        onChange={(event) => {
          args.onChange?.(event);
          setValue(event.currentTarget.value);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByLabelText('内容');
    await expect(canvas.getByText('5 / 300')).toBeVisible();
    await userEvent.clear(textarea);
    await userEvent.type(textarea, '新简介');
    await expect(canvas.getByText('3 / 300')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { required: true, error: '内容不能为空', maxLength: undefined },
  play: async ({ canvas }) => {
    const textarea = canvas.getByLabelText(/^内容/);
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('内容不能为空');
    await expect(canvas.queryByText(/\/ 300/)).not.toBeInTheDocument();
    await userEvent.type(textarea, '你好');
    await expect(textarea).toHaveValue('你好');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '审核中的内容不能修改' },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByLabelText('内容');
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, '改');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('10 / 300')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: '个人简介（将展示在你的个人主页、嘉宾介绍页与大赛作品页，请使用第三人称，并写明任职机构与主要成就）',
    error: '个人简介过长：请控制在 300 字以内，并删去重复的任职经历、联系方式与网址链接后再提交',
    defaultValue: '铂金首饰设计师，'.repeat(12),
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByLabelText(/^个人简介/);
    await expect(textarea).toHaveAccessibleDescription(/^个人简介过长：.*最多 300 个字$/);
    await expect(canvas.getByText('96 / 300')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { label: <FormattedMessage id="profile.message" />, optional: true, maxLength: 200 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: '私信 （选填）' });
    await userEvent.type(textarea, '您好');
    await expect(canvas.getByText('2 / 200')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: <FormattedMessage id="profile.message" />, optional: true, maxLength: 200 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message (optional)' });
    await expect(textarea).toHaveAccessibleDescription('Up to 200 characters');
    await userEvent.type(textarea, 'Hello');
    await expect(canvas.getByText('5 / 200')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { style: {}, required: true },
};
