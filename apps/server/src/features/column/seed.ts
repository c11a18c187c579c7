import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { columnApplications } from './tables.ts';

const days = (n: number) => sql`now() - ${`${n} days`}::interval`;

/**
 * Applications to write a column: 陈评审's, approved long ago (it made column 3); two waiting for the
 * admins (林晓 and Oliver Grant); and 周一鸣's, rejected with a reason (he may apply again).
 */
export async function seedColumn(tx: Tx): Promise<void> {
  await tx.insert(columnApplications).values([
    {
      uid: 3,
      name: '首饰设计手记',
      enName: 'Notes on Jewellery Design',
      content: '从设计草图到铂金成品：工艺、镶嵌与当代首饰设计的思考。',
      enContent: 'From sketch to finished platinum piece: craft, setting and contemporary design.',
      pic: '/demo/columns/3.svg',
      samples: '在《中国宝石》发表过十余篇设计评论；示例：https://example.com/design-notes',
      contact: 'reviewer@spw.example',
      status: 1,
      deciderUid: 1,
      columnId: 3,
      createdAt: days(400),
      decidedAt: days(398),
    },
    {
      uid: 7,
      name: '金价每日快评',
      enName: 'Daily Gold Takes',
      content: '每天三分钟，点评黄金短线走势与买卖时机。',
      enContent: 'Three minutes a day on short-term gold moves and when to trade.',
      samples: '公众号「一鸣看金」每日更新。',
      contact: '微信 zhouyiming',
      status: 2,
      reason: '专栏需聚焦铂族金属与首饰行业；示例多为黄金短线交易建议，请调整方向后再申请。',
      deciderUid: 1,
      createdAt: days(12),
      decidedAt: days(10),
    },
    {
      uid: 5,
      name: '珠宝匠人的工作台',
      enName: "A Jeweller's Bench",
      content: '记录铂金首饰从起版、铸造到镶嵌的每一道工序，以及工坊里的人和故事。',
      enContent: 'Every step of a platinum piece, from model and casting to setting, and the people at the bench.',
      pic: '/demo/columns/2.svg',
      samples: '已在个人博客写了 30 篇工艺笔记：https://example.com/bench\n2025 年铂金首饰设计大赛入围作品创作手记。',
      contact: '13900000005',
      createdAt: days(3),
    },
    {
      uid: 6,
      name: '铂金投资笔记',
      enName: 'Platinum Investor Notes',
      content: '从海外投资者的视角看铂金 ETF、金条与期货，以及中国市场的进口与关税。',
      enContent: 'Platinum ETFs, bars and futures through an overseas investor’s eyes, and China’s imports and duties.',
      samples: 'Columns for a London trade newsletter since 2021: https://example.com/oliver',
      contact: 'oliver@example.com',
      createdAt: days(1),
    },
  ]);
}
