import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local files by default; an S3-compatible store would implement the same. */
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

  /** A new file's place: year/month/random.ext. */
  private newName(ext: string): string {
    const now = new Date();
    return path.posix.join(
      String(now.getUTCFullYear()),
      String(now.getUTCMonth() + 1).padStart(2, '0'),
      `${randomBytes(12).toString('hex')}.${ext}`,
    );
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

/**
 * Files nobody reaches by URL (a report's PDF): the server reads them for members through a signed
 * link (features/document). A local folder outside the served ones by default.
 */
export interface PrivateFileStore extends FileStore {
  filePath(url: string): string | null;
  read(url: string): Promise<Buffer | null>;
  /** Stores a whole local file (moved, not read into memory) and returns its key. */
  putFile(source: string, ext: string): Promise<string>;
}
