import { TicketListScreen } from '@spw/ui/screens/commerce/TicketListScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { ticketListQuery } from '../app/commerce.ts';
import { idParam, pageStatus } from '../app/events.ts';
import { hrefTo } from '../app/routes.ts';
import { CURRENT_EVENTS_ID } from '../shells/RootShell.tsx';

/** /ticket/list?events_id=: an edition's tickets (the current edition without one). */
export default function TicketListPage() {
  const raw = new URLSearchParams(useSearch()).get('events_id');
  const eventsId = raw === null ? CURRENT_EVENTS_ID : idParam(raw);
  const tickets = useQuery({ ...ticketListQuery(eventsId ?? 0), enabled: eventsId !== null });
  const status = pageStatus(tickets, eventsId !== null);
  return (
    <TicketListScreen
      status={status}
      tickets={tickets.data?.list ?? []}
      detailHref={(ticket) => hrefTo('/ticket/detail', { ticket_id: ticket.id })}
      onRetry={() => void tickets.refetch()}
      editionsHref={hrefTo('/events/list')}
    />
  );
}
