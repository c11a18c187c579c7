import { describe, expect, it } from 'vitest';
import { POST_TITLE_WIDTH, textWidth } from './text-width.ts';

describe('textWidth', () => {
  it('counts a Chinese character two and a Latin one one', () => {
    expect(textWidth('Platinum')).toBe(8);
    expect(textWidth('铂金')).toBe(4);
    expect(textWidth('铂金 bar')).toBe(8);
  });
  it('counts full-width forms and punctuation two', () => {
    expect(textWidth('，')).toBe(2);
    expect(textWidth('ＡＢ')).toBe(4);
  });
  it('lets 20 Chinese or 40 English characters fit a title, and not one more', () => {
    expect(textWidth('铂'.repeat(20))).toBe(POST_TITLE_WIDTH);
    expect(textWidth('a'.repeat(40))).toBe(POST_TITLE_WIDTH);
    expect(textWidth(`${'铂'.repeat(19)}ab`)).toBe(POST_TITLE_WIDTH);
    expect(textWidth(`${'铂'.repeat(20)}a`)).toBeGreaterThan(POST_TITLE_WIDTH);
  });
  it('adds nothing for combining marks', () => {
    expect(textWidth('e\u0301')).toBe(1);
  });
});
