import { SponsorListScreen } from '@spw/ui/screens/programme/SponsorListScreen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../app/api.ts';
import { isNotFound } from '../app/events.ts';
import { useEventsId } from '../app/programme.ts';
import { hrefTo } from '../app/routes.ts';

/** /events/sponsor/list?events_id=: the edition's sponsors by tier. */
export default function SponsorListPage() {
  const { eventsId } = useEventsId();
  const q = useQuery({
    queryKey: ['/eventsSponsor/lists', eventsId],
    queryFn: ({ signal }) => api.get('/eventsSponsor/lists', { query: { events_id: eventsId ?? 0 }, signal }),
    enabled: eventsId !== null,
  });
  const status = eventsId === null || isNotFound(q.error) ? 'notFound' : q.isPending ? 'loading' : q.isError ? 'error' : 'ready';
  return (
    <SponsorListScreen
      status={status}
      sponsors={q.data?.list ?? []}
      sponsorHref={(sponsor) => hrefTo('/events/sponsor/detail', { id: sponsor.id, events_id: sponsor.events_id })}
      onRetry={() => void q.refetch()}
      editionsHref={hrefTo('/events/list')}
    />
  );
}
