import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FileOutbox, WebhookOutbox, type Outbox } from './adapters/outbox.ts';
import { LocalFileStore, type FileStore } from './adapters/storage.ts';
import { WechatOAuth, type WechatAuth } from './adapters/wechat.ts';
import type { Config } from './config.ts';
import { analyze, openDatabase, type Database } from './db/index.ts';
import type { Deps } from './deps.ts';
import { buildApp } from './http/app.ts';
import { PublicCache } from './http/cache.ts';
import type { Handlers } from './http/types.ts';
import { handlers as allHandlers } from './modules/index.ts';
import { seedDemo, type DemoAccount } from './seed/demo.ts';

export interface ServerOverrides {
  database?: Database;
  outbox?: Outbox;
  files?: FileStore;
  wechat?: WechatAuth;
  handlers?: Partial<Handlers>;
  logger?: boolean | object;
  /** Seed the demo data when the database is empty (default: in demo mode). */
  seed?: boolean;
}

export interface Server {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  demoAccounts: DemoAccount[];
  close(): Promise<void>;
}

export async function createServer(config: Config, overrides: ServerOverrides = {}): Promise<Server> {
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite') }));
  const outbox = overrides.outbox ?? (process.env.OUTBOX_WEBHOOK_URL ? new WebhookOutbox(process.env.OUTBOX_WEBHOOK_URL) : new FileOutbox(path.join(config.dataDir, 'outbox')));
  const deps: Deps = {
    config,
    db: database.db,
    outbox,
    files: overrides.files ?? new LocalFileStore(path.join(config.dataDir, 'uploads')),
    wechat: overrides.wechat ?? new WechatOAuth(config.wechat),
    cache: new PublicCache(config.publicCacheTtlMs),
  };
  let demoAccounts: DemoAccount[] = [];
  if (overrides.seed ?? config.mode === 'demo') {
    demoAccounts = await seedDemo(database.db);
    await analyze(database.db);
  }
  const app = await buildApp({ deps, handlers: overrides.handlers ?? allHandlers, logger: overrides.logger });
  return {
    app,
    deps,
    database,
    demoAccounts,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
