import type { components } from '@spw/api';

/**
 * Story data for the data items (the creator's /creator/dataItem/* pages): a daily platinum
 * premium of 40 weekdays (some of them a discount), a monthly jewellery output change with
 * negatives, a yearly demand, a new item without values, and one with words near the contract's
 * limits. Deterministic (no clock, no randomness), in both languages.
 */

type DataItem = components['schemas']['DataItem'];
type DataItemItem = components['schemas']['DataItemItem'];
type DataItemImportPreview = components['schemas']['DataItemImportPreview'];
type DataItemImportRow = components['schemas']['DataItemImportRow'];
type QuoteImportResult = components['schemas']['QuoteImportResult'];
type Lang = 'zh' | 'en';

/** Today in Beijing for every data item story: nothing after it is allowed. */
export const DATA_ITEM_TODAY = '2026-11-20';

/** The `count` weekdays up to `last` (YYYY-MM-DD), oldest first. */
function weekdays(last: string, count: number): string[] {
  const days: string[] = [];
  const day = new Date(`${last}T00:00:00Z`);
  while (days.length < count) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return days;
}

/** The `count` months up to `last` (YYYY-MM), oldest first. */
function months(last: string, count: number): string[] {
  const [year = 0, month = 1] = last.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const total = year * 12 + (month - 1) - back;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The platinum premium over London in Shanghai (USD/oz), a weekday each: a wave, a discount in its trough. */
export const DATA_ITEM_PREMIUM: DataItem = {
  id: 1,
  name: '上海铂金溢价',
  en_name: 'Shanghai platinum premium',
  value_unit: '美元/盎司',
  en_value_unit: 'USD/oz',
  frequency: 'day',
  source: '上海黄金交易所、伦敦铂钯市场协会',
  en_source: 'Shanghai Gold Exchange; LPPM',
  description: '上海黄金交易所 Pt9995 收盘价折合美元/盎司后，减去伦敦下午定盘价；负值表示折价。',
  en_description: 'The SGE Pt9995 close in USD/oz less the London afternoon price; a negative value is a discount.',
  values: weekdays(DATA_ITEM_TODAY, 40).map((period, index) => ({
    period,
    value: round(6 + 9 * Math.sin(index / 4.5) + (index % 5) * 0.35),
  })),
  updated_at: '2026-11-20T09:30:00.000Z',
};

/** China's platinum jewellery output, change on the year before (%), monthly: falling, then recovering. */
export const DATA_ITEM_JEWELLERY: DataItem = {
  id: 2,
  name: '中国铂金首饰产量同比',
  en_name: 'Platinum jewellery output in China, year on year',
  value_unit: '%',
  en_value_unit: '%',
  frequency: 'month',
  source: '铂族金属研究院',
  en_source: 'PGM Research Institute',
  description: '国内铂金首饰加工量与上年同月相比的变化。',
  en_description: 'Platinum jewellery made in China against the same month a year before.',
  values: months('2026-10', 24).map((period, index) => ({ period, value: round(-18.5 + index * 1.6 + (index % 3) * 0.9, 1) })),
  updated_at: '2026-11-12T02:00:00.000Z',
};

/** Global automotive platinum demand (koz), yearly. */
export const DATA_ITEM_AUTOCAT: DataItem = {
  id: 3,
  name: '全球汽车铂金需求',
  en_name: 'Global automotive platinum demand',
  value_unit: '千盎司',
  en_value_unit: 'koz',
  frequency: 'year',
  source: '演示数据，据公开资料整理',
  en_source: 'Demo figures, compiled from public reports',
  description: '',
  en_description: '',
  values: [
    { period: '2016', value: 3348 },
    { period: '2017', value: 3226 },
    { period: '2018', value: 2998 },
    { period: '2019', value: 2874 },
    { period: '2020', value: 2337 },
    { period: '2021', value: 2608 },
    { period: '2022', value: 3206 },
    { period: '2023', value: 3253 },
    { period: '2024', value: 3179 },
    { period: '2025', value: 3062 },
  ],
  updated_at: '2026-10-08T06:15:00.000Z',
};

/** Just created: its words, no value yet. */
export const DATA_ITEM_EMPTY: DataItem = {
  id: 4,
  name: '铑回收量',
  en_name: '',
  value_unit: '千盎司',
  en_value_unit: '',
  frequency: 'quarter',
  source: '',
  en_source: '',
  description: '',
  en_description: '',
  values: [],
  updated_at: '2026-11-19T08:00:00.000Z',
};

/** Words near the contract's limits (name 60, English name 120, unit 20/40, source 100/200), and the largest value. */
export const DATA_ITEM_LONG: DataItem = {
  id: 5,
  name: '上海黄金交易所铂金现货 Pt9995 与伦敦铂钯市场下午定盘价之间的价差（按当日中间价折算后）',
  en_name: 'Spread between the Shanghai Gold Exchange Pt9995 spot close and the LPPM afternoon price, at the day’s central rate',
  value_unit: '元/克（含税、含运费）',
  en_value_unit: 'CNY per gram, tax and freight included',
  frequency: 'month',
  source: '上海黄金交易所每日行情、伦敦铂钯市场协会定盘价、国家外汇管理局人民币汇率中间价，经铂族金属研究院整理计算',
  en_source:
    'Shanghai Gold Exchange daily quotes, LPPM prices and the SAFE central parity rate, compiled and calculated by the PGM Research Institute from the published daily figures of each',
  description: '按月平均。'.repeat(40),
  en_description: 'Monthly average. '.repeat(50).trim(),
  values: [
    { period: '2026-07', value: 999_999_999_999.99 },
    { period: '2026-08', value: -123_456_789.125 },
    { period: '2026-09', value: 0.0001 },
  ],
  updated_at: '2026-11-20T15:59:00.000Z',
};

/** The row a list shows for an item: its counts and range in place of its values. */
export function itemOf(item: DataItem): DataItemItem {
  const first = item.values[0];
  const last = item.values[item.values.length - 1];
  return {
    id: item.id,
    name: item.name,
    en_name: item.en_name,
    value_unit: item.value_unit,
    en_value_unit: item.en_value_unit,
    frequency: item.frequency,
    source: item.source,
    en_source: item.en_source,
    value_count: item.values.length,
    first_period: first?.period ?? '',
    last_period: last?.period ?? '',
    last_value: last?.value ?? null,
    updated_at: item.updated_at,
  };
}

/** A page of the creator's items, last changed first. */
export const DATA_ITEMS: DataItemItem[] = [DATA_ITEM_PREMIUM, DATA_ITEM_EMPTY, DATA_ITEM_JEWELLERY, DATA_ITEM_AUTOCAT].map(itemOf);

/* ----- The import of the jewellery item's values ----- */

const importRow = (line: number, period: string, value: number, old: number | null): DataItemImportRow => ({
  row: line,
  period,
  value,
  old_value: old,
  status: old === null ? 'new' : 'changed',
});

const MESSAGES: Record<string, Record<Lang, string>> = {
  format: { zh: '周期应写作 2024-01', en: 'The period should look like 2024-01' },
  future: { zh: '周期不能晚于今天', en: 'The period cannot be after today' },
  value: { zh: '数值需为数字', en: 'The value must be a number' },
  twice: { zh: '与第 4 行的周期重复', en: 'Same period as row 4' },
};
const problem = (lang: Lang, line: number, field: string, key: string) => ({ row: line, field, message: MESSAGES[key]?.[lang] ?? key });

/** Ten rows read from a UTF-8 CSV for the monthly item: three new, two changed, one the same, four wrong. */
export function dataItemImportPreview(lang: Lang = 'zh'): DataItemImportPreview {
  return {
    format: 'csv-utf8',
    total: 10,
    good: 6,
    bad: 4,
    new: 3,
    changed: 2,
    same: 1,
    rows: [
      importRow(2, '2024-08', -16.2, null),
      importRow(3, '2024-09', -15.1, null),
      importRow(4, '2024-10', -12.4, null),
      importRow(6, '2025-01', -10.3, -10.6),
      importRow(7, '2025-02', 1234.5, -8.1),
    ],
    errors: [
      problem(lang, 5, 'period', 'format'),
      problem(lang, 8, 'value', 'value'),
      problem(lang, 9, 'period', 'twice'),
      problem(lang, 11, 'date', 'future'),
    ],
  };
}

export const DATA_ITEM_IMPORT_PREVIEW: DataItemImportPreview = dataItemImportPreview('zh');
export const DATA_ITEM_IMPORT_PREVIEW_EN: DataItemImportPreview = dataItemImportPreview('en');

/** An Excel file whose rows are all wrong: nothing to import. */
export const DATA_ITEM_IMPORT_ALL_BAD: DataItemImportPreview = {
  format: 'xlsx',
  total: 2,
  good: 0,
  bad: 2,
  new: 0,
  changed: 0,
  same: 0,
  rows: [],
  errors: [problem('zh', 2, 'period', 'format'), problem('zh', 3, 'value', 'value')],
};

/** What the mixed preview's import did. */
export const DATA_ITEM_IMPORT_RESULT: QuoteImportResult = { inserted: 3, replaced: 2, unchanged: 1, skipped: 4 };
