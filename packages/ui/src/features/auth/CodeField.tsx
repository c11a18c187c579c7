import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { TextField, type TextFieldProps } from '../../components/TextField.tsx';

export interface CodeFieldProps extends Omit<TextFieldProps, 'label' | 'suffix'> {
  /** Seconds until another code may be sent; 0 = now. */
  cooldown: number;
  onSend: () => void;
}

/** The six-digit verification code, with its send button counting down the resend interval. */
export function CodeField({ cooldown, onSend, ...props }: CodeFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'auth.field.code' })}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={6}
      suffix={
        <Button type="button" variant="ghost" size="sm" disabled={cooldown > 0} onClick={onSend}>
          {cooldown > 0
            ? intl.formatMessage({ id: 'auth.code.resend' }, { seconds: cooldown })
            : intl.formatMessage({ id: 'auth.code.send' })}
        </Button>
      }
      {...props}
    />
  );
}
