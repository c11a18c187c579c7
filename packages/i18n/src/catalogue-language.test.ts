import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.ts';
import { partOf } from './split.ts';

/** Chinese values written in Latin letters on purpose, each with its reason. */
const LATIN_IN_CHINESE: Record<string, string> = {
  // The language switch names the English site as English readers know it.
  'nav.lang.en': 'the name of the other language',
};

describe('the Chinese catalogue', () => {
  it('says its words in Chinese (a Latin-only text shows English on a Chinese page)', () => {
    const latinOnly = Object.entries(catalogues.zh)
      .filter(([key]) => !(key in LATIN_IN_CHINESE))
      .filter(([, value]) => {
        // The branches of a plural or select are words too; arguments ({name}) and the syntax are not.
        const words = value
          .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, '')
          .replace(/(=\d+|zero|one|two|few|many|other)\s*\{/g, '')
          .replace(/\{[^{}]*\}/g, '')
          .replace(/[{}#]/g, '');
        return /[A-Za-z]{3,}/.test(words) && !/[\u4e00-\u9fff]/.test(words);
      })
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });

  it('gives the re-login confirm (50008, 50012, 50014) a Chinese title', () => {
    expect(catalogues.zh['auth.logout.confirmTitle']).toBe('确认登出');
    expect(catalogues.en['auth.logout.confirmTitle']).toBe('Confirm logout');
    expect(partOf('auth.logout.confirmTitle')).toBe('first');
  });
});
