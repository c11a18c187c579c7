import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';

/** Story data for the public research-report screens, typed by the contract. */
type DocumentItem = components['schemas']['DocumentItem'];
type Document = components['schemas']['Document'];

/** A cover at A4's 1 : √2 (no network in stories): the brushed panel with the report's short name. */
const cover = (label: string, hue: number) => picture(label, 300, 424, hue);

/** A drawn first page (no network in stories): a white sheet with a coloured heading band, a chart and lines of text. */
export function pagePicture(page: number, hue: number): string {
  const lines = Array.from({ length: 9 }, (_, i) => {
    const y = 250 + i * 16;
    const width = i % 4 === 3 ? 140 : 236;
    return `<rect x="32" y="${y}" width="${width}" height="6" rx="3" fill="#d9dce2"/>`;
  }).join('');
  const bars = [54, 82, 66, 98, 74]
    .map((h, i) => `<rect x="${48 + i * 44}" y="${214 - h}" width="26" height="${h}" fill="hsl(${hue} 35% ${58 + i * 4}%)"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="424" viewBox="0 0 300 424"><rect width="300" height="424" fill="#fdfdfc"/><rect width="300" height="64" fill="hsl(${hue} 30% 34%)"/><rect x="32" y="24" width="150" height="10" rx="5" fill="#f5f1e6"/><rect x="32" y="42" width="96" height="6" rx="3" fill="hsl(${hue} 20% 70%)"/><line x1="32" y1="216" x2="268" y2="216" stroke="#9aa0ab"/>${bars}${lines}<text x="150" y="404" font-family="Georgia,serif" font-size="14" fill="#6b7280" text-anchor="middle">${page}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const item = (id: number, fields: Partial<DocumentItem> & Pick<DocumentItem, 'title' | 'source' | 'date'>): DocumentItem => ({
  id,
  en_title: '',
  en_source: '',
  cover: '',
  pages: 0,
  tags: [],
  download_amount: 0,
  ...fields,
});

/** Bilingual, a cover, counts in the thousands. */
export const PGM_OUTLOOK = item(41, {
  title: '2026 年铂族金属市场展望',
  en_title: 'Platinum Group Metals Outlook 2026',
  source: '上海铂金周研究中心',
  en_source: 'SPW Research Centre',
  cover: cover('PGM 2026', 210),
  pages: 32,
  tags: ['market', 'investment'],
  date: '2026-11-18',
  download_amount: 1204,
});

/** Bilingual, four topics. */
export const SUPPLY_REPORT = item(42, {
  title: '南非铂矿供应链调查报告',
  en_title: 'South African Platinum Supply: a Field Survey',
  source: '世界铂金投资协会',
  en_source: 'World Platinum Investment Council',
  cover: cover('Supply', 30),
  pages: 48,
  tags: ['supply', 'market', 'policy', 'recycling'],
  date: '2026-10-30',
  download_amount: 386,
});

/** Chinese only: the English site shows its Chinese words. */
export const JEWELLERY_REPORT = item(43, {
  title: '中国铂金首饰消费白皮书',
  source: '深圳水贝珠宝行业协会',
  cover: cover('Pt 950', 330),
  pages: 1,
  tags: ['jewellery'],
  date: '2026-09-12',
  download_amount: 1,
});

/** Just saved: no cover and no page count yet (the background job has not run). */
export const HYDROGEN_REPORT = item(44, {
  title: '氢能燃料电池中的铂用量研究',
  en_title: 'Platinum Loadings in Hydrogen Fuel Cells',
  source: '氢能产业研究院',
  en_source: 'Hydrogen Industry Institute',
  tags: ['hydrogen'],
  date: '2026-11-20',
});

/** No topics. */
export const RECYCLING_REPORT = item(45, {
  title: '汽车催化剂回收与二次供应',
  en_title: 'Autocatalyst Recycling and Secondary Supply',
  source: '铂族金属回收联盟',
  en_source: 'PGM Recycling Alliance',
  cover: cover('Recycle', 150),
  pages: 24,
  date: '2026-08-05',
  download_amount: 58,
});

export const POLICY_REPORT = item(46, {
  title: '铂金进出口政策与关税简报',
  en_title: 'Platinum Trade Policy and Tariffs: a Briefing',
  source: '上海黄金交易所',
  en_source: 'Shanghai Gold Exchange',
  cover: cover('Policy', 260),
  pages: 12,
  tags: ['policy'],
  date: '2026-07-21',
  download_amount: 12860,
});

/** One page of reports, newest first as the list gives them (the one without a cover among them). */
export const DOCUMENTS: DocumentItem[] = [PGM_OUTLOOK, SUPPLY_REPORT, HYDROGEN_REPORT, JEWELLERY_REPORT, RECYCLING_REPORT, POLICY_REPORT];

/** The reports on the market. */
export const MARKET_DOCUMENTS: DocumentItem[] = [PGM_OUTLOOK, SUPPLY_REPORT];

/** Titles and sources far longer than anyone should write; one word without a break. */
export const longDocument = (d: DocumentItem): DocumentItem => ({
  ...d,
  title: `${d.title}——${LONG_NAME}年度深度研究报告（完整版）`,
  en_title: d.en_title ? `${d.en_title}: ${'Platinum'.repeat(12)} and an unusually long English title` : '',
  source: `${d.source}${LONG_NAME}`,
  en_source: d.en_source ? `${d.en_source} ${'Research '.repeat(10)}` : '',
  tags: ['market', 'supply', 'recycling', 'hydrogen'],
  download_amount: d.download_amount * 10000,
});

const SUMMARY =
  '2026 年全球铂金市场预计连续第四年出现供应缺口，缺口规模约 85 万盎司。南非矿山受电力与劳工问题影响，产量难以恢复到疫情前水平。\n' +
  '需求方面，汽车催化剂用量随混合动力车型增长保持稳定，中国珠宝消费止跌回升，氢能电解槽与燃料电池的用量开始形成规模。\n' +
  '报告最后给出价格情景分析，以及对投资者的三点建议。';

const EN_SUMMARY =
  'The platinum market is expected to run a deficit for the fourth year in a row in 2026, of about 850,000 ounces. South African mines, held back by power and labour problems, are unlikely to return to their pre-pandemic output.\n' +
  'On the demand side, autocatalyst use holds steady as hybrids grow, jewellery buying in China has turned up again, and electrolysers and fuel cells begin to use platinum at scale.\n' +
  'The report ends with price scenarios and three recommendations for investors.';

/** A published report with its abstract, three first pages and more to download. */
export const REPORT: Document = {
  ...PGM_OUTLOOK,
  summary: SUMMARY,
  en_summary: EN_SUMMARY,
  previews: [1, 2, 3].map((n) => pagePicture(n, 210)),
  file_size: Math.round(2.4 * 1024 * 1024),
};

/** Chinese only, a small file, every page shown (no line about the rest). */
export const REPORT_SHORT: Document = {
  ...JEWELLERY_REPORT,
  pages: 3,
  summary: '调查覆盖全国 12 个城市的 3,600 位消费者。\n\n婚嫁需求仍是铂金首饰的主力，年轻消费者更看重设计与纯度标识。',
  en_summary: '',
  previews: [1, 2, 3].map((n) => pagePicture(n, 330)),
  file_size: 860 * 1024,
};

/** Just saved: no cover, no pages counted, no previews yet, no abstract. */
export const REPORT_PENDING: Document = {
  ...HYDROGEN_REPORT,
  summary: '',
  en_summary: '',
  previews: [],
  file_size: 5 * 1024 * 1024 + 300 * 1024,
};

/** Everything too long: the title, the source, an unbroken address in the abstract, every topic. */
export const LONG_REPORT: Document = {
  ...REPORT,
  ...longDocument(PGM_OUTLOOK),
  pages: 1280,
  summary: `${SUMMARY}\n${LONG_NAME}https://www.shanghai-platinum-week.example.com/research/2026/platinum-group-metals-outlook-full-report.pdf`,
  file_size: Math.round(29.6 * 1024 * 1024),
};
