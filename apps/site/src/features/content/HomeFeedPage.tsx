import { HomeFeedScreen, type FeedFilter } from '@spw/ui/features/home/HomeFeedScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged } from '../../app/paged.ts';
import { FEED_ROWS, feedFilterOf, feedQuery } from './routes.ts';

/** /home/index?kind=&page=: the explorer home, everything new in one feed. */
export default function HomeFeedPage() {
  const search = new URLSearchParams(useSearch());
  const query = feedQuery(search);
  const filter = feedFilterOf(search);
  const q = useQuery({
    queryKey: ['/home/feed', query],
    queryFn: ({ signal }) => api.get('/home/feed', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const listHref = (next: FeedFilter, page = 1) =>
    hrefTo('/home/index', { ...(next === 'all' ? {} : { kind: next }), ...(page > 1 ? { page } : {}) });
  return (
    <HomeFeedScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      items={q.data?.list ?? []}
      filter={filter}
      filterHref={(next) => listHref(next)}
      hrefOf={(item) =>
        item.kind === 'article'
          ? hrefTo('/article/detail', { id: item.id })
          : item.kind === 'document'
            ? hrefTo('/document/detail', { id: item.id })
            : item.kind === 'live'
              ? hrefTo('/live/detail', { id: item.id })
              : item.kind === 'video'
                ? hrefTo('/media/detail', { id: item.id })
                : item.kind === 'post'
                  ? hrefTo('/posts/detail', { id: item.id })
                  : hrefTo('/competition/detail', { id: item.id })
      }
      {...paged(q.data, query.page, FEED_ROWS, (page) => navigate(listHref(filter, page)))}
      onRetry={() => void q.refetch()}
    />
  );
}
