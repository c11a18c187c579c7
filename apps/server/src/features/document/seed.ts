import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { DemoPdf } from './demo-pdf.ts';
import { documents } from './tables.ts';

/** The demo reports' PDFs by name (file 'demo:<name>'), drawn when they are read (demo-pdf.ts). */
export const DEMO_PDFS: Record<string, DemoPdf> = {
  'platinum-q3-2026': {
    title: 'Platinum Quarterly: Q3 2026',
    subtitle: 'Supply, demand and prices · Shanghai Platinum Week Research',
    bars: [0.35, 0.42, 0.5, 0.46, 0.62, 0.8],
    sections: ['Prices and flows', 'Mine supply', 'Jewellery fabrication', 'Outlook'],
  },
  'jewellery-consumers-2026': {
    title: 'Chinese Platinum Jewellery Consumers 2026',
    subtitle: 'A survey of 3,200 buyers in 12 cities',
    bars: [0.7, 0.55, 0.4, 0.62, 0.5, 0.3],
    sections: ['Who buys platinum', 'Bridal and fashion', 'Channels', 'Price sensitivity', 'Designers’ view'],
  },
  'pgm-recycling': {
    title: 'Recycling the Platinum Group Metals',
    subtitle: 'Autocatalysts, jewellery scrap and the refiners’ capacity',
    bars: [0.2, 0.3, 0.38, 0.45, 0.55, 0.58],
    sections: ['Sources of scrap', 'Refining capacity', 'Policy'],
  },
  'hydrogen-iridium': {
    title: 'Hydrogen and the Iridium Question',
    subtitle: 'What PEM electrolysers mean for PGM demand to 2035',
    bars: [0.1, 0.15, 0.25, 0.4, 0.6, 0.9],
    sections: ['Electrolyser build-out', 'Thrifting', 'Supply response'],
  },
  'sge-market-2025': {
    title: 'Shanghai Gold Exchange Platinum: 2025 in Review',
    subtitle: 'Volumes, premiums and import quotas',
    bars: [0.5, 0.48, 0.6, 0.66, 0.58, 0.7],
    sections: ['Trading volumes', 'Import premiums', 'VAT and quotas'],
  },
  'investment-bars-draft': {
    title: 'Platinum Bars and Coins: Investor Demand (draft)',
    subtitle: 'Work in progress',
    bars: [0.3, 0.32, 0.5, 0.44, 0.52, 0.6],
    sections: ['Bars', 'Coins'],
  },
};

interface DemoDocument {
  uid: number;
  name: keyof typeof DEMO_PDFS;
  title: string;
  enTitle: string;
  summary: string;
  enSummary: string;
  source: string;
  enSource: string;
  tags: string[];
  date: string;
  status: 0 | 1;
  downloads: number;
}

/** Five published reports (the research institute's and the organisers'), one the institute keeps back. */
const DOCUMENTS: DemoDocument[] = [
  {
    uid: 2,
    name: 'platinum-q3-2026',
    title: '铂金季度报告：2026 年第三季度',
    enTitle: 'Platinum Quarterly: Q3 2026',
    summary:
      '第三季度铂金市场延续供应缺口，缺口约 24 万盎司。南非矿山产量受电力与检修影响同比下降 6%。\n中国首饰加工需求企稳，婚庆类产品占比回升；投资需求在价格回调时明显放大。',
    enSummary:
      'The market stayed in deficit in the third quarter, by about 240,000 oz. South African mine output fell 6% year on year on power cuts and maintenance.\nChinese jewellery fabrication steadied, with bridal pieces gaining share; investment demand rose sharply on every price dip.',
    source: '铂族金属研究院',
    enSource: 'PGM Research Institute',
    tags: ['market', 'supply'],
    date: '2026-10-20',
    status: 1,
    downloads: 1204,
  },
  {
    uid: 2,
    name: 'jewellery-consumers-2026',
    title: '2026 中国铂金首饰消费者调查',
    enTitle: 'Chinese Platinum Jewellery Consumers 2026',
    summary: '基于 12 个城市 3,200 位消费者的问卷调查：谁在购买铂金首饰、为什么购买、在哪里购买，以及价格变化如何影响他们的选择。',
    enSummary: 'A survey of 3,200 buyers in 12 cities: who buys platinum jewellery, why, where, and how prices change their choices.',
    source: '铂族金属研究院',
    enSource: 'PGM Research Institute',
    tags: ['jewellery', 'market'],
    date: '2026-09-05',
    status: 1,
    downloads: 868,
  },
  {
    uid: 1,
    name: 'pgm-recycling',
    title: '铂族金属回收：汽车催化剂、首饰旧料与精炼产能',
    enTitle: 'Recycling the Platinum Group Metals',
    summary: '回收已占铂族金属供应的四分之一。本报告梳理回收来源、国内精炼产能与相关政策。',
    enSummary:
      'Recycling is now a quarter of PGM supply. This report maps the sources of scrap, China’s refining capacity and the policies around it.',
    source: '上海铂金周组委会',
    enSource: 'Shanghai Platinum Week',
    tags: ['recycling', 'policy'],
    date: '2026-06-18',
    status: 1,
    downloads: 432,
  },
  {
    uid: 2,
    name: 'hydrogen-iridium',
    title: '氢能与铱：质子交换膜电解槽对铂族金属需求的影响',
    enTitle: 'Hydrogen and the Iridium Question',
    summary: '到 2035 年，质子交换膜电解槽的装机将如何改变铂、铱需求？我们给出三种情景。',
    enSummary: 'How PEM electrolyser build-out changes platinum and iridium demand to 2035, in three scenarios.',
    source: '铂族金属研究院',
    enSource: 'PGM Research Institute',
    tags: ['hydrogen', 'investment'],
    date: '2026-03-30',
    status: 1,
    downloads: 391,
  },
  {
    uid: 1,
    name: 'sge-market-2025',
    title: '上海黄金交易所铂金市场 2025 年度回顾',
    enTitle: 'Shanghai Gold Exchange Platinum: 2025 in Review',
    summary: '2025 年上海黄金交易所铂金成交量、进口溢价与配额政策的全年回顾。',
    enSummary: 'A year of platinum trading on the Shanghai Gold Exchange: volumes, import premiums and quota policy.',
    source: '上海铂金周组委会',
    enSource: 'Shanghai Platinum Week',
    tags: ['market', 'policy'],
    date: '2026-01-15',
    status: 1,
    downloads: 1530,
  },
  {
    uid: 2,
    name: 'investment-bars-draft',
    title: '铂金条与铂金币：投资需求（草稿）',
    enTitle: 'Platinum Bars and Coins: Investor Demand (draft)',
    summary: '编写中。',
    enSummary: 'In preparation.',
    source: '铂族金属研究院',
    enSource: 'PGM Research Institute',
    tags: ['investment'],
    date: '2026-11-10',
    status: 0,
    downloads: 0,
  },
];

export async function seedDocument(tx: Tx): Promise<void> {
  await tx.insert(documents).values(
    DOCUMENTS.map((d) => ({
      uid: d.uid,
      title: d.title,
      enTitle: d.enTitle,
      summary: d.summary,
      enSummary: d.enSummary,
      source: d.source,
      enSource: d.enSource,
      tags: d.tags,
      date: d.date,
      file: `demo:${d.name}`,
      fileName: `${d.name}.pdf`,
      status: d.status,
      downloadAmount: d.downloads,
      publishedAt: d.status === 1 ? sql`${d.date}::date + time '09:00'` : null,
    })),
  );
}
