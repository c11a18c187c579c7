import { ApiError, ErrorCode } from '@spw/api';

/** Whether a call failed because the thing asked for does not exist (or is not the caller's to see). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === ErrorCode.NotFound;

/** The server-state cache's retry for a page's record: a missing one is not asked again; other failures twice. */
export const retryUnlessNotFound = (count: number, error: Error): boolean => !isNotFound(error) && count < 2;

/**
 * The server's complaint about one of a form's `fields` (the envelope's `data.field`), to show at
 * that field; one about a row of a list field ('speakers.2.name') shows at the list ('speakers').
 */
export function fieldErrorOf<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  if (!(error instanceof ApiError)) return {};
  const field = (error.data as { field?: unknown } | null)?.field;
  const known = fields.find((f) => f === field) ?? fields.find((f) => typeof field === 'string' && field.startsWith(`${f}.`));
  return known ? ({ [known]: error.msg } as Partial<Record<F, string>>) : {};
}
