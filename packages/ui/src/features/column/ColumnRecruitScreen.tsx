import type { components } from '@spw/api';
import { formatDate, type MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { Upload, type UploadFn } from '../../components/Upload.tsx';
import {
  checkColumnApply,
  COLUMN_APPLY_FIELDS,
  COLUMN_APPLY_LIMITS,
  EMPTY_COLUMN_APPLY,
  type ColumnApplyDraft,
  type ColumnApplyField,
  type ColumnApplyProblem,
} from './columnApply.ts';
import './column.css';
import './recruit.css';

export {
  checkColumnApply,
  COLUMN_APPLY_LIMITS,
  type ColumnApplyDraft,
  type ColumnApplyField,
  type ColumnApplyProblem,
} from './columnApply.ts';

type ColumnApplication = components['schemas']['ColumnApplication'];
type ColumnRecruitMine = components['schemas']['ColumnRecruitMine'];

export interface ColumnRecruitScreenProps {
  /** 'visitor': not signed in — the pitch and a sign-in link, no form. */
  status: 'visitor' | 'loading' | 'error' | 'ready';
  /** The member's standing (/columnApply/mine); required when status is 'ready'. */
  mine?: ColumnRecruitMine;
  /** The login page with a redirect back here. */
  loginHref: string;
  /** Send the application (the container calls /columnApply/add). */
  onSubmit: (draft: ColumnApplyDraft) => void;
  submitting?: boolean;
  /** The server's answers, by field (shown at the field, first one focused). */
  errors?: Partial<Record<ColumnApplyField, string>>;
  /** Withdraw the waiting application (the container asks /columnApply/withdraw). */
  onWithdraw: (id: number) => void;
  withdrawing?: boolean;
  /** Sends the banner picture (Upload's rules). */
  uploadPic: UploadFn;
  columnHref: (id: number) => string;
  /** The creator centre (/creator/index). */
  creatorHref: string;
  onRetry?: () => void;
}

/** A member who never applied and writes no column. */
const NOBODY: ColumnRecruitMine = { is_column: 0, columns: [], application: null };

const BENEFITS: ReadonlyArray<{ title: MessageKey; text: MessageKey }> = [
  { title: 'column.recruit.benefit.page', text: 'column.recruit.benefit.pageText' },
  { title: 'column.recruit.benefit.featured', text: 'column.recruit.benefit.featuredText' },
  { title: 'column.recruit.benefit.tools', text: 'column.recruit.benefit.toolsText' },
];

const ASKS: readonly MessageKey[] = ['column.recruit.ask.original', 'column.recruit.ask.samples', 'column.recruit.ask.decision'];

/** Each field's label, and the language it is written in (the names and introductions: Chinese, then English). */
const FIELD_LABEL: Record<ColumnApplyField, MessageKey> = {
  name: 'column.recruit.field.name',
  en_name: 'column.recruit.field.enName',
  content: 'column.recruit.field.content',
  en_content: 'column.recruit.field.enContent',
  pic: 'column.recruit.field.pic',
  samples: 'column.recruit.field.samples',
  contact: 'column.recruit.field.contact',
};

const FIELD_LANG: Partial<Record<ColumnApplyField, 'zh-CN' | 'en'>> = {
  name: 'zh-CN',
  en_name: 'en',
  content: 'zh-CN',
  en_content: 'en',
};

/** The banner's drawn size in the summary (16:5). */
const THUMB = { width: 320, height: 100 } as const;

/** An application's words, as the form starts from them. */
const draftOf = (application: ColumnApplication): ColumnApplyDraft => ({
  name: application.name,
  en_name: application.en_name,
  content: application.content,
  en_content: application.en_content,
  pic: application.pic,
  samples: application.samples,
  contact: application.contact,
});

/* ----- The form ----- */

function ApplyForm({
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

/** The application's words as a list of label and value; an optional field left empty says so. */
function Summary({ application }: { application: ColumnApplication }) {
  const t = useT();
  const rows: ColumnApplyField[] = ['name', 'en_name', 'content', 'en_content', 'pic', 'samples', 'contact'];
  return (
    <dl className="spw-recruit-summary">
      {rows.map((field) => {
        const value = application[field].trim();
        let shown;
        if (!value) shown = <span className="spw-recruit-summary__none">{t('column.recruit.none')}</span>;
        else if (field === 'pic') {
          shown = (
            <img
              className="spw-recruit-summary__pic"
              src={application.pic}
              alt={t('column.recruit.bannerAlt', { name: application.name })}
              width={THUMB.width}
              height={THUMB.height}
              loading="lazy"
            />
          );
        } else shown = application[field];
        return (
          <div key={field} className="spw-recruit-summary__row">
            <dt>{t(FIELD_LABEL[field])}</dt>
            <dd
              lang={value ? FIELD_LANG[field] : undefined}
              // The member's own words, as they wrote them.
              translate={value !== '' && !FIELD_LANG[field] && field !== 'pic' ? 'no' : undefined}
              data-multiline={field === 'content' || field === 'en_content' || field === 'samples' ? '' : undefined}
            >
              {shown}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/* ----- The page ----- */

/**
 * /column/recruit: what writing a column here brings and asks, then where the member stands — a
 * sign-in link for visitors, the form, the application waiting (which they may withdraw), the
 * reason a rejected one gave with the form filled from it, or their columns when they write one.
 */
export function ColumnRecruitScreen({
  status,
  mine,
  loginHref,
  onSubmit,
  submitting = false,
  errors = {},
  onWithdraw,
  withdrawing = false,
  uploadPic,
  columnHref,
  creatorHref,
  onRetry,
}: ColumnRecruitScreenProps) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const [another, setAnother] = useState(false);
  const [asking, setAsking] = useState(false);

  const intro = (
    <header className="spw-recruit__intro">
      <h1 id={`${id}-h`} className="spw-recruit__title">
        {t('column.recruit.title')}
      </h1>
      <p className="spw-recruit__lead">{t('column.recruit.lead')}</p>
      <div className="spw-recruit__about">
        <section className="spw-recruit__benefits" aria-labelledby={`${id}-benefits`}>
          <h2 id={`${id}-benefits`} className="spw-recruit__subheading">
            {t('column.recruit.benefits')}
          </h2>
          <ul className="spw-recruit__list">
            {BENEFITS.map((benefit, index) => (
              <li key={benefit.title} className="spw-recruit-benefit">
                <span className="spw-recruit-benefit__mark" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="spw-recruit-benefit__title">{t(benefit.title)}</span>
                <span className="spw-recruit-benefit__text">{t(benefit.text)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="spw-recruit__asks" aria-labelledby={`${id}-asks`}>
          <h2 id={`${id}-asks`} className="spw-recruit__subheading">
            {t('column.recruit.asks')}
          </h2>
          <ul className="spw-recruit__checks">
            {ASKS.map((ask) => (
              <li key={ask}>{t(ask)}</li>
            ))}
          </ul>
        </section>
      </div>
    </header>
  );

  let panel;
  if (status === 'visitor') {
    panel = (
      <div className="spw-recruit__panel spw-recruit__panel--visitor">
        <p className="spw-recruit__text">{t('column.recruit.visitor')}</p>
        <Button asChild>
          <a href={loginHref}>{t('column.recruit.signIn')}</a>
        </Button>
      </div>
    );
  } else if (status === 'loading') {
    panel = (
      <div className="spw-recruit__panel">
        <Skeleton lines={2} announce className="spw-recruit__lines" />
        <Skeleton variant="block" height={160} announce={false} />
        <Skeleton variant="block" height={120} announce={false} />
      </div>
    );
  } else if (status === 'error') {
    panel = <LoadError title={t('column.recruit.loadError')} onRetry={onRetry} />;
  } else {
    const standing = mine ?? NOBODY;
    const application = standing.application;
    const waiting = application?.status === 0 ? application : null;
    const rejected = application?.status === 2 ? application : null;
    const columnist = standing.is_column === 1 || application?.status === 1;
    const form = (heading: MessageKey, initial: ColumnApplyDraft, key: string, focusOnMount = false) => (
      <ApplyForm
        key={key}
        heading={heading}
        initial={initial}
        onSubmit={onSubmit}
        submitting={submitting}
        serverErrors={errors}
        uploadPic={uploadPic}
        focusOnMount={focusOnMount}
      />
    );

    panel = (
      <>
        {columnist ? (
          <section className="spw-recruit__panel spw-recruit-columnist" aria-labelledby={`${id}-columnist`}>
            <h2 id={`${id}-columnist`} className="spw-recruit__subheading">
              {t('column.recruit.columnist.heading')}
            </h2>
            {standing.columns.length > 0 ? (
              <>
                <p className="spw-recruit__label" id={`${id}-columns`}>
                  {t('column.recruit.columnist.columns')}
                </p>
                <ul className="spw-recruit-columnist__columns" aria-labelledby={`${id}-columns`}>
                  {standing.columns.map((column) => {
                    const english = locale === 'en' && column.en_name.trim() !== '';
                    return (
                      <li key={column.id}>
                        <a href={columnHref(column.id)} lang={english ? 'en' : 'zh-CN'}>
                          {english ? column.en_name : column.name}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </>
            ) : null}
            <div className="spw-recruit__actions">
              <Button asChild variant="secondary">
                <a href={creatorHref}>{t('column.recruit.columnist.creator')}</a>
              </Button>
              {!waiting && !rejected && !another ? (
                <Button variant="ghost" onClick={() => setAnother(true)}>
                  {t('column.recruit.columnist.another')}
                </Button>
              ) : null}
            </div>
          </section>
        ) : null}

        {waiting ? (
          <section className="spw-recruit__panel spw-recruit-waiting" aria-labelledby={`${id}-waiting`}>
            <div className="spw-recruit-waiting__head">
              <h2 id={`${id}-waiting`} className="spw-recruit__subheading">
                {t('column.recruit.waiting.heading')}
              </h2>
              <Tag tone="gold" size="sm">
                {t('column.recruit.waiting.status')}
              </Tag>
            </div>
            <p className="spw-recruit__text">
              <time dateTime={waiting.created_at}>{t('column.recruit.sent', { date: formatDate(waiting.created_at, locale) })}</time>
              {' · '}
              {t('column.recruit.waiting.text')}
            </p>
            <Summary application={waiting} />
            <div className="spw-recruit__actions">
              <Button variant="secondary" loading={withdrawing} onClick={() => setAsking(true)}>
                {t('column.recruit.withdraw.button')}
              </Button>
            </div>
            <ConfirmDialog
              open={asking}
              onOpenChange={setAsking}
              tone="danger"
              title={t('column.recruit.withdraw.title')}
              description={t('column.recruit.withdraw.text')}
              confirmLabel={t('column.recruit.withdraw.confirm')}
              cancelLabel={t('column.recruit.withdraw.keep')}
              onConfirm={() => {
                setAsking(false);
                onWithdraw(waiting.id);
              }}
              onCancel={() => setAsking(false)}
            />
          </section>
        ) : rejected ? (
          <>
            <section className="spw-recruit-notice" aria-labelledby={`${id}-rejected`}>
              <h2 id={`${id}-rejected`} className="spw-recruit-notice__heading">
                {t('column.recruit.rejected.heading')}
              </h2>
              {rejected.decided_at ? (
                <p className="spw-recruit-notice__date">
                  <time dateTime={rejected.decided_at}>
                    {t('column.recruit.rejected.decided', { date: formatDate(rejected.decided_at, locale) })}
                  </time>
                </p>
              ) : null}
              {rejected.reason.trim() ? (
                <p className="spw-recruit-notice__reason">
                  <span className="spw-recruit-notice__label">{t('column.recruit.rejected.reason')}</span>{' '}
                  {/* The admin's words, as written. */}
                  <span translate="no">{rejected.reason}</span>
                </p>
              ) : null}
              <p className="spw-recruit-notice__again">{t('column.recruit.rejected.again')}</p>
            </section>
            <div className="spw-recruit__panel">{form('column.recruit.form.again', draftOf(rejected), `again-${rejected.id}`)}</div>
          </>
        ) : !columnist ? (
          <div className="spw-recruit__panel">{form('column.recruit.form.heading', EMPTY_COLUMN_APPLY, 'new')}</div>
        ) : another ? (
          <div className="spw-recruit__panel">{form('column.recruit.form.heading', EMPTY_COLUMN_APPLY, 'another', true)}</div>
        ) : null}
      </>
    );
  }

  return (
    <section className="spw-recruit" aria-labelledby={`${id}-h`} aria-busy={status === 'loading' || undefined}>
      {intro}
      {panel}
    </section>
  );
}
