import type { RouteDef } from '../../app/route-types.ts';

const disk = () => import('./NetdiskPage.tsx');
const share = () => import('./NetdiskSharePage.tsx');

/** Entries per page of a folder and of the bin. */
export const NETDISK_ROWS = 50;

/**
 * A creator's shared files (共享文件): folders, uploads, the bin and share links; and the page a
 * share link opens, for anyone (standalone: no menus to draw, the file and a download button).
 */
export const routes: readonly RouteDef[] = [
  { path: '/creator/utils/netdisk', layout: 'creator', access: 'creator:netdisk', title: 'route.creator.utils.netdisk', page: disk },
  { path: '/netdisk/share', layout: 'standalone', access: 'public', title: 'route.netdisk.share', page: share },
];
