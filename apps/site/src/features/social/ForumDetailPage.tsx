import { useStore } from '@nanostores/react';
import { ApiError } from '@spw/api';
import { ForumThreadScreen } from '@spw/ui/features/forum/ForumThreadScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { idParam } from '../../app/id-param.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { pageParam } from '../../app/paged.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';
import { FORUM_REPLY_ROWS } from './routes.ts';

// The dialogs' code (Radix's dialog stack) comes when one is first opened.
const ReportDialog = lazy(() => import('@spw/ui/features/forum/ReportDialog').then((m) => ({ default: m.ReportDialog })));
const HideReasonDialog = lazy(() => import('@spw/ui/features/forum/HideReasonDialog').then((m) => ({ default: m.HideReasonDialog })));

type Kind = 'thread' | 'reply';
interface Target {
  kind: Kind;
  id: number;
}

/** /forum/detail?id=…: a thread, its replies (paged, oldest first), likes, reports, and the admins' decisions. */
export default function ForumDetailPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const user = useStore(userAtom);
  const search = new URLSearchParams(useSearch());
  const id = idParam(search.get('id'));
  const page = pageParam(search);
  const thread = useQuery({
    queryKey: ['/forum/get', id],
    queryFn: ({ signal }) => api.get('/forum/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const repliesQuery = { thread_id: id ?? 0, page, rows: FORUM_REPLY_ROWS };
  const replies = useQuery({
    queryKey: ['/forum/reply/lists', repliesQuery],
    queryFn: ({ signal }) => api.get('/forum/reply/lists', { query: repliesQuery, signal }),
    enabled: id !== null && thread.isSuccess,
    placeholderData: keepPreviousData,
  });
  usePageTitle(thread.data?.title, thread.data?.content.slice(0, 120));

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['/forum/get', id] });
    void queryClient.invalidateQueries({ queryKey: ['/forum/reply/lists'] });
  };
  const like = useMutation({
    mutationFn: (body: { kind: Kind; id: number; like: boolean }) => api.post('/forum/like', { body }),
    onSettled: refresh,
  });
  const [replyKey, setReplyKey] = useState(0);
  const reply = useMutation({
    mutationFn: (content: string) => api.post('/forum/reply/add', { body: { thread_id: id ?? 0, content }, quiet: true }),
    onSuccess: (_data) => {
      pushToast('success', intl.formatMessage({ id: 'forum.site.replied' }));
      setReplyKey((k) => k + 1);
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['/forum/lists'] });
    },
  });
  const remove = useMutation({
    mutationFn: (target: Target) => api.post(target.kind === 'thread' ? '/forum/del' : '/forum/reply/del', { body: { id: target.id } }),
    onSuccess: (_data, target) => {
      pushToast('success', intl.formatMessage({ id: 'forum.site.deleted' }));
      void queryClient.invalidateQueries({ queryKey: ['/forum/lists'] });
      if (target.kind === 'thread') navigate(hrefTo('/forum/index'), { replace: true });
      else refresh();
    },
  });
  const [reporting, setReporting] = useState<Target | null>(null);
  const report = useMutation({
    mutationFn: (body: { kind: Kind; id: number; reason: 'spam' | 'abuse' | 'illegal' | 'fraud' | 'other'; detail: string }) =>
      api.post('/forum/report', { body, quiet: true }),
    onSuccess: () => {
      pushToast('success', intl.formatMessage({ id: 'forum.site.reported' }));
      setReporting(null);
    },
  });
  const [hiding, setHiding] = useState<Target | null>(null);
  const moderate = useMutation({
    mutationFn: (body: { kind: Kind; id: number; action: 'hide' | 'show'; reason?: string }) => api.post('/forum/moderate', { body }),
    onSuccess: (data) => {
      pushToast('success', intl.formatMessage({ id: data.is_hidden ? 'forum.site.hidden' : 'forum.site.shown' }));
      setHiding(null);
      refresh();
    },
  });

  const t = thread.data ?? null;
  const subjectOf = (target: Target) =>
    target.kind === 'thread' ? (t?.title ?? '') : (replies.data?.list.find((r) => r.id === target.id)?.content ?? '').slice(0, 40);
  const replyError = reply.error instanceof ApiError ? reply.error.msg : undefined;
  return (
    <>
      <ForumThreadScreen
        status={id === null || isNotFound(thread.error) ? 'notFound' : thread.isPending ? 'loading' : thread.isError ? 'error' : 'ready'}
        thread={t}
        replies={replies.data?.list ?? []}
        repliesStatus={replies.isPending ? 'loading' : replies.isError ? 'error' : 'ready'}
        repliesPaging={{
          total: replies.data?.total ?? 0,
          page,
          rows: FORUM_REPLY_ROWS,
          onPageChange: (next) => navigate(hrefTo('/forum/detail', { id: id ?? undefined, page: next > 1 ? next : undefined })),
        }}
        isAdmin={user?.role === 'admin'}
        backHref={hrefTo('/forum/index')}
        userHrefOf={(uid) => hrefTo('/user/index', { uid })}
        onLike={(kind, target, on) => like.mutate({ kind, id: target, like: on })}
        onReport={(kind, target) => {
          report.reset();
          setReporting({ kind, id: target });
        }}
        onDelete={(kind, target) => remove.mutate({ kind, id: target })}
        onModerate={(kind, target, action) =>
          action === 'hide' ? setHiding({ kind, id: target }) : moderate.mutate({ kind, id: target, action })
        }
        onReply={(content) => reply.mutate(content)}
        replying={reply.isPending}
        replyError={replyError}
        replyResetKey={replyKey}
        canReply={t !== null && !t.is_hidden}
        cannotReplyNote={intl.formatMessage({ id: 'forum.site.cannotReply' })}
        onRetry={() => void (thread.isError ? thread.refetch() : replies.refetch())}
      />
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            open
            onOpenChange={(open) => {
              if (!open) setReporting(null);
            }}
            subject={subjectOf(reporting)}
            submitting={report.isPending}
            error={report.error instanceof ApiError ? report.error.msg : undefined}
            onSubmit={({ reason, detail }) => report.mutate({ ...reporting, reason, detail })}
          />
        </Suspense>
      ) : null}
      {hiding ? (
        <Suspense fallback={null}>
          <HideReasonDialog
            open
            onOpenChange={(open) => {
              if (!open) setHiding(null);
            }}
            submitting={moderate.isPending}
            onSubmit={(reason) => moderate.mutate({ ...hiding, action: 'hide', reason })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
