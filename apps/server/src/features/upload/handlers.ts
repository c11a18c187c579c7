import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { uploads } from '../../db/schema.ts';
import { AppError, Code, badField } from '../../http/errors.ts';
import type { PartialHandlers } from '../../http/types.ts';

const ASCRIPTIONS = new Set([
  'avatar',
  'cover',
  'post',
  'article',
  'column',
  'competition',
  'works',
  'events',
  'company',
  'product',
  'other',
]);
type Mime = 'image/jpeg' | 'image/png' | 'image/gif';
/** Each type taken, and the extension it is stored under. */
const EXTENSIONS: Record<Mime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };
/** The spec: uploads take jpg or png; the avatar dialog takes jpeg, gif and png. */
const AVATAR_TYPES: readonly Mime[] = ['image/jpeg', 'image/gif', 'image/png'];
const OTHER_TYPES: readonly Mime[] = ['image/jpeg', 'image/png'];
const MAX_SIDE = 2048;

/** The detected type when this kind of upload takes it. */
function takenType(mime: string | undefined, ascription: string): Mime | undefined {
  const taken = ascription === 'avatar' ? AVATAR_TYPES : OTHER_TYPES;
  return taken.find((type) => type === mime);
}

/**
 * Re-encodes a picture in its own format. Decoding proves it is really that picture; the new file
 * carries no EXIF, GPS or comments (sharp drops metadata unless asked to keep it).
 */
async function reencode(input: Buffer, mime: Mime): Promise<{ bytes: Buffer; width: number; height: number }> {
  // Loaded on first upload: sharp's native library costs start-up time nobody else needs.
  const { default: sharp } = await import('sharp');
  let pipeline = sharp(input, { animated: mime === 'image/gif', limitInputPixels: 40_000_000, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  if (mime === 'image/jpeg') pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
  else if (mime === 'image/png') pipeline = pipeline.png({ compressionLevel: 9 });
  else pipeline = pipeline.gif();
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
}

export const uploadHandlers: PartialHandlers<'uploadFile2server'> = {
  async uploadFile2server(ctx) {
    const me = ctx.me();
    const fields: Record<string, string> = {};
    let file: Buffer | undefined;
    let files = 0;
    try {
      for await (const part of ctx.req.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        files += 1;
        const p = part as MultipartFile;
        if (files > 1 || p.fieldname !== 'attachment') {
          await p.toBuffer().catch(() => undefined);
          if (files > 1) continue;
          badField('attachment', 'field_required');
        }
        file = await p.toBuffer();
        if (p.file.truncated) throw new AppError(Code.TooLarge, 'upload_too_large');
      }
    } catch (err) {
      // Limits and our own refusals keep their messages; a form the parser cannot read is bad input.
      if (err instanceof AppError || String((err as { code?: unknown }).code ?? '').startsWith('FST_')) throw err;
      throw new AppError(Code.BadInput, 'upload_malformed');
    }
    const ascription = fields.ascription ?? 'other';
    if (!ASCRIPTIONS.has(ascription)) badField('ascription', 'field_enum', { allowed: [...ASCRIPTIONS].join(', ') });
    if ((fields.file_type ?? 'pic') !== 'pic') badField('file_type', 'field_enum', { allowed: 'pic' });
    if (files > 1) throw new AppError(Code.BadInput, ascription === 'avatar' ? 'upload_one_only' : 'upload_too_many');
    if (!file) throw new AppError(Code.BadInput, 'upload_missing');
    if (file.length === 0) throw new AppError(Code.BadInput, 'upload_empty');

    const mime = takenType((await fileTypeFromBuffer(file))?.mime, ascription);
    if (!mime) throw new AppError(Code.BadInput, 'upload_image_only');
    let out: { bytes: Buffer; width: number; height: number };
    try {
      out = await reencode(file, mime);
    } catch {
      throw new AppError(Code.BadInput, 'upload_image_only');
    }
    const url = await ctx.deps.files.put(out.bytes, EXTENSIONS[mime]);
    try {
      await ctx.deps.db.insert(uploads).values({
        uid: me.id,
        url,
        mime,
        size: out.bytes.length,
        width: out.width,
        height: out.height,
        ascription,
        sha256: createHash('sha256').update(out.bytes).digest('hex'),
      });
    } catch (err) {
      await ctx.deps.files.remove(url);
      throw err;
    }
    ctx.say('uploaded');
    return { url, width: out.width, height: out.height, size: out.bytes.length, mime };
  },
};
