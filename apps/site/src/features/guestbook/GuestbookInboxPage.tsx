import { GuestbookInboxScreen } from '@spw/ui/features/guestbook/GuestbookInboxScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { GUESTBOOK_ROWS } from './routes.ts';

/** /creator/guestbook/list (admins): the messages visitors left the organisers, unread first by default. */
export default function GuestbookInboxPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const box = search.get('box') === 'all' ? 'all' : 'unread';
  const page = pageParam(search);
  const query = { box, page, rows: GUESTBOOK_ROWS } as const;
  const q = useQuery({
    queryKey: ['/guestbook/lists', query],
    queryFn: ({ signal }) => api.get('/guestbook/lists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  // The editions' names for the messages' tags.
  const editions = useQuery({
    queryKey: ['/events/lists'],
    queryFn: ({ signal }) => api.get('/events/lists', { signal }),
    staleTime: 5 * 60_000,
  });
  const mark = useMutation({
    mutationFn: (body: { ids: number[]; read: boolean }) => api.post('/guestbook/read', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/guestbook/lists'] }),
  });
  const hrefOf = (b: 'unread' | 'all', next = 1) =>
    hrefTo('/creator/guestbook/list', { box: b === 'all' ? 'all' : undefined, page: next > 1 ? next : undefined });
  const yearOf = new Map((editions.data?.list ?? []).map((e) => [e.id, e.year]));
  return (
    <GuestbookInboxScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      box={box}
      boxHrefOf={(b) => hrefOf(b)}
      items={q.data?.list ?? []}
      unread={q.data?.unread ?? 0}
      editionNameOf={(id) => {
        const year = id === null ? undefined : yearOf.get(id);
        return year === undefined ? null : intl.formatMessage({ id: 'events.title' }, { year });
      }}
      {...paged(q.data, page, GUESTBOOK_ROWS, (next) => navigate(hrefOf(box, next)))}
      busyIds={mark.isPending && mark.variables ? mark.variables.ids : []}
      onMarkRead={(ids, read) => mark.mutate({ ids, read })}
      onRetry={() => void q.refetch()}
    />
  );
}
