import type { NetdiskBinEntry, NetdiskCrumb, NetdiskEntry, NetdiskFolderOption, NetdiskUsage } from './netdiskText';

/** Story data for the shared files (网盘), typed by the contract. */

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

/** The moment the stories take as "now" (the bin counts its days from it). */
export const NETDISK_NOW = Date.parse('2026-11-20T02:00:00.000Z');

const folder = (id: number, name: string, updated_at: string): NetdiskEntry => ({
  kind: 'folder',
  id,
  name,
  size: 0,
  mime: '',
  updated_at,
  shares: 0,
});

const file = (id: number, name: string, size: number, mime: string, updated_at: string, shares = 0): NetdiskEntry => ({
  kind: 'file',
  id,
  name,
  size,
  mime,
  updated_at,
  shares,
});

/** A PDF with two working share links. */
export const NETDISK_PDF: NetdiskEntry = file(
  12,
  'hall-plan-v3.pdf',
  Math.round(4.6 * MB),
  'application/pdf',
  '2026-11-18T06:12:00.000Z',
  2,
);

/** The top folder: folders first, then files, by name. */
export const NETDISK_ENTRIES: NetdiskEntry[] = [
  folder(1, '2026 展会资料', '2026-11-19T08:30:00.000Z'),
  folder(2, 'Sponsor logos', '2026-11-12T03:05:00.000Z'),
  folder(3, '合同与发票', '2026-11-03T09:40:00.000Z'),
  NETDISK_PDF,
  file(13, 'opening-keynote.mp4', Math.round(812.4 * MB), 'video/mp4', '2026-11-17T11:20:00.000Z'),
  file(14, 'press-kit.zip', Math.round(36.2 * MB), 'application/zip', '2026-11-16T02:45:00.000Z', 1),
  file(15, '主视觉海报.png', Math.round(2.3 * MB), 'image/png', '2026-11-15T07:10:00.000Z'),
  file(
    16,
    '嘉宾名单.docx',
    Math.round(48.5 * KB),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    '2026-11-14T01:00:00.000Z',
  ),
  file(
    17,
    '铂金周日程表.xlsx',
    Math.round(86.1 * KB),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    '2026-11-19T10:15:00.000Z',
    3,
  ),
  file(
    18,
    '赞助方案.pptx',
    Math.round(14.7 * MB),
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    '2026-11-10T05:30:00.000Z',
  ),
  file(19, 'interview-audio.m4a', Math.round(22.8 * MB), 'audio/mp4', '2026-11-08T12:00:00.000Z'),
  file(20, 'readme.txt', 812, 'text/plain', '2026-11-02T04:00:00.000Z'),
];

/** Inside "2026 展会资料 › 图片". */
export const NETDISK_PATH: NetdiskCrumb[] = [
  { id: 1, name: '2026 展会资料' },
  { id: 4, name: '图片' },
];

/** What is in "2026 展会资料 › 图片". */
export const NETDISK_FOLDER_ENTRIES: NetdiskEntry[] = [
  folder(6, '展台照片', '2026-11-18T09:00:00.000Z'),
  file(31, 'booth-A12-front.jpg', Math.round(5.4 * MB), 'image/jpeg', '2026-11-18T09:12:00.000Z'),
  file(32, 'booth-A12-side.jpg', Math.round(4.9 * MB), 'image/jpeg', '2026-11-18T09:13:00.000Z'),
  file(33, '开幕式合影.jpg', Math.round(7.1 * MB), 'image/jpeg', '2026-11-19T03:40:00.000Z', 1),
  file(34, 'hall-map.svg', Math.round(212 * KB), 'image/svg+xml', '2026-11-17T06:00:00.000Z'),
];

/** Every live folder, for the move dialog (parent_id 0 = the top). */
export const NETDISK_FOLDERS: NetdiskFolderOption[] = [
  { id: 1, parent_id: 0, name: '2026 展会资料' },
  { id: 2, parent_id: 0, name: 'Sponsor logos' },
  { id: 3, parent_id: 0, name: '合同与发票' },
  { id: 4, parent_id: 1, name: '图片' },
  { id: 5, parent_id: 1, name: '视频' },
  { id: 6, parent_id: 4, name: '展台照片' },
  { id: 7, parent_id: 2, name: 'Gold sponsors' },
];

/** 1.2 GB of 5 GB. */
export const NETDISK_USAGE: NetdiskUsage = { used: Math.round(1.2 * GB), quota: 5 * GB };

/** 4.7 GB of 5 GB (94 %). */
export const NETDISK_USAGE_NEARLY_FULL: NetdiskUsage = { used: Math.round(4.7 * GB), quota: 5 * GB };

const binned = (entry: NetdiskEntry, deleted_at: string, purge_at: string, place: string): NetdiskBinEntry => ({
  ...entry,
  deleted_at,
  purge_at,
  place,
});

/** The bin, last deleted first (purge_at is 30 days after deleted_at). */
export const NETDISK_BIN: NetdiskBinEntry[] = [
  binned(
    file(41, 'hall-plan-v2.pdf', Math.round(4.2 * MB), 'application/pdf', '2026-11-05T06:00:00.000Z'),
    '2026-11-19T07:30:00.000Z',
    '2026-12-19T07:30:00.000Z',
    '',
  ),
  binned(folder(42, '旧版物料', '2026-11-01T02:00:00.000Z'), '2026-11-15T03:00:00.000Z', '2026-12-15T03:00:00.000Z', '2026 展会资料'),
  binned(
    file(43, 'rehearsal-take-1.mp4', Math.round(640 * MB), 'video/mp4', '2026-11-02T10:00:00.000Z'),
    '2026-11-10T09:20:00.000Z',
    '2026-12-10T09:20:00.000Z',
    '2026 展会资料 / 视频',
  ),
  binned(
    file(44, '日程表草稿.xlsx', Math.round(40 * KB), 'application/vnd.ms-excel', '2026-10-20T01:00:00.000Z'),
    '2026-10-22T08:00:00.000Z',
    '2026-11-21T08:00:00.000Z',
    '',
  ),
];

const LONG_ZH = '上海铂金周组委会特别顾问委员会国际铂族金属市场与珠宝设计联合研究中心首席代表年度总结报告终稿（含附件与修订记录）';
const LONG_EN =
  'Shanghai-Platinum-Week-2026-International-Platinum-Group-Metals-Market-Outlook-and-Jewellery-Design-Forum-final-programme-v12.pdf';

/** Very long names in both languages, to check wrapping and ellipsis. */
export const LONG_NETDISK_ENTRIES: NetdiskEntry[] = [
  folder(51, LONG_ZH, '2026-11-19T08:30:00.000Z'),
  folder(52, 'Sponsor logos and brand guidelines for the gold, platinum and palladium partners of 2026', '2026-11-18T08:30:00.000Z'),
  file(53, `${LONG_ZH}.docx`, Math.round(1.8 * MB), 'application/msword', '2026-11-17T08:30:00.000Z', 12),
  file(54, LONG_EN, Math.round(18.4 * MB), 'application/pdf', '2026-11-16T08:30:00.000Z'),
  file(
    55,
    'opening_keynote_full_recording_with_simultaneous_interpretation_1080p_final_final.mp4',
    3 * GB,
    'video/mp4',
    '2026-11-15T08:30:00.000Z',
  ),
];
