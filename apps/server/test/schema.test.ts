// What the migrations leave in the database, checked in PostgreSQL's own catalogue.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.ts';
import { rowsOf } from '../src/db/rows.ts';
import { freshDatabase } from './harness.ts';

let fresh: { database: Database; drop: () => Promise<void> };
beforeAll(async () => {
  fresh = await freshDatabase(null);
});
afterAll(() => fresh.drop());

describe('the schema', () => {
  it('indexes every foreign key (its columns lead an index), so joins and parent deletes never scan', async () => {
    const unindexed = rowsOf<{ fk: string }>(
      await fresh.database.db.execute(sql`
        SELECT c.conrelid::regclass || '.' || c.conname AS fk
        FROM pg_constraint c
        WHERE c.contype = 'f'
          AND NOT EXISTS (
            SELECT 1 FROM pg_index i
            WHERE i.indrelid = c.conrelid
              AND (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] @> c.conkey
              AND (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] <@ c.conkey
          )
        ORDER BY 1`),
    ).map((row) => row.fk);
    expect(unindexed).toEqual([]);
  });
});
