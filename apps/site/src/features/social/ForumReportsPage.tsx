import { ForumReportsScreen } from '@spw/ui/features/forum/ForumReportsScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { pushToast } from '../../app/toasts.ts';
import { FORUM_REPORT_ROWS } from './routes.ts';

type Box = 'open' | 'done';

/** /creator/forum/reports (admins): reported threads, replies and market posts, to hide, warn, dismiss, or suspend their authors. */
export default function ForumReportsPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const box: Box = search.get('status') === 'done' ? 'done' : 'open';
  const page = pageParam(search);
  const query = { status: box, page, rows: FORUM_REPORT_ROWS } as const;
  const q = useQuery({
    queryKey: ['/forum/report/lists', query],
    queryFn: ({ signal }) => api.get('/forum/report/lists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['/forum/report/lists'] });
  const moderate = useMutation({
    mutationFn: (body: { kind: 'thread' | 'reply' | 'post'; id: number; action: 'hide' | 'show' | 'warn' | 'dismiss'; reason?: string }) =>
      api.post('/forum/moderate', { body }),
    onSuccess: (data, body) => {
      const id =
        body.action === 'dismiss'
          ? 'forum.site.dismissed'
          : body.action === 'warn'
            ? 'forum.site.warned'
            : data.is_hidden
              ? 'forum.site.hidden'
              : 'forum.site.shown';
      pushToast('success', intl.formatMessage({ id }));
      void queryClient.invalidateQueries({ queryKey: ['/forum/get'] });
      void queryClient.invalidateQueries({ queryKey: ['/forum/reply/lists'] });
      void queryClient.invalidateQueries({ queryKey: ['/posts/get'] });
    },
    onSettled: refresh,
  });
  const suspend = useMutation({
    mutationFn: (body: { uid: number; days: number; reason?: string }) => api.post('/forum/suspend', { body }),
    onSuccess: (data) =>
      pushToast('success', intl.formatMessage({ id: data.suspended_until ? 'forum.site.suspended' : 'forum.site.unsuspended' })),
    onSettled: refresh,
  });
  const hrefOf = (b: Box, next = 1) =>
    hrefTo('/creator/forum/reports', { status: b === 'done' ? 'done' : undefined, page: next > 1 ? next : undefined });
  const busy = moderate.isPending && moderate.variables ? [`${moderate.variables.kind}:${moderate.variables.id}`] : [];
  return (
    <ForumReportsScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      box={box}
      boxHrefOf={(b) => hrefOf(b)}
      open={q.data?.open ?? 0}
      items={q.data?.list ?? []}
      hrefOf={(entry) =>
        entry.kind === 'post' ? hrefTo('/posts/detail', { id: entry.id }) : hrefTo('/forum/detail', { id: entry.thread_id })
      }
      userHrefOf={(uid) => hrefTo('/user/index', { uid })}
      busyKeys={busy}
      onModerate={(entry, action, reason) =>
        moderate.mutate({ kind: entry.kind, id: entry.id, action, ...(action === 'hide' || action === 'warn' ? { reason } : {}) })
      }
      onSuspend={(entry, days, reason) => suspend.mutate({ uid: entry.author.id, days, ...(days > 0 ? { reason } : {}) })}
      {...paged(q.data, page, FORUM_REPORT_ROWS, (next) => navigate(hrefOf(box, next)))}
      onRetry={() => void q.refetch()}
    />
  );
}
