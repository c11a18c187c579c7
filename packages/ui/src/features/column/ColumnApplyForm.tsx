import type { MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Upload, type UploadFn } from '../../components/Upload.tsx';
import {
  checkColumnApply,
  COLUMN_APPLY_FIELDS,
  COLUMN_APPLY_LIMITS,
  FIELD_LABEL,
  FIELD_LANG,
  type ColumnApplyDraft,
  type ColumnApplyField,
  type ColumnApplyProblem,
} from './columnApply.ts';
import './recruit.css';

// The application form of /column/recruit, in its own file: the recruitment page loads it only for a
// signed-in member (a visitor's first visit goes without the fields and the picture upload).

/* ----- The form ----- */

export function ApplyForm({
  heading,
  initial,
  onSubmit,
  submitting,
  serverErrors,
  uploadPic,
  focusOnMount = false,
}: {
  heading: MessageKey;
  initial: ColumnApplyDraft;
  onSubmit: (draft: ColumnApplyDraft) => void;
  submitting: boolean;
  serverErrors: Partial<Record<ColumnApplyField, string>>;
  uploadPic: UploadFn;
  /** Take the focus to the first field once drawn (the form was just revealed by a button). */
  focusOnMount?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<ColumnApplyDraft>(initial);
  // The form as of the last change, before React has drawn it (two changes can come in one tick).
  const latest = useRef(initial);
  const [checked, setChecked] = useState<Partial<Record<ColumnApplyField, ColumnApplyProblem>>>({});
  // Fields changed since the server last answered: its old complaint about them is gone.
  const [cleared, setCleared] = useState<ReadonlySet<ColumnApplyField>>(new Set());
  const [picBusy, setPicBusy] = useState(false);
  const [formError, setFormError] = useState<MessageKey | null>(null);
  const max = COLUMN_APPLY_LIMITS;

  const fieldId = (field: ColumnApplyField) => `${id}-${field}`;
  const focusField = (field: ColumnApplyField) => {
    if (field === 'pic') {
      // The picture field is a group: its first button (choose, or remove the picture there).
      document
        .getElementById(`${fieldId('pic')}-label`)
        ?.parentElement?.querySelector<HTMLElement>('button')
        ?.focus();
      return;
    }
    document.getElementById(fieldId(field))?.focus();
  };

  // The server's answers: a new set of them shows in full, and the first field it names takes the focus.
  const answered = JSON.stringify(serverErrors);
  const [seen, setSeen] = useState(answered);
  if (seen !== answered) {
    setSeen(answered);
    setCleared(new Set());
  }
  useEffect(() => {
    const named = JSON.parse(answered) as Partial<Record<ColumnApplyField, string>>;
    const first = COLUMN_APPLY_FIELDS.find((field) => named[field]);
    if (first) focusField(first);
    // focusField reads only ids fixed for the form's life.
  }, [answered]);

  useEffect(() => {
    if (focusOnMount) document.getElementById(fieldId('name'))?.focus();
    // Once, when the form appears.
  }, []);

  const change = (field: ColumnApplyField, value: string) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setDraft(next);
    // A field the user corrects stops showing its old complaint.
    setChecked((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setCleared((current) => (current.has(field) ? current : new Set([...current, field])));
    setFormError(null);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (picBusy) {
      setFormError('column.recruit.error.uploading');
      return;
    }
    const found = checkColumnApply(latest.current);
    setChecked(found);
    const first = COLUMN_APPLY_FIELDS.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    onSubmit(latest.current);
  };

  const err = (field: ColumnApplyField) => {
    const local = checked[field];
    if (local) return t(local.key, local.values);
    return cleared.has(field) ? undefined : serverErrors[field];
  };

  const text = (
    field: Exclude<ColumnApplyField, 'pic' | 'content' | 'en_content' | 'samples'>,
    hint: MessageKey | null,
    required = false,
  ) => (
    <TextField
      id={fieldId(field)}
      label={t(FIELD_LABEL[field])}
      required={required}
      optional={!required}
      maxLength={max[field]}
      lang={FIELD_LANG[field]}
      hint={hint ? t(hint) : undefined}
      value={draft[field]}
      onChange={(event) => change(field, event.target.value)}
      error={err(field)}
    />
  );
  const area = (field: 'content' | 'en_content' | 'samples', hint: MessageKey, rows: number, required = false) => (
    <TextareaField
      id={fieldId(field)}
      label={t(FIELD_LABEL[field])}
      required={required}
      optional={!required}
      rows={rows}
      maxLength={max[field]}
      lang={FIELD_LANG[field]}
      hint={t(hint)}
      value={draft[field]}
      onChange={(event) => change(field, event.target.value)}
      error={err(field)}
    />
  );

  return (
    <form className="spw-recruit-form" noValidate onSubmit={send} aria-labelledby={`${id}-h`} aria-busy={submitting || undefined}>
      <div className="spw-recruit-form__head">
        <h2 id={`${id}-h`} className="spw-recruit__subheading">
          {t(heading)}
        </h2>
        <p className="spw-recruit-form__required">{t('field.required')}</p>
      </div>
      <div className="spw-recruit-form__row">
        {text('name', 'column.recruit.field.nameHint', true)}
        {text('en_name', 'column.recruit.field.enNameHint')}
      </div>
      <div className="spw-recruit-form__row">
        {area('content', 'column.recruit.field.contentHint', 4, true)}
        {area('en_content', 'column.recruit.field.enContentHint', 4)}
      </div>
      <Upload
        id={fieldId('pic')}
        className="spw-recruit-form__pic"
        label={t(FIELD_LABEL.pic)}
        max={1}
        hint={t('column.recruit.field.picHint')}
        upload={uploadPic}
        defaultValue={initial.pic ? [initial.pic] : []}
        onChange={(urls) => change('pic', urls[0] ?? '')}
        onBusyChange={setPicBusy}
        error={err('pic')}
      />
      {area('samples', 'column.recruit.field.samplesHint', 5, true)}
      <div className="spw-recruit-form__contact">{text('contact', 'column.recruit.field.contactHint')}</div>
      <div className="spw-recruit-form__bar">
        {formError ? (
          <p className="spw-field__error" role="alert">
            {t(formError)}
          </p>
        ) : null}
        <Button type="submit" loading={submitting} className="spw-recruit-form__submit">
          {t('column.recruit.submit')}
        </Button>
      </div>
    </form>
  );
}

/* ----- What was sent ----- */
