import { useCallback } from 'react';
import { api } from '../app/api.ts';
import { navigate } from '../app/location.ts';
import { clearSession } from '../app/session.ts';

/** Logout revokes the session on the server, then clears token, remember key and user (and so the cache: queries.tsx). */
export function useLogout(): () => void {
  return useCallback(() => {
    void api
      .post('/user/logout', {})
      .catch(() => undefined)
      .finally(() => {
        clearSession();
        navigate('/login', { replace: true });
      });
  }, []);
}
