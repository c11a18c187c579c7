import type { MessageKey } from '@spw/i18n';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useT } from './intl.tsx';

/**
 * A field's message in the reader's language: the rules return catalogue ids as their messages
 * (react-hook-form keeps them), this translates the one of a field, if any.
 */
export function useFieldError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'getFieldState' | 'formState'>,
): (name: Path<Values>) => string | undefined {
  const t = useT();
  return (name) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? t(message as MessageKey) : undefined;
  };
}
