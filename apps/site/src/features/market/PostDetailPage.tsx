import { useStore } from '@nanostores/react';
import { ApiError } from '@spw/api';
import { PostDetailScreen, type ContactState, type PostOwnerAction } from '@spw/ui/features/market/PostDetailScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';

// The dialogs' code (Radix's dialog stack) comes when one is first opened.
const ReportDialog = lazy(() => import('@spw/ui/features/forum/ReportDialog').then((m) => ({ default: m.ReportDialog })));
const HideReasonDialog = lazy(() => import('@spw/ui/features/forum/HideReasonDialog').then((m) => ({ default: m.HideReasonDialog })));

type Reason = 'spam' | 'abuse' | 'illegal' | 'fraud' | 'other';

const SAID = { close: 'posts.site.closed', renew: 'posts.site.renewed', delete: 'posts.site.deleted' } as const satisfies Record<
  PostOwnerAction,
  string
>;

/** /posts/detail?id=…: a market post, its contact details on request (logged), its author's and the admins' actions. */
export default function PostDetailPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const user = useStore(userAtom);
  const search = new URLSearchParams(useSearch());
  const id = idParam(search.get('id'));
  const post = useQuery({
    queryKey: ['/posts/get', id],
    queryFn: ({ signal }) => api.get('/posts/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  usePageTitle(post.data?.title, post.data?.content.slice(0, 120));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['/posts/get', id] });
    void queryClient.invalidateQueries({ queryKey: ['/posts/lists'] });
    void queryClient.invalidateQueries({ queryKey: ['/posts/mine'] });
  };

  const contact = useMutation({
    mutationFn: () => api.post('/posts/contact', { body: { id: id ?? 0 }, quiet: true }),
  });
  const contactState: ContactState = contact.isPending
    ? { state: 'loading' }
    : contact.data && contact.data.id === id
      ? { state: 'shown', contact: contact.data.contact, remaining: contact.data.remaining }
      : contact.error instanceof ApiError
        ? { state: 'error', message: contact.error.msg }
        : { state: 'hidden' };

  const owner = useMutation({
    mutationFn: async (action: PostOwnerAction) => {
      const body = { id: id ?? 0 };
      if (action === 'close') await api.post('/posts/close', { body });
      else if (action === 'renew') await api.post('/posts/renew', { body });
      else await api.post('/posts/del', { body });
    },
    onSuccess: (_data, action) => {
      pushToast('success', intl.formatMessage({ id: SAID[action] }));
      if (action === 'delete') {
        void queryClient.invalidateQueries({ queryKey: ['/posts/lists'] });
        void queryClient.invalidateQueries({ queryKey: ['/posts/mine'] });
        navigate(hrefTo('/posts/list', { tab: 'mine' }), { replace: true });
      } else refresh();
    },
  });

  const [reporting, setReporting] = useState(false);
  const report = useMutation({
    mutationFn: (body: { reason: Reason; detail: string }) =>
      api.post('/forum/report', { body: { kind: 'post', id: id ?? 0, ...body }, quiet: true }),
    onSuccess: () => {
      pushToast('success', intl.formatMessage({ id: 'posts.site.reported' }));
      setReporting(false);
    },
  });
  const [hiding, setHiding] = useState(false);
  const moderate = useMutation({
    mutationFn: (body: { action: 'hide' | 'show'; reason?: string }) =>
      api.post('/forum/moderate', { body: { kind: 'post', id: id ?? 0, ...body } }),
    onSuccess: (data) => {
      pushToast('success', intl.formatMessage({ id: data.is_hidden ? 'posts.site.hidden' : 'posts.site.shown' }));
      setHiding(false);
      refresh();
    },
  });

  const p = post.data ?? null;
  return (
    <>
      <PostDetailScreen
        status={id === null || isNotFound(post.error) ? 'notFound' : post.isPending ? 'loading' : post.isError ? 'error' : 'ready'}
        post={p}
        isAdmin={user?.role === 'admin'}
        contact={contactState}
        onRevealContact={() => contact.mutate()}
        onReport={() => {
          report.reset();
          setReporting(true);
        }}
        editHref={p?.is_mine && p.status !== 'closed' ? hrefTo('/posts/add', { id: p.id }) : null}
        onOwnerAction={(action) => owner.mutate(action)}
        busy={owner.isPending ? (owner.variables ?? null) : null}
        onModerate={(action) => (action === 'hide' ? setHiding(true) : moderate.mutate({ action }))}
        backHref={hrefTo('/posts/list')}
        userHrefOf={(uid) => hrefTo('/user/index', { uid })}
        onRetry={() => void post.refetch()}
      />
      {reporting && p ? (
        <Suspense fallback={null}>
          <ReportDialog
            open
            onOpenChange={(open) => {
              if (!open) setReporting(false);
            }}
            subject={p.title}
            submitting={report.isPending}
            error={report.error instanceof ApiError ? report.error.msg : undefined}
            onSubmit={(values) => report.mutate(values)}
          />
        </Suspense>
      ) : null}
      {hiding ? (
        <Suspense fallback={null}>
          <HideReasonDialog
            open
            onOpenChange={(open) => {
              if (!open) setHiding(false);
            }}
            submitting={moderate.isPending}
            onSubmit={(reason) => moderate.mutate({ action: 'hide', reason })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
