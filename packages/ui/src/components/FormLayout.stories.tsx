import type { MessageKey } from '@spw/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from './Button.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { FormLayout, FormRow, type FormLayoutProps } from './FormLayout.tsx';
import { TextField } from './TextField.tsx';

interface Registration {
  username: string;
  nickname: string;
  password: string;
  confirm: string;
  email: string;
  tel: string;
  agree: boolean;
}

/** What the sample form hands over once it is valid. */
const registered = fn();

const required = (key: MessageKey) => ({ validate: (v: string | boolean) => (v ? true : key) });

/** A registration-like form: the fields on react-hook-form, laid out by FormLayout and FormRow. */
function RegistrationForm(props: FormLayoutProps) {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<Registration>({
    defaultValues: { username: '', nickname: '', password: '', confirm: '', email: '', tel: '', agree: false },
  });
  // The rules return catalogue keys; the message shown is the current language's.
  const err = (name: keyof Registration) => {
    const key = errors[name]?.message;
    return key ? t(key as MessageKey) : undefined;
  };
  return (
    <FormLayout
      title={t('auth.reg.title')}
      requiredNote
      onSubmit={(event) => void handleSubmit((values) => registered(values))(event)}
      actions={
        <Button type="submit" size="lg">
          {t('auth.reg.submit')}
        </Button>
      }
      {...props}
    >
      <FormRow>
        <TextField
          label={t('auth.field.username')}
          autoComplete="username"
          required
          error={err('username')}
          {...register('username', required('valid.username.required'))}
        />
        <TextField
          label={t('auth.field.nickname')}
          autoComplete="nickname"
          required
          error={err('nickname')}
          {...register('nickname', required('valid.nickname.required'))}
        />
      </FormRow>
      <FormRow>
        <TextField
          label={t('auth.field.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={err('password') ? undefined : t('valid.password.rule')}
          error={err('password')}
          {...register('password', { validate: (v) => (v.length >= 8 ? true : 'valid.password.rule') })}
        />
        <TextField
          label={t('auth.field.confirm')}
          type="password"
          autoComplete="new-password"
          required
          error={err('confirm')}
          {...register('confirm', { validate: (v) => (v === getValues('password') ? true : 'valid.password.mismatch') })}
        />
      </FormRow>
      <TextField label={t('auth.field.email')} type="email" autoComplete="email" optional error={err('email')} {...register('email')} />
      <TextField
        label={t('auth.field.tel')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        prefix="+86"
        optional
        error={err('tel')}
        {...register('tel')}
      />
      <CheckboxField
        label={
          <>
            {t('auth.reg.agreePrefix')} <a href="#/page/index">{t('auth.reg.agreement')}</a>
          </>
        }
        error={err('agree')}
        {...register('agree', required('valid.agree.required'))}
      />
    </FormLayout>
  );
}

const meta = {
  title: 'Components/FormLayout',
  component: FormLayout,
  args: { style: { maxWidth: 640 } },
  render: (args) => <RegistrationForm {...args} />,
  play: async ({ canvas }) => {
    registered.mockClear();
    const form = canvas.getByRole('form', { name: '注册会员' });
    await expect(form).toBeVisible();
    await expect(canvas.getByText('标 * 的为必填项')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^用户名/), 'linxiao');
    await userEvent.type(canvas.getByLabelText(/^昵称/), '林晓');
    await userEvent.type(canvas.getByLabelText(/^密码/), 'platinum2026');
    await userEvent.type(canvas.getByLabelText(/^确认密码/), 'platinum2026');
    await userEvent.type(canvas.getByLabelText(/^手机号/), '13800000000');
    await userEvent.click(canvas.getByRole('checkbox', { name: /用户协议/ }));
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(registered).toHaveBeenCalledOnce());
    await expect(registered).toHaveBeenCalledWith({
      username: 'linxiao',
      nickname: '林晓',
      password: 'platinum2026',
      confirm: 'platinum2026',
      email: '',
      tel: '13800000000',
      agree: true,
    });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
} satisfies Meta<typeof FormLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: async ({ canvas }) => {
    registered.mockClear();
    await userEvent.type(canvas.getByLabelText(/^密码/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    const username = canvas.getByLabelText(/^用户名/);
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    // react-hook-form reaches the input through the forwarded ref and puts the focus on the first error.
    await expect(username).toHaveFocus();
    await expect(username).toHaveAccessibleDescription('请输入用户名');
    await expect(canvas.getByLabelText(/^密码/)).toHaveAccessibleDescription('密码至少8位，由数字或字母组成');
    await expect(canvas.getByRole('checkbox', { name: /用户协议/ })).toHaveAccessibleDescription('请先阅读并同意用户协议');
    await expect(registered).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: '用户名已被占用' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('用户名已被占用');
    await expect(canvas.getByRole('form', { name: '注册会员' })).toContainElement(canvas.getByRole('alert'));
  },
};

export const LongText: Story = {
  args: {
    title: '注册上海铂金周会员，参加主论坛、铂金首饰设计大赛与全年行业活动',
    description:
      '注册后可报名参加每年十一月的上海铂金周主论坛、分论坛与展览，订阅行业专栏与报价数据，并在供需市场发布求购与供应信息。请使用真实信息注册，以便现场核验身份。',
    error: '注册失败：该手机号已绑定其他账号。请使用短信登录后在个人中心修改资料，或联系组委会客服 021-00000000 处理账号合并。',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^注册上海铂金周会员/);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/账号合并。$/);
  },
};

export const Chinese: Story = {
  tags: ['!visual'],
  globals: { locale: 'zh' },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Become a member' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const username = canvas.getByLabelText(/^Username/);
    await waitFor(() => expect(username).toHaveAccessibleDescription('Username is required'));
    await expect(canvas.getByRole('textbox', { name: 'Email (optional)' })).toBeValid();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { style: {} },
  play: async ({ canvas, canvasElement }) => {
    // One column: the nickname sits below the username, not beside it.
    const username = canvas.getByLabelText(/^用户名/).getBoundingClientRect();
    const nickname = canvas.getByLabelText(/^昵称/).getBoundingClientRect();
    await expect(nickname.top).toBeGreaterThan(username.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
