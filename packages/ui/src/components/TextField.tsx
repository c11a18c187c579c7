import { useId, type CSSProperties, type ComponentProps, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../lib/cn.ts';
import './Field.css';

/** What every labelled field takes besides its native control's props. */
export interface FieldProps {
  label: ReactNode;
  /** Shown below the control in red; the control is then `aria-invalid` and described by it. */
  error?: string;
  hint?: ReactNode;
  /** Adds '（选填）' after the label (the opposite of `required`, which adds a star). */
  optional?: boolean;
}

/** The ids a field's parts link up with, and the control's `aria-describedby` (error first, then hint). */
export function useFieldIds(
  id: string | undefined,
  { error, hint, describedBy }: { error?: string; hint?: ReactNode; describedBy?: string },
) {
  const auto = useId();
  const controlId = id ?? auto;
  const errorId = error ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return {
    controlId,
    errorId,
    hintId,
    describedBy: [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined,
  };
}

/** The label's trailing marks: a star for required fields, '（选填）' for optional ones. */
export function FieldMarks({ required, optional }: { required?: boolean; optional?: boolean }) {
  const intl = useIntl();
  if (required) {
    // The control's own `required` is what assistive technology announces; the star is for the eye.
    return (
      <span className="spw-field__required" aria-hidden="true">
        *
      </span>
    );
  }
  return optional ? <span className="spw-field__optional">{intl.formatMessage({ id: 'field.optional' })}</span> : null;
}

/** The error and hint lines under a control. Not an alert: the control points at them with `aria-describedby`. */
export function FieldMessages({ error, errorId, hint, hintId }: { error?: string; errorId?: string; hint?: ReactNode; hintId?: string }) {
  return (
    <>
      {error ? (
        <p id={errorId} className="spw-field__error">
          <svg className="spw-field__error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
            <circle cx="8" cy="11.2" r="0.95" fill="#fff" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="spw-field__hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'prefix'>, FieldProps {
  /** Before the input, inside its box, e.g. a country code. */
  prefix?: ReactNode;
  /** After the input, inside its box, e.g. a 'send code' button. */
  suffix?: ReactNode;
}

/**
 * A labelled native input, so phones show their own keyboards and react-hook-form's `register()`
 * spreads straight onto it (`ref` reaches the <input>). `className` and `style` go to the field's
 * box, for layout; every other prop goes to the <input>.
 */
export function TextField({
  label,
  error,
  hint,
  optional,
  prefix,
  suffix,
  id,
  className,
  style,
  required,
  disabled,
  'aria-describedby': describedByProp,
  ...props
}: TextFieldProps) {
  const { controlId, errorId, hintId, describedBy } = useFieldIds(id, { error, hint, describedBy: describedByProp });
  return (
    <FieldRoot slot="text-field" className={className} style={style} invalid={Boolean(error)} disabled={disabled}>
      <label className="spw-field__label" htmlFor={controlId}>
        {label}
        <FieldMarks required={required} optional={optional} />
      </label>
      <div className="spw-field__control">
        {prefix ? <span className="spw-field__affix">{prefix}</span> : null}
        <input
          id={controlId}
          className="spw-field__input"
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        {suffix ? <span className="spw-field__affix spw-field__affix--end">{suffix}</span> : null}
      </div>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </FieldRoot>
  );
}

/** The outer box of a field; `data-invalid` and `data-disabled` drive its look. */
export function FieldRoot({
  ref,
  slot,
  className,
  style,
  invalid,
  disabled,
  children,
}: {
  ref?: Ref<HTMLDivElement>;
  slot: string;
  className?: string;
  style?: CSSProperties;
  invalid: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      className={cn('spw-field', className)}
      style={style}
      data-slot={slot}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      {children}
    </div>
  );
}
