import { useStore } from '@nanostores/react';
import { POST_CATEGORIES, POST_REGIONS, PostListScreen, type PostFilters, type PostTab } from '@spw/ui/features/market/PostListScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { userAtom } from '../../app/session.ts';
import { POST_ROWS } from './routes.ts';

const TABS: readonly PostTab[] = ['all', 'sell', 'buy', 'mine'];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => values.find((v) => v === value) ?? null;

/** Where the market's list is: the tab, the search, the filters and the page, all in the address. */
export const postsHref = (tab: PostTab, filters: PostFilters, page = 1) =>
  hrefTo('/posts/list', {
    tab: tab === 'all' ? undefined : tab,
    keyword: (tab !== 'mine' && filters.keyword) || undefined,
    category: (tab !== 'mine' && filters.category) || undefined,
    region: (tab !== 'mine' && filters.region) || undefined,
    page: page > 1 ? page : undefined,
  });

/** /posts/list: the market's open buy and sell posts (public), and a member's own in every state. */
export default function PostListPage() {
  const user = useStore(userAtom);
  const search = new URLSearchParams(useSearch());
  const asked = oneOf(TABS, search.get('tab')) ?? 'all';
  // A visitor has no posts of their own: their list is the market's.
  const tab: PostTab = asked === 'mine' && !user ? 'all' : asked;
  const filters: PostFilters = {
    keyword: (search.get('keyword') ?? '').slice(0, 50),
    category: oneOf(POST_CATEGORIES, search.get('category')),
    region: oneOf(POST_REGIONS, search.get('region')),
  };
  const page = pageParam(search);
  const market = {
    page,
    rows: POST_ROWS,
    ...(tab === 'sell' || tab === 'buy' ? { type: tab } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.region ? { region: filters.region } : {}),
  };
  const mineQuery = { page, rows: POST_ROWS };
  const q = useQuery({
    queryKey: tab === 'mine' ? ['/posts/mine', mineQuery] : ['/posts/lists', market],
    queryFn: ({ signal }) =>
      tab === 'mine' ? api.get('/posts/mine', { query: mineQuery, signal }) : api.get('/posts/lists', { query: market, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <PostListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      tab={tab}
      tabHrefOf={(next) => postsHref(next, filters)}
      showMine={user !== null}
      filters={filters}
      onFilter={(next) => navigate(postsHref(tab, next))}
      items={q.data?.list ?? []}
      postHrefOf={(id) => hrefTo('/posts/detail', { id })}
      userHrefOf={(uid) => hrefTo('/user/index', { uid })}
      // A visitor is asked to sign in first (the route's guard), then lands on the form.
      addHref={hrefTo('/posts/add')}
      {...paged(q.data, page, POST_ROWS, (next) => navigate(postsHref(tab, filters, next)))}
      onRetry={() => void q.refetch()}
    />
  );
}
