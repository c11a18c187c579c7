import type { MessageKey } from '@spw/i18n';

/**
 * The picture-upload rules of the spec, as pure steps (no React, no DOM beyond File), so they can
 * be unit-tested: which files of a choice are taken (`checkFiles`), and how each one is made ready
 * to send (`prepareImage`: compressed when large, then held to the size limit).
 */

export const MB = 1024 * 1024;
/** The spec: pictures under 1 MB. */
export const DEFAULT_MAX_BYTES = MB;
/** The spec: pictures over about 0.4 MB are first compressed to about 400 KB. */
export const DEFAULT_COMPRESS_ABOVE_BYTES = 0.4 * MB;
/** The spec: at most 3 pictures. */
export const DEFAULT_MAX_FILES = 3;
/** The spec: uploads other than the avatar take jpg or png (the server refuses the rest). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png';
/** The avatar dialog: jpeg, gif and png only. */
export const AVATAR_ACCEPT = 'image/jpeg,image/gif,image/png';

/** A message for the user: a catalogue key and its values. */
export interface UploadMessage {
  id: MessageKey;
  values?: Record<string, string | number>;
}

/** '1MB', '2MB', '1.5MB', '400KB': the limit as the spec writes it. */
export function formatSize(bytes: number): string {
  if (bytes >= MB) {
    const mb = bytes / MB;
    return `${Number.isInteger(mb) ? mb : Number(mb.toFixed(1))}MB`;
  }
  return `${Math.round(bytes / 1024)}KB`;
}

/** The spec's own words where they exist: '最多上传一张' for one, '最多允许上传3个文件' for three. */
export function tooManyMessage(max: number): UploadMessage {
  if (max === 1) return { id: 'upload.oneOnly' };
  if (max === 3) return { id: 'upload.tooMany' };
  return { id: 'upload.tooManyCount', values: { max } };
}

/** '上传文件大小不能超过 1MB!' for the spec's limit, the same sentence with another size otherwise. */
export function tooLargeMessage(maxBytes: number): UploadMessage {
  return maxBytes === MB ? { id: 'upload.tooLarge' } : { id: 'upload.tooLargeSize', values: { size: formatSize(maxBytes) } };
}

const MIME_ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

/**
 * Whether a file is an image that `accept` (the <input>'s attribute: MIME types, 'image/*', or
 * '.jpg'-style extensions) allows. The picker's own filter is only a hint: users can pick 'all
 * files', and drag-and-drop ignores it.
 */
export function isAcceptedImage(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const type = MIME_ALIASES[file.type.toLowerCase()] ?? file.type.toLowerCase();
  if (!type.startsWith('image/')) return false;
  // Browsers take .jpg and .jpeg for one another.
  const jpeg = (text: string) => text.toLowerCase().replace(/\.jpg$/, '.jpeg');
  const name = jpeg(file.name);
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(jpeg(token));
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return (MIME_ALIASES[token] ?? token) === type;
  });
}

export interface CheckOptions {
  /** How many files the list holds at most. */
  max: number;
  /** As the <input>'s `accept`. */
  accept: string;
  /** How many files the list holds already (uploading, failed or done). */
  existing: number;
}

export interface CheckResult<F> {
  /** The files to go on with: none when too many were chosen, else the accepted images. */
  accepted: F[];
  /** What to tell the user, or null when every file was taken. */
  message: UploadMessage | null;
}

/**
 * The checks made the moment files are chosen or dropped. Too many files refuses the whole choice
 * (the user then picks again); a file that is not an allowed image is left out, the others go on.
 */
export function checkFiles<F extends Pick<File, 'name' | 'type'>>(
  files: readonly F[],
  { max, accept, existing }: CheckOptions,
): CheckResult<F> {
  if (files.length === 0) return { accepted: [], message: null };
  if (existing + files.length > max) return { accepted: [], message: tooManyMessage(max) };
  const accepted = files.filter((file) => isAcceptedImage(file, accept));
  return { accepted, message: accepted.length === files.length ? null : { id: 'upload.imageOnly' } };
}

/** Types the canvas can write back in the same format. GIFs are left alone: a canvas would flatten an animation. */
const COMPRESSIBLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface PrepareOptions {
  /** The largest file sent, checked after compression. Default 1 MB. */
  maxBytes?: number;
  /** Larger pictures are compressed to about this size first. Default 0.4 MB. */
  compressAboveBytes?: number;
  /** Stops a compression under way (the file was removed, the dialog closed). */
  signal?: AbortSignal;
  /**
   * Where the compression web worker loads its copy of browser-image-compression from; the
   * library's default is jsDelivr. Self-host it where that CDN is slow or blocked.
   */
  libURL?: string;
}

export type PrepareResult = { ok: true; file: File; compressed: boolean } | { ok: false; message: UploadMessage };

/**
 * Makes a chosen picture ready to send: over `compressAboveBytes` it is compressed (in a web
 * worker, keeping its type and name) to about that size; the size limit is then checked on the
 * result, so a 3 MB photo that compresses under 1 MB is taken. A picture the browser cannot decode
 * is checked as it is (the server has the last word on what it is). The compression library is
 * loaded on first use, so it is not part of any page's first download.
 */
export async function prepareImage(file: File, options: PrepareOptions = {}): Promise<PrepareResult> {
  const { maxBytes = DEFAULT_MAX_BYTES, compressAboveBytes = DEFAULT_COMPRESS_ABOVE_BYTES, signal, libURL } = options;
  let out = file;
  let compressed = false;
  if (file.size > compressAboveBytes && COMPRESSIBLE.has(file.type)) {
    try {
      const { default: imageCompression } = await import('browser-image-compression');
      signal?.throwIfAborted();
      const result = await imageCompression(file, {
        maxSizeMB: compressAboveBytes / MB,
        useWebWorker: true,
        fileType: file.type,
        signal,
        ...(libURL ? { libURL } : {}),
      });
      if (result.size < file.size) {
        out = new File([result], file.name, { type: file.type, lastModified: file.lastModified });
        compressed = true;
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      // Not decodable as a picture: fall through and check it as it is.
    }
  }
  signal?.throwIfAborted();
  if (out.size > maxBytes) return { ok: false, message: tooLargeMessage(maxBytes) };
  return { ok: true, file: out, compressed };
}

/** What the site gives the upload components: sends one file, reports progress (0–1), honours the signal. */
export type UploadFn = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<{ url: string }>;
