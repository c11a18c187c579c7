import type { Catalogue } from '@spw/i18n';
import { LANGUAGE_TAG, loadLocale, saveLocale, type Locale } from '@spw/i18n/locale';
import { atom } from 'nanostores';
import { FIRST_WORDS, otherWords } from './catalogue-index.gen.ts';

const initial = loadLocale(typeof localStorage === 'undefined' ? undefined : localStorage, navigator.languages ?? [navigator.language]);

export const localeAtom = atom<Locale>(initial);

type Messages = Partial<Catalogue>;

/** The messages the site draws with, and which parts of the catalogue (@spw/i18n/split) they hold. */
export const messagesAtom = atom<{ locale: Locale; messages: Messages; parts: ReadonlySet<string> } | null>(null);

const chunks = new Map<string, Promise<Messages>>();

/** One part of a language (catalogue-index.gen.ts), downloaded once. */
function chunk(locale: Locale, part: string): Promise<Messages> {
  const key = `${locale}:${part}`;
  let loading = chunks.get(key);
  if (!loading) {
    // The first part's loader is at hand; the others' come in one small module, once.
    const load = part === 'first' ? Promise.resolve(FIRST_WORDS[locale]) : otherWords().then((m) => m.CATALOGUE_CHUNKS[locale][part]);
    // A failed chunk is asked for again next time rather than remembered as failed.
    loading = load
      .then((words) => (words ? words() : { default: {} }))
      .then(
        (m) => m.default as Messages,
        (error: unknown) => {
          chunks.delete(key);
          throw error;
        },
      );
    chunks.set(key, loading);
  }
  return loading;
}

/** Every part any page so far has needed: a language switch loads as many. */
const wanted = new Set<string>(['first']);

/** Loads the current language's messages: these parts, and every part a page has needed before. */
export async function loadMessages(locale: Locale, parts: readonly string[] = []): Promise<void> {
  for (const part of parts) wanted.add(part);
  const needed = [...wanted];
  const loaded = await Promise.all(needed.map((part) => chunk(locale, part)));
  // A newer language choice wins; the parts only ever grow (two loads may end in either order).
  if (localeAtom.get() !== locale) return;
  const current = messagesAtom.get();
  const same = current?.locale === locale ? current : null;
  if (same && needed.every((part) => same.parts.has(part))) return;
  messagesAtom.set({
    locale,
    messages: Object.assign({}, same?.messages, ...loaded) as Messages,
    parts: new Set([...(same?.parts ?? []), ...needed]),
  });
}

export function setLocale(locale: Locale): void {
  saveLocale(localStorage, locale);
  document.documentElement.lang = LANGUAGE_TAG[locale];
  localeAtom.set(locale);
}
