import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { FieldMessages, useFieldIds } from './TextField.tsx';
import './Field.css';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** May hold a link (to the user agreement, say): clicking the link does not tick the box. */
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/**
 * A native checkbox, drawn anew, with its label and an error line; react-hook-form's `register()`
 * spreads onto it. `className` and `style` go to the field's box.
 */
export function CheckboxField({
  label,
  error,
  hint,
  id,
  className,
  style,
  disabled,
  'aria-describedby': describedByProp,
  ...props
}: CheckboxFieldProps) {
  const { controlId, errorId, hintId, describedBy } = useFieldIds(id, { error, hint, describedBy: describedByProp });
  return (
    <div
      className={cn('spw-check', className)}
      style={style}
      data-slot="checkbox-field"
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <div className="spw-check__row">
        <input
          id={controlId}
          type="checkbox"
          className="spw-check__box"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
        <label htmlFor={controlId} className="spw-check__label">
          {label}
        </label>
      </div>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
