import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local files by default; an S3-compatible store would implement the same. */
export interface FileStore {
  /** Stores bytes durably (fsync before returning) and returns the public URL. */
  put(bytes: Buffer, ext: string): Promise<string>;
  /** Removes a stored file by URL, when it belongs to this store. */
  remove(url: string): Promise<void>;
}

export class LocalFileStore implements FileStore {
  constructor(
    readonly root: string,
    readonly urlPrefix = '/uploads',
  ) {}

  async put(bytes: Buffer, ext: string): Promise<string> {
    const now = new Date();
    const rel = path.posix.join(
      String(now.getUTCFullYear()),
      String(now.getUTCMonth() + 1).padStart(2, '0'),
      `${randomBytes(12).toString('hex')}.${ext}`,
    );
    const file = path.join(this.root, rel);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp`;
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

  async remove(url: string): Promise<void> {
    if (!url.startsWith(`${this.urlPrefix}/`)) return;
    const rel = url.slice(this.urlPrefix.length + 1);
    if (rel.includes('..')) return;
    await fs.rm(path.join(this.root, rel), { force: true });
  }
}
