import { resolveSession } from '../../http/auth.ts';
import { AppError, Code } from '../../http/errors.ts';
import { SENT, type PartialHandlers } from '../../http/types.ts';
import { unreadOf } from '../social/handlers.ts';
import type { LiveClient } from './hub.ts';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** A signed-in stream checks its session this often, and ends when it was signed out. */
const SESSION_CHECK_MS = 5 * 60_000;
/** A client that reads slower than this much buffered output is dropped (it reconnects and gets `ready`). */
const MAX_BUFFERED = 256 * 1024;

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const liveHandlers: PartialHandlers<'liveStream'> = {
  async liveStream(ctx) {
    const { deps, req, reply } = ctx;
    const user = ctx.user;
    const uid = user?.id ?? null;
    // A stale token is not quietly turned into an anonymous stream: the client must learn its session ended.
    const token = req.headers['user-token'];
    if (!user && typeof token === 'string' && token !== '') await resolveSession(deps.db, token, deps.sessions);
    const once = ctx.query.once === 1;
    if (!once && !deps.live.admits(uid)) throw new AppError(Code.TooManyRequests, 'too_many_requests');
    const unread = uid === null ? null : await unreadOf(deps.db, uid);

    // From here on the answer is the stream, written by hand: Fastify neither serialises nor times it out.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-content-type-options': 'nosniff',
      // nginx and similar proxies would hold the events back in a buffer.
      'x-accel-buffering': 'no',
      // The connection ends with the stream: an idle keep-alive socket would hold a stopping node open.
      connection: 'close',
    });
    res.write(`retry: 3000\n\n${frame('ready', { uid, unread })}`);
    if (once) {
      res.end();
      return SENT;
    }

    let detach: () => void = () => undefined;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      detach();
      res.end();
    };
    const client: LiveClient = {
      uid,
      send(event, data) {
        if (ended) return;
        if (res.writableLength > MAX_BUFFERED) return end();
        res.write(frame(event, data));
      },
      end,
    };
    let checked = Date.now();
    const heartbeat = setInterval(() => {
      if (ended) return;
      res.write(': ping\n\n');
      if (!user || Date.now() - checked < SESSION_CHECK_MS) return;
      checked = Date.now();
      resolveSession(deps.db, typeof token === 'string' ? token : '', deps.sessions).then(
        () => undefined,
        (err: unknown) => {
          if (!(err instanceof AppError)) return;
          client.send('end', { code: err.code });
          end();
        },
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
    detach = deps.live.attach(client);
    // The page went away (or the connection broke): the stream stops with it.
    res.on('close', end);
    res.on('error', end);
    return SENT;
  },
};
