import { ForumListScreen } from '@spw/ui/features/forum/ForumListScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged, pageParam } from '../../app/paged.ts';
import { FORUM_ROWS } from './routes.ts';

type Sort = 'new' | 'hot';

/** Where the square's list is: the order, the search and the page, all in the address. */
export const forumHref = (sort: Sort, keyword = '', page = 1) =>
  hrefTo('/forum/index', { sort: sort === 'hot' ? 'hot' : undefined, keyword: keyword || undefined, page: page > 1 ? page : undefined });

/** /forum/index: the community square's threads, newest or hot, searchable. */
export default function ForumIndexPage() {
  const search = new URLSearchParams(useSearch());
  const sort: Sort = search.get('sort') === 'hot' ? 'hot' : 'new';
  const keyword = (search.get('keyword') ?? '').slice(0, 50);
  const page = pageParam(search);
  const query = { sort, page, rows: FORUM_ROWS, ...(keyword ? { keyword } : {}) };
  const q = useQuery({
    queryKey: ['/forum/lists', query],
    queryFn: ({ signal }) => api.get('/forum/lists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <ForumListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      sort={sort}
      sortHrefOf={(next) => forumHref(next, keyword)}
      keyword={keyword}
      onSearch={(next) => navigate(forumHref(sort, next.trim()))}
      items={q.data?.list ?? []}
      threadHrefOf={(id) => hrefTo('/forum/detail', { id })}
      userHrefOf={(uid) => hrefTo('/user/index', { uid })}
      addHref={hrefTo('/forum/add')}
      {...paged(q.data, page, FORUM_ROWS, (next) => navigate(forumHref(sort, keyword, next)))}
      onRetry={() => void q.refetch()}
    />
  );
}
