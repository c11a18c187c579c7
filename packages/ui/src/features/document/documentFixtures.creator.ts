import type { components } from '@spw/api';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';
import type { DocumentDraft } from './DocumentEditorScreen.tsx';
import { COVER } from './documentText.ts';

/** Story data for the creator's report screens (its list and its form), typed by the contract. */
type DocumentMine = components['schemas']['DocumentMine'];

/** A drawn page (no network in stories), at the cover's 1 : √2. */
export const coverPicture = (label: string, hue: number) => picture(label, COVER.width, COVER.height, hue);

const mine = (
  id: number,
  fields: Partial<DocumentMine> & Pick<DocumentMine, 'title' | 'source' | 'status' | 'preview_status'>,
): DocumentMine => ({
  id,
  en_title: '',
  en_source: '',
  cover: '',
  own_cover: '',
  pages: 0,
  tags: [],
  date: '2026-10-15',
  download_amount: 0,
  summary: '',
  en_summary: '',
  previews: [],
  file: `document/2026/11/${id}.pdf`,
  file_name: `report-${id}.pdf`,
  file_size: 2_400_000,
  updated_at: '2026-11-20T02:00:00.000Z',
  ...fields,
});

/** Published, bilingual, its previews made: the first page stands in for the cover. */
export const REPORT_OUTLOOK = mine(31, {
  title: '2026 年全球铂金市场展望',
  en_title: 'Platinum market outlook 2026',
  source: '世界铂金投资协会',
  en_source: 'World Platinum Investment Council',
  summary: '供应连续第三年短缺，汽车催化剂需求趋稳，投资需求回升。\n报告按季度给出供需平衡表，并比较了三种价格情景。',
  en_summary:
    'Supply falls short for the third year running, autocatalyst demand steadies and investment demand returns. The report gives a quarterly supply and demand balance and compares three price scenarios.',
  tags: ['market', 'supply', 'investment'],
  date: '2026-11-12',
  pages: 36,
  download_amount: 1284,
  cover: coverPicture('Pt 2026', 210),
  previews: [coverPicture('1', 210), coverPicture('2', 210), coverPicture('3', 210)],
  status: 1,
  preview_status: 1,
  file_name: 'platinum-outlook-2026.pdf',
  file_size: 5_872_026,
  updated_at: '2026-11-19T09:00:00.000Z',
});

/** Kept to its creator, just uploaded: no pages counted, no cover yet, previews on their way. */
export const REPORT_HYDROGEN = mine(32, {
  title: '氢燃料电池用铂催化剂需求测算',
  source: '上海有色网',
  tags: ['hydrogen'],
  date: '2026-11-18',
  status: 0,
  preview_status: 0,
  file_name: '氢燃料电池铂需求.pdf',
  file_size: 12_582_912,
  updated_at: '2026-11-20T01:00:00.000Z',
});

/** Published with the creator's own cover, but the file could not be read: no previews. */
export const REPORT_SHUIBEI = mine(33, {
  title: '水贝铂金首饰消费调研',
  en_title: 'Platinum jewellery buyers in Shuibei: a survey',
  source: '深圳市黄金珠宝首饰行业协会',
  en_source: 'Shenzhen Gold and Jewellery Association',
  tags: ['jewellery'],
  date: '2026-09-30',
  download_amount: 1,
  cover: coverPicture('首饰', 35),
  own_cover: coverPicture('首饰', 35),
  status: 1,
  preview_status: 2,
  file_name: 'shuibei-survey-scan.pdf',
  file_size: 29_884_416,
  updated_at: '2026-11-10T01:00:00.000Z',
});

/** Kept to its creator, Chinese only, previews made. */
export const REPORT_POLICY = mine(34, {
  title: '铂族金属进出口政策汇编（2026 年版）',
  source: '中国有色金属工业协会',
  tags: ['policy', 'recycling'],
  date: '2026-06-01',
  pages: 112,
  cover: coverPicture('政策', 120),
  previews: [coverPicture('1', 120)],
  status: 0,
  preview_status: 1,
  file_name: 'pgm-policy-2026.pdf',
  file_size: 812_000,
  updated_at: '2026-11-05T01:00:00.000Z',
});

/** The creator's reports, last changed first: both states and every state of the previews. */
export const MINE_DOCUMENTS: DocumentMine[] = [REPORT_HYDROGEN, REPORT_OUTLOOK, REPORT_SHUIBEI, REPORT_POLICY];

/** Everything too long: titles and sources with unbroken words, file names without a break, big counts. */
export const LONG_MINE_DOCUMENTS: DocumentMine[] = MINE_DOCUMENTS.map((d) => ({
  ...d,
  title: `${d.title}——${LONG_NAME}年度铂族金属供需与珠宝零售趋势深度研究报告（完整版）`,
  en_title: d.en_title ? `${d.en_title}: ${LONG_NAME}` : '',
  source: `${d.source}${LONG_NAME}`,
  file_name: `${d.file_name.replace(/\.pdf$/, '')}-${'final-version-'.repeat(6)}${LONG_NAME}.pdf`,
  pages: d.pages * 10,
  download_amount: d.download_amount * 1000,
}));

/** What the form holds for a saved report. */
export const draftOf = (doc: DocumentMine): DocumentDraft => ({
  file: doc.file,
  file_name: doc.file_name,
  file_size: doc.file_size,
  title: doc.title,
  en_title: doc.en_title,
  summary: doc.summary,
  en_summary: doc.en_summary,
  source: doc.source,
  en_source: doc.en_source,
  cover: doc.own_cover,
  tags: [...doc.tags],
  date: doc.date,
  status: doc.status,
});

/** A new report: nothing yet, published once saved. */
export const NEW_DOCUMENT_DRAFT: DocumentDraft = {
  file: '',
  file_name: '',
  file_size: 0,
  title: '',
  en_title: '',
  summary: '',
  en_summary: '',
  source: '',
  en_source: '',
  cover: '',
  tags: [],
  date: '',
  status: 1,
};

/** The outlook as its form shows it: every field filled, the first page as its cover. */
export const OUTLOOK_DRAFT = draftOf(REPORT_OUTLOOK);

/** The survey with its own cover: its file could not be read. */
export const SHUIBEI_DRAFT = draftOf(REPORT_SHUIBEI);
