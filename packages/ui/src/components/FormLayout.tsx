import type { ComponentProps, ReactNode } from 'react';
import './FormLayout.css';

export interface FormLayoutProps extends Omit<ComponentProps<'form'>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** A form-level message (the server's answer), announced when it appears. */
  error?: string;
  actions?: ReactNode;
}

export function FormLayout({ title, description, error, actions, children, className, ...props }: FormLayoutProps) {
  return (
    <form noValidate className={['spw-form', className].filter(Boolean).join(' ')} data-slot="form" {...props}>
      {title ? <h1 className="spw-form__title">{title}</h1> : null}
      {description ? <p className="spw-form__description">{description}</p> : null}
      <div role="alert" className="spw-form__error" hidden={!error}>
        {error}
      </div>
      <div className="spw-form__fields">{children}</div>
      {actions ? <div className="spw-form__actions">{actions}</div> : null}
    </form>
  );
}

/** Two fields side by side on wide screens, one above the other on phones. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className="spw-form__row">{children}</div>;
}
