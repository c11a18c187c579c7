import type { ComponentProps } from 'react';
import { FieldMarks, FieldMessages, FieldRoot, useFieldIds, type FieldProps } from './TextField.tsx';
import './Field.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends ComponentProps<'select'>, FieldProps {
  options: SelectOption[];
  /** A first, empty choice ('请选择城市'); it cannot be chosen back once the field is `required`. */
  placeholder?: string;
}

/**
 * A labelled native <select>: phones open their own picker, and react-hook-form's `register()`
 * spreads onto it. `className` and `style` go to the field's box.
 */
export function SelectField({
  label,
  error,
  hint,
  optional,
  options,
  placeholder,
  id,
  className,
  style,
  required,
  disabled,
  value,
  defaultValue,
  'aria-describedby': describedByProp,
  ...props
}: SelectFieldProps) {
  const { controlId, errorId, hintId, describedBy } = useFieldIds(id, { error, hint, describedBy: describedByProp });
  // Without a value the browser would pick the first real option: start on the placeholder instead.
  const initial = value === undefined && defaultValue === undefined && placeholder !== undefined ? '' : defaultValue;
  return (
    <FieldRoot slot="select-field" className={className} style={style} invalid={Boolean(error)} disabled={disabled}>
      <label className="spw-field__label" htmlFor={controlId}>
        {label}
        <FieldMarks required={required} optional={optional} />
      </label>
      <div className="spw-field__control">
        <select
          id={controlId}
          className="spw-field__input"
          required={required}
          disabled={disabled}
          value={value}
          defaultValue={initial}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={required} data-placeholder="">
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </FieldRoot>
  );
}
