import type { components } from './schema.gen.ts';

export type ErrorCodeValue = components['schemas']['ErrorCode'];

/** The contract's error codes by name (see the ErrorCode schema in openapi/openapi.yaml). */
export const ErrorCode = {
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
} as const satisfies Record<string, ErrorCodeValue>;

/** Codes after which the user must sign in again (the site opens the re-login confirm). */
export const SESSION_ENDED_CODES: readonly number[] = [ErrorCode.SessionInvalid, ErrorCode.LoggedInElsewhere, ErrorCode.SessionExpired];

/** The server answered with a non-zero code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown,
    readonly path: string,
  ) {
    super(msg || 'Error');
  }

  get sessionEnded(): boolean {
    return SESSION_ENDED_CODES.includes(this.code);
  }
}

/** The request never got an envelope back: network down, timeout, or a non-JSON error page. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    message: string,
    readonly path: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
