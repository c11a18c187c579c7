import { ApiError, TransportError } from '@spw/api';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { api } from './api.ts';
import { navigate } from './location.ts';
import { clearSession, rememberedKey, saveLogin, sessionStateAtom, tokenAtom, userAtom, type SessionUser } from './session.ts';
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
        const user = await userInfo(() => live);
        if (!user?.id) throw new ApiError(50008, intl.formatMessage({ id: 'auth.session.invalid' }), null, '/user/info');
        if (live) userAtom.set(user);
      } catch (error) {
        // No answer (offline, the server restarting, the page being left while the call was out):
        // the session may well be alive, so it stays; the client has said the network failed, and
        // coming back to the tab asks again.
        if (error instanceof TransportError || !live) return;
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
      if (document.visibilityState !== 'visible' || !tokenAtom.get() || sessionStateAtom.get() !== 'ready') return;
      api
        .get('/user/info', { query: { token: tokenAtom.get() ?? undefined } })
        .then((user) => {
          if (user?.id && tokenAtom.get()) userAtom.set(user);
        })
        .catch((error: unknown) => {
          // The client has shown it: the re-login confirm for an ended session, a toast otherwise.
          // A session the start-up check could not reach, now found ended, just ends (there was no
          // member on the page to confirm anything to).
          if (error instanceof ApiError && error.sessionEnded && !userAtom.get()) clearSession();
        });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}

/** Retries after 1 and 2 s when no answer came (a node restarting, a flaky mobile link). */
const RETRY_MS = [1000, 2000];

/** /user/info for the token, tried again while no answer comes and the page still wants it. */
async function userInfo(wanted: () => boolean): Promise<SessionUser> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.get('/user/info', { query: { token: tokenAtom.get() ?? undefined } });
    } catch (error) {
      const wait = RETRY_MS[attempt];
      if (!(error instanceof TransportError) || wait === undefined || !wanted()) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
