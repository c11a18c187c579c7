import type { MultipartFile } from '@fastify/multipart';
import { AppError, Code } from './errors.ts';
import type { MessageKey } from './messages.ts';

/** What a refused upload says: too large, more than one file, no file, an empty file. */
export interface OneFileMessages {
  tooLarge: MessageKey;
  tooMany: MessageKey;
  missing: MessageKey;
  /** An empty file; the `missing` message when not given. */
  empty?: MessageKey;
}

/**
 * The one file (field `attachment`) of a multipart request, refused once it passes the parts'
 * `fileSize` limit before it is all in memory. Other files are drained and counted; a malformed
 * body is bad input, never a 5xx.
 */
export async function readOneFile(
  parts: AsyncIterableIterator<MultipartFile | { type: 'field' }>,
  messages: OneFileMessages,
): Promise<{ bytes: Buffer; name: string }> {
  let file: Buffer | undefined;
  let name = '';
  let files = 0;
  try {
    for await (const part of parts) {
      if (part.type === 'field') continue;
      files += 1;
      const p = part as MultipartFile;
      if (files > 1 || p.fieldname !== 'attachment') {
        await p.toBuffer().catch(() => undefined);
        continue;
      }
      file = await p.toBuffer();
      name = p.filename ?? '';
      if (p.file.truncated) throw new AppError(Code.TooLarge, messages.tooLarge);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = String((err as { code?: unknown }).code ?? '');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(Code.TooLarge, messages.tooLarge);
    if (code.startsWith('FST_')) throw err;
    throw new AppError(Code.BadInput, 'upload_malformed');
  }
  if (files > 1) throw new AppError(Code.BadInput, messages.tooMany);
  if (!file) throw new AppError(Code.BadInput, messages.missing);
  if (file.length === 0) throw new AppError(Code.BadInput, messages.empty ?? messages.missing);
  return { bytes: file, name };
}
