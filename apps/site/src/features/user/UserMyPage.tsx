import { useStore } from '@nanostores/react';
import type { components } from '@spw/api';
import { ArticleListScreen } from '@spw/ui/features/article/ArticleListScreen';
import { MyHubScreen, type HubShortcut, type HubTab } from '@spw/ui/features/user/MyHubScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { userAtom } from '../../app/session.ts';
import { HUB_ROWS, hubTab } from './routes.ts';

// The subscriptions' cards and the registrations load when their tab opens: most visits read the favourites.
const ColumnListScreen = lazy(() => import('@spw/ui/features/column/ColumnListScreen').then((m) => ({ default: m.ColumnListScreen })));
const MyRegistrationList = lazy(() => import('@spw/ui/features/user/MyRegistrationList').then((m) => ({ default: m.MyRegistrationList })));

type Registration = components['schemas']['Registration'];

/** /user/my: the member's hub — their favourites, likes, subscriptions and registrations, and shortcuts to their pages. */
export default function UserMyPage() {
  const intl = useIntl();
  const user = useStore(userAtom);
  const search = new URLSearchParams(useSearch());
  const tab = hubTab(search);
  const page = pageParam(search);
  const counts = useQuery({ queryKey: ['/user/my'], queryFn: ({ signal }) => api.get('/user/my', { signal }) });
  const kind = tab === 'likes' ? 'like' : 'favorite';
  const markedQuery = { kind, page, rows: HUB_ROWS } as const;
  const marked = useQuery({
    queryKey: ['/article/markedLists', markedQuery],
    queryFn: ({ signal }) => api.get('/article/markedLists', { query: markedQuery, signal }),
    enabled: tab === 'favorites' || tab === 'likes',
    placeholderData: keepPreviousData,
  });
  const columnsQuery = { page, rows: HUB_ROWS } as const;
  const columns = useQuery({
    queryKey: ['/columnUser/mine', columnsQuery],
    queryFn: ({ signal }) => api.get('/columnUser/mine', { query: columnsQuery, signal }),
    enabled: tab === 'subscriptions',
    placeholderData: keepPreviousData,
  });
  const regs = useQuery({
    queryKey: ['/eventsReg/lists', 'all'],
    queryFn: ({ signal }) => api.get('/eventsReg/lists', { query: {}, signal }),
    enabled: tab === 'registrations',
  });
  const editions = useQuery({
    queryKey: ['/events/lists'],
    queryFn: ({ signal }) => api.get('/events/lists', { signal }),
    enabled: tab === 'registrations',
    staleTime: 5 * 60_000,
  });
  if (!user) return null;

  const tabHref = (next: HubTab, p = 1) =>
    hrefTo('/user/my', { tab: next === 'favorites' ? undefined : next, page: p > 1 ? p : undefined });
  const turn = (p: number) => navigate(tabHref(tab, p));
  const statusOf = (q: { isPending: boolean; isError: boolean }) => (q.isPending ? 'loading' : q.isError ? 'error' : 'ready');
  const shortcuts: HubShortcut[] = [
    { key: 'profile', href: hrefTo('/user/index', { uid: user.id }) },
    { key: 'userinfo', href: hrefTo('/user/userinfo', { id: user.id }) },
    { key: 'orders', href: hrefTo('/order/list') },
    { key: 'tickets', href: hrefTo('/events/my') },
    { key: 'messages', href: hrefTo('/message/list') },
    { key: 'notifications', href: hrefTo('/notification/list') },
    { key: 'addresses', href: hrefTo('/userAddress/list') },
    { key: 'invoices', href: hrefTo('/userInvoiceTitle/list') },
    { key: 'password', href: hrefTo('/setting/password') },
    { key: 'certification', href: hrefTo(user.is_verified ? '/certification/result' : '/certification/apply') },
    { key: 'forum', href: hrefTo('/forum/index') },
    ...(user.is_homepage === 1 || user.is_column === 1 ? [{ key: 'creator', href: hrefTo('/creator/index') } as const] : []),
  ];
  const yearOf = new Map((editions.data?.list ?? []).map((e) => [e.id, e.year]));
  const editionName = (id: number) => intl.formatMessage({ id: 'events.title' }, { year: yearOf.get(id) ?? '' });

  return (
    <MyHubScreen
      user={user}
      counts={counts.data ?? null}
      shortcuts={shortcuts}
      tab={tab}
      tabHrefOf={(next) => tabHref(next)}
      followHref={hrefTo('/user/list', { t: 'follow', uid: user.id })}
      fansHref={hrefTo('/user/list', { t: 'fans', uid: user.id })}
    >
      {tab === 'favorites' || tab === 'likes' ? (
        <ArticleListScreen
          status={statusOf(marked)}
          items={marked.data?.list ?? []}
          {...paged(marked.data, page, HUB_ROWS, turn)}
          hrefOf={(a) => hrefTo('/article/detail', { id: a.id })}
          authorHrefOf={(a) => hrefTo('/user/index', { uid: a.uid })}
          onRetry={() => void marked.refetch()}
          heading={intl.formatMessage({ id: tab === 'likes' ? 'hub.tab.likes' : 'hub.tab.favorites' })}
          headingLevel={2}
        />
      ) : (
        <Suspense fallback={null}>
          {tab === 'subscriptions' ? (
            <ColumnListScreen
              status={statusOf(columns)}
              items={columns.data?.list ?? []}
              {...paged(columns.data, page, HUB_ROWS, turn)}
              hrefOf={(c) => hrefTo('/column/detail', { id: c.id })}
              onRetry={() => void columns.refetch()}
              heading={intl.formatMessage({ id: 'hub.tab.subscriptions' })}
              headingLevel={2}
            />
          ) : (
            <MyRegistrationList
              status={statusOf(regs)}
              items={regs.data?.list ?? []}
              editionNameOf={editionName}
              ticketHrefOf={(r: Registration) => (r.has_ticket ? hrefTo('/events/my') : hrefTo('/ticket/list', { events_id: r.events_id }))}
              editionHrefOf={(r: Registration) => hrefTo('/events/index', { events_id: r.events_id })}
              registerHref={hrefTo('/events/reg')}
              onRetry={() => void regs.refetch()}
            />
          )}
        </Suspense>
      )}
    </MyHubScreen>
  );
}
