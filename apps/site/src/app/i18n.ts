import { LANGUAGE_TAG, loadLocale, saveLocale, type Catalogue, type Locale } from '@spw/i18n';
import { CATALOGUE_PARTS, type CataloguePart } from '@spw/i18n/split';
import { atom } from 'jotai';
import { store } from './store.ts';

const initial = loadLocale(typeof localStorage === 'undefined' ? undefined : localStorage, navigator.languages ?? [navigator.language]);

export const localeAtom = atom<Locale>(initial);

type Messages = Partial<Catalogue>;

/**
 * Each language is three chunks (@spw/i18n/split): the first visit's words, the forms' (sign-in,
 * registration, reset), and the rest; a page downloads the parts it draws with, in the language
 * the visitor reads.
 */
const loaders: Record<Locale, Record<CataloguePart, () => Promise<Messages>>> = {
  zh: {
    first: () => import('@spw/i18n/messages/zh.json?part=first').then((m) => m.default),
    forms: () => import('@spw/i18n/messages/zh.json?part=forms').then((m) => m.default),
    rest: () => import('@spw/i18n/messages/zh.json?part=rest').then((m) => m.default),
  },
  en: {
    first: () => import('@spw/i18n/messages/en.json?part=first').then((m) => m.default),
    forms: () => import('@spw/i18n/messages/en.json?part=forms').then((m) => m.default),
    rest: () => import('@spw/i18n/messages/en.json?part=rest').then((m) => m.default),
  },
};

/** The messages the site draws with, and how many parts of the catalogue they hold (1 to 3). */
export const messagesAtom = atom<{ locale: Locale; messages: Messages; parts: number } | null>(null);

const chunks = new Map<string, Promise<Messages>>();
function chunk(locale: Locale, which: CataloguePart): Promise<Messages> {
  const key = `${locale}:${which}`;
  let loading = chunks.get(key);
  if (!loading) {
    // A failed chunk is asked for again next time rather than remembered as failed.
    loading = loaders[locale][which]().catch((error: unknown) => {
      chunks.delete(key);
      throw error;
    });
    chunks.set(key, loading);
  }
  return loading;
}

/** How many parts any page so far has needed: a language switch loads as many. */
let wanted = 1;

/** Loads the current language's messages: the first `parts` parts (at least as many as any page has needed). */
export async function loadMessages(locale: Locale, parts = wanted): Promise<void> {
  wanted = Math.max(wanted, parts);
  const count = wanted;
  const loaded = await Promise.all(CATALOGUE_PARTS.slice(0, count).map((which) => chunk(locale, which)));
  const current = store.get(messagesAtom);
  // A newer language choice, or a fuller load that finished first, wins.
  if (store.get(localeAtom) !== locale || (current?.locale === locale && current.parts >= count)) return;
  store.set(messagesAtom, { locale, messages: Object.assign({}, ...loaded) as Messages, parts: count });
}

export function setLocale(locale: Locale): void {
  saveLocale(localStorage, locale);
  document.documentElement.lang = LANGUAGE_TAG[locale];
  store.set(localeAtom, locale);
}
