import { atom } from 'nanostores';
import Cookies from 'js-cookie';

/** The spec: the sidebar's open or closed state is saved in a cookie; `1` open, `0` closed. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** A year: the choice outlives the browser session. */
const SIDEBAR_DAYS = 365;

/** The cookie jar the sidebar uses (js-cookie in the site, a fake in tests). */
export interface SidebarCookies {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: Cookies.CookieAttributes): unknown;
}

/** Open unless the cookie says closed (no cookie yet: open). */
export function readSidebarOpen(cookies: SidebarCookies): boolean {
  return cookies.get(SIDEBAR_COOKIE) !== '0';
}

export function writeSidebarOpen(cookies: SidebarCookies, open: boolean, secure: boolean): void {
  cookies.set(SIDEBAR_COOKIE, open ? '1' : '0', { expires: SIDEBAR_DAYS, path: '/', sameSite: 'lax', secure });
}

/** The personal centre's and the creator back-office's sidebar: open or folded, kept in the cookie. */
export const sidebarOpenAtom = atom(readSidebarOpen(Cookies));

export function setSidebarOpen(open: boolean): void {
  sidebarOpenAtom.set(open);
  writeSidebarOpen(Cookies, open, location.protocol === 'https:');
}
