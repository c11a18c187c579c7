import { describe, expect, it } from 'vitest';
import { isPeriod, isTablePaste, normalizePeriod, parseFigure, parsePastedTable } from './statistic-paste.ts';

describe('parseFigure', () => {
  it('reads plain numbers, signs and decimals', () => {
    expect(parseFigure('8283')).toBe(8283);
    expect(parseFigure(' -1035 ')).toBe(-1035);
    expect(parseFigure('+12.5')).toBe(12.5);
    expect(parseFigure('.5')).toBe(0.5);
    expect(parseFigure('10.')).toBe(10);
    expect(parseFigure('0')).toBe(0);
  });

  it('takes thousands separators and a typographic minus', () => {
    expect(parseFigure('1,234.5')).toBe(1234.5);
    expect(parseFigure('-12,345,678')).toBe(-12345678);
    expect(parseFigure('\u22121,035')).toBe(-1035);
    expect(parseFigure('8 283')).toBe(8283);
  });

  it('reads an empty cell or a dash as no figure', () => {
    for (const none of ['', '  ', '-', '—', '——', '–', '－']) expect(parseFigure(none)).toBeNull();
  });

  it('refuses what is not a number', () => {
    for (const bad of ['abc', '1,23', '12,34.5', '1.2.3', '12%', '约 30', '1e3', '--5', '1 2']) {
      expect(parseFigure(bad), bad).toBeUndefined();
    }
  });
});

describe('periods', () => {
  it('are checked as the kind says, upper case', () => {
    expect(isPeriod('2024', 'year')).toBe(true);
    expect(isPeriod('1899', 'year')).toBe(false);
    expect(isPeriod('2024q1', 'quarter')).toBe(true);
    expect(isPeriod('2024Q5', 'quarter')).toBe(false);
    expect(isPeriod('2024-01', 'month')).toBe(true);
    expect(isPeriod('2024-1', 'month')).toBe(false);
    expect(isPeriod('2024-13', 'month')).toBe(false);
    expect(normalizePeriod(' 2024q3 ')).toBe('2024Q3');
  });
});

describe('isTablePaste', () => {
  it('is a block with tabs, line breaks or CSV commas', () => {
    expect(isTablePaste('2024\t12')).toBe(true);
    expect(isTablePaste('12\n13')).toBe(true);
    expect(isTablePaste('2024,12,13')).toBe(true);
  });

  it('is one value otherwise, thousands separators included', () => {
    expect(isTablePaste('1,234.5')).toBe(false);
    expect(isTablePaste('5120\r\n')).toBe(false);
    expect(isTablePaste('总供应')).toBe(false);
  });
});

describe('parsePastedTable', () => {
  it('reads a spreadsheet block with a header: names, periods and figures', () => {
    const text = '年份\t总供应\t总需求\t平衡\r\n2019\t8,283\t7,323\t960\r\n2020\t7,353\t6,405\t948\r\n2023\t7,173\t8,208\t-1,035\r\n';
    expect(parsePastedTable(text, 'year')).toEqual({
      names: ['总供应', '总需求', '平衡'],
      periods: ['2019', '2020', '2023'],
      values: [
        [8283, 7323, 960],
        [7353, 6405, 948],
        [7173, 8208, -1035],
      ],
    });
  });

  it('reads a block without a header, empty cells and dashes as null', () => {
    const text = '2026-01\t4960\t1705\n2026-02\t3870\t—\n2026-03\t\t-\n';
    expect(parsePastedTable(text, 'month')).toEqual({
      names: null,
      periods: ['2026-01', '2026-02', '2026-03'],
      values: [
        [4960, 1705],
        [3870, null],
        [null, null],
      ],
    });
  });

  it('normalises quarters and keeps what is not a number as it was written', () => {
    expect(parsePastedTable('2024q1\t10.2\n2024q2\tn/a', 'quarter')).toEqual({
      names: null,
      periods: ['2024Q1', '2024Q2'],
      values: [[10.2], ['n/a']],
    });
  });

  it('reads CSV with quoted thousands', () => {
    const text = 'Quarter,"Platinum, kg",Palladium\n2026Q1,"1,842",215\n2026Q2,905,"1,198.5"';
    expect(parsePastedTable(text, 'quarter')).toEqual({
      names: ['Platinum, kg', 'Palladium'],
      periods: ['2026Q1', '2026Q2'],
      values: [
        [1842, 215],
        [905, 1198.5],
      ],
    });
  });

  it('takes periods of the wrong kind as periods, to be checked (not as a header)', () => {
    expect(parsePastedTable('2025-11\t5120\n2025-12\t5480', 'year')).toEqual({
      names: null,
      periods: ['2025-11', '2025-12'],
      values: [[5120], [5480]],
    });
  });

  it('reads a block of figures alone (no period column)', () => {
    expect(parsePastedTable('5,120\n5,480\n4,960', 'month')).toEqual({ names: null, periods: null, values: [[5120], [5480], [4960]] });
    expect(parsePastedTable('1\t2\n3\t4', 'quarter')).toEqual({
      names: null,
      periods: null,
      values: [
        [1, 2],
        [3, 4],
      ],
    });
    expect(parsePastedTable('铂金\t钯金\n5120\t1830', 'month')).toEqual({ names: ['铂金', '钯金'], periods: null, values: [[5120, 1830]] });
  });

  it('follows the caller on the period column', () => {
    // Pasted into a period box: the first column is periods, even numbers.
    expect(parsePastedTable('1\t2\n3\t4', 'year', { periodColumn: true })).toEqual({
      names: null,
      periods: ['1', '3'],
      values: [[2], [4]],
    });
    // Pasted into a series name: every cell names a series.
    expect(parsePastedTable('总供应\t总需求', 'year', { periodColumn: false })).toEqual({
      names: ['总供应', '总需求'],
      periods: null,
      values: [],
    });
  });

  it('drops blank lines and the trailing columns a spreadsheet leaves', () => {
    expect(parsePastedTable('2024\t1\t\t\n\n2025\t2\t\t\n\t\t\t\n', 'year')).toEqual({
      names: null,
      periods: ['2024', '2025'],
      values: [[1], [2]],
    });
  });

  it('reads nothing from blank text', () => {
    expect(parsePastedTable('\n\n', 'year')).toEqual({ names: null, periods: null, values: [] });
  });
});
