import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useIntl } from 'react-intl';
import { TextField } from '../../components/TextField.tsx';
import { useT } from '../../lib/intl.tsx';
import { checks, countryCode, PATTERNS, rule } from '../auth/rules.ts';
import { TelFields } from '../auth/TelFields.tsx';
import { FormDialog, OwnedFormLayout, useOwnedForm, type OwnedFormProps } from './FormDialog.tsx';
import { ACCOUNT_PATTERNS } from './rules.ts';
// TelFields lays out its two boxes with the auth screens' styles.
import '../auth/auth.css';

type ShippingAddress = components['schemas']['ShippingAddress'];
/** What the form sends: the add body (the site adds the id to edit). */
export type AddressSubmit = components['schemas']['ShippingAddressBody'];

export interface AddressFormProps extends OwnedFormProps<AddressSubmit> {
  /** The address being edited; none to add one. */
  address?: ShippingAddress | null;
}

interface Values {
  realname: string;
  country_code: string;
  tel: string;
  street: string;
  zip: string;
  is_default: boolean;
}

/** Add or edit a shipping address, in a dialog. */
export function AddressForm({ open, onOpenChange, address, ...rest }: AddressFormProps) {
  const intl = useIntl();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={intl.formatMessage({ id: address ? 'address.edit' : 'address.add' })}>
      <AddressFields address={address ?? null} {...rest} />
    </FormDialog>
  );
}

/** Under 86 (or none, which the server takes as 86) a mainland mobile; elsewhere the site's 5 to 15 digits. */
function telCheck(tel: string, all: Values): MessageKey | null {
  const v = tel.trim();
  if (!v) return 'valid.mobile.required';
  const cc = all.country_code.trim().replace(/^\+/, '');
  const ok = cc === '' || cc === '86' ? ACCOUNT_PATTERNS.cnMobile.test(v) : PATTERNS.tel.test(v);
  return ok ? null : 'valid.mobile.format';
}

function AddressFields({
  address,
  first = false,
  onSubmit,
  submitting,
  error,
}: Omit<AddressFormProps, 'open' | 'onOpenChange' | 'address'> & { address: ShippingAddress | null }) {
  const t = useT();
  const { register, handleSubmit, locked, err } = useOwnedForm<Values>(address, first, {
    realname: address?.realname ?? '',
    country_code: address?.country_code ?? '86',
    tel: address?.tel ?? '',
    street: address?.street ?? '',
    zip: address?.zip ?? '',
  });

  const submit = handleSubmit((v) =>
    onSubmit({
      realname: v.realname.trim(),
      ...countryCode(v.country_code),
      tel: v.tel.trim(),
      street: v.street.trim(),
      zip: v.zip.trim(),
      is_default: v.is_default || locked ? 1 : 0,
    }),
  );

  return (
    <OwnedFormLayout
      onSubmit={submit}
      error={error}
      submitting={submitting}
      editing={address !== null}
      locked={locked}
      defaultLabel={t('address.field.isDefault')}
      defaultInput={register('is_default')}
    >
      <TextField
        label={t('address.field.realname')}
        required
        maxLength={32}
        autoComplete="shipping name"
        error={err('realname')}
        {...register('realname', { validate: (v) => (v.trim() ? true : 'valid.address.realname.required') })}
      />
      <TelFields
        required
        countryCode={{ error: err('country_code'), ...register('country_code', rule(checks.countryCode)) }}
        tel={{ error: err('tel'), ...register('tel', { validate: (v, all) => telCheck(v, all) ?? true }) }}
      />
      <TextField
        label={t('address.field.street')}
        hint={t('address.field.street.hint')}
        required
        maxLength={200}
        autoComplete="shipping street-address"
        error={err('street')}
        {...register('street', { validate: (v) => (v.trim() ? true : 'valid.address.street.required') })}
      />
      <TextField
        label={t('address.field.zip')}
        required
        inputMode="numeric"
        maxLength={6}
        autoComplete="shipping postal-code"
        style={{ maxWidth: '16rem' }}
        error={err('zip')}
        {...register('zip', { validate: (v) => (ACCOUNT_PATTERNS.zip.test(v.trim()) ? true : 'valid.address.zip.format') })}
      />
    </OwnedFormLayout>
  );
}
