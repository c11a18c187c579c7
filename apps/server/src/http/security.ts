import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Security headers on every response: the site, the API (JSON and CSV), the docs, errors and files.
 * One onSend hook on the root instance, so no route can forget them.
 */

/** Browser features the site never uses: nobody may ask for them, not even an embedded page. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=()';

/** Stored uploads can never run script or load anything, even when opened directly. */
export const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy of pages and API answers. No inline script at all: the built site loads only its own
 * files (checked in Chromium by tests/e2e/security.spec.ts). Stylesheets come from files, and style
 * attributes in markup are refused; React's style props go through the CSSOM, which CSP does not
 * govern. Only `<style>` elements may be inline (style-src-elem): Radix's dialogs and menus lock the
 * page's scroll with one (react-remove-scroll-bar, its text depends on the scrollbar width, so no
 * hash can name it), Swagger UI adds one, and so does the page shown before a site build.
 */
export interface PolicyOrigins {
  mediaOrigins?: readonly string[];
  embedOrigins?: readonly string[];
  /** Where uploaded pictures are read when they live in a bucket (STORAGE=s3, S3_PUBLIC_URL). */
  storage?: Config['storage'];
}

export function siteCsp(tls: boolean, media: PolicyOrigins = {}): string {
  const storage = media.storage?.kind === 's3' ? new URL(media.storage.publicUrl).origin : '';
  const mediaOrigins = [...(media.mediaOrigins ?? []), ...(storage ? [storage] : [])].join(' ');
  const embedOrigins = (media.embedOrigins ?? []).join(' ');
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-elem 'self' 'unsafe-inline'",
    // Uploads are same-origin, or in the public bucket; the upload and avatar previews are blob: and data: URLs.
    `img-src 'self' data: blob:${storage ? ` ${storage}` : ''}`,
    // The live player fetches HLS playlists and segments from the allowed media origins (MEDIA_ORIGINS).
    `connect-src 'self'${mediaOrigins ? ` ${mediaOrigins}` : ''}`,
    // Streams and recordings: this site's, the allowed origins', and the player's MediaSource (blob:).
    `media-src 'self' blob:${mediaOrigins ? ` ${mediaOrigins}` : ''}`,
    // A stream on a third-party live platform is its embed page (EMBED_ORIGINS); nothing else is framed.
    `frame-src ${embedOrigins || "'none'"}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (tls) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** True when the client reached us over TLS: directly, or through a proxy we trust (TRUST_PROXY). */
function overTls(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

export function applySecurityHeaders(req: FastifyRequest, reply: FastifyReply, policies: { plain: string; tls: string }): void {
  const tls = overTls(req);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (tls) reply.header('strict-transport-security', HSTS);
  // The matched route as well as the raw URL: an encoded path cannot slip past the file policy.
  const route = req.routeOptions.url ?? '';
  if (route.startsWith('/uploads/') || req.url.startsWith('/uploads/')) {
    // Uploaded bytes are shown as pictures and nothing else.
    reply.header('content-security-policy', FILE_CSP);
    if (reply.statusCode === 200) reply.header('content-disposition', 'inline');
  } else if (!reply.hasHeader('content-security-policy')) {
    // A route that set its own (stricter) policy keeps it: the demo SVG pictures.
    reply.header('content-security-policy', tls ? policies.tls : policies.plain);
  }
}

export function registerSecurityHeaders(app: FastifyInstance, media: PolicyOrigins = {}): void {
  const policies = { plain: siteCsp(false, media), tls: siteCsp(true, media) };
  app.addHook('onSend', async (req, reply, payload) => {
    applySecurityHeaders(req, reply, policies);
    return payload;
  });
}
