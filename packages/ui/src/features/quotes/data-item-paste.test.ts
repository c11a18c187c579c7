import { describe, expect, it } from 'vitest';
import {
  currentDataItemPeriod,
  isDataItemPeriod,
  normalizeDataItemPeriod,
  parsePastedValues,
  pasteIntoLines,
  plainNumber,
} from './data-item-paste.ts';

describe('periods', () => {
  it('are normalised as the server does', () => {
    expect(normalizeDataItemPeriod('day', ' 2024/1/5 ')).toBe('2024-01-05');
    expect(normalizeDataItemPeriod('day', '2024.12.31')).toBe('2024-12-31');
    expect(normalizeDataItemPeriod('month', '2024-1')).toBe('2024-01');
    expect(normalizeDataItemPeriod('month', '2024/01/01')).toBe('2024-01');
    expect(normalizeDataItemPeriod('quarter', '2024 q1')).toBe('2024Q1');
    expect(normalizeDataItemPeriod('quarter', '2024-Q4')).toBe('2024Q4');
    expect(normalizeDataItemPeriod('year', ' 2024 ')).toBe('2024');
    expect(normalizeDataItemPeriod('month', '一月')).toBe('一月');
  });

  it('are checked as the frequency says, a day a real one', () => {
    expect(isDataItemPeriod('day', '2024-02-29')).toBe(true);
    expect(isDataItemPeriod('day', '2023-02-29')).toBe(false);
    expect(isDataItemPeriod('day', '2024-01')).toBe(false);
    expect(isDataItemPeriod('month', '2024-13')).toBe(false);
    expect(isDataItemPeriod('quarter', '2024Q5')).toBe(false);
    expect(isDataItemPeriod('quarter', '2024Q2')).toBe(true);
    expect(isDataItemPeriod('year', '1899')).toBe(false);
    expect(isDataItemPeriod('year', '2024')).toBe(true);
  });

  it("name today's period of each frequency", () => {
    expect(currentDataItemPeriod('day', '2026-11-20')).toBe('2026-11-20');
    expect(currentDataItemPeriod('month', '2026-11-20')).toBe('2026-11');
    expect(currentDataItemPeriod('quarter', '2026-11-20')).toBe('2026Q4');
    expect(currentDataItemPeriod('quarter', '2026-03-31')).toBe('2026Q1');
    expect(currentDataItemPeriod('year', '2026-11-20')).toBe('2026');
  });
});

describe('plainNumber', () => {
  it('writes a number as it reads back, without an exponent', () => {
    expect(plainNumber(1234.5)).toBe('1234.5');
    expect(plainNumber(-0.0000001)).toBe('-0.0000001');
    expect(plainNumber(999_999_999_999.99)).toBe('999999999999.99');
  });
});

describe('parsePastedValues', () => {
  it('reads two columns from a spreadsheet, skipping the header', () => {
    const text = '日期\t数值\r\n2024/1/15\t1,234.5\r\n2024-01-16\t-12\r\n2024-01-17\t—\r\n';
    expect(parsePastedValues(text, 'day')).toEqual({
      header: true,
      periods: ['2024-01-15', '2024-01-16', '2024-01-17'],
      values: ['1234.5', '-12', ''],
    });
  });

  it('keeps the first line when it is data, and words that are not numbers as they were', () => {
    expect(parsePastedValues('2024-01\t12\n2024-02\tn/a\n2024-03\t', 'month')).toEqual({
      header: false,
      periods: ['2024-01', '2024-02', '2024-03'],
      values: ['12', 'n/a', ''],
    });
  });

  it('reads years, which are numbers too, as periods', () => {
    expect(parsePastedValues('year\tvalue\n2023\t8,283\n2024\t-995', 'year')).toEqual({
      header: true,
      periods: ['2023', '2024'],
      values: ['8283', '-995'],
    });
  });

  it('takes a CSV text with quoted numbers, and leaves out columns past the second', () => {
    expect(parsePastedValues('period,value,note\n2024q1,"1,020.25",x\n2024 Q2,0.0000001,y', 'quarter')).toEqual({
      header: true,
      periods: ['2024Q1', '2024Q2'],
      values: ['1020.25', '0.0000001'],
    });
  });

  it('reads one column as the box says, or as its cells look', () => {
    expect(parsePastedValues('1,900\n2,010.5\n', 'day')).toEqual({ header: false, periods: null, values: ['1900', '2010.5'] });
    expect(parsePastedValues('数值\n12\n13', 'day')).toEqual({ header: true, periods: null, values: ['12', '13'] });
    expect(parsePastedValues('2024-01\n2024/2', 'month')).toEqual({ header: false, periods: ['2024-01', '2024-02'], values: null });
    expect(parsePastedValues('2023\n2024', 'year', 'value')).toEqual({ header: false, periods: null, values: ['2023', '2024'] });
    expect(parsePastedValues('2023\n2024', 'year', 'period')).toEqual({ header: false, periods: ['2023', '2024'], values: null });
  });

  it('gives nothing for an empty block', () => {
    expect(parsePastedValues('\r\n', 'day')).toEqual({ header: false, periods: null, values: null });
  });
});

describe('pasteIntoLines', () => {
  const lines = [
    { key: 1, period: '2024-01', value: '1' },
    { key: 2, period: '2024-02', value: '2' },
  ];
  let next = 10;
  const blank = () => ({ key: next++, period: '', value: '' });

  it('fills both columns from the line pasted into, adding lines', () => {
    const pasted = { header: true, periods: ['2024-02', '2024-03'], values: ['20', '30'] };
    expect(pasteIntoLines(lines, 1, pasted, 5000, blank)).toEqual({
      lines: [lines[0], { key: 2, period: '2024-02', value: '20' }, { key: 10, period: '2024-03', value: '30' }],
      filled: 2,
      cut: false,
    });
  });

  it('leaves the other column alone for a block of one column', () => {
    const pasted = { header: false, periods: null, values: ['7', '8'] };
    expect(pasteIntoLines(lines, 0, pasted, 5000, blank).lines.map((line) => [line.period, line.value])).toEqual([
      ['2024-01', '7'],
      ['2024-02', '8'],
    ]);
  });

  it('stops at the most lines there may be, and says so', () => {
    const pasted = { header: false, periods: ['2024-03', '2024-04', '2024-05'], values: ['3', '4', '5'] };
    const result = pasteIntoLines(lines, 1, pasted, 3, blank);
    expect(result.lines).toHaveLength(3);
    expect(result.filled).toBe(2);
    expect(result.cut).toBe(true);
    expect(result.lines[2]).toMatchObject({ period: '2024-04', value: '4' });
  });
});
