import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * The contract (generated from openapi/src by `pnpm gen:api`): `OPENAPI_PATH`, or found upwards from this file: the build writes it beside dist/ as
 * JSON (parsing the YAML costs ~150 ms of every start), sources use openapi/openapi.yaml.
 */
export function specPath(): string {
  if (process.env.OPENAPI_PATH) return path.resolve(process.env.OPENAPI_PATH);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [path.join(dir, 'openapi.json'), path.join(dir, 'openapi/openapi.yaml')]) {
      if (fs.existsSync(candidate)) return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new Error('openapi.yaml not found; set OPENAPI_PATH');
}

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  auth: string;
  multipart: boolean;
  /** The operation takes a JSON body. */
  json: boolean;
  /** `x-cache`: a public read kept in the short-lived cache, under these tags. */
  cache?: readonly string[];
  /** `x-invalidates`: tags a successful write makes stale. */
  invalidates?: readonly string[];
  /** `x-rate-limit`: calls per client and window (a duration such as '1 minute'). */
  rateLimit?: { max: number; window: string };
  /** `x-trim`: body fields trimmed before they are checked (the spec trims login input). */
  trim?: readonly string[];
  /** `security: []`: a link a browser follows as is (its own signature in the query is the check), so no api-token. */
  unsigned: boolean;
}

interface RawOperation {
  operationId?: string;
  'x-auth'?: string;
  'x-cache'?: string[];
  'x-invalidates'?: string[];
  'x-rate-limit'?: { max: number; window: string };
  'x-trim'?: string[];
  security?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
}

export interface Spec {
  document: Record<string, unknown>;
  operations: Map<string, OperationInfo>;
}

export function loadSpec(file = specPath()): Spec {
  const text = fs.readFileSync(file, 'utf8');
  const document = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as {
    paths: Record<string, Record<string, RawOperation>>;
  } & Record<string, unknown>;
  const operations = new Map<string, OperationInfo>();
  for (const [p, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${p} has no operationId`);
      if (!op['x-auth']) throw new Error(`${op.operationId} has no x-auth`);
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: p,
        auth: op['x-auth'],
        multipart: Boolean(op.requestBody?.content?.['multipart/form-data']),
        json: Boolean(op.requestBody?.content?.['application/json']),
        cache: op['x-cache'],
        invalidates: op['x-invalidates'],
        rateLimit: op['x-rate-limit'],
        trim: op['x-trim'],
        unsigned: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return { document, operations };
}
