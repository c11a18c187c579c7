import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../../components/TextField.tsx';
import { useT } from '../../lib/intl.tsx';

type FieldProps = Omit<TextFieldProps, 'label'> & { label?: ReactNode };

/** The email box of the auth forms (react-hook-form's register() spread in, plus its error). */
export function EmailField({ label, ...props }: FieldProps) {
  const t = useT();
  return <TextField label={label ?? t('auth.field.email')} type="email" autoComplete="email" maxLength={100} {...props} />;
}

/** A new password: the rule shows as the hint until there is an error to show instead. */
export function NewPasswordField({ label, error, ...props }: FieldProps) {
  const t = useT();
  return (
    <TextField
      label={label ?? t('auth.field.password')}
      type="password"
      autoComplete="new-password"
      required
      maxLength={64}
      hint={error ? undefined : t('valid.password.rule')}
      error={error}
      {...props}
    />
  );
}

/** The new password again. */
export function ConfirmPasswordField(props: FieldProps) {
  const t = useT();
  return <TextField label={t('auth.field.confirm')} type="password" autoComplete="new-password" required maxLength={64} {...props} />;
}
