import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';
import { useEffect, useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useT } from '../../lib/intl.tsx';
import { checks } from '../auth/rules.ts';
import './userForms.css';

type User = components['schemas']['User'];
type Gender = components['schemas']['Gender'];

/** What the form gives back: every field of the profile it edits, trimmed. */
export interface ProfileDraft {
  nickname: string;
  phone: string;
  company: string;
  position: string;
  website: string;
  description: string;
  content: string;
  gender: Gender;
  city: string;
}

export interface ProfileFormProps {
  status: 'loading' | 'error' | 'ready';
  /** The saved profile (the form's starting values); the avatar shown is `avatar`. */
  user: User | null;
  /** The avatar now (it changes at once through its own dialog, not on Save). */
  avatar: string;
  onChangeAvatar: () => void;
  saving: boolean;
  /** The server's refusal of one field (a message in the reader's language), shown at that field. */
  fieldError?: { field: keyof ProfileDraft; message: string } | null;
  /** A refusal that names no field, shown above the buttons (role=alert). */
  error?: string;
  /** Only changed fields need sending, but the whole draft is given; trimmed. */
  onSubmit: (draft: ProfileDraft) => void;
  /** Back to the profile (Cancel). */
  profileHref: string;
  onRetry?: () => void;
}

/** The contract's limits (openapi UserEditBody). */
export const PROFILE_LIMITS: Record<Exclude<keyof ProfileDraft, 'gender'>, number> = {
  nickname: 32,
  phone: 20,
  company: 100,
  position: 100,
  description: 100,
  content: 2000,
  city: 50,
  website: 200,
};

export const PROFILE_PATTERNS = {
  phone: /^(\+?[0-9 -]{5,20})?$/,
  website: /^(https?:\/\/[^\s<>"]+)?$/,
};

const GENDERS: readonly Gender[] = ['female', 'male', 'secret'];

/** A length check: the message key; the field's limit fills the message in. */
const tooLong = (max: number) => (v: string) => (v.trim().length > max ? 'userinfo.error.long' : true);

/** The form's starting values: the saved profile, or blanks for a member who has given none. */
function draftOf(user: User | null): ProfileDraft {
  return {
    nickname: user?.nickname ?? '',
    phone: user?.phone ?? '',
    company: user?.company ?? '',
    position: user?.position ?? '',
    website: user?.website ?? '',
    description: user?.description ?? '',
    content: user?.content ?? '',
    gender: user && GENDERS.includes(user.gender) ? user.gender : 'secret',
    city: user?.city ?? '',
  };
}

/** The owner's profile form (/user/userinfo): the avatar (its own dialog), and the fields saved together. */
export function ProfileForm({ status, onRetry, ...props }: ProfileFormProps) {
  const t = useT();
  if (status !== 'ready') {
    return (
      <div className="spw-user-form" aria-busy={status === 'loading' || undefined}>
        <h1 className="spw-form__title">{t('userinfo.title')}</h1>
        {status === 'loading' ? (
          <div className="spw-user-form__skeleton">
            <Skeleton variant="circle" width={80} />
            <Skeleton lines={6} announce={false} />
          </div>
        ) : (
          <LoadError title={t('userinfo.loadError')} onRetry={onRetry} />
        )}
      </div>
    );
  }
  // A different profile starts a fresh form.
  return (
    <div className="spw-user-form">
      <ProfileFields key={props.user?.id ?? 'new'} {...props} />
    </div>
  );
}

function ProfileFields({
  user,
  avatar,
  onChangeAvatar,
  saving,
  fieldError,
  error,
  onSubmit,
  profileHref,
}: Omit<ProfileFormProps, 'status' | 'onRetry'>) {
  const t = useT();
  const id = useId();
  const { register, handleSubmit, formState, setError } = useForm<ProfileDraft>({ defaultValues: draftOf(user) });

  // The server's refusal of a field becomes that field's error, and the field takes the focus.
  useEffect(() => {
    if (fieldError) setError(fieldError.field, { type: 'server', message: fieldError.message }, { shouldFocus: true });
  }, [fieldError, setError]);

  const errors: FieldErrors<ProfileDraft> = formState.errors;
  const err = (name: keyof ProfileDraft): string | undefined => {
    const found = errors[name];
    if (!found?.message) return undefined;
    // Client checks carry a catalogue key (a length message takes the field's limit); the server's answers come already worded.
    if (found.type === 'server') return found.message;
    return t(found.message as MessageKey, name === 'gender' ? undefined : { max: PROFILE_LIMITS[name] });
  };

  const submit = handleSubmit((v) =>
    onSubmit({
      nickname: v.nickname.trim(),
      phone: v.phone.trim(),
      company: v.company.trim(),
      position: v.position.trim(),
      website: v.website.trim(),
      description: v.description.trim(),
      content: v.content.trim(),
      gender: v.gender,
      city: v.city.trim(),
    }),
  );

  const name = user?.nickname ?? '';
  return (
    <FormLayout
      title={t('userinfo.title')}
      requiredNote
      error={error}
      onSubmit={(e) => void submit(e)}
      actions={
        <div className="spw-user-form__buttons">
          <Button type="submit" size="lg" loading={saving}>
            {t('userinfo.save')}
          </Button>
          <Button asChild variant="secondary" size="lg">
            <a href={profileHref}>{t('common.cancel')}</a>
          </Button>
        </div>
      }
    >
      <div role="group" aria-labelledby={`${id}-avatar`} aria-describedby={`${id}-avatar-hint`} className="spw-user-form__avatar">
        <span id={`${id}-avatar`} className="spw-field__label">
          {t('userinfo.field.avatar')}
        </span>
        <div className="spw-user-form__avatar-row">
          <Avatar src={avatar || undefined} name={name} size="xl" decorative />
          <div className="spw-user-form__avatar-side">
            <Button type="button" variant="secondary" size="sm" onClick={onChangeAvatar}>
              {t('userinfo.avatar.change')}
            </Button>
            <p id={`${id}-avatar-hint`} className="spw-field__hint">
              {t('userinfo.avatar.hint')}
            </p>
          </div>
        </div>
      </div>
      <FormRow>
        <TextField
          label={t('auth.field.nickname')}
          required
          maxLength={PROFILE_LIMITS.nickname}
          autoComplete="nickname"
          translate="no"
          error={err('nickname')}
          {...register('nickname', { validate: (v) => checks.nickname(v) ?? true })}
        />
        <TextField
          label={t('userinfo.field.phone')}
          optional
          hint={t('userinfo.field.phone.hint')}
          type="tel"
          inputMode="tel"
          maxLength={PROFILE_LIMITS.phone}
          autoComplete="tel"
          error={err('phone')}
          {...register('phone', { validate: (v) => (PROFILE_PATTERNS.phone.test(v.trim()) ? true : 'valid.mobile.format') })}
        />
      </FormRow>
      <FormRow>
        <TextField
          label={t('userinfo.field.company')}
          optional
          maxLength={PROFILE_LIMITS.company}
          autoComplete="organization"
          translate="no"
          error={err('company')}
          {...register('company', { validate: tooLong(PROFILE_LIMITS.company) })}
        />
        <TextField
          label={t('userinfo.field.position')}
          optional
          maxLength={PROFILE_LIMITS.position}
          autoComplete="organization-title"
          translate="no"
          error={err('position')}
          {...register('position', { validate: tooLong(PROFILE_LIMITS.position) })}
        />
      </FormRow>
      <TextField
        label={t('userinfo.field.description')}
        optional
        hint={t('userinfo.field.description.hint')}
        maxLength={PROFILE_LIMITS.description}
        translate="no"
        error={err('description')}
        {...register('description', { validate: tooLong(PROFILE_LIMITS.description) })}
      />
      <TextareaField
        label={t('userinfo.field.content')}
        optional
        rows={6}
        maxLength={PROFILE_LIMITS.content}
        translate="no"
        error={err('content')}
        {...register('content', { validate: tooLong(PROFILE_LIMITS.content) })}
      />
      <RadioGroupField
        label={t('userinfo.field.gender')}
        name="gender"
        defaultValue={draftOf(user).gender}
        options={GENDERS.map((g) => ({ value: g, label: t(`userinfo.gender.${g}`) }))}
        inputProps={register('gender')}
      />
      <FormRow>
        <TextField
          label={t('userinfo.field.city')}
          optional
          maxLength={PROFILE_LIMITS.city}
          autoComplete="address-level2"
          translate="no"
          error={err('city')}
          {...register('city', { validate: tooLong(PROFILE_LIMITS.city) })}
        />
        <TextField
          label={t('userinfo.field.website')}
          optional
          hint={t('userinfo.field.website.hint')}
          type="url"
          inputMode="url"
          maxLength={PROFILE_LIMITS.website}
          autoComplete="url"
          translate="no"
          error={err('website')}
          {...register('website', {
            validate: (v) =>
              v.trim().length > PROFILE_LIMITS.website
                ? 'userinfo.error.long'
                : PROFILE_PATTERNS.website.test(v.trim())
                  ? true
                  : 'userinfo.error.website',
          })}
        />
      </FormRow>
    </FormLayout>
  );
}
