import type { components } from '@spw/api';

/**
 * Story data for the public price page (/quoteData/index): ten codes, their price series and a
 * page of buy and sell offers. Deterministic: the series come from a seeded generator and a fixed
 * calendar, never the clock or Math.random.
 */

type QuoteCode = components['schemas']['QuoteCode'];
type QuoteSeries = components['schemas']['QuoteSeries'];
type QuotePoint = components['schemas']['QuotePoint'];
type QuoteRange = components['schemas']['QuoteRange'];
type Offer = components['schemas']['Offer'];

/** "Today" in Beijing for every story (a Friday): the latest prices are dated today. */
export const QUOTE_TODAY = '2026-11-20';

const code = (
  id: number,
  name: string,
  en_name: string,
  symbol: string,
  price: number,
  change: number,
  unit = '元/克',
  unit_grams: number | null = 1,
  date: string | null = QUOTE_TODAY,
): QuoteCode => ({
  id,
  name,
  en_name,
  symbol,
  unit,
  unit_grams,
  currency: 'CNY',
  buy_price: price,
  sell_price: price === 0 ? 0 : Math.round((price + price * 0.004) * 100) / 100,
  fluctuation_price: change,
  date,
  is_quote: 1,
  is_recommend: id <= 8 ? 1 : 0,
  sort: id,
  locked: false,
});

export const QUOTE_PLATINUM = code(1, '铂金', 'Platinum', 'Pt', 232.15, -1.64);
export const QUOTE_PALLADIUM = code(2, '钯金', 'Palladium', 'Pd', 258.4, 2.78);
export const QUOTE_RHODIUM = code(3, '铑', 'Rhodium', 'Rh', 1400, 3.72);
export const QUOTE_IRIDIUM = code(4, '铱', 'Iridium', 'Ir', 1100, 0);
export const QUOTE_RUTHENIUM = code(5, '钌', 'Ruthenium', 'Ru', 110.5, 1.07);
/** Priced the day before (its latest price is older than the others'). */
export const QUOTE_OSMIUM = code(6, '锇', 'Osmium', 'Os', 980, -12.5, '元/克', 1, '2026-11-19');
export const QUOTE_GOLD = code(7, '黄金', 'Gold', 'Au', 600.32, 1.42);
/** Quoted per kilogram: per gram it is 7.80, per ounce 242.61. */
export const QUOTE_SILVER = code(8, '白银', 'Silver', 'Ag', 7800, -69.46, '元/千克', 1000);
export const QUOTE_SGE_PLATINUM = code(9, '上金所铂金 Pt9995', 'SGE Platinum Pt9995', 'Pt9995', 231, -1.5);
/** Not a mass: an index in points, shown as it is whatever the unit switch says. */
export const QUOTE_PGM_INDEX = code(10, '铂族金属价格指数', 'PGM price index', 'PGMI', 1234.56, 8.21, '点', null);

export const QUOTE_CODES: QuoteCode[] = [
  QUOTE_PLATINUM,
  QUOTE_PALLADIUM,
  QUOTE_RHODIUM,
  QUOTE_IRIDIUM,
  QUOTE_RUTHENIUM,
  QUOTE_OSMIUM,
  QUOTE_GOLD,
  QUOTE_SILVER,
  QUOTE_SGE_PLATINUM,
  QUOTE_PGM_INDEX,
];

/** What a viewer without quote.need_role's role gets: names and dates, no prices. */
export const QUOTE_CODES_LOCKED: QuoteCode[] = QUOTE_CODES.map((c) => ({
  ...c,
  buy_price: null,
  sell_price: null,
  fluctuation_price: null,
  locked: true,
}));

/** The longest names a code may have (and a code added this week, without a price yet). */
export const QUOTE_CODES_LONG: QuoteCode[] = [
  {
    ...QUOTE_PLATINUM,
    name: '上海黄金交易所铂金现货延期交收合约 Pt9995（夜盘收盘参考价）',
    en_name: 'Shanghai Gold Exchange platinum deferred-settlement spot contract Pt9995 (night-session closing reference)',
  },
  {
    ...QUOTE_SILVER,
    name: '白银 Ag99.99 千克条（含增值税，上海交割库自提）',
    en_name: 'Silver Ag99.99 kilobar (VAT included, collected at the Shanghai delivery vault)',
  },
  code(11, '锇粉 Os99.95（新品种）', 'Osmium powder Os99.95 (new)', '', 0, 0, '元/克', 1, null),
  ...QUOTE_CODES.slice(1, 4),
];

/** The names the offers panel's metal filter lists. */
export const OFFER_CODES = QUOTE_CODES.slice(0, 9).map((c) => ({ id: c.id, name: c.name }));
export const OFFER_CODES_EN = QUOTE_CODES.slice(0, 9).map((c) => ({ id: c.id, name: c.en_name }));

/* The series. */

/** Weekdays without a price (the exchanges' holidays of 2026): drawn as gaps. */
export const QUOTE_HOLIDAYS: ReadonlySet<string> = new Set([
  '2026-01-01',
  '2026-01-02',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-02-20',
  '2026-04-06',
  '2026-05-01',
  '2026-05-04',
  '2026-05-05',
  '2026-06-19',
  '2026-09-25',
  // The National Day golden week: a week-long break in the line.
  '2026-10-01',
  '2026-10-02',
  '2026-10-05',
  '2026-10-06',
  '2026-10-07',
]);

/** Where each range starts (its first weekday on or after). */
const RANGE_START: Record<QuoteRange, string> = {
  '1m': '2026-10-21',
  '3m': '2026-08-20',
  '1y': '2025-11-20',
  all: '2022-01-04',
};

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The weekdays from `from` to `to`, oldest first. */
function weekdays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = utc(from); time <= utc(to); time += DAY) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(iso(time));
  }
  return days;
}

/** mulberry32: a tiny seeded generator, the same numbers on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const histories = new Map<number, { date: string; price: number }[]>();

/**
 * Every weekday's price since the start of 2022, ending at the code's latest price: a random walk
 * taken backwards from today, in whole cents, about 0.8 % a day, with a slow swing so the charts
 * have shape.
 */
function history(quote: QuoteCode): { date: string; price: number }[] {
  const known = histories.get(quote.id);
  if (known) return known;
  const days = weekdays(RANGE_START.all, QUOTE_TODAY);
  const next = seeded(quote.id * 7919);
  const base = Math.round((quote.buy_price || 100) * 100);
  const walk: number[] = new Array<number>(days.length);
  let cents = base;
  for (let i = days.length - 1; i >= 0; i -= 1) {
    walk[i] = cents;
    const swing = Math.round(Math.sin(i / 37) * base * 0.0015);
    const step = Math.round((next() - 0.5) * 2 * base * 0.008) + swing;
    cents = Math.max(Math.round(base * 0.35), cents - step);
  }
  const result = days.map((date, i) => ({ date, price: (walk[i] ?? base) / 100 }));
  histories.set(quote.id, result);
  return result;
}

/**
 * A code's series for a range, as the server sends it: every weekday from the range's start to
 * today, oldest first; the holidays' prices null unless `holidays` is false (an unbroken line).
 */
export function quoteSeries(quote: QuoteCode, range: QuoteRange, { holidays = true }: { holidays?: boolean } = {}): QuoteSeries {
  const start = RANGE_START[range];
  const points: QuotePoint[] = history(quote)
    .filter((p) => p.date >= start)
    .map((p) => ({ date: p.date, price: holidays && QUOTE_HOLIDAYS.has(p.date) ? null : p.price }));
  const firstPriced = points.find((p) => p.price !== null);
  return { quote_code_id: quote.id, range, from: firstPriced?.date ?? null, to: QUOTE_TODAY, points };
}

/** Three months of platinum without a missing day. */
export const SERIES_PLATINUM_3M = quoteSeries(QUOTE_PLATINUM, '3m', { holidays: false });
/** Three months of platinum with the Mid-Autumn day and the National Day week missing. */
export const SERIES_PLATINUM_3M_GAPS = quoteSeries(QUOTE_PLATINUM, '3m');
export const SERIES_PLATINUM_1M = quoteSeries(QUOTE_PLATINUM, '1m');
export const SERIES_PLATINUM_1Y = quoteSeries(QUOTE_PLATINUM, '1y');
export const SERIES_PLATINUM_ALL = quoteSeries(QUOTE_PLATINUM, 'all');
export const SERIES_SILVER_3M = quoteSeries(QUOTE_SILVER, '3m');
/** A range with no price at all (a code added this week). */
export const SERIES_EMPTY: QuoteSeries = { quote_code_id: 11, range: '3m', from: null, to: null, points: [] };

/* The offers. */

const offer = (
  id: number,
  type: Offer['type'],
  title: string,
  company: string,
  quote: QuoteCode | null,
  price: number,
  unit: string,
  quantity: string,
  contact: string,
  valid_until: string,
  created_at: string,
): Offer => ({
  id,
  uid: 500 + id,
  type,
  title,
  company,
  quote_code_id: quote?.id ?? null,
  ...(quote ? { quote_name: quote.name } : {}),
  price,
  currency: 'CNY',
  unit,
  quantity,
  contact,
  valid_until,
  created_at,
});

/** Platinum sponge for sale. */
export const OFFER_SPONGE = offer(
  1,
  'sell',
  '出售海绵铂 Pt99.95 现货',
  '贵研铂业股份有限公司',
  QUOTE_PLATINUM,
  231.8,
  '元/克',
  '20 千克',
  '李经理 021-5080 1234',
  '2026-12-31',
  '2026-11-19T02:00:00.000Z',
);

/** A page of offers (the panel shows 8 a page): buying and selling, one expired, one for other goods. */
export const OFFERS: Offer[] = [
  OFFER_SPONGE,
  offer(
    2,
    'buy',
    '长期求购废汽车催化剂（含钯）',
    '上海铂瑞再生资源有限公司',
    QUOTE_PALLADIUM,
    255,
    '元/克',
    '不限',
    '王先生 139 1600 2288',
    '2027-03-31',
    '2026-11-18T06:30:00.000Z',
  ),
  offer(
    3,
    'sell',
    '铑粉 Rh99.95，可分批交货',
    '昆明贵金属研究所',
    QUOTE_RHODIUM,
    1398,
    '元/克',
    '5 千克',
    'sales@kmpm.example',
    '2026-12-15',
    '2026-11-17T03:00:00.000Z',
  ),
  offer(
    4,
    'buy',
    '求购白银 Ag99.99 千克条',
    '深圳金展珠宝实业有限公司',
    QUOTE_SILVER,
    7750,
    '元/千克',
    '500 千克',
    '0755-2555 8800',
    '2026-11-30',
    '2026-11-16T08:00:00.000Z',
  ),
  /** Past its date (valid until 10 November): dimmed, tagged 已过期. */
  offer(
    5,
    'buy',
    '求购钯金 Pd99.95 锭',
    '宁波钯业科技有限公司',
    QUOTE_PALLADIUM,
    250.5,
    '元/克',
    '10 千克',
    '陈女士 0574-8765 4321',
    '2026-11-10',
    '2026-10-20T01:00:00.000Z',
  ),
  offer(
    6,
    'sell',
    '出售足金 Au999 投资金条',
    '中国黄金上海分公司',
    QUOTE_GOLD,
    602,
    '元/克',
    '2 千克',
    '400-820-1999',
    '2026-12-20',
    '2026-11-15T02:00:00.000Z',
  ),
  /** Not a metal of the page: no code, a unit the catalogue does not know. */
  offer(
    7,
    'sell',
    '出售二手铂金坩埚（100 毫升，九成新）',
    '上海精工实验器材有限公司',
    null,
    18500,
    '元/件',
    '3 件',
    '赵工 021-6432 1100',
    '2026-12-31',
    '2026-11-14T05:00:00.000Z',
  ),
  offer(
    8,
    'buy',
    '求购铱粉 Ir99.9，价格面谈亦可',
    '江苏铂源新材料有限公司',
    QUOTE_IRIDIUM,
    1090,
    '元/克',
    '1 千克',
    '周经理 0512-6688 9900',
    '2026-12-10',
    '2026-11-13T07:00:00.000Z',
  ),
];

/** The same page as an English reader gets it: the server names the metal in the reader's language. */
export const OFFERS_EN: Offer[] = OFFERS.map((o) => {
  const quote = QUOTE_CODES.find((c) => c.id === o.quote_code_id);
  return quote ? { ...o, quote_name: quote.en_name } : o;
});

/** The page as a viewer without quote.need_role's role gets it: no prices. */
export const OFFERS_LOCKED: Offer[] = OFFERS.map((o) => ({ ...o, price: null }));

/** The longest texts an offer may have. */
export const OFFER_LONG: Offer = {
  ...OFFER_SPONGE,
  id: 9,
  title: '长期大量出售铂金首饰回收料（Pt950、Pt900 混合料，含检测报告，可上门看货，量大从优，欢迎来电洽谈合作）',
  company: '上海铂金周珠宝首饰产业链供应链综合服务有限公司（浦东新区张江高科技园区分公司）',
  quantity: '每月约 50 千克，可签订长期供货协议',
  contact: '李经理 021-5080 1234 / platinum-recycling-sales@shanghai-platinum-week.example',
};
