import { useStore } from '@nanostores/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { api } from '../../app/api.ts';
import { uidAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';

/**
 * The member's reminders of streams to come, shared by the live pages: which streams they asked
 * about (undefined for a visitor, whose remind control is a sign-in link), and the toggle.
 */
export function useReminders() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const uid = useStore(uidAtom);
  const key = ['/broadcast/reminders', uid];
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get('/broadcast/reminders', { signal }),
    enabled: uid > 0,
  });
  const remind = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => api.post('/broadcast/remind', { body: { id, on: on ? 1 : 0 } }),
    onSuccess: (result) => {
      queryClient.setQueryData<{ ids: number[] }>(key, (old) => {
        const ids = (old?.ids ?? []).filter((id) => id !== result.id);
        return { ids: result.reminded ? [...ids, result.id] : ids };
      });
      pushToast('success', intl.formatMessage({ id: result.reminded ? 'live.remind.done.on' : 'live.remind.done.off' }));
      // The counts on the cards and the stream's page.
      void queryClient.invalidateQueries({ queryKey: ['/broadcast/lists'] });
      void queryClient.invalidateQueries({ queryKey: ['/broadcast/get', result.id] });
    },
  });
  return {
    reminded: uid > 0 ? new Set(q.data?.ids ?? []) : undefined,
    onRemind: (id: number, on: boolean) => {
      if (!remind.isPending) remind.mutate({ id, on });
    },
    busyId: remind.isPending ? remind.variables.id : undefined,
  };
}
