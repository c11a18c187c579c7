import type { components } from '@spw/api';
import { formatDateTime, type MessageKey } from '@spw/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useT } from '../../lib/intl.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import './column.css';
import './recruit.css';

type ColumnApplication = components['schemas']['ColumnApplication'];

/** An admin's answer: approve, or reject with the reason the applicant is told. */
export type ColumnApplyDecision = { pass: true } | { pass: false; reason: string };

export interface ColumnApplicationsScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  /** Which applications are listed: waiting 0, approved 1, rejected 2, withdrawn 3. */
  filter: 0 | 1 | 2 | 3;
  /** The address of each filter's tab (links, so the browser's back works). */
  filterHref: (filter: 0 | 1 | 2 | 3) => string;
  items: ColumnApplication[];
  /** Resolves once decided (the container then drops the entry), rejects when it failed. */
  onDecide: (item: ColumnApplication, decision: ColumnApplyDecision) => Promise<void>;
  /** The id being decided: its buttons wait. */
  deciding?: number;
  userHref: (uid: number) => string;
  columnHref: (id: number) => string;
  onRetry?: () => void;
}

const FILTERS = [0, 1, 2, 3] as const;
type Filter = (typeof FILTERS)[number];

const FILTER_LABEL: Record<Filter, MessageKey> = {
  0: 'column.review.filter.waiting',
  1: 'column.review.filter.approved',
  2: 'column.review.filter.rejected',
  3: 'column.review.filter.withdrawn',
};

const EMPTY: Record<Filter, MessageKey> = {
  0: 'column.review.empty.waiting',
  1: 'column.review.empty.approved',
  2: 'column.review.empty.rejected',
  3: 'column.review.empty.withdrawn',
};

const STATUS_TONE = { 0: 'gold', 1: 'success', 2: 'danger', 3: 'neutral' } as const;

/** The longest reason /columnApply/decide takes (ColumnApplyDecideBody.reason). */
const REASON_MAX = 200;

/** The banner's drawn size (16:5). */
const THUMB = { width: 320, height: 100 } as const;

/** Characters as a reader counts them (an emoji is one). */
const length = (text: string) => [...text].length;

/** One of the application's words: its label, and the value in the language it is written in. */
function Field({
  label,
  value,
  lang,
  multiline = false,
}: {
  label: MessageKey;
  value: string;
  lang?: 'zh-CN' | 'en';
  multiline?: boolean;
}) {
  const t = useT();
  const given = value.trim() !== '';
  return (
    <div className="spw-apply-entry__row">
      <dt>{t(label)}</dt>
      {given ? (
        // The applicant's words, as written: a language of their own when known, else not for translation.
        <dd lang={lang} translate={lang ? undefined : 'no'} data-multiline={multiline ? '' : undefined}>
          {value}
        </dd>
      ) : (
        <dd className="spw-apply-entry__none">{t('column.review.none')}</dd>
      )}
    </div>
  );
}

function ApplicationEntry({
  item,
  busy,
  onDecide,
  userHref,
  columnHref,
}: {
  item: ColumnApplication;
  busy: boolean;
  onDecide: ColumnApplicationsScreenProps['onDecide'];
  userHref: string;
  columnHref: ColumnApplicationsScreenProps['columnHref'];
}) {
  const locale = useLocale();
  const t = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const reasonId = `${id}-reason`;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const rejectButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    // Into the reason when the form opens, back to its button when it closes (not on the first draw).
    if (rejecting) {
      opened.current = true;
      document.getElementById(reasonId)?.focus();
    } else if (opened.current) {
      rejectButton.current?.focus();
    }
  }, [rejecting, reasonId]);

  const close = () => {
    setRejecting(false);
    setReason('');
    setError(undefined);
  };

  /** The container tells a failure; the entry stays as it is, to try again. */
  const decide = async (decision: ColumnApplyDecision) => {
    try {
      await onDecide(item, decision);
      return true;
    } catch {
      return false;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const words = reason.trim();
    const problem = !words
      ? t('column.review.reasonRequired')
      : length(words) > REASON_MAX
        ? t('column.review.reasonTooLong', { max: REASON_MAX })
        : undefined;
    setError(problem);
    if (problem) {
      document.getElementById(reasonId)?.focus();
      return;
    }
    if (await decide({ pass: false, reason: words })) close();
  };

  // The column's name after each button's name: 'Approve <name>' tells the entries' buttons apart.
  const about = (
    <span className="spw-visually-hidden" lang="zh-CN">
      {' '}
      {item.name}
    </span>
  );
  const waiting = item.status === 0;

  return (
    <Card asChild variant="outline">
      <article className="spw-apply-entry" aria-labelledby={titleId}>
        <header className="spw-apply-entry__head">
          <h2 id={titleId} className="spw-apply-entry__title" lang="zh-CN">
            {item.name}
          </h2>
          {item.en_name.trim() ? (
            <p className="spw-apply-entry__en" lang="en">
              {item.en_name}
            </p>
          ) : null}
          <div className="spw-apply-entry__meta">
            <span className="spw-apply-entry__who">
              <Avatar src={item.avatar || undefined} name={item.nickname} size="sm" decorative />
              {/* A name as its owner wrote it: not words of the site. */}
              <a className="spw-column-owner__name spw-apply-entry__user" href={userHref} translate="no">
                {item.nickname}
              </a>
            </span>
            <time dateTime={item.created_at}>{t('column.review.sent', { date: formatDateTime(item.created_at, locale) })}</time>
            {waiting ? null : (
              <Tag tone={STATUS_TONE[item.status]} size="sm">
                {t(FILTER_LABEL[item.status])}
              </Tag>
            )}
          </div>
        </header>

        <dl className="spw-apply-entry__fields">
          <Field label="column.review.field.name" value={item.name} lang="zh-CN" />
          <Field label="column.review.field.enName" value={item.en_name} lang="en" />
          <Field label="column.review.field.content" value={item.content} lang="zh-CN" multiline />
          <Field label="column.review.field.enContent" value={item.en_content} lang="en" multiline />
          <div className="spw-apply-entry__row">
            <dt>{t('column.review.field.pic')}</dt>
            {item.pic ? (
              <dd>
                <img
                  className="spw-apply-entry__pic"
                  src={item.pic}
                  alt={t('column.review.bannerAlt', { name: item.name })}
                  width={THUMB.width}
                  height={THUMB.height}
                  loading="lazy"
                />
              </dd>
            ) : (
              <dd className="spw-apply-entry__none">{t('column.review.none')}</dd>
            )}
          </div>
          <Field label="column.review.field.samples" value={item.samples} multiline />
          <Field label="column.review.field.contact" value={item.contact} />
        </dl>

        {waiting ? (
          <>
            <div className="spw-apply-entry__decide" role="group" aria-label={t('column.review.decision')}>
              <Button
                aria-disabled={busy || undefined}
                aria-busy={busy || undefined}
                className="spw-apply-entry__button"
                onClick={() => {
                  if (!busy) void decide({ pass: true });
                }}
              >
                {t('column.review.approve')}
                {about}
              </Button>
              <Button
                ref={rejectButton}
                variant="secondary"
                className="spw-apply-entry__button"
                aria-expanded={rejecting}
                aria-controls={rejecting ? `${id}-reject` : undefined}
                onClick={() => (rejecting ? close() : setRejecting(true))}
              >
                {t('column.review.reject')}
                {about}
              </Button>
            </div>
            {rejecting ? (
              <form id={`${id}-reject`} className="spw-apply-reject" noValidate onSubmit={(event) => void submit(event)}>
                <TextareaField
                  id={reasonId}
                  label={t('column.review.reason')}
                  required
                  hint={t('column.review.reasonHint')}
                  maxLength={REASON_MAX}
                  rows={3}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.target.value);
                    if (error) setError(undefined);
                  }}
                  error={error}
                />
                <div className="spw-apply-reject__actions">
                  <Button type="submit" variant="danger" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
                    {t('column.review.confirmReject')}
                  </Button>
                  <Button type="button" variant="ghost" onClick={close}>
                    {t('common.cancel')}
                  </Button>
                </div>
              </form>
            ) : null}
          </>
        ) : (
          <div className="spw-apply-entry__outcome">
            {item.decided_at ? (
              <p className="spw-apply-entry__decided">
                <time dateTime={item.decided_at}>
                  {t(item.status === 3 ? 'column.review.withdrawnAt' : 'column.review.decidedAt', {
                    date: formatDateTime(item.decided_at, locale),
                  })}
                </time>
              </p>
            ) : null}
            {item.status === 2 && item.reason.trim() ? (
              <p className="spw-apply-entry__reason">
                <span className="spw-apply-entry__reason-label">{t('column.review.reason')}</span>
                {/* The admin's words, as written. */}
                <span translate="no">{item.reason}</span>
              </p>
            ) : null}
            {item.status === 1 && item.column_id !== null ? (
              <Button asChild variant="secondary" size="sm">
                <a href={columnHref(item.column_id)}>
                  {t('column.review.viewColumn')}
                  {about}
                </a>
              </Button>
            ) : null}
          </div>
        )}
      </article>
    </Card>
  );
}

/** /creator/column/review (admins): applications to write a column by status; approve or reject the waiting ones. */
export function ColumnApplicationsScreen({
  status,
  filter,
  filterHref,
  items,
  total,
  page,
  rows,
  onPageChange,
  onDecide,
  deciding,
  userHref,
  columnHref,
  onRetry,
}: ColumnApplicationsScreenProps) {
  const t = useT();
  const id = useId();

  let body;
  if (status === 'loading') {
    body = (
      <div className="spw-apply-list__items">
        {[0, 1].map((n) => (
          <Skeleton key={n} variant="block" height={320} announce={n === 0} className="spw-apply-list__placeholder" />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('column.review.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = <EmptyState title={t(EMPTY[filter])} />;
  } else {
    body = (
      <>
        <p className="spw-apply-list__count">{t('column.review.count', { total })}</p>
        <ol className="spw-apply-list__items">
          {items.map((item) => (
            <li key={item.id}>
              <ApplicationEntry
                item={item}
                busy={deciding === item.id}
                onDecide={onDecide}
                userHref={userHref(item.uid)}
                columnHref={columnHref}
              />
            </li>
          ))}
        </ol>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-apply-list" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-apply-list__head">
        <h1 id={`${id}-heading`} className="spw-apply-list__heading">
          {t('column.review.heading')}
        </h1>
        <p className="spw-apply-list__lead">{t('column.review.lead')}</p>
      </header>
      <nav className="spw-apply-tabs" aria-label={t('column.review.filters')}>
        <ul>
          {FILTERS.map((value) => (
            <li key={value}>
              <a href={filterHref(value)} aria-current={value === filter ? 'page' : undefined}>
                {t(FILTER_LABEL[value])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </section>
  );
}
