import { ErrorCode } from '@spw/api/codes';
import type { components } from '@spw/api/schema';
import type { MessageKey } from './messages.ts';

export type ErrorCode = components['schemas']['ErrorCode'];

/** The contract's error codes by name (generated from x-codes in openapi/src/common.yaml). */
export const Code = ErrorCode satisfies Record<string, ErrorCode>;

/**
 * A failure the client is told about: a code, a message key with its parameters, optional data,
 * and for bad input the field it concerns (its name is translated into the message).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
    readonly field?: string,
  ) {
    super(key);
  }
}

export function fail(code: ErrorCode, key: MessageKey, params?: Record<string, string | number>, data?: unknown): never {
  throw new AppError(code, key, params, data);
}

/** Bad input on one field; the message names the field in the request's language. */
export function badField(field: string, key: MessageKey = 'field_format', params: Record<string, string | number> = {}): never {
  throw new AppError(Code.BadInput, key, { field, ...params }, null, field);
}
