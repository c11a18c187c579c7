import { useStore } from '@nanostores/react';
import type { components } from '@spw/api';
import { UserListScreen } from '@spw/ui/features/user/UserListScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';
import { USER_LIST_ROWS, userListKind } from './routes.ts';

type UserBrief = components['schemas']['UserBrief'];
type FriendPage = components['schemas']['ListMeta'] & { list: UserBrief[] };

/** /user/list?t=follow|fans&uid=: whom a member follows, or who follows them (the signed-in member's own without a uid). */
export default function UserListPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const viewer = useStore(userAtom);
  const search = new URLSearchParams(useSearch());
  const uid = idParam(search.get('uid')) ?? viewer?.id ?? null;
  const kind = userListKind(search);
  const page = pageParam(search);
  const own = viewer !== null && viewer.id === uid;

  const ownerQ = useQuery({
    queryKey: ['/user/get', uid, viewer?.id ?? 0],
    queryFn: ({ signal }) => api.get('/user/get', { query: { uid: uid ?? 0 }, signal }),
    enabled: uid !== null && !own,
    retry: retryUnlessNotFound,
  });
  const ownerName = own ? (viewer?.nickname ?? '') : (ownerQ.data?.nickname ?? '');
  usePageTitle(
    ownerName
      ? intl.formatMessage({ id: kind === 'fans' ? 'profile.site.fansOf' : 'profile.site.followsOf' }, { name: ownerName })
      : undefined,
  );

  const query = { uid: uid ?? 0, t: kind, page, rows: USER_LIST_ROWS };
  const listKey = ['/friend/lists', query, viewer?.id ?? 0];
  const q = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.get('/friend/lists', { query, signal }),
    enabled: uid !== null,
    placeholderData: keepPreviousData,
  });
  const follow = useMutation({
    mutationFn: ({ user, on }: { user: UserBrief; on: boolean }) =>
      api.post(on ? '/friend/follow' : '/friend/unfollow', { body: { follow_uid: user.id, type: 'uid' } }),
    onSuccess: (result) => {
      queryClient.setQueryData<FriendPage>(listKey, (old) =>
        old ? { ...old, list: old.list.map((u) => (u.id === result.follow_uid ? { ...u, is_follow: result.is_follow } : u)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['/userstat/get'] });
      void queryClient.invalidateQueries({ queryKey: ['/user/get'] });
      pushToast('success', intl.formatMessage({ id: result.is_follow ? 'profile.site.followed' : 'profile.site.unfollowed' }));
    },
  });
  useEffect(() => {
    // A visitor without a uid: whose lists? Sign in to see one's own.
    if (uid === null) navigate(hrefTo(LOGIN_PATH, { redirect: `/user/list?t=${kind}` }));
  }, [uid, kind]);
  if (uid === null) return null;
  const here = (t: 'follow' | 'fans', next = 1) => hrefTo('/user/list', { t, uid, page: next > 1 ? next : undefined });
  return (
    <UserListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      kind={kind}
      ownerName={ownerName}
      own={own}
      items={q.data?.list ?? []}
      {...paged(q.data, page, USER_LIST_ROWS, (next) => navigate(here(kind, next)))}
      followHref={here('follow')}
      fansHref={here('fans')}
      userHrefOf={(user) => hrefTo('/user/index', { uid: user.id })}
      viewerId={viewer?.id ?? null}
      busyIds={follow.isPending && follow.variables ? [follow.variables.user.id] : []}
      onFollowToggle={(user) => {
        if (!viewer) navigate(hrefTo(LOGIN_PATH, { redirect: `/user/list?t=${kind}&uid=${uid}` }));
        else if (!follow.isPending) follow.mutate({ user, on: !user.is_follow });
      }}
      onRetry={() => void q.refetch()}
    />
  );
}
