import { QUOTE_UNITS } from './quote-unit-words.ts';
import type { Translate } from '../../lib/intl.tsx';

/**
 * How the quote page shows prices: as the code is quoted (`native`, e.g. 元/千克), per gram, or per
 * troy ounce. Codes whose unit is not a mass (`unit_grams` null) always stay `native`.
 */
export type PriceUnit = 'native' | 'gram' | 'ounce';

export const PRICE_UNITS: readonly PriceUnit[] = ['native', 'gram', 'ounce'];

export { QUOTE_UNITS };

/** The grams in a troy ounce, exactly: 31.1034768. */
export const TROY_OUNCE_GRAMS = '31.1034768';

/** An exact decimal: `digits` × 10^-`scale`. */
interface Decimal {
  digits: bigint;
  scale: number;
}

/**
 * The decimal a number was written as (its shortest round-trip text: 232.15 is 23215 × 10^-2, not
 * the binary fraction nearest to it), or null for NaN and the infinities.
 */
function decimalOf(value: number | string): Decimal | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^([+-]?)(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${whole}${fraction}`) * (sign === '-' ? -1n : 1n);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** numerator / denominator rounded to a whole number, halves away from zero (232.145 → 232.15, -0.005 → -0.01). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator < 0n) return divideHalfUp(-numerator, -denominator);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** Whether prices of a code with this many grams per unit can be shown per gram and per ounce. */
export function isConvertible(unitGrams: number | null): unitGrams is number {
  return unitGrams !== null && Number.isFinite(unitGrams) && unitGrams > 0;
}

/** The unit a code's prices are actually shown in: the chosen one, or `native` when it is not a mass. */
export function shownUnit(unitGrams: number | null, to: PriceUnit): PriceUnit {
  return isConvertible(unitGrams) ? to : 'native';
}

/**
 * A price (or a change of price) per `unitGrams` grams, in the unit `to`, rounded half-up to the
 * cent. Exact: the price and the grams are read as the decimals they were written as and divided
 * in whole numbers (BigInt), so 232.15 元/克 is 7220.77 per troy ounce and 7800 元/千克 7.80 per
 * gram, never 7.799999. `native` returns the price as it is; a unit that is not a mass
 * (`unitGrams` null) cannot be converted (null).
 */
export function convertPrice(price: number, unitGrams: number | null, to: PriceUnit): number | null {
  if (!Number.isFinite(price)) return null;
  if (to === 'native') return price;
  if (!isConvertible(unitGrams)) return null;
  const amount = decimalOf(price);
  const grams = decimalOf(unitGrams);
  if (!amount || !grams) return null;
  // price / grams × (ounce grams) in cents: every factor is a whole number over a power of ten.
  const ounce = decimalOf(TROY_OUNCE_GRAMS) as Decimal;
  const factor = to === 'ounce' ? ounce : { digits: 1n, scale: 0 };
  // (a·10^-sa) / (g·10^-sg) × (f·10^-sf) × 100 = a·f·g⁻¹ · 10^(sg - sa - sf + 2)
  let numerator = amount.digits * factor.digits;
  let denominator = grams.digits;
  const shift = grams.scale - amount.scale - factor.scale + 2;
  if (shift >= 0) numerator *= 10n ** BigInt(shift);
  else denominator *= 10n ** BigInt(-shift);
  const cents = divideHalfUp(numerator, denominator);
  // 722077 cents → 7220.77: the nearest double to the two-decimal text.
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const text = `${negative ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
  return Number(text);
}

/** A unit as written by the server, in the reader's words when the catalogue knows it ('元/千克' → 'CNY/kg'). */
export function nativeUnitText(unit: string, t: Translate): string {
  const key = QUOTE_UNITS[unit];
  return key ? t(key) : unit;
}

/** What a code's unit is called once converted: 元/克, 元/盎司 / CNY/g, CNY/oz (other currencies by their code). */
export function priceUnitLabel(code: { unit: string; unit_grams: number | null; currency?: string }, to: PriceUnit, t: Translate): string {
  const unit = shownUnit(code.unit_grams, to);
  if (unit === 'native') return nativeUnitText(code.unit, t);
  const currency = code.currency || 'CNY';
  if (unit === 'gram') return currency === 'CNY' ? t('quote.unit.yuanPerGram') : t('quotePage.unit.perGram', { currency });
  return currency === 'CNY' ? t('quotePage.unit.yuanPerOunce') : t('quotePage.unit.perOunce', { currency });
}
