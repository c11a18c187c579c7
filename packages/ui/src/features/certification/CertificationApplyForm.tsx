import type { MessageKey } from '@spw/i18n';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldError, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { FormLayout } from '../../components/FormLayout.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { FieldMarks, TextField } from '../../components/TextField.tsx';
import { Upload } from '../../components/Upload.tsx';
import { formatSize, type UploadFn } from '../../components/upload-rules.ts';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { useT } from '../../lib/intl.tsx';
import {
  badgeType,
  CERTIFICATION_LIMITS as LIMITS,
  charCount,
  DOCUMENT_ACCEPT,
  NAME_LABEL,
  ORGANISATION_LABEL,
  TYPE_HINT,
  TYPE_LABEL,
  type CertificationType,
} from './certificationText.ts';
import './certification.css';

export interface CertificationApplyValue {
  type: 1 | 2;
  name: string;
  organisation: string;
  title: string;
  reason: string;
  /** The URLs `upload` resolved with, in order. */
  documents: string[];
}

export interface CertificationApplyFormProps {
  /** 'ready': the form; 'waiting' / 'approved': the member may not apply now (a note linking to resultHref instead of the form); 'loading' / 'error' while the member's state loads. */
  status: 'loading' | 'error' | 'ready' | 'waiting' | 'approved';
  /** A rejected application's values, to start a re-application from (its documents are not reused). */
  previous?: { type: 1 | 2; name: string; organisation: string; title: string; reason: string; reject_reason: string } | null;
  /** Sends one document (the site: /certification/upload); resolves with a URL the picture can be shown at. */
  upload: UploadFn;
  submitting: boolean;
  fieldError?: { field: keyof CertificationApplyValue; message: string } | null;
  error?: string;
  onSubmit: (value: CertificationApplyValue) => void;
  resultHref: string;
  onRetry?: () => void;
}

/** The form's values: the type as its radio's value. */
interface Values {
  type: '1' | '2';
  name: string;
  organisation: string;
  title: string;
  reason: string;
  documents: string[];
}

const TYPES = [1, 2] as const;

/** The fields in the order the form shows them. */
const FIELD_ORDER = ['type', 'name', 'organisation', 'title', 'reason', 'documents'] as const;

/** Documents larger than this are compressed before sending (kept sharp enough to read a licence). */
const COMPRESS_ABOVE = 2 * 1024 * 1024;

const typeOf = (value: string): CertificationType => (value === '2' ? 2 : 1);

/** The checks, each a catalogue key: what is needed, and no field longer than the contract takes. */
const tooLong = (value: string, max: number): MessageKey | true => (charCount(value.trim()) > max ? 'certification.error.tooLong' : true);

/** The type cards: a person in the trade, or a company, association or institute. */
function TypeCards({ register, error }: { register: UseFormRegister<Values>; error?: string }) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="spw-cert-types" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="spw-field__label">
        {t('certification.field.type')}
        <FieldMarks required />
      </legend>
      <div className="spw-cert-types__options">
        {TYPES.map((type) => (
          <label key={type} className="spw-cert-type" htmlFor={`${id}-${type}`}>
            <input id={`${id}-${type}`} type="radio" className="spw-cert-type__dot" value={String(type)} {...register('type')} />
            <span className="spw-cert-type__text">
              <span className="spw-cert-type__name">{t(TYPE_LABEL[type])}</span>
              <span className="spw-cert-type__hint">{t(TYPE_HINT[type])}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="spw-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** /certification/apply: ask to be verified as an expert or an organisation, with documents to prove it. */
export function CertificationApplyForm({
  status,
  previous,
  upload,
  submitting,
  fieldError,
  error,
  onSubmit,
  resultHref,
  onRetry,
}: CertificationApplyFormProps) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;

  let body;
  if (status === 'loading') {
    body = <Skeleton variant="block" height={420} announce className="spw-cert-placeholder" />;
  } else if (status === 'error') {
    body = <LoadError title={t('certification.loadError')} onRetry={onRetry} />;
  } else if (status === 'waiting' || status === 'approved') {
    const waiting = status === 'waiting';
    body = (
      <Card asChild variant="outline">
        <section className="spw-cert-panel" data-status={waiting ? 0 : 1} aria-labelledby={`${id}-note`}>
          <h2 id={`${id}-note`} className="spw-cert-panel__heading">
            {t(waiting ? 'certification.apply.waiting' : 'certification.apply.approved')}
          </h2>
          <p className="spw-cert-panel__note">{t(waiting ? 'certification.apply.waitingBody' : 'certification.apply.approvedBody')}</p>
          <div className="spw-cert-panel__actions">
            <Button asChild variant="secondary">
              <a href={resultHref}>{t('certification.apply.viewResult')}</a>
            </Button>
          </div>
        </section>
      </Card>
    );
  } else {
    body = (
      <ApplyFields
        headingId={headingId}
        previous={previous ?? null}
        upload={upload}
        submitting={submitting}
        fieldError={fieldError ?? null}
        error={error}
        onSubmit={onSubmit}
      />
    );
  }

  return (
    <section className="spw-cert" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <header className="spw-cert__head">
        <h1 id={headingId} className="spw-cert__heading">
          {t('certification.apply.heading')}
        </h1>
        <p className="spw-cert__lead">{t('certification.apply.lead')}</p>
      </header>
      {status === 'ready' && previous ? (
        <div className="spw-cert-rejected" role="note" aria-labelledby={`${id}-rejected`}>
          <h2 id={`${id}-rejected`} className="spw-cert-rejected__heading">
            {t('certification.apply.rejected')}
          </h2>
          <p className="spw-cert-rejected__reason">
            <span className="spw-cert-rejected__label">{t('certification.apply.rejectedReason')}</span>
            {/* The admin's words, as written. */}
            <span translate="no">{previous.reject_reason}</span>
          </p>
          <p className="spw-cert-rejected__again">{t('certification.apply.rejectedAgain')}</p>
        </div>
      ) : null}
      {body}
    </section>
  );
}

function ApplyFields({
  headingId,
  previous,
  upload,
  submitting,
  fieldError,
  error,
  onSubmit,
}: {
  headingId: string;
  previous: CertificationApplyFormProps['previous'];
  upload: UploadFn;
  submitting: boolean;
  fieldError: CertificationApplyFormProps['fieldError'];
  error?: string;
  onSubmit: (value: CertificationApplyValue) => void;
}) {
  const t = useT();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [waitUpload, setWaitUpload] = useState(false);
  const form = useForm<Values>({
    // The first field with a complaint, in the form's order, takes the focus (see `send`).
    shouldFocusError: false,
    defaultValues: {
      type: previous?.type === 2 ? '2' : '1',
      name: previous?.name ?? '',
      organisation: previous?.organisation ?? '',
      title: previous?.title ?? '',
      reason: previous?.reason ?? '',
      documents: [],
    },
  });
  // `watch` and a field registered by hand, not useWatch and useController: those would add their
  // code to the form library's chunk that every form of the site downloads.
  const { register, handleSubmit, setError, setFocus, setValue, watch, formState } = form;
  const type = typeOf(watch('type'));
  const reason = watch('reason');
  const documents = register('documents', {
    validate: (urls) => (urls.length > 0 ? true : 'certification.error.documents'),
  });

  // The server's complaint about a field: shown on it, and the field takes the focus.
  useEffect(() => {
    if (fieldError) setError(fieldError.field, { type: 'server', message: fieldError.message }, { shouldFocus: true });
  }, [fieldError, setError]);

  /** A field's message: the server's words as they came, ours from the catalogue. */
  const err = (name: keyof Values): string | undefined => {
    const problem = formState.errors[name] as FieldError | undefined;
    if (!problem?.message) return undefined;
    if (problem.type === 'server') return problem.message;
    const max = name === 'reason' ? LIMITS.reason : name === 'name' || name === 'title' ? LIMITS[name] : LIMITS.organisation;
    return t(problem.message as MessageKey, { max, min: LIMITS.reasonMin });
  };

  const send = handleSubmit(
    (v) => {
      if (submitting) return;
      if (uploading) {
        setWaitUpload(true);
        return;
      }
      const kind = typeOf(v.type);
      onSubmit({
        type: kind,
        name: v.name.trim(),
        organisation: v.organisation.trim(),
        title: kind === 1 ? v.title.trim() : '',
        reason: v.reason.trim(),
        documents: v.documents,
      });
    },
    (errors) => {
      const first = FIELD_ORDER.find((name) => errors[name]);
      if (first) setFocus(first);
    },
  );

  const words = reason.trim();
  const size = formatSize(LIMITS.documentBytes);

  return (
    <FormLayout
      aria-labelledby={headingId}
      className="spw-cert-form"
      requiredNote
      onSubmit={(event) => void send(event)}
      error={error ?? (waitUpload && uploading ? t('certification.error.uploading') : undefined)}
      aria-busy={submitting || undefined}
      actions={
        <Button type="submit" loading={submitting} className="spw-cert-form__submit">
          {t('certification.apply.submit')}
        </Button>
      }
    >
      <TypeCards register={register} error={err('type')} />
      <div className="spw-cert-form__row">
        <TextField
          label={t(NAME_LABEL[type])}
          required
          maxLength={LIMITS.name}
          autoComplete={type === 1 ? 'name' : 'organization'}
          hint={type === 2 ? t('certification.apply.orgNameHint') : undefined}
          error={err('name')}
          {...register('name', {
            validate: (v, all) =>
              v.trim() ? tooLong(v, LIMITS.name) : all.type === '2' ? 'certification.error.orgName' : 'certification.error.realName',
          })}
        />
        <TextField
          label={t(ORGANISATION_LABEL[type])}
          required={type === 1}
          optional={type === 2}
          lang={type === 2 ? 'en' : undefined}
          maxLength={LIMITS.organisation}
          autoComplete={type === 1 ? 'organization' : 'off'}
          hint={type === 2 ? t('certification.apply.enNameHint') : undefined}
          error={err('organisation')}
          {...register('organisation', {
            validate: (v, all) => (all.type === '1' && !v.trim() ? 'certification.error.employer' : tooLong(v, LIMITS.organisation)),
          })}
        />
      </div>
      {type === 1 ? (
        <div className="spw-cert-form__row">
          <TextField
            label={t('certification.field.title')}
            optional
            maxLength={LIMITS.title}
            autoComplete="organization-title"
            error={err('title')}
            {...register('title', { validate: (v, all) => (all.type === '1' ? tooLong(v, LIMITS.title) : true) })}
          />
        </div>
      ) : null}
      <div className="spw-cert-form__reason">
        <TextField
          label={t('certification.field.reason')}
          required
          maxLength={LIMITS.reason}
          hint={t('certification.apply.reasonHint', { min: LIMITS.reasonMin, max: LIMITS.reason })}
          error={err('reason')}
          {...register('reason', {
            validate: (v) =>
              !v.trim()
                ? 'certification.error.reason'
                : charCount(v.trim()) < LIMITS.reasonMin
                  ? 'certification.error.reasonShort'
                  : tooLong(v, LIMITS.reason),
          })}
        />
        <div className="spw-cert-preview" role="group" aria-labelledby={`${id}-preview`}>
          <p id={`${id}-preview`} className="spw-cert-preview__label">
            {t('certification.preview')}
          </p>
          <p className="spw-cert-preview__note">{t('certification.apply.previewNote')}</p>
          <p className="spw-cert-preview__badge">
            <VerifiedBadge verified_type={badgeType(type)} reason={words || undefined} withLabel size="lg" />
          </p>
        </div>
      </div>
      <div
        className="spw-cert-form__documents"
        ref={(element) => documents.ref(element ? { focus: () => element.querySelector('button')?.focus() } : null)}
      >
        <Upload
          id={`${id}-documents`}
          label={
            <>
              {t('certification.field.documents')}
              <FieldMarks required />
            </>
          }
          upload={upload}
          max={LIMITS.documents}
          maxBytes={LIMITS.documentBytes}
          compressAboveBytes={COMPRESS_ABOVE}
          accept={DOCUMENT_ACCEPT}
          hint={t(type === 2 ? 'certification.apply.documentsOrganisation' : 'certification.apply.documentsExpert', {
            max: LIMITS.documents,
            size,
          })}
          onChange={(urls) => setValue('documents', urls, { shouldValidate: formState.isSubmitted, shouldDirty: true })}
          onBusyChange={(busy) => {
            setUploading(busy);
            if (!busy) setWaitUpload(false);
          }}
          error={err('documents')}
        />
        <p className="spw-cert-form__privacy">
          <svg className="spw-cert-form__lock" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
            <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
          {t('certification.apply.privacy')}
        </p>
      </div>
    </FormLayout>
  );
}
