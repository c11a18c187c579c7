// The demo data sets' files ('demo:<name>'), made on request from fixed numbers so that the same
// name always gives the same bytes (the seed records their size).

/** A repeatable series of numbers in [0, 1) from a seed (a linear congruential generator). */
function numbers(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Trading days (Monday to Friday) of a year, as YYYY-MM-DD. */
function tradingDays(year: number): string[] {
  const days: string[] = [];
  for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1)) {
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

const GRAMS_PER_OUNCE = 31.1034768;
const START: Record<string, number> = { Pt: 228, Pd: 245, Rh: 1050 };

/** A year of closing prices for the three metals; `revision` 0 is the first release of a year. */
function pricesCsv(year: number, revision = 1): string {
  const next = numbers(year * 7 + revision);
  const lines = ['date,metal,cny_per_g,usd_per_oz'];
  const price = { ...START };
  for (const day of tradingDays(year)) {
    for (const metal of ['Pt', 'Pd', 'Rh'] as const) {
      price[metal] = Math.max(50, (price[metal] ?? 100) * (1 + (next() - 0.5) * 0.03));
      const cny = price[metal] ?? 0;
      // Revision 0 of 2025 had February's rhodium wrong (the second version put it right).
      const wrong = revision === 0 && metal === 'Rh' && day.slice(5, 7) === '02';
      const shown = wrong ? cny * 10 : cny;
      lines.push(`${day},${metal},${shown.toFixed(2)},${((shown * GRAMS_PER_OUNCE) / 7.1).toFixed(2)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function surveyCsv(): string {
  const next = numbers(2026);
  const cities = ['北京', '上海', '广州', '深圳', '杭州', '南京', '成都', '武汉', '西安', '重庆', '天津', '苏州'];
  const lines = ['城市,门店数,平均克重,平均工费（元）'];
  for (const city of cities)
    lines.push(`${city},${10 + Math.floor(next() * 40)},${(3 + next() * 4).toFixed(2)},${Math.round(120 + next() * 180)}`);
  return `${lines.join('\n')}\n`;
}

function methodJson(): string {
  return `${JSON.stringify(
    {
      survey: '2026 年铂金首饰零售调查',
      en_survey: '2026 platinum jewellery retail survey',
      period: { from: '2026-06-01', to: '2026-08-31' },
      shops: 410,
      cities: 32,
      method: '门店访谈与销售单据抽样，每店至少 30 张单据。',
      en_method: 'Shop interviews and a sample of sales slips, at least 30 slips a shop.',
    },
    null,
    2,
  )}\n`;
}

const FILES: Record<string, () => string> = {
  'pgm-prices-2024.csv': () => pricesCsv(2024),
  'pgm-prices-2025-v1.csv': () => pricesCsv(2025, 0),
  'pgm-prices-2025.csv': () => pricesCsv(2025),
  'jewellery-retail-survey-2026.csv': surveyCsv,
  'survey-method.json': methodJson,
};

/** The bytes of a demo file by its key ('demo:<name>'), or null for an unknown one. */
export function demoFile(key: string): Buffer | null {
  const make = key.startsWith('demo:') ? FILES[key.slice(5)] : undefined;
  return make ? Buffer.from(make(), 'utf8') : null;
}
