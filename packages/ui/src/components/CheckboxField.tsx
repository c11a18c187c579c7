import { useId, type ComponentProps, type ReactNode } from 'react';
import './Field.css';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A native checkbox with its label (which may hold a link) and an error line. */
export function CheckboxField({ label, error, id, className, ...props }: CheckboxFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['spw-check', className].filter(Boolean).join(' ')} data-slot="checkbox-field">
      <div className="spw-check__row">
        <input
          id={inputId}
          type="checkbox"
          className="spw-check__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...props}
        />
        <label htmlFor={inputId} className="spw-check__label">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="spw-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
