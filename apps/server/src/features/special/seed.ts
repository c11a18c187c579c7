import type { Tx } from '../../db/index.ts';
import { specialArticles, specials } from './tables.ts';

interface DemoSpecial {
  /** The creator (2) unless said. */
  uid?: number;
  title: string;
  enTitle: string;
  summary: string;
  enSummary: string;
  status: 0 | 1;
  sort: number;
  /** Demo article ids (features/article/seed.ts), in the topic's order; 10 is a draft, left out for readers. */
  articles: number[];
}

/** The creator's (uid 2) special topics: two on the articles home, one kept back; and one of the admin's, kept back. */
const SPECIALS: DemoSpecial[] = [
  {
    title: '2026 铂金市场年度回顾',
    enTitle: 'Platinum market 2026: the year in review',
    summary: '供应缺口、价格走势与首饰消费，一年的周报与观察汇成一份专题。',
    enSummary: 'The supply deficit, prices and jewellery demand: a year of weeklies and notes in one place.',
    status: 1,
    sort: 1,
    articles: [1, 6, 2, 7, 10],
  },
  {
    title: '铂金首饰设计：从宋瓷到当代',
    enTitle: 'Platinum jewellery design, from Song ceramics to today',
    summary: '设计师手记与趋势观察：铂金的延展性如何成就细腻的线条。',
    enSummary: 'Designer notes and trends: how platinum’s ductility makes the finest lines possible.',
    status: 1,
    sort: 2,
    articles: [3, 8, 4],
  },
  {
    title: '氢能与铂族金属（筹备中）',
    enTitle: 'Hydrogen and the platinum group metals (in preparation)',
    summary: '燃料电池与电解槽对铂、铱需求的长期影响。',
    enSummary: 'What fuel cells and electrolysers mean for platinum and iridium demand.',
    status: 0,
    sort: 0,
    articles: [2],
  },
  {
    uid: 1,
    title: '上海铂金周十年',
    enTitle: 'Ten years of Shanghai Platinum Week',
    summary: '组委会整理中的十年回顾：历届论坛、嘉宾与展会花絮。',
    enSummary: 'The organisers’ ten-year look back, in the making: forums, guests and scenes.',
    status: 0,
    sort: 0,
    articles: [5, 9],
  },
];

export async function seedSpecial(tx: Tx): Promise<void> {
  for (const [index, s] of SPECIALS.entries()) {
    const [row] = await tx
      .insert(specials)
      .values({
        uid: s.uid ?? 2,
        title: s.title,
        enTitle: s.enTitle,
        summary: s.summary,
        enSummary: s.enSummary,
        banner: `/demo/banners/special-${index + 1}.svg`,
        status: s.status,
        sort: s.sort,
      })
      .returning({ id: specials.id });
    if (!row) continue;
    await tx.insert(specialArticles).values(s.articles.map((articleId, position) => ({ specialId: row.id, articleId, position })));
  }
}
