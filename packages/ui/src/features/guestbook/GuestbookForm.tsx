import { formatDateTime, type MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { FormLayout, FormRow } from '../../components/FormLayout.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useLocale, useT, type MessageValues } from '../../lib/intl.tsx';
import './guestbook.css';

export interface GuestbookValues {
  name: string;
  contact: string;
  content: string;
}

export interface GuestbookFormProps {
  /** The edition's name for the intro (e.g. '2024 铂金周'); null → a generic intro. */
  editionName: string | null;
  /** Prefill, e.g. a signed-in member's nickname and mobile. */
  initial?: Partial<GuestbookValues>;
  /** The anti-spam check in the browser: 'working' while solving, 'ready' when solved, 'failed' when it could not be fetched or solved. */
  proof: 'working' | 'ready' | 'failed';
  onRetryProof: () => void;
  submitting: boolean;
  /** The server's errors by field, already in the page's language. */
  errors?: Partial<Record<keyof GuestbookValues, string>>;
  /** Once sent, a thank-you panel (role=status, focus moved to its heading) replaces the form, with 'write another' (calls onReset) and a link back (backHref). */
  sent: { id: number; createdAt: string } | null;
  onSubmit: (values: GuestbookValues) => void;
  onReset: () => void;
  backHref: string;
}

/** The contract's limits (characters), each field's `maxLength`. */
export const GUESTBOOK_LIMITS = { name: 40, contact: 100, content: 1000 } as const;

type Field = keyof GuestbookValues;

/** The fields in the form's order: the first wrong one takes the focus. */
const FIELDS: readonly Field[] = ['name', 'contact', 'content'];

const REQUIRED: Record<Field, MessageKey> = {
  name: 'guestbook.form.nameRequired',
  contact: 'guestbook.form.contactRequired',
  content: 'valid.content.empty',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s-]+$/;

/** A contact as the form takes it: an e-mail (x@y.z), a phone number (an optional +, then 6–20 digits with spaces or dashes), or neither. */
export function contactKind(value: string): 'email' | 'phone' | null {
  const contact = value.trim();
  if (EMAIL.test(contact)) return 'email';
  if (PHONE.test(contact)) {
    const digits = contact.replace(/\D/g, '').length;
    if (digits >= 6 && digits <= 20) return 'phone';
  }
  return null;
}

/** A contact's link: mailto: for an e-mail, tel: for a phone (its digits, a leading + kept); null for neither. */
export function contactHref(value: string): string | null {
  const contact = value.trim();
  const kind = contactKind(contact);
  if (kind === 'email') return `mailto:${contact}`;
  if (kind === 'phone') return `tel:${contact.startsWith('+') ? '+' : ''}${contact.replace(/\D/g, '')}`;
  return null;
}

interface Problem {
  key: MessageKey;
  values?: MessageValues;
}

/** Every field's complaint at once: needed, not too long, a contact that is a phone or an e-mail. */
function check(values: GuestbookValues): Partial<Record<Field, Problem>> {
  const found: Partial<Record<Field, Problem>> = {};
  for (const field of FIELDS) {
    const value = values[field].trim();
    if (!value) found[field] = { key: REQUIRED[field] };
    else if (value.length > GUESTBOOK_LIMITS[field])
      found[field] = { key: 'guestbook.form.tooLong', values: { max: GUESTBOOK_LIMITS[field] } };
    else if (field === 'contact' && !contactKind(value)) found[field] = { key: 'guestbook.form.contactInvalid' };
  }
  return found;
}

const trimmed = (values: GuestbookValues): GuestbookValues => ({
  name: values.name.trim(),
  contact: values.contact.trim(),
  content: values.content.trim(),
});

/** /message/add: a visitor (no sign-in needed) leaves the organisers a message; a proof of work in the browser stands in for a captcha. */
export function GuestbookForm({
  editionName,
  initial,
  proof,
  onRetryProof,
  submitting,
  errors,
  sent,
  onSubmit,
  onReset,
  backHref,
}: GuestbookFormProps) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;
  // 'Write another' keeps who is writing: the name and contact just sent fill the new form.
  const [carried, setCarried] = useState<Partial<GuestbookValues> | null>(null);
  const [again, setAgain] = useState(false);

  return (
    <section className="spw-guestbook" aria-labelledby={headingId}>
      <header className="spw-guestbook__head">
        <h1 id={headingId} className="spw-guestbook__heading">
          {t('guestbook.form.heading')}
        </h1>
        <p className="spw-guestbook__lead">
          {editionName ? t('guestbook.form.intro', { edition: editionName }) : t('guestbook.form.introGeneric')}
        </p>
        {/* Once sent, the thank-you panel says it. */}
        {sent ? null : <p className="spw-guestbook__lead">{t('guestbook.form.next')}</p>}
      </header>
      {sent ? (
        <SentPanel
          sent={sent}
          backHref={backHref}
          onReset={() => {
            setAgain(true);
            onReset();
          }}
        />
      ) : (
        <GuestbookFields
          headingId={headingId}
          initial={{ ...initial, ...carried }}
          focusContent={again}
          proof={proof}
          onRetryProof={onRetryProof}
          submitting={submitting}
          errors={errors ?? {}}
          onSubmit={(values) => {
            setCarried({ name: values.name, contact: values.contact, content: '' });
            onSubmit(values);
          }}
        />
      )}
    </section>
  );
}

/** The thank-you panel: announced, its heading takes the focus, then another message or back to the event. */
function SentPanel({ sent, backHref, onReset }: { sent: { id: number; createdAt: string }; backHref: string; onReset: () => void }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card asChild variant="outline">
      <div className="spw-guestbook-sent" role="status" aria-labelledby={`${id}-sent`}>
        <span className="spw-guestbook-sent__mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h2 id={`${id}-sent`} ref={headingRef} tabIndex={-1} className="spw-guestbook-sent__heading">
          {t('guestbook.sent.heading')}
        </h2>
        <p className="spw-guestbook-sent__body">{t('guestbook.sent.body')}</p>
        <p className="spw-guestbook-sent__meta">
          <time dateTime={sent.createdAt}>{t('guestbook.sent.meta', { id: sent.id, date: formatDateTime(sent.createdAt, locale) })}</time>
        </p>
        <div className="spw-guestbook-sent__actions">
          <Button type="button" variant="secondary" onClick={onReset}>
            {t('guestbook.sent.another')}
          </Button>
          <Button asChild variant="ghost">
            <a href={backHref}>{t('guestbook.sent.back')}</a>
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** The proof of work's state, under the fields: working, passed, or not done (with a retry). */
function ProofStatus({ proof, onRetry }: { proof: GuestbookFormProps['proof']; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="spw-guestbook-proof" data-state={proof}>
      <p className="spw-guestbook-proof__line" role="status">
        {proof === 'working' ? (
          <span className="spw-guestbook-proof__spinner" aria-hidden="true" />
        ) : (
          <svg className="spw-guestbook-proof__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            {proof === 'ready' ? (
              <>
                <circle cx="8" cy="8" r="7" fill="currentColor" />
                <path
                  d="M4.8 8.3l2.1 2.1 4.3-4.5"
                  fill="none"
                  stroke="#fff"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </>
            ) : (
              <>
                <circle cx="8" cy="8" r="7" fill="currentColor" />
                <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
                <circle cx="8" cy="11.2" r="0.95" fill="#fff" />
              </>
            )}
          </svg>
        )}
        <span>
          {t(
            proof === 'working'
              ? 'guestbook.form.proof.working'
              : proof === 'ready'
                ? 'guestbook.form.proof.ready'
                : 'guestbook.form.proof.failed',
          )}
        </span>
      </p>
      {proof === 'failed' ? (
        <Button type="button" variant="ghost" size="sm" className="spw-guestbook-proof__retry" onClick={onRetry}>
          {t('guestbook.form.proof.retry')}
        </Button>
      ) : null}
    </div>
  );
}

function GuestbookFields({
  headingId,
  initial,
  focusContent,
  proof,
  onRetryProof,
  submitting,
  errors,
  onSubmit,
}: {
  headingId: string;
  initial: Partial<GuestbookValues>;
  /** Back after 'write another': the message's field takes the focus (the name and contact are kept). */
  focusContent: boolean;
  proof: GuestbookFormProps['proof'];
  onRetryProof: () => void;
  submitting: boolean;
  errors: Partial<Record<Field, string>>;
  onSubmit: (values: GuestbookValues) => void;
}) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<GuestbookValues>(() => ({
    name: initial.name ?? '',
    contact: initial.contact ?? '',
    content: initial.content ?? '',
  }));
  // The form as of the last change, before React has drawn it (two changes can come in one tick).
  const latest = useRef(values);
  const [checked, setChecked] = useState<Partial<Record<Field, Problem>>>({});
  // Fields edited since the server last answered: its complaint about them is gone.
  const [cleared, setCleared] = useState<ReadonlySet<Field>>(new Set());

  const fieldId = (field: Field) => `${id}-${field}`;
  const focusField = (field: Field) => document.getElementById(fieldId(field))?.focus();

  // A new answer from the server shows in full, and the first field it names takes the focus.
  const answered = JSON.stringify(errors);
  const [seen, setSeen] = useState(answered);
  if (seen !== answered) {
    setSeen(answered);
    setCleared(new Set());
  }
  useEffect(() => {
    const named = JSON.parse(answered) as Partial<Record<Field, string>>;
    const first = FIELDS.find((field) => named[field]);
    if (first) focusField(first);
    // focusField reads only ids fixed for the form's life.
  }, [answered]);

  useEffect(() => {
    if (focusContent) focusField('content');
    // Once, when the form comes back.
  }, []);

  const change = (field: Field, value: string) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    setChecked((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setCleared((current) => (current.has(field) ? current : new Set([...current, field])));
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = check(latest.current);
    setChecked(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    // A proof still working or failed is the page's to wait for or fetch again: the message goes out regardless.
    onSubmit(trimmed(latest.current));
  };

  /** A field's message: ours until the field is edited, then the server's until that is too. */
  const err = (field: Field) => {
    const local = checked[field];
    if (local) return t(local.key, local.values);
    return cleared.has(field) ? undefined : errors[field];
  };

  return (
    <FormLayout
      aria-labelledby={headingId}
      className="spw-guestbook-form"
      requiredNote
      onSubmit={send}
      aria-busy={submitting || undefined}
      actions={
        <>
          <ProofStatus proof={proof} onRetry={onRetryProof} />
          <Button type="submit" loading={submitting} className="spw-guestbook-form__submit">
            {t('guestbook.form.submit')}
          </Button>
        </>
      }
    >
      <FormRow>
        <TextField
          id={fieldId('name')}
          label={t('guestbook.form.name')}
          required
          maxLength={GUESTBOOK_LIMITS.name}
          autoComplete="name"
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={err('name')}
        />
        <TextField
          id={fieldId('contact')}
          label={t('guestbook.form.contact')}
          required
          maxLength={GUESTBOOK_LIMITS.contact}
          hint={t('guestbook.form.contactHint')}
          value={values.contact}
          onChange={(event) => change('contact', event.target.value)}
          error={err('contact')}
        />
      </FormRow>
      <TextareaField
        id={fieldId('content')}
        label={t('guestbook.form.content')}
        required
        rows={6}
        maxLength={GUESTBOOK_LIMITS.content}
        value={values.content}
        onChange={(event) => change('content', event.target.value)}
        error={err('content')}
      />
    </FormLayout>
  );
}
