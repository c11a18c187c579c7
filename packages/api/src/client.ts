import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, ErrorCode, SESSION_ENDED_CODES, TransportError } from './errors.ts';
import type { paths } from './schema.gen.ts';
import { signApiToken } from './sign.ts';

export interface Session {
  token?: string | null;
  uid?: number | null;
}

export interface ApiClientOptions {
  /** Where the API lives, e.g. `/api` or `https://spw.example/api`. */
  baseUrl: string;
  /** The signature word and secret (the same pair the server has). */
  word: string;
  secret: string;
  getSession?: () => Session | null | undefined;
  getLang?: () => 'zh' | 'en' | null | undefined;
  /** Called with 50008, 50012 or 50014: the site asks the user to sign in again. */
  onSessionExpired?: (code: number) => void;
  /** Called with the message of every failure the user should see (code > 1, or no answer). */
  onError?: (message: string, error: ApiError | TransportError) => void;
  fetch?: typeof globalThis.fetch;
  /** Default 50 s. */
  timeoutMs?: number;
  now?: () => number;
  /** How long an answer asked for ahead (`prefetch`) waits for its caller. Default 10 s. */
  prefetchTtlMs?: number;
}

type Method = 'get' | 'post';
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, object> ? P : never }[keyof paths];
type Operation<P extends keyof paths, M extends Method> = paths[P] extends Record<M, infer O> ? O : never;
type EnvelopeOf<O> = O extends { responses: { 200: { content: { 'application/json': infer E } } } } ? E : never;
/** What a call resolves with: the envelope's `data` for code 0. */
export type DataOf<P extends keyof paths, M extends Method> = EnvelopeOf<Operation<P, M>> extends { data: infer D } ? D : null;
type InitOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } }
    ? (undefined extends Q ? { query?: Q } : { query: Q }) &
        (Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? { body: B } : { body?: never })
    : never;

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * The caller shows a failure itself (an autosave's status line): `onError` is not called. A
   * session that ended is still reported.
   */
  quiet?: boolean;
  /** An upload's progress, 0…1, as the bytes leave (sent with XMLHttpRequest, which reports it; fetch does not). */
  onUploadProgress?: (fraction: number) => void;
}

/** An upload's options: the call's, and the operation's query parameters (`/dataSet/upload?id=…`). */
export interface UploadOptions extends CallOptions {
  query?: Record<string, string | number | undefined>;
}

/** `?a=1&b=2` of the defined values, or ''. */
function queryString(query: UploadOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface ApiClient {
  /** GET a path; resolves with the envelope's data, rejects with ApiError or TransportError. */
  get<P extends PathsWith<'get'>>(path: P, init?: InitOf<P, 'get'> & CallOptions): Promise<DataOf<P, 'get'>>;
  /**
   * Asks a GET ahead of the code that will read it (a first visit asks for a page's data beside
   * the page's code): the next `get` of the same path, query, session and language within
   * `prefetchTtlMs` takes this answer instead of asking again. Nothing is reported until then.
   */
  prefetch<P extends PathsWith<'get'>>(path: P, init?: InitOf<P, 'get'>): void;
  /** POST a JSON body; resolves with the envelope's data, rejects with ApiError or TransportError. */
  post<P extends PathsWith<'post'>>(path: P, init: InitOf<P, 'post'> & CallOptions): Promise<DataOf<P, 'post'>>;
  /** POST multipart form data (uploads). */
  upload<P extends PathsWith<'post'>>(path: P, form: FormData, options?: UploadOptions): Promise<DataOf<P, 'post'>>;
  /** The openapi-fetch client with the same signing and callbacks, for files (CSV) and anything else. */
  raw: Client<paths>;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

type Answer = { data?: unknown; error?: unknown; response: Response };

/** The query as the server reads it: keys sorted, values as strings, absent ones left out. */
function queryKey(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const entries = Object.entries(query as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, Array.isArray(v) ? v.map(String).join(',') : String(v)] as [string, string]);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? 50_000;
  const now = options.now ?? Date.now;

  const report = (error: ApiError | TransportError, quiet = false) => {
    if (error instanceof ApiError) {
      // Code 1 is a quiet failure; everything above it is shown.
      if (error.code > 1 && !quiet) options.onError?.(error.msg || 'Error', error);
      if (SESSION_ENDED_CODES.includes(error.code)) options.onSessionExpired?.(error.code);
    } else if (!quiet) {
      options.onError?.(error.message || 'Error', error);
    }
  };

  /** The signature, session and language every call carries. */
  async function sign(headers: { set(name: string, value: string): void }): Promise<void> {
    const ts = now();
    headers.set('api-token', await signApiToken(options.word, ts, options.secret));
    headers.set('timestamp', String(ts));
    const session = options.getSession?.();
    if (session?.token) headers.set('user-token', session.token);
    if (session?.uid && session.uid > 0) headers.set('login-uid', String(session.uid));
    const lang = options.getLang?.();
    if (lang) headers.set('lang', lang);
  }

  const signing: Middleware = {
    async onRequest({ request }) {
      await sign(request.headers);
      const timeout = AbortSignal.timeout(timeoutMs);
      return new Request(request, { signal: AbortSignal.any([request.signal, timeout]) });
    },
  };

  const prefetchTtlMs = options.prefetchTtlMs ?? 10_000;
  /** Answers asked for ahead, by who asks (session, language), path and query; each taken once. */
  const parked = new Map<string, { at: number; answer: Promise<Answer> }>();
  const parkingKey = (path: string, query: unknown) => {
    const session = options.getSession?.();
    return [session?.token ?? '', session?.uid ?? '', options.getLang?.() ?? '', path, queryKey(query)].join('\u0000');
  };
  const takeParked = (key: string): Promise<Answer> | undefined => {
    const entry = parked.get(key);
    if (!entry) return undefined;
    parked.delete(key);
    return now() - entry.at <= prefetchTtlMs ? entry.answer : undefined;
  };

  const raw = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch ?? ((input) => globalThis.fetch(input)) });
  raw.use(signing);

  async function run(path: string, send: () => Promise<Answer>, quiet?: boolean): Promise<unknown> {
    let result: Answer;
    try {
      result = await send();
    } catch (cause) {
      const timedOut = cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      const error = new TransportError(
        timedOut ? `Request timed out after ${Math.round(timeoutMs / 1000)} s` : (cause as Error)?.message || 'Network error',
        path,
        undefined,
        { cause },
      );
      report(error, quiet);
      throw error;
    }
    const body = result.data ?? result.error;
    if (!isEnvelope(body)) {
      const error = new TransportError(`Unexpected answer (HTTP ${result.response.status})`, path, result.response.status);
      report(error, quiet);
      throw error;
    }
    if (body.code === ErrorCode.Ok) return body.data;
    const error = new ApiError(body.code, body.msg, body.data ?? null, path);
    report(error, quiet);
    throw error;
  }

  return {
    raw,
    get(path, init) {
      const { signal, ...rest } = (init ?? {}) as { query?: unknown; signal?: AbortSignal };
      const ahead = parked.size > 0 ? takeParked(parkingKey(path, rest.query)) : undefined;
      return run(path, () => ahead ?? raw.GET(path as never, { params: { query: rest.query }, signal } as never)) as never;
    },
    prefetch(path, init) {
      const { query } = (init ?? {}) as { query?: unknown };
      for (const [k, e] of parked) if (now() - e.at > prefetchTtlMs) parked.delete(k);
      const key = parkingKey(path, query);
      const entry = parked.get(key);
      if (entry && now() - entry.at <= prefetchTtlMs) return;
      const answer: Promise<Answer> = raw.GET(path as never, { params: { query } } as never);
      // Its failure is the reader's to report; unread, it goes unnoticed.
      answer.catch(() => undefined);
      parked.set(key, { at: now(), answer });
    },
    post(path, init) {
      const { signal, body, quiet, ...rest } = init as { query?: unknown; body?: unknown } & CallOptions;
      return run(path, () => raw.POST(path as never, { params: { query: rest.query }, body, signal } as never), quiet) as never;
    },
    upload(path, form, callOptions) {
      const onProgress = callOptions?.onUploadProgress;
      if (onProgress && typeof XMLHttpRequest !== 'undefined') {
        // Loaded with the first upload that reports progress: every other page goes without it.
        const send = async (): Promise<Answer> => {
          const { sendWithProgress } = await import('./upload-progress.ts');
          return sendWithProgress(`${options.baseUrl}${path}${queryString(callOptions.query)}`, form, {
            sign,
            onProgress,
            signal: callOptions.signal,
            timeoutMs: Math.max(timeoutMs, 15 * 60_000),
          });
        };
        return run(path, send, callOptions.quiet) as never;
      }
      return run(
        path,
        () =>
          raw.POST(
            path as never,
            {
              params: { query: callOptions?.query },
              body: form,
              // Let fetch write the multipart boundary itself.
              bodySerializer: (b: unknown) => b,
              signal: callOptions?.signal,
            } as never,
          ),
        callOptions?.quiet,
      ) as never;
    },
  };
}
