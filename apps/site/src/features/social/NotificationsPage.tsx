import type { components } from '@spw/api';
import { NotificationListScreen } from '@spw/ui/features/social/NotificationListScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo, hrefToAny } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { NOTIFICATION_ROWS } from './routes.ts';

type Notification = components['schemas']['Notification'];

/** A notification's link as a site href: a path of this site with its query, or none. */
function hrefOf(n: Notification): string {
  if (!n.link.startsWith('/') || n.link.startsWith('//')) return '';
  const [path = '', query = ''] = n.link.split('?');
  return hrefToAny(path, Object.fromEntries(new URLSearchParams(query)));
}

/**
 * /notification/list (?unread=1, ?id= opens one): the member's notifications, newest first. Opening
 * one marks it read; the navbar's count follows through the live stream the server publishes.
 */
export default function NotificationsPage() {
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const filter = search.get('unread') === '1' ? 'unread' : 'all';
  const openId = idParam(search.get('id'));
  const page = pageParam(search);
  const query = { page, rows: NOTIFICATION_ROWS, ...(filter === 'unread' ? { unread: 1 as const } : {}) };
  const q = useQuery({
    queryKey: ['/notification/lists', query],
    queryFn: ({ signal }) => api.get('/notification/lists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const read = useMutation({
    mutationFn: (body: { id: number } | { all: true }) => api.post('/notification/read', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/notification/lists'] }),
  });
  // The link's notification is read by opening the link.
  const opened = q.data?.list.find((n) => n.id === openId);
  const marked = useRef<number | null>(null);
  const { mutate } = read;
  useEffect(() => {
    if (!opened || opened.is_read === 1 || marked.current === opened.id) return;
    marked.current = opened.id;
    mutate({ id: opened.id });
  }, [opened, mutate]);
  const here = (next: { unread?: boolean; page?: number }) =>
    hrefTo('/notification/list', { unread: next.unread ? 1 : undefined, page: next.page && next.page > 1 ? next.page : undefined });
  return (
    <NotificationListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      unread={q.data?.unread ?? 0}
      filter={filter}
      allHref={here({})}
      unreadHref={here({ unread: true })}
      openId={openId}
      {...paged(q.data, page, NOTIFICATION_ROWS, (next) => navigate(here({ unread: filter === 'unread', page: next })))}
      hrefOf={hrefOf}
      // The item is a link to its page when it has one: opening it only needs marking read.
      onOpen={(n) => {
        if (n.is_read === 0) read.mutate({ id: n.id });
      }}
      onReadAll={() => read.mutate({ all: true })}
      readAllBusy={read.isPending}
      onRetry={() => void q.refetch()}
    />
  );
}
