import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { FormLayout } from '../../components/FormLayout.tsx';
import { TextField } from '../../components/TextField.tsx';
import { AuthFrame } from './AuthFrame.tsx';
import { CodeField } from './CodeField.tsx';
import type { SendCodeTarget } from './LoginScreen.tsx';
import { checks } from './rules.ts';
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
  const intl = useIntl();
  const t = (id: MessageKey, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const [channel, setChannel] = useState<'sms' | 'email'>('sms');
  const { register, handleSubmit, formState, trigger, getValues } = useForm<Values>({
    defaultValues: { tel: '', email: '', code: '', password: '', confirm: '' },
  });
  const err = (name: keyof Values) => {
    const message = formState.errors[name]?.message;
    return message ? t(message as MessageKey) : undefined;
  };
  const rule = (check: (v: string) => MessageKey | null) => ({ validate: (v: string) => check(v) ?? true });

  if (done) {
    return (
      <AuthFrame>
        <div className="spw-auth__success" role="status">
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
      ...(channel === 'sms' ? { tel: v.tel.trim() } : { email: v.email.trim() }),
      code: v.code.trim(),
      password: v.password,
    }),
  );
  const sendCode = async () => {
    if (!(await trigger(channel === 'sms' ? 'tel' : 'email'))) return;
    const v = getValues();
    onSendCode(channel === 'sms' ? { channel: 'sms', tel: v.tel.trim() } : { channel: 'email', email: v.email.trim() });
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
        <div className="spw-auth__methods" role="group" aria-label={t('auth.method.label')}>
          {(['sms', 'email'] as const).map((c) => (
            <button key={c} type="button" aria-pressed={c === channel} onClick={() => setChannel(c)}>
              {t(c === 'sms' ? 'auth.forgot.bySms' : 'auth.forgot.byEmail')}
            </button>
          ))}
        </div>
        {channel === 'sms' ? (
          <TextField
            label={t('auth.field.tel')}
            type="tel"
            inputMode="numeric"
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
        <CodeField cooldown={codeCooldown} onSend={() => void sendCode()} error={err('code')} {...register('code', rule(checks.code))} />
        <TextField
          label={t('auth.field.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          maxLength={64}
          hint={t('valid.password.rule')}
          error={err('password')}
          {...register('password', rule(checks.password))}
        />
        <TextField
          label={t('auth.field.confirm')}
          type="password"
          autoComplete="new-password"
          required
          maxLength={64}
          error={err('confirm')}
          {...register('confirm', { validate: (v) => (v === getValues('password') ? true : 'valid.password.mismatch') })}
        />
      </FormLayout>
    </AuthFrame>
  );
}
