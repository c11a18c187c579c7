import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import type { Db } from './index.ts';

/** Rows of a raw `db.execute` (node-postgres answers `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const dialect = new PgDialect();

/**
 * Runs `query` as a named prepared statement: each pooled connection parses and plans it once, not
 * on every call (for the hot writes, planning a CTE cost more than running it). `name` must always
 * go with the same SQL text: only the parameters may differ from call to call.
 */
export function runPrepared<T extends QueryResultRow>(db: Db, name: string, query: SQL): Promise<T[]> {
  return preparedOn<T>(db.$client, name, query);
}

/** runPrepared on a given client (a transaction's) or pool. */
export async function preparedOn<T extends QueryResultRow>(client: Pool | PoolClient, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query<T>({ name, text, values: params });
  return result.rows;
}
