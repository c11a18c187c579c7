import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, tmpClusterDir, type EmbeddedPostgres } from '../src/db/embedded.ts';
import { analyze, openDatabase } from '../src/db/index.ts';
import { seedDemo } from '../src/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL the tests make their databases on (TEST_DATABASE_URL, or a throwaway embedded cluster). */
    databaseUrl: string;
    /** The migrated and seeded database every test server copies (CREATE DATABASE … TEMPLATE). */
    templateDatabase: string;
  }
}

/**
 * The server's tests run on PostgreSQL: the one TEST_DATABASE_URL names (CI's), or else a throwaway
 * embedded cluster started here for this run. One migrated and seeded template database is built
 * once; every test server starts from a copy of it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let cluster: EmbeddedPostgres | undefined;
  let clusterDir: string | undefined;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    clusterDir = tmpClusterDir();
    cluster = await startEmbeddedPostgres({ dir: clusterDir });
    url = cluster.url;
  }
  const name = `spw_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
  await seedDemo(database.db);
  await analyze(database.db);
  await database.close();
  project.provide('databaseUrl', url);
  project.provide('templateDatabase', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await cluster?.stop();
    if (clusterDir) fs.rmSync(path.dirname(clusterDir), { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
