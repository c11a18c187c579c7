// Starts the built server (apps/server/dist) on a free port with a fresh demo database, for the
// budget and Lighthouse scripts. Returns { base, stop }.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export async function startBuiltServer() {
  if (!fs.existsSync('apps/server/dist/main.js') || !fs.existsSync('apps/site/dist/index.html')) {
    throw new Error('build first: pnpm build');
  }
  const port = 8000 + Math.floor(Math.random() * 900);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-measure-'));
  // Under root the embedded PostgreSQL runs as `postgres`, which must reach the folder.
  fs.chmodSync(dataDir, 0o755);
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  /** Stops the server (and with it its PostgreSQL), then removes its data. */
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 600 || server.exitCode !== null) {
      await stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, stop };
}
