import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { offers, quoteCodes, quoteData, quoteDataChanges } from '../../db/schema.ts';

const CODES = [
  { name: '铂金', enName: 'Platinum', symbol: 'Pt', unit: '元/克', level: 232, vol: 0.012, recommend: 1 },
  { name: '钯金', enName: 'Palladium', symbol: 'Pd', unit: '元/克', level: 258, vol: 0.015, recommend: 1 },
  { name: '铑', enName: 'Rhodium', symbol: 'Rh', unit: '元/克', level: 1400, vol: 0.02, recommend: 1 },
  { name: '铱', enName: 'Iridium', symbol: 'Ir', unit: '元/克', level: 1100, vol: 0.01, recommend: 1 },
  { name: '钌', enName: 'Ruthenium', symbol: 'Ru', unit: '元/克', level: 110, vol: 0.015, recommend: 1 },
  { name: '锇', enName: 'Osmium', symbol: 'Os', unit: '元/克', level: 90, vol: 0.008, recommend: 0 },
  { name: '黄金', enName: 'Gold', symbol: 'Au', unit: '元/克', level: 600, vol: 0.008, recommend: 1 },
  { name: '白银', enName: 'Silver', symbol: 'Ag', unit: '元/千克', level: 7800, vol: 0.012, recommend: 1 },
  { name: '上金所铂金 Pt9995', enName: 'SGE Platinum Pt9995', symbol: 'Pt9995', unit: '元/克', level: 231, vol: 0.012, recommend: 1 },
  { name: '上金所黄金 Au9999', enName: 'SGE Gold Au9999', symbol: 'Au9999', unit: '元/克', level: 598, vol: 0.008, recommend: 0 },
];

/** A seeded generator, so a fresh start always shows the same history. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** About two years of history. */
const HISTORY_DAYS = 730;

/** The exchange's holidays: New Year, Labour Day, the National Day week, and the Spring Festival weeks. */
const HOLIDAYS =
  /^(\d{4}-01-01|\d{4}-05-0[1-5]|\d{4}-10-0[1-7]|2025-01-(2[89]|3[01])|2025-02-0[1-4]|2026-02-(1[6-9]|2[0-2])|2027-02-(0[5-9]|1[01]))$/;

function tradingDay(at: Date, day: string): boolean {
  const weekday = at.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.test(day);
}

export async function seedQuotes(tx: Tx): Promise<void> {
  const codes = await tx
    .insert(quoteCodes)
    .values(
      CODES.map((c, i) => ({
        name: c.name,
        enName: c.enName,
        symbol: c.symbol,
        unit: c.unit,
        unitGrams: c.unit === '元/千克' ? 1000 : 1,
        isQuote: 1,
        isRecommend: c.recommend,
        sort: i + 1,
      })),
    )
    .returning({ id: quoteCodes.id });
  const today = new Date();
  const rows: (typeof quoteData.$inferInsert)[] = [];
  for (const [i, c] of CODES.entries()) {
    const id = codes[i]?.id;
    if (!id) continue;
    const rand = mulberry32(1000 + i);
    // Walk backwards from today's level, so the latest price sits at the realistic level: two years of
    // trading days (no weekends, no exchange holidays), so the chart's ranges and gaps look real.
    let price = c.level;
    for (let d = 0; d < HISTORY_DAYS; d++) {
      const at = new Date(today.getTime() - d * 86400_000);
      const day = at.toISOString().slice(0, 10);
      if (!tradingDay(at, day)) continue;
      // Code 1 misses two ordinary days: the chart shows them as gaps, not as zeros.
      if (i === 0 && (d === 17 || d === 18)) continue;
      rows.push({ quoteCodeId: id, date: day, price: Math.round(price * 100) / 100 });
      price = price * (1 + (rand() - 0.5) * 2 * c.vol);
    }
  }
  // ~5,000 rows as three array parameters: drizzle would build a 15,000-parameter VALUES list.
  await tx.execute(sql`
    INSERT INTO ${quoteData} (quote_code_id, date, price)
    SELECT * FROM unnest(
      ${sql.param(rows.map((r) => r.quoteCodeId))}::int[],
      ${sql.param(rows.map((r) => r.date))}::date[],
      ${sql.param(rows.map((r) => r.price))}::numeric[]
    )`);

  // The log of the latest prices of platinum: the institute (2) entered them, corrected one, imported a file.
  const pt = codes[0]?.id;
  const latest = rows.filter((r) => r.quoteCodeId === pt).slice(0, 4);
  if (pt) {
    const changes: (typeof quoteDataChanges.$inferInsert)[] = latest.map((r, k) => ({
      quoteCodeId: pt,
      date: r.date,
      oldPrice: k === 1 ? Math.round((Number(r.price) - 1.2) * 100) / 100 : null,
      newPrice: Number(r.price),
      action: k === 1 ? 'edit' : k >= 2 ? 'import' : 'add',
      uid: 2,
    }));
    await tx.insert(quoteDataChanges).values(changes.reverse());
  }

  const rand = mulberry32(77);
  const day = (n: number) => new Date(today.getTime() + n * 86400_000).toISOString().slice(0, 10);
  const OFFERS: [number, 'buy' | 'sell', string, string, number, string, string][] = [
    [2, 'sell', '铂金 Pt950 首饰料 现货', '铂族金属研究院', 0, '5 千克', '021-5555 0101'],
    [4, 'buy', '求购 铂金 Pt990 素圈', '金典珠宝有限公司', 0, '2 千克', '0755-8888 0303'],
    [5, 'buy', '求购 钯金 Pd950 链条', '水贝珠宝', 1, '1 千克', '138 0000 0004'],
    [6, 'sell', 'Platinum sponge 99.95% — LPPM good delivery', 'Grant Refining Ltd', 0, '20 kg', 'trading@grant.example'],
    [6, 'sell', 'Palladium ingots 1 kg', 'Grant Refining Ltd', 1, '10 kg', 'trading@grant.example'],
    [2, 'sell', '铑粉 99.9% 小批量', '铂族金属研究院', 2, '200 克', '021-5555 0101'],
    [5, 'buy', '求购 回收铂金饰品', '水贝珠宝', 0, '不限', '138 0000 0004'],
    [4, 'sell', '黄金 Au999 投资金条', '金典珠宝有限公司', 6, '100 克 × 20', '0755-8888 0303'],
    [6, 'buy', 'Buying iridium crucibles scrap', 'Grant Refining Ltd', 3, '5 kg', 'trading@grant.example'],
    [2, 'sell', '钌 Ru 99.95% 靶材料', '铂族金属研究院', 4, '1 千克', '021-5555 0101'],
    [5, 'sell', '白银 Ag999 首饰料', '水贝珠宝', 7, '50 千克', '138 0000 0004'],
    [4, 'buy', '求购 铂金 Pt950 对戒坯', '金典珠宝有限公司', 0, '300 对', '0755-8888 0303'],
  ];
  const values: (typeof offers.$inferInsert)[] = [];
  for (let round = 0; round < 3; round++) {
    for (const [k, [uid, type, title, company, codeIndex, quantity, contact]] of OFFERS.entries()) {
      const code = CODES[codeIndex];
      const level = code?.level ?? 100;
      values.push({
        uid,
        type,
        title,
        company,
        quoteCodeId: codes[codeIndex]?.id ?? null,
        price: Math.round(level * (type === 'buy' ? 0.97 : 1.02) * (1 + (rand() - 0.5) * 0.02) * 100) / 100,
        unit: code?.unit ?? '元/克',
        quantity,
        contact,
        // The oldest round has expired; the newer ones are still valid.
        validUntil: day(round === 0 ? -10 - k : 5 + round * 10 + k),
      });
    }
  }
  await tx.insert(offers).values(values);
}
