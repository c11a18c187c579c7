import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useForm } from 'react-hook-form';
import { useFieldError } from '../../lib/form.ts';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormLayout } from '../../components/FormLayout.tsx';
import { TextField } from '../../components/TextField.tsx';
import { EmailField } from './AuthFields.tsx';
import { AuthFrame } from './AuthFrame.tsx';
import { CodeField } from './CodeField.tsx';
import { MethodTabs } from './MethodTabs.tsx';
import { checks, countryCode, rule } from './rules.ts';
import { TelFields } from './TelFields.tsx';
import './auth.css';

export type LoginMethod = 'password' | 'sms' | 'email';
export type LoginSubmit =
  components['schemas']['LoginPassword'] | components['schemas']['LoginVerifyCode'] | components['schemas']['LoginEmailCode'];
/** Where to send a verification code; the site adds the scene (login, reg or reset). */
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
export function LoginScreen({
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
  registerHref,
  forgotHref,
}: LoginScreenProps) {
  const t = useT();
  const form = useForm<Values>({
    defaultValues: { account: '', password: '', tel: '', country_code: '86', email: '', code: '', remember: false },
  });
  const { register, handleSubmit, trigger, getValues } = form;
  const err = useFieldError(form);
  const methods: LoginMethod[] = ['password', ...(smsEnabled ? (['sms'] as const) : []), ...(emailEnabled ? (['email'] as const) : [])];

  // The spec: username, tel, email and code are trimmed; a password is taken as typed.
  const submit = handleSubmit((v) => {
    const remember_login = v.remember;
    if (method === 'password') onSubmit({ type: 'password', username: v.account.trim(), password: v.password, remember_login });
    else if (method === 'sms')
      onSubmit({ type: 'verifyCode', tel: v.tel.trim(), ...countryCode(v.country_code), code: v.code.trim(), remember_login });
    else onSubmit({ type: 'email_verifyCode', email: v.email.trim(), code: v.code.trim(), remember_login });
  });

  /** A code goes only to a number or address that passes the checks. */
  const sendCode = async () => {
    if (method === 'sms') {
      if (!(await trigger(['country_code', 'tel']))) return;
      onSendCode({ channel: 'sms', tel: getValues('tel').trim(), ...countryCode(getValues('country_code')) });
    } else {
      if (!(await trigger('email'))) return;
      onSendCode({ channel: 'email', email: getValues('email').trim() });
    }
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
              <a href={registerHref}>{t('auth.login.noAccount')}</a>
              <a href={forgotHref}>{t('auth.login.forgot')}</a>
            </p>
          </>
        }
      >
        <MethodTabs
          label={t('auth.method.label')}
          options={methods.map((m) => ({ value: m, label: t(METHOD_LABEL[m]) }))}
          value={method}
          onChange={onMethodChange}
        >
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
                <TelFields
                  required
                  countryCode={{ error: err('country_code'), ...register('country_code', rule(checks.countryCode)) }}
                  tel={{ error: err('tel'), ...register('tel', rule(checks.tel)) }}
                />
              ) : (
                <EmailField required error={err('email')} {...register('email', rule(checks.email))} />
              )}
              <CodeField
                cooldown={codeCooldown}
                onSend={() => void sendCode()}
                error={err('code')}
                {...register('code', rule(checks.code))}
              />
            </>
          )}
        </MethodTabs>
        <CheckboxField label={t('auth.login.remember')} {...register('remember')} />
      </FormLayout>
    </AuthFrame>
  );
}
