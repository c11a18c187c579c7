// Defects found when the product was tried as a new user would (issue 12, items 4 and 10).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { schema } from '../src/db/index.ts';
import { apiTokenFor } from '../src/http/auth.ts';
import { registerSiteVerification } from '../src/http/site.ts';
import { createServer } from '../src/server.ts';
import { createTestServer, freshDatabase, type TestServer } from './harness.ts';

/** A database as a production install has it: migrated, nothing seeded. */
const migratedOnly = () => freshDatabase(null);

describe('the current edition and the reviewers’ competition (webinfo)', () => {
  it('come from the database on a fresh production install (migration 0003: 14 and 4), and follow it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-bare-'));
    const { database, drop } = await migratedOnly();
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_CACHE_TTL_MS: '0', RATE_LIMIT: 'off' });
    const server = await createServer(config, { database, seed: false });
    try {
      const webinfo = async () => {
        const ts = Date.now();
        const res = await server.app.inject({
          method: 'GET',
          url: '/api/webinfo/get',
          headers: { timestamp: String(ts), 'api-token': apiTokenFor(config.apiTokenWord, ts, config.apiTokenSecret) },
        });
        return JSON.parse(res.body) as { code: number; data: { current_events_id: number; review_competition_id?: number } };
      };
      expect(await webinfo()).toMatchObject({ code: 0, data: { current_events_id: 14, review_competition_id: 4 } });
      // An operator moves to the next edition and competition in web_settings: the site follows.
      await database.db.update(schema.webSettings).set({ value: 15 }).where(eq(schema.webSettings.key, 'current_events_id'));
      await database.db.update(schema.webSettings).set({ value: 5 }).where(eq(schema.webSettings.key, 'review_competition_id'));
      expect(await webinfo()).toMatchObject({ code: 0, data: { current_events_id: 15, review_competition_id: 5 } });
    } finally {
      await server.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the demo seed', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every bilingual column of the seeded tables: [table, Chinese column, English column]. */
  const BILINGUAL: [string, string, string][] = [
    ['events', 'name', 'en_name'],
    ['events', 'city', 'en_city'],
    ['events_guest_groups', 'name', 'en_name'],
    ['events_guests', 'nickname', 'en_name'],
    ['events_guests', 'company', 'en_company'],
    ['events_guests', 'position', 'en_position'],
    ['events_sponsors', 'name', 'en_name'],
    ['events_sponsors', 'description', 'en_description'],
    ['events_agenda_sessions', 'title', 'en_title'],
    ['events_agenda_sessions', 'room', 'en_room'],
    ['events_agenda_sessions', 'description', 'en_description'],
    ['events_photos', 'caption', 'en_caption'],
    ['events_reports', 'title', 'en_title'],
    ['events_reports', 'summary', 'en_summary'],
    ['events_reports', 'content', 'en_content'],
    ['ticket_types', 'name', 'en_name'],
    ['ticket_types', 'description', 'en_description'],
    ['quote_codes', 'name', 'en_name'],
    ['competitions', 'title', 'en_title'],
    ['banners', 'title', 'en_title'],
  ];

  it('gives every bilingual field its English (an English page shows no Chinese from the demo)', async () => {
    const missing: string[] = [];
    for (const [table, zh, en] of BILINGUAL) {
      const res = (await t.db.execute(
        sql.raw(`SELECT count(*)::int AS n FROM "${table}" WHERE "${zh}" <> '' AND coalesce("${en}", '') = ''`),
      )) as unknown as { rows: { n: number }[] } | { n: number }[];
      const n = (Array.isArray(res) ? res : res.rows)[0]?.n ?? 0;
      if (n > 0) missing.push(`${table}.${en}: ${n}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the domain-verification file', () => {
  it('is served at the site root with the configured name and content', async () => {
    const config = loadConfig({ SITE_VERIFICATION_FILE: 'MP_verify_Ab12.txt', SITE_VERIFICATION_CONTENT: 'Ab12' });
    expect(config.siteVerification).toEqual({ file: 'MP_verify_Ab12.txt', content: 'Ab12' });
    const app = Fastify();
    registerSiteVerification(app, config.siteVerification);
    const res = await app.inject({ method: 'GET', url: '/MP_verify_Ab12.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Ab12');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await app.inject({ method: 'GET', url: '/MP_verify_other.txt' })).statusCode).toBe(404);
    await app.close();
  });

  it('takes a plain file name and its content, or neither', () => {
    expect(loadConfig({}).siteVerification).toBeUndefined();
    for (const file of ['../etc/passwd', 'a/b.txt', '.env', 'index.html', 'x'.repeat(200)]) {
      expect(() => loadConfig({ SITE_VERIFICATION_FILE: file, SITE_VERIFICATION_CONTENT: 'x' }), file).toThrow(/SITE_VERIFICATION_FILE/);
    }
    expect(() => loadConfig({ SITE_VERIFICATION_FILE: 'google1234.html' })).toThrow(/SITE_VERIFICATION_CONTENT/);
    expect(() => loadConfig({ SITE_VERIFICATION_CONTENT: 'x' })).toThrow(/SITE_VERIFICATION_FILE/);
  });

  it('is answered by the server, with or without a built site', async () => {
    const s = await createTestServer({
      env: { SITE_VERIFICATION_FILE: 'google0123abcd.html', SITE_VERIFICATION_CONTENT: 'google-site-verification: google0123abcd.html' },
    });
    try {
      const res = await s.server.app.inject({ method: 'GET', url: '/google0123abcd.html' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('google-site-verification: google0123abcd.html');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await s.close();
    }
  });
});
