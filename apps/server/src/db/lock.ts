import fs from 'node:fs';
import os from 'node:os';

/** Whether a process with this pid runs (one of another user's counts). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates the file only if it does not exist yet; false when it does. */
function tryCreate(file: string, content: string): boolean {
  try {
    fs.writeFileSync(file, content, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Takes a lock file holding this process's pid and host. A lock left by a process that is gone
 * (killed with SIGKILL, say) is taken over at once, so a restart after a crash is not delayed; a
 * lock held by a live process refuses the second server.
 */
export function takeLock(file: string): () => void {
  const mine = JSON.stringify({ pid: process.pid, host: os.hostname() });
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file, mine)) {
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === mine) fs.rmSync(file);
        } catch {
          /* already gone */
        }
      };
    }
    let holder: { pid?: number; host?: string } = {};
    try {
      holder = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof holder;
    } catch {
      /* half-written or just removed: treat as stale */
    }
    if (holder.host && holder.host !== os.hostname()) throw new Error(`${file} is held by ${holder.host}`);
    if (holder.pid && alive(holder.pid)) throw new Error(`${file} is held by process ${holder.pid}`);
    fs.rmSync(file, { force: true });
  }
  throw new Error(`could not take ${file}`);
}
