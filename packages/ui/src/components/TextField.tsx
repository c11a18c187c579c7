import { useId, type ComponentProps, type ReactNode } from 'react';
import './Field.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'prefix'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Before the input, e.g. a country code. */
  prefix?: ReactNode;
  /** After the input, e.g. a 'send code' button. */
  suffix?: ReactNode;
}

/** A labelled native input (so phones show their own keyboards and react-hook-form can register it). */
export function TextField({ label, error, hint, prefix, suffix, id, className, required, ...props }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['spw-field', className].filter(Boolean).join(' ')} data-slot="text-field" data-invalid={error ? '' : undefined}>
      <label className="spw-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="spw-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="spw-field__control">
        {prefix ? <span className="spw-field__affix">{prefix}</span> : null}
        <input
          id={inputId}
          className="spw-field__input"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          {...props}
        />
        {suffix ? <span className="spw-field__affix spw-field__affix--end">{suffix}</span> : null}
      </div>
      {error ? (
        <p id={errorId} className="spw-field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="spw-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
