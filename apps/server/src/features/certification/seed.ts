import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import { certifications } from './tables.ts';

const DAY = 86_400_000;
const ADMIN = 1;

/**
 * The queue's demo (apps/server/src/seed/demo.ts's members): zhou's studio waits, sato was turned
 * away for a blurred card and may apply again, oliver is verified as an expert.
 */
export async function seedCertification(tx: Tx): Promise<void> {
  const now = Date.now();
  await tx.insert(certifications).values([
    {
      uid: 8,
      type: 1,
      name: '佐藤由纪',
      organisation: 'Sato Jewellery',
      title: '创始人',
      reason: 'Sato Jewellery 创始人',
      documents: ['demo:card-sato.png'],
      status: 2,
      rejectReason: '名片照片模糊，请上传清晰的名片或在职证明。',
      decidedBy: ADMIN,
      createdAt: new Date(now - 9 * DAY),
      decidedAt: new Date(now - 8 * DAY),
    },
    {
      uid: 6,
      type: 1,
      name: 'Oliver Grant',
      organisation: 'Grant Refining Ltd',
      title: 'Trading Director',
      reason: 'Grant Refining 交易总监',
      documents: ['demo:letter-oliver.png'],
      status: 1,
      decidedBy: ADMIN,
      createdAt: new Date(now - 20 * DAY),
      decidedAt: new Date(now - 19 * DAY),
    },
    {
      uid: 7,
      type: 2,
      name: '一鸣设计工作室',
      organisation: 'Zhou Yiming Design Studio',
      reason: '一鸣设计工作室 官方账号',
      documents: ['demo:licence-studio.png', 'demo:badge-studio.png'],
      createdAt: new Date(now - 2 * DAY),
    },
  ]);
  await tx.update(users).set({ isVerified: 1, verifiedType: 1, verifiedReason: 'Grant Refining 交易总监' }).where(eq(users.id, 6));
}
