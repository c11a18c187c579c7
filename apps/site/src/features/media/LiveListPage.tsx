import { useNow } from '@spw/ui/components/useNow';
import { LiveListScreen } from '@spw/ui/features/media/LiveListScreen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { navigate } from '../../app/location.ts';
import { paged } from '../../app/paged.ts';
import { useReminders } from './reminders.ts';
import { LIVE_ROWS, liveFilterOf, liveListQuery, type LiveFilter } from './routes.ts';

/** /live/list?status=&page=: every public stream, or those of one status. */
export default function LiveListPage() {
  const search = new URLSearchParams(useSearch());
  const query = liveListQuery(search);
  const filter = liveFilterOf(search);
  const now = useNow();
  const q = useQuery({
    queryKey: ['/broadcast/lists', query],
    queryFn: ({ signal }) => api.get('/broadcast/lists', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const { reminded, onRemind, busyId } = useReminders();
  const listHref = (next: LiveFilter, page = 1) =>
    hrefTo('/live/list', { ...(next === 'all' ? {} : { status: next }), ...(page > 1 ? { page } : {}) });
  const here = listHref(filter, query.page);
  return (
    <LiveListScreen
      status={q.isPending ? 'loading' : q.isError ? 'error' : 'ready'}
      now={now}
      items={q.data?.list ?? []}
      {...paged(q.data, query.page, LIVE_ROWS, (page) => navigate(listHref(filter, page)))}
      filter={filter}
      filterHref={(next) => listHref(next)}
      reminded={reminded}
      onRemind={(item, on) => onRemind(item.id, on)}
      busyId={busyId}
      loginHref={hrefTo(LOGIN_PATH, { redirect: here.replace(/^#/, '') })}
      detailHref={(id) => hrefTo('/live/detail', { id })}
      onRetry={() => void q.refetch()}
    />
  );
}
