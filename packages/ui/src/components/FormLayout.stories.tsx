import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './Button.tsx';
import { FormLayout, FormRow } from './FormLayout.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/FormLayout',
  component: FormLayout,
  args: {
    title: '收货地址',
    description: '门票与资料会寄到这里。',
    style: { maxWidth: 640 },
    children: (
      <>
        <FormRow>
          <TextField label="收件人" name="realname" />
          <TextField label="电话" name="tel" />
        </FormRow>
        <TextField label="详细地址" name="street" />
      </>
    ),
    actions: <Button type="submit">保存</Button>,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: String(args.title) })).toBeVisible();
    await expect(canvas.getByLabelText('详细地址')).toBeVisible();
  },
} satisfies Meta<typeof FormLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: { error: '保存失败，请稍后再试' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('保存失败，请稍后再试'),
};
export const LongText: Story = { args: { title: '一个很长的表单标题'.repeat(4), description: '说明文字'.repeat(40) } };
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Shipping address', description: 'Tickets and materials are sent here.' },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { title: '收货地址', style: {} } };
