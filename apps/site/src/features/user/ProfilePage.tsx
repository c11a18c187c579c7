import { useStore } from '@nanostores/react';
import type { components } from '@spw/api';
import { ArticleListScreen } from '@spw/ui/features/article/ArticleListScreen';
import { ProfileHeader } from '@spw/ui/features/user/ProfileHeader';
import { SectionTabs } from '@spw/ui/layouts/SectionTabs';
import { ApiError } from '@spw/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { isNotFound, retryUnlessNotFound } from '../../app/api-errors.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { idParam } from '../../app/id-param.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { userAtom } from '../../app/session.ts';
import { pushToast } from '../../app/toasts.ts';
import { pictureUploader } from '../../app/upload.ts';
import { PROFILE_ROWS, profileTab, type ProfileTab } from './routes.ts';

// The dialogs (Radix, the upload's picture handling) load when first opened, not with the page.
// The columns tab (its cards) loads when opened: most visits read the articles.
const ColumnListScreen = lazy(() => import('@spw/ui/features/column/ColumnListScreen').then((m) => ({ default: m.ColumnListScreen })));
const AvatarUpload = lazy(() => import('@spw/ui/components/AvatarUpload').then((m) => ({ default: m.AvatarUpload })));
const SendMessageDialog = lazy(() => import('@spw/ui/features/user/SendMessageDialog').then((m) => ({ default: m.SendMessageDialog })));

type User = components['schemas']['User'];
type UserStat = components['schemas']['UserStat'];

const uploadAvatar = pictureUploader('avatar');

/**
 * /user/index?uid=: a member's profile (the signed-in member's own without a uid): the header with
 * follow, message and the owner's changes, then their articles or columns.
 */
export default function ProfilePage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const viewer = useStore(userAtom);
  const search = new URLSearchParams(useSearch());
  const uid = idParam(search.get('uid')) ?? viewer?.id ?? null;
  const tab = profileTab(search);
  const page = pageParam(search);
  const own = viewer !== null && viewer.id === uid;
  const [messaging, setMessaging] = useState(false);
  // Which dialogs were ever opened: their code is fetched then, and they stay mounted after.
  const [opened, setOpened] = useState({ message: false, avatar: false });
  const [changingAvatar, setChangingAvatar] = useState(false);

  const userKey = ['/user/get', uid, viewer?.id ?? 0];
  const userQ = useQuery({
    queryKey: userKey,
    queryFn: ({ signal }) => api.get('/user/get', { query: { uid: uid ?? 0 }, signal }),
    enabled: uid !== null,
    retry: retryUnlessNotFound,
  });
  const statKey = ['/userstat/get', uid];
  const statQ = useQuery({
    queryKey: statKey,
    queryFn: ({ signal }) => api.get('/userstat/get', { query: { uid: uid ?? 0 }, signal }),
    enabled: uid !== null,
    retry: retryUnlessNotFound,
  });
  const user = userQ.data ?? null;
  usePageTitle(user?.nickname, user?.description || undefined);

  const columnsQuery = { uid: uid ?? 0, page: tab === 'column' ? page : 1, rows: PROFILE_ROWS };
  const columnsQ = useQuery({
    queryKey: ['/column/lists', columnsQuery],
    queryFn: ({ signal }) => api.get('/column/lists', { query: columnsQuery, signal }),
    enabled: uid !== null && (tab === 'column' || user?.is_column === 1),
    placeholderData: keepPreviousData,
  });
  const articlesQuery = { uid: uid ?? 0, page, rows: PROFILE_ROWS };
  const articlesQ = useQuery({
    queryKey: ['/article/lists', articlesQuery],
    queryFn: ({ signal }) => api.get('/article/lists', { query: articlesQuery, signal }),
    enabled: uid !== null && tab === 'article',
    placeholderData: keepPreviousData,
  });

  const following = user?.is_follow ?? false;
  const follow = useMutation({
    mutationFn: (on: boolean) => api.post(on ? '/friend/follow' : '/friend/unfollow', { body: { follow_uid: uid ?? 0, type: 'uid' } }),
    onSuccess: (result) => {
      queryClient.setQueryData<User>(userKey, (old) => (old ? { ...old, is_follow: result.is_follow } : old));
      queryClient.setQueryData<UserStat>(statKey, (old) => (old ? { ...old, fans_amount: result.fans_amount } : old));
      void queryClient.invalidateQueries({ queryKey: ['/friend/lists'] });
      pushToast('success', intl.formatMessage({ id: result.is_follow ? 'profile.site.followed' : 'profile.site.unfollowed' }));
    },
  });
  const message = useMutation({
    mutationFn: (content: string) => api.post('/message/add', { body: { receive_uid: uid ?? 0, content }, quiet: true }),
    onSuccess: () => {
      setMessaging(false);
      pushToast('success', intl.formatMessage({ id: 'profile.site.sent' }));
    },
  });
  const cover = useMutation({
    mutationFn: (bg_url: string) => api.post('/user/changeBg', { body: { bg_url } }),
    onSuccess: (result) => queryClient.setQueryData<User>(userKey, (old) => (old ? { ...old, bg_url: result.bg_url } : old)),
  });
  const avatar = useMutation({
    mutationFn: (url: string) => api.post('/user/changeAvatar', { body: { avatar: url } }),
    onSuccess: (result) => {
      queryClient.setQueryData<User>(userKey, (old) => (old ? { ...old, avatar: result.avatar } : old));
      // The header's user menu shows the avatar too.
      const me = userAtom.get();
      if (me) userAtom.set({ ...me, avatar: result.avatar });
      pushToast('success', intl.formatMessage({ id: 'profile.site.avatarChanged' }));
    },
  });

  const notFound = uid === null || isNotFound(userQ.error);
  const here = (next: { tab?: ProfileTab; page?: number }) =>
    hrefTo('/user/index', {
      uid: uid ?? undefined,
      tab: next.tab === 'column' ? 'column' : undefined,
      page: next.page && next.page > 1 ? next.page : undefined,
    });
  const column = columnsQ.data?.list[0];
  const creator = own && user !== null && (user.is_homepage === 1 || user.is_column === 1);
  const tabs = [
    {
      id: 'article',
      label: intl.formatMessage({ id: 'profile.site.tab.article' }),
      href: here({ tab: 'article' }),
      current: tab === 'article',
    },
    {
      id: 'column',
      label: intl.formatMessage({ id: 'profile.site.tab.column' }),
      href: here({ tab: 'column' }),
      current: tab === 'column',
    },
  ];

  return (
    <>
      <ProfileHeader
        status={notFound ? 'notFound' : userQ.isPending ? 'loading' : userQ.isError ? 'error' : 'ready'}
        user={user}
        stats={statQ.data ?? null}
        own={own}
        following={following}
        followBusy={follow.isPending}
        onFollowToggle={() => {
          if (!viewer) navigate(hrefTo(LOGIN_PATH, { redirect: `/user/index?uid=${uid ?? ''}` }));
          else if (!follow.isPending) follow.mutate(!following);
        }}
        onMessage={() => {
          message.reset();
          setOpened((now) => ({ ...now, message: true }));
          setMessaging(true);
        }}
        followsHref={hrefTo('/user/list', { t: 'follow', uid: uid ?? undefined })}
        fansHref={hrefTo('/user/list', { t: 'fans', uid: uid ?? undefined })}
        columnHref={user?.is_column === 1 && column ? hrefTo('/column/detail', { id: column.id }) : undefined}
        creatorHref={creator ? hrefTo('/creator/index') : undefined}
        editHref={own ? hrefTo('/user/userinfo', { id: uid ?? undefined }) : undefined}
        onChangeAvatar={
          own
            ? () => {
                setOpened((now) => ({ ...now, avatar: true }));
                setChangingAvatar(true);
              }
            : undefined
        }
        onChangeCover={own ? (preset) => cover.mutate(preset) : undefined}
        coverBusy={cover.isPending}
        homeHref={hrefTo('/home/index')}
        onRetry={() => {
          void userQ.refetch();
          void statQ.refetch();
        }}
      />
      {user ? (
        <>
          <SectionTabs tabs={tabs} label={intl.formatMessage({ id: 'profile.site.tabs' })} />
          {tab === 'article' ? (
            <ArticleListScreen
              status={articlesQ.isPending ? 'loading' : articlesQ.isError ? 'error' : 'ready'}
              items={articlesQ.data?.list ?? []}
              {...paged(articlesQ.data, page, PROFILE_ROWS, (next) => navigate(here({ tab: 'article', page: next })))}
              hrefOf={(item) => hrefTo('/article/detail', { id: item.id })}
              authorHrefOf={(item) => hrefTo('/user/index', { uid: item.uid })}
              heading={intl.formatMessage({ id: 'profile.site.tab.article' })}
              headingLevel={2}
              onRetry={() => void articlesQ.refetch()}
            />
          ) : (
            <Suspense fallback={null}>
              <ColumnListScreen
                status={columnsQ.isPending ? 'loading' : columnsQ.isError ? 'error' : 'ready'}
                items={columnsQ.data?.list ?? []}
                {...paged(columnsQ.data, page, PROFILE_ROWS, (next) => navigate(here({ tab: 'column', page: next })))}
                hrefOf={(item) => hrefTo('/column/detail', { id: item.id })}
                heading={intl.formatMessage({ id: 'profile.site.tab.column' })}
                headingLevel={2}
                onRetry={() => void columnsQ.refetch()}
              />
            </Suspense>
          )}
          <Suspense fallback={null}>
            {opened.message ? (
              <SendMessageDialog
                open={messaging}
                onOpenChange={setMessaging}
                recipient={user.nickname}
                sending={message.isPending}
                error={message.error instanceof ApiError ? message.error.msg : undefined}
                onSend={(content) => message.mutate(content)}
              />
            ) : null}
            {own && opened.avatar ? (
              <AvatarUpload
                open={changingAvatar}
                onOpenChange={setChangingAvatar}
                currentSrc={user.avatar || undefined}
                name={user.nickname}
                upload={uploadAvatar}
                onDone={(url) => {
                  setChangingAvatar(false);
                  avatar.mutate(url);
                }}
              />
            ) : null}
          </Suspense>
        </>
      ) : null}
    </>
  );
}
