import type { components } from '@spw/api';
import type { MessageKey } from '@spw/i18n';

export type NetdiskEntry = components['schemas']['NetdiskEntry'];
export type NetdiskBinEntry = components['schemas']['NetdiskBinEntry'];
export type NetdiskCrumb = components['schemas']['NetdiskCrumb'];
export type NetdiskUsage = components['schemas']['NetdiskUsage'];
export type NetdiskFolderOption = components['schemas']['NetdiskFolderOption'];
export type NetdiskItem = components['schemas']['NetdiskItem'];
export type NetdiskShare = components['schemas']['NetdiskShare'];
export type NetdiskShareState = components['schemas']['NetdiskShareState'];
export type NetdiskSharePublic = components['schemas']['NetdiskSharePublic'];

/** What a dialog's save answers: null when it worked, else the message to show in the dialog. */
export type SaveResult = Promise<string | null>;

/** An entry as the API names it in a list of items (move, delete, restore, purge). */
export const itemOf = (entry: Pick<NetdiskEntry, 'kind' | 'id'>): NetdiskItem => ({ kind: entry.kind, id: entry.id });

/** A stable key for an entry among folders and files (their ids are counted apart). */
export const entryKey = (entry: Pick<NetdiskEntry, 'kind' | 'id'>): string => `${entry.kind}-${entry.id}`;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** '0 B', '512 B', '1.5 KB', '23 MB', '1.2 GB': a size in binary units, one decimal below ten. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}

/** The share of the quota used, 0–100 (100 when over or when the quota is 0). */
export function usedPercent(usage: NetdiskUsage): number {
  if (usage.quota <= 0) return 100;
  return Math.min(100, Math.round((usage.used / usage.quota) * 1000) / 10);
}

/** The kind of file by its type, for its icon and for screen readers. */
export type FileKind = 'folder' | 'image' | 'video' | 'audio' | 'pdf' | 'sheet' | 'doc' | 'slides' | 'archive' | 'text' | 'other';

export function fileKindOf(entry: Pick<NetdiskEntry, 'kind' | 'mime'>): FileKind {
  if (entry.kind === 'folder') return 'folder';
  const mime = entry.mime;
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime === 'application/pdf') return 'pdf';
  if (/spreadsheet|excel|csv/.test(mime)) return 'sheet';
  if (/presentation|powerpoint/.test(mime)) return 'slides';
  if (/wordprocessing|msword|rtf/.test(mime)) return 'doc';
  if (/zip|x-7z|x-rar|gzip|x-tar/.test(mime)) return 'archive';
  if (mime.startsWith('text/')) return 'text';
  return 'other';
}

/** A kind's name in the catalogue (图片, 文件夹 …), read to screen readers beside the icon. */
export const FILE_KIND_LABEL: Record<FileKind, MessageKey> = {
  folder: 'netdisk.kind.folder',
  image: 'netdisk.kind.image',
  video: 'netdisk.kind.video',
  audio: 'netdisk.kind.audio',
  pdf: 'netdisk.kind.pdf',
  sheet: 'netdisk.kind.sheet',
  doc: 'netdisk.kind.doc',
  slides: 'netdisk.kind.slides',
  archive: 'netdisk.kind.archive',
  text: 'netdisk.kind.text',
  other: 'netdisk.kind.other',
};

/** A share link's state in the catalogue: 有效 / 已过期 / 已撤销 / 次数已用完 / 文件已删除. */
export const SHARE_STATE_LABEL: Record<NetdiskShareState, MessageKey> = {
  active: 'netdisk.share.state.active',
  expired: 'netdisk.share.state.expired',
  revoked: 'netdisk.share.state.revoked',
  used_up: 'netdisk.share.state.usedUp',
  deleted: 'netdisk.share.state.deleted',
};

/** The expiries offered when sharing, in days (0: never). */
export const SHARE_EXPIRY_DAYS = [1, 7, 30, 0] as const;

/** A share link's address on this site (its pages are addressed after the '#'): base is origin and path, e.g. 'https://spw.example/'. */
export const shareHref = (base: string, token: string): string => `${base}#/netdisk/share?token=${encodeURIComponent(token)}`;

/** One file in the upload queue, as the page's uploader reports it. */
export interface UploadRow {
  /** Stable while the file is in the queue. */
  key: string;
  name: string;
  size: number;
  /** Bytes the server has. */
  received: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';
  /** Why it failed, in the reader's language (the server's message, or a network failure's). */
  error?: string;
}
