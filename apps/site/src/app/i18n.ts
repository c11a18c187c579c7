import { LANGUAGE_TAG, loadLocale, saveLocale, type Catalogue, type Locale } from '@spw/i18n';
import { atom } from 'jotai';
import { store } from './store.ts';

const initial = loadLocale(typeof localStorage === 'undefined' ? undefined : localStorage, navigator.languages ?? [navigator.language]);

export const localeAtom = atom<Locale>(initial);

/** Each language's catalogue is its own chunk: a visitor downloads only the one they read. */
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  zh: () => import('@spw/i18n/messages/zh.json').then((m) => m.default),
  en: () => import('@spw/i18n/messages/en.json').then((m) => m.default),
};

export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return loaders[locale]();
}

export function setLocale(locale: Locale): void {
  saveLocale(localStorage, locale);
  document.documentElement.lang = LANGUAGE_TAG[locale];
  store.set(localeAtom, locale);
}
