import { createApiClient } from '@spw/api';
import { localeAtom } from './i18n.ts';
import { tokenAtom, uidAtom, userAtom } from './session.ts';
import { pushToast, reloginOpenAtom } from './toasts.ts';

declare const __API_TOKEN_WORD__: string;
declare const __API_TOKEN_SECRET__: string;

export const api = createApiClient({
  baseUrl: '/api',
  word: __API_TOKEN_WORD__,
  secret: __API_TOKEN_SECRET__,
  getSession: () => ({ token: tokenAtom.get(), uid: uidAtom.get() }),
  getLang: () => localeAtom.get(),
  onSessionExpired: () => {
    // At start-up the session check handles a dead token itself (reset and go to login).
    if (userAtom.get()) reloginOpenAtom.set(true);
  },
  onError: (message) => pushToast('error', message),
});
