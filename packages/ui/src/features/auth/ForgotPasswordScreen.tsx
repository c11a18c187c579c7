import type { components } from '@spw/api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFieldError } from '../../lib/form.ts';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { FormLayout } from '../../components/FormLayout.tsx';
import { ConfirmPasswordField, EmailField, NewPasswordField } from './AuthFields.tsx';
import { AuthFrame } from './AuthFrame.tsx';
import { CodeField } from './CodeField.tsx';
import type { SendCodeTarget } from './LoginScreen.tsx';
import { MethodTabs } from './MethodTabs.tsx';
import { checks, countryCode, rule } from './rules.ts';
import { TelFields } from './TelFields.tsx';
import './auth.css';

export type ForgotSubmit = components['schemas']['ForgetPwdBody'];

export interface ForgotPasswordScreenProps {
  onSubmit: (body: ForgotSubmit) => void;
  onSendCode: (target: SendCodeTarget) => void;
  codeCooldown: number;
  submitting?: boolean;
  error?: string;
  /** The password was reset: show the way back to sign-in. */
  done?: boolean;
  loginHref: string;
}

interface Values {
  tel: string;
  country_code: string;
  email: string;
  code: string;
  password: string;
  confirm: string;
}

export function ForgotPasswordScreen({
  onSubmit,
  onSendCode,
  codeCooldown,
  submitting,
  error,
  done,
  loginHref,
}: ForgotPasswordScreenProps) {
  const t = useT();
  const [channel, setChannel] = useState<'sms' | 'email'>('sms');
  const form = useForm<Values>({
    defaultValues: { tel: '', country_code: '86', email: '', code: '', password: '', confirm: '' },
  });
  const { register, handleSubmit, trigger, getValues } = form;
  const err = useFieldError(form);

  if (done) {
    return (
      <AuthFrame>
        <div className="spw-auth__success" role="status">
          <svg className="spw-auth__success-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="m15 24.5 6 6 12-13" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <h1 className="spw-form__title">{t('auth.forgot.title')}</h1>
          <p>{t('auth.forgot.done')}</p>
          <Button asChild size="lg">
            <a href={loginHref}>{t('auth.forgot.toLogin')}</a>
          </Button>
        </div>
      </AuthFrame>
    );
  }

  const submit = handleSubmit((v) =>
    onSubmit({
      channel,
      ...(channel === 'sms' ? { tel: v.tel.trim(), ...countryCode(v.country_code) } : { email: v.email.trim() }),
      code: v.code.trim(),
      password: v.password,
    }),
  );
  /** A code goes only to a number or address that passes the checks. */
  const sendCode = async () => {
    if (!(await trigger(channel === 'sms' ? ['country_code', 'tel'] : ['email']))) return;
    const v = getValues();
    onSendCode(
      channel === 'sms'
        ? { channel: 'sms', tel: v.tel.trim(), ...countryCode(v.country_code) }
        : { channel: 'email', email: v.email.trim() },
    );
  };

  return (
    <AuthFrame>
      <FormLayout
        title={t('auth.forgot.title')}
        error={error}
        onSubmit={(e) => void submit(e)}
        actions={
          <>
            <Button type="submit" size="lg" loading={submitting}>
              {t('auth.forgot.submit')}
            </Button>
            <p className="spw-auth__links">
              <a href={loginHref}>{t('auth.reg.haveAccount')}</a>
            </p>
          </>
        }
      >
        <MethodTabs
          label={t('auth.forgot.channel')}
          options={(['sms', 'email'] as const).map((c) => ({
            value: c,
            label: t(c === 'sms' ? 'auth.forgot.bySms' : 'auth.forgot.byEmail'),
          }))}
          value={channel}
          onChange={setChannel}
        >
          {channel === 'sms' ? (
            <TelFields
              required
              countryCode={{ error: err('country_code'), ...register('country_code', rule(checks.countryCode)) }}
              tel={{ error: err('tel'), ...register('tel', rule(checks.tel)) }}
            />
          ) : (
            <EmailField required error={err('email')} {...register('email', rule(checks.email))} />
          )}
          <CodeField cooldown={codeCooldown} onSend={() => void sendCode()} error={err('code')} {...register('code', rule(checks.code))} />
        </MethodTabs>
        <NewPasswordField label={t('auth.field.newPassword')} error={err('password')} {...register('password', rule(checks.password))} />
        <ConfirmPasswordField
          error={err('confirm')}
          {...register('confirm', { validate: (v) => (v === getValues('password') ? true : 'valid.password.mismatch') })}
        />
      </FormLayout>
    </AuthFrame>
  );
}
