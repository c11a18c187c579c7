// `pnpm db:backup [FILE] [--format auto|plain|custom]` and `pnpm db:restore FILE [--force]` (see backup.ts).
// The database is DATABASE_URL's, else the embedded one of DATA_DIR: the running site's, or started here.
import path from 'node:path';
import { backup, BackupError, restore, type Format } from './backup.ts';

const USAGE = `usage:
  pnpm db:backup [FILE] [--format auto|plain|custom]
  pnpm db:restore FILE [--force]

DATABASE_URL names the database; without it, the embedded one of DATA_DIR (default ./data).
A backup goes to DATA_DIR/backups/spw-YYYYMMDD-HHMMSS.(dump|sql.gz) unless FILE is given.`;

class UsageError extends Error {}

// pnpm runs the package's script in apps/server: relative paths are the caller's (INIT_CWD).
const base = process.env.INIT_CWD || process.cwd();
const resolve = (file: string) => path.resolve(base, file);

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}

function parse(argv: string[]): { command: string; files: string[]; force: boolean; format: Format | 'auto' } {
  const [command = '', ...rest] = argv.filter((a) => a !== '--');
  const files: string[] = [];
  let force = false;
  let format: Format | 'auto' = 'auto';
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg === '--force') force = true;
    else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg.includes('=') ? arg.slice('--format='.length) : rest[++i];
      if (value !== 'auto' && value !== 'plain' && value !== 'custom')
        throw new UsageError(`--format takes auto, plain or custom, not "${value ?? ''}"`);
      format = value;
    } else if (arg === '--help' || arg === '-h') throw new UsageError('');
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else files.push(arg);
  }
  return { command, files, force, format };
}

async function main(): Promise<void> {
  const args = parse(process.argv.slice(2));
  const target = {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: resolve(process.env.DATA_DIR || 'data'),
    log: (line: string) => console.error(line),
  };
  if (args.command === 'backup') {
    if (args.files.length > 1 || args.force) throw new UsageError('db:backup takes at most one FILE, and no --force');
    const file = args.files[0];
    const r = await backup(target, { file: file ? resolve(file) : undefined, format: args.format });
    const kind = r.format === 'custom' ? 'pg_dump custom archive' : `plain SQL, data only${r.file.endsWith('.gz') ? ', gzip' : ''}`;
    console.log(
      [
        `backup: ${r.file}`,
        `  size:      ${size(r.bytes)} (${r.bytes} bytes); ${r.tables} tables, ${r.rows} rows; took ${r.ms} ms`,
        `  format:    ${kind} (${r.why})`,
        `  migration: ${r.migration}`,
        `  database:  ${r.database}`,
      ].join('\n'),
    );
  } else if (args.command === 'restore') {
    const file = args.files[0];
    if (!file || args.files.length > 1) throw new UsageError('db:restore takes one FILE');
    if (args.format !== 'auto') throw new UsageError('db:restore reads the format from the file: no --format');
    const r = await restore(resolve(file), target, { force: args.force });
    console.log(
      [
        `restored: ${r.file} (${r.format === 'custom' ? 'pg_dump custom archive, by pg_restore' : 'plain SQL, data only'})`,
        `  ${r.tables} tables, ${r.rows} rows; data at migration ${r.migration}, then migrated to this version; took ${r.ms} ms`,
        `  database: ${r.database}`,
        ...(r.siteRunning ? ['  The site runs on this database: restart it, so that its caches start from the restored data.'] : []),
      ].join('\n'),
    );
  } else {
    throw new UsageError(args.command ? `unknown command ${args.command}` : '');
  }
}

try {
  await main();
} catch (err) {
  if (err instanceof UsageError) {
    if (err.message) console.error(`error: ${err.message}`);
    console.error(USAGE);
    process.exitCode = 2;
  } else if (err instanceof BackupError) {
    console.error(`error: ${err.message}`);
    process.exitCode = 1;
  } else {
    // Not a fault foreseen: the stack helps whoever reports it.
    console.error(err);
    process.exitCode = 1;
  }
}
// Done: embedded.ts's stop() leaves its 10 s shutdown timer behind, which would hold the process open.
process.exit();
