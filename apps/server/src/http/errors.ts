import type { components } from '@spw/api/schema';
import type { MessageKey } from './messages.ts';

export type ErrorCode = components['schemas']['ErrorCode'];

export const Code = {
  Ok: 0,
  Quiet: 1,
  BadInput: 40001,
  Forbidden: 40003,
  NotFound: 40004,
  Conflict: 40009,
  TooLarge: 40013,
  UnsupportedType: 40015,
  TooManyRequests: 40029,
  FeatureOff: 40060,
  LoginRequired: 40100,
  BadApiToken: 40101,
  BadTimestamp: 40102,
  ServerError: 50000,
  SessionInvalid: 50008,
  LoggedInElsewhere: 50012,
  SessionExpired: 50014,
  BadCredentials: 60204,
  CodeWrong: 60205,
  CodeExpired: 60206,
  NoAccount: 60210,
} as const satisfies Record<string, ErrorCode>;

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
