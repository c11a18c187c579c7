import { MyTicketsScreen } from '@spw/ui/features/commerce/MyTicketsScreen';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { api } from '../../app/api.ts';
import { hrefTo } from '../../app/href.ts';
import { uidAtom } from '../../app/session.ts';

/** /events/my: the member's tickets with their QR codes. */
export default function MyTicketsPage() {
  const uid = useStore(uidAtom);
  const tickets = useQuery({
    queryKey: ['/eventsUser/tickets'],
    queryFn: ({ signal }) => api.get('/eventsUser/tickets', { query: {}, signal }),
  });
  return (
    <MyTicketsScreen
      status={tickets.isPending || (tickets.isError && tickets.isFetching) ? 'loading' : tickets.isError ? 'error' : 'ready'}
      tickets={tickets.data?.list ?? []}
      shareHref={(ticket) => hrefTo('/eventsUser/share', { uid, events_id: ticket.events_id })}
      buyHref={hrefTo('/ticket/list')}
      onRetry={() => void tickets.refetch()}
    />
  );
}
