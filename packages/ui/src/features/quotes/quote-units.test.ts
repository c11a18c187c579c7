import { LANGUAGE_TAG, type Locale } from '@spw/i18n';
import { catalogues } from '@spw/i18n/catalogues';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../lib/intl.tsx';
import { convertPrice, isConvertible, nativeUnitText, priceUnitLabel, shownUnit } from './quote-units.ts';

/** The catalogue's words, as the components get them through react-intl. */
function translator(locale: Locale): Translate {
  const intl = createIntl({ locale: LANGUAGE_TAG[locale], messages: catalogues[locale] });
  return (id, values) => intl.formatMessage({ id }, values);
}

describe('convertPrice', () => {
  // Each expected value worked by hand: price ÷ grams per unit (× 31.1034768 for an ounce), to the cent.
  it('gives a price per gram as it is, and per troy ounce × 31.1034768', () => {
    expect(convertPrice(232.15, 1, 'gram')).toBe(232.15);
    // 232.15 × 31.1034768 = 7220.672139120
    expect(convertPrice(232.15, 1, 'ounce')).toBe(7220.67);
    // 600.32 × 31.1034768 = 18672.039192576
    expect(convertPrice(600.32, 1, 'ounce')).toBe(18672.04);
    // 100 × 31.1034768 = 3110.34768
    expect(convertPrice(100, 1, 'ounce')).toBe(3110.35);
    expect(convertPrice(1, 1, 'ounce')).toBe(31.1);
  });

  it('divides a price per kilogram by 1000 first', () => {
    // 7800 ÷ 1000 = 7.8
    expect(convertPrice(7800, 1000, 'gram')).toBe(7.8);
    // 7800 × 31.1034768 ÷ 1000 = 242.60711904
    expect(convertPrice(7800, 1000, 'ounce')).toBe(242.61);
    // 1 × 31.1034768 ÷ 1000 = 0.0311034768
    expect(convertPrice(1, 1000, 'ounce')).toBe(0.03);
    expect(convertPrice(1, 1000, 'gram')).toBe(0);
  });

  it('rounds half up on the exact decimal, not on the binary fraction', () => {
    // 1.005 is 1.00499999999999989… as a double: Math.round(1.005 × 100) / 100 would say 1.00.
    expect(convertPrice(1.005, 1, 'gram')).toBe(1.01);
    // 5 ÷ 1000 = 0.005 → 0.01; 4.9 ÷ 1000 = 0.0049 → 0.00
    expect(convertPrice(5, 1000, 'gram')).toBe(0.01);
    expect(convertPrice(4.9, 1000, 'gram')).toBe(0);
    // 0.1 + 0.2 written as a price: the double 0.30000000000000004 is still 0.30
    expect(convertPrice(0.1 + 0.2, 1, 'gram')).toBe(0.3);
  });

  it('converts a fall the same way as a rise (halves away from zero)', () => {
    // 1.64 × 31.1034768 = 51.009701952
    expect(convertPrice(-1.64, 1, 'ounce')).toBe(-51.01);
    // 69.46 ÷ 1000 = 0.06946; × 31.1034768 = 2.160447498528
    expect(convertPrice(-69.46, 1000, 'gram')).toBe(-0.07);
    expect(convertPrice(-69.46, 1000, 'ounce')).toBe(-2.16);
    expect(convertPrice(-5, 1000, 'gram')).toBe(-0.01);
    expect(convertPrice(0, 1000, 'ounce')).toBe(0);
  });

  it('takes grams per unit that are not whole numbers', () => {
    // A price per troy ounce back to per gram: 7220.67 ÷ 31.1034768 = 232.1498…
    expect(convertPrice(7220.67, 31.1034768, 'gram')).toBe(232.15);
    expect(convertPrice(7220.67, 31.1034768, 'ounce')).toBe(7220.67);
    // Per 0.5 g: 10 ÷ 0.5 = 20
    expect(convertPrice(10, 0.5, 'gram')).toBe(20);
  });

  it('returns the native price untouched, whatever the unit', () => {
    expect(convertPrice(232.15, 1, 'native')).toBe(232.15);
    expect(convertPrice(1234.567, null, 'native')).toBe(1234.567);
  });

  it('cannot convert a unit that is not a mass, nor a price that is not a number', () => {
    expect(convertPrice(1234.56, null, 'gram')).toBeNull();
    expect(convertPrice(1234.56, null, 'ounce')).toBeNull();
    expect(convertPrice(10, 0, 'gram')).toBeNull();
    expect(convertPrice(10, -1, 'ounce')).toBeNull();
    expect(convertPrice(Number.NaN, 1, 'gram')).toBeNull();
    expect(convertPrice(Number.POSITIVE_INFINITY, 1, 'ounce')).toBeNull();
  });

  it('handles very large and very small numbers written with an exponent', () => {
    expect(convertPrice(1e21, 1000, 'gram')).toBe(1e18);
    expect(convertPrice(5e-7, 1, 'gram')).toBe(0);
  });
});

describe('the unit shown', () => {
  it('keeps codes that are not a mass in their own unit', () => {
    expect(isConvertible(1)).toBe(true);
    expect(isConvertible(1000)).toBe(true);
    expect(isConvertible(null)).toBe(false);
    expect(isConvertible(0)).toBe(false);
    expect(shownUnit(null, 'ounce')).toBe('native');
    expect(shownUnit(1000, 'ounce')).toBe('ounce');
  });
});

describe('priceUnitLabel', () => {
  const silver = { unit: '元/千克', unit_grams: 1000, currency: 'CNY' };
  const index = { unit: '点', unit_grams: null, currency: 'CNY' };
  const dollars = { unit: 'USD/kg', unit_grams: 1000, currency: 'USD' };

  it('names the units in Chinese', () => {
    const t = translator('zh');
    expect(priceUnitLabel(silver, 'native', t)).toBe('元/千克');
    expect(priceUnitLabel(silver, 'gram', t)).toBe('元/克');
    expect(priceUnitLabel(silver, 'ounce', t)).toBe('元/盎司');
    expect(priceUnitLabel(index, 'ounce', t)).toBe('点');
    expect(priceUnitLabel(dollars, 'gram', t)).toBe('USD/克');
    expect(priceUnitLabel(dollars, 'ounce', t)).toBe('USD/盎司');
  });

  it('names the units in English', () => {
    const t = translator('en');
    expect(priceUnitLabel(silver, 'native', t)).toBe('CNY/kg');
    expect(priceUnitLabel(silver, 'gram', t)).toBe('CNY/g');
    expect(priceUnitLabel(silver, 'ounce', t)).toBe('CNY/oz');
    // A unit the catalogue does not know is shown as the server wrote it.
    expect(priceUnitLabel(index, 'gram', t)).toBe('点');
    expect(priceUnitLabel(dollars, 'native', t)).toBe('USD/kg');
    expect(priceUnitLabel(dollars, 'ounce', t)).toBe('USD/oz');
    expect(nativeUnitText('元/克', t)).toBe('CNY/g');
  });
});
