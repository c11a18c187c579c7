import type { components } from '@spw/api';
import { useForm } from 'react-hook-form';
import { useFieldError } from '../../lib/form.ts';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ConfirmPasswordField, EmailField, NewPasswordField } from './AuthFields.tsx';
import { AuthFrame } from './AuthFrame.tsx';
import { checks, countryCode, rule } from './rules.ts';
import { TelFields } from './TelFields.tsx';
import './auth.css';

export type RegisterSubmit = components['schemas']['RegBody'];

export interface RegisterScreenProps {
  onSubmit: (body: RegisterSubmit) => void;
  submitting?: boolean;
  error?: string;
  loginHref: string;
  agreementHref: string;
}

interface Values {
  username: string;
  nickname: string;
  password: string;
  confirm: string;
  email: string;
  tel: string;
  country_code: string;
  agree: boolean;
}

/** Registration: the agreement must be ticked before the form goes anywhere (the spec). */
export function RegisterScreen({ onSubmit, submitting, error, loginHref, agreementHref }: RegisterScreenProps) {
  const t = useT();
  const form = useForm<Values>({
    defaultValues: { username: '', nickname: '', password: '', confirm: '', email: '', tel: '', country_code: '86', agree: false },
  });
  const { register, handleSubmit, getValues } = form;
  const err = useFieldError(form);
  const optional = <span className="spw-auth__optional">{t('auth.field.optional')}</span>;

  const submit = handleSubmit((v) => {
    onSubmit({
      username: v.username.trim(),
      nickname: v.nickname.trim(),
      password: v.password,
      ...(v.email.trim() ? { email: v.email.trim() } : {}),
      // The country code only goes with a number.
      ...(v.tel.trim() ? { tel: v.tel.trim(), ...countryCode(v.country_code) } : {}),
      agree: true,
    });
  });

  return (
    <AuthFrame>
      <FormLayout
        title={t('auth.reg.title')}
        error={error}
        onSubmit={(e) => void submit(e)}
        actions={
          <>
            <Button type="submit" size="lg" loading={submitting}>
              {t('auth.reg.submit')}
            </Button>
            <p className="spw-auth__links">
              <a href={loginHref}>{t('auth.reg.haveAccount')}</a>
            </p>
          </>
        }
      >
        <FormRow>
          <TextField
            label={t('auth.field.username')}
            autoComplete="username"
            required
            maxLength={32}
            error={err('username')}
            {...register('username', rule(checks.username))}
          />
          <TextField
            label={t('auth.field.nickname')}
            autoComplete="nickname"
            required
            maxLength={32}
            error={err('nickname')}
            {...register('nickname', rule(checks.nickname))}
          />
        </FormRow>
        <FormRow>
          <NewPasswordField error={err('password')} {...register('password', rule(checks.password))} />
          <ConfirmPasswordField
            error={err('confirm')}
            {...register('confirm', {
              validate: (v) => (v === getValues('password') ? true : 'valid.password.mismatch'),
            })}
          />
        </FormRow>
        <EmailField
          label={
            <>
              {t('auth.field.email')}
              {optional}
            </>
          }
          error={err('email')}
          {...register('email', rule(checks.optionalEmail))}
        />
        <TelFields
          telLabel={
            <>
              {t('auth.field.tel')}
              {optional}
            </>
          }
          countryCode={{ error: err('country_code'), ...register('country_code', rule(checks.countryCode)) }}
          tel={{ error: err('tel'), ...register('tel', rule(checks.optionalTel)) }}
        />
        <CheckboxField
          label={
            <>
              {t('auth.reg.agreePrefix')} <a href={agreementHref}>{t('auth.reg.agreement')}</a>
            </>
          }
          error={err('agree')}
          {...register('agree', { validate: (v) => (v ? true : 'valid.agree.required') })}
        />
      </FormLayout>
    </AuthFrame>
  );
}
