import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { SiteVerification } from '../config.ts';

/** The built site: `SITE_DIR`, or apps/site/dist found upwards from this file. */
export function findSiteDir(configured: string | undefined): string | undefined {
  if (configured) return fs.existsSync(path.join(configured, 'index.html')) ? path.resolve(configured) : undefined;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps/site/dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * Serves the site on the same port as the API: hashed assets are cached for a year, index.html is
 * revalidated on every visit so a deploy shows at once; brotli or gzip as the browser accepts. Routing is in the hash, so `/` is the page.
 */
export async function registerSite(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    wildcard: false,
    decorateReply: false,
    // The build writes .br and .gz beside each file (apps/site/vite.config.ts).
    preCompressed: true,
    // CSP, nosniff, frame and referrer policies come from the hook in security.ts, as for the API.
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/**
 * The spec's domain-verification file: the configured name (SITE_VERIFICATION_FILE) at the site
 * root, answering the configured content (SITE_VERIFICATION_CONTENT) as is, with or without a built site.
 */
export function registerSiteVerification(app: FastifyInstance, verification: SiteVerification | undefined): void {
  if (!verification) return;
  const type = /\.html?$/i.test(verification.file) ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
  app.get(`/${verification.file}`, async (_req, reply) => reply.type(type).header('cache-control', 'no-cache').send(verification.content));
}
