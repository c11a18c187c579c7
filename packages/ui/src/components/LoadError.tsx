import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { ErrorMark } from './ErrorMark.tsx';

export interface LoadErrorProps {
  /** What could not be loaded ('嘉宾加载失败'). */
  title: ReactNode;
  /** The server's or the network's message, when there is one. */
  description?: ReactNode;
  /** Shows a retry button. */
  onRetry?: () => void;
}

/** A list or page that failed to load: announced, with the reason and a retry. */
export function LoadError({ title, description, onRetry }: LoadErrorProps) {
  const intl = useIntl();
  return (
    <div role="alert">
      <EmptyState
        icon={<ErrorMark />}
        title={title}
        description={description}
        action={
          onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
