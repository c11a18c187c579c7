import { createApiClient } from '@spw/api';
import { localeAtom } from './i18n.ts';
import { tokenAtom, uidAtom, userAtom } from './session.ts';
import { store } from './store.ts';
import { pushToast, reloginOpenAtom } from './toasts.ts';

declare const __API_TOKEN_WORD__: string;
declare const __API_TOKEN_SECRET__: string;

export const api = createApiClient({
  baseUrl: '/api',
  word: __API_TOKEN_WORD__,
  secret: __API_TOKEN_SECRET__,
  getSession: () => ({ token: store.get(tokenAtom), uid: store.get(uidAtom) }),
  getLang: () => store.get(localeAtom),
  onSessionExpired: () => {
    // At start-up the session check handles a dead token itself (reset and go to login).
    if (store.get(userAtom)) store.set(reloginOpenAtom, true);
  },
  onError: (message) => pushToast('error', message),
});
