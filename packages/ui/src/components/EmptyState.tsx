import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './EmptyState.css';

export interface EmptyStateProps {
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <div className="spw-empty" data-slot="empty-state">
      <svg className="spw-empty__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M24 4 42 14v20L24 44 6 34V14z" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M6 14l18 10 18-10M24 24v20" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p className="spw-empty__title">{title ?? intl.formatMessage({ id: 'common.empty' })}</p>
      {description ? <p className="spw-empty__description">{description}</p> : null}
      {action}
    </div>
  );
}
