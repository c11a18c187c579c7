import { TicketTypeListScreen } from '@spw/ui/features/commerce/TicketTypeListScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { ticketListQuery } from './commerce.ts';
import { editionStatus, useEditionFrom } from '../../app/current.ts';
import { hrefTo } from '../../app/href.ts';

/** /ticket/list?events_id=: an edition's tickets (the current edition without one). */
export default function TicketTypeListPage() {
  const edition = useEditionFrom(new URLSearchParams(useSearch()).get('events_id'));
  const eventsId = edition.id;
  const tickets = useQuery({ ...ticketListQuery(eventsId ?? 0), enabled: eventsId !== null });
  const status = editionStatus(edition, tickets);
  return (
    <TicketTypeListScreen
      status={status}
      tickets={tickets.data?.list ?? []}
      detailHref={(ticket) => hrefTo('/ticket/detail', { ticket_id: ticket.id })}
      onRetry={() => (edition.failed ? edition.retry() : void tickets.refetch())}
      editionsHref={hrefTo('/events/list')}
    />
  );
}
