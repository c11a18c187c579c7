import type { DataOf } from '@spw/api';
import { atom } from 'nanostores';
import Cookies from 'js-cookie';

/** The signed-in user as /user/info returns it. */
export type SessionUser = DataOf<'/user/info', 'get'>;
type LoginData = DataOf<'/user/login', 'post'>;

export const TOKEN_COOKIE = 'spw_token';
export const UID_COOKIE = 'spw_uid';
export const REMEMBER_KEY_STORAGE = 'spw.remember_key';

/** Days a remembered sign-in keeps its cookies: the server's REMEMBER_DAYS default. */
export const REMEMBER_DAYS = 30;

const secure = () => location.protocol === 'https:';

function readRememberKey(): string | null {
  try {
    return localStorage.getItem(REMEMBER_KEY_STORAGE);
  } catch {
    return null;
  }
}

function writeRememberKey(value: string | null): void {
  try {
    if (value) localStorage.setItem(REMEMBER_KEY_STORAGE, value);
    else localStorage.removeItem(REMEMBER_KEY_STORAGE);
  } catch {
    /* storage blocked: the session still lasts as long as the cookie */
  }
}

export const tokenAtom = atom<string | null>(Cookies.get(TOKEN_COOKIE) ?? null);
export const uidAtom = atom<number>(Number(Cookies.get(UID_COOKIE) ?? 0) || 0);
export const userAtom = atom<SessionUser | null>(null);
/** 'checking' while the start-up /user/info (or remember-key sign-in) is under way. */
export const sessionStateAtom = atom<'checking' | 'ready'>('checking');

/** Keeps a fresh sign-in: token and uid in cookies, the remember key in localStorage. */
export function saveLogin(data: LoginData, remember: boolean): void {
  const attributes: Cookies.CookieAttributes = { sameSite: 'lax', secure: secure(), path: '/' };
  // Without "remember me" the token is a session cookie: closing the browser signs out.
  if (remember) attributes.expires = REMEMBER_DAYS;
  Cookies.set(TOKEN_COOKIE, data.token, attributes);
  Cookies.set(UID_COOKIE, String(data.id), attributes);
  writeRememberKey(data.remember_key || null);
  tokenAtom.set(data.token);
  uidAtom.set(data.id);
}

export function rememberedKey(): string | null {
  return readRememberKey();
}

/** Logout and failed sessions: token, uid, remember key and the user all go. */
export function clearSession(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(UID_COOKIE, { path: '/' });
  writeRememberKey(null);
  tokenAtom.set(null);
  uidAtom.set(0);
  userAtom.set(null);
}
