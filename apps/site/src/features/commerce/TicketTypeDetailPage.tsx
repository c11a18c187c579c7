import { TicketTypeDetailScreen } from '@spw/ui/features/commerce/TicketTypeDetailScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { quantityParam, ticketQuery } from './commerce.ts';
import { idParam, pageStatus } from '../events/events.ts';
import { navigate } from '../../app/location.ts';
import { hrefTo } from '../../app/href.ts';

/** /ticket/detail?ticket_id=: one ticket type, a quantity, then the purchase rules. */
export default function TicketTypeDetailPage() {
  const search = new URLSearchParams(useSearch());
  const ticketId = idParam(search.get('ticket_id'));
  const ticket = useQuery({ ...ticketQuery(ticketId ?? 0), enabled: ticketId !== null });
  const status = pageStatus(ticket, ticketId !== null);
  return (
    <TicketTypeDetailScreen
      // A new ticket starts its stepper afresh.
      key={ticketId ?? 0}
      status={status}
      ticket={ticket.data}
      initialQuantity={quantityParam(search.get('quantity'))}
      onBuy={(quantity) =>
        ticketId !== null && navigate(`/order/buyRule?${new URLSearchParams({ ticket_id: String(ticketId), quantity: String(quantity) })}`)
      }
      onRetry={() => void ticket.refetch()}
      listHref={hrefTo('/ticket/list', { events_id: ticket.data?.events_id })}
    />
  );
}
