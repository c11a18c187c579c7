import type { components } from '@spw/api';

/**
 * Story data for data sets (the public /dataSet/list and /dataSet/detail, the creator's
 * /creator/dataSet/*): a public set in its third version, a members-only set, a draft without a
 * file yet, and one with long texts. Deterministic, in both languages.
 */

type DataSet = components['schemas']['DataSet'];
type DataSetItem = components['schemas']['DataSetItem'];
type DataSetFile = components['schemas']['DataSetFile'];

const file = (id: number, name: string, size: number, format: DataSetFile['format'], downloads: number, at: string): DataSetFile => ({
  id,
  name,
  size,
  format,
  download_amount: downloads,
  created_at: at,
});

const PRICES_2024 = file(1, 'pgm-prices-2024.csv', 48_213, 'csv', 152, '2026-01-08T02:00:00.000Z');
const PRICES_2025_V1 = file(2, 'pgm-prices-2025.csv', 47_906, 'csv', 37, '2026-01-08T02:05:00.000Z');
const PRICES_2025 = file(3, 'pgm-prices-2025.csv', 48_877, 'csv', 211, '2026-03-02T06:30:00.000Z');
const PRICES_XLSX = file(4, 'pgm-prices-2024-2025.xlsx', 96_512, 'xlsx', 64, '2026-06-15T08:10:00.000Z');

export const DATA_SET_PRICES: DataSet = {
  id: 1,
  title: '铂族金属日度价格（2024—2025）',
  en_title: 'Daily PGM prices (2024–2025)',
  description: '上海黄金交易所与伦敦市场铂、钯、铑每个交易日的收盘价，人民币元/克与美元/盎司两种单位。缺少的交易日留空。',
  en_description:
    'Closing prices of platinum, palladium and rhodium on each trading day in Shanghai and London, in yuan per gram and US dollars per troy ounce. Missing trading days are left empty.',
  licence: 'cc-by-4.0',
  access: 'public',
  published: true,
  columns: [
    { name: 'date', en_name: 'date', type: 'date', description: '交易日（北京时间）' },
    { name: 'metal', en_name: 'metal', type: 'text', description: 'Pt、Pd 或 Rh' },
    { name: 'cny_per_g', en_name: 'cny_per_g', type: 'number', description: '人民币元/克' },
    { name: 'usd_per_oz', en_name: 'usd_per_oz', type: 'number', description: '美元/盎司' },
  ],
  version: 3,
  files: [PRICES_2024, PRICES_2025, PRICES_XLSX],
  versions: [
    {
      version: 3,
      mode: 'append',
      note: '增加 Excel 合并版',
      files: [PRICES_2024, PRICES_2025, PRICES_XLSX],
      created_at: '2026-06-15T08:10:00.000Z',
    },
    {
      version: 2,
      mode: 'replace',
      note: '更正 2025 年 2 月的铑价',
      files: [PRICES_2024, PRICES_2025],
      created_at: '2026-03-02T06:30:00.000Z',
    },
    { version: 1, mode: 'first', note: '', files: [PRICES_2024, PRICES_2025_V1], created_at: '2026-01-08T02:05:00.000Z' },
  ],
  download_amount: 464,
  author: '铂族金属研究院',
  updated_at: '2026-06-15T08:10:00.000Z',
};

const SURVEY = file(5, 'jewellery-retail-survey-2026.xlsx', 1_284_096, 'xlsx', 58, '2026-09-20T03:00:00.000Z');
const SURVEY_PDF = file(6, 'survey-method.pdf', 402_113, 'pdf', 21, '2026-09-20T03:02:00.000Z');

export const DATA_SET_MEMBERS: DataSet = {
  id: 2,
  title: '2026 年铂金首饰零售调查',
  en_title: '2026 platinum jewellery retail survey',
  description: '覆盖 32 个城市 410 家门店的铂金首饰销量、克重与工费调查，附调查方法说明。',
  en_description: 'Sales, weights and making charges of platinum jewellery in 410 shops across 32 cities, with a note on the method.',
  licence: 'proprietary',
  access: 'members',
  published: true,
  columns: [
    { name: '城市', en_name: 'city', type: 'text', description: '' },
    { name: '门店数', en_name: 'shops', type: 'number', description: '' },
    { name: '平均克重', en_name: 'average_grams', type: 'number', description: '单件平均克重' },
  ],
  version: 1,
  files: [SURVEY, SURVEY_PDF],
  versions: [{ version: 1, mode: 'first', note: '首次发布', files: [SURVEY, SURVEY_PDF], created_at: '2026-09-20T03:02:00.000Z' }],
  download_amount: 79,
  author: '铂族金属研究院',
  updated_at: '2026-09-20T03:02:00.000Z',
};

/** A draft without a file yet: version 0, nothing to download, not published. */
export const DATA_SET_DRAFT: DataSet = {
  id: 3,
  title: '回收铂金来源统计（草稿）',
  en_title: '',
  description: '',
  en_description: '',
  licence: 'cc-by-nc-4.0',
  access: 'members',
  published: false,
  columns: [],
  version: 0,
  files: [],
  versions: [],
  download_amount: 0,
  author: '铂族金属研究院',
  updated_at: '2026-11-20T09:00:00.000Z',
};

export const DATA_SET_LONG: DataSet = {
  ...DATA_SET_PRICES,
  id: 4,
  title: '全球铂族金属矿山产量、回收量、库存与分地区分用途需求的长期月度面板数据（1990—2026 年，含修订历史）',
  en_title:
    'Long-run monthly panel of global platinum-group metal mine output, recycling, stocks and demand by region and by use (1990–2026, with the history of revisions)',
  description: '这是一段很长的说明。'.repeat(30),
  en_description: 'This is a long description of what the data holds and how it was compiled. '.repeat(12),
  files: [
    file(
      7,
      'pgm-panel-monthly-1990-2026-by-region-and-use-with-revisions-final-v2.csv',
      18_874_368,
      'csv',
      1_204_567,
      '2026-10-01T00:00:00.000Z',
    ),
  ],
  download_amount: 1_204_567,
};

/** A list row of a data set, as the lists return it. */
export function itemOf(set: DataSet): DataSetItem {
  return {
    id: set.id,
    title: set.title,
    en_title: set.en_title,
    licence: set.licence,
    access: set.access,
    published: set.published,
    version: set.version,
    file_count: set.files.length,
    total_size: set.files.reduce((sum, f) => sum + f.size, 0),
    download_amount: set.download_amount,
    author: set.author,
    updated_at: set.updated_at,
  };
}

export const DATA_SET_ITEMS: DataSetItem[] = [DATA_SET_PRICES, DATA_SET_MEMBERS, DATA_SET_DRAFT].map(itemOf);
