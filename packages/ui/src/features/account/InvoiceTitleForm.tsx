import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useIntl } from 'react-intl';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useT } from '../../lib/intl.tsx';
import { FormDialog, OwnedFormLayout, useOwnedForm, type OwnedFormProps } from './FormDialog.tsx';
import { ACCOUNT_PATTERNS } from './rules.ts';

type InvoiceTitle = components['schemas']['InvoiceTitle'];
type TitleType = components['schemas']['InvoiceTitleType'];
/** What the form sends: the add body (the site adds the id to edit). */
export type InvoiceTitleSubmit = components['schemas']['InvoiceTitleBody'];

export interface InvoiceTitleFormProps extends OwnedFormProps<InvoiceTitleSubmit> {
  /** The title being edited; none to add one. */
  title?: InvoiceTitle | null;
}

interface Values {
  title_type: TitleType;
  title_name: string;
  tax_number: string;
  reg_address: string;
  reg_phone: string;
  bank_name: string;
  bank_account: string;
  is_default: boolean;
}

/** Add or edit an invoice title, in a dialog: personal or company, the company fields only for a company. */
export function InvoiceTitleForm({ open, onOpenChange, title, ...rest }: InvoiceTitleFormProps) {
  const intl = useIntl();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={intl.formatMessage({ id: title ? 'invoice.edit' : 'invoice.add' })}>
      <InvoiceTitleFields title={title ?? null} {...rest} />
    </FormDialog>
  );
}

function InvoiceTitleFields({
  title,
  first = false,
  onSubmit,
  submitting,
  error,
}: Omit<InvoiceTitleFormProps, 'open' | 'onOpenChange' | 'title'> & { title: InvoiceTitle | null }) {
  const t = useT();
  const { register, handleSubmit, watch, locked, err } = useOwnedForm<Values>(title, first, {
    title_type: title?.title_type ?? 'personal',
    title_name: title?.title_name ?? '',
    tax_number: title?.tax_number ?? '',
    reg_address: title?.reg_address ?? '',
    reg_phone: title?.reg_phone ?? '',
    bank_name: title?.bank_name ?? '',
    bank_account: title?.bank_account ?? '',
  });
  const company = watch('title_type') === 'company';
  // Company fields are checked only for a company title: hidden ones keep their values but never block a personal one.
  const companyRule = (check: (v: string) => MessageKey | null) => ({
    validate: (v: string, all: Values) => (all.title_type === 'company' ? (check(v.trim()) ?? true) : true),
  });

  const submit = handleSubmit((v) => {
    const is_default = v.is_default || locked ? 1 : 0;
    if (v.title_type === 'personal') {
      onSubmit({ title_type: 'personal', title_name: v.title_name.trim(), is_default });
      return;
    }
    onSubmit({
      title_type: 'company',
      title_name: v.title_name.trim(),
      tax_number: v.tax_number.trim().toUpperCase(),
      reg_address: v.reg_address.trim(),
      reg_phone: v.reg_phone.trim(),
      bank_name: v.bank_name.trim(),
      bank_account: v.bank_account.trim(),
      is_default,
    });
  });

  return (
    <OwnedFormLayout
      onSubmit={submit}
      error={error}
      submitting={submitting}
      editing={title !== null}
      locked={locked}
      defaultLabel={t('invoice.field.isDefault')}
      defaultInput={register('is_default')}
    >
      <RadioGroupField
        label={t('invoice.type.label')}
        name="title_type"
        required
        options={[
          { value: 'personal', label: t('invoice.type.personal') },
          { value: 'company', label: t('invoice.type.company') },
        ]}
        inputProps={register('title_type')}
      />
      <TextField
        label={t('invoice.field.titleName')}
        hint={t(company ? 'invoice.field.titleName.companyHint' : 'invoice.field.titleName.personalHint')}
        required
        maxLength={100}
        autoComplete={company ? 'organization' : 'name'}
        error={err('title_name')}
        {...register('title_name', { validate: (v) => (v.trim() ? true : 'valid.invoice.titleName.required') })}
      />
      {company ? (
        <>
          <TextField
            label={t('invoice.field.taxNumber')}
            hint={t('invoice.field.taxNumber.hint')}
            required
            maxLength={18}
            autoCapitalize="characters"
            spellCheck={false}
            // Shown in capitals as typed; sent in capitals.
            className="spw-account-upper"
            error={err('tax_number')}
            {...register(
              'tax_number',
              companyRule((v) =>
                !v
                  ? 'valid.invoice.taxNumber.required'
                  : ACCOUNT_PATTERNS.taxNumber.test(v.toUpperCase())
                    ? null
                    : 'valid.invoice.taxNumber.format',
              ),
            )}
          />
          <TextField
            label={t('invoice.field.regAddress')}
            required
            maxLength={200}
            autoComplete="street-address"
            error={err('reg_address')}
            {...register(
              'reg_address',
              companyRule((v) => (v ? null : 'valid.invoice.regAddress.required')),
            )}
          />
          <TextField
            label={t('invoice.field.regPhone')}
            optional
            type="tel"
            maxLength={20}
            error={err('reg_phone')}
            {...register(
              'reg_phone',
              companyRule((v) => (!v || ACCOUNT_PATTERNS.regPhone.test(v) ? null : 'valid.invoice.regPhone.format')),
            )}
          />
          <TextField label={t('invoice.field.bankName')} optional maxLength={100} error={err('bank_name')} {...register('bank_name')} />
          <TextField
            label={t('invoice.field.bankAccount')}
            optional
            inputMode="numeric"
            maxLength={40}
            error={err('bank_account')}
            {...register(
              'bank_account',
              companyRule((v) => (!v || ACCOUNT_PATTERNS.bankAccount.test(v) ? null : 'valid.invoice.bankAccount.format')),
            )}
          />
        </>
      ) : null}
    </OwnedFormLayout>
  );
}
