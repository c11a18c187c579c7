import { formatDateTime, type MessageKey } from '@spw/i18n';
import { useId, useState, type FormEvent } from 'react';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { useLocale, useT } from '../../lib/intl.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../primitives/Dialog.tsx';
import { CertificationFields } from './CertificationResultScreen.tsx';
import { badgeType, CERTIFICATION_LIMITS as LIMITS, charCount, STATUS_TONE, TYPE_LABEL, type Certification } from './certificationText.ts';
import './certification.css';

/** An admin's answer: approve with the badge's words, or reject with the reason the member is told. */
export type CertificationDecision = { pass: true; verified_reason: string } | { pass: false; reason: string };

export interface CertificationQueueScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  filter: 0 | 1 | 2;
  filterHrefOf: (status: 0 | 1 | 2) => string;
  items: Certification[];
  waiting: number;
  userHrefOf: (c: Certification) => string;
  /** Ids being decided. */
  busyIds?: readonly number[];
  /** Approve with the badge's words (prefilled with the application's reason, editable ≤40), or reject with a reason (required, ≤200). */
  onDecide: (c: Certification, decision: { pass: true; verified_reason: string } | { pass: false; reason: string }) => void;
  onRetry?: () => void;
}

const FILTERS = [0, 1, 2] as const;
type Filter = (typeof FILTERS)[number];

const FILTER_LABEL: Record<Filter, MessageKey> = {
  0: 'certification.review.filter.waiting',
  1: 'certification.review.filter.approved',
  2: 'certification.review.filter.rejected',
};

const EMPTY: Record<Filter, MessageKey> = {
  0: 'certification.review.empty.waiting',
  1: 'certification.review.empty.approved',
  2: 'certification.review.empty.rejected',
};

/** Approve (the badge's words, editable) or reject (a reason): a dialog opened from the entry's button. */
function DecideDialog({
  item,
  pass,
  busy,
  onDecide,
}: {
  item: Certification;
  pass: boolean;
  busy: boolean;
  onDecide: CertificationQueueScreenProps['onDecide'];
}) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [words, setWords] = useState(item.reason);
  const [error, setError] = useState<string | undefined>();
  const max = pass ? LIMITS.reason : LIMITS.rejectReason;

  const change = (next: boolean) => {
    if (next && busy) return;
    setOpen(next);
    // Each opening starts afresh: the application's words to approve, an empty reason to reject.
    if (next) {
      setWords(pass ? item.reason : '');
      setError(undefined);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const value = words.trim();
    const problem = !value
      ? t(pass ? 'certification.review.badgeWordsRequired' : 'certification.review.reasonRequired')
      : charCount(value) > max
        ? t('certification.error.tooLong', { max })
        : undefined;
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-words`)?.focus();
      return;
    }
    onDecide(item, pass ? { pass: true, verified_reason: value } : { pass: false, reason: value });
    setOpen(false);
  };

  const field = {
    id: `${id}-words`,
    required: true,
    maxLength: max,
    value: words,
    error,
    onChange: (event: { target: { value: string } }) => {
      setWords(event.target.value);
      if (error) setError(undefined);
    },
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button
          variant={pass ? 'primary' : 'secondary'}
          className="spw-cert-entry__button"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {t(pass ? 'certification.review.approve' : 'certification.review.reject')}
          {/* The applicant's name after each button's: 'Approve 陈立群' tells the entries' buttons apart. */}
          <span className="spw-visually-hidden" translate="no">
            {' '}
            {item.name}
          </span>
        </Button>
      </DialogTrigger>
      <DialogContent className="spw-cert-dialog">
        <form noValidate onSubmit={submit} className="spw-cert-dialog__form">
          <DialogHeader>
            <DialogTitle>{t(pass ? 'certification.review.approveTitle' : 'certification.review.rejectTitle')}</DialogTitle>
            <DialogDescription>{t(pass ? 'certification.review.approveLead' : 'certification.review.rejectLead')}</DialogDescription>
          </DialogHeader>
          <p className="spw-cert-dialog__who">
            <span className="spw-cert-dialog__who-label">{t('certification.review.applicant')}</span>
            <span translate="no">{item.name}</span>
            <span>{t(TYPE_LABEL[item.type])}</span>
          </p>
          {pass ? (
            <>
              <TextField label={t('certification.review.badgeWords')} hint={t('certification.review.badgeWordsHint')} {...field} />
              <p className="spw-cert-dialog__preview" aria-hidden="true">
                <VerifiedBadge verified_type={badgeType(item.type)} reason={words.trim() || undefined} withLabel size="lg" />
              </p>
            </>
          ) : (
            <TextareaField label={t('certification.review.reason')} rows={4} {...field} />
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant={pass ? 'primary' : 'danger'}>
              {t(pass ? 'certification.review.confirmApprove' : 'certification.review.confirmReject')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Entry({
  item,
  busy,
  userHref,
  onDecide,
}: {
  item: Certification;
  busy: boolean;
  userHref: string;
  onDecide: CertificationQueueScreenProps['onDecide'];
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const titleId = `${id}-title`;
  const waiting = item.status === 0;

  return (
    <Card asChild variant="outline">
      <article className="spw-cert-entry" aria-labelledby={titleId} aria-busy={busy || undefined}>
        <header className="spw-cert-entry__head">
          <h2 id={titleId} className="spw-cert-entry__title" translate="no">
            {item.name}
          </h2>
          <div className="spw-cert-entry__meta">
            <span className="spw-cert-entry__who">
              <Avatar src={item.user.avatar || undefined} name={item.user.nickname} size="sm" decorative />
              {/* A name as its owner wrote it: not words of the site. */}
              <a className="spw-cert-entry__user" href={userHref} translate="no">
                {item.user.nickname}
              </a>
            </span>
            <Tag tone={item.type === 2 ? 'neutral' : 'gold'} size="sm">
              {t(TYPE_LABEL[item.type])}
            </Tag>
            <time dateTime={item.created_at}>{t('certification.sent', { date: formatDateTime(item.created_at, locale) })}</time>
          </div>
        </header>

        <CertificationFields item={item} />

        {waiting ? (
          <div className="spw-cert-entry__decide" role="group" aria-label={t('certification.review.decision')}>
            <DecideDialog item={item} pass busy={busy} onDecide={onDecide} />
            <DecideDialog item={item} pass={false} busy={busy} onDecide={onDecide} />
          </div>
        ) : (
          <div className="spw-cert-entry__outcome">
            <p className="spw-cert-entry__decided">
              <Tag tone={STATUS_TONE[item.status]} size="sm">
                {t(FILTER_LABEL[item.status])}
              </Tag>
              {item.decided_at ? (
                <time dateTime={item.decided_at}>{t('certification.decided', { date: formatDateTime(item.decided_at, locale) })}</time>
              ) : null}
            </p>
            {item.status === 2 && item.reject_reason.trim() ? (
              <div className="spw-cert-reason">
                <p className="spw-cert-reason__label">{t('certification.review.reason')}</p>
                {/* The admin's words, as written. */}
                <p className="spw-cert-reason__text" translate="no">
                  {item.reject_reason}
                </p>
              </div>
            ) : null}
          </div>
        )}
      </article>
    </Card>
  );
}

/** /creator/certification/review (admins): verification requests by status; approve or reject the waiting ones. */
export function CertificationQueueScreen({
  status,
  filter,
  filterHrefOf,
  items,
  waiting,
  userHrefOf,
  busyIds = [],
  onDecide,
  total,
  page,
  rows,
  onPageChange,
  onRetry,
}: CertificationQueueScreenProps) {
  const t = useT();
  const id = useId();

  let body;
  if (status === 'loading') {
    body = (
      <div className="spw-cert-list__items">
        {[0, 1].map((n) => (
          <Skeleton key={n} variant="block" height={360} announce={n === 0} className="spw-cert-placeholder" />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('certification.review.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = <EmptyState title={t(EMPTY[filter])} />;
  } else {
    body = (
      <>
        <p className="spw-cert-list__count">{t('certification.review.count', { total })}</p>
        <ol className="spw-cert-list__items">
          {items.map((item) => (
            <li key={item.id}>
              <Entry item={item} busy={busyIds.includes(item.id)} userHref={userHrefOf(item)} onDecide={onDecide} />
            </li>
          ))}
        </ol>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-cert-list" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-cert__head">
        <h1 id={`${id}-heading`} className="spw-cert__heading">
          {t('certification.review.heading')}
        </h1>
        <p className="spw-cert__lead">{t('certification.review.lead')}</p>
      </header>
      <nav className="spw-cert-tabs" aria-label={t('certification.review.filters')}>
        <ul>
          {FILTERS.map((value) => (
            <li key={value}>
              <a href={filterHrefOf(value)} aria-current={value === filter ? 'page' : undefined}>
                {value === 0 && waiting > 0 ? t('certification.review.filter.waitingCount', { count: waiting }) : t(FILTER_LABEL[value])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </section>
  );
}
