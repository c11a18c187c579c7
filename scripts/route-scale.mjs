#!/usr/bin/env node
// Does the first visit grow with the number of routes? Measures /home/aboutSPW's JS (gzip, in
// Chromium, as `pnpm budgets` does) on the built site, then adds a synthetic feature of 300 routes
// (apps/site/src/features/zz-scale, all under one new segment), regenerates the route index and
// rebuilds the site, measures again, and removes the feature (and rebuilds) whatever happens.
// Fails when the first route moved by more than 0.1 KB.
//   node scripts/route-scale.mjs            (after `pnpm build`)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const feature = path.join(root, 'apps/site/src/features/zz-scale');
const ROUTES = 300;
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, encoding: 'utf8', ...opts });

function firstRouteKB() {
  const out = run(process.execPath, ['scripts/check-budgets.mjs', '--only', '/home/aboutSPW', '--json']);
  const line = out.split('\n').find((l) => l.startsWith('{"route"'));
  if (!line) throw new Error(`no measurement:\n${out}`);
  return JSON.parse(line).js / 1024;
}

function buildSite() {
  run('node', ['scripts/routes.mjs'], { stdio: 'ignore' });
  run('pnpm', ['--filter', '@spw/site', 'build'], { stdio: 'ignore' });
}

const before = firstRouteKB();
let after;
try {
  fs.mkdirSync(feature, { recursive: true });
  const rows = Array.from(
    { length: ROUTES },
    (_, i) => `  { path: '/zzScale/page${i}', layout: 'root', access: 'public', title: 'route.404', page: comingSoon },`,
  );
  fs.writeFileSync(
    path.join(feature, 'routes.ts'),
    [
      "import type { RouteDef } from '../../app/route-types.ts';",
      "import { comingSoon } from '../system/coming-soon.ts';",
      '',
      `/** ${ROUTES} synthetic routes (scripts/route-scale.mjs): never committed. */`,
      'export const routes: readonly RouteDef[] = [',
      ...rows,
      '];',
      '',
    ].join('\n'),
  );
  buildSite();
  after = firstRouteKB();
} finally {
  fs.rmSync(feature, { recursive: true, force: true });
  buildSite();
}
const moved = after - before;
console.log(
  `/home/aboutSPW: ${before.toFixed(2)} KB of JS with the route table as it is, ${after.toFixed(2)} KB with ${ROUTES} more routes (${moved >= 0 ? '+' : ''}${moved.toFixed(2)} KB)`,
);
if (Math.abs(moved) > 0.1) process.exitCode = 1;
