// Fails when generated files drift from their sources: the bundled contract and the error codes
// from openapi/src, the site's route paths from the features' routes.ts, the API types from the
// bundle, and the SQL migrations from the drizzle schema.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'spw-drift-'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);
let failed = false;

try {
  for (const script of ['scripts/contract.mjs', 'scripts/routes.mjs']) {
    try {
      execFileSync(process.execPath, [path.join(root, script), '--check'], { stdio: 'inherit' });
    } catch {
      failed = true;
    }
  }
  const generated = path.join(tmp, 'schema.gen.ts');
  execFileSync(
    path.join(root, 'packages/api/node_modules/.bin/openapi-typescript'),
    [path.join(root, 'openapi/openapi.yaml'), '-o', generated],
    { stdio: 'pipe' },
  );
  execFileSync(bin('prettier'), ['--write', generated, '--config', path.join(root, '.prettierrc.json'), '--log-level', 'warn'], {
    stdio: 'pipe',
  });
  const checkedIn = fs.readFileSync(path.join(root, 'packages/api/src/schema.gen.ts'), 'utf8');
  if (fs.readFileSync(generated, 'utf8') !== checkedIn) {
    console.error('packages/api/src/schema.gen.ts is out of date with openapi/openapi.yaml: run `pnpm gen:api` and commit.');
    failed = true;
  } else {
    console.log('API types match the contract.');
  }

  const server = path.join(root, 'apps/server');
  const out = path.join(tmp, 'migrations');
  fs.cpSync(path.join(server, 'migrations'), out, { recursive: true });
  const before = fs.readdirSync(out).filter((f) => f.endsWith('.sql')).length;
  execFileSync(
    path.join(server, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts', '--out', out, '--name', 'drift'],
    { cwd: server, stdio: 'pipe' },
  );
  const after = fs.readdirSync(out).filter((f) => f.endsWith('.sql')).length;
  if (after !== before) {
    console.error('apps/server/src/db/schema.ts has changes without a migration: run `pnpm --filter @spw/server db:generate` and commit.');
    failed = true;
  } else {
    console.log('Migrations match the schema.');
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
