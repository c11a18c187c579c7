import { AgendaScreen } from '@spw/ui/features/events/AgendaScreen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { editionStatus } from '../../app/current.ts';
import { downloadCalendar, icalHref, useEventsId } from './programme.ts';
import { hrefTo } from '../../app/href.ts';

/** /events/agenda/list?events_id=: the agenda by day, each session and day as an .ics file. */
export default function AgendaPage() {
  const { eventsId, edition: param } = useEventsId();
  const q = useQuery({
    queryKey: ['/eventsAgenda/lists', eventsId],
    queryFn: ({ signal }) => api.get('/eventsAgenda/lists', { query: { events_id: eventsId ?? 0 }, signal }),
    enabled: eventsId !== null,
  });
  const status = editionStatus(param, q);
  const edition = eventsId ?? 0;
  return (
    <AgendaScreen
      status={status}
      sessions={q.data?.list ?? []}
      guestHref={(speaker) => hrefTo('/events/guest/detail', { guest_id: speaker.id, events_id: edition })}
      icalUrl={(scope) => icalHref({ events_id: edition, ...scope })}
      onAddToCalendar={(scope, event) => {
        event.preventDefault();
        // Failures are toasted by the client.
        downloadCalendar({ events_id: edition, ...scope }).catch(() => undefined);
      }}
      onRetry={() => void q.refetch()}
      editionsHref={hrefTo('/events/list')}
    />
  );
}
