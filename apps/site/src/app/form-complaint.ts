import { ApiError } from '@spw/api';

/**
 * (Its own module: api-errors.ts is in the public pages' download, these forms are the creator's.)
 *
 * A form's complaint from the server, for forms that take any field's message by name: on the
 * field the envelope names (a list row's as `columns[2].name`, as those forms read it), or as the
 * form's general complaint.
 */
export function complaintOf(error: unknown): { fieldErrors?: Record<string, string>; serverError?: string } {
  if (!(error instanceof ApiError)) return {};
  const field = (error.data as { field?: unknown } | null)?.field;
  if (typeof field === 'string') return { fieldErrors: { [field.replace(/^(\w+)\.(\d+)\./, '$1[$2].')]: error.msg } };
  return { serverError: error.msg };
}
