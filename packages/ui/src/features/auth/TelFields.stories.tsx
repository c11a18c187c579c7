import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TelFields } from './TelFields.tsx';

const meta = {
  title: 'Features/Auth/TelFields',
  component: TelFields,
  args: { countryCode: { defaultValue: '86' }, tel: {}, required: true },
} satisfies Meta<typeof TelFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByLabelText('区号');
    await expect(code).toHaveValue('86');
    // The '+' is drawn before the box: only digits go in.
    await userEvent.clear(code);
    await userEvent.type(code, '+4a4');
    await expect(code).toHaveValue('44');
    await userEvent.type(canvas.getByLabelText(/手机号/), '13800000005');
    await expect(canvas.getByLabelText(/手机号/)).toHaveValue('13800000005');
  },
};

export const WithError: Story = {
  args: { tel: { error: '手机号格式不正确' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/手机号/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('手机号格式不正确')).toBeVisible();
  },
};

export const Optional: Story = {
  args: { required: false, telLabel: '手机号（选填）' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/手机号（选填）/)).not.toBeRequired();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Country code')).toHaveValue('86');
    await expect(canvas.getByLabelText(/Mobile number/)).toBeVisible();
  },
};

export const LongText: Story = {
  args: { tel: { error: '手机号格式不正确：请填写 11 位中国大陆手机号，或选择正确的国家和地区区号后填写当地号码' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('区号')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
