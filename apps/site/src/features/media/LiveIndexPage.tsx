import { useNow } from '@spw/ui/components/useNow';
import { LiveIndexScreen } from '@spw/ui/features/media/LiveIndexScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged } from '../../app/paged.ts';
import { useReminders } from './reminders.ts';
import { LIVE_ROWS, liveIndexQueries } from './routes.ts';

/** /live/index?page=: the streams in progress, the ones to come, and a page of replays. */
export default function LiveIndexPage() {
  const search = new URLSearchParams(useSearch());
  const queries = liveIndexQueries(search);
  const now = useNow();
  const live = useQuery({
    queryKey: ['/broadcast/lists', queries.live],
    queryFn: ({ signal }) => api.get('/broadcast/lists', { query: queries.live, signal }),
  });
  const upcoming = useQuery({
    queryKey: ['/broadcast/lists', queries.upcoming],
    queryFn: ({ signal }) => api.get('/broadcast/lists', { query: queries.upcoming, signal }),
  });
  const replays = useQuery({
    queryKey: ['/broadcast/lists', queries.replays],
    queryFn: ({ signal }) => api.get('/broadcast/lists', { query: queries.replays, signal }),
    placeholderData: keepPreviousData,
  });
  const { reminded, onRemind, busyId } = useReminders();
  const all = [live, upcoming, replays];
  return (
    <LiveIndexScreen
      status={all.some((q) => q.isPending) ? 'loading' : all.some((q) => q.isError) ? 'error' : 'ready'}
      now={now}
      live={live.data?.list ?? []}
      upcoming={upcoming.data?.list ?? []}
      replays={replays.data?.list ?? []}
      replayPaging={paged(replays.data, queries.replays.page, LIVE_ROWS, (page) =>
        navigate(hrefTo('/live/index', page > 1 ? { page } : {})),
      )}
      reminded={reminded}
      onRemind={(item, on) => onRemind(item.id, on)}
      busyId={busyId}
      loginHref={hrefTo(LOGIN_PATH, { redirect: '/live/index' })}
      detailHref={(id) => hrefTo('/live/detail', { id })}
      allHref={hrefTo('/live/list')}
      onRetry={() => {
        for (const q of all) if (q.isError) void q.refetch();
      }}
    />
  );
}
