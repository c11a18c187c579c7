import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormLayout } from '../../components/FormLayout.tsx';
import { TextField } from '../../components/TextField.tsx';
import { checks, countryCode, PATTERNS, rule } from '../auth/rules.ts';
import { TelFields } from '../auth/TelFields.tsx';
import { FormDialog, FormDialogActions } from './FormDialog.tsx';
import { ACCOUNT_PATTERNS } from './rules.ts';
// TelFields lays out its two boxes with the auth screens' styles.
import '../auth/auth.css';

type ShippingAddress = components['schemas']['ShippingAddress'];
/** What the form sends: the add body (the site adds the id to edit). */
export type AddressSubmit = components['schemas']['ShippingAddressBody'];

export interface AddressFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address being edited; none to add one. */
  address?: ShippingAddress | null;
  /** The member has no address yet: this one becomes the default whatever the box says. */
  first?: boolean;
  onSubmit: (body: AddressSubmit) => void;
  submitting?: boolean;
  /** The server's answer to a failed save. */
  error?: string;
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
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const locked = address ? address.is_default === 1 : first;
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: {
      realname: address?.realname ?? '',
      country_code: address?.country_code ?? '86',
      tel: address?.tel ?? '',
      street: address?.street ?? '',
      zip: address?.zip ?? '',
      is_default: locked || address?.is_default === 1,
    },
  });
  const err = (name: keyof Values) => {
    const message = formState.errors[name]?.message;
    return message ? t(message as MessageKey) : undefined;
  };

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
    <FormLayout
      onSubmit={(e) => void submit(e)}
      error={error}
      aria-busy={submitting || undefined}
      actions={<FormDialogActions submitting={submitting} />}
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
      <CheckboxField
        label={t('address.field.isDefault')}
        disabled={locked}
        hint={locked ? t(address ? 'account.defaultLocked.current' : 'account.defaultLocked.first') : undefined}
        {...register('is_default')}
      />
    </FormLayout>
  );
}
