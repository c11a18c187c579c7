import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckboxField } from './CheckboxField.tsx';

const meta = {
  title: 'Components/CheckboxField',
  component: CheckboxField,
  args: { label: '记住登录', name: 'remember', onChange: fn() },
  play: async ({ canvas, args }) => {
    const box = canvas.getByLabelText('记住登录');
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    // The label toggles it too, and so does the space bar.
    await userEvent.click(canvas.getByText('记住登录'));
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
} satisfies Meta<typeof CheckboxField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  tags: ['!visual'],
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '记住登录' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
  },
};

const agreement = (
  <>
    我已阅读并同意 <a href="#/page/index">用户协议</a>
  </>
);

export const WithError: Story = {
  args: { name: 'agree', label: agreement, error: '请先阅读并同意用户协议' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '我已阅读并同意 用户协议' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('请先阅读并同意用户协议');
    await expect(canvas.getByRole('link', { name: '用户协议' })).toHaveAttribute('href', '#/page/index');
    await userEvent.click(canvas.getByText(/我已阅读并同意/));
    await expect(box).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByLabelText('记住登录');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    name: 'agree',
    label: (
      <>
        我已阅读并同意 <a href="#/page/index">用户协议</a>
        ，并同意主办方在活动期间使用我的姓名、肖像与发言内容用于会刊、直播回放与官方媒体报道，且可随时在个人中心撤回授权
      </>
    ),
    error: '请先阅读并同意用户协议：未同意时无法完成注册，也无法报名参加主论坛与大赛颁奖典礼等需实名登记的活动',
    style: { maxWidth: 480 },
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /^我已阅读并同意 用户协议/ });
    await expect(box).toHaveAccessibleDescription(/^请先阅读并同意用户协议：/);
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Chinese: Story = {
  tags: ['!visual'],
  globals: { locale: 'zh' },
  args: { label: <FormattedMessage id="auth.login.remember" /> },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: <FormattedMessage id="auth.login.remember" /> },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { name: 'agree', label: agreement },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: '我已阅读并同意 用户协议' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Filled, globals: { ...Filled.globals, theme: 'dark' } };
