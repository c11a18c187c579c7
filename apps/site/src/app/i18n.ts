import { LANGUAGE_TAG, loadLocale, saveLocale, type Catalogue, type Locale } from '@spw/i18n';
import type { CataloguePart } from '@spw/i18n/split';
import { atom } from 'jotai';
import { store } from './store.ts';

const initial = loadLocale(typeof localStorage === 'undefined' ? undefined : localStorage, navigator.languages ?? [navigator.language]);

export const localeAtom = atom<Locale>(initial);

type Messages = Partial<Catalogue>;

/**
 * Each language is two chunks (@spw/i18n/split): what the first visit needs, and the rest, which
 * comes with the first page that uses it. A visitor downloads only the language they read.
 */
const loaders: Record<Locale, Record<CataloguePart, () => Promise<Messages>>> = {
  zh: {
    first: () => import('@spw/i18n/messages/zh.json?part=first').then((m) => m.default),
    rest: () => import('@spw/i18n/messages/zh.json?part=rest').then((m) => m.default),
  },
  en: {
    first: () => import('@spw/i18n/messages/en.json?part=first').then((m) => m.default),
    rest: () => import('@spw/i18n/messages/en.json?part=rest').then((m) => m.default),
  },
};

/** The messages the site draws with: the first part, and the rest once a page has asked for it. */
export const messagesAtom = atom<{ locale: Locale; messages: Messages; complete: boolean } | null>(null);

const parts = new Map<string, Promise<Messages>>();
function part(locale: Locale, which: CataloguePart): Promise<Messages> {
  const key = `${locale}:${which}`;
  let loading = parts.get(key);
  if (!loading) {
    // A failed chunk is asked for again next time rather than remembered as failed.
    loading = loaders[locale][which]().catch((error: unknown) => {
      parts.delete(key);
      throw error;
    });
    parts.set(key, loading);
  }
  return loading;
}

let restWanted = false;

/** Loads the current language's messages (all of them once any page has needed the rest). */
export async function loadMessages(locale: Locale): Promise<void> {
  const complete = restWanted;
  const [first, rest] = await Promise.all([part(locale, 'first'), complete ? part(locale, 'rest') : Promise.resolve({})]);
  const current = store.get(messagesAtom);
  // A newer language choice, or a fuller load that finished first, wins.
  if (store.get(localeAtom) !== locale || (current?.locale === locale && current.complete && !complete)) return;
  store.set(messagesAtom, { locale, messages: { ...first, ...rest }, complete });
}

/** For pages past the first visit: the rest of the catalogue (once per language). */
export function loadRestOfMessages(): Promise<void> {
  restWanted = true;
  return loadMessages(store.get(localeAtom));
}

export function setLocale(locale: Locale): void {
  saveLocale(localStorage, locale);
  document.documentElement.lang = LANGUAGE_TAG[locale];
  store.set(localeAtom, locale);
}
