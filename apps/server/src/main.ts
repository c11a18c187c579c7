import { performance } from 'node:perf_hooks';
import { loadConfig } from './config.ts';
import { createServer } from './server.ts';

const started = performance.now();
const config = loadConfig();
const server = await createServer(config, { logger: { level: config.logLevel } });
const { app } = server;

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const ms = Math.round(performance.now() - started);
const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Shanghai Platinum Week is running (${config.mode} mode, ${server.database.kind}, ready in ${ms} ms)`,
  `  site:     ${url}/`,
  `  API:      ${url}/api`,
  `  API docs: ${url}/api/docs`,
];
if (server.demoAccounts.length) {
  lines.push('', '  Demo accounts (demo mode only):');
  for (const a of server.demoAccounts)
    lines.push(`    ${a.role.padEnd(12)} ${a.username.padEnd(10)} ${a.password.padEnd(14)} tel ${a.tel}  ${a.email}`);
  lines.push(`  Verification codes go to ${config.dataDir}/outbox`);
}
console.log(`${lines.join('\n')}\n`);
