// The demo's shared files: the research institute's (uid 2) folders, files, bin and share links.
// Their bytes are drawn when they are read ('demo:<name>'), so the repo ships no binary files.
import type { Tx } from '../../db/index.ts';
import { hashPassword } from '../auth/password.ts';
import { demoPdf, type DemoPdf } from '../document/demo-pdf.ts';
import { netdiskFiles, netdiskFolders, netdiskShares } from './tables.ts';

const CREATOR = 2;
const DAY = 86_400_000;

const SCHEDULE_CSV = [
  'date,time,session,hall',
  '2026-11-16,09:00,开幕式 Opening ceremony,A',
  '2026-11-16,14:00,铂金首饰设计论坛 Platinum jewellery design forum,B',
  '2026-11-17,09:30,铂族金属市场展望 PGM market outlook,A',
  '2026-11-18,10:00,氢能与铂 Hydrogen and platinum,C',
  '2026-11-19,15:00,闭幕晚宴 Closing dinner,Ballroom',
  '',
].join('\n');

const README = [
  '# 共享文件说明 / About these files',
  '',
  '- 展位平面图与展商手册在“2026 铂金周资料”中。',
  '- The hall plan and the exhibitor manual are in "2026 铂金周资料".',
  '- 对外分享请使用分享链接，并设置有效期。 Share outside the team with a link that expires.',
  '',
].join('\n');

const NOTES = 'Hall A: stands A01–A48, 3 m × 3 m shell scheme.\nHall B: design gallery, 24 plinths.\nLoading bay opens 07:00 on 15 Nov.\n';
const OLD_QUOTES = 'date,metal,price_cny_per_g\n2025-11-17,Pt,228.4\n2025-11-17,Pd,241.0\n';
const AGENDA_2025 = '2025 Shanghai Platinum Week — draft agenda (superseded).\n';

const PDFS: Record<string, DemoPdf> = {
  'hall-plan': {
    title: 'Shanghai Platinum Week 2026 · Hall Plan',
    subtitle: 'Halls A–C, stands and services',
    bars: [0.4, 0.6, 0.5, 0.7, 0.3, 0.45],
    sections: ['Hall A', 'Hall B', 'Hall C'],
  },
  manual: {
    title: 'Exhibitor Manual 2026',
    subtitle: 'Build-up, opening hours, logistics and rules',
    bars: [0.3, 0.5, 0.65, 0.55, 0.7, 0.6],
    sections: ['Timetable', 'Stand build', 'Logistics', 'Rules'],
  },
};

const TEXTS: Record<string, string> = {
  schedule: SCHEDULE_CSV,
  readme: README,
  notes: NOTES,
  'old-quotes': OLD_QUOTES,
  'agenda-2025': AGENDA_2025,
};

/** A demo file's bytes by its key ('demo:<name>'); null for a key that is not a demo file's. */
export async function demoFileBytes(key: string): Promise<Buffer | null> {
  if (!key.startsWith('demo:')) return null;
  const name = key.slice('demo:'.length);
  const text = TEXTS[name];
  if (text !== undefined) return Buffer.from(text, 'utf8');
  const pdf = PDFS[name];
  return pdf ? demoPdf(pdf) : null;
}

async function sizeOf(key: string): Promise<number> {
  return (await demoFileBytes(key))?.length ?? 0;
}

export async function seedNetdisk(tx: Tx): Promise<void> {
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const folder = async (name: string, parentId: number | null, daysAgo: number, deletedDaysAgo?: number) => {
    const [row] = await tx
      .insert(netdiskFolders)
      .values({
        uid: CREATOR,
        parentId,
        name,
        createdAt: at(daysAgo),
        updatedAt: at(daysAgo),
        deletedAt: deletedDaysAgo === undefined ? null : at(deletedDaysAgo),
      })
      .returning({ id: netdiskFolders.id });
    if (!row) throw new Error('seed: folder not made');
    return row.id;
  };
  const file = async (name: string, folderId: number | null, key: string, mime: string, daysAgo: number, deletedDaysAgo?: number) => {
    const [row] = await tx
      .insert(netdiskFiles)
      .values({
        uid: CREATOR,
        folderId,
        name,
        size: await sizeOf(`demo:${key}`),
        mime,
        key: `demo:${key}`,
        createdAt: at(daysAgo),
        updatedAt: at(daysAgo),
        deletedAt: deletedDaysAgo === undefined ? null : at(deletedDaysAgo),
      })
      .returning({ id: netdiskFiles.id });
    if (!row) throw new Error('seed: file not made');
    return row.id;
  };

  const fair = await folder('2026 铂金周资料', null, 40);
  const manuals = await folder('展商手册', fair, 35);
  await folder('Sponsor logos', null, 20);
  const old = await folder('旧版资料', null, 300, 3);

  const schedule = await file('铂金周日程表.csv', null, 'schedule', 'text/csv', 6);
  await file('README.md', null, 'readme', 'text/markdown', 12);
  const plan = await file('展位平面图.pdf', fair, 'hall-plan', 'application/pdf', 9);
  await file('hall-plan-notes.txt', fair, 'notes', 'text/plain', 9);
  await file('Exhibitor manual 2026.pdf', manuals, 'manual', 'application/pdf', 30);
  await file('旧报价单.csv', null, 'old-quotes', 'text/csv', 370, 5);
  await file('2025 agenda.txt', old, 'agenda-2025', 'text/plain', 370);

  await tx.insert(netdiskShares).values([
    {
      uid: CREATOR,
      fileId: plan,
      token: 'demo-hall-plan-2026-share',
      passwordHash: await hashPassword('spw2026'),
      expiresAt: new Date(now + 21 * DAY),
      maxDownloads: 50,
      downloads: 12,
      createdAt: at(9),
    },
    { uid: CREATOR, fileId: schedule, token: 'demo-schedule-2026-share', downloads: 37, createdAt: at(6) },
    { uid: CREATOR, fileId: schedule, token: 'demo-schedule-old-share', downloads: 4, createdAt: at(20), expiresAt: at(13) },
    { uid: CREATOR, fileId: plan, token: 'demo-hall-plan-revoked-1', downloads: 2, createdAt: at(8), revokedAt: at(7) },
  ]);
}
