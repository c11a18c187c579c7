import { PayResultScreen } from '@spw/ui/features/commerce/PayResultScreen';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { orderNoParam, orderQuery, payAnswerKey, type PayAnswer } from './commerce.ts';
import { pageStatus } from '../events/events.ts';
import { hrefTo } from '../../app/href.ts';

/** /order/payResult?order_no=: how the payment went, from the pay call's answer or, after a reload, from the order. */
export default function PayResultPage() {
  const orderNo = orderNoParam(new URLSearchParams(useSearch()).get('order_no'));
  const order = useQuery({ ...orderQuery(orderNo ?? ''), enabled: orderNo !== null });
  const answer = useQuery({
    queryKey: payAnswerKey(orderNo ?? ''),
    queryFn: () => null as PayAnswer | null,
    enabled: false,
    staleTime: Infinity,
  });
  // The answer holds for the order as it was paid; once the order moved on (confirmed, cancelled), the order tells.
  const fresh = answer.data && order.data && answer.data.order.status === order.data.status ? answer.data : null;
  const status = pageStatus(order, orderNo !== null);
  const query = { order_no: orderNo ?? undefined };
  return (
    <PayResultScreen
      status={status}
      order={order.data}
      outcome={fresh?.outcome}
      transfer={fresh?.transfer ?? null}
      orderHref={hrefTo('/order/detail', query)}
      ticketsHref={hrefTo('/events/my')}
      retryHref={hrefTo('/events/payTip', query)}
      onRetry={() => void order.refetch()}
    />
  );
}
