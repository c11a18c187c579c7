// A finished upload judged by its content, not its name: programs are refused whatever they are
// called; a file whose content is not what its extension says is refused; an archive that would
// unpack to far more than it weighs (a zip bomb), or whose entries overlap, is refused.
import fs from 'node:fs/promises';
import { AppError, Code } from '../../http/errors.ts';

/** Types of programs (file-type's names), refused whatever the file is called. */
const PROGRAMS = new Set([
  'application/x-msdownload',
  'application/vnd.microsoft.portable-executable',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-executable',
  'application/x-sharedlib',
  'application/java-archive',
  'application/vnd.android.package-archive',
  'application/x-msi',
  'application/x-ms-installer',
  'application/vnd.ms-cab-compressed',
  'application/wasm',
]);

/** Names that say "program": refused even when the content is plain text (scripts). */
const PROGRAM_NAMES = /\.(exe|com|scr|bat|cmd|msi|dll|ps1|vbs|js|jse|wsf|sh|apk|jar|app|dmg)$/i;

/** What a name's extension promises, for the types file-type recognises. */
const PROMISED: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  mp4: ['video/mp4'],
  m4v: ['video/x-m4v', 'video/mp4'],
  mov: ['video/quicktime'],
  mp3: ['audio/mpeg'],
  zip: ['application/zip'],
  gz: ['application/gzip'],
  '7z': ['application/x-7z-compressed'],
  rar: ['application/x-rar-compressed', 'application/vnd.rar'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
};

/** Text formats file-type cannot see, by extension (the content must then be undetected, as text is). */
const TEXT: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
};

/** Containers that are zip files inside (office documents, archives). */
const ZIPS = new Set([
  'application/zip',
  'application/epub+zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
]);

/** An archive may unpack to this many times its size… */
const MAX_RATIO = 100;
/** …once it unpacks to more than this (small archives of text legitimately compress well). */
const RATIO_FLOOR = 100 * 1024 * 1024;
const MAX_ENTRIES = 100_000;

const extOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Refuses a zip bomb by its directory: declared sizes far past the file's, too many entries, or entries that overlap. */
async function checkZip(file: string, size: number): Promise<void> {
  const { default: yauzl } = await import('yauzl');
  const refused = () => new AppError(Code.BadInput, 'netdisk_archive_refused');
  let zip: Awaited<ReturnType<typeof yauzl.openPromise>>;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw refused();
  }
  try {
    if (zip.entryCount > MAX_ENTRIES) throw refused();
    const spans: { start: number; end: number }[] = [];
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: { uncompressedSize: number; compressedSize: number; relativeOffsetOfLocalHeader: number }) => {
        total += entry.uncompressedSize;
        spans.push({ start: entry.relativeOffsetOfLocalHeader, end: entry.relativeOffsetOfLocalHeader + entry.compressedSize });
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', (err: unknown) => reject(err instanceof Error ? err : new Error(String(err))));
      zip.readEntry();
    }).catch(() => {
      throw refused();
    });
    if (total > RATIO_FLOOR && total > size * MAX_RATIO) throw refused();
    // Entries sharing their bytes (the overlapping kind of bomb) unpack the same data many times.
    spans.sort((a, b) => a.start - b.start);
    for (let i = 1; i < spans.length; i += 1) {
      const prev = spans[i - 1];
      const next = spans[i];
      if (prev && next && next.start < prev.end) throw refused();
    }
  } finally {
    zip.close();
  }
}

/** A gzip file says its unpacked size (modulo 4 GB) in its last four bytes. */
async function checkGzip(file: string, size: number): Promise<void> {
  const handle = await fs.open(file, 'r');
  try {
    const tail = Buffer.alloc(4);
    await handle.read(tail, 0, 4, Math.max(0, size - 4));
    const unpacked = tail.readUInt32LE(0);
    if (unpacked > RATIO_FLOOR && unpacked > size * MAX_RATIO) throw new AppError(Code.BadInput, 'netdisk_archive_refused');
  } finally {
    await handle.close();
  }
}

/** The file's type as stored, or a refusal with a message in the request's language. */
export async function inspectUpload(file: string, name: string, size: number): Promise<string> {
  const { fileTypeFromFile } = await import('file-type');
  const found = await fileTypeFromFile(file);
  const head = Buffer.alloc(2);
  const handle = await fs.open(file, 'r');
  try {
    await handle.read(head, 0, 2, 0);
  } finally {
    await handle.close();
  }
  if ((found && PROGRAMS.has(found.mime)) || head.toString('latin1') === '#!' || PROGRAM_NAMES.test(name))
    throw new AppError(Code.BadInput, 'netdisk_program_refused');
  const ext = extOf(name);
  const promised = PROMISED[ext];
  if (promised && !(found && promised.includes(found.mime))) throw new AppError(Code.BadInput, 'netdisk_type_mismatch', { ext });
  if (TEXT[ext] && found) throw new AppError(Code.BadInput, 'netdisk_type_mismatch', { ext });
  if (found && ZIPS.has(found.mime)) await checkZip(file, size);
  if (found?.mime === 'application/gzip') await checkGzip(file, size);
  return found?.mime ?? TEXT[ext] ?? 'application/octet-stream';
}
