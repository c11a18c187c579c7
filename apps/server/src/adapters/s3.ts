// S3-compatible storage (STORAGE=s3) behind the same FileStore and PrivateFileStore as the local
// folders: AWS S3, MinIO, Aliyun OSS, Tencent COS, Cloudflare R2. The SDK is loaded only when this
// store is configured, so a site on local files never pays for it.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { storedName, type FileStore, type PrivateFileStore, type Served } from './storage.ts';

/** What a stored file is, by the extension the server chose for it (the content was checked before). */
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

const contentType = (key: string): string => TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The SDK's error status (404 for a missing key, 304 not modified, 416 a range past the end). */
function statusOf(err: unknown): number {
  const meta = (err as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return meta?.httpStatusCode ?? 0;
}

const KEY = /^[A-Za-z0-9/_.-]+$/;

/** One client per configuration, made on first use. */
const clients = new Map<string, Promise<S3Client>>();

function client(config: S3Config): Promise<S3Client> {
  const id = JSON.stringify([config.endpoint, config.region, config.forcePathStyle, config.credentials?.accessKeyId]);
  let made = clients.get(id);
  if (!made) {
    made = import('@aws-sdk/client-s3').then(
      ({ S3Client: Client }) =>
        new Client({
          region: config.region,
          endpoint: config.endpoint,
          forcePathStyle: config.forcePathStyle,
          credentials: config.credentials,
          // Checksums only where the API requires them: MinIO, OSS and COS do not all take the SDK's
          // default trailing checksums on streamed bodies.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
    );
    clients.set(id, made);
  }
  return made;
}

/**
 * Public files (`mode: 'public'`): objects under `uploads/` in S3_BUCKET, their URL at
 * S3_PUBLIC_URL. Private files (`mode: 'private'`): objects under `private/` in S3_PRIVATE_BUCKET,
 * named `/private/…` as the local store names them, and sent only by the server.
 */
export class S3FileStore implements FileStore, PrivateFileStore {
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(
    private readonly config: S3Config,
    private readonly mode: 'public' | 'private',
  ) {
    this.bucket = mode === 'public' ? config.bucket : config.privateBucket;
    this.prefix = mode === 'public' ? `${config.publicUrl}/` : '/';
  }

  /** The object key of a URL this store gave out; null for anything else. */
  private keyOf(url: string): string | null {
    if (!url.startsWith(this.prefix)) return null;
    const key = url.slice(this.prefix.length);
    const root = this.mode === 'public' ? 'uploads/' : 'private/';
    if (!key.startsWith(root) || key.includes('..') || !KEY.test(key)) return null;
    return key;
  }

  private urlOf(key: string): string {
    return `${this.prefix}${key}`;
  }

  private newKey(ext: string): string {
    return `${this.mode === 'public' ? 'uploads' : 'private'}/${storedName(ext)}`;
  }

  private async putObject(key: string, body: Buffer | Readable, length: number): Promise<void> {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    const s3 = await client(this.config);
    await s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: length,
        ContentType: contentType(key),
        // Public names are random and never rewritten: a CDN may keep them for good.
        CacheControl: this.mode === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
      }),
    );
  }

  async put(bytes: Buffer, ext: string): Promise<string> {
    const key = this.newKey(ext);
    // One request: the object exists whole once it returns, or not at all.
    await this.putObject(key, bytes, bytes.length);
    return this.urlOf(key);
  }

  async putFile(source: string, ext: string): Promise<string> {
    const key = this.newKey(ext);
    const { size } = await fs.stat(source);
    await this.putObject(key, createReadStream(source), size);
    await fs.rm(source, { force: true });
    return this.urlOf(key);
  }

  async remove(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (!key) return;
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    await (await client(this.config)).send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  owns(url: string): boolean {
    return this.keyOf(url) !== null;
  }

  async read(url: string): Promise<Buffer | null> {
    const key = this.keyOf(url);
    if (!key) return null;
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    try {
      const got = await (await client(this.config)).send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return got.Body ? Buffer.from(await got.Body.transformToByteArray()) : null;
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  async size(url: string): Promise<number | null> {
    const key = this.keyOf(url);
    if (!key) return null;
    const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
    try {
      const head = await (await client(this.config)).send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? null;
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  /**
   * The object streamed through the server: the browser's Range goes to the bucket as it came, so
   * a resumed download or a PDF viewer's page request costs only its bytes; If-None-Match too.
   */
  async serve(req: IncomingMessage, url: string): Promise<Served | null> {
    const key = this.keyOf(url);
    if (!key) return null;
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const range = typeof req.headers.range === 'string' && /^bytes=\d*-\d*$/.test(req.headers.range) ? req.headers.range : undefined;
    const ifNoneMatch = typeof req.headers['if-none-match'] === 'string' ? req.headers['if-none-match'] : undefined;
    try {
      const got = await (
        await client(this.config)
      ).send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range, IfNoneMatch: ifNoneMatch }));
      if (!got.Body) return null;
      const headers: Served['headers'] = { 'accept-ranges': 'bytes' };
      if (got.ContentLength !== undefined) headers['content-length'] = got.ContentLength;
      if (got.ETag) headers.etag = got.ETag;
      if (got.LastModified) headers['last-modified'] = got.LastModified.toUTCString();
      if (got.ContentRange) headers['content-range'] = got.ContentRange;
      return { statusCode: got.ContentRange ? 206 : 200, headers, stream: got.Body as Readable };
    } catch (err) {
      const status = statusOf(err);
      if (status === 304) return { statusCode: 304, headers: ifNoneMatch ? { etag: ifNoneMatch } : {}, stream: Readable.from([]) };
      if (status === 416) {
        const size = await this.size(url);
        if (size === null) return null;
        return { statusCode: 416, headers: { 'content-range': `bytes */${size}` }, stream: Readable.from([]) };
      }
      if (status === 404) return null;
      throw err;
    }
  }
}
