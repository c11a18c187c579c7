import { describe, expect, it } from 'vitest';
import { isEnglish, localeOfTag, pickText } from './pick.ts';

describe('pickText (the spec’s en_name rule)', () => {
  it('shows the English text when reading English and it is not empty', () => {
    expect(pickText('en', '铂金周', 'Platinum Week')).toBe('Platinum Week');
  });

  it('falls back to the Chinese when the English is empty, blank or missing', () => {
    expect(pickText('en', '铂金周', '')).toBe('铂金周');
    expect(pickText('en', '铂金周', '   ')).toBe('铂金周');
    expect(pickText('en', '铂金周', undefined)).toBe('铂金周');
    expect(pickText('en', '铂金周', null)).toBe('铂金周');
  });

  it('always shows the Chinese when reading Chinese', () => {
    expect(pickText('zh', '铂金周', 'Platinum Week')).toBe('铂金周');
  });
});

describe('the locale test', () => {
  it('takes every en tag as English and anything else as Chinese', () => {
    expect(isEnglish('en')).toBe(true);
    expect(isEnglish('en-GB')).toBe(true);
    expect(isEnglish('zh-CN')).toBe(false);
    expect(localeOfTag('en-GB')).toBe('en');
    expect(localeOfTag('zh-CN')).toBe('zh');
    expect(localeOfTag('fr')).toBe('zh');
  });
});
