import type { components } from '@spw/api';

/**
 * Story data for the creator's quote data pages (/creator/quoteData/list, add, edit): the codes, a
 * page of prices, the change log and the import's previews and result. Deterministic; the texts the
 * server writes in the request's language (a change's code name, an import row's, an error's
 * message) come in both languages.
 */

type QuoteCode = components['schemas']['QuoteCode'];
type QuoteData = components['schemas']['QuoteData'];
type QuoteDataChange = components['schemas']['QuoteDataChange'];
type QuoteImportPreview = components['schemas']['QuoteImportPreview'];
type QuoteImportRow = components['schemas']['QuoteImportRow'];
type QuoteImportResult = components['schemas']['QuoteImportResult'];
type Lang = 'zh' | 'en';

/** "Today" in Beijing for every story: no price may be dated after it. */
export const QUOTE_DATA_TODAY = '2026-11-20';

const code = (
  id: number,
  name: string,
  en_name: string,
  symbol: string,
  price: number,
  change: number,
  unit = '元/克',
  unit_grams: number | null = 1,
): QuoteCode => ({
  id,
  name,
  en_name,
  symbol,
  unit,
  unit_grams,
  currency: 'CNY',
  buy_price: price,
  sell_price: price,
  fluctuation_price: change,
  date: price > 0 ? QUOTE_DATA_TODAY : null,
  is_quote: 1,
  is_recommend: id <= 8 ? 1 : 0,
  sort: id,
  locked: false,
});

export const CODE_PLATINUM = code(1, '铂金', 'Platinum', 'Pt', 232, -1.64);
export const CODE_PALLADIUM = code(2, '钯金', 'Palladium', 'Pd', 258, 2.78);
export const CODE_RHODIUM = code(3, '铑', 'Rhodium', 'Rh', 1400, 3.72);
export const CODE_IRIDIUM = code(4, '铱', 'Iridium', 'Ir', 1100, 0);
export const CODE_RUTHENIUM = code(5, '钌', 'Ruthenium', 'Ru', 110, 1.07);
export const CODE_GOLD = code(6, '黄金', 'Gold', 'Au', 600, 1.42);
export const CODE_SILVER = code(7, '白银', 'Silver', 'Ag', 7800, -69.46, '元/千克', 1000);
export const CODE_SGE_PLATINUM = code(8, '上金所铂金 Pt9995', 'SGE Platinum Pt9995', 'Pt9995', 231, -1.5);
/** A code added this week: no price yet, and no symbol. */
export const CODE_OSMIUM = code(9, '锇', 'Osmium', '', 0, 0);
/** The longest names a code may have. */
export const CODE_LONG = code(
  10,
  '上海黄金交易所铂金现货延期交收合约 Pt9995 午盘定价',
  'Shanghai Gold Exchange platinum spot deferred settlement contract Pt9995 afternoon fix',
  'Pt9995-TD',
  231.5,
  0.5,
);

/** Every code the back office can enter prices for, in their order. */
export const QUOTE_DATA_CODES: QuoteCode[] = [
  CODE_PLATINUM,
  CODE_PALLADIUM,
  CODE_RHODIUM,
  CODE_IRIDIUM,
  CODE_RUTHENIUM,
  CODE_GOLD,
  CODE_SILVER,
  CODE_SGE_PLATINUM,
  CODE_OSMIUM,
];

const price = (id: number, quote_code_id: number, value: number, date: string, updated = `${date}T16:30:00+08:00`): QuoteData => ({
  id,
  quote_code_id,
  price: value,
  date,
  created_at: `${date}T16:30:00+08:00`,
  updated_at: updated,
});

/** The newest page of prices: today's, then yesterday's; one corrected the morning after. */
export const QUOTE_DATA_ROWS: QuoteData[] = [
  price(5208, 1, 232, '2026-11-20'),
  price(5207, 2, 258, '2026-11-20'),
  price(5206, 3, 1400, '2026-11-20'),
  price(5205, 6, 600, '2026-11-20'),
  price(5204, 7, 7800, '2026-11-20'),
  price(5203, 1, 233.64, '2026-11-19', '2026-11-20T09:12:00+08:00'),
  price(5202, 2, 255.22, '2026-11-19'),
  price(5201, 8, 232.5, '2026-11-19'),
];

export const QUOTE_DATA_PLATINUM = QUOTE_DATA_ROWS[0] as QuoteData;

/** Platinum alone, this week (the list filtered by code and dates). */
export const QUOTE_DATA_PLATINUM_WEEK: QuoteData[] = [
  price(5208, 1, 232, '2026-11-20'),
  price(5203, 1, 233.64, '2026-11-19', '2026-11-20T09:12:00+08:00'),
  price(5195, 1, 230.1, '2026-11-18'),
  price(5187, 1, 229.85, '2026-11-17'),
  price(5179, 1, 231, '2026-11-16'),
];

/** The longest code's price at the highest the contract takes. */
export const QUOTE_DATA_LONG: QuoteData = price(5300, CODE_LONG.id, 99_999_999.99, '2026-11-20');

const NAMES: Record<number, Record<Lang, string>> = {
  1: { zh: '铂金', en: 'Platinum' },
  2: { zh: '钯金', en: 'Palladium' },
  3: { zh: '铑', en: 'Rhodium' },
  6: { zh: '黄金', en: 'Gold' },
  7: { zh: '白银', en: 'Silver' },
  8: { zh: '上金所铂金 Pt9995', en: 'SGE Platinum Pt9995' },
};
const nameOf = (id: number, lang: Lang) => NAMES[id]?.[lang] ?? String(id);

type ChangeParts = Pick<QuoteDataChange, 'id' | 'quote_code_id' | 'date' | 'old_price' | 'new_price' | 'action' | 'created_at'> &
  Partial<Pick<QuoteDataChange, 'old_date' | 'uid' | 'nickname'>>;

const change = (lang: Lang, parts: ChangeParts): QuoteDataChange => ({
  old_date: null,
  uid: 12,
  nickname: '行情编辑 王敏',
  ...parts,
  quote_name: nameOf(parts.quote_code_id, lang),
});

/** The change log, newest first: one of each action, a price moved to another day, an account since closed. */
export function quoteDataChanges(lang: Lang = 'zh'): QuoteDataChange[] {
  return [
    change(lang, {
      id: 9021,
      quote_code_id: 1,
      date: '2026-11-20',
      old_price: null,
      new_price: 232,
      action: 'add',
      created_at: '2026-11-20T16:31:08+08:00',
    }),
    change(lang, {
      id: 9020,
      quote_code_id: 1,
      date: '2026-11-19',
      old_price: 233.46,
      new_price: 233.64,
      action: 'edit',
      created_at: '2026-11-20T09:12:40+08:00',
    }),
    change(lang, {
      id: 9019,
      quote_code_id: 8,
      date: '2026-11-19',
      old_date: '2026-11-18',
      old_price: 232.5,
      new_price: 232.5,
      action: 'edit',
      created_at: '2026-11-19T17:02:11+08:00',
    }),
    change(lang, {
      id: 9018,
      quote_code_id: 2,
      date: '2026-11-17',
      old_price: 251,
      new_price: null,
      action: 'del',
      created_at: '2026-11-19T11:45:00+08:00',
      uid: 31,
      nickname: 'Trevor Raymond',
    }),
    change(lang, {
      id: 9017,
      quote_code_id: 7,
      date: '2026-11-18',
      old_price: 7650,
      new_price: 7712,
      action: 'import',
      created_at: '2026-11-18T18:20:00+08:00',
      uid: null,
      nickname: '',
    }),
    change(lang, {
      id: 9016,
      quote_code_id: 3,
      date: '2026-11-18',
      old_price: null,
      new_price: 1396.5,
      action: 'import',
      created_at: '2026-11-18T18:20:00+08:00',
    }),
  ];
}

export const QUOTE_DATA_CHANGES: QuoteDataChange[] = quoteDataChanges('zh');
export const QUOTE_DATA_CHANGES_EN: QuoteDataChange[] = quoteDataChanges('en');

/** A change by the longest nickname, on the longest code, at the highest price. */
export const QUOTE_DATA_CHANGE_LONG: QuoteDataChange = {
  id: 9100,
  quote_code_id: CODE_LONG.id,
  quote_name: CODE_LONG.name,
  date: '2026-11-20',
  old_date: '2026-11-19',
  old_price: 99_999_999.99,
  new_price: 88_888_888.88,
  action: 'edit',
  uid: 77,
  nickname: '上海铂金周组委会行情数据部门值班编辑（周末轮值）',
  created_at: '2026-11-20T23:59:00+08:00',
};

const row = (
  lang: Lang,
  line: number,
  quote_code_id: number,
  date: string,
  value: number,
  old_price: number | null,
  status: QuoteImportRow['status'],
): QuoteImportRow => ({ row: line, quote_code_id, quote_name: nameOf(quote_code_id, lang), date, price: value, old_price, status });

const MESSAGES: Record<string, Record<Lang, string>> = {
  code: { zh: '找不到这个品种：PtX', en: 'No such quote: PtX' },
  date: { zh: '日期格式不对，应为 2026-11-20', en: 'The date should look like 2026-11-20' },
  future: { zh: '日期不能晚于今天', en: 'The date cannot be after today' },
  price: { zh: '价格须大于 0，最多两位小数', en: 'The price must be above 0 with up to 2 decimals' },
  duplicate: { zh: '与第 3 行重复（同一品种同一天）', en: 'Same quote and day as row 3' },
};
const problem = (lang: Lang, line: number, field: string, key: string) => ({ row: line, field, message: MESSAGES[key]?.[lang] ?? key });

/** Twelve rows read from a UTF-8 CSV: five new, two changed, two the same, three wrong (one of them twice). */
export function importPreviewMixed(lang: Lang = 'zh'): QuoteImportPreview {
  return {
    format: 'csv-utf8',
    total: 12,
    good: 9,
    bad: 3,
    new: 5,
    changed: 2,
    same: 2,
    rows: [
      row(lang, 2, 1, '2026-11-16', 231, null, 'new'),
      row(lang, 3, 2, '2026-11-16', 252.4, null, 'new'),
      row(lang, 4, 3, '2026-11-16', 1395, null, 'new'),
      row(lang, 5, 6, '2026-11-16', 598.3, null, 'new'),
      row(lang, 6, 7, '2026-11-16', 7702, null, 'new'),
      row(lang, 8, 1, '2026-11-17', 229.85, 229.58, 'changed'),
      row(lang, 9, 8, '2026-11-17', 230.1, 231, 'changed'),
    ],
    errors: [
      problem(lang, 7, 'code', 'code'),
      problem(lang, 11, 'date', 'date'),
      problem(lang, 11, 'price', 'price'),
      problem(lang, 13, 'date', 'future'),
    ],
  };
}

export const IMPORT_PREVIEW_MIXED: QuoteImportPreview = importPreviewMixed('zh');
export const IMPORT_PREVIEW_MIXED_EN: QuoteImportPreview = importPreviewMixed('en');

/** An Excel file whose three rows are all wrong: nothing to import. */
export const IMPORT_PREVIEW_ALL_BAD: QuoteImportPreview = {
  format: 'xlsx',
  total: 3,
  good: 0,
  bad: 3,
  new: 0,
  changed: 0,
  same: 0,
  rows: [],
  errors: [problem('zh', 2, 'price', 'price'), problem('zh', 3, 'code', 'code'), problem('zh', 4, 'date', 'future')],
};

/** Last week's GBK CSV imported again: every price is already there. */
export const IMPORT_PREVIEW_SAME: QuoteImportPreview = {
  format: 'csv-gbk',
  total: 8,
  good: 8,
  bad: 0,
  new: 0,
  changed: 0,
  same: 8,
  rows: [],
  errors: [],
};

/**
 * A 5,000-row file with 620 wrong rows: the server lists the first 500 errors and the first 200
 * changes. Rows alternate between a wrong price and a duplicate, the changes between new and changed.
 */
export const IMPORT_PREVIEW_LONG: QuoteImportPreview = {
  format: 'csv-utf8',
  total: 5000,
  good: 4380,
  bad: 620,
  new: 3100,
  changed: 900,
  same: 380,
  rows: Array.from({ length: 200 }, (_, index) => {
    const id = [1, 2, 3, 6, 7, 8][index % 6] as number;
    const day = String(1 + (index % 28)).padStart(2, '0');
    const changed = index % 4 === 3;
    const value = Math.round((200 + index * 1.37) * 100) / 100;
    return row(
      'zh',
      2 + index,
      id,
      `2025-${String(1 + (index % 12)).padStart(2, '0')}-${day}`,
      value,
      changed ? value - 1 : null,
      changed ? 'changed' : 'new',
    );
  }),
  errors: Array.from({ length: 500 }, (_, index) =>
    problem('zh', 300 + index * 7, index % 2 ? 'price' : 'date', index % 2 ? 'price' : 'duplicate'),
  ),
};

/** What the mixed preview's import did. */
export const IMPORT_RESULT: QuoteImportResult = { inserted: 5, replaced: 2, unchanged: 2, skipped: 3 };

/** What re-importing the same file did: nothing. */
export const IMPORT_RESULT_SAME: QuoteImportResult = { inserted: 0, replaced: 0, unchanged: 8, skipped: 0 };
