import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../app/api.ts';
import { navigate } from '../app/location.ts';
import { clearSession } from '../app/session.ts';

/** Logout revokes the session on the server, then clears token, remember key, user and cache. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void api
      .post('/user/logout', {})
      .catch(() => undefined)
      .finally(() => {
        clearSession();
        queryClient.clear();
        navigate('/login', { replace: true });
      });
  }, [queryClient]);
}
