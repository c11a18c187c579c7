import type { MessageKey } from '@spw/i18n';
import { ADMIN_FILTERS, OrderAdminScreen, type AdminFilter } from '@spw/ui/features/commerce/OrderAdminScreen';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { api } from '../../app/api.ts';
import { ORDER_LISTS_KEY } from './commerce.ts';
import { navigate } from '../../app/location.ts';
import { paged } from '../../app/paged.ts';
import { hrefTo } from '../../app/href.ts';
import { pushToast } from '../../app/toasts.ts';

const ROWS = 8;
const ADMIN_LISTS_KEY = ['/order/adminLists'] as const;

/** /creator/orders?status=&keyword=&page= (admins): confirm bank transfers, refund paid orders. */
export default function OrderAdminPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const filter: AdminFilter = ADMIN_FILTERS.find((f) => f === search.get('status')) ?? 'transfers';
  const keyword = (search.get('keyword') ?? '').slice(0, 50);
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const orders = useQuery({
    queryKey: [...ADMIN_LISTS_KEY, filter, keyword, page],
    queryFn: ({ signal }) =>
      api.get('/order/adminLists', {
        query: {
          ...(filter === 'transfers' ? { status: 'pending', provider: 'offline' } : filter === 'all' ? {} : { status: filter }),
          ...(keyword ? { keyword } : {}),
          page,
          rows: ROWS,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const go = (next: { filter?: AdminFilter; keyword?: string; page?: number }) => {
    const f = next.filter ?? filter;
    const k = next.keyword ?? keyword;
    const p = next.page ?? 1;
    navigate(
      hrefTo('/creator/orders', { status: f === 'transfers' ? undefined : f, keyword: k || undefined, page: p > 1 ? p : undefined }).slice(
        1,
      ),
    );
  };
  const settle = (done: MessageKey) => ({
    onSuccess: () => pushToast('success', intl.formatMessage({ id: done })),
    // Whatever happened, the lists show what the server now holds; seats may be back on sale.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_LISTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDER_LISTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/ticket/lists'] });
    },
  });
  const confirm = useMutation({
    mutationFn: (orderNo: string) => api.post('/order/confirm', { body: { order_no: orderNo } }),
    ...settle('orderAdmin.confirmed'),
  });
  const refund = useMutation({
    mutationFn: (orderNo: string) => api.post('/order/refund', { body: { order_no: orderNo } }),
    ...settle('orderAdmin.refunded'),
  });
  const busy = confirm.isPending ? confirm.variables : refund.isPending ? refund.variables : null;
  return (
    <OrderAdminScreen
      status={orders.isPending || orders.isPlaceholderData ? 'loading' : orders.isError ? 'error' : 'ready'}
      filter={filter}
      onFilterChange={(next) => go({ filter: next })}
      keyword={keyword}
      onSearch={(next) => go({ keyword: next })}
      orders={orders.data?.list ?? []}
      {...paged(orders.data, page, ROWS, (next) => go({ page: next }))}
      busy={busy}
      onConfirm={(orderNo) => confirm.mutate(orderNo)}
      onRefund={(orderNo) => refund.mutate(orderNo)}
      onRetry={() => void orders.refetch()}
    />
  );
}
