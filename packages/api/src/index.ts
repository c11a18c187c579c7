export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type UploadOptions,
  type DataOf,
  type Session,
} from './client.ts';
export { ApiError, ErrorCode, SESSION_ENDED_CODES, TransportError, type ErrorCodeValue } from './errors.ts';
export { openLive, type LiveConnection, type LiveEvent, type LiveOptions, type LiveState } from './live.ts';
export { signApiToken } from './sign.ts';
export type { components, operations, paths } from './schema.gen.ts';
