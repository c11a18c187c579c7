#!/usr/bin/env node
/**
 * `pnpm test`: the whole suite as named, timed stages, run in order. Each stage's output streams
 * as it runs; the first stage that fails stops the run with its exit code. At the end (or at the
 * failure) a table gives each stage's time, and the last line says which stages ran and how the run
 * ended; the counts of tests passed are in Vitest's and Playwright's own summaries above it.
 *
 *   node scripts/stages.mjs                      every stage
 *   node scripts/stages.mjs test:server build    only these, in the order below
 *   node scripts/stages.mjs --from build         this stage and the ones after it
 *   node scripts/stages.mjs --list               the stages and their commands
 *
 * docs/testing.md describes the stages and their times.
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** What `pnpm test` runs, in this order: the cheap checks first, the slow browsers last. */
export const STAGES = [
  { name: 'check', script: 'check', what: 'contract lint, drift, catalogues, ESLint, Prettier, tsc -b' },
  { name: 'test:server', script: 'test:server', what: 'server integration tests on PostgreSQL' },
  { name: 'test:unit-rest', script: 'test:unit-rest', what: 'api, site, ui and i18n unit tests' },
  { name: 'test:stories', script: 'test:stories', what: 'Storybook stories in Chromium with visual baselines' },
  { name: 'test:durability', script: 'test:durability', what: 'SIGKILL during write bursts, then recount' },
  { name: 'build', script: 'build', what: 'generated client, server and site bundles' },
  { name: 'e2e', script: 'e2e', what: 'Playwright journeys, desktop and phone' },
  { name: 'budgets', script: 'budgets', what: 'bundle size budgets' },
  { name: 'lighthouse', script: 'lighthouse', what: 'Lighthouse gates' },
];

function pick(args) {
  if (args.includes('--from')) {
    const from = args[args.indexOf('--from') + 1];
    const i = STAGES.findIndex((s) => s.name === from);
    if (i < 0) throw new Error(`no stage "${from}"; stages: ${STAGES.map((s) => s.name).join(', ')}`);
    return STAGES.slice(i);
  }
  const named = args.filter((a) => !a.startsWith('--'));
  if (named.length === 0) return STAGES;
  for (const n of named) {
    if (!STAGES.some((s) => s.name === n)) throw new Error(`no stage "${n}"; stages: ${STAGES.map((s) => s.name).join(', ')}`);
  }
  return STAGES.filter((s) => named.includes(s.name));
}

export function duration(ms) {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return `${m} min ${String(s % 60).padStart(2, '0')} s`;
}

function run(stage) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', '--silent', stage.script], { stdio: 'inherit', env: process.env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 : 1));
    });
    child.on('error', () => resolve(127));
  });
}

function table(rows, planned) {
  const width = Math.max(...planned.map((s) => s.name.length), 'stage'.length);
  const lines = [
    '',
    '── stage times ' + '─'.repeat(Math.max(0, width + 20 - 15)),
    `${'stage'.padEnd(width)}  ${'time'.padStart(10)}  result`,
  ];
  for (const s of planned) {
    const row = rows.find((r) => r.name === s.name);
    if (!row) lines.push(`${s.name.padEnd(width)}  ${'-'.padStart(10)}  not run`);
    else lines.push(`${s.name.padEnd(width)}  ${duration(row.ms).padStart(10)}  ${row.code === 0 ? 'ok' : `FAILED (exit ${row.code})`}`);
  }
  const total = rows.reduce((n, r) => n + r.ms, 0);
  lines.push(`${'total'.padEnd(width)}  ${duration(total).padStart(10)}`);
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const planned = pick(args);
  if (args.includes('--list')) {
    for (const s of planned) console.log(`${s.name.padEnd(16)} pnpm ${s.script.padEnd(16)} ${s.what}`);
    return 0;
  }
  const rows = [];
  for (const stage of planned) {
    console.log(`\n▶ stage ${stage.name} (pnpm ${stage.script}): ${stage.what}`);
    const start = performance.now();
    const code = await run(stage);
    const ms = performance.now() - start;
    rows.push({ name: stage.name, ms, code });
    console.log(`◀ stage ${stage.name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${duration(ms)}`);
    if (code !== 0) {
      console.log(table(rows, planned));
      console.log(
        `pnpm test stopped: stage ${stage.name} failed (exit ${code}); ${rows.length - 1} of ${planned.length} stages passed before it.`,
      );
      return code;
    }
  }
  console.log(table(rows, planned));
  console.log(`pnpm test finished: ${planned.length === 1 ? 'the one stage' : `all ${planned.length} stages`} passed.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    return 2;
  });
}
