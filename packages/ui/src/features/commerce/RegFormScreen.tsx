import type { components } from '@spw/api';
import { formatDate, formatPrice, type MessageKey } from '@spw/i18n';
import { useEffect, useId } from 'react';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { checks, countryCode, rule } from '../auth/rules.ts';
import { TelFields } from '../auth/TelFields.tsx';
import { editionName, type Edition } from '../events/editionText.ts';
import { couponCheck, formFieldName, MAX_DELEGATES, mobileCheck, telCheck } from './rules.ts';
import '../auth/auth.css';
import './registration.css';

type Coupon = components['schemas']['Coupon'];
type Attendance = components['schemas']['Attendance'];
/** What the form sends: the contract's registration body. */
export type RegistrationSubmit = components['schemas']['RegistrationBody'];

/** The coupon field's last check, for the code it was made for. */
export type CouponState =
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string; coupon: Coupon }
  | { status: 'invalid'; code: string; message: string };

/** The first delegate's known details (a member's own). */
export type DelegateDefaults = Partial<Pick<DelegateValues, 'name' | 'email' | 'mobile' | 'country_code' | 'company' | 'position'>>;

export interface RegFormScreenProps {
  /** Defaults to 'ready'. 'closed': the edition takes no registrations; 'notFound': no such edition. */
  status?: 'ready' | 'loading' | 'error' | 'closed' | 'notFound';
  edition?: Edition | null;
  /** A signed-in member registers (and buys tickets later); otherwise the public form. */
  member: boolean;
  defaults?: DelegateDefaults;
  onSubmit: (body: RegistrationSubmit) => void;
  submitting?: boolean;
  /** The server's answer to a failed submission, when it names no field. */
  error?: string;
  /** The server's answers by its field names: `delegates[1].email`, `coupon_code`. */
  fieldErrors?: Record<string, string>;
  coupon?: CouponState | null;
  onCheckCoupon: (code: string) => void;
  noticeHref: string;
  editionsHref: string;
  onRetry?: () => void;
}

interface DelegateValues {
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  mobile: string;
  tel: string;
  company: string;
  designation: string;
  position: string;
  address: string;
  country: string;
  description: string;
  banquet: '0' | '1';
  receipt: '0' | '1';
  delegate_name: string;
  attendance: Attendance;
}

interface Values {
  delegates: DelegateValues[];
  coupon_code: string;
}

const ATTENDANCE: readonly Attendance[] = ['delegate', 'exhibitor', 'speaker', 'media', 'visitor'];
const DESIGNATIONS = ['mr', 'ms', 'dr', 'prof'] as const;

const blank = (defaults: DelegateDefaults = {}): DelegateValues => ({
  name: '',
  first_name: '',
  last_name: '',
  email: '',
  country_code: '86',
  mobile: '',
  tel: '',
  company: '',
  designation: '',
  position: '',
  address: '',
  country: '',
  description: '',
  banquet: '0',
  receipt: '0',
  delegate_name: '',
  attendance: 'delegate',
  ...defaults,
});

/** Only what was filled in goes; the country code only with a mobile. */
function toDelegate(d: DelegateValues): RegistrationSubmit['delegates'][number] {
  const optional = (value: string) => value.trim() || undefined;
  const mobile = d.mobile.trim();
  const delegate: RegistrationSubmit['delegates'][number] = {
    name: d.name.trim(),
    email: d.email.trim(),
    company: d.company.trim(),
    attendance: d.attendance,
    banquet: d.banquet === '1' ? 1 : 0,
    receipt: d.receipt === '1' ? 1 : 0,
    ...(mobile ? { mobile, ...countryCode(d.country_code) } : {}),
    first_name: optional(d.first_name),
    last_name: optional(d.last_name),
    tel: optional(d.tel),
    designation: optional(d.designation),
    position: optional(d.position),
    address: optional(d.address),
    country: optional(d.country),
    description: optional(d.description),
    delegate_name: optional(d.delegate_name),
  };
  return Object.fromEntries(Object.entries(delegate).filter(([, value]) => value !== undefined)) as typeof delegate;
}

/** /events/reg and /form/reg: one or several delegates (a group registration) and an optional coupon, in one submission. */
export function RegFormScreen({ status = 'ready', edition, editionsHref, onRetry, ...rest }: RegFormScreenProps) {
  const t = useT();
  if (status === 'loading') {
    return (
      <div className="spw-reg" aria-busy="true">
        <h1 className="spw-reg__title">{t('reg.form.title')}</h1>
        <Skeleton lines={8} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="spw-reg">
        <h1 className="spw-reg__title">{t('reg.form.title')}</h1>
        <LoadError title={t('reg.form.error')} onRetry={onRetry} />
      </div>
    );
  }
  if (status === 'closed' || status === 'notFound') {
    return (
      <div className="spw-reg">
        <h1 className="spw-reg__title">{t('reg.form.title')}</h1>
        <EmptyState
          title={t(status === 'closed' ? 'reg.form.closed' : 'reg.form.notFound')}
          description={status === 'closed' ? t('reg.form.closedText') : undefined}
          action={
            <Button asChild variant="secondary">
              <a href={editionsHref}>{t('guest.list.editions')}</a>
            </Button>
          }
        />
      </div>
    );
  }
  return <RegForm edition={edition ?? null} {...rest} />;
}

function RegForm({
  edition,
  member,
  defaults,
  onSubmit,
  submitting,
  error,
  fieldErrors,
  coupon,
  onCheckCoupon,
  noticeHref,
}: Omit<RegFormScreenProps, 'status' | 'edition' | 'editionsHref' | 'onRetry'> & { edition: Edition | null }) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const { register, control, handleSubmit, formState, setError, clearErrors, getValues, watch } = useForm<Values>({
    defaultValues: { delegates: [blank(defaults)], coupon_code: '' },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'delegates' });

  // The server's per-field answers become the fields' own errors, the first one focused.
  useEffect(() => {
    Object.entries(fieldErrors ?? {}).forEach(([field, message], index) => {
      setError(formFieldName(field) as FieldPath<Values>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [fieldErrors, setError]);

  const err = (name: FieldPath<Values>): string | undefined => {
    const parts = name.split('.');
    let node: unknown = formState.errors;
    for (const part of parts) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    const found = node as { message?: string; type?: string } | undefined;
    if (!found?.message) return undefined;
    // Client checks carry a catalogue key; the server's answers come already worded.
    return found.type === 'server' ? found.message : t(found.message as MessageKey);
  };

  const couponCode = watch('coupon_code').trim().toUpperCase();
  const couponNow = coupon && coupon.code.trim().toUpperCase() === couponCode ? coupon : null;
  const couponHint =
    couponNow?.status === 'checking'
      ? t('reg.coupon.checking')
      : couponNow?.status === 'valid'
        ? t(couponNow.coupon.kind === 'percent' ? 'reg.coupon.percent' : 'reg.coupon.amount', {
            value: couponNow.coupon.kind === 'percent' ? couponNow.coupon.value : formatPrice(couponNow.coupon.value / 100, locale),
            date: formatDate(couponNow.coupon.valid_to, locale),
          })
        : undefined;
  const couponError = err('coupon_code') ?? (couponNow?.status === 'invalid' ? couponNow.message : undefined);

  const applyCoupon = () => {
    const code = getValues('coupon_code').trim();
    const problem = code ? couponCheck(code) : 'valid.reg.coupon.format';
    if (problem) {
      setError('coupon_code', { type: 'validate', message: problem }, { shouldFocus: true });
      return;
    }
    onCheckCoupon(code);
  };

  const submit = handleSubmit((v) => {
    // One email registers once per edition: two delegates with the same one would be refused.
    const seen = new Map<string, number>();
    let duplicate = false;
    v.delegates.forEach((d, index) => {
      const email = d.email.trim().toLowerCase();
      if (seen.has(email)) {
        setError(`delegates.${index}.email`, { type: 'validate', message: 'valid.reg.email.duplicate' }, { shouldFocus: !duplicate });
        duplicate = true;
      }
      seen.set(email, index);
    });
    if (duplicate) return;
    const code = v.coupon_code.trim();
    onSubmit({
      events_id: edition?.id ?? 0,
      delegates: v.delegates.map(toDelegate),
      ...(code ? { coupon_code: code } : {}),
    });
  });

  const full = fields.length >= MAX_DELEGATES;
  return (
    <FormLayout
      className="spw-reg"
      title={t('reg.form.title')}
      description={edition ? t('reg.form.lead', { edition: editionName(edition, locale) }) : undefined}
      requiredNote
      error={error}
      aria-busy={submitting || undefined}
      onSubmit={(e) => void submit(e)}
      actions={
        <div className="spw-reg__actions">
          <p className="spw-reg__count">{t('reg.form.count', { count: fields.length })}</p>
          <Button type="submit" size="lg" loading={submitting}>
            {t('reg.form.submit')}
          </Button>
        </div>
      }
    >
      <p className="spw-reg__note">
        {t(member ? 'reg.form.memberNote' : 'reg.form.publicNote')} <a href={noticeHref}>{t('reg.form.noticeLink')}</a>
      </p>
      {fields.map((field, index) => {
        const name = <K extends keyof DelegateValues>(key: K) => `delegates.${index}.${key}` as const;
        const legendId = `${id}-${field.id}`;
        return (
          <fieldset key={field.id} className="spw-reg__delegate" aria-labelledby={legendId}>
            <div className="spw-reg__delegate-head">
              <h2 id={legendId} className="spw-reg__delegate-title">
                {t('reg.form.delegate', { index: index + 1 })}
              </h2>
              {index > 0 ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)}>
                  {t('reg.form.remove', { index: index + 1 })}
                </Button>
              ) : null}
            </div>
            <FormRow>
              <TextField
                label={t('reg.field.name')}
                required
                maxLength={50}
                autoComplete={index === 0 ? 'name' : 'off'}
                error={err(name('name'))}
                {...register(
                  name('name'),
                  rule((v) => (v.trim() ? null : 'valid.reg.name.required')),
                )}
              />
              <SelectField
                label={t('reg.field.designation')}
                optional
                placeholder={t('reg.field.designation.placeholder')}
                options={DESIGNATIONS.map((d) => ({ value: t(`reg.designation.${d}`), label: t(`reg.designation.${d}`) }))}
                {...register(name('designation'))}
              />
            </FormRow>
            <FormRow>
              <TextField
                label={t('reg.field.firstName')}
                optional
                maxLength={50}
                autoComplete={index === 0 ? 'given-name' : 'off'}
                {...register(name('first_name'))}
              />
              <TextField
                label={t('reg.field.lastName')}
                optional
                maxLength={50}
                autoComplete={index === 0 ? 'family-name' : 'off'}
                {...register(name('last_name'))}
              />
            </FormRow>
            <TextField
              label={t('reg.field.email')}
              type="email"
              required
              maxLength={100}
              autoComplete={index === 0 ? 'email' : 'off'}
              error={err(name('email'))}
              {...register(name('email'), rule(checks.email))}
            />
            <FormRow>
              <TelFields
                telLabel={t('reg.field.mobile')}
                countryCode={{ error: err(name('country_code')), ...register(name('country_code'), rule(checks.countryCode)) }}
                tel={{
                  error: err(name('mobile')),
                  hint: t('reg.field.phoneHint'),
                  ...register(name('mobile'), {
                    validate: (v, all) => {
                      const d = all.delegates[index];
                      return mobileCheck(v, d?.tel ?? '', d?.country_code ?? '') ?? true;
                    },
                  }),
                }}
              />
              <TextField
                label={t('reg.field.tel')}
                optional
                type="tel"
                maxLength={20}
                autoComplete="off"
                error={err(name('tel'))}
                {...register(name('tel'), rule(telCheck))}
              />
            </FormRow>
            <FormRow>
              <TextField
                label={t('reg.field.company')}
                required
                maxLength={100}
                autoComplete={index === 0 ? 'organization' : 'off'}
                error={err(name('company'))}
                {...register(
                  name('company'),
                  rule((v) => (v.trim() ? null : 'valid.reg.company.required')),
                )}
              />
              <TextField
                label={t('reg.field.position')}
                optional
                maxLength={100}
                autoComplete={index === 0 ? 'organization-title' : 'off'}
                {...register(name('position'))}
              />
            </FormRow>
            <FormRow>
              <TextField
                label={t('reg.field.country')}
                optional
                maxLength={60}
                autoComplete={index === 0 ? 'country-name' : 'off'}
                {...register(name('country'))}
              />
              <TextField
                label={t('reg.field.address')}
                optional
                maxLength={200}
                autoComplete={index === 0 ? 'street-address' : 'off'}
                {...register(name('address'))}
              />
            </FormRow>
            <TextField
              label={t('reg.field.delegateName')}
              optional
              hint={t('reg.field.delegateName.hint')}
              maxLength={100}
              autoComplete="off"
              {...register(name('delegate_name'))}
            />
            <RadioGroupField
              label={t('reg.field.attendance')}
              name={name('attendance')}
              required
              options={ATTENDANCE.map((value) => ({ value, label: t(`reg.attendance.${value}`) }))}
              inputProps={register(name('attendance'))}
            />
            <FormRow>
              <RadioGroupField
                label={t('reg.field.banquet')}
                name={name('banquet')}
                required
                options={[
                  { value: '1', label: t('reg.banquet.yes') },
                  { value: '0', label: t('reg.banquet.no') },
                ]}
                inputProps={register(name('banquet'))}
              />
              <RadioGroupField
                label={t('reg.field.receipt')}
                name={name('receipt')}
                required
                options={[
                  { value: '1', label: t('reg.receipt.yes') },
                  { value: '0', label: t('reg.receipt.no') },
                ]}
                inputProps={register(name('receipt'))}
              />
            </FormRow>
            <TextareaField label={t('reg.field.description')} optional maxLength={500} rows={3} {...register(name('description'))} />
          </fieldset>
        );
      })}
      <div className="spw-reg__add">
        <Button type="button" variant="secondary" disabled={full} onClick={() => append(blank())}>
          {t('reg.form.add')}
        </Button>
        <p className="spw-reg__max">{t('reg.form.max', { max: MAX_DELEGATES })}</p>
      </div>
      <TextField
        label={t('reg.coupon.label')}
        optional
        maxLength={32}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="spw-reg__coupon"
        error={couponError}
        hint={couponHint}
        suffix={
          <Button type="button" variant="ghost" size="sm" loading={couponNow?.status === 'checking'} onClick={applyCoupon}>
            {t('reg.coupon.apply')}
          </Button>
        }
        {...register('coupon_code', { ...rule(couponCheck), onChange: () => clearErrors('coupon_code') })}
      />
    </FormLayout>
  );
}
