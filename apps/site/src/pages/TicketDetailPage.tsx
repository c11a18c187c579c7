import { TicketDetailScreen } from '@spw/ui/screens/commerce/TicketDetailScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { quantityParam, ticketQuery } from '../app/commerce.ts';
import { idParam, pageStatus } from '../app/events.ts';
import { navigate } from '../app/location.ts';
import { hrefTo } from '../app/routes.ts';

/** /ticket/detail?ticket_id=: one ticket type, a quantity, then the purchase rules. */
export default function TicketDetailPage() {
  const search = new URLSearchParams(useSearch());
  const ticketId = idParam(search.get('ticket_id'));
  const ticket = useQuery({ ...ticketQuery(ticketId ?? 0), enabled: ticketId !== null });
  const status = pageStatus(ticket, ticketId !== null);
  return (
    <TicketDetailScreen
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
