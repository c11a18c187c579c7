import { SponsorDetailScreen } from '@spw/ui/features/events/SponsorDetailScreen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { idParam, isNotFound } from './events.ts';
import { useEventsId } from './programme.ts';
import { hrefTo } from '../../app/href.ts';

/** /events/sponsor/detail?id=&events_id=: one sponsor. */
export default function SponsorDetailPage() {
  const { eventsId, search } = useEventsId();
  const id = idParam(search.get('id'));
  const q = useQuery({
    queryKey: ['/eventsSponsor/get', id],
    queryFn: ({ signal }) => api.get('/eventsSponsor/get', { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
  const status = id === null || isNotFound(q.error) ? 'notFound' : q.isPending ? 'loading' : q.isError ? 'error' : 'ready';
  return (
    <SponsorDetailScreen
      status={status}
      sponsor={q.data ?? null}
      listHref={hrefTo('/events/sponsor/list', { events_id: q.data?.events_id ?? eventsId ?? undefined })}
      onRetry={() => void q.refetch()}
    />
  );
}
