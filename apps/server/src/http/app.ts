import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { sharedRateLimitStore } from './rate-store.ts';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Deps } from '../deps.ts';
import { authorize, checkApiToken, resolveSession, type AuthUser } from './auth.ts';
import { AppError, Code } from './errors.ts';
import { fieldLabel, langOf, t, type Lang, type MessageKey } from './messages.ts';
import { registerDemoImages } from './demo-images.ts';
import { registerDemoMedia } from './demo-media.ts';
import { registerSecurityHeaders } from './security.ts';
import { findSiteDir, registerSite, registerSiteVerification } from './site.ts';
import { loadSpec, type OperationInfo } from './spec.ts';
import { SENT, type Ctx, type Handler, type Handlers, type OpId } from './types.ts';
import { createSerializerCompiler, createValidatorCompiler, validationToAppError, type ValidationIssue } from './validation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    operation?: OperationInfo;
    cacheTags?: readonly string[];
  }
}

/** Body fields the contract marks `x-trim` are trimmed before they are checked. */
function trimmer(fields: readonly string[]) {
  return async (req: FastifyRequest): Promise<void> => {
    const body = req.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const values = body as Record<string, unknown>;
    for (const key of fields) {
      const value = values[key];
      if (typeof value === 'string') values[key] = value.trim();
    }
  };
}

export interface BuildOptions {
  deps: Deps;
  handlers: Partial<Handlers>;
  logger?: boolean | object;
  /** Check every response against the contract (default: under Vitest). */
  validateResponses?: boolean;
}

function envelope(code: number, msg: string, data: unknown = null): string {
  return JSON.stringify({ code, msg, data });
}

function sendError(reply: FastifyReply, lang: Lang, err: AppError, status = 200): FastifyReply {
  // The path's first segment is the domain a field's name may have its own word in (/api/dataItem/add).
  const scope = /^\/(?:api\/)?(\w+)\//.exec(reply.request.url)?.[1];
  const params = err.field ? { ...err.params, field: fieldLabel(lang, err.field, scope) } : err.params;
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(envelope(err.code, t(lang, err.key, params), err.data ?? (err.field ? { field: err.field } : null)));
}

interface FastifyLikeError {
  code?: string;
  statusCode?: number;
  validation?: ValidationIssue[];
  validationContext?: string;
  message?: string;
}

/** Maps anything thrown while handling a request to the envelope; only real faults are 500. */
function toAppError(error: unknown): { err: AppError; status: number; unexpected: boolean } {
  if (error instanceof AppError) return { err: error, status: 200, unexpected: false };
  const e = (error ?? {}) as FastifyLikeError & { code?: string };
  if (e.validation) return { err: validationToAppError(e.validation, e.validationContext), status: 200, unexpected: false };
  const pgCode = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { err: new AppError(Code.UnsupportedType, 'unsupported_type'), status: 200, unexpected: false };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return {
        err: new AppError(Code.TooLarge, e.code === 'FST_REQ_FILE_TOO_LARGE' ? 'upload_too_large' : 'body_too_large'),
        status: 200,
        unexpected: false,
      };
    case 'FST_FILES_LIMIT':
      return { err: new AppError(Code.BadInput, 'upload_too_many'), status: 200, unexpected: false };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { err: new AppError(Code.BadInput, 'body_empty'), status: 200, unexpected: false };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { err: new AppError(Code.BadInput, 'body_invalid_json'), status: 200, unexpected: false };
    default:
      break;
  }
  if (e.statusCode === 429) return { err: new AppError(Code.TooManyRequests, 'too_many_requests'), status: 200, unexpected: false };
  if (e.statusCode === 400 && e.message?.includes('JSON'))
    return { err: new AppError(Code.BadInput, 'body_invalid_json'), status: 200, unexpected: false };
  if (e.statusCode === 413) return { err: new AppError(Code.TooLarge, 'body_too_large'), status: 200, unexpected: false };
  if (e.statusCode === 415) return { err: new AppError(Code.UnsupportedType, 'unsupported_type'), status: 200, unexpected: false };
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)
    return { err: new AppError(Code.BadInput, 'field_type', { field: 'request' }), status: 200, unexpected: false };
  // Database constraint errors that validation should have caught stay 4xx-like, never a 500.
  // A unique index turned a write away (two at once): say so, not 'not found'.
  if (pgCode === '23505') return { err: new AppError(Code.Conflict, 'conflict'), status: 200, unexpected: true };
  if (pgCode === '23503') return { err: new AppError(Code.NotFound, 'not_found'), status: 200, unexpected: true };
  if (pgCode?.startsWith('22'))
    return { err: new AppError(Code.BadInput, 'field_range', { field: 'request' }), status: 200, unexpected: true };
  return { err: new AppError(Code.ServerError, 'server_error'), status: 500, unexpected: true };
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { deps } = opts;
  const { config } = deps;
  const spec = loadSpec();
  const multipartUrls = new Set([...spec.operations.values()].filter((o) => o.multipart).map((o) => `/api${o.path}`));

  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: config.trustProxy,
    // JSON bodies: the largest is a CSV import, well under 1 MB (uploads have their own limits).
    bodyLimit: 1024 * 1024,
    // Errors are logged by the error handler; a line per request is noise at this size.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(createValidatorCompiler(multipartUrls));
  app.setSerializerCompiler(createSerializerCompiler(opts.validateResponses ?? Boolean(process.env.VITEST)));
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('user', null);
  // CSP, HSTS (over TLS only) and the other security headers on every response (security.ts).
  registerSecurityHeaders(app, config);

  app.setErrorHandler((error, req, reply) => {
    const { err, status, unexpected } = toAppError(error);
    if (unexpected) req.log.error({ err: error, url: req.url }, 'request failed');
    return sendError(reply, req.lang ?? langOf(req.headers.lang), err, status);
  });
  app.setNotFoundHandler((req, reply) => sendError(reply, langOf(req.headers.lang), new AppError(Code.NotFound, 'route_not_found'), 404));

  await app.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(deps.shared) });
  await app.register(fastifyMultipart, { limits: { fileSize: 1024 * 1024, files: 3, fields: 10, fieldSize: 1024, parts: 20 } });

  // Every /api call is signed; the docs and static files are not, nor the links an operation signs
  // itself (`security: []` in the contract: a report's download link).
  const unsignedPaths = new Set([...spec.operations.values()].filter((o) => o.unsigned).map((o) => `/api${o.path}`));
  app.addHook('onRequest', async (req, reply) => {
    req.lang = langOf(req.headers.lang);
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs')) return;
    if (unsignedPaths.has(req.url.split('?')[0] ?? '')) return;
    const bad = checkApiToken(req.headers, config.apiTokenWord, config.apiTokenSecret, config.timestampWindowMs);
    if (bad) return sendError(reply, req.lang, bad);
  });

  const snapshots = new WeakMap<FastifyRequest, number[]>();
  const used = new Set<string>();
  const missing: string[] = [];
  // glue fills method, url and schema; the resolver adds the handler, hooks and config.
  const resolver = (operationId: string): RouteOptions => {
    const op = spec.operations.get(operationId);
    const handler = (opts.handlers as Record<string, Handler<OpId> | undefined>)[operationId];
    if (!op || !handler) {
      missing.push(operationId);
      return { handler: async () => Promise.reject(new Error(`no handler for ${operationId}`)) } as unknown as RouteOptions;
    }
    used.add(operationId);
    // Policy comes from the contract's extensions on the operation (spec.ts).
    const cacheTags = op.cache;
    const limit = config.rateLimit && op.rateLimit ? { max: op.rateLimit.max, timeWindow: op.rateLimit.window } : undefined;
    return {
      config: { operation: op, cacheTags, ...(limit ? { rateLimit: limit } : {}) },
      preValidation: op.json && op.trim ? trimmer(op.trim) : undefined,
      preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
        const query = req.query as Record<string, unknown>;
        const token = req.headers['user-token'] ?? (operationId === 'userInfo' ? query.token : undefined);
        if (typeof token === 'string' && token !== '') {
          try {
            req.user = await resolveSession(deps.db, token, deps.sessions);
          } catch (err) {
            // A stale token on a public read is ignored; anything that needs the user reports it.
            if (op.auth !== 'anonymous') throw err;
          }
        }
        const denied = authorize(op.auth, req.user);
        if (denied) throw denied;
        // Fastify validates only the bodies it parsed as JSON; any other type would reach the handler unchecked.
        if (op.json && !/^application\/json\b/i.test(String(req.headers['content-type'] ?? '')))
          throw new AppError(Code.UnsupportedType, 'unsupported_type');
        if (cacheTags && deps.cache.enabled && !req.user) {
          const hit = await deps.cache.get(`${req.lang}|${req.url}`);
          if (hit !== undefined) return reply.type('application/json; charset=utf-8').header('x-cache', 'hit').send(hit);
        }
      },
      // A successful public read is kept as the bytes that were sent, unless a write came in between.
      onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const snapshot = snapshots.get(req);
        if (
          cacheTags &&
          snapshot &&
          !req.user &&
          reply.statusCode === 200 &&
          typeof payload === 'string' &&
          payload.startsWith('{"code":0,')
        ) {
          await deps.cache.set(`${req.lang}|${req.url}`, payload, cacheTags, snapshot);
        }
        return payload;
      },
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        let msgKey: MessageKey = 'ok';
        let msgParams: Record<string, string | number> = {};
        const snapshot = cacheTags && deps.cache.enabled && !req.user ? await deps.cache.snapshot(cacheTags) : undefined;
        const ctx: Ctx<OpId> = {
          operationId: operationId as OpId,
          query: req.query as never,
          body: req.body as never,
          lang: req.lang,
          user: req.user,
          me() {
            if (!req.user) throw new AppError(Code.LoginRequired, 'login_required');
            return req.user;
          },
          deps,
          req,
          reply,
          say(key, params = {}) {
            msgKey = key;
            msgParams = params;
          },
        };
        const data = await handler(ctx);
        // Before the answer: every node's cache stops serving these tags (their generations move on).
        if (op.invalidates) await deps.shared.invalidate(op.invalidates);
        if (data === SENT) return reply;
        if (snapshot) snapshots.set(req, snapshot);
        return { code: 0, msg: t(req.lang, msgKey, msgParams), data: data ?? null };
      },
    } as unknown as RouteOptions;
  };

  await app.register(openapiGlue, { specification: structuredClone(spec.document), operationResolver: resolver, prefix: 'api' });
  if (missing.length) throw new Error(`Operations in the contract without a handler: ${missing.join(', ')}`);
  const extra = Object.keys(opts.handlers).filter((id) => !used.has(id));
  if (extra.length) throw new Error(`Handlers without an operation in the contract: ${extra.join(', ')}`);

  // The readable API reference, generated from the same contract.
  await app.register(fastifySwagger, { mode: 'static', specification: { document: spec.document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });

  await app.register(fastifyStatic, {
    root: path.join(config.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Temporary files of an upload in progress are dotfiles (storage.ts): never served.
    dotfiles: 'ignore',
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  if (config.mode === 'demo') {
    registerDemoImages(app);
    await registerDemoMedia(app);
  }
  app.get('/healthz', async () => ({ ok: true }));
  registerSiteVerification(app, config.siteVerification);
  const siteDir = findSiteDir(config.siteDir);
  if (siteDir) await registerSite(app, siteDir);
  // Without a built site (API-only tests, `pnpm dev` before a site build) `/` says where the API is.
  else app.get('/', async (_req, reply) => reply.type('text/html; charset=utf-8').send(PLACEHOLDER_PAGE));
  return app;
}

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>上海铂金周 · Shanghai Platinum Week</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2430}a{color:#6b4e16}</style>
</head><body>
<h1>上海铂金周 · Shanghai Platinum Week</h1>
<p>网站正在建设中。接口已可用：<a href="/api/docs">API 文档</a>。</p>
<p>The site is being built. The API is live: <a href="/api/docs">API reference</a>.</p>
</body></html>`;
