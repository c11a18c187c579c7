import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormLayout } from '../../components/FormLayout.tsx';
import { TextField } from '../../components/TextField.tsx';
import { AuthFrame } from './AuthFrame.tsx';
import { CodeField } from './CodeField.tsx';
import { checks } from './rules.ts';
import './auth.css';

export type LoginMethod = 'password' | 'sms' | 'email';
export type LoginSubmit =
  components['schemas']['LoginPassword'] | components['schemas']['LoginVerifyCode'] | components['schemas']['LoginEmailCode'];
export type SendCodeTarget = { channel: 'sms'; tel: string; country_code?: string } | { channel: 'email'; email: string };

export interface LoginScreenProps {
  method: LoginMethod;
  onMethodChange: (method: LoginMethod) => void;
  onSubmit: (body: LoginSubmit) => void;
  submitting?: boolean;
  /** The server's answer to a failed sign-in. */
  error?: string;
  wechatEnabled: boolean;
  onWechat?: () => void;
  smsEnabled: boolean;
  emailEnabled: boolean;
  /** Seconds until a code may be sent again; 0 = now. */
  codeCooldown: number;
  onSendCode: (target: SendCodeTarget) => void;
  registerHref: string;
  forgotHref: string;
}

interface Values {
  account: string;
  password: string;
  tel: string;
  country_code: string;
  email: string;
  code: string;
  remember: boolean;
}

const METHOD_LABEL: Record<LoginMethod, MessageKey> = {
  password: 'auth.login.byPassword',
  sms: 'auth.login.bySms',
  email: 'auth.login.byEmail',
};

/** Sign in by password, SMS code or email code, with remember-login; WeChat when the server has it. */
export function LoginScreen(props: LoginScreenProps) {
  const {
    method,
    onMethodChange,
    onSubmit,
    submitting,
    error,
    wechatEnabled,
    onWechat,
    smsEnabled,
    emailEnabled,
    codeCooldown,
    onSendCode,
  } = props;
  const intl = useIntl();
  const t = (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useForm<Values>({
    defaultValues: { account: '', password: '', tel: '', country_code: '86', email: '', code: '', remember: false },
  });
  const { register, handleSubmit, formState, trigger, getValues } = form;
  const err = (name: keyof Values) => {
    const message = formState.errors[name]?.message;
    return message ? t(message as MessageKey) : undefined;
  };
  const rule = (check: (v: string) => MessageKey | null) => ({ validate: (v: string) => check(v) ?? true });
  const methods: LoginMethod[] = ['password', ...(smsEnabled ? (['sms'] as const) : []), ...(emailEnabled ? (['email'] as const) : [])];

  const submit = handleSubmit((v) => {
    const remember_login = v.remember;
    if (method === 'password') onSubmit({ type: 'password', username: v.account.trim(), password: v.password, remember_login });
    else if (method === 'sms')
      onSubmit({
        type: 'verifyCode',
        tel: v.tel.trim(),
        country_code: v.country_code.trim() || undefined,
        code: v.code.trim(),
        remember_login,
      });
    else onSubmit({ type: 'email_verifyCode', email: v.email.trim(), code: v.code.trim(), remember_login });
  });

  const sendCode = async () => {
    const field = method === 'sms' ? 'tel' : 'email';
    if (!(await trigger(field))) return;
    const v = getValues();
    onSendCode(
      method === 'sms'
        ? { channel: 'sms', tel: v.tel.trim(), country_code: v.country_code.trim() || undefined }
        : { channel: 'email', email: v.email.trim() },
    );
  };

  return (
    <AuthFrame>
      <FormLayout
        title={t('auth.login.title')}
        error={error}
        onSubmit={(e) => void submit(e)}
        aria-busy={submitting || undefined}
        actions={
          <>
            <Button type="submit" size="lg" loading={submitting}>
              {t('auth.login.submit')}
            </Button>
            {wechatEnabled ? (
              <Button type="button" variant="secondary" size="lg" onClick={onWechat}>
                {t('auth.login.byWechat')}
              </Button>
            ) : null}
            <p className="spw-auth__links">
              <a href={props.registerHref}>{t('auth.login.noAccount')}</a>
              <a href={props.forgotHref}>{t('auth.login.forgot')}</a>
            </p>
          </>
        }
      >
        {methods.length > 1 ? (
          <div className="spw-auth__methods" role="group" aria-label={t('auth.method.label')}>
            {methods.map((m) => (
              <button key={m} type="button" aria-pressed={m === method} onClick={() => onMethodChange(m)}>
                {t(METHOD_LABEL[m])}
              </button>
            ))}
          </div>
        ) : null}
        {method === 'password' ? (
          <>
            <TextField
              label={t('auth.field.account')}
              autoComplete="username"
              required
              maxLength={100}
              error={err('account')}
              {...register('account', rule(checks.account))}
            />
            <TextField
              label={t('auth.field.password')}
              type="password"
              autoComplete="current-password"
              required
              maxLength={64}
              error={err('password')}
              {...register('password', rule(checks.loginPassword))}
            />
          </>
        ) : (
          <>
            {method === 'sms' ? (
              <TextField
                label={t('auth.field.tel')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                required
                maxLength={15}
                prefix="+86"
                error={err('tel')}
                {...register('tel', rule(checks.tel))}
              />
            ) : (
              <TextField
                label={t('auth.field.email')}
                type="email"
                autoComplete="email"
                required
                maxLength={100}
                error={err('email')}
                {...register('email', rule(checks.email))}
              />
            )}
            <CodeField
              cooldown={codeCooldown}
              onSend={() => void sendCode()}
              error={err('code')}
              {...register('code', rule(checks.code))}
            />
          </>
        )}
        <CheckboxField label={t('auth.login.remember')} {...register('remember')} />
      </FormLayout>
    </AuthFrame>
  );
}
