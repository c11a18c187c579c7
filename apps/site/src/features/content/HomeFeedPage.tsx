import { HomeFeedScreen, type FeedFilter } from '@spw/ui/features/home/HomeFeedScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged } from '../../app/paged.ts';
import { FEED_ROWS, feedFilterOf, feedQuery } from './routes.ts';

/** The figures' chart code comes only when a table is placed on the home. */
const HomeStatistics = lazy(() => import('@spw/ui/features/home/HomeStatistics').then((m) => ({ default: m.HomeStatistics })));

/**
 * Whether the element has come within a screen of the viewport (once true, it stays): what sits
 * below the feed waits for the reader to scroll towards it.
 */
function useNearView(ready: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!ready || near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready, near]);
  return { ref, near };
}

/**
 * /home/index?kind=&page=: the explorer home, everything new in one feed; under the first page of
 * the whole feed, the statistical tables their creators placed on the home.
 */
export default function HomeFeedPage() {
  const search = new URLSearchParams(useSearch());
  const query = feedQuery(search);
  const filter = feedFilterOf(search);
  const q = useQuery({
    queryKey: ['/home/feed', query],
    queryFn: ({ signal }) => api.get('/home/feed', { query, signal }),
    placeholderData: keepPreviousData,
  });
  // The figures (and their chart code) come when the reader scrolls towards the end of the feed.
  const front = filter === 'all' && query.page === 1;
  const below = useNearView(front && q.isSuccess);
  const figures = useQuery({
    queryKey: ['/statistic/home'],
    queryFn: ({ signal }) => api.get('/statistic/home', { signal }),
    enabled: front && below.near,
  });
  const listHref = (next: FeedFilter, page = 1) =>
    hrefTo('/home/index', { ...(next === 'all' ? {} : { kind: next }), ...(page > 1 ? { page } : {}) });
  return (
    <>
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
      <div ref={below.ref} aria-hidden="true" />
      {front && figures.data?.length ? (
        <Suspense fallback={null}>
          <HomeStatistics statistics={figures.data} />
        </Suspense>
      ) : null}
    </>
  );
}
