import { createParser } from 'eventsource-parser';
import type { components } from './schema.gen.ts';
import { ErrorCode } from './errors.ts';
import { signApiToken } from './sign.ts';
import type { ApiClientOptions } from './client.ts';

/** One event of /live/stream, typed by the contract (LiveEvent). */
export type LiveEvent = components['schemas']['LiveEvent'];
export type LiveState = 'connecting' | 'open' | 'waiting' | 'closed';

export interface LiveOptions extends Pick<ApiClientOptions, 'baseUrl' | 'word' | 'secret' | 'getSession' | 'getLang' | 'now'> {
  onEvent(event: LiveEvent): void;
  onState?(state: LiveState): void;
  fetch?: typeof globalThis.fetch;
  /** First wait before a reconnect, doubled up to `maxRetryMs` (default 1 s and 30 s). */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface LiveConnection {
  close(): void;
}

const NAMES = new Set(['ready', 'unread', 'quote', 'end']);

/**
 * Opens the live stream and keeps it open: signed like every call (headers, which EventSource
 * cannot send, hence fetch), reconnecting with backoff after a drop, signed afresh each time.
 * Stops for good on `end` (the session ended), on a refusal envelope other than 'too many', or on close().
 */
export function openLive(options: LiveOptions): LiveConnection {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const first = options.retryMs ?? 1000;
  const max = options.maxRetryMs ?? 30_000;
  let wait = first;
  let closed = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const state = (s: LiveState) => options.onState?.(s);
  const stop = () => {
    closed = true;
    controller?.abort();
    if (timer) clearTimeout(timer);
    state('closed');
  };

  async function connect(): Promise<void> {
    if (closed) return;
    state('connecting');
    controller = new AbortController();
    const ts = now();
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      timestamp: String(ts),
      'api-token': await signApiToken(options.word, ts, options.secret),
    };
    const session = options.getSession?.();
    if (session?.token) headers['user-token'] = session.token;
    const lang = options.getLang?.();
    if (lang) headers.lang = lang;
    try {
      const res = await doFetch(`${options.baseUrl}/live/stream`, { headers, signal: controller.signal });
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      if (!String(res.headers.get('content-type')).startsWith('text/event-stream')) {
        // An envelope: refused. Too many streams or connects (a crowded venue behind one address) is
        // tried again after the longest wait; anything else (session ended, bad signature) would be refused again.
        const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
        if (body?.code !== ErrorCode.TooManyRequests) return stop();
        wait = max;
        throw new Error('too many streams');
      }
      state('open');
      const parser = createParser({
        onEvent(message) {
          const name = message.event ?? 'message';
          if (!NAMES.has(name)) return;
          let data: unknown;
          try {
            data = JSON.parse(message.data);
          } catch {
            return;
          }
          wait = first;
          options.onEvent({ event: name, data } as LiveEvent);
          if (name === 'end') stop();
        },
        onRetry(ms) {
          wait = Math.max(first, Math.min(ms, max));
        },
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      /* dropped, refused by the network or aborted: retried below unless closed */
    }
    if (closed) return;
    state('waiting');
    timer = setTimeout(() => void connect(), wait + Math.round(Math.random() * wait * 0.2));
    wait = Math.min(wait * 2, max);
  }

  void connect();
  return { close: stop };
}
