import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Pagination, type Paged } from '../../components/Pagination.tsx';
import type { ProgrammeStatus } from './programmeText.ts';

/** What a paged programme list screen takes for its state: its status, retry, and the pager. */
export interface ProgrammeListProps extends Paged {
  /** Defaults to 'ready'. 'notFound': the link names no edition. */
  status?: ProgrammeStatus;
  onRetry?: () => void;
  /** Where a visitor goes when the edition does not exist: every edition. */
  editionsHref: string;
}

/** ProgrammeState's status, retry, editions link and pager, from a paged list screen's props. */
export function listState({ status = 'ready', editionsHref, onRetry, page, total, rows, onPageChange }: ProgrammeListProps) {
  return { status, editionsHref, onRetry, paged: { page, total, rows, onPageChange } };
}

/** The programme's lists, as their catalogue keys name them. */
export type ProgrammePart = 'agenda' | 'sponsors' | 'album' | 'comments' | 'reports';

export interface ProgrammeStateProps {
  status: ProgrammeStatus;
  /** Ready, but nothing to show. */
  empty: boolean;
  /** Which list this is: its failure and empty titles are `programme.<part>.error` and `.empty`. */
  part: ProgrammePart;
  /** Where a visitor goes when the edition does not exist: every edition. */
  editionsHref: string;
  onRetry?: () => void;
  /** The placeholders drawn while loading (announced once as loading). */
  loading: ReactNode;
  children: ReactNode;
  /** A paged list: the pager follows the children. */
  paged?: Paged;
}

/** Placeholders announced once as loading. */
function Loading({ className, busy = false, children }: { className: string; busy?: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={className} aria-busy={busy || undefined}>
      <span role="status" className="spw-visually-hidden">
        {intl.formatMessage({ id: 'common.loading' })}
      </span>
      {children}
    </div>
  );
}

export interface ProgrammeDetailStateProps {
  status: ProgrammeStatus;
  errorTitle: string;
  notFoundTitle: string;
  /** The way back to the list, under 'not found'. */
  back: { href: string; label: string };
  onRetry?: () => void;
  /** The placeholders drawn while loading (announced once as loading). */
  loading: ReactNode;
}

/** What a programme detail page shows without its item: placeholders, the failure, or 'not found' with the way back. */
export function ProgrammeDetailState({ status, errorTitle, notFoundTitle, back, onRetry, loading }: ProgrammeDetailStateProps) {
  if (status === 'loading') {
    return (
      <Loading className="spw-programme" busy>
        {loading}
      </Loading>
    );
  }
  if (status === 'error') return <LoadError title={errorTitle} onRetry={onRetry} />;
  return (
    <EmptyState
      title={notFoundTitle}
      action={
        <Button asChild variant="secondary">
          <a href={back.href}>{back.label}</a>
        </Button>
      }
    />
  );
}

/** What a programme page shows until its list is ready: placeholders, the failure, no such edition, or nothing yet. */
export function ProgrammeState({ status, empty, part, editionsHref, onRetry, loading, children, paged }: ProgrammeStateProps) {
  const intl = useIntl();
  if (status === 'loading') return <Loading className="spw-programme__section">{loading}</Loading>;
  if (status === 'error') return <LoadError title={intl.formatMessage({ id: `programme.${part}.error` })} onRetry={onRetry} />;
  if (status === 'notFound') {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'guest.list.notFound' })}
        action={
          <Button asChild variant="secondary">
            <a href={editionsHref}>{intl.formatMessage({ id: 'guest.list.editions' })}</a>
          </Button>
        }
      />
    );
  }
  if (empty) return <EmptyState title={intl.formatMessage({ id: `programme.${part}.empty` })} />;
  return (
    <>
      {children}
      {paged ? <Pagination page={paged.page} total={paged.total} rows={paged.rows} onPageChange={paged.onPageChange} /> : null}
    </>
  );
}
