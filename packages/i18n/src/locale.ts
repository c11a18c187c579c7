export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Where the chosen language is kept (localStorage in the browser). */
export const LOCALE_STORAGE_KEY = 'spw.lang';

export function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en';
}

/**
 * The spec's rule: a saved choice wins; otherwise Chinese when the browser's languages include
 * zh-CN, else English.
 */
export function detectLocale(saved: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  return browserLanguages.some((l) => l.toLowerCase().includes('zh-cn')) ? 'zh' : 'en';
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function loadLocale(store: KeyValueStore | undefined, browserLanguages: readonly string[]): Locale {
  let saved: string | null = null;
  try {
    saved = store?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (private mode); fall back to the browser's languages.
  }
  return detectLocale(saved, browserLanguages);
}

export function saveLocale(store: KeyValueStore | undefined, locale: Locale): void {
  try {
    store?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    /* not kept, but the page still switches */
  }
}

/** BCP 47 tags for Intl and the html lang attribute. */
export const LANGUAGE_TAG: Record<Locale, string> = { zh: 'zh-CN', en: 'en-GB' };

/**
 * What to do with a missing or broken message: fail loudly while developing, log in production
 * (the user then sees the key rather than a blank).
 */
export function onMessageError(dev: boolean): (error: Error) => void {
  return (error) => {
    if (dev) throw error;
    console.error(error);
  };
}
