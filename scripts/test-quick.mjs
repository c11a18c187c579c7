#!/usr/bin/env node
/**
 * `pnpm test:quick`: the checks worth running before every commit, in under two minutes:
 *   types   tsc -b (incremental: only the projects whose files changed are checked again), run
 *           beside the two below, its errors printed after them
 *   lint    ESLint on the changed files
 *   unit    the Vitest tests related to the changed files (`vitest related`, the module graph
 *           behind `--changed`): server tests on PostgreSQL (TEST_DATABASE_URL's, else a
 *           throwaway embedded cluster); api, scripts, site and i18n. Never the durability test.
 *   stories the changed story files and the stories beside changed packages/ui components (not
 *           every story that renders them: that is `pnpm test`'s).
 * Every step runs even when one fails, so one report shows all three; the exit code is non-zero
 * when any failed.
 * "Changed" is every file that differs from where this branch left main (committed, staged,
 * unstaged or new); on main itself, what is not committed yet. `--base <ref>` picks another base.
 * package.json, the lockfile and the Vitest config select no tests here (Vitest would rerun all of
 * them); `pnpm test` runs everything. `--files a,b` checks those files as if they had changed.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { duration } from './stages.mjs';

const args = process.argv.slice(2);
const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).trim();

function base() {
  if (args.includes('--base')) return args[args.indexOf('--base') + 1];
  for (const ref of ['origin/main', 'main']) {
    try {
      return git('merge-base', 'HEAD', ref);
    } catch {
      /* no such ref */
    }
  }
  return 'HEAD';
}

function changedFiles(since) {
  const lines = [
    git('diff', '--name-only', `${since}...HEAD`),
    git('diff', '--name-only', '--cached'),
    git('ls-files', '--others', '--modified', '--exclude-standard'),
  ]
    .join('\n')
    .split('\n')
    .filter(Boolean);
  return [...new Set(lines)].filter((f) => fs.existsSync(f)).sort();
}

const since = base();
// `--files a,b`: check these as if they were what changed (to time a change, or from an editor).
const changed = args.includes('--files') ? (args[args.indexOf('--files') + 1] ?? '').split(',').filter(Boolean) : changedFiles(since);
const code = changed.filter((f) => /\.(ts|tsx|mts|mjs|js)$/.test(f) && !f.endsWith('.gen.ts'));
const lintable = code.filter((f) => !f.startsWith('openapi/'));
const NO_SELECT = new Set(['package.json', 'pnpm-lock.yaml', 'vitest.config.ts']);
const related = changed.filter(
  (f) => /\.(ts|tsx|mts|mjs|js|json|yaml|css)$/.test(f) && !NO_SELECT.has(f) && !f.includes('__screenshots__'),
);
const projects = ['server', 'api', 'scripts', 'site', 'i18n'];
// Stories: the changed story files and the stories beside changed components. Everything that
// renders a changed component (ErrorMark alone is in 33 story files, 2.5 min) is left to `pnpm test`.
const stories = [
  ...new Set(
    changed
      .filter((f) => f.startsWith('packages/ui/') && /\.tsx?$/.test(f) && !f.includes('__screenshots__'))
      .map((f) => (f.endsWith('.stories.tsx') ? f : f.replace(/\.tsx?$/, '.stories.tsx')))
      .filter((f) => fs.existsSync(f)),
  ),
];

console.log(
  `test:quick: ${changed.length} changed file(s) ${args.includes('--files') ? 'given with --files' : `since ${since === 'HEAD' ? 'HEAD' : since.slice(0, 10)}`}`,
);
for (const f of changed) console.log(`  ${f}`);

const types = { name: 'types', cmd: 'pnpm', argv: ['exec', 'tsc', '-b', '--pretty'] };
const steps = [
  ...(lintable.length
    ? [{ name: 'lint', cmd: 'pnpm', argv: ['exec', 'eslint', '--max-warnings=0', '--no-warn-ignored', ...lintable] }]
    : []),
  ...(related.length
    ? [
        {
          name: 'unit',
          cmd: 'pnpm',
          argv: ['exec', 'vitest', 'related', '--run', '--passWithNoTests', ...projects.flatMap((p) => ['--project', p]), ...related],
        },
      ]
    : []),
  ...(stories.length ? [{ name: 'stories', cmd: 'pnpm', argv: ['exec', 'vitest', 'run', '--project', 'storybook', ...stories] }] : []),
];

/** Runs a step; `quiet` keeps its output to print later (the typecheck runs beside the others). */
function run(step, quiet = false) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.argv, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const done = (exit) => resolve({ name: step.name, ms: performance.now() - start, exit, output });
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
    child.on('error', () => done(127));
  });
}

const wall = performance.now();
// tsc -b is one thread and prints only errors: it runs beside lint and the tests, its output after them.
const typing = run(types, true);
const rows = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.cmd} ${step.argv.slice(0, 8).join(' ')}${step.argv.length > 8 ? ' …' : ''}`);
  rows.push(await run(step));
}
const typed = await typing;
console.log(`\n▶ types: pnpm exec tsc -b (ran alongside)`);
if (typed.output.trim()) console.log(typed.output.trimEnd());
rows.unshift(typed);
const failed = rows.find((r) => r.exit !== 0)?.exit ?? 0;
const total = performance.now() - wall;
console.log('');
for (const r of rows) console.log(`${r.name.padEnd(7)} ${duration(r.ms).padStart(10)}  ${r.exit === 0 ? 'ok' : `FAILED (exit ${r.exit})`}`);
if (!related.length) console.log('unit             -  no changed source file');
console.log(
  `test:quick ${
    failed
      ? `FAILED (${rows
          .filter((r) => r.exit !== 0)
          .map((r) => r.name)
          .join(', ')})`
      : 'passed'
  } in ${duration(total)}; Vitest projects: ${projects.join(', ')}.`,
);
process.exitCode = failed;
