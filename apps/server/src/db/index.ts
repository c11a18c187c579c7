import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { takeLock } from './lock.ts';
import * as schema from './schema.ts';

export { schema };
/** One type for both drivers: PGlite (embedded) and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
  /** A PGlite data-dir tarball to start from (tests clone a migrated template). */
  pgliteTemplate?: Blob | undefined;
  migrate?: boolean;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const shouldMigrate = opts.migrate ?? true;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle connection dropped by the server (a restart, a failover) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    // int8 counts come back as strings from pg; the schema uses int4 and numeric(mode number).
    const db = drizzlePg(pool, { schema }) as unknown as Db;
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
    if (shouldMigrate) {
      await exclusive(() => migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() }));
    }
    return { db, kind: 'postgres', exclusive, close: () => pool.end() };
  }

  let release: (() => void) | undefined;
  if (opts.pgliteDir) {
    fs.mkdirSync(opts.pgliteDir, { recursive: true });
    // PGlite takes no lock of its own: two servers on one folder would corrupt it.
    try {
      release = takeLock(`${opts.pgliteDir}.lock`);
    } catch (err) {
      throw new Error(`The database folder ${opts.pgliteDir} is in use by another server.`, { cause: err });
    }
  }
  const client = new PGlite(opts.pgliteDir, opts.pgliteTemplate ? { loadDataDir: opts.pgliteTemplate } : {});
  try {
    await client.waitReady;
    if (shouldMigrate) await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  } catch (err) {
    await client.close().catch(() => undefined);
    release?.();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder (the lock file above), so there is nobody to exclude.
    exclusive: (fn) => fn(),
    close: async () => {
      await client.close();
      release?.();
    },
  };
}

/** Refresh planner statistics; PGlite never runs autovacuum's ANALYZE for us. */
export async function analyze(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE`);
}
