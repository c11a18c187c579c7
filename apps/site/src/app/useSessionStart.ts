import { ApiError } from '@spw/api';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { api } from './api.ts';
import { navigate } from './location.ts';
import { clearSession, rememberedKey, saveLogin, sessionStateAtom, tokenAtom, userAtom } from './session.ts';
import { pushToast } from './toasts.ts';

/**
 * At start: a token → fetch the user; no token but a remember key → sign in with it (the key
 * rotates). A failed fetch resets the session, says so, and sends the user to login with the page
 * to return to.
 */
export function useSessionStart(): void {
  const intl = useIntl();
  useEffect(() => {
    let live = true;
    const run = async () => {
      try {
        if (!tokenAtom.get()) {
          const key = rememberedKey();
          if (!key) return;
          const login = await api.post('/user/login', { body: { type: 'remember_key', remember_key: key } });
          saveLogin(login, true);
        }
        const user = await api.get('/user/info', { query: { token: tokenAtom.get() ?? undefined } });
        if (!user?.id) throw new ApiError(50008, intl.formatMessage({ id: 'auth.session.invalid' }), null, '/user/info');
        if (live) userAtom.set(user);
      } catch (error) {
        clearSession();
        // The client has shown the server's message already (code > 1); a quiet failure gets ours.
        if (!(error instanceof ApiError && error.code > 1)) pushToast('error', intl.formatMessage({ id: 'auth.session.invalid' }));
        const here = location.hash.replace(/^#/, '') || '/';
        navigate(`/login?${new URLSearchParams({ redirect: here }).toString()}`, { replace: true });
      } finally {
        if (live) sessionStateAtom.set('ready');
      }
    };
    void run();
    return () => {
      live = false;
    };
    // Once per page load; later sign-ins set the user themselves.
  }, []);

  // Back on the tab: the user is fetched again, so a session ended elsewhere (logged out, password
  // changed, signed in on another device) brings the re-login confirm (api.ts) rather than
  // failing on the next click, and a changed nickname or avatar shows.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !userAtom.get() || !tokenAtom.get()) return;
      api
        .get('/user/info', { query: { token: tokenAtom.get() ?? undefined } })
        .then((user) => {
          if (user?.id && userAtom.get()) userAtom.set(user);
        })
        .catch(() => {
          // The client has shown it: the re-login confirm for an ended session, a toast otherwise.
        });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}
