import type { components } from '@spw/api';
import { formatDateTime, pickText } from '@spw/i18n';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
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
import { CompanyCategories, CompanyLogo } from './CompanyDetailScreen.tsx';
import './company.css';

type Company = components['schemas']['Company'];

export interface CompanyReviewListProps {
  /** Pending entries, oldest first. */
  items: Company[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The entry being decided: its buttons disabled. */
  busyId: number | null;
  onApprove: (id: number) => void;
  /** A dialog asks for the note (required, ≤ 200 chars) before calling. */
  onReject: (id: number, note: string) => void;
}

/** The longest note the server takes. */
const NOTE_MAX = 200;

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
const charCount = (text: string) => Array.from(text).length;

/** A button's words and, for a screen reader, whose entry it acts on ('驳回 贵研铂业股份有限公司'). */
function Named({ label, name }: { label: string; name: string }) {
  return (
    <>
      {label}
      <span className="spw-visually-hidden" translate="no">
        {' '}
        {name}
      </span>
    </>
  );
}

/** Reject: the button, and the dialog asking for the note the creator is told. */
function RejectDialog({ item, busy, onReject }: { item: Company; busy: boolean; onReject: CompanyReviewListProps['onReject'] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ref = useRef<HTMLTextAreaElement>(null);

  const change = (next: boolean) => {
    if (next && busy) return;
    setOpen(next);
    // Each opening starts afresh.
    if (next) {
      setNote('');
      setError(undefined);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const value = note.trim();
    const problem = !value
      ? t('company.review.noteRequired')
      : charCount(value) > NOTE_MAX
        ? t('company.form.tooLong', { max: NOTE_MAX })
        : undefined;
    setError(problem);
    if (problem) {
      ref.current?.focus();
      return;
    }
    onReject(item.id, value);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" disabled={busy}>
          <Named label={t('company.review.reject')} name={item.name} />
        </Button>
      </DialogTrigger>
      <DialogContent className="spw-company-review-dialog">
        <form noValidate onSubmit={submit} className="spw-company-review-dialog__form">
          <DialogHeader>
            <DialogTitle>{t('company.review.rejectTitle')}</DialogTitle>
            <DialogDescription>{t('company.review.rejectLead')}</DialogDescription>
          </DialogHeader>
          <p className="spw-company-review-dialog__who" translate="no">
            {item.name}
          </p>
          <TextareaField
            ref={ref}
            label={t('company.review.note')}
            rows={4}
            required
            maxLength={NOTE_MAX}
            value={note}
            error={error}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              if (error) setError(undefined);
            }}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger">
              {t('company.review.confirmReject')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Item({
  item,
  busy,
  onApprove,
  onReject,
}: {
  item: Company;
  busy: boolean;
  onApprove: CompanyReviewListProps['onApprove'];
  onReject: CompanyReviewListProps['onReject'];
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const nameId = `${id}-name`;
  const intro = pickText(locale, item.intro, item.en_intro).trim();

  return (
    <Card asChild variant="outline">
      <article className="spw-company-review__item" aria-labelledby={nameId} aria-busy={busy || undefined}>
        <header className="spw-company-review__who">
          <CompanyLogo src={item.logo} size="md" />
          <div className="spw-company-review__names">
            <h3 id={nameId} className="spw-company-review__name" translate="no">
              {item.name}
            </h3>
            {item.en_name ? (
              <p className="spw-company-review__en-name" translate="no" lang="en">
                {item.en_name}
              </p>
            ) : null}
          </div>
        </header>
        <dl className="spw-company-review__facts">
          <div>
            <dt>{t('company.review.submitter')}</dt>
            {/* A name as its owner wrote it. */}
            <dd translate="no">{item.user.nickname}</dd>
          </div>
          <div>
            <dt>{t('company.field.licence_no')}</dt>
            <dd translate="no">{item.licence_no || '—'}</dd>
          </div>
          {item.submitted_at ? (
            <div>
              <dt>{t('company.detail.submittedAt')}</dt>
              <dd>
                <time dateTime={item.submitted_at}>{formatDateTime(item.submitted_at, locale)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
        {item.categories.length > 0 ? <CompanyCategories categories={item.categories} /> : null}
        {intro ? (
          <p className="spw-company-review__intro" translate="no">
            {intro}
          </p>
        ) : null}
        <div className="spw-company-review__decide" role="group" aria-label={t('company.review.decision')}>
          <Button size="sm" disabled={busy} onClick={() => onApprove(item.id)}>
            <Named label={t('company.review.approve')} name={item.name} />
          </Button>
          <RejectDialog item={item} busy={busy} onReject={onReject} />
        </div>
      </article>
    </Card>
  );
}

/**
 * The yellow-pages entries waiting for an admin (shown on /creator/company/detail to admins):
 * oldest first, each with its logo, names, submitter, licence number, categories and the start of
 * its introduction; approve at once, or reject with a note the creator is told.
 */
export function CompanyReviewList({
  items,
  total,
  page,
  pageSize,
  onPage,
  loading = false,
  error = null,
  onRetry,
  busyId,
  onApprove,
  onReject,
}: CompanyReviewListProps) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;

  let body: ReactNode;
  if (loading) {
    body = (
      <div className="spw-company-review__list" data-loading="">
        <Skeleton variant="block" height={180} />
        <Skeleton variant="block" height={180} announce={false} />
      </div>
    );
  } else if (error) {
    body = <LoadError title={t('company.review.loadFailed')} description={error} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = <EmptyState title={t('company.review.empty')} />;
  } else {
    body = (
      <>
        <ul className="spw-company-review__list" aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={item.id}>
              <Item item={item} busy={busyId === item.id} onApprove={onApprove} onReject={onReject} />
            </li>
          ))}
        </ul>
        <Pagination page={page} total={total} rows={pageSize} onPageChange={onPage} />
      </>
    );
  }

  const counted = !loading && !error;
  return (
    <section className="spw-company-review" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 id={headingId} className="spw-company-review__heading">
        {t('company.review.heading')}
        {counted ? ' ' : null}
        {counted ? <span className="spw-company-review__count">{t('company.review.count', { n: total })}</span> : null}
      </h2>
      {body}
    </section>
  );
}
