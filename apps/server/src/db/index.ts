import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { redactUrl } from '../config.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { DEFAULT_POOL_SIZE } from './pool.ts';
import { rowsOf } from './rows.ts';
import * as schema from './schema.ts';

export { schema };
/** The site's database: drizzle over a node-postgres pool (`$client`, for named prepared statements). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle has the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /** The pool under `db` (the job queue shares it). */
  pool: pg.Pool;
  /** 'embedded': the PostgreSQL this process runs in DATA_DIR; 'external': DATABASE_URL's. */
  kind: 'embedded' | 'external';
  /** The embedded cluster's start (for the start log); undefined for an external server. */
  embedded?: Pick<EmbeddedPostgres, 'created' | 'timings'>;
  /** Runs fn while holding the start-up lock, so two nodes never migrate or seed at once. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Any fixed number: the key of the PostgreSQL advisory lock taken around migrations and seeding. */
const STARTUP_LOCK = 7_274_031;

/** The migrations folder: beside the sources in development, copied beside dist/ by the build. */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return path.resolve(process.env.MIGRATIONS_DIR);
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.join(here, '../../migrations'), path.join(here, '../migrations'), path.join(here, 'migrations')]) {
    if (fs.existsSync(path.join(candidate, 'meta/_journal.json'))) return candidate;
  }
  throw new Error('migrations folder not found; set MIGRATIONS_DIR');
}

export interface OpenOptions {
  /** An external PostgreSQL; without one, the embedded cluster in `embeddedDir` is started. */
  databaseUrl?: string | undefined;
  /** The embedded cluster's folder (DATA_DIR/postgres). */
  embeddedDir?: string | undefined;
  migrate?: boolean;
  /** Connections in the pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  log?: (line: string) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = opts.databaseUrl;
  if (!url) {
    if (!opts.embeddedDir) throw new Error('openDatabase needs a databaseUrl or an embeddedDir');
    embedded = await startEmbeddedPostgres({ dir: opts.embeddedDir, log: opts.log });
    url = embedded.localUrl;
  }
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? DEFAULT_POOL_SIZE });
  // A connection dropped by the server (a restart, a failover) must not crash the process, idle or
  // checked out: its query fails, and the pool replaces it on the next checkout.
  // Once closing, the connections the embedded server ends as it stops are expected, not news.
  let closing = false;
  const lost = (err: Error) => {
    if (!closing) console.error(`database connection lost: ${err.message}`);
  };
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const close = async () => {
    closing = true;
    await pool.end();
    await embedded?.stop();
  };
  try {
    // The first connection says at once whether the server is there: name the setting if not.
    const probe = await pool.connect().catch((err: Error) => {
      throw new Error(
        opts.databaseUrl
          ? `Cannot reach the PostgreSQL of DATABASE_URL (${redactUrl(opts.databaseUrl)}): ${err.message}`
          : `Cannot reach the embedded PostgreSQL: ${err.message}`,
        { cause: err },
      );
    });
    probe.release();
    performance.mark('start:connected');
    const db = drizzle(pool, { schema });
    const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        client.release();
      }
    };
    if (opts.migrate ?? true) {
      await exclusive(() => migrate(db, { migrationsFolder: migrationsFolder() }));
      performance.mark('start:migrate');
    }
    return {
      db,
      pool,
      kind: embedded ? 'embedded' : 'external',
      ...(embedded ? { embedded: { created: embedded.created, timings: embedded.timings } } : {}),
      exclusive,
      close,
    };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}

/** Refresh planner statistics after a bulk load (autovacuum would, later). */
export async function analyze(db: Db): Promise<void> {
  // The site's tables only: the catalogs' own statistics need no refresh for them (half the time).
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'`),
  );
  if (tables.length) await db.execute(sql.raw(`ANALYZE ${tables.map((t) => t.name).join(', ')}`));
}
