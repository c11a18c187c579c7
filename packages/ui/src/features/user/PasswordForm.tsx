import type { MessageKey } from '@spw/i18n';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button.tsx';
import { FormLayout } from '../../components/FormLayout.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useT } from '../../lib/intl.tsx';
import { ConfirmPasswordField, NewPasswordField } from '../auth/AuthFields.tsx';
import { checks, rule } from '../auth/rules.ts';
import './userForms.css';

export interface PasswordFormProps {
  /** False for a member who signed up by code and has no password yet: they set one without the old one. */
  hasPassword: boolean;
  saving: boolean;
  /** The server's refusal: the old password is wrong → shown at the old password field. */
  fieldError?: { field: 'old_password' | 'password'; message: string } | null;
  error?: string;
  onSubmit: (value: { old_password?: string; password: string }) => void;
  /** After success the page shows `done`: a confirmation with a link back to the profile. */
  done?: boolean;
  profileHref: string;
}

interface Values {
  old_password: string;
  password: string;
  confirm: string;
}

/** Change the password (/setting/password), or set a first one. */
export function PasswordForm({ hasPassword, saving, fieldError, error, onSubmit, done, profileHref }: PasswordFormProps) {
  const t = useT();
  const noteId = useId();
  const { register, handleSubmit, formState, setError, getValues } = useForm<Values>({
    defaultValues: { old_password: '', password: '', confirm: '' },
  });

  // The server's refusal of a field becomes that field's error, and the field takes the focus.
  useEffect(() => {
    if (fieldError) setError(fieldError.field, { type: 'server', message: fieldError.message }, { shouldFocus: true });
  }, [fieldError, setError]);

  const err = (name: keyof Values): string | undefined => {
    const found = formState.errors[name];
    if (!found?.message) return undefined;
    // Client checks carry a catalogue key; the server's answers come already worded.
    return found.type === 'server' ? found.message : t(found.message as MessageKey);
  };

  if (done) {
    return (
      <div className="spw-user-form">
        <div className="spw-user-form__done" role="status">
          <svg className="spw-user-form__done-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="m15 24.5 6 6 12-13" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <h1 className="spw-form__title">{t('password.done.title')}</h1>
          <p>{t('password.done.body')}</p>
          <Button asChild size="lg">
            <a href={profileHref}>{t('password.toProfile')}</a>
          </Button>
        </div>
      </div>
    );
  }

  const submit = handleSubmit((v) =>
    onSubmit(hasPassword ? { old_password: v.old_password, password: v.password } : { password: v.password }),
  );

  return (
    <div className="spw-user-form spw-user-form--narrow">
      <FormLayout
        title={t(hasPassword ? 'password.title.change' : 'password.title.set')}
        description={hasPassword ? undefined : t('password.lead.set')}
        error={error}
        onSubmit={(e) => void submit(e)}
        actions={
          <>
            <p id={noteId} className="spw-user-form__note">
              {t('password.note')}
            </p>
            <div className="spw-user-form__buttons">
              <Button type="submit" size="lg" loading={saving} aria-describedby={noteId}>
                {t(hasPassword ? 'password.submit.change' : 'password.submit.set')}
              </Button>
              <Button asChild variant="secondary" size="lg">
                <a href={profileHref}>{t('common.cancel')}</a>
              </Button>
            </div>
          </>
        }
      >
        {hasPassword ? (
          <TextField
            label={t('password.field.old')}
            type="password"
            autoComplete="current-password"
            required
            maxLength={64}
            error={err('old_password')}
            {...register('old_password', { validate: (v) => (v ? true : 'password.error.oldRequired') })}
          />
        ) : null}
        <NewPasswordField label={t('auth.field.newPassword')} error={err('password')} {...register('password', rule(checks.password))} />
        <ConfirmPasswordField
          error={err('confirm')}
          {...register('confirm', { validate: (v) => (v === getValues('password') ? true : 'valid.password.mismatch') })}
        />
      </FormLayout>
    </div>
  );
}
