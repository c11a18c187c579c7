import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { analyze, migrationsFolder, openDatabase, schema, type Db } from '../src/db/index.ts';
import { seedDemo } from '../src/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Builds one migrated and seeded database, once per run; every test file starts from a copy of it
 * (a PGlite data-dir tarball, or a PostgreSQL template database).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (project.name.endsWith('postgres')) {
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `spw_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const tplUrl = withDatabase(url, name);
    const database = await openDatabase({ databaseUrl: tplUrl, poolSize: 2 });
    await seedDemo(database.db);
    await analyze(database.db);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const db = drizzle(client, { schema }) as unknown as Db;
  await seedDemo(db);
  await analyze(db);
  const blob = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spw-tpl-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
