import { sendReminders } from './features/media/broadcast.ts';
import { purgeExpired } from './features/netdisk/purge.ts';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { QueueJobs, type JobHandlers, type Jobs } from './adapters/jobs.ts';
import { FileOutbox, WebhookOutbox, type Outbox } from './adapters/outbox.ts';
import { createPayments, type Payments } from './adapters/payment.ts';
import { createShared, type Shared } from './adapters/shared.ts';
import { S3FileStore } from './adapters/s3.ts';
import { LocalFileStore, type FileStore, type PrivateFileStore } from './adapters/storage.ts';
import { WechatOAuth, type WechatAuth } from './adapters/wechat.ts';
import type { Config } from './config.ts';
import { embeddedDir } from './db/embedded.ts';
import { analyze, openDatabase, type Database } from './db/index.ts';
import type { Deps } from './deps.ts';
import { buildApp } from './http/app.ts';
import { acceptPicturesAt } from './http/own-picture.ts';
import { PublicCache } from './http/cache.ts';
import { SessionCache } from './http/sessions.ts';
import type { Handlers } from './http/types.ts';
import { expireOrders } from './features/commerce/common.ts';
import { makePreviews, queueMissingPreviews } from './features/document/previews.ts';
import { LiveHub, topicUser } from './features/live/hub.ts';
import { unreadOf } from './features/social/handlers.ts';
import { handlers as allHandlers } from './features/index.ts';
import { foldCounterDeltas } from './features/social/handlers.ts';
import { seedDemo, type DemoAccount } from './seed/demo.ts';

export interface ServerOverrides {
  database?: Database;
  outbox?: Outbox;
  files?: FileStore;
  privateFiles?: PrivateFileStore;
  wechat?: WechatAuth;
  payments?: Payments;
  /** Background jobs (default: the queue in PostgreSQL; API tests run them inline). */
  jobs?: Jobs;
  shared?: Shared;
  handlers?: Partial<Handlers>;
  logger?: boolean | object;
  /** Seed the demo data when the database is empty (default: in demo mode). */
  seed?: boolean;
  /** Queue, at start, the work a lost queue would have done (reports without previews); default true. */
  catchUp?: boolean;
}

/** The public and private file stores the configuration names (STORAGE). */
export function fileStores(config: Config): { files: FileStore; privateFiles: PrivateFileStore } {
  if (config.storage.kind === 's3') {
    return { files: new S3FileStore(config.storage, 'public'), privateFiles: new S3FileStore(config.storage, 'private') };
  }
  return {
    files: new LocalFileStore(path.join(config.dataDir, 'uploads')),
    privateFiles: new LocalFileStore(path.join(config.dataDir, 'private'), '/private'),
  };
}

export interface Server {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  demoAccounts: DemoAccount[];
  close(): Promise<void>;
}

export async function createServer(config: Config, overrides: ServerOverrides = {}): Promise<Server> {
  // The database opens while the routes are built: the embedded PostgreSQL's start overlaps the app's.
  let database: Database | undefined;
  const opening = (async () => {
    const db =
      overrides.database ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        embeddedDir: embeddedDir(config.dataDir),
        poolSize: config.databasePoolSize,
        log: (line) => console.warn(line),
      }));
    performance.mark('start:database');
    let accounts: DemoAccount[] = [];
    if (overrides.seed ?? config.mode === 'demo') {
      accounts = await db.exclusive(async () => {
        const result = await seedDemo(db.db);
        // Fresh rows need planner statistics before the first visitor (autovacuum comes later).
        if (result.seeded) await analyze(db.db);
        return result.accounts;
      });
      performance.mark('start:seed');
    }
    // Follow counter changes a crash left unfolded reach the users columns before the first answer.
    await foldCounterDeltas(db.db);
    database = db;
    return { db, accounts };
  })();
  // Its failure is reported below (allSettled); until then it must not count as unhandled.
  opening.catch(() => undefined);
  // Redis is reached while the database opens: a wrong REDIS_URL stops the start with a message naming it.
  let log: (level: 'info' | 'warn', message: string) => void = (_level, message) => console.warn(message);
  let shared: Shared;
  try {
    shared =
      overrides.shared ??
      (await createShared({ url: config.redisUrl, prefix: config.redisPrefix }, (level, message) => log(level, message)));
  } catch (err) {
    await opening.then((opened) => opened.db.close()).catch(() => undefined);
    throw err;
  }
  const cache = new PublicCache(config.publicCacheTtlMs, shared);
  const sessions = new SessionCache(config.sessionCacheMs, shared);
  shared.onInvalidate((tags) => {
    cache.drop(tags);
    sessions.drop(tags);
  });
  shared.onConnectedChange((connected) => {
    cache.suspend(!connected);
    sessions.suspend(!connected);
  });
  const outbox =
    overrides.outbox ??
    (process.env.OUTBOX_WEBHOOK_URL
      ? new WebhookOutbox(process.env.OUTBOX_WEBHOOK_URL)
      : new FileOutbox(path.join(config.dataDir, 'outbox')));
  const stores = fileStores(config);
  // Records may point at pictures in the public bucket as at /uploads (http/own-picture.ts).
  const forgetBucket = config.storage.kind === 's3' ? acceptPicturesAt(config.storage.publicUrl) : () => false;
  const deps: Deps = {
    config,
    get db() {
      if (!database) throw new Error('the database is not open yet');
      return database.db;
    },
    outbox,
    files: overrides.files ?? stores.files,
    privateFiles: overrides.privateFiles ?? stores.privateFiles,
    wechat: overrides.wechat ?? new WechatOAuth(config.wechat),
    cache,
    sessions,
    shared,
    payments: overrides.payments ?? createPayments(config.paymentProviders),
    // A user's unread counts are read where their pages are open (publishUnread sends none).
    live: new LiveHub(shared, config.liveMaxStreams, {
      unread: async (topic) => {
        const uid = topicUser(topic);
        return uid === null ? undefined : unreadOf(deps.db, uid);
      },
    }),
    jobs:
      overrides.jobs ??
      new QueueJobs(
        () => {
          if (!database) throw new Error('the database is not open yet');
          return database.pool;
        },
        (level, message) => log(level === 'error' ? 'warn' : level, message),
      ),
  };
  const building = buildApp({ deps, handlers: overrides.handlers ?? allHandlers, logger: overrides.logger }).then((app) => {
    performance.mark('start:routes');
    return app;
  });
  // Both settle before either error is reported, so a failed start leaves nothing open.
  const [opened, built] = await Promise.allSettled([opening, building]);
  if (opened.status === 'rejected' || built.status === 'rejected') {
    if (opened.status === 'fulfilled') await opened.value.db.close();
    if (built.status === 'fulfilled') await built.value.close();
    await shared.close();
    throw opened.status === 'rejected' ? opened.reason : (built as PromiseRejectedResult).reason;
  }
  const app = built.value;
  log = (level, message) => app.log[level](message);
  // Open event streams would keep the server from closing: they end first (clients reconnect elsewhere).
  // So do sockets that never sent a request (a browser's preconnect, a client's spare): Node does not
  // count them idle, and they would hold the close until its 60 s headers timeout.
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (req: IncomingMessage) => unused.delete(req.socket));
  app.addHook('preClose', (done) => {
    deps.live.closeAll();
    for (const socket of unused) socket.destroy();
    done();
  });
  const { db, accounts } = opened.value;
  await app.ready();
  performance.mark('start:ready');
  // What a crash mid-upload left behind goes in the background; start-up does not wait for it.
  deps.files.sweep?.().then(
    (removed) => {
      if (removed > 0) app.log.info({ removed }, 'removed temporary upload files');
    },
    (error: unknown) => app.log.warn({ err: error }, 'could not sweep temporary upload files'),
  );
  const jobHandlers: JobHandlers = {
    'outbox:send': (message) => deps.outbox.send(message),
    // A report's page pictures (and its page count), made from its PDF after the upload.
    'document:previews': ({ id }) => makePreviews(deps, id),
    // Members waiting for a live stream hear when it starts.
    'broadcast:remind': async () => {
      await sendReminders(deps);
    },
    // Shared files 30 days in the bin, and uploads left unfinished for a day, go for good.
    'netdisk:purge': async () => {
      const gone = await purgeExpired(deps);
      if (gone.items + gone.uploads > 0) app.log.info(gone, 'netdisk: purged');
    },
    // Unpaid orders give their seats back when their time runs out, even when nobody is buying.
    'orders:expire': async () => {
      await expireOrders(deps.db);
    },
  };
  // The worker starts (and, the first time, makes its tables) beside the first requests; `add` waits for it.
  deps.jobs.start(jobHandlers).catch((error: unknown) => app.log.error({ err: error }, 'the job queue did not start'));
  // Reports whose previews were never made (the demo's, or a queue lost with its database) are queued again.
  if (overrides.catchUp !== false)
    queueMissingPreviews(deps).catch((error: unknown) => app.log.warn({ err: error }, 'could not queue the reports’ previews'));
  return {
    app,
    deps,
    database: db,
    demoAccounts: accounts,
    async close() {
      forgetBucket();
      await app.close();
      await deps.jobs.close();
      await shared.close();
      await db.close();
    },
  };
}
