import { performance } from 'node:perf_hooks';
import { loadConfig } from './config.ts';
import { apiTokenFor } from './http/auth.ts';
import { createServer } from './server.ts';

// Everything above (the imports) is loaded by now: the first mark of the start timings.
performance.mark('start:modules');
const config = loadConfig();
const server = await createServer(config, { logger: { level: config.logLevel } });
performance.mark('start:server');
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
performance.mark('start:listening');
// The start is timed to the first answer of /api/webinfo/get (what every page asks first), from the
// moment the process began (performance.now() counts from there).
const timestamp = Date.now();
const first = await app.inject({
  method: 'GET',
  url: '/api/webinfo/get',
  headers: { timestamp: String(timestamp), 'api-token': apiTokenFor(config.apiTokenWord, timestamp, config.apiTokenSecret) },
});
const ms = Math.round(performance.now());
// Where the start went: each phase's end, in ms from launch (the marks of server.ts and db/).
const phases = performance
  .getEntriesByType('mark')
  .filter((m) => m.name.startsWith('start:'))
  .sort((a, b) => a.startTime - b.startTime)
  .map((m) => `${m.name.slice('start:'.length)} ${Math.round(m.startTime)}`)
  .join(', ');
const { embedded } = server.database;
const database = embedded
  ? `embedded PostgreSQL, ${embedded.created ? `created (initdb ${embedded.timings.initdbMs} ms)` : 'restarted'}, up in ${embedded.timings.startMs} ms`
  : 'PostgreSQL of DATABASE_URL';
const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Shanghai Platinum Week is running (${config.mode} mode; ${database})`,
  `  ${embedded?.created ? 'first start' : 'start'}: /api/webinfo/get answered ${first.statusCode} in ${ms} ms from launch`,
  `  timings:  ${phases} (ms from launch, each phase's end)`,
  `  nodes:    ${server.deps.shared.kind === 'redis' ? 'limits, cache invalidations and live events shared through Redis (REDIS_URL)' : 'this node alone (set REDIS_URL to run several)'}`,
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
