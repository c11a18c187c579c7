import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { FieldMarks, FieldMessages, FieldRoot, useFieldIds, type FieldProps } from './TextField.tsx';
import './Field.css';

export interface TextareaFieldProps extends ComponentProps<'textarea'>, FieldProps {
  /** Show the '12 / 300' counter; on by default when there is a `maxLength`. */
  showCount?: boolean;
}

/**
 * A labelled native <textarea> (react-hook-form's `register()` spreads onto it). With `maxLength`
 * it counts the characters typed. `className` and `style` go to the field's box.
 */
export function TextareaField({
  label,
  error,
  hint,
  optional,
  id,
  className,
  style,
  required,
  disabled,
  maxLength,
  showCount = maxLength !== undefined,
  value,
  defaultValue,
  onChange,
  'aria-describedby': describedByProp,
  ...props
}: TextareaFieldProps) {
  const intl = useIntl();
  const counted = showCount && maxLength !== undefined;
  const { controlId, errorId, hintId, describedBy } = useFieldIds(id, { error, hint, describedBy: describedByProp });
  const limitId = counted ? `${controlId}-limit` : undefined;
  const rootRef = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState(() => String(defaultValue ?? '').length);
  // react-hook-form writes its default value into the element through the ref, without an event.
  useLayoutEffect(() => {
    const textarea = rootRef.current?.querySelector('textarea');
    if (textarea) setTyped(textarea.value.length);
  }, []);
  const count = value !== undefined && value !== null ? String(value).length : typed;

  return (
    <FieldRoot ref={rootRef} slot="textarea-field" className={className} style={style} invalid={Boolean(error)} disabled={disabled}>
      <label className="spw-field__label" htmlFor={controlId}>
        {label}
        <FieldMarks required={required} optional={optional} />
      </label>
      <div className="spw-field__control">
        <textarea
          id={controlId}
          className="spw-field__input"
          required={required}
          disabled={disabled}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => {
            setTyped(event.currentTarget.value.length);
            return onChange?.(event);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, limitId].filter(Boolean).join(' ') || undefined}
          {...props}
        />
      </div>
      {error || hint || counted ? (
        <div className="spw-field__footer">
          <div className="spw-field__messages">
            <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
          </div>
          {counted ? (
            <>
              {/* The running count is for the eye; a screen reader hears the limit once, with the field. */}
              <span className="spw-field__count" aria-hidden="true" data-full={count >= maxLength ? '' : undefined}>
                {intl.formatMessage({ id: 'field.count' }, { count, max: maxLength })}
              </span>
              <span id={limitId} className="spw-visually-hidden">
                {intl.formatMessage({ id: 'field.maxLength' }, { max: maxLength })}
              </span>
            </>
          ) : null}
        </div>
      ) : null}
    </FieldRoot>
  );
}
