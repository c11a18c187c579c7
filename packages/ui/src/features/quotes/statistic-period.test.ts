import { describe, expect, it } from 'vitest';
import { formatStatisticPeriod, statisticPeriodOrdinal } from './statistic-period.ts';

describe('formatStatisticPeriod', () => {
  it('writes a year as it is, in both languages', () => {
    expect(formatStatisticPeriod('2024', 'year', 'zh')).toBe('2024');
    expect(formatStatisticPeriod('2024', 'year', 'en')).toBe('2024');
  });

  it('writes a quarter the way each language does', () => {
    expect(formatStatisticPeriod('2024Q1', 'quarter', 'zh')).toBe('2024年第1季度');
    expect(formatStatisticPeriod('2024Q1', 'quarter', 'en')).toBe('Q1 2024');
    expect(formatStatisticPeriod('2026Q4', 'quarter', 'en')).toBe('Q4 2026');
  });

  it('writes a month with Intl, the same in every time zone', () => {
    expect(formatStatisticPeriod('2024-01', 'month', 'zh')).toBe('2024年1月');
    expect(formatStatisticPeriod('2024-01', 'month', 'en')).toBe('Jan 2024');
    expect(formatStatisticPeriod('2025-12', 'month', 'zh')).toBe('2025年12月');
    expect(formatStatisticPeriod('2025-12', 'month', 'en')).toBe('Dec 2025');
  });

  it('gives back a period not written as its kind says', () => {
    expect(formatStatisticPeriod('2024Q5', 'quarter', 'en')).toBe('2024Q5');
    expect(formatStatisticPeriod('2024-13', 'month', 'zh')).toBe('2024-13');
    expect(formatStatisticPeriod('2024-01', 'year', 'zh')).toBe('2024-01');
    expect(formatStatisticPeriod('', 'month', 'en')).toBe('');
  });
});

describe('statisticPeriodOrdinal', () => {
  it('counts years, quarters and months from year 0', () => {
    expect(statisticPeriodOrdinal('2024', 'year')).toBe(2024);
    expect(statisticPeriodOrdinal('2024Q1', 'quarter')).toBe(2024 * 4);
    expect(statisticPeriodOrdinal('2024Q3', 'quarter')).toBe(2024 * 4 + 2);
    expect(statisticPeriodOrdinal('2024-01', 'month')).toBe(2024 * 12);
    expect(statisticPeriodOrdinal('2024-12', 'month')).toBe(2024 * 12 + 11);
  });

  it('keeps round steps on round boundaries: January, Q1', () => {
    expect((statisticPeriodOrdinal('2026-04', 'month') ?? 0) % 3).toBe(0);
    expect((statisticPeriodOrdinal('2026Q1', 'quarter') ?? 1) % 4).toBe(0);
  });

  it('gives null for a period not written as its kind says', () => {
    expect(statisticPeriodOrdinal('2024', 'month')).toBeNull();
    expect(statisticPeriodOrdinal('2024Q0', 'quarter')).toBeNull();
  });
});
