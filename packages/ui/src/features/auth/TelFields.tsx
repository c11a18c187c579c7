import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from '../../components/TextField.tsx';

type FieldProps = Omit<TextFieldProps, 'label'>;

export interface TelFieldsProps {
  /** Props of the country code input (react-hook-form's register() spread in, plus its error). */
  countryCode: FieldProps;
  /** Props of the mobile number input. */
  tel: FieldProps;
  /** Overrides the mobile number's label, e.g. to mark it optional. */
  telLabel?: ReactNode;
  required?: boolean;
}

/** A mobile number with its country code (the contract's CountryCode; empty means 86) side by side. */
export function TelFields({ countryCode, tel, telLabel, required }: TelFieldsProps) {
  const intl = useIntl();
  return (
    <div className="spw-auth__tel">
      <TextField
        label={intl.formatMessage({ id: 'auth.field.dialCode' })}
        prefix="+"
        inputMode="numeric"
        autoComplete="tel-country-code"
        maxLength={4}
        {...countryCode}
        // The '+' is drawn before the box: keep the digits only.
        onChange={(event) => {
          event.currentTarget.value = event.currentTarget.value.replace(/\D/g, '');
          return countryCode.onChange?.(event);
        }}
      />
      <TextField
        label={telLabel ?? intl.formatMessage({ id: 'auth.field.tel' })}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        required={required}
        {...tel}
      />
    </div>
  );
}
