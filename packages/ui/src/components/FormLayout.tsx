import { useId, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn.ts';
import './FormLayout.css';

export interface FormLayoutProps extends Omit<ComponentProps<'form'>, 'title'> {
  /** The form's heading; it also names the form, so the form becomes a landmark. */
  title?: ReactNode;
  /** The heading's level: h1 for a page of its own, h2 inside a page or dialog. */
  titleAs?: 'h1' | 'h2' | 'h3';
  description?: ReactNode;
  /** A form-level message (the server's answer), announced as an alert when it appears. */
  error?: string;
  /** The footer: submit button, secondary links. */
  actions?: ReactNode;
  /** Explain the star under the heading: '标 * 的为必填项'. */
  requiredNote?: boolean;
}

/**
 * A <form> with a steady vertical rhythm: heading, description, form-level alert, fields, actions.
 * `noValidate` by default: react-hook-form validates, and its messages are the catalogue's.
 */
export function FormLayout({
  title,
  titleAs: Heading = 'h1',
  description,
  error,
  actions,
  requiredNote = false,
  children,
  className,
  ...props
}: FormLayoutProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <form noValidate aria-labelledby={title ? titleId : undefined} className={cn('spw-form', className)} data-slot="form" {...props}>
      {title || description || requiredNote ? (
        <div className="spw-form__header">
          {title ? (
            <Heading id={titleId} className="spw-form__title">
              {title}
            </Heading>
          ) : null}
          {description ? <p className="spw-form__description">{description}</p> : null}
          {requiredNote ? <p className="spw-form__note">{intl.formatMessage({ id: 'field.required' })}</p> : null}
        </div>
      ) : null}
      {/* Always in the page, so screen readers are listening when a message arrives. */}
      <div role="alert" className="spw-form__error" hidden={!error}>
        {error ? (
          <>
            <svg className="spw-form__error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <circle cx="8" cy="8" r="7" fill="currentColor" />
              <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
              <circle cx="8" cy="11.2" r="0.95" fill="#fff" />
            </svg>
            <span>{error}</span>
          </>
        ) : null}
      </div>
      <div className="spw-form__fields">{children}</div>
      {actions ? <div className="spw-form__actions">{actions}</div> : null}
    </form>
  );
}

/** Two fields side by side on wide screens, one above the other on phones. */
export function FormRow({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="form-row" className={cn('spw-form__row', className)} {...props} />;
}
