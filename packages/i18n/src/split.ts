/**
 * The site loads each language in parts, so a page downloads the words it draws and not the
 * whole site's: `first` (the about and welcome pages, the header, footer, user menu, toasts and the
 * re-login confirm), `forms` (sign-in, registration and password reset, and the field and
 * validation words every form shares), and `rest`, which comes with the first other page.
 * A new feature's keys land in `rest` unless listed here.
 */
const FIRST_VISIT_NAMESPACES = new Set(['app', 'nav', 'common', 'error', 'footer', 'toast', 'quote', 'about', 'welcome', 'verified']);

const FIRST_VISIT_KEYS = new Set([
  'route.home',
  'route.home.aboutSPW',
  'route.home.welcome',
  'auth.session.invalid',
  'auth.logout.confirmTitle',
  'auth.logout.confirmBody',
  'auth.logout.relogin',
]);

const FORMS_NAMESPACES = new Set(['auth', 'valid', 'field']);

const FORMS_KEYS = new Set(['route.login', 'route.reg', 'route.forget']);

export type CataloguePart = 'first' | 'forms' | 'rest';

/** Every part, in the order a page needs them: a page that needs one needs those before it too. */
export const CATALOGUE_PARTS: readonly CataloguePart[] = ['first', 'forms', 'rest'];

export function partOf(key: string): CataloguePart {
  const namespace = key.split('.')[0] ?? '';
  if (FIRST_VISIT_KEYS.has(key) || FIRST_VISIT_NAMESPACES.has(namespace)) return 'first';
  if (FORMS_KEYS.has(key) || FORMS_NAMESPACES.has(namespace)) return 'forms';
  return 'rest';
}
