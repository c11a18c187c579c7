import { catalogues } from './catalogues.ts';
import { describe, expect, it } from 'vitest';
import { beijingClock, detectLocale, formatChange, formatDate, formatPrice, loadLocale, saveLocale, LOCALE_STORAGE_KEY } from './index.ts';

describe('locale', () => {
  it('follows the spec: saved choice first, then zh for zh-CN browsers, else en', () => {
    expect(detectLocale('en', ['zh-CN'])).toBe('en');
    expect(detectLocale(null, ['en-US', 'zh-CN'])).toBe('zh');
    expect(detectLocale(null, ['zh-TW'])).toBe('en');
    expect(detectLocale('fr', ['de-DE'])).toBe('en');
  });

  it('keeps the choice in storage and survives a blocked storage', () => {
    const data = new Map<string, string>();
    const store = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    saveLocale(store, 'en');
    expect(data.get(LOCALE_STORAGE_KEY)).toBe('en');
    expect(loadLocale(store, ['zh-CN'])).toBe('en');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadLocale(blocked, ['zh-CN'])).toBe('zh');
    expect(() => saveLocale(blocked, 'zh')).not.toThrow();
  });
});

describe('catalogues', () => {
  it('hold the same keys in both languages and the spec texts in Chinese', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual(Object.keys(catalogues.zh).sort());
    expect(catalogues.zh['common.loading']).toBe('加载中...');
    expect(catalogues.zh['quote.empty']).toBe('暂无推荐指标');
    expect(catalogues.zh['common.comingSoon']).toBe('暂未开放，敬请期待');
    expect(catalogues.zh['upload.imageOnly']).toBe('上传文件只能是图片格式!');
    expect(catalogues.en['auth.logout.relogin']).toBe('Re-Login');
  });
});

describe('formatters', () => {
  const noonUtc = Date.UTC(2026, 10, 22, 16, 30, 5);

  it('shows the Beijing clock whatever the machine zone', () => {
    expect(beijingClock(noonUtc)).toBe('2026-11-23 00:30:05');
  });

  it('writes dates in each language, in Beijing time', () => {
    expect(formatDate(noonUtc, 'zh')).toBe('2026年11月23日');
    expect(formatDate(noonUtc, 'en')).toBe('23 Nov 2026');
  });

  it('writes prices with two decimals and the unit, and changes with their direction', () => {
    expect(formatPrice(232, 'zh', '元/克')).toBe('232.00 元/克');
    expect(formatPrice(7812.5, 'en')).toBe('7,812.50');
    expect(formatChange(1.5, 'en')).toEqual({ direction: 'up', text: '+1.50' });
    expect(formatChange(0, 'en').direction).toBe('up');
    expect(formatChange(-0.3, 'zh')).toEqual({ direction: 'down', text: '-0.30' });
  });
});
