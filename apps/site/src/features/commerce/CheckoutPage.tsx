import { ApiError, ErrorCode } from '@spw/api';
import { CheckoutScreen, type CheckoutChoice } from '@spw/ui/features/commerce/CheckoutScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { ORDER_LISTS_KEY, quantityParam, ticketQuery } from './commerce.ts';
import { idParam, isNotFound } from '../events/events.ts';
import { navigate } from '../../app/location.ts';
import { hrefTo } from '../../app/href.ts';

/** /order/checkout?ticket_id=&quantity=: the summary, an invoice title and an address, then the order; paying comes next. */
export default function CheckoutPage() {
  const search = new URLSearchParams(useSearch());
  const ticketId = idParam(search.get('ticket_id'));
  const quantity = quantityParam(search.get('quantity'));
  const queryClient = useQueryClient();
  const ticket = useQuery({ ...ticketQuery(ticketId ?? 0), enabled: ticketId !== null });
  // The same keys as the invoice-title and address pages: a title added there shows here.
  const titles = useQuery({
    queryKey: ['/userInvoiceTitle/lists'],
    queryFn: ({ signal }) => api.get('/userInvoiceTitle/lists', { signal }),
  });
  const addresses = useQuery({ queryKey: ['/userAddress/lists'], queryFn: ({ signal }) => api.get('/userAddress/lists', { signal }) });

  const place = useMutation({
    mutationFn: (choice: CheckoutChoice) => api.post('/order/add', { body: { ticket_id: ticketId ?? 0, quantity, ...choice } }),
    onSuccess: (order) => {
      queryClient.setQueryData(['/order/get', order.order_no], order);
      void queryClient.invalidateQueries({ queryKey: ORDER_LISTS_KEY });
      // The seats changed: the ticket's remaining count is stale.
      void queryClient.invalidateQueries({ queryKey: ['/ticket/lists'] });
      void queryClient.invalidateQueries({ queryKey: ['/ticket/get'] });
      navigate(`/events/payTip?${new URLSearchParams({ order_no: order.order_no })}`, { replace: true });
    },
  });

  const queries = [ticket, titles, addresses];
  const status =
    ticketId === null || isNotFound(ticket.error)
      ? 'notFound'
      : queries.some((q) => q.isPending || (q.isError && q.isFetching))
        ? 'loading'
        : queries.some((q) => q.isError)
          ? 'error'
          : 'ready';
  const refusal = place.error instanceof ApiError && place.error.code === ErrorCode.Conflict ? place.error.msg : undefined;
  return (
    <CheckoutScreen
      status={status}
      ticket={ticket.data}
      quantity={quantity}
      invoiceTitles={titles.data?.list ?? []}
      addresses={addresses.data?.list ?? []}
      onPlace={(choice) => place.mutate(choice)}
      placing={place.isPending}
      refusal={refusal}
      registerHref={hrefTo('/events/reg', { events_id: ticket.data?.events_id })}
      invoiceTitlesHref={hrefTo('/userInvoiceTitle/list')}
      addressesHref={hrefTo('/userAddress/list')}
      backHref={hrefTo('/order/buyRule', { ticket_id: ticketId ?? undefined, quantity })}
      onRetry={() => {
        for (const q of queries) if (q.isError) void q.refetch();
      }}
    />
  );
}
