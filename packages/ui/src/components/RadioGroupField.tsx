import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { FieldMarks, FieldMessages, useFieldIds, type FieldProps } from './TextField.tsx';
import './Field.css';

export const radioGroupFieldVariants = cva('spw-radio-group', {
  variants: { orientation: { horizontal: 'spw-radio-group--horizontal', vertical: 'spw-radio-group--vertical' } },
  defaultVariants: { orientation: 'horizontal' },
});

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupFieldProps
  extends Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue' | 'name'>, FieldProps, VariantProps<typeof radioGroupFieldVariants> {
  name: string;
  options: RadioOption[];
  /** Controlled choice. */
  value?: string;
  /** Uncontrolled first choice. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  /** Spread onto every radio, e.g. `inputProps={register('gender')}`. */
  inputProps?: Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked' | 'defaultChecked' | 'id'>;
}

/**
 * A fieldset of native radios: arrow keys move between them, and react-hook-form registers them
 * through `inputProps`. The fieldset is the radiogroup, so it carries the error and required state.
 */
export function RadioGroupField({
  label,
  error,
  hint,
  optional,
  name,
  options,
  value,
  defaultValue,
  onChange,
  required,
  disabled,
  inputProps,
  orientation,
  id,
  className,
  'aria-describedby': describedByProp,
  ...props
}: RadioGroupFieldProps) {
  const { controlId, errorId, hintId, describedBy } = useFieldIds(id, { error, hint, describedBy: describedByProp });
  return (
    <fieldset
      id={controlId}
      // A fieldset may take the radiogroup role; its legend still names it.
      role="radiogroup"
      data-slot="radio-group-field"
      data-variant={orientation ?? 'horizontal'}
      data-invalid={error ? '' : undefined}
      className={radioGroupFieldVariants({ orientation, className })}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy}
      {...props}
    >
      <legend className="spw-field__label">
        {label}
        <FieldMarks required={required} optional={optional} />
      </legend>
      <div className="spw-radio-group__options">
        {options.map((option, index) => {
          const optionId = `${controlId}-${index}`;
          const off = disabled || option.disabled;
          return (
            <div key={option.value} className="spw-radio" data-disabled={off ? '' : undefined}>
              <input
                type="radio"
                id={optionId}
                className="spw-radio__dot"
                name={name}
                value={option.value}
                required={required}
                disabled={option.disabled}
                checked={value === undefined ? undefined : value === option.value}
                defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
                {...inputProps}
                onChange={(event) => {
                  inputProps?.onChange?.(event);
                  onChange?.(event.currentTarget.value);
                }}
              />
              <label htmlFor={optionId} className="spw-radio__label">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </fieldset>
  );
}
