import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BuyRuleScreen } from './BuyRuleScreen.tsx';

const meta = {
  title: 'Features/Commerce/BuyRule',
  component: BuyRuleScreen,
  args: { onContinue: fn(), backHref: '#/ticket/detail?ticket_id=1' },
} satisfies Meta<typeof BuyRuleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '购票须知' })).toBeVisible();
    const rules = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(rules).toEqual(['席位与支付', '退款政策', '参会胸卡', '发票']);
    await expect(canvas.getByRole('link', { name: '返回门票详情' })).toHaveAttribute('href', '#/ticket/detail?ticket_id=1');
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意以上购票须知' }));
    await userEvent.click(canvas.getByRole('button', { name: '同意并继续' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Continuing without agreeing shows the spec's message and goes nowhere. */
export const NotAgreed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '同意并继续' }));
    await expect(canvas.getByText('请先阅读并同意用户协议')).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onContinue).not.toHaveBeenCalled();
    // Ticking the box clears the message.
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.queryByText('请先阅读并同意用户协议')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Purchase rules' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Refunds' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Agree and continue' }));
    await expect(canvas.getByText('You must agree to the agreement before submitting')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have read and agree to these purchase rules' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Agree and continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '同意并继续' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = { ...NotAgreed, globals: { theme: 'dark' } };
