import path from 'node:path';
import { DEFAULT_POOL_SIZE } from './db/pool.ts';

/** Defaults that ship in the repo. Production refuses to start with them. */
export const DEFAULT_API_TOKEN_WORD = 'spw';
export const DEFAULT_API_TOKEN_SECRET = 'spw-dev-secret-change-me';

export interface Config {
  mode: 'demo' | 'production';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Redis shared by every node (REDIS_URL): one rate-limit budget, cache invalidations to all. */
  redisUrl: string | undefined;
  /** What this site's keys and channel in Redis start with (REDIS_PREFIX), so sites can share one. */
  redisPrefix: string;
  /** Connections in this node's database pool (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Live event streams (/api/live/stream) this node keeps open at most (LIVE_MAX_STREAMS). */
  liveMaxStreams: number;
  apiTokenWord: string;
  apiTokenSecret: string;
  /** Accepted clock difference for the `timestamp` header, in ms. */
  timestampWindowMs: number;
  /** Seconds a cached public read lives; 0 turns the cache off. */
  publicCacheTtlMs: number;
  /** How long a node keeps a looked-up session before asking PostgreSQL again (0: never keeps one). */
  sessionCacheMs: number;
  rateLimit: boolean;
  /** A file of extra sensitive words for the article review queue, one per line (SENSITIVE_WORDS_FILE). */
  sensitiveWordsFile: string | undefined;
  wechat: { appId: string; appSecret: string; openAppId: string; openAppSecret: string };
  sessionDays: number;
  rememberDays: number;
  siteDir: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** Payment providers members may choose (PAYMENT_PROVIDERS, comma-separated). */
  paymentProviders: readonly PaymentProviderName[];
  /** Minutes an unpaid order holds its seats (bank transfers: 3 days). */
  orderTtlMinutes: number;
  /** The account shown for bank transfers. */
  transfer: { accountName: string; bankName: string; accountNo: string };
  /**
   * The spec's domain-verification file, served at the site root (`/<file>`): the name and content a
   * platform (WeChat, a search engine) asks the owner to publish. Unset: nothing is served.
   */
  siteVerification: SiteVerification | undefined;
  /**
   * Origins (https://host[:port]) a live stream or video may play from, besides this site
   * (MEDIA_ORIGINS, comma-separated): the page's policy lets the player fetch from them.
   */
  mediaOrigins: string[];
  /** Origins of third-party live platforms whose embed pages a stream may show (EMBED_ORIGINS). */
  embedOrigins: string[];
  /** Each creator's shared-files quota in bytes (NETDISK_QUOTA_MB, default 5 GB). */
  netdiskQuota: number;
  /** The largest shared file in bytes (NETDISK_MAX_FILE_MB, default 2 GB). */
  netdiskMaxFile: number;
  /** Where uploaded and private files live (STORAGE): this node's DATA_DIR, or S3-compatible storage. */
  storage: StorageConfig;
}

/** S3-compatible storage (STORAGE=s3): AWS S3, MinIO, Aliyun OSS, Tencent COS, Cloudflare R2 … */
export interface S3Config {
  kind: 's3';
  /** The bucket of public files (pictures, covers), read by browsers at `publicUrl` (S3_BUCKET). */
  bucket: string;
  /** The bucket of private files (reports' PDFs, shared files), never public (S3_PRIVATE_BUCKET, default S3_BUCKET). */
  privateBucket: string;
  region: string;
  /** The service's address when it is not AWS (S3_ENDPOINT). */
  endpoint: string | undefined;
  /** Bucket in the path rather than the host name, as MinIO wants (S3_FORCE_PATH_STYLE). */
  forcePathStyle: boolean;
  /** Keys (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); unset: the SDK's own chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where browsers read the public bucket's objects (S3_PUBLIC_URL): the bucket's address or a CDN's. */
  publicUrl: string;
}

export type StorageConfig = { kind: 'local' } | S3Config;

/** A base URL browsers load pictures from: https, or http on this machine (a local MinIO). */
function publicBase(value: string | undefined): string {
  let parsed: URL | undefined;
  try {
    parsed = value ? new URL(value) : undefined;
  } catch {
    parsed = undefined;
  }
  const local = parsed?.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (!parsed || (parsed.protocol !== 'https:' && !local) || parsed.search || parsed.hash) {
    throw new Error(`S3_PUBLIC_URL must be the https address the public bucket is read at (a CDN's or the bucket's), got "${value ?? ''}"`);
  }
  return parsed.toString().replace(/\/+$/, '');
}

function storage(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = (env.STORAGE ?? '').trim() || 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`STORAGE must be "local" or "s3", got "${kind}"`);
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  let endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint) {
    try {
      endpoint = new URL(endpoint).toString().replace(/\/+$/, '');
    } catch {
      throw new Error(`S3_ENDPOINT is not a URL: "${endpoint}"`);
    }
  }
  return {
    kind: 's3',
    bucket,
    privateBucket: env.S3_PRIVATE_BUCKET?.trim() || bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
    publicUrl: publicBase(env.S3_PUBLIC_URL),
  };
}

export interface SiteVerification {
  file: string;
  content: string;
}

/** A file name at the site root: letters, digits, dot, dash, underscore; no path, not hidden. */
const VERIFICATION_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

function siteVerification(file: string | undefined, content: string | undefined): SiteVerification | undefined {
  if (!file) {
    if (content) throw new Error('SITE_VERIFICATION_CONTENT is set without SITE_VERIFICATION_FILE');
    return undefined;
  }
  if (!VERIFICATION_FILE.test(file) || file === 'index.html' || file === 'healthz') {
    throw new Error(`SITE_VERIFICATION_FILE must be a plain file name at the site root, got "${file}"`);
  }
  if (!content) throw new Error('SITE_VERIFICATION_FILE is set without SITE_VERIFICATION_CONTENT');
  return { file, content };
}

export type PaymentProviderName = 'sandbox' | 'offline';
const PROVIDERS: readonly PaymentProviderName[] = ['sandbox', 'offline'];

function providers(value: string | undefined, mode: 'demo' | 'production'): PaymentProviderName[] {
  // The sandbox settles without money: on by default for the demo only.
  if (value === undefined || value.trim() === '') return mode === 'demo' ? ['sandbox', 'offline'] : ['offline'];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!PROVIDERS.includes(name as PaymentProviderName))
      throw new Error(`PAYMENT_PROVIDERS: unknown provider "${name}" (known: ${PROVIDERS.join(', ')})`);
  }
  return names as PaymentProviderName[];
}

/** Third-party live platforms allowed to be embedded when EMBED_ORIGINS is not set. */
const DEFAULT_EMBED_ORIGINS =
  'https://player.bilibili.com,https://player.youku.com,https://www.youtube-nocookie.com,https://player.vimeo.com';

/** A comma-separated list of https origins (no path), each checked. */
function origins(name: string, value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const origin of list) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.protocol !== 'https:' || parsed.origin !== origin) {
      throw new Error(`${name}: "${origin}" is not an https origin (https://host, no path)`);
    }
  }
  return list;
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.APP_MODE === 'production' || env.NODE_ENV === 'production' ? 'production' : 'demo';
  const config: Config = {
    mode,
    host: env.HOST ?? '0.0.0.0',
    port: int('PORT', env.PORT, 8080),
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'spw:',
    databasePoolSize: int('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE) || DEFAULT_POOL_SIZE,
    liveMaxStreams: int('LIVE_MAX_STREAMS', env.LIVE_MAX_STREAMS, 5000),
    apiTokenWord: env.API_TOKEN_WORD ?? DEFAULT_API_TOKEN_WORD,
    apiTokenSecret: env.API_TOKEN_SECRET ?? DEFAULT_API_TOKEN_SECRET,
    timestampWindowMs: int('TIMESTAMP_WINDOW_MS', env.TIMESTAMP_WINDOW_MS, 5 * 60 * 1000),
    publicCacheTtlMs: int('PUBLIC_CACHE_TTL_MS', env.PUBLIC_CACHE_TTL_MS, 5000),
    sessionCacheMs: int('SESSION_CACHE_MS', env.SESSION_CACHE_MS, 5000),
    rateLimit: env.RATE_LIMIT !== 'off',
    sensitiveWordsFile: env.SENSITIVE_WORDS_FILE || undefined,
    wechat: {
      appId: env.WECHAT_APP_ID ?? '',
      appSecret: env.WECHAT_APP_SECRET ?? '',
      openAppId: env.WECHAT_OPEN_APP_ID ?? '',
      openAppSecret: env.WECHAT_OPEN_APP_SECRET ?? '',
    },
    sessionDays: int('SESSION_DAYS', env.SESSION_DAYS, 30),
    rememberDays: int('REMEMBER_DAYS', env.REMEMBER_DAYS, 30),
    siteDir: env.SITE_DIR || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    paymentProviders: providers(env.PAYMENT_PROVIDERS, mode),
    orderTtlMinutes: int('ORDER_TTL_MINUTES', env.ORDER_TTL_MINUTES, 30) || 30,
    transfer: {
      accountName: env.TRANSFER_ACCOUNT_NAME ?? '上海铂金周会展服务有限公司',
      bankName: env.TRANSFER_BANK_NAME ?? '中国工商银行上海浦东分行',
      accountNo: env.TRANSFER_ACCOUNT_NO ?? '1001 2345 6789 0000 000',
    },
    siteVerification: siteVerification(env.SITE_VERIFICATION_FILE || undefined, env.SITE_VERIFICATION_CONTENT || undefined),
    mediaOrigins: origins('MEDIA_ORIGINS', env.MEDIA_ORIGINS),
    embedOrigins: origins('EMBED_ORIGINS', env.EMBED_ORIGINS ?? DEFAULT_EMBED_ORIGINS),
    netdiskQuota: (int('NETDISK_QUOTA_MB', env.NETDISK_QUOTA_MB, 5120) || 5120) * 1024 * 1024,
    netdiskMaxFile: (int('NETDISK_MAX_FILE_MB', env.NETDISK_MAX_FILE_MB, 2048) || 2048) * 1024 * 1024,
    storage: storage(env),
  };
  if (config.mode === 'production') {
    if (config.apiTokenWord === DEFAULT_API_TOKEN_WORD || config.apiTokenSecret === DEFAULT_API_TOKEN_SECRET) {
      throw new Error('Production mode refuses the default API_TOKEN_WORD / API_TOKEN_SECRET: set your own.');
    }
    if (config.apiTokenSecret.length < 16) throw new Error('API_TOKEN_SECRET must be at least 16 characters in production.');
  }
  return config;
}

/** A connection string without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(not a URL)';
  }
}
