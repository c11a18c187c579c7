import type { components } from '@spw/api';
import { formatDate, formatDateTime, type MessageKey } from '@spw/i18n';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Skeleton } from '../../components/Loading.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import { RadioGroupField } from '../../components/RadioGroupField.tsx';
import { Tag } from '../../components/Tag.tsx';
import { TextareaField } from '../../components/TextareaField.tsx';
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
import { REPORT_REASON_LABEL } from './ReportDialog.tsx';
import './forum-reports.css';

type ForumReportEntry = components['schemas']['ForumReportEntry'];

export interface ForumReportsScreenProps extends Paged {
  status: 'loading' | 'error' | 'ready';
  box: 'open' | 'done';
  /** The tabs are links (a page each). */
  boxHrefOf: (box: 'open' | 'done') => string;
  /** Entries waiting, shown on the open tab '待处理（3）'. */
  open: number;
  items: ForumReportEntry[];
  /** Where the reported thing is read: a thread (a reply's thread) or a market post. */
  hrefOf: (entry: ForumReportEntry) => string;
  userHrefOf: (uid: number) => string;
  /** `${kind}:${id}` of entries being changed (their buttons wait). */
  busyKeys?: readonly string[];
  /**
   * Hide (with the reason the author is told, required, ≤200), warn the author (the warning, required,
   * ≤200; it stays up), show again, or dismiss the reports ('' reason).
   */
  onModerate: (entry: ForumReportEntry, action: 'hide' | 'show' | 'warn' | 'dismiss', reason: string) => void;
  /** Suspend the author for 1, 7, 30 or 365 days with a reason; 0 days and '' lifts a suspension. */
  onSuspend: (entry: ForumReportEntry, days: number, reason: string) => void;
  onRetry?: () => void;
}

type Box = ForumReportsScreenProps['box'];

const BOXES: readonly Box[] = ['open', 'done'];

const EMPTY: Record<Box, MessageKey> = {
  open: 'forum.reports.empty.open',
  done: 'forum.reports.empty.done',
};

const KIND_LABEL: Record<ForumReportEntry['kind'], MessageKey> = {
  thread: 'forum.reports.kind.thread',
  reply: 'forum.reports.kind.reply',
  post: 'forum.reports.kind.post',
};

/** Each reason dialog's words: its button, title, lead, field, required message and confirm. */
const DIALOG_WORDS: Record<'hide' | 'warn', Record<'button' | 'title' | 'lead' | 'reason' | 'required' | 'confirm', MessageKey>> = {
  hide: {
    button: 'forum.reports.hide',
    title: 'forum.reports.hideTitle',
    lead: 'forum.reports.hideLead',
    reason: 'forum.reports.hideReason',
    required: 'forum.reports.hideReasonRequired',
    confirm: 'forum.reports.confirmHide',
  },
  warn: {
    button: 'forum.reports.warn',
    title: 'forum.reports.warnTitle',
    lead: 'forum.reports.warnLead',
    reason: 'forum.reports.warnReason',
    required: 'forum.reports.warnReasonRequired',
    confirm: 'forum.reports.confirmWarn',
  },
};

/** How long an account may be suspended, in days. */
export const SUSPEND_DAYS = [1, 7, 30, 365] as const;

/** The longest reason (hide or suspend) the server takes. */
export const MODERATION_REASON_MAX = 200;

const charCount = (text: string) => [...text].length;

/** The key an entry's busy state is known by. */
export const reportKeyOf = (entry: Pick<ForumReportEntry, 'kind' | 'id'>) => `${entry.kind}:${entry.id}`;

/**
 * A dialog with a reason (and for a suspension, how long), opened from the entry's button: hide
 * the reported words, or suspend their author.
 */
function ReasonDialog({
  entry,
  mode,
  busy,
  describedBy,
  onDone,
}: {
  entry: ForumReportEntry;
  mode: 'hide' | 'warn' | 'suspend';
  busy: boolean;
  describedBy: string;
  onDone: (days: number, reason: string) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const id = useId();
  // hide and warn: a reason about the reported words; suspend: how long, and why.
  const words = mode === 'suspend' ? null : DIALOG_WORDS[mode];
  const hide = words !== null;
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<number>(SUSPEND_DAYS[1]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const change = (next: boolean) => {
    if (next && busy) return;
    setOpen(next);
    // Each opening starts afresh.
    if (next) {
      setDays(SUSPEND_DAYS[1]);
      setReason('');
      setError(undefined);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const value = reason.trim();
    const problem = !value
      ? t(words ? words.required : 'forum.reports.suspendReasonRequired')
      : charCount(value) > MODERATION_REASON_MAX
        ? t('forum.reports.tooLong', { max: MODERATION_REASON_MAX })
        : undefined;
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onDone(days, value);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button
          variant={mode === 'hide' ? 'secondary' : 'ghost'}
          size="sm"
          className={hide ? undefined : 'spw-forum-entry__suspend'}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          aria-describedby={describedBy}
        >
          {t(words ? words.button : 'forum.reports.suspend')}
        </Button>
      </DialogTrigger>
      <DialogContent className="spw-forum-reports-dialog">
        <form noValidate onSubmit={submit} className="spw-forum-reports-dialog__form">
          <DialogHeader>
            <DialogTitle>
              {words
                ? t(words.title)
                : intl.formatMessage(
                    { id: 'forum.reports.suspendTitle' },
                    {
                      // A name as its owner wrote it: not words of the site.
                      name: (
                        <span key="name" translate="no">
                          {entry.author.nickname}
                        </span>
                      ),
                    },
                  )}
            </DialogTitle>
            <DialogDescription>{t(words ? words.lead : 'forum.reports.suspendLead')}</DialogDescription>
          </DialogHeader>
          {hide ? (
            <p className="spw-forum-reports-dialog__excerpt" translate="no">
              {entry.excerpt}
            </p>
          ) : (
            <RadioGroupField
              label={t('forum.reports.suspendDays')}
              name={`${id}-days`}
              value={String(days)}
              options={SUSPEND_DAYS.map((n) => ({ value: String(n), label: t('forum.reports.days', { count: n }) }))}
              onChange={(value) => setDays(Number(value))}
            />
          )}
          <TextareaField
            id={`${id}-reason`}
            label={t(words ? words.reason : 'forum.reports.suspendReason')}
            rows={3}
            required
            maxLength={MODERATION_REASON_MAX}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (error) setError(undefined);
            }}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant={mode === 'warn' ? 'primary' : 'danger'}>
              {t(words ? words.confirm : 'forum.reports.confirmSuspend')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Entry({
  entry,
  busy,
  threadHref,
  userHrefOf,
  onModerate,
  onSuspend,
}: {
  entry: ForumReportEntry;
  busy: boolean;
  threadHref: string;
  userHrefOf: (uid: number) => string;
  onModerate: ForumReportsScreenProps['onModerate'];
  onSuspend: ForumReportsScreenProps['onSuspend'];
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const titleId = `${id}-title`;
  const suspended = entry.author_suspended_until;
  const decision =
    entry.decision === 'hidden'
      ? 'forum.reports.decision.hidden'
      : entry.decision === 'dismissed'
        ? 'forum.reports.decision.dismissed'
        : entry.decision === 'warned'
          ? 'forum.reports.decision.warned'
          : null;

  return (
    <Card asChild variant="outline">
      <article className="spw-forum-entry" aria-labelledby={titleId} aria-busy={busy || undefined} data-decision={entry.decision}>
        <header className="spw-forum-entry__head">
          <p className="spw-forum-entry__tags">
            <Tag tone={entry.kind === 'thread' ? 'info' : entry.kind === 'post' ? 'gold' : 'neutral'} size="sm">
              {t(KIND_LABEL[entry.kind])}
            </Tag>
            {decision ? (
              <Tag tone={entry.decision === 'hidden' ? 'danger' : entry.decision === 'warned' ? 'gold' : 'success'} size="sm">
                {t(decision)}
              </Tag>
            ) : null}
            <span className="spw-forum-entry__times">{t('forum.reports.times', { count: entry.report_amount })}</span>
            <time className="spw-forum-entry__last" dateTime={entry.last_reported_at}>
              {t('forum.reports.lastReported', { date: formatDateTime(entry.last_reported_at, locale) })}
            </time>
          </p>
          {/* The thread's title, as its author wrote it. */}
          <h2 id={titleId} className="spw-forum-entry__title">
            <a href={threadHref} translate="no">
              {entry.title}
            </a>
          </h2>
        </header>

        {/* The reported words, as written. */}
        <p className="spw-forum-entry__excerpt" translate="no">
          {entry.excerpt}
        </p>

        <div className="spw-forum-entry__author">
          <span className="spw-forum-entry__label">{t('forum.reports.author')}</span>
          <Avatar src={entry.author.avatar || undefined} name={entry.author.nickname} size="sm" decorative />
          <a href={userHrefOf(entry.author.id)} translate="no" className="spw-forum-entry__name">
            {entry.author.nickname}
          </a>
          {entry.author.is_verified === 1 ? <VerifiedBadge verified_type={entry.author.verified_type} size="sm" /> : null}
          {suspended ? (
            <Tag tone="danger" size="sm">
              {t('forum.reports.suspendedUntil', { date: formatDate(suspended, locale) })}
            </Tag>
          ) : null}
        </div>

        <div className="spw-forum-entry__reasons">
          <h3 id={`${id}-reasons`} className="spw-forum-entry__subheading">
            {t('forum.reports.reasons')}
          </h3>
          <ul aria-labelledby={`${id}-reasons`}>
            {entry.reasons.map((r, index) => (
              <li key={`${r.reporter.id}-${r.created_at}-${index}`} className="spw-forum-reason">
                <p className="spw-forum-reason__line">
                  <Tag tone="gold" size="sm">
                    {t(REPORT_REASON_LABEL[r.reason])}
                  </Tag>
                  <span className="spw-visually-hidden">{t('forum.reports.reporter')} </span>
                  <a href={userHrefOf(r.reporter.id)} translate="no" className="spw-forum-reason__reporter">
                    {r.reporter.nickname}
                  </a>
                  <time dateTime={r.created_at}>{formatDateTime(r.created_at, locale)}</time>
                </p>
                {r.detail.trim() ? (
                  // What the reporter wrote.
                  <p className="spw-forum-reason__detail" translate="no">
                    {r.detail}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>

        <div className="spw-forum-entry__actions" role="group" aria-label={t('forum.reports.actions')}>
          {entry.is_hidden ? (
            <Button variant="secondary" size="sm" loading={busy} aria-describedby={titleId} onClick={() => onModerate(entry, 'show', '')}>
              {t('forum.reports.show')}
            </Button>
          ) : (
            <ReasonDialog
              entry={entry}
              mode="hide"
              busy={busy}
              describedBy={titleId}
              onDone={(_, reason) => onModerate(entry, 'hide', reason)}
            />
          )}
          {entry.decision === 'open' && !entry.is_hidden ? (
            <ReasonDialog
              entry={entry}
              mode="warn"
              busy={busy}
              describedBy={titleId}
              onDone={(_, reason) => onModerate(entry, 'warn', reason)}
            />
          ) : null}
          {entry.decision === 'open' ? (
            <Button variant="ghost" size="sm" loading={busy} aria-describedby={titleId} onClick={() => onModerate(entry, 'dismiss', '')}>
              {t('forum.reports.dismiss')}
            </Button>
          ) : null}
          {suspended ? (
            <Button variant="ghost" size="sm" loading={busy} aria-describedby={titleId} onClick={() => onSuspend(entry, 0, '')}>
              {t('forum.reports.unsuspend')}
            </Button>
          ) : (
            <ReasonDialog
              entry={entry}
              mode="suspend"
              busy={busy}
              describedBy={titleId}
              onDone={(days, reason) => onSuspend(entry, days, reason)}
            />
          )}
        </div>
      </article>
    </Card>
  );
}

/** /creator/forum/reports (admins): reported threads, replies and market posts; hide, warn, dismiss, show again, suspend their authors. */
export function ForumReportsScreen({
  status,
  box,
  boxHrefOf,
  open,
  items,
  hrefOf,
  userHrefOf,
  busyKeys = [],
  onModerate,
  onSuspend,
  onRetry,
  total,
  page,
  rows,
  onPageChange,
}: ForumReportsScreenProps) {
  const t = useT();
  const id = useId();

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className="spw-forum-reports__items">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="block" height={220} announce={n === 0} className="spw-forum-reports__placeholder" />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = <LoadError title={t('forum.reports.error')} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = <EmptyState title={t(EMPTY[box])} />;
  } else {
    body = (
      <>
        <ol className="spw-forum-reports__items">
          {items.map((entry) => (
            <li key={reportKeyOf(entry)}>
              <Entry
                entry={entry}
                busy={busyKeys.includes(reportKeyOf(entry))}
                threadHref={hrefOf(entry)}
                userHrefOf={userHrefOf}
                onModerate={onModerate}
                onSuspend={onSuspend}
              />
            </li>
          ))}
        </ol>
        <Pagination page={page} total={total} rows={rows} onPageChange={onPageChange} />
      </>
    );
  }

  return (
    <section className="spw-forum-reports" aria-labelledby={`${id}-heading`} aria-busy={status === 'loading' || undefined}>
      <header className="spw-forum-reports__head">
        <h1 id={`${id}-heading`} className="spw-forum-reports__heading">
          {t('forum.reports.heading')}
        </h1>
        <p className="spw-forum-reports__lead">{t('forum.reports.lead')}</p>
      </header>
      <nav className="spw-forum-reports-tabs" aria-label={t('forum.reports.boxes')}>
        <ul>
          {BOXES.map((value) => (
            <li key={value}>
              <a href={boxHrefOf(value)} aria-current={value === box ? 'page' : undefined}>
                {value === 'done'
                  ? t('forum.reports.box.done')
                  : open > 0
                    ? t('forum.reports.box.openCount', { count: open })
                    : t('forum.reports.box.open')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </section>
  );
}
