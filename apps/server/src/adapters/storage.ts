import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live: a local folder by default, S3-compatible storage when configured (adapters/s3.ts). */
export interface FileStore {
  /** Stores bytes durably (fsync before returning) and returns the public URL. */
  put(bytes: Buffer, ext: string): Promise<string>;
  /** Removes a stored file by URL, when it belongs to this store. */
  remove(url: string): Promise<void>;
  /** Clears what an interrupted put left behind; returns how many files went. */
  sweep?(): Promise<number>;
}

/** A temporary name: hidden (the static route never serves dotfiles) and easy to sweep. */
const TEMPORARY = /^\..+\.tmp$/;

export class LocalFileStore implements FileStore {
  constructor(
    readonly root: string,
    readonly urlPrefix = '/uploads',
  ) {}

  async put(bytes: Buffer, ext: string): Promise<string> {
    const rel = this.newName(ext);
    const file = path.join(this.root, rel);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written under a hidden name, synced, then renamed: a reader sees the whole file or none.
    const tmp = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
    const handle = await fs.open(tmp, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, file);
    return `${this.urlPrefix}/${rel}`;
  }

  /**
   * Takes a whole file from a local path (an upload assembled from its parts) without reading it
   * into memory: renamed into place, or copied and synced when it is on another disk. The source
   * is gone afterwards.
   */
  async putFile(source: string, ext: string): Promise<string> {
    const rel = this.newName(ext);
    const file = path.join(this.root, rel);
    await fs.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.rename(source, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      const tmp = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
      await fs.copyFile(source, tmp);
      const handle = await fs.open(tmp, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, file);
      await fs.rm(source, { force: true });
    }
    return `${this.urlPrefix}/${rel}`;
  }

  private newName(ext: string): string {
    return storedName(ext);
  }

  /**
   * Removes temporary files an interrupted put left (a crash between write and rename), once
   * they are an hour old, so a put in flight in another process is never touched.
   */
  async sweep(olderThanMs = 3_600_000): Promise<number> {
    const entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isFile() || !TEMPORARY.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs >= olderThanMs) {
        await fs.rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async remove(url: string): Promise<void> {
    const file = this.filePath(url);
    if (file) await fs.rm(file, { force: true });
  }

  owns(url: string): boolean {
    return this.filePath(url) !== null;
  }

  async size(url: string): Promise<number | null> {
    const file = this.filePath(url);
    const stat = file ? await fs.stat(file).catch(() => null) : null;
    return stat?.isFile() ? stat.size : null;
  }

  async serve(req: IncomingMessage, url: string): Promise<Served | null> {
    const file = this.filePath(url);
    if (!file) return null;
    const { default: send } = await import('@fastify/send');
    const sent = await send(req, file, { acceptRanges: true, cacheControl: false, etag: true, lastModified: true, dotfiles: 'deny' });
    if (sent.type === 'error' || sent.type === 'directory') return null;
    return { statusCode: sent.statusCode, headers: sent.headers as Served['headers'], stream: sent.stream };
  }

  /** Where a stored file is on disk; null for a URL that is not this store's. */
  filePath(url: string): string | null {
    if (!url.startsWith(`${this.urlPrefix}/`)) return null;
    const rel = url.slice(this.urlPrefix.length + 1);
    if (rel.includes('..') || !/^[A-Za-z0-9/_.-]+$/.test(rel)) return null;
    return path.join(this.root, rel);
  }

  /** A stored file's bytes; null when it is not this store's or is gone. */
  async read(url: string): Promise<Buffer | null> {
    const file = this.filePath(url);
    return file ? fs.readFile(file).catch(() => null) : null;
  }
}

/** A new file's place: year/month/random.ext. */
export function storedName(ext: string): string {
  const now = new Date();
  return path.posix.join(
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
    `${randomBytes(12).toString('hex')}.${ext}`,
  );
}

/** A download's answer: the status (200, 206, 304), its headers and the bytes. */
export interface Served {
  statusCode: number;
  headers: Record<string, string | number | string[]>;
  stream: Readable;
}

/**
 * Files nobody reaches by URL (a report's PDF, a creator's shared file): the server sends them
 * through a signed link (features/document, features/netdisk). A local folder outside the served
 * ones by default, a private bucket with STORAGE=s3.
 */
export interface PrivateFileStore extends FileStore {
  /** True for a key this store gave out (not a demo's file drawn on request). */
  owns(url: string): boolean;
  read(url: string): Promise<Buffer | null>;
  /** A stored file's size in bytes; null when it is not this store's or is gone. */
  size(url: string): Promise<number | null>;
  /** Stores a whole local file (not read into memory) and returns its key; the source is gone afterwards. */
  putFile(source: string, ext: string): Promise<string>;
  /** The file for a download, honouring the request's Range and If-None-Match; null when it is gone. */
  serve(req: IncomingMessage, url: string): Promise<Served | null>;
}
