import { OrderDetailScreen } from '@spw/ui/features/commerce/OrderDetailScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { ORDER_LISTS_KEY, orderNoParam, orderQuery } from './commerce.ts';
import { pageStatus } from '../events/events.ts';
import { hrefTo } from '../../app/href.ts';
import { pushToast } from '../../app/toasts.ts';

/** /order/detail?order_no=: one order with its snapshots and tickets; pay or cancel (after a confirm) while pending. */
export default function OrderDetailPage() {
  const intl = useIntl();
  const orderNo = orderNoParam(new URLSearchParams(useSearch()).get('order_no'));
  const queryClient = useQueryClient();
  const order = useQuery({ ...orderQuery(orderNo ?? ''), enabled: orderNo !== null });
  const cancel = useMutation({
    mutationFn: () => api.post('/order/cancel', { body: { order_no: orderNo ?? '' } }),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(['/order/get', cancelled.order_no], cancelled);
      pushToast('success', intl.formatMessage({ id: 'order.cancelled' }));
      // Its seats are back on sale.
      void queryClient.invalidateQueries({ queryKey: ['/ticket/lists'] });
      void queryClient.invalidateQueries({ queryKey: ['/ticket/get'] });
    },
    // Cancelled or not, the order and the lists show what the server now holds.
    onError: () => void order.refetch(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDER_LISTS_KEY }),
  });
  const status = pageStatus(order, orderNo !== null);
  return (
    <OrderDetailScreen
      status={status}
      order={order.data}
      onCancel={() => cancel.mutate()}
      cancelling={cancel.isPending}
      payHref={hrefTo('/events/payTip', { order_no: orderNo ?? undefined })}
      listHref={hrefTo('/order/list')}
      ticketsHref={hrefTo('/events/my')}
      onRetry={() => void order.refetch()}
    />
  );
}
