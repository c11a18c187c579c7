import type { Jobs } from './adapters/jobs.ts';
import type { Outbox } from './adapters/outbox.ts';
import type { Payments } from './adapters/payment.ts';
import type { Shared } from './adapters/shared.ts';
import type { FileStore, PrivateFileStore } from './adapters/storage.ts';
import type { WechatAuth } from './adapters/wechat.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { LiveHub } from './features/live/hub.ts';
import type { PublicCache } from './http/cache.ts';
import type { SessionCache } from './http/sessions.ts';

/** Everything a handler may use, built once at start (and by tests with their own adapters). */
export interface Deps {
  config: Config;
  db: Db;
  outbox: Outbox;
  files: FileStore;
  /** Files served only through the server's checks (a report's PDF). */
  privateFiles: PrivateFileStore;
  wechat: WechatAuth;
  cache: PublicCache;
  /** Sessions this node looked up lately (http/sessions.ts); end or change them with authChanged. */
  sessions: SessionCache;
  /** What every node shares: counters and cache invalidations (Redis when REDIS_URL is set). */
  shared: Shared;
  payments: Payments;
  /** This node's live event streams; events published here reach every node's (features/live). */
  live: LiveHub;
  /** Work done after the answer, on any node, surviving restarts (adapters/jobs.ts). */
  jobs: Jobs;
}
