import { useStore } from '@nanostores/react';
import type { components } from '@spw/api';
import { ArticleDetailScreen } from '@spw/ui/features/article/ArticleDetailScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { idParam } from '../../app/id-param.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';

type Article = components['schemas']['Article'];
type Marks = components['schemas']['ArticleMarks'];

/** A missing article is an answer, not a failure to try again. */
/** /article/detail?id=: the reading page. Like, favourite and follow ask a visitor to sign in first. */
export default function ArticleDetailPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const user = useStore(userAtom);
  const id = idParam(new URLSearchParams(useSearch()).get('id'));
  const key = ['/article/get', id];
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get('/article/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: retryUnlessNotFound,
  });
  const article = q.data ?? null;
  usePageTitle(article?.title, article?.summary || undefined);
  const here = hrefTo('/article/detail', { id: id ?? undefined });
  const signIn = () => navigate(hrefTo(LOGIN_PATH, { redirect: here.replace(/^#/, '') }));

  const marks = useMutation({
    mutationFn: (path: '/article/like' | '/article/unlike' | '/article/favorite' | '/article/unfavorite') =>
      api.post(path, { body: { id: id ?? 0 } }),
    onSuccess: (m: Marks) => queryClient.setQueryData<Article>(key, (a) => (a ? { ...a, ...m } : a)),
  });
  const authorUid = article?.uid ?? 0;
  const ownArticle = user !== null && user.id === authorUid;
  const friendKey = ['/friend/get', authorUid, user?.id];
  const friend = useQuery({
    queryKey: friendKey,
    queryFn: ({ signal }) => api.get('/friend/get', { query: { follow_uid: authorUid }, signal }),
    enabled: user !== null && article !== null && !ownArticle,
  });
  const follow = useMutation({
    mutationFn: (on: boolean) => api.post(on ? '/friend/follow' : '/friend/unfollow', { body: { follow_uid: authorUid, type: 'uid' } }),
    onSuccess: (result) => {
      queryClient.setQueryData(friendKey, (old: typeof friend.data) => (old ? { ...old, is_follow: result.is_follow } : old));
      pushToast('success', intl.formatMessage({ id: result.is_follow ? 'article.followed' : 'article.unfollowed' }));
    },
  });
  const notFound = id === null || isNotFound(q.error);
  const busy = marks.isPending;
  return (
    <ArticleDetailScreen
      status={notFound ? 'notFound' : q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      article={article}
      homeHref={hrefTo('/article/list')}
      authorHref={hrefTo('/user/index', { uid: authorUid })}
      columnHref={article && article.column_id > 0 ? hrefTo('/column/detail', { id: article.column_id }) : undefined}
      follow={{
        following: friend.data?.is_follow ?? false,
        busy: follow.isPending,
        hidden: ownArticle,
        onToggle: () => (user ? follow.mutate(!(friend.data?.is_follow ?? false)) : signIn()),
      }}
      onLike={() => (user ? !busy && marks.mutate(article?.is_like ? '/article/unlike' : '/article/like') : signIn())}
      onFavorite={() => (user ? !busy && marks.mutate(article?.is_favorite ? '/article/unfavorite' : '/article/favorite') : signIn())}
      marksBusy={busy}
      onShare={() => {
        navigator.clipboard.writeText(location.href).then(
          () => pushToast('success', intl.formatMessage({ id: 'article.linkCopied' })),
          () => pushToast('error', intl.formatMessage({ id: 'article.linkCopyFailed' })),
        );
      }}
      onRetry={() => void q.refetch()}
    />
  );
}
