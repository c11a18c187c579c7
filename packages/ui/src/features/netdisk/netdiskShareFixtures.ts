import { LONG_NAME } from '../../fixtures.ts';
import { NETDISK_PDF } from './netdiskFixtures.ts';
import type { NetdiskShare, UploadRow } from './netdiskText.ts';

/** Story data for the share dialog and the upload queue, typed by the contract (now is NETDISK_NOW, 2026-11-20 10:00 Beijing). */

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

const share = (id: number, fields: Partial<NetdiskShare> & Pick<NetdiskShare, 'state' | 'created_at'>): NetdiskShare => ({
  id,
  file_id: NETDISK_PDF.id,
  file_name: NETDISK_PDF.name,
  token: `sHr${id}x7Kq2LmN9pVwZ4bT`,
  expires_at: null,
  has_password: false,
  max_downloads: 0,
  downloads: 0,
  ...fields,
});

/** Active, with a password, 3 of 10 downloads used, expiring on 4 December (14 days left). */
export const SHARE_LIMITED = share(71, {
  state: 'active',
  created_at: '2026-11-04T04:00:00.000Z',
  expires_at: '2026-12-04T04:00:00.000Z',
  has_password: true,
  max_downloads: 10,
  downloads: 3,
});

/** Active, never expiring, no password, no limit, 12 downloads: the newest. */
export const SHARE_OPEN = share(74, {
  state: 'active',
  created_at: '2026-11-18T06:30:00.000Z',
  downloads: 12,
});

/** Past its expiry (a 7-day link). */
export const SHARE_EXPIRED = share(68, {
  state: 'expired',
  created_at: '2026-11-01T03:00:00.000Z',
  expires_at: '2026-11-08T03:00:00.000Z',
  has_password: true,
  downloads: 5,
});

/** Revoked by the creator before its expiry. */
export const SHARE_REVOKED = share(66, {
  state: 'revoked',
  created_at: '2026-10-28T09:15:00.000Z',
  expires_at: '2026-11-27T09:15:00.000Z',
  downloads: 2,
});

/** Its download limit reached. */
export const SHARE_USED_UP = share(72, {
  state: 'used_up',
  created_at: '2026-11-10T02:20:00.000Z',
  expires_at: '2026-12-10T02:20:00.000Z',
  max_downloads: 5,
  downloads: 5,
});

/** Every state but 'deleted' (the dialog is opened on a file that exists), in no particular order: the dialog puts the newest first. */
export const NETDISK_SHARES: NetdiskShare[] = [SHARE_LIMITED, SHARE_EXPIRED, SHARE_OPEN, SHARE_REVOKED, SHARE_USED_UP];

const LONG_FILE_NAME = `${LONG_NAME}——2026 展馆平面图与展位分配方案（第三版，含消防通道与卸货区标注）.pdf`;

/** A file with a very long name, for the dialog's title. */
export const LONG_NETDISK_FILE = { ...NETDISK_PDF, id: 81, name: LONG_FILE_NAME };

/** Links of that file with long tokens and big counts. */
export const LONG_NETDISK_SHARES: NetdiskShare[] = [
  {
    ...SHARE_LIMITED,
    id: 91,
    file_id: 81,
    file_name: LONG_FILE_NAME,
    token: 'Lq3v9ZpX2mT7kR4wN8bY6cH1jF5sD0gA-_eU3iO7yP2aQ9xW4zV6',
    max_downloads: 100000,
    downloads: 98765,
  },
  { ...SHARE_USED_UP, id: 92, file_id: 81, file_name: LONG_FILE_NAME, token: 'Mz8w1XcV3bN5mQ7aS9dF2gH4jK6lP0oI-_uY8tR5eW3qZ1xC7vB9' },
];

/** The upload queue in every state: waiting, uploading (45 %), done, failed (with the server's reason), cancelled. */
export const UPLOAD_ROWS: UploadRow[] = [
  { key: 'u-1', name: 'hall-plan-v3.pdf', size: Math.round(3.2 * MB), received: Math.round(3.2 * MB), state: 'done' },
  { key: 'u-2', name: '展台效果图-终版.png', size: 10 * MB, received: Math.round(4.5 * MB), state: 'uploading' },
  { key: 'u-3', name: '嘉宾名单.xlsx', size: Math.round(220 * KB), received: 0, state: 'waiting' },
  {
    key: 'u-4',
    name: 'opening-keynote.mp4',
    size: Math.round(1.2 * GB),
    received: 300 * MB,
    state: 'failed',
    error: '网络连接中断',
  },
  { key: 'u-5', name: '旧版物料清单.docx', size: Math.round(48 * KB), received: Math.round(12 * KB), state: 'cancelled' },
];

/** Every upload finished. */
export const UPLOAD_ROWS_DONE: UploadRow[] = [
  { key: 'd-1', name: 'hall-plan-v3.pdf', size: Math.round(3.2 * MB), received: Math.round(3.2 * MB), state: 'done' },
  { key: 'd-2', name: '展台效果图-终版.png', size: 10 * MB, received: 10 * MB, state: 'done' },
  { key: 'd-3', name: '嘉宾名单.xlsx', size: Math.round(220 * KB), received: Math.round(220 * KB), state: 'done' },
];

/** Two failed uploads beside one done: the space is full, the connection dropped. */
export const UPLOAD_ROWS_FAILED: UploadRow[] = [
  { key: 'f-1', name: 'opening-keynote.mp4', size: Math.round(1.2 * GB), received: 300 * MB, state: 'failed', error: '网络连接中断' },
  { key: 'f-2', name: 'booth-A12-front.jpg', size: Math.round(5.4 * MB), received: 0, state: 'failed', error: '网盘空间不足' },
  { key: 'f-3', name: 'hall-plan-v3.pdf', size: Math.round(3.2 * MB), received: Math.round(3.2 * MB), state: 'done' },
];

/** Very long names, in both scripts, in every state. */
export const LONG_UPLOAD_ROWS: UploadRow[] = [
  {
    key: 'l-1',
    name: `${LONG_NAME}年度总结报告终稿（含附件与修订记录）.docx`,
    size: Math.round(1.8 * MB),
    received: Math.round(0.6 * MB),
    state: 'uploading',
  },
  {
    key: 'l-2',
    name: 'Shanghai-Platinum-Week-2026-International-Platinum-Group-Metals-Market-Outlook-and-Jewellery-Design-Forum-final-programme-v12.pdf',
    size: Math.round(18.4 * MB),
    received: 0,
    state: 'waiting',
  },
  {
    key: 'l-3',
    name: 'opening_keynote_full_recording_with_simultaneous_interpretation_1080p_final_final.mp4',
    size: 3 * GB,
    received: Math.round(1.1 * GB),
    state: 'failed',
    error: `${LONG_NAME}：上传会话已过期，请重新选择文件后再试；已上传的部分会保留 24 小时`,
  },
  { key: 'l-4', name: `${LONG_NAME}.pdf`, size: Math.round(4.6 * MB), received: Math.round(4.6 * MB), state: 'done' },
];
