import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn.ts';
import './EmptyState.css';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Defaults to '暂无数据' (common.empty). */
  title?: ReactNode;
  description?: ReactNode;
  /** A button or link: what to do next. */
  action?: ReactNode;
  /** Replaces the default drawing (an open box). */
  icon?: ReactNode;
}

/** What a list or panel shows when it has nothing: a quiet drawing, a line of text, maybe an action. */
export function EmptyState({ title, description, action, icon, className, ...props }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <div data-slot="empty-state" className={cn('spw-empty', className)} {...props}>
      <span className="spw-empty__icon" aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 48 48" focusable="false">
            <path
              d="M8 19 24 11l16 8v18l-16 8-16-8z"
              fill="var(--color-platinum-100)"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
            <path d="M8 19l16 8 16-8M24 27v18" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
            <path d="M24 3v4M14 6l2 3.5M34 6l-2 3.5" stroke="var(--color-gold-500)" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        )}
      </span>
      <p className="spw-empty__title">{title ?? intl.formatMessage({ id: 'common.empty' })}</p>
      {description ? <p className="spw-empty__description">{description}</p> : null}
      {action ? <div className="spw-empty__action">{action}</div> : null}
    </div>
  );
}
