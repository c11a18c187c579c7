import { ErrorCode } from './codes.gen.ts';

// The codes are listed once, in the contract (x-codes in openapi/src/common.yaml).
export { ErrorCode, type ErrorCodeName, type ErrorCodeValue } from './codes.gen.ts';

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
