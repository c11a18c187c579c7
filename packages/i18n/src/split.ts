/**
 * The site loads each language in two parts: what the first visit (the about and welcome pages,
 * the header, footer, user menu, toasts and the re-login confirm) needs, and the rest, which comes
 * with the first page that uses it. A new feature's keys land in the rest unless listed here.
 */
const FIRST_VISIT_NAMESPACES = new Set(['app', 'nav', 'common', 'error', 'footer', 'toast', 'quote', 'about', 'welcome', 'verified']);

const FIRST_VISIT_KEYS = new Set([
  'route.home.aboutSPW',
  'route.home.welcome',
  'auth.session.invalid',
  'auth.logout.confirmTitle',
  'auth.logout.confirmBody',
  'auth.logout.relogin',
]);

export type CataloguePart = 'first' | 'rest';

export function partOf(key: string): CataloguePart {
  return FIRST_VISIT_KEYS.has(key) || FIRST_VISIT_NAMESPACES.has(key.split('.')[0] ?? '') ? 'first' : 'rest';
}
