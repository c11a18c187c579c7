import type { components } from '@spw/api';
import { PayTipScreen } from '@spw/ui/features/commerce/PayTipScreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { ORDER_LISTS_KEY, orderNoParam, orderQuery, payAnswerKey, type PayAnswer } from './commerce.ts';
import { pageStatus } from '../events/events.ts';
import { navigate } from '../../app/location.ts';
import { hrefTo, LOGIN_PATH } from '../../app/href.ts';
import { tokenAtom } from '../../app/session.ts';

type PaymentProvider = components['schemas']['PaymentProvider'];

/**
 * /events/payTip?order_no=: the amount, the time left, and the choice of paying now (sandbox) or by
 * bank transfer. The route is on the spec's public list; paying needs the member, so a visitor
 * without a session is sent to log in first.
 */
export default function PayTipPage() {
  const orderNo = orderNoParam(new URLSearchParams(useSearch()).get('order_no'));
  const signedIn = Boolean(useStore(tokenAtom));
  const queryClient = useQueryClient();
  const order = useQuery({ ...orderQuery(orderNo ?? ''), enabled: orderNo !== null && signedIn });
  const answer = useQuery({
    queryKey: payAnswerKey(orderNo ?? ''),
    queryFn: () => null as PayAnswer | null,
    enabled: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!signedIn) {
      const back = `/events/payTip${orderNo ? `?order_no=${orderNo}` : ''}`;
      navigate(`${LOGIN_PATH}?${new URLSearchParams({ redirect: back })}`, { replace: true });
    }
  }, [signedIn, orderNo]);

  const pay = useMutation({
    mutationFn: (provider: PaymentProvider) => api.post('/order/pay', { body: { order_no: orderNo ?? '', provider } }),
    onSuccess: (data) => {
      queryClient.setQueryData(payAnswerKey(data.order.order_no), data);
      queryClient.setQueryData(['/order/get', data.order.order_no], data.order);
      void queryClient.invalidateQueries({ queryKey: ORDER_LISTS_KEY });
      // A transfer's details stay on this page; every other outcome has its own page.
      if (data.outcome !== 'awaiting_transfer') navigate(`/order/payResult?${new URLSearchParams({ order_no: data.order.order_no })}`);
    },
    // The order may have lapsed or been paid meanwhile: show it as it is now.
    onError: () => void order.refetch(),
  });

  const status = pageStatus(order, orderNo !== null);
  return (
    <PayTipScreen
      status={status}
      order={order.data}
      onPay={(provider) => pay.mutate(provider)}
      paying={pay.isPending}
      transfer={answer.data?.transfer ?? null}
      orderHref={hrefTo('/order/detail', { order_no: orderNo ?? undefined })}
      ticketsHref={hrefTo('/ticket/list', { events_id: order.data?.events_id })}
      onRetry={() => void order.refetch()}
    />
  );
}
