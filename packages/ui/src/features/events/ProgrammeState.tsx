import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import type { ProgrammeStatus } from './programmeText.ts';

export interface ProgrammeStateProps {
  status: ProgrammeStatus;
  /** Ready, but nothing to show. */
  empty: boolean;
  errorTitle: string;
  emptyTitle: string;
  /** Where a visitor goes when the edition does not exist: every edition. */
  editionsHref: string;
  onRetry?: () => void;
  /** The placeholders drawn while loading (announced once as loading). */
  loading: ReactNode;
  children: ReactNode;
}

/** What a programme page shows until its list is ready: placeholders, the failure, no such edition, or nothing yet. */
export function ProgrammeState({ status, empty, errorTitle, emptyTitle, editionsHref, onRetry, loading, children }: ProgrammeStateProps) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <div className="spw-programme__section">
        <span role="status" className="spw-visually-hidden">
          {intl.formatMessage({ id: 'common.loading' })}
        </span>
        {loading}
      </div>
    );
  }
  if (status === 'error') return <LoadError title={errorTitle} onRetry={onRetry} />;
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
  if (empty) return <EmptyState title={emptyTitle} />;
  return <>{children}</>;
}
