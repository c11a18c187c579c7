import { SponsorListScreen } from '@spw/ui/features/events/SponsorListScreen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { editionStatus } from '../../app/current.ts';
import { useEventsId } from './programme.ts';
import { hrefTo } from '../../app/href.ts';

/** /events/sponsor/list?events_id=: the edition's sponsors by tier. */
export default function SponsorListPage() {
  const { eventsId, edition } = useEventsId();
  const q = useQuery({
    queryKey: ['/eventsSponsor/lists', eventsId],
    queryFn: ({ signal }) => api.get('/eventsSponsor/lists', { query: { events_id: eventsId ?? 0 }, signal }),
    enabled: eventsId !== null,
  });
  const status = editionStatus(edition, q);
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
